"""The demo's order-audit task: pages of order rows, the anomalies its answer needs, and an agent.

The scripted agent acts on what it sees: it reads the lowest page it cannot see named anywhere in
the request (a call's arguments, or a line of a folded summary such as
`- query_orders({"page": 12}) tool_call_id=...`). An agent that loses sight of pages it read
reads them again, so distinct pages read measure how well its context serves the task. The
facts the final answer needs are the planted anomalies: one disputed order every few pages.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

__all__ = [
    "ANOMALY_EVERY",
    "TOOLS",
    "Agent",
    "anomaly_of",
    "order_rows",
    "pages_named",
]

ANOMALY_EVERY = 10  # pages 3, 13, 23, ... each hold one disputed order with a negative total
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "query_orders",
            "description": "Return one page of 40 order rows.",
            "parameters": {
                "type": "object",
                "properties": {"page": {"type": "integer"}},
                "required": ["page"],
            },
        },
    }
]
CARRIERS = ("DHL", "UPS", "FedEx", "GLS", "DPD")
CITIES = ("Berlin", "Lyon", "Porto", "Gdansk", "Malmo", "Graz", "Turin", "Leeds")
STATUSES = ("shipped", "pending", "returned", "delivered", "on hold")
NAMED = re.compile(r"query_orders\((\{[^()]*\})\)")


def anomaly_of(page: int, rows: int = 40) -> str | None:
    """The order id of the page's planted anomaly, or None when the page has none."""
    if page % ANOMALY_EVERY != 3:
        return None
    return f"ORD-{page * rows + 17:06d}"


def order_rows(page: int, rows: int = 40) -> str:
    """One deterministic page of order rows (about 2.6k tokens), its anomaly planted."""
    rng = random.Random(page)
    lines = []
    for row in range(rows):
        number = page * rows + row
        status, total = rng.choice(STATUSES), f"{rng.randint(10, 9999)}.{rng.randint(0, 99):02d}"
        if f"ORD-{number:06d}" == anomaly_of(page, rows):
            status, total = "DISPUTED", f"-{total}"
        lines.append(
            f"order ORD-{number:06d} | customer C-{rng.randint(1000, 9999)} | "
            f"status {status} | items {rng.randint(1, 9)} | total {total} EUR | "
            f"carrier {rng.choice(CARRIERS)} tracking {rng.randint(10**11, 10**12 - 1)} | "
            f"warehouse W{rng.randint(1, 40)} | sku SKU-{rng.randint(10000, 99999)}-"
            f"{rng.choice('ABCDEFGH')} | "
            f"placed 2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} | "
            f"ship to {rng.choice(CITIES)} {rng.randint(10000, 99999)} | P{rng.randint(1, 3)}"
        )
    return "\n".join(lines)


def _page(arguments: Any) -> int | None:
    """The page a call's arguments name (JSON text or a dict), or None."""
    try:
        parsed = json.loads(arguments) if isinstance(arguments, str) else arguments
    except ValueError:
        return None
    page = parsed.get("page") if isinstance(parsed, dict) else None
    return page if isinstance(page, int) and not isinstance(page, bool) else None


def _texts(content: Any) -> list[str]:
    """The text of a message's content, whether a string or a list of parts."""
    if isinstance(content, str):
        return [content]
    if isinstance(content, list):
        return [part["text"] for part in content if isinstance(part, dict) and "text" in part]
    return []


def pages_named(messages: list[dict[str, Any]]) -> set[int]:
    """Every page the request names: in the calls' arguments and in summary lines."""
    seen: set[int] = set()
    for message in messages:
        for call in message.get("tool_calls") or ():
            page = _page((call.get("function") or {}).get("arguments"))
            if page is not None:
                seen.add(page)
        for text in _texts(message.get("content")):
            seen.update(p for p in map(_page, NAMED.findall(text)) if p is not None)
    return seen


class Agent:
    """The scripted model: calls the tool for the lowest page it cannot see it has read."""

    def __init__(self) -> None:
        self.last_request: list[dict[str, Any]] = []

    def __call__(self, request: dict[str, Any]) -> dict[str, Any]:
        """The reply to one chat request (a tool call), remembering the request."""
        messages = list(request.get("messages") or [])
        self.last_request = messages
        seen = pages_named(messages)
        page = next(n for n in range(len(seen) + 1) if n not in seen)
        return {"tool_calls": [{"name": "query_orders", "arguments": {"page": page}}]}
