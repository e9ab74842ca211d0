"""The three seeded workloads, each with a scripted agent policy and known answers."""

from __future__ import annotations

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

CARRIERS = ("DHL", "UPS", "FedEx", "GLS", "DPD", "PostNL")
CITIES = ("Berlin", "Lyon", "Porto", "Gdansk", "Malmo", "Graz", "Turin", "Leeds", "Ghent")
STATUSES = ("shipped", "pending", "returned", "delivered", "backordered", "packed")


def _rng(seed: int, *parts: object) -> random.Random:
    """A generator of its own for every (seed, part) so results never depend on call order."""
    return random.Random(f"{seed}:" + ":".join(map(str, parts)))


@dataclass
class ForcedToolLoop(Workload):
    """Every round the agent must page the order export; a few early rows carry customs holds."""

    facts_count: int = 6
    planted: dict[int, list[tuple[int, str, str]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.tools = [
            tool_schema(
                "query_orders",
                "Return one page (40 rows) of the order export.",
                page={"type": "integer"},
            )
        ]
        rng = _rng(self.seed, "plant")
        pages = sorted(rng.sample(range(1, min(30, self.rounds - 1)), self.facts_count))
        answers: list[str] = []
        for page in pages:
            row = rng.randrange(40)
            hold = f"CH-{rng.randrange(10_000, 99_999)}"
            order = f"ORD-{page * 40 + row:06d}"
            self.planted.setdefault(page, []).append((row, order, hold))
            answers += [order, hold]
        question = (
            "Before you go on: which orders in the export so far are on customs hold, and "
            "what is the hold reference of each?"
        )
        marks = sorted({max(1, self.rounds * k // 4) for k in (1, 2, 3, 4)})
        self.probes = [
            Probe(r, tuple(answers), f"customs holds at round {r}", question) for r in marks
        ]

    def start(self) -> list[Message]:
        return [
            {
                "role": "system",
                "content": "You are an order-audit agent for a logistics company. Read the order "
                "export with query_orders, one page per call, until told to stop.",
            },
            {
                "role": "user",
                "content": "Audit the full order export page by page with query_orders. When I "
                "ask, report every order that is on customs hold together with its hold "
                "reference, and note any other anomalies you saw.",
            },
        ]

    def rows(self, page: int) -> str:
        """Page `page` of the export: 40 rows, about 2.6k tokens."""
        rng = _rng(self.seed, "page", page)
        held = {row: (order, hold) for row, order, hold in self.planted.get(page, [])}
        lines = []
        for row in range(40):
            status = rng.choice(STATUSES)
            if row in held:
                status = f"customs hold, hold reference {held[row][1]}"
            lines.append(
                f"order ORD-{page * 40 + row:06d} | customer C-{rng.randint(1000, 9999)} | "
                f"status {status} | items {rng.randint(1, 9)} | "
                f"total {rng.randint(10, 9999)}.{rng.randint(0, 99):02d} EUR | "
                f"carrier {rng.choice(CARRIERS)} tracking {rng.randint(10**11, 10**12 - 1)} | "
                f"warehouse W{rng.randint(1, 40)} | sku SKU-{rng.randint(10000, 99999)}-"
                f"{rng.choice('ABCDEFGH')} | placed 2026-{rng.randint(1, 12):02d}-"
                f"{rng.randint(1, 28):02d} | ship to {rng.choice(CITIES)} "
                f"{rng.randint(10000, 99999)}"
            )
        return "\n".join(lines)

    def after(self, number: int) -> list[Message]:
        call_id = f"call_q{number:04d}"
        page = number - 1
        return [
            call_message(call_id, "query_orders", {"page": page}),
            result_message(call_id, self.rows(page)),
        ]

    def describe(self) -> str:
        return (
            f"Forced tool loop: {self.rounds} rounds; every round calls query_orders, which "
            f"returns 40 rows (~2.6k tokens). {self.facts_count} rows in pages 1-29 are on "
            "customs hold with a hold reference; a question asked in a fork at "
            + ", ".join(str(p.round) for p in self.probes)
            + " rounds needs every order id and hold reference."
        )


@dataclass
class DataAgent(Workload):
    """List accounts, list each account's transactions, fetch each flagged one, report."""

    accounts: int = 30
    rows_per_account: int = 50
    audit_lines: int = 45
    flagged_count: int = 16
    account_ids: list[str] = field(default_factory=list)
    flagged: list[tuple[str, str, str]] = field(default_factory=list)  # (account, tx id, amount)

    def __post_init__(self) -> None:
        self.tools = [
            tool_schema("list_accounts", "List the customer's accounts."),
            tool_schema(
                "list_transactions",
                "List an account's transactions of the last 30 days.",
                account_id={"type": "string"},
            ),
            tool_schema(
                "get_transaction",
                "Fetch one transaction with its full audit trail.",
                transaction_id={"type": "string"},
            ),
            tool_schema(
                "submit_report",
                "Submit the review report.",
                items={"type": "array", "items": {"type": "object"}},
            ),
        ]
        rng = _rng(self.seed, "accounts")
        self.account_ids = [f"ACC-{rng.randrange(100_000, 999_999)}" for _ in range(self.accounts)]
        per = self.rows_per_account
        slots = rng.sample(range(self.accounts * per), self.flagged_count)
        self._flag_rows = {divmod(slot, per) for slot in slots}
        for index, account in enumerate(self.account_ids):
            for row, (tx, amount, _line) in enumerate(self._transactions(index)):
                if (index, row) in self._flag_rows:
                    self.flagged.append((account, tx, amount))
        self.rounds = 1 + self.accounts + self.flagged_count + 1
        fetch0 = 2 + self.accounts
        self.probes = [
            Probe(fetch0 + k, (tx,), f"knows flagged {tx} to fetch")
            for k, (_a, tx, _m) in enumerate(self.flagged)
        ]
        facts = tuple(item for _a, tx, amount in self.flagged for item in (tx, amount))
        self.probes.append(Probe(self.rounds, facts, "report: every flagged id and amount"))

    def _transactions(self, index: int) -> list[tuple[str, str, str]]:
        rng = _rng(self.seed, "tx", index)
        out = []
        for row in range(self.rows_per_account):
            tx = f"TX-{rng.randrange(16**6):06X}"
            amount = f"{rng.randint(5, 9_999):,}.{rng.randint(0, 99):02d}"
            flag = "REVIEW (velocity rule V-7)" if (index, row) in self._flag_rows else "none"
            line = (
                f"{tx} | 2026-03-{rng.randint(1, 28):02d} {rng.randint(0, 23):02d}:"
                f"{rng.randint(0, 59):02d} | merchant MER-{rng.randint(1000, 9999)} "
                f"{rng.choice(CITIES)} | amount {amount} EUR | channel "
                f"{rng.choice(('card', 'sepa', 'wallet', 'pos'))} | status "
                f"{rng.choice(('settled', 'pending', 'reversed'))} | ref "
                f"R{rng.randrange(10**9, 10**10)} | mcc {rng.randint(1000, 9999)} | flag {flag}"
            )
            out.append((tx, amount, line))
        return out

    def start(self) -> list[Message]:
        return [
            {
                "role": "system",
                "content": "You are a transaction-review agent with read access to the "
                "customer's accounts. Use the tools; submit exactly one report at the end.",
            },
            {
                "role": "user",
                "content": "Review all of this customer's accounts for the last 30 days. Find "
                "every transaction the monitoring system flagged, look each one up, and submit "
                "a report that lists every flagged transaction id with its amount.",
            },
        ]

    def _detail(self, account: str, tx: str, amount: str) -> str:
        rng = _rng(self.seed, "detail", tx)
        lines = [f"transaction {tx} | account {account} | amount {amount} EUR | flag REVIEW"]
        for step in range(self.audit_lines):
            lines.append(
                f"audit {step:02d} | 2026-03-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:"
                f"{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z | "
                f"{rng.choice(('auth', 'risk-score', 'device-check', 'settle', 'notify'))} | "
                f"device D-{rng.randrange(16**8):08x} | ip 10.{rng.randint(0, 255)}."
                f"{rng.randint(0, 255)}.{rng.randint(0, 255)} | score {rng.random():.3f} | "
                f"operator OP-{rng.randint(100, 999)} | note {rng.choice(CITIES)} batch "
                f"B{rng.randint(10000, 99999)}"
            )
        return "\n".join(lines)

    def after(self, number: int) -> list[Message]:
        call_id = f"call_d{number:03d}"
        if number == 1:
            body = "\n".join(
                f"{account} | {kind} | opened 20{10 + i % 15}-0{1 + i % 9}-1{i % 9} | EUR"
                for i, (account, kind) in enumerate(
                    zip(self.account_ids, ["checking", "savings", "card"] * 20, strict=False)
                )
            )
            return [call_message(call_id, "list_accounts", {}), result_message(call_id, body)]
        if number <= 1 + self.accounts:
            index = number - 2
            rows = "\n".join(line for _tx, _amount, line in self._transactions(index))
            account = self.account_ids[index]
            return [
                call_message(call_id, "list_transactions", {"account_id": account}),
                result_message(call_id, rows),
            ]
        k = number - 2 - self.accounts
        if k < self.flagged_count:
            account, tx, amount = self.flagged[k]
            return [
                call_message(call_id, "get_transaction", {"transaction_id": tx}),
                result_message(call_id, self._detail(account, tx, amount)),
            ]
        items = [{"id": tx, "amount": amount} for _a, tx, amount in self.flagged]
        return [
            call_message(call_id, "submit_report", {"items": items}),
            result_message(call_id, "report accepted"),
        ]

    def describe(self) -> str:
        return (
            f"Data-driven agent: list_accounts, list_transactions for {self.accounts} accounts "
            f"({self.rows_per_account} rows each), get_transaction for each of "
            f"{self.flagged_count} flagged "
            f"transactions, submit_report ({self.rounds} requests). Probes: each fetch request "
            "must hold the id it fetches; the report request must hold every flagged id and "
            "amount. Flags appear only in the listing results."
        )
