"""Words the corpus draws from: entities, field names, themes of planted facts, filler."""

from __future__ import annotations

ENTITIES = {
    "order": ("ORD", "orders"),
    "shipment": ("SHP", "shipments"),
    "ticket": ("TCK", "tickets"),
    "invoice": ("INV", "invoices"),
    "device": ("DEV", "devices"),
    "account": ("ACC", "accounts"),
}
ID_KEYS = ("id", "order_id", "orderId", "ref", "uuid", "recordNo", "identifier", "key", "Id")
STATUS_KEYS = ("status", "state", "stage", "phase", "condition")
STATUS_VALUES = (
    ("open", "closed", "pending"),
    ("active", "idle", "paused", "draft"),
    ("shipped", "packed", "delivered"),
    ("ok", "degraded", "retrying"),
)
RARE_STATUSES = ("quarantined", "frozen", "orphaned", "reversed", "suspended", "tombstoned")
AMOUNT_KEYS = ("amount", "total", "price", "value_eur", "cost", "sum_usd", "balance")
OWNER_KEYS = ("customer", "owner", "assignee", "contact", "buyer")
NOTE_KEYS = ("note", "comment", "remarks", "memo", "description", "details")
CITY_KEYS = ("city", "site", "region", "warehouse", "location")
TRACK_KEYS = ("tracking_no", "trackingNumber", "awb", "serial", "batch_code", "lot")
CITIES = (
    "Berlin",
    "Lyon",
    "Porto",
    "Gdansk",
    "Malmo",
    "Graz",
    "Turin",
    "Leeds",
    "Ghent",
    "Oslo",
    "Riga",
    "Bilbao",
    "Cork",
    "Brno",
)
NAMES = (
    "Ada Moss",
    "Bo Chen",
    "Cy Park",
    "Dee Ruiz",
    "Eli Stone",
    "Fay Holt",
    "Gus Lind",
    "Hana Ito",
    "Ivo Marek",
    "Jo Varga",
    "Kai Ahn",
    "Liv Berg",
)
NOTES = (
    "left at door",
    "call before delivery",
    "gift wrap",
    "second attempt",
    "fragile",
    "priority lane",
    "customer prefers email",
    "partial payment",
    "standard handling",
    "reviewed by ops",
    "auto-renewal on",
    "awaiting pickup",
)

THEMES = (
    (
        "held at customs under reference {code}",
        "CUS",
        (
            "Which {entity} is held at customs, and under what reference?",
            "Did any {entity} get stuck in customs? Give me the reference.",
            "Remind me of the customs reference for the held {entity}.",
        ),
    ),
    (
        "chargeback opened as case {code}",
        "CB",
        (
            "Was there a chargeback on any {entity}? Which case number?",
            "Which {entity} has a chargeback, and what is its case?",
        ),
    ),
    (
        "included in recall batch {code}",
        "RCL",
        (
            "Which {entity} was included in a recall, and what batch?",
            "Tell me the recall batch and the {entity} it affects.",
        ),
    ),
    (
        "flagged for fraud review {code}",
        "FR",
        (
            "Which {entity} was flagged for fraud review? I need the review id.",
            "Give me the fraud review id and the {entity} it concerns.",
        ),
    ),
    (
        "escalated to legal as {code}",
        "LGL",
        (
            "What got escalated to legal? I need the {entity} and the legal reference.",
            "Which {entity} went to the legal team, and with which reference?",
        ),
    ),
    (
        "warranty claim {code} filed by the customer",
        "WC",
        (
            "Is there a warranty claim among the {entity}s? Which claim number?",
            "Which {entity} has a warranty claim filed?",
        ),
    ),
)
IDENTIFIER_QUESTIONS = (
    "What is the {field} of {id}?",
    "For {id}, what was the {field}?",
    "Quick check: {id} — its {field}, please.",
)
UNUSUAL_QUESTIONS = (
    "Was there anything unusual in what you have looked at so far?",
    "Did anything stand out as odd? Name the record.",
    "Anything out of the ordinary I should know about?",
)
FILLER = (
    "The team reviewed the quarterly figures and found them broadly in line with expectations.",
    "Most of the backlog was cleared before the holiday period began.",
    "Several suppliers asked for longer payment terms this month.",
    "The new dashboard loads faster since the cache was introduced.",
    "Staff in {city} reported a quiet week with no incidents.",
    "{name} presented the roadmap and answered questions from the floor.",
    "Shipping volumes rose by {n} percent compared with the previous period.",
    "The audit trail was exported to the archive as planned.",
    "A training session on the billing system is scheduled for next week.",
    "Feedback from {city} suggests customers value the faster delivery window.",
)
