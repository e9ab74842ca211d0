"""Quickstart: wrap the OpenAI client's `create` so every request fits the model's window.

Runs offline against `router.testing.LocalOpenAIServer`, an OpenAI-compatible server on
127.0.0.1 that answers like a model which calls a tool every round and rejects any request over
its window with OpenAI's own 400 `context_length_exceeded`. No API key is needed.

    python examples/quickstart.py
"""

from __future__ import annotations

import json
from typing import Any

from openai import BadRequestError, OpenAI

from router import Router
from router.testing import LocalOpenAIServer

WINDOW = 16_000  # a small window so the example overflows in seconds; 128k behaves the same
ROUNDS = 30
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "read_log",
            "description": "Read one page of the service log.",
            "parameters": {
                "type": "object",
                "properties": {"page": {"type": "integer"}},
                "required": ["page"],
            },
        },
    }
]


def log_page(page: int) -> str:
    """About 1.3k tokens of log lines."""
    return "\n".join(
        f"2026-03-{page % 28 + 1:02d}T10:{line:02d}:07Z svc=checkout pod=checkout-{page % 7} "
        f"level={'WARN' if (page + line) % 9 == 0 else 'INFO'} req=R{page:03d}{line:02d} "
        f"latency_ms={(page * 37 + line * 11) % 900} status={200 if line % 11 else 502}"
        for line in range(30)
    )


def next_page(request: dict[str, Any]) -> dict[str, Any]:
    """The scripted model: read the next page of the log."""
    pages = sum(1 for m in request["messages"] if m.get("role") == "tool")
    return {"tool_calls": [{"name": "read_log", "arguments": {"page": pages}}]}


def agent_loop(create: Any, **extra: Any) -> tuple[int, int, str]:
    """Run the tool loop; return (rounds done, largest prompt, how it ended)."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are an on-call assistant. Read the log page by page."},
        {"role": "user", "content": "Find the cause of last night's 502 errors in checkout."},
    ]
    largest = 0
    for done in range(ROUNDS):
        try:
            response = create(
                model="gpt-4o-mini", messages=messages, tools=TOOLS, max_tokens=500, **extra
            )
        except BadRequestError as error:
            return done, largest, f"400 {error.code}"
        largest = max(largest, response.usage.prompt_tokens)
        call = response.choices[0].message.tool_calls[0]
        messages.append(response.choices[0].message.model_dump(exclude_none=True))
        page = json.loads(call.function.arguments)["page"]
        messages.append({"role": "tool", "tool_call_id": call.id, "content": log_page(page)})
    return ROUNDS, largest, "all rounds done"


def main() -> None:
    with LocalOpenAIServer(window=WINDOW, default=next_page) as server:
        client = OpenAI(base_url=server.base_url, api_key="sk-local", max_retries=0)

        plain = agent_loop(client.chat.completions.create)
        print(f"without the router: {plain[0]} of {ROUNDS} rounds, ended with {plain[2]}")

        router = Router("gpt-4o-mini", context_window=WINDOW)
        create = router.wrap(client.chat.completions.create)  # same signature, + session_id=
        routed = agent_loop(create, session_id="quickstart")
        print(
            f"with the router:    {routed[0]} of {ROUNDS} rounds, largest prompt "
            f"{routed[1]:,} tokens (window {WINDOW:,}), ended with {routed[2]}"
        )
        steps = ("mask", "retain", "summarize", "stop")
        edits = [e for e in router.store.load_edits("quickstart") if e.rung in steps]
        for edit in edits:
            print(
                f"  compaction step: {edit.rung}, {edit.tokens_before:,} -> "
                f"{edit.tokens_after:,} tokens ({edit.reason})"
            )


if __name__ == "__main__":
    main()
