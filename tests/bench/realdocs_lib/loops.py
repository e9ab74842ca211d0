"""Task-driven tool loops: the first user message says what matters, nobody asks again.

100 to 150 pages of access logs, minified JSON orders or CSV payments; a few units on a few pages
match the task (502s in checkout; orders on hold, with amounts; refunded payments). The measure
is the share of the matching units' ids still in the final request.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

from tests.bench.workloads_lib.common import (
    Message,
    Probe,
    Workload,
    call_message,
    result_message,
    tool_schema,
)

__all__ = ["KINDS", "TaskLoop"]

PATHS = ("/cart", "/checkout", "/search", "/login", "/api/items", "/checkout/confirm", "/account")
CITIES = ("Berlin", "Lyon", "Porto", "Gdansk", "Malmo", "Graz", "Turin", "Leeds", "Ghent")
STATUSES = ("shipped", "pending", "delivered", "packed", "cancelled", "backordered")
TASKS = {
    "logs": "Go through the gateway access logs page by page with read_logs and find every 502 "
    "error on the checkout path: I need each one's request id and upstream.",
    "json": "Page through the order export with list_orders. Which orders are on hold, and for "
    "what amounts? Keep their order numbers.",
    "csv": "Read the payments ledger with get_ledger, all pages. I want every payment that was "
    "refunded, with its id and amount.",
}
KINDS = tuple(TASKS)


def _log_line(rng: random.Random, match: bool, number: int) -> tuple[str, str]:
    rid = f"req-{rng.getrandbits(48):012x}"
    path = rng.choice(PATHS)
    status = rng.choice((200, 200, 200, 201, 204, 301, 404, 500, 502, 503))
    if match:
        path, status = rng.choice(("/checkout", "/checkout/confirm")), 502
    elif status == 502 and path.startswith("/checkout"):
        status = 504
    upstream = (
        f"10.{rng.randint(0, 9)}.{rng.randint(0, 255)}.{rng.randint(2, 250)}:{8080 + number % 4}"
    )
    line = (f"2026-03-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:"
            f"{rng.randint(0, 59):02d}Z level=info request_id={rid} method={rng.choice(('GET', 'POST'))} "
            f"path={path} status={status} upstream={upstream} "
            f"duration_ms={rng.randint(2, 4000)} bytes={rng.randint(100, 90000)}")  # fmt: skip
    return rid, line


def _order(rng: random.Random, match: bool, number: int) -> tuple[str, dict[str, object]]:
    oid = f"SO-{number:07d}"
    status = "on_hold" if match else rng.choice(STATUSES)
    return oid, {
        "orderNumber": oid,
        "customer": {"id": f"CU{rng.randint(10000, 99999)}", "city": rng.choice(CITIES)},
        "state": status,
        "lines": rng.randint(1, 9),
        "total": {"value": round(rng.uniform(5, 9000), 2), "currency": "EUR"},
        "placedAt": f"2026-0{rng.randint(1, 9)}-{rng.randint(10, 28)}",
    }


def _payment(rng: random.Random, match: bool, number: int) -> tuple[str, str]:
    pid = f"pay_{rng.getrandbits(40):010x}"
    status = "refunded" if match else rng.choice(("settled", "settled", "authorised", "failed"))
    amount = f"{rng.randint(1, 4999)}.{rng.randint(0, 99):02d}"
    return pid, (f"{pid},{status},{amount},EUR,{rng.choice(CITIES)},"
                 f"2026-04-{rng.randint(10, 28)},M{rng.randint(100, 999)}")  # fmt: skip


@dataclass
class TaskLoop(Workload):
    """One call a round (now and then two), each a page; a few units match the task."""

    kind: str = "logs"
    matches: int = 8
    pages: dict[int, str] = field(default_factory=dict)
    ids: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        rng = random.Random(f"loop:{self.kind}:{self.seed}")
        self.rounds = rng.randint(100, 150)
        tool = {"logs": "read_logs", "json": "list_orders", "csv": "get_ledger"}[self.kind]
        self.tools = [tool_schema(tool, "Return one page.", page={"type": "integer"})]
        self.tool = tool
        planted = sorted(rng.sample(range(1, self.rounds - 3), self.matches))
        for page in range(1, self.rounds + 1):
            self.pages[page] = self._page(rng, page, planted.count(page))
        self.probes = [Probe(self.rounds, tuple(self.ids), f"{self.kind}: matching ids")]

    def _page(self, rng: random.Random, page: int, matching: int) -> str:
        rows = 30 if self.kind != "logs" else 24
        hits = set(rng.sample(range(rows), matching))
        if self.kind == "json":
            records = []
            for row in range(rows):
                oid, record = _order(rng, row in hits, page * 100 + row)
                records.append(record)
                self.ids += [oid] if row in hits else []
            return json.dumps({"page": page, "orders": records}, separators=(",", ":"))
        make = _log_line if self.kind == "logs" else _payment
        lines = (
            ["payment_id,status,amount,currency,city,date,merchant"] if self.kind == "csv" else []
        )
        for row in range(rows):
            uid, line = make(rng, row in hits, page * 100 + row)
            lines.append(line)
            self.ids += [uid] if row in hits else []
        return "\n".join(lines)

    def start(self) -> list[Message]:
        return [
            {"role": "system", "content": "You are an operations agent. Use the tools."},
            {"role": "user", "content": TASKS[self.kind]},
        ]

    def after(self, number: int) -> list[Message]:
        call_id = f"call_{self.kind}_{number:04d}"
        return [call_message(call_id, self.tool, {"page": number}),
                result_message(call_id, self.pages[number])]  # fmt: skip

    def describe(self) -> str:
        return f"{self.kind}: {self.rounds} pages, {len(self.ids)} matching units"
