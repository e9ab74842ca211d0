"""Seed agent 1: a ReAct loop forced to call a tool every round overflows a 128k window.

The Flink Agents report: gpt-4o-mini, one tool returning 40 rows (~2.6k tokens),
`tool_choice="required"`, `max_tokens=1500`. Every round re-sends every earlier result; after
about 48 rounds the provider answers `400 context_length_exceeded`. Here the provider is
`router.testing.LocalOpenAIServer` (OpenAI's exact 400 body, 128k window) and the client is the
OpenAI SDK, so no key and no network are needed. Three arms:

1. the plain client: fails with the 400;
2. the client wrapped by the router, with knobs for a tool loop (compact above 24k tokens down
   to 8k, keep the last round verbatim): runs every round with a small, cache-friendly prompt;
3. the same with `max_tool_rounds=60, on_stop="finish"`: after 60 rounds one last call without
   tools asks for the best final answer instead of failing.

    python examples/react_overflow.py [--rounds 100]
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from openai import BadRequestError, OpenAI

from router import Router
from router.cli.demo import MAX_TOKENS, TOOLS, WINDOW, order_rows  # the demo's tool
from router.testing import LocalOpenAIServer

MODEL = "gpt-4o-mini"
TOOL_LOOP_KNOBS = {"trigger": 24_000, "target": 8_000, "keep_last_rounds": 1}


def model(request: dict[str, Any]) -> dict[str, Any]:
    """The scripted model: calls the tool while it has tools, else gives a final answer."""
    if not request.get("tools"):
        return {"content": "Final answer: audited the pages I read; no anomalies found."}
    page = sum(1 for m in request["messages"] if m.get("role") == "tool")
    return {"tool_calls": [{"name": "query_orders", "arguments": {"page": page}}]}


def run(create: Any, rounds: int, **extra: Any) -> dict[str, Any]:
    """The forced tool loop; stops at the first error or a reply without a tool call."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are an order-audit agent. Page through all orders."},
        {"role": "user", "content": "Audit every page of orders and report anomalies."},
    ]
    prompts: list[int] = []
    for _ in range(rounds):
        try:
            response = create(
                model=MODEL,
                messages=messages,
                tools=TOOLS,
                tool_choice="required",
                max_tokens=MAX_TOKENS,
                **extra,
            )
        except BadRequestError as error:
            return {"rounds": len(prompts), "largest": max(prompts), "ended": str(error)}
        prompts.append(response.usage.prompt_tokens)
        message = response.choices[0].message
        if not message.tool_calls:
            return {
                "rounds": len(prompts),
                "largest": max(prompts),
                "ended": f"final answer without tools: {message.content!r}",
            }
        messages.append(message.model_dump(exclude_none=True))
        call = message.tool_calls[0]
        page = json.loads(call.function.arguments)["page"]
        messages.append({"role": "tool", "tool_call_id": call.id, "content": order_rows(page)})
    return {
        "rounds": len(prompts),
        "largest": max(prompts),
        "ended": "all rounds done",
        "input": sum(prompts),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=100)
    rounds = parser.parse_args().rounds
    with LocalOpenAIServer(window=WINDOW, default=model, model=MODEL) as server:
        client = OpenAI(base_url=server.base_url, api_key="sk-local", max_retries=0)

        plain = run(client.chat.completions.create, rounds)
        print(
            f"1. plain client: {plain['rounds']} rounds, largest prompt "
            f"{plain['largest']:,} tokens\n   {plain['ended'][:400]}"
        )

        router = Router(MODEL, context_window=WINDOW, **TOOL_LOOP_KNOBS)
        routed = run(router.wrap(client.chat.completions.create), rounds, session_id="react")
        steps = [e for e in router.store.load_edits("react") if e.rung in ("mask", "summarize")]
        print(
            f"2. with the router ({TOOL_LOOP_KNOBS}): {routed['rounds']} of {rounds} rounds, "
            f"largest prompt {routed['largest']:,} tokens, {len(steps)} compaction steps, "
            f"{routed['ended']}"
        )

        capped = Router(
            MODEL, context_window=WINDOW, max_tool_rounds=60, on_stop="finish", **TOOL_LOOP_KNOBS
        )
        finish = run(capped.wrap(client.chat.completions.create), rounds, session_id="capped")
        print(
            f"3. with max_tool_rounds=60, on_stop='finish': {finish['rounds']} rounds, "
            f"ended with {finish['ended']}"
        )


if __name__ == "__main__":
    main()
