"""What the records are about: entities, their fields' spellings, how questions name them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FieldSpec:
    """One attribute: its spellings in data, how people ask for it, and its value kind."""

    names: tuple[str, ...]
    asked_as: tuple[str, ...]
    kind: str
    normal: tuple[str, ...] = ()  # the usual values of an enumerated field
    rare: tuple[str, ...] = ()  # values planted once as the anomaly


@dataclass(frozen=True)
class Domain:
    """A kind of record: its id, its fields, and the words a question uses for it."""

    key: str
    entity: str
    plural: str
    id_names: tuple[str, ...]
    id_kind: str
    fields: tuple[FieldSpec, ...]


def _f(names: str, asked: str, kind: str, normal: str = "", rare: str = "") -> FieldSpec:
    """A field from `|`-separated spellings, phrases and values."""
    return FieldSpec(_split(names), _split(asked), kind, _split(normal), _split(rare))


def _split(text: str) -> tuple[str, ...]:
    return tuple(x for x in text.split("|") if x)


PERSON = "person"

BUSINESS = (
    Domain(
        "invoices",
        "invoice",
        "invoices",
        ("invoice_no", "invoiceId", "inv", "@id", "number", "InvoiceNumber"),
        "inv",
        (
            _f(
                "customer|billTo|client_name|account_holder|Kunde",
                "client billed|customer on the bill",
                PERSON,
            ),
            _f(
                "amount_due|balanceDue|total|AMT_DUE|outstanding",
                "amount owed|outstanding balance|sum still due",
                "money",
            ),
            _f(
                "due_date|dueOn|payment_due|fecha_vencimiento",
                "payment deadline|date it falls due",
                "date",
            ),
            _f(
                "status|state|payment_status|STATUS",
                "",
                "enum",
                "paid|open|sent|draft",
                "disputed|written_off|chargeback",
            ),
            _f(
                "contact|email|billing_email|mail", "billing mailbox|contact email address", "email"
            ),
            _f("memo|note|description|Bemerkung", "", "text"),
        ),
    ),
    Domain(
        "tickets",
        "ticket",
        "tickets",
        ("ticketRef", "ticket_id", "key", "ref", "caseNumber"),
        "ticket",
        (
            _f("assignee|owner|assigned_to|agent", "person handling it|agent on the case", PERSON),
            _f("subject|title|summary|asunto", "", "text"),
            _f("opened_at|createdAt|opened|created", "date raised|opening date", "date"),
            _f(
                "sla_minutes|slaMins|response_target|SLA",
                "response time target|SLA budget",
                "minutes",
            ),
            _f(
                "status|state|resolution|Status",
                "",
                "enum",
                "open|pending|resolved|closed",
                "escalated_legal|reopened_by_ceo",
            ),
            _f("requester|reporter|raised_by", "reporter's email|filer's address", "email"),
        ),
    ),
    Domain(
        "users",
        "user",
        "users",
        ("uid", "user_id", "handle", "login", "userName"),
        "user",
        (
            _f("full_name|displayName|name|nombre", "real name|display name", PERSON),
            _f("email|mail|primaryEmail|e_mail", "email address|mailbox", "email"),
            _f("signup|joined|created_at|registered", "registration date|joining date", "date"),
            _f(
                "plan|tier|subscription|Tarif",
                "",
                "enum",
                "free|pro|team",
                "legacy_lifetime|suspended_fraud",
            ),
            _f("city|location|ciudad|Ort", "home city|base location", "city"),
            _f("logins_30d|loginCount|sessions", "monthly login count|session count", "count"),
        ),
    ),
    Domain(
        "products",
        "product",
        "products",
        ("SKU", "sku", "productCode", "item_id", "article"),
        "sku",
        (
            _f("title|productName|name|Bezeichnung", "product name|listing title", "product"),
            _f("price|unit_price|listPrice|Preis", "unit price|sticker price", "money"),
            _f("stock|qty_on_hand|inventory|Bestand", "units in stock|quantity on hand", "count"),
            _f("warehouse|location|depot|almacen", "storage site|stocking location", "city"),
            _f(
                "status|lifecycle|state",
                "",
                "enum",
                "active|backorder|preorder",
                "recalled|quarantined",
            ),
            _f("weight|shipping_weight|gewicht", "shipping weight|parcel mass", "weight"),
        ),
    ),
    Domain(
        "shipments",
        "shipment",
        "shipments",
        ("tracking_number", "trackingNo", "awb", "consignment", "shipmentId"),
        "track",
        (
            _f("destination|dest_city|shipTo|Ziel", "destination city|drop-off town", "city"),
            _f(
                "eta|estimated_delivery|deliveryDate|ankunft",
                "expected arrival|delivery estimate",
                "date",
            ),
            _f("weight_kg|grossWeight|wt|peso", "gross weight|parcel weight", "weight"),
            _f("carrier|courier|transportista", "", "enum", "DHL|UPS|FedEx|GLS", "UNKNOWN_CARRIER"),
            _f(
                "status|state|scan_status|estado",
                "",
                "enum",
                "in_transit|delivered|out_for_delivery",
                "customs_hold|lost_in_transit",
            ),
            _f("consignee|recipient|receiver", "recipient name|person receiving it", PERSON),
        ),
    ),
)

OPS = {
    "requests": Domain(
        "requests",
        "request",
        "requests",
        ("request_id", "reqId", "trace_id", "rid", "x-request-id"),
        "req",
        (
            _f("client|remote_addr|ip|clientIp", "caller address|client IP", "ip"),
            _f("path|uri|route|endpoint", "endpoint hit|URL path", "path"),
            _f("status|http_status|code|sc", "", "enum", "200|201|204|304", "502|503"),
            _f("latency_ms|duration|took|rt", "response time|latency", "ms"),
            _f("user|principal|account|uid", "calling account|caller's login", "handle"),
        ),
    ),
    "processes": Domain(
        "processes",
        "process",
        "processes",
        ("PID",),
        "pid",
        (
            _f("USER", "", "enum", "app|www-data|postgres|nobody", "root"),
            _f("%CPU", "CPU share|processor use", "cpu"),
            _f("RSS", "resident memory|memory footprint", "count"),
            _f("COMMAND", "command line|launched program", "command"),
        ),
    ),
    "files": Domain(
        "files",
        "file",
        "files",
        ("name",),
        "file",
        (
            _f("mode", "", "enum", "-rw-r--r--|-rw-rw-r--|-rw-------", "-rwsrwxrwx"),
            _f("owner", "owning user|file owner", "handle"),
            _f("size", "byte size|file length", "bytes"),
            _f("mtime", "last modification|change timestamp", "date"),
        ),
    ),
    "mounts": Domain(
        "mounts",
        "filesystem",
        "filesystems",
        ("Filesystem",),
        "dev",
        (
            _f("Size", "capacity|total size", "gsize"),
            _f("Used", "space used|used space", "gsize"),
            _f("Use%", "", "enum", "12%|23%|31%|44%|57%|63%", "100%"),
            _f("Mounted on", "mount point|mount location", "path"),
        ),
    ),
    "deployments": Domain(
        "deployments",
        "deployment",
        "deployments",
        ("name",),
        "deploy",
        (
            _f("image", "container image|image tag", "image"),
            _f("replicas", "replica count|number of pods", "count"),
            _f("memory", "memory limit|RAM cap", "memory"),
            _f("phase", "", "enum", "Running|Available", "CrashLoopBackOff|ImagePullBackOff"),
            _f("owner", "owning team|owner contact", "email"),
        ),
    ),
    "services": Domain(
        "services",
        "service",
        "services",
        ("section",),
        "svc",
        (
            _f("host|hostname|server", "host name|server address", "host"),
            _f("port|listen_port", "port number|listening port", "port"),
            _f("timeout_ms|timeout|request_timeout", "timeout|time limit", "ms"),
            _f("tls|ssl|use_tls", "", "enum", "true|on", "false"),
            _f("owner|maintainer|contact", "maintainer|maintainer's email", "email"),
        ),
    ),
}

#: The domains a format can speak of (business domains when unlisted).
FORMAT_DOMAINS: dict[str, tuple[str, ...]] = {
    "logs": ("requests",),
    "shell": ("processes", "files", "mounts"),
    "yaml_k8s": ("deployments",),
    "ini_toml": ("services",),
}


def domains_for(fmt: str) -> list[Domain]:
    """The domains a format may render."""
    keys = FORMAT_DOMAINS.get(fmt)
    return [OPS[k] for k in keys] if keys else list(BUSINESS)
