"""Overhead of the pass-through path: warm compact() against counting the request from scratch.

A 128k-token append-only conversation grows by one tool round (call and result) per call. Printed, from one run:
warm `compact()` time per call, one cold tiktoken encode of the whole conversation, and
`litellm.token_counter` on it, with the ratios. Then the first call of a fresh interpreter:
`import router`, `Router(model)` and its first `compact()` of a 100k-token request, with no
window given and nothing warmed.

    python tests/bench/overhead.py            # 60 warm calls measured
    python tests/bench/overhead.py --quick    # 10, for CI (the same table)
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from router import Router
from router.offline import configure_offline

MODEL = "gpt-4o"
TARGET_TOKENS = 128_000
MEASURED_CALLS = 60


def conversation(counter_text: Any, target: int = TARGET_TOKENS) -> list[dict[str, Any]]:
    """An agent transcript of tool rounds reaching about `target` tokens (128k by default)."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a research agent."},
        {"role": "user", "content": "Collect the quarterly figures for every region."},
    ]
    tokens, index = 0, 0
    while tokens < target:
        call_id = f"call_{index}"
        rows = "\n".join(
            f"region R{index % 17}-{r} quarter Q{r % 4 + 1} revenue {index * 31 + r * 7}.{r:02d} "
            f"units {r * 13 + index} note item-{index}-{r}"
            for r in range(30)
        )
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": "fetch", "arguments": json.dumps({"page": index})},
                    }
                ],
            }
        )
        messages.append({"role": "tool", "tool_call_id": call_id, "content": rows})
        tokens += counter_text(rows) + 20
        index += 1
    return messages


def per_call_seconds(
    router: Router,
    messages: list[dict[str, Any]],
    calls: int = MEASURED_CALLS,
    rebuilt: bool = False,
) -> list[float]:
    """Warm compact() per call while the conversation grows (each call ends on a result).

    With `rebuilt`, every call sends new dicts (a JSON round trip, as some clients and
    framework converters do), so the prefix is recognised by content, not identity.
    """
    ends = [i + 1 for i, m in enumerate(messages) if m["role"] == "tool"][-calls:]
    router.compact(messages[: ends[0] - 2], session_id="bench")
    timings = []
    for end in ends:
        request = json.loads(json.dumps(messages[:end])) if rebuilt else messages[:end]
        began = time.perf_counter()
        router.compact(request, session_id="bench")
        timings.append(time.perf_counter() - began)
    return timings


FIRST_CALL = """
import json, sys, time
messages = json.loads(open(sys.argv[1], encoding="utf-8").read())
began = time.perf_counter()
import router
imported = time.perf_counter() - began
began = time.perf_counter()
router.Router(sys.argv[2]).compact(messages)
print(json.dumps([imported, time.perf_counter() - began, 'litellm' in sys.modules]))
"""
ENCODING_READY = """
import sys, time
from router.offline import configure_offline
configure_offline()
import tiktoken
from router.reading.encodings import get_encoding
began = time.perf_counter()
if sys.argv[1] == "tiktoken":
    tiktoken.get_encoding("o200k_base")
else:
    get_encoding("o200k_base")
print(time.perf_counter() - began)
"""
STEPS = """
import json, sys, time
messages = json.loads(open(sys.argv[1], encoding="utf-8").read())
import router
r = router.Router(sys.argv[2])
marks = [time.perf_counter()]
r.counter.encoding
marks.append(time.perf_counter())
r.context_window
marks.append(time.perf_counter())
r.counter.messages(messages)
marks.append(time.perf_counter())
r.compact(messages)
marks.append(time.perf_counter())
print(json.dumps([b - a for a, b in zip(marks, marks[1:])]))
"""
FRESH_RUNS = 3


def first_request(target: int = 100_000) -> list[dict[str, Any]]:
    """The conversation cut to the last tool round under `target` tokens (counted here)."""
    router = Router(MODEL, context_window=1_000_000)
    messages = conversation(router.counter.text, target + 5_000)
    while router.counter.messages(messages) > target:
        messages = messages[:-2]
    return messages


def _fresh(code: str, *arguments: str, bytecode: Path | None) -> str:
    """The last line a fresh interpreter prints running `code` (bytecode kept in `bytecode`)."""
    import os
    import subprocess

    env = dict(os.environ)
    if bytecode is not None:  # as after `pip install`: modules load from compiled bytecode
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(bytecode)
    command = [sys.executable, "-c", code, *arguments]
    done = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
    return done.stdout.strip().splitlines()[-1]


def first_call_seconds(bytecode: bool = True) -> tuple[float, float, bool, list[float]]:
    """In fresh interpreters: `import router`, then Router() and its first compact() at 100k.

    Nothing is loaded beforehand: the window comes from the model map, the encoding and every
    count are cold. The request is built and saved first; medians of FRESH_RUNS runs are
    returned as (import, first compact, whether LiteLLM got imported, steps), the steps from
    other runs that time them apart: encoding ready, window, count, the rest of compact().
    With `bytecode`, the modules' bytecode is compiled once before, as an installed package has.
    """
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        request = Path(folder) / "request.json"
        request.write_text(json.dumps(first_request()), encoding="utf-8")
        cache = Path(folder) / "bytecode" if bytecode else None
        if cache is not None:
            _fresh(FIRST_CALL, str(request), MODEL, bytecode=cache)
        runs = [
            json.loads(_fresh(FIRST_CALL, str(request), MODEL, bytecode=cache))
            for _ in range(FRESH_RUNS)
        ]
        steps = [
            json.loads(_fresh(STEPS, str(request), MODEL, bytecode=cache))
            for _ in range(FRESH_RUNS)
        ]
    imported = statistics.median(run[0] for run in runs)
    first = statistics.median(run[1] for run in runs)
    parts = [statistics.median(step[i] for step in steps) for i in range(4)]
    return imported, first, any(run[2] for run in runs), parts


