"""Four chat histories written apart from the generated and hand-written ones: a clinic rota,
a contract review, a wedding and a release, five parts each, with durable items changed later.

Each is compacted after each part at 10/20/30% of the whole history's tokens (the session path);
an item is kept when every one of its check values is in the last request, and a replaced value
is left when the last request still names it. The first two were written first and their misses
fixed; the other two were written after those fixes (see docs/benchmarks.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Message = dict[str, Any]
Checks = dict[str, list[str]]
Apart = tuple[list[list[Message]], Checks, Checks]


def U(text: str) -> Message:
    return {"role": "user", "content": text}


def A(text: str) -> Message:
    return {"role": "assistant", "content": text}


FILL_U = [
    "Let me check with the front desk and get back to you.",
    "The coffee machine on the second floor is broken again, by the way.",
    "I'm in meetings most of the afternoon, so replies might be slow.",
    "Thanks, that's helpful context for the rest of the week.",
]
FILL_A = [
    "Sounds good, take your time.",
    "Understood. I'll wait for your update before going further.",
    "Sure. Let me know when you're back.",
    "Got it.",
]
CH = [
    ("Give me a minute, someone's at the door.", "No rush."),
    ("Ugh, the wifi here keeps dropping.", "That sounds annoying."),
    ("I'll be back after lunch.", "Enjoy your lunch!"),
    ("Sorry, got pulled into a call.", "No problem at all."),
]


def chatter(n: int, k: int) -> list[Message]:
    out: list[Message] = []
    for i in range(n):
        out += [U(FILL_U[(i + k) % 4]), A(FILL_A[(i + k) % 4])]
    return out


def chat(n: int, k: int) -> list[Message]:
    return [m for i in range(n) for m in (U(CH[(i + k) % 4][0]), A(CH[(i + k) % 4][1]))]


def clinic() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You are the scheduling assistant for Lakeside Physio. Never share a patient's phone number or address with anyone but the patient.",
            },
            U("Hi! I'm setting up next month's clinic rota with you."),
            U("Hard constraint: no therapist works more than 32 hours a week."),
            A("Noted."),
            U("Dr. Amara Osei only does Tuesdays and Thursdays."),
            A("OK."),
            *chatter(4, 0),
            U("The clinic closes at 18:30 on weekdays."),
            A("Understood."),
            U("Use 24-hour times in everything you write for me, please."),
            *chatter(3, 1),
        ],
        [
            U("Update: closing time moves to 19:00 from March."),
            A("Closing time is now 19:00."),
            *chatter(4, 2),
            U("Room 4 is out of service until the 14th for the floor repair."),
            *chatter(2, 3),
        ],
        [
            U("Patient Kwame Asante (ref PT-20931) needs a double slot every Friday."),
            A("Recorded."),
            *chatter(4, 0),
            U("Actually Dr. Osei can do Wednesdays too now, not Thursdays."),
            *chatter(2, 1),
        ],
        [
            U("The weekly cap for therapists went up to 35 hours after the union agreement."),
            *chatter(5, 2),
            U(
                "Current status: draft rota done for weeks 1-2, weeks 3-4 pending Mia's leave dates."
            ),
        ],
        [
            *chatter(4, 3),
            U("Mia's leave is confirmed: 10-21 March."),
            A("Thanks, I'll plan weeks 3-4 around it."),
            *chatter(2, 0),
        ],
    ]
    check = {
        "privacy": ["phone number or address"],
        "cap": ["35 hours"],
        "osei": ["Wednesdays", "Tuesdays"],
        "close": ["19:00"],
        "24h": ["24-hour"],
        "room4": ["Room 4"],
        "kwame": ["PT-20931"],
        "status": ["weeks 3-4"],
        "leave": ["10-21 March"],
    }
    stale = {"cap": ["32 hours"], "close": ["18:30"], "osei": ["Thursdays"]}
    return parts, check, stale


def contract() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You help Brightwater Legal review supplier contracts. Do not give advice on tax matters.",
            },
            U("We're reviewing the Nordlicht Logistics master services agreement."),
            U("Our liability cap must not exceed EUR 250,000 per claim."),
            A("Understood."),
            U("Governing law has to be Irish law, nothing else."),
            A("Noted."),
            *chatter(4, 1),
            U("Please keep your comments short, numbered lists only."),
            A("Will do."),
            *chatter(2, 2),
        ],
        [
            U("The counterparty's contact is Henrike Vogt, h.vogt@nordlicht-log.de."),
            *chatter(4, 3),
            U("Payment terms we accept: net 45 days."),
            A("Net 45 noted."),
            *chatter(2, 0),
        ],
        [
            U("Change of plan from the partners: liability cap can go to EUR 400,000 per claim."),
            *chatter(5, 1),
            U("Deadline for our markup is 2027-04-09."),
        ],
        [
            *chatter(4, 2),
            U("They pushed back on payment; we now accept net 60 days."),
            A("OK, net 60."),
            *chatter(2, 3),
        ],
        [
            *chatter(4, 0),
            U("Status: clauses 1-12 reviewed, 13-20 waiting on the insurance schedule from Vogt."),
            *chatter(2, 1),
        ],
    ]
    check = {
        "tax": ["tax"],
        "cap": ["400,000"],
        "law": ["Irish law"],
        "style": ["numbered lists"],
        "contact": ["h.vogt@nordlicht-log.de"],
        "pay": ["net 60"],
        "deadline": ["2027-04-09"],
        "status": ["13-20"],
    }
    stale = {"cap": ["250,000"], "pay": ["net 45"]}
    return parts, check, stale


def wedding() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You are a wedding planning assistant. Never book anything without the couple's written OK.",
            },
            U("We're planning our wedding for 2027-09-18 in Porto."),
            U("Guest count is 85 people, max."),
            A("Got it, 85 guests max."),
            U("No seafood on the menu, my fiancé is allergic."),
            *chat(4, 0),
            U("Budget for the venue: EUR 12,000."),
            *chat(2, 1),
        ],
        [
            U("My sister Leonor Vaz is the contact for the florist."),
            *chat(4, 2),
            U("Please reply in Portuguese from now on."),
            *chat(2, 3),
        ],
        [
            U("We've moved the date to 2027-10-02 because of the venue."),
            A("Date moved to 2027-10-02."),
            *chat(5, 0),
        ],
        [
            U("Guest count went down to 70 people."),
            *chat(4, 1),
            U("Venue shortlist: Quinta da Aveleda, Casa do Rio."),
        ],
        [
            *chat(4, 2),
            U("Status: venue deposit paid, catering still waiting on the tasting date."),
            *chat(2, 3),
        ],
    ]
    check = {
        "ok": ["written OK"],
        "date": ["2027-10-02"],
        "guests": ["70 people"],
        "seafood": ["seafood"],
        "venue_budget": ["12,000"],
        "leonor": ["Leonor Vaz"],
        "pt": ["Portuguese"],
        "shortlist": ["Quinta da Aveleda"],
        "status": ["tasting date"],
    }
    stale = {"date": ["2027-09-18"], "guests": ["85 people"]}
    return parts, check, stale


def deploy() -> Apart:
    parts = [
        [
            {
                "role": "system",
                "content": "You assist the SRE team. Do not run commands against production without a change ticket.",
            },
            U("We need to roll out payments-api v3.4.1 this week."),
            U("The maintenance window is Thursday 22:00-23:00 CET."),
            A("Noted."),
            U("Rollback owner is Jonas Berg."),
            *chat(4, 1),
            U("Canary must stay at 5% for at least 30 minutes."),
            *chat(2, 2),
        ],
        [
            U("Ticket for the change: CHG-77812."),
            *chat(4, 3),
            U("Keep all timestamps in UTC in the runbook."),
            *chat(2, 0),
        ],
        [
            U(
                "Heads up: the window is now Friday 21:00-22:00 CET, Thursday clashes with the bank freeze."
            ),
            *chat(5, 1),
        ],
        [
            U("We're shipping v3.4.2 instead, 3.4.1 had a memory leak."),
            *chat(4, 2),
            U("Error budget left this month: 0.04%."),
        ],
        [
            *chat(4, 3),
            U("Where we are: canary done, full rollout blocked on the DB migration review."),
            *chat(2, 0),
        ],
    ]
    check = {
        "ticket_rule": ["change ticket"],
        "window": ["Friday 21:00-22:00"],
        "owner": ["Jonas Berg"],
        "canary": ["5%"],
        "chg": ["CHG-77812"],
        "utc": ["UTC"],
        "version": ["v3.4.2"],
        "budget": ["0.04%"],
        "status": ["migration review"],
    }
    stale = {"window": ["Thursday 22:00"], "version": ["v3.4.1"]}
    return parts, check, stale


APART: list[tuple[str, Callable[[], Apart]]] = [
    ("clinic", clinic),
    ("contract", contract),
    ("wedding", wedding),
    ("release", deploy),
]
