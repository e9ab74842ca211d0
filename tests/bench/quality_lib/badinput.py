"""Bad tool results through `Router.compact`: every call must return, in bounded time."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

from router import Router

MODEL = "gpt-4o-mini"
NEEDLE = "ORD-77120"


def bad_results() -> dict[str, str]:
    """A 20 MB result, deep JSON, truncated JSON, binary noise, a 100,000-element page."""
    rows = json.dumps([{"id": f"R-{i}", "v": "x" * 40} for i in range(400)])
    return {
        "20 MB one-line JSON": "["
        + ",".join(
            json.dumps({"id": f"R-{i}", "v": NEEDLE if i == 200_000 else "z" * 60})
            for i in range(240_000)
        )
        + "]",
        "JSON nested 10,000 deep": '{"a":' * 10_000 + f'"{NEEDLE}"' + "}" * 10_000,
        "truncated JSON": rows[: len(rows) // 2].replace("R-40", NEEDLE),
        "binary noise": bytes(range(256)).decode("latin-1") * 4_000 + f" {NEEDLE}",
        "HTML of 100,000 elements": "<html><body>"
        + "<div><b>x</b></div>" * 50_000
        + f"<p>{NEEDLE}</p></body></html>",
    }


def conversation(result: str) -> list[dict[str, Any]]:
    """A tool loop whose first result is `result`, then a question about the needle."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "Use the tools."},
        {"role": "user", "content": "Look through the export."},
    ]
    for index in range(4):
        call = f"call_{index}"
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": call,
                        "type": "function",
                        "function": {"name": "export", "arguments": json.dumps({"part": index})},
                    }
                ],
            }
        )
        text = result if index == 0 else "row " * 3_000
        messages.append({"role": "tool", "tool_call_id": call, "content": text})
    messages.append({"role": "user", "content": f"What do we know about {NEEDLE}?"})
    return messages


def bad_input_rows() -> Iterator[tuple[str, int, float, str]]:
    """(input, characters, seconds, outcome) for each bad result compacted by the router."""
    for name, text in bad_results().items():
        router = Router(MODEL, context_window=32_000)
        started = time.perf_counter()
        try:
            result = router.compact(conversation(text), session_id="bad", max_tokens=500)
            outcome = f"{result.rung}, {result.tokens_after:,} tokens"
        except Exception as error:  # reported, not raised: the table shows what failed
            outcome = f"FAILED: {type(error).__name__}: {str(error)[:80]}"
        yield name, len(text), time.perf_counter() - started, outcome