def encoding_seconds(loader: str) -> float:
    """Seconds to make o200k_base ready in a fresh interpreter (median of FRESH_RUNS)."""
    return statistics.median(
        float(_fresh(ENCODING_READY, loader, bytecode=None)) for _ in range(FRESH_RUNS)
    )


def first_call_rows() -> None:
    """The first call's time against its target, from compiled bytecode and from source."""
    print("| first call, fresh interpreter | import router | first compact() at 100k | total |")
    print("|---|---|---|---|")
    loaded, parts = False, [0.0] * 4
    for bytecode, label in ((True, "bytecode compiled (installed)"), (False, "from source")):
        imported, first, litellm, steps = first_call_seconds(bytecode)
        loaded, parts = loaded or litellm, steps if bytecode else parts
        print(f"| {label} | {imported:.2f} s | {first:.2f} s | {imported + first:.2f} s |")
    print()
    ours, theirs = encoding_seconds("router"), encoding_seconds("tiktoken")
    encoding, window, count, rest = parts
    print(
        f"target: import + first compact() < 0.5 s (bytecode compiled); LiteLLM imported: "
        f"{'yes' if loaded else 'no'}. The first compact(), its steps timed apart: encoding "
        f"ready {encoding:.2f} s, window from the model map {window:.3f} s, counting the "
        f"request {count:.2f} s, the decision and its edits {rest:.2f} s. o200k_base alone: "
        f"{ours:.2f} s, tiktoken's own loader {theirs:.2f} s"
    )


def cold_seconds(messages: list[dict[str, Any]]) -> float:
    """One tiktoken encode of the conversation's text, from scratch."""
    import tiktoken

    text = "\n".join(str(m.get("content") or json.dumps(m.get("tool_calls"))) for m in messages)
    encoding = tiktoken.get_encoding("o200k_base")
    began = time.perf_counter()
    encoding.encode(text)
    return time.perf_counter() - began


def client_rows(calls: int) -> None:
    """Warm compact() at 100k and 240k tokens, for a client resending its dicts and one rebuilding them."""
    print("| request | client | warm compact() (median) | cold encode | share (target <= 5%) |")
    print("|---|---|---|---|---|")
    for size in (100_000, 240_000):
        for rebuilt in (False, True):
            router = Router(MODEL, context_window=1_000_000)
            messages = conversation(router.counter.text, size)
            warm = statistics.median(per_call_seconds(router, messages, calls, rebuilt))
            cold = cold_seconds(messages)
            client = "rebuilds its dicts" if rebuilt else "resends the same dicts"
            print(
                f"| {size // 1000}k | {client} | {warm * 1e3:.3f} ms | {cold * 1e3:.1f} ms "
                f"| {warm / cold:.1%} |"
            )


def main() -> None:
    """Run the measurements and print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="10 warm calls measured, for CI")
    calls = 10 if parser.parse_args().quick else MEASURED_CALLS
    configure_offline()
    router = Router(MODEL, context_window=1_000_000)
    messages = conversation(router.counter.text)
    total = router.counter.messages(messages)
    timings = per_call_seconds(router, messages, calls)
    warm = statistics.median(timings)

    import tiktoken

    text = "\n".join(str(m.get("content") or json.dumps(m.get("tool_calls"))) for m in messages)
    encoding = tiktoken.get_encoding("o200k_base")
    began = time.perf_counter()
    encoding.encode(text)
    cold = time.perf_counter() - began

    from router.provider.backend import load_litellm

    litellm = load_litellm()
    litellm.token_counter(model=MODEL, messages=messages[:4])
    began = time.perf_counter()
    litellm.token_counter(model=MODEL, messages=messages)
    lite = time.perf_counter() - began

    print(
        f"conversation: {len(messages)} messages, {total:,} tokens; {len(timings)} warm calls measured"
    )
    print()
    print("| measurement | time | warm compact() as a share |")
    print("|---|---|---|")
    print(f"| warm compact() per call (median) | {warm * 1e3:.3f} ms | 1 |")
    print(
        f"| cold tiktoken encode of the whole conversation | {cold * 1e3:.2f} ms | {warm / cold:.1%} |"
    )
    print(
        f"| litellm.token_counter on it | {lite * 1e3:.2f} ms | {warm / lite:.2%} ({lite / warm:.0f}x faster) |"
    )
    print()
    print(
        f"targets: warm compact() <= 5% of the cold encode ({warm / cold:.1%}); "
        f">= 100x faster than litellm.token_counter ({lite / warm:.0f}x)"
    )
    print()
    client_rows(calls)
    print()
    first_call_rows()


if __name__ == "__main__":
    main()
