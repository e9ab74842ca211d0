"""Anthropic Messages and OpenAI Responses items through the router, in their own formats.

An Anthropic conversation with `tool_use` / `tool_result` blocks (and a Responses input list with
`function_call` / `function_call_output` items) grows past a 16k window; the router masks older
tool results, keeps every call answered, and hands the list back in the caller's format: the
messages it did not touch are the caller's own objects. Offline; no API key.

    python examples/anthropic_messages.py
"""

from __future__ import annotations

import json
from typing import Any

from router import Router
from router.formats import compact_anthropic, compact_responses
from router.offline import configure_offline

WINDOW = 16_000
ROUNDS = 40
TOOLS = [
    {
        "name": "lookup",
        "description": "Look up one page of inventory.",
        "input_schema": {"type": "object", "properties": {"page": {"type": "integer"}}},
    }
]


def page(number: int) -> str:
    """About 500 tokens of inventory rows."""
    return "\n".join(f"row {r}: item ITEM-{number:03d}-{r:02d} price {r * 3}.50" for r in range(40))


def anthropic_conversation() -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [{"role": "user", "content": "Find the cheapest item."}]
    for n in range(ROUNDS):
        use = {"type": "tool_use", "id": f"toolu_{n}", "name": "lookup", "input": {"page": n}}
        messages.append({"role": "assistant", "content": [use]})
        result = {"type": "tool_result", "tool_use_id": f"toolu_{n}", "content": page(n)}
        messages.append({"role": "user", "content": [result]})
    return messages


def responses_items() -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = [{"role": "user", "content": "Find the cheapest item."}]
    for n in range(ROUNDS):
        args = json.dumps({"page": n})
        items.append(
            {"type": "function_call", "call_id": f"fc_{n}", "name": "lookup", "arguments": args}
        )
        items.append({"type": "function_call_output", "call_id": f"fc_{n}", "output": page(n)})
    return items


def main() -> None:
    configure_offline()
    router = Router("claude-haiku-4-5", context_window=WINDOW)
    messages = anthropic_conversation()
    out = compact_anthropic(
        router,
        messages,
        system="You are an inventory agent.",
        tools=TOOLS,
        session_id="anthropic-1",
    )
    same = sum(any(o is m for m in messages) for o in out.messages)
    print(
        f"anthropic: {out.result.rung}, {out.result.tokens_before} -> {out.result.tokens_after} tokens"
    )
    print(f"anthropic: {same} of {len(out.messages)} messages are the caller's own objects")
    first = out.messages[2]["content"][0]
    print(f"anthropic: oldest tool_result for {first['tool_use_id']}: {first['content'][:60]}...")

    items = responses_items()
    done = compact_responses(router, items, instructions="Be brief.", session_id="responses-1")
    kept = sum(any(o is i for i in items) for o in done.messages)
    print(
        f"responses: {done.result.rung}, {done.result.tokens_before} -> {done.result.tokens_after} tokens"
    )
    print(f"responses: {kept} of {len(done.messages)} items are the caller's own objects")


if __name__ == "__main__":
    main()
