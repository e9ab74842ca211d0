"""Held-out-like tool loops: one-line minified JSON pages, and a parallel-call agent.

Both reuse the forced loop's planted customs holds, so the same probes ask for them, but the
results look as real APIs return them: one JSON line with no line breaks, and several calls per
round whose results are JSON objects.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from tests.bench.workloads_lib.common import Message, result_message, tool_schema
from tests.bench.workloads_lib.generators import CARRIERS, CITIES, STATUSES, ForcedToolLoop

__all__ = ["JsonPagesLoop", "ParallelJsonAgent"]


def _record(rng: random.Random, order: int, status: str) -> dict[str, object]:
    return {
        "order": f"ORD-{order:06d}",
        "customer": f"C-{rng.randint(1000, 9999)}",
        "status": status,
        "items": rng.randint(1, 9),
        "total": {"amount": f"{rng.randint(10, 9999)}.{rng.randint(0, 99):02d}", "cur": "EUR"},
        "carrier": rng.choice(CARRIERS),
        "tracking": str(rng.randint(10**11, 10**12 - 1)),
        "sku": f"SKU-{rng.randint(10000, 99999)}-{rng.choice('ABCDEFGH')}",
        "ship_to": {"city": rng.choice(CITIES), "zip": str(rng.randint(10000, 99999))},
    }


@dataclass
class JsonPagesLoop(ForcedToolLoop):
    """The forced loop whose every page is one line of minified JSON (40 records)."""

    def rows(self, page: int) -> str:
        rng = random.Random(f"{self.seed}:json:{page}")
        held = {row: hold for row, _, hold in self.planted.get(page, [])}
        records = []
        for row in range(40):
            status = rng.choice(STATUSES)
            if row in held:
                status = f"customs hold, hold reference {held[row]}"
            records.append(_record(rng, page * 40 + row, status))
        body = {"page": page, "next": page + 1, "records": records}
        return json.dumps(body, separators=(",", ":"))

    def describe(self) -> str:
        return "Held-out-like: " + super().describe().replace(
            "returns 40 rows", "returns one line of minified JSON with 40 records"
        )


@dataclass
class ParallelJsonAgent(ForcedToolLoop):
    """Each round the agent calls two or three tools at once; each answers a JSON object."""

    def __post_init__(self) -> None:
        super().__post_init__()
        self.tools = [
            *self.tools,
            tool_schema("carrier_status", "Status of one carrier.", carrier={"type": "string"}),
            tool_schema("stock_level", "Stock of one SKU.", sku={"type": "string"}),
        ]

    def _side_result(self, rng: random.Random, tool: str) -> str:
        if tool == "carrier_status":
            lanes = [
                {
                    "lane": f"{rng.choice(CITIES)}-{rng.choice(CITIES)}",
                    "delay_h": rng.randint(0, 72),
                }
                for _ in range(12)
            ]
            return json.dumps({"carrier": rng.choice(CARRIERS), "lanes": lanes})
        levels = [
            {"warehouse": f"W{rng.randint(1, 40)}", "on_hand": rng.randint(0, 900)}
            for _ in range(14)
        ]
        return json.dumps({"sku": f"SKU-{rng.randint(10000, 99999)}", "levels": levels})

    def rows(self, page: int) -> str:
        """A page of 14 records as a JSON object (the parallel calls carry the rest)."""
        rng = random.Random(f"{self.seed}:parallel:{page}")
        held = {row: hold for row, _, hold in self.planted.get(page, [])}
        records = []
        for row in range(40):
            status = rng.choice(STATUSES)
            if row in held:
                status = f"customs hold, hold reference {held[row]}"
            if row < 14 or row in held:
                records.append(_record(rng, page * 40 + row, status))
        return json.dumps({"page": page, "records": records}, indent=1)

    def after(self, number: int) -> list[Message]:
        rng = random.Random(f"{self.seed}:calls:{number}")
        page = number - 1
        calls = [("query_orders", {"page": page}, self.rows(page))]
        for slot in range(rng.randrange(1, 3)):
            tool = ("carrier_status", "stock_level")[(number + slot) % 2]
            arguments = {"carrier": rng.choice(CARRIERS)} if slot == 0 else {"sku": str(number)}
            calls.append((tool, arguments, self._side_result(rng, tool)))
        ids = [f"call_p{number:04d}_{slot}" for slot in range(len(calls))]
        assistant: Message = {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": name, "arguments": json.dumps(arguments)},
                }
                for call_id, (name, arguments, _) in zip(ids, calls, strict=True)
            ],
        }
        results = [result_message(i, text) for i, (_, _, text) in zip(ids, calls, strict=True)]
        return [assistant, *results]

    def describe(self) -> str:
        return (
            f"Held-out-like parallel-call agent: {self.rounds} rounds of two or three parallel "
            "calls (an order page as JSON, carrier lanes, stock levels); the same customs holds "
            "are planted in the early order pages and asked for at "
            + ", ".join(str(p.round) for p in self.probes)
            + " rounds."
        )
