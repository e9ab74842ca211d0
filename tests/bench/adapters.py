"""Per-call overhead of each format adapter against the router's own pass-through time.

An append-only tool loop grows by one round per call, in a window large enough that nothing is
compacted (the pass-through path every call of a long loop takes). For each format the same
conversation is compacted through `router.compact()` as OpenAI chat dicts and through the
adapter in the caller's format, each on its own warm router with the same configuration and the
same session pattern, calls interleaved. Times are CPU time of this process (`time.process_time`,
not disturbed by other work on a shared machine); printed: the median call of each side over all
repeats and the adapter's overhead in percent of the router's time (target: at most 10%).

    python tests/bench/adapters.py            # 200 rounds, 40 measured calls, 5 repeats
    python tests/bench/adapters.py --quick    # 60 rounds, 10 measured calls, 3 repeats, for CI
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from router import Router
from router.offline import configure_offline

WINDOW = 1_000_000
Build = Callable[[int], list[Any]]


def rows(index: int) -> str:
    return "\n".join(f"row {r}: item ITEM-{index:03d}-{r:02d} price {r * 3}.50" for r in range(30))


def chat(n: int) -> list[Any]:
    out: list[Any] = [{"role": "user", "content": "Find the cheapest item."}]
    for i in range(n):
        call = {
            "id": f"c{i}",
            "type": "function",
            "function": {"name": "lookup", "arguments": json.dumps({"page": i})},
        }
        out += [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": f"c{i}", "content": rows(i)},
        ]
    return out


def anthropic(n: int) -> list[Any]:
    out: list[Any] = [{"role": "user", "content": "Find the cheapest item."}]
    for i in range(n):
        out.append(
            {
                "role": "assistant",
                "content": [
                    {"type": "tool_use", "id": f"c{i}", "name": "lookup", "input": {"page": i}}
                ],
            }
        )
        out.append(
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": f"c{i}", "content": rows(i)}],
            }
        )
    return out


def responses(n: int) -> list[Any]:
    out: list[Any] = [{"role": "user", "content": "Find the cheapest item."}]
    for i in range(n):
        out.append(
            {
                "type": "function_call",
                "call_id": f"c{i}",
                "name": "lookup",
                "arguments": json.dumps({"page": i}),
            }
        )
        out.append({"type": "function_call_output", "call_id": f"c{i}", "output": rows(i)})
    return out


def langchain(n: int) -> list[Any]:
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    out: list[Any] = [HumanMessage("Find the cheapest item.")]
    for i in range(n):
        out.append(
            AIMessage(
                content="", tool_calls=[{"id": f"c{i}", "name": "lookup", "args": {"page": i}}]
            )
        )
        out.append(ToolMessage(rows(i), tool_call_id=f"c{i}"))
    return out


def pydantic_ai(n: int) -> list[Any]:
    from pydantic_ai.messages import (
        ModelRequest,
        ModelResponse,
        ToolCallPart,
        ToolReturnPart,
        UserPromptPart,
    )

    out: list[Any] = [ModelRequest(parts=[UserPromptPart("Find the cheapest item.")])]
    for i in range(n):
        out.append(ModelResponse(parts=[ToolCallPart("lookup", {"page": i}, tool_call_id=f"c{i}")]))
        out.append(ModelRequest(parts=[ToolReturnPart("lookup", rows(i), tool_call_id=f"c{i}")]))
    return out


def adapters() -> dict[str, tuple[Build, Callable[..., Any]]]:
    """Each available format: its conversation builder and its compact function."""
    from router import formats

    found: dict[str, tuple[Build, Callable[..., Any]]] = {
        "anthropic": (anthropic, formats.compact_anthropic),
        "responses": (responses, formats.compact_responses),
    }
    if importlib.util.find_spec("langchain_core"):
        found["langchain"] = (langchain, formats.compact_langchain)
    if importlib.util.find_spec("pydantic_ai"):
        found["pydantic-ai"] = (pydantic_ai, formats.compact_pydantic_ai)
    return found


def timed(call: Callable[[], Any]) -> float:
    start = time.process_time()
    call()
    return time.process_time() - start


def measure(
    build: Build, compact: Callable[..., Any], rounds: int, measured: int
) -> tuple[list[float], list[float]]:
    """CPU seconds of each measured call: the router on chat dicts, the adapter on the
    caller's format (five warm-up calls each first)."""
    plain, adapted = (
        Router("gpt-4o", context_window=WINDOW),
        Router("gpt-4o", context_window=WINDOW),
    )
    plain_times, adapter_times = [], []
    start = rounds - measured
    whole_chat, whole_native = chat(rounds), build(rounds)
    for n in range(start - 5, rounds):
        # an append-only loop: the same message objects again, one round more each call
        messages, native = whole_chat[: 2 * n + 1], whole_native[: 2 * n + 1]
        t_plain = timed(lambda m=messages: plain.compact(m, session_id="b"))
        t_adapter = timed(lambda m=native: compact(adapted, m, session_id="b"))
        if n >= start:
            plain_times.append(t_plain)
            adapter_times.append(t_adapter)
    return plain_times, adapter_times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="60 rounds, 10 calls, 3 repeats")
    parser.add_argument("--repeats", type=int, help="whole runs per format (default 5, quick 3)")
    args = parser.parse_args()
    configure_offline()
    rounds, measured = (60, 10) if args.quick else (200, 40)
    repeats = args.repeats or (3 if args.quick else 5)
    print(
        f"{rounds} tool rounds (about {rounds * 480:,} tokens), {measured} measured calls each, "
        f"{repeats} repeats, CPU time\n"
    )
    print("| format | router.compact() ms/call (median) | adapter ms/call (median) | overhead |")
    print("|---|---:|---:|---:|")
    for name, (build, compact) in adapters().items():
        plain: list[float] = []
        adapted: list[float] = []
        for _ in range(repeats):
            plain_times, adapter_times = measure(build, compact, rounds, measured)
            plain += plain_times
            adapted += adapter_times
        base, adapter = statistics.median(plain), statistics.median(adapted)
        print(
            f"| {name} | {base * 1000:.2f} | {adapter * 1000:.2f} | {(adapter - base) / base:+.0%} |"
        )


if __name__ == "__main__":
    main()
