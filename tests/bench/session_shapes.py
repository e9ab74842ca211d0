"""Per-call cost of `compact()` as a session grows, in the shapes agent loops take.

Each shape grows one session call by call and prints the median time of calls 300–500 beside
the median of the last 200 calls, and their ratio (flat work keeps it near 1; the goal is ≤ 2):

- ``small``: small results (about 50 tokens) that pass through, the request a new list every
  call (as agent loops build it), 5,000 rounds in a 1M window;
- ``masked``: large results masked every round in a 128k window, 2,000 rounds;
- ``parallel``: three parallel calls a round with a user turn every 10 rounds, 16k window,
  1,200 rounds (its calls that carry a user turn are also shown apart);
- ``chat``: a chat of short user statements (rules, limits, changes, ids) and replies in a 16k
  window, the whole history sent every call, 1,200 rounds; its summarising calls, which read
  the durable items of what they fold, are also shown apart (first half against second half);
- ``recorded``: ``small`` with a SQLite recorder.

Then a warm `compact()` of a 100k–240k token request against one cold tiktoken count of the
same text, passing through and masking the newest round:

    python tests/bench/session_shapes.py                 # every shape
    python tests/bench/session_shapes.py --shape small --rounds 2000
    python tests/bench/session_shapes.py --quick         # 700 rounds a shape, no warm/cold
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from recorder import Recorder
from router import Router
from router.offline import configure_offline

Message = dict[str, Any]
EARLY = (300, 500)
LATE = 200


def _call(call_id: str, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": call_id,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(arguments)},
    }


def small_round(index: int) -> list[Message]:
    """One call and a ~50-token result."""
    call_id = f"call_{index}"
    text = f"item {index}: status ok, owner team-{index % 17}, latency {index % 97} ms, region eu-{index % 3}"
    return [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [_call(call_id, "status", {"item": index})],
        },
        {"role": "tool", "tool_call_id": call_id, "content": text},
    ]


def large_round(index: int) -> list[Message]:
    """One call and a ~1.5k-token result of log lines."""
    call_id = f"call_{index}"
    lines = "\n".join(
        f"2026-11-{1 + index % 28:02d}T10:{r % 60:02d}:00 host-{r % 9} GET /api/v{r % 3}/orders/{index * 40 + r} "
        f"status={200 if r % 11 else 502} bytes={r * 37 % 9000} ms={r * 13 % 700}"
        for r in range(40)
    )
    return [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [_call(call_id, "read_log", {"page": index})],
        },
        {"role": "tool", "tool_call_id": call_id, "content": lines},
    ]


def parallel_round(index: int) -> list[Message]:
    """Three parallel calls with ~150-token results, a user turn every 10 rounds."""
    ids = [f"call_{index}_{k}" for k in range(3)]
    out: list[Message] = []
    if index % 10 == 0:
        out.append({"role": "user", "content": f"Now check batch {index} and say if any failed."})
    out.append(
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [_call(i, "probe", {"n": index, "k": k}) for k, i in enumerate(ids)],
        }
    )
    for k, call_id in enumerate(ids):
        body = " ".join(f"probe {index}.{k}.{r} ok={r % 5 != 0}" for r in range(25))
        out.append({"role": "tool", "tool_call_id": call_id, "content": body})
    return out


CHAT_LINES = (
    "The {thing} budget is capped at £{n},000, no exceptions.",
    "Please always write dates as day month year for the {thing} plan.",
    "Actually move the {thing} review to {day} {n} June instead.",
    "Ticket {code}-{n} tracks the {thing} work; {name} owns it.",
    "We're waiting on {name} to sign off the {thing} quote before anything is booked.",
    "ok so {n} people for the {thing} now, not {m}",
    "Never share the {thing} supplier's prices outside the team.",
)
THINGS = ("venue", "catering", "migration", "audit", "launch", "hiring", "training", "fleet")
NAMES = ("Priya", "Kofi", "Marta", "Sam", "Ines", "Tomasz")


def chat_round(index: int) -> list[Message]:
    """A user's statement (a rule, a limit, a change, an id, a wait) and the assistant's reply."""
    line = CHAT_LINES[index % len(CHAT_LINES)].format(
        thing=THINGS[index // len(CHAT_LINES) % len(THINGS)],
        n=10 + index % 41,
        m=9 + index % 37,
        day=("Monday", "Tuesday", "Thursday")[index % 3],
        code=("OPS", "FIN", "HR")[index % 3],
        name=NAMES[index % len(NAMES)],
    )
    reply = f"Understood. I've noted that, and I'll keep it in mind for round {index} of the plan."
    return [{"role": "user", "content": line}, {"role": "assistant", "content": reply}]


def _start() -> list[Message]:
    return [
        {"role": "system", "content": "You are an operations agent. Use the tools."},
        {"role": "user", "content": "Check every item and report the ones that failed."},
    ]


def run_shape(
    name: str, router: Router, make: Callable[[int], list[Message]], rounds: int, rebuild: bool
) -> tuple[list[float], list[str]]:
    """The time of each call, in seconds (call `i` at index `i - 1`), and the rung it took."""
    messages = _start()
    times: list[float] = []
    rungs: list[str] = []
    for index in range(1, rounds + 1):
        messages.extend(make(index))
        request = list(messages) if rebuild else messages
        began = time.perf_counter()
        result = router.compact(request, session_id=name)
        times.append(time.perf_counter() - began)
        rungs.append(result.rung)
    return times, rungs


def medians(times: list[float], every: int = 1) -> tuple[float, float]:
    """(median of calls 300–500, median of the last 200 calls), of every `every`-th call."""
    early = [t for i, t in enumerate(times[EARLY[0] : EARLY[1]], EARLY[0] + 1) if i % every == 0]
    start = len(times) - LATE
    late = [t for i, t in enumerate(times[-LATE:], start + 1) if i % every == 0]
    return statistics.median(early), statistics.median(late)


def summary_medians(times: list[float], rungs: list[str]) -> tuple[float, float]:
    """(median of the summarising calls among the first half, among the second half)."""
    half = len(times) // 2
    taken = [(i, t) for i, (t, rung) in enumerate(zip(times, rungs, strict=True))
             if rung == "summarize"]  # fmt: skip
    early = [t for i, t in taken if i < half] or [float("nan")]
    late = [t for i, t in taken if i >= half] or [float("nan")]
    return statistics.median(early), statistics.median(late)


def shapes(rounds: dict[str, int], only: str | None) -> Iterator[tuple[str, float, float]]:
    """Each shape's early and late medians (and the parallel shape's user-turn calls')."""
    folder = Path(tempfile.mkdtemp())
    plans: dict[str, tuple[Callable[[], Router], Callable[[int], list[Message]], bool]] = {
        "small": (lambda: Router("gpt-4.1", context_window=1_000_000), small_round, True),
        "masked": (lambda: Router("gpt-4o-mini", context_window=128_000), large_round, False),
        "parallel": (lambda: Router("gpt-4o-mini", context_window=16_000), parallel_round, True),
        "chat": (lambda: Router("gpt-4o-mini", context_window=16_000), chat_round, True),
        "recorded": (
            lambda: Router("gpt-4.1", context_window=1_000_000, recorder=Recorder(folder / "r.db")),
            small_round,
            True,
        ),
    }
    for name, (router, make, rebuild) in plans.items():
        if only and name != only:
            continue
        began = time.perf_counter()
        times, rungs = run_shape(name, router(), make, rounds[name], rebuild)
        print(f"  ({name}: {time.perf_counter() - began:.0f} s)", file=sys.stderr)
        yield name, *medians(times)
        if name == "parallel":  # the calls that carry a user turn rank everything cut
            yield "parallel, user-turn calls", *medians(times, every=10)
        if name == "chat":  # a summary reads the durable items of what it folds
            yield (
                "chat, summarising calls (first half, second half)",
                *summary_medians(times, rungs),
            )


def warm_against_cold(tokens: int) -> tuple[float, float, float]:
    """(cold tiktoken count, warm pass-through compact, warm compact that masks), seconds."""
    import tiktoken

    messages = _start()
    index = 0
    while sum(len(str(m.get("content") or "")) for m in messages) < tokens * 3.2:
        index += 1
        messages.extend(large_round(index))
    text = "\n".join(str(m.get("content") or "") for m in messages)
    encoding = tiktoken.get_encoding("o200k_base")
    encoding.encode("loaded")  # the encoding's load is not the count
    began = time.perf_counter()
    encoding.encode(text)
    cold = time.perf_counter() - began
    router = Router("gpt-4.1", context_window=1_000_000, mask_trigger=None)
    router.compact(messages, session_id="warm")
    messages.extend(large_round(index + 1))
    began = time.perf_counter()
    router.compact(messages, session_id="warm")
    passing = time.perf_counter() - began
    masking_router = Router(
        "gpt-4.1", context_window=1_000_000, mask_trigger=0.05, mask_target=0.01
    )
    masking_router.compact(messages, session_id="warm")
    messages.extend(large_round(index + 2))
    began = time.perf_counter()
    masking_router.compact(messages, session_id="warm")
    masking = time.perf_counter() - began
    return cold, passing, masking


def main() -> None:
    configure_offline()
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shape", choices=["small", "masked", "parallel", "chat", "recorded"])
    parser.add_argument("--rounds", type=int, help="rounds for every shape")
    parser.add_argument("--no-warm", action="store_true", help="skip the warm/cold comparison")
    parser.add_argument("--quick", action="store_true", help="700 rounds a shape, no warm/cold")
    args = parser.parse_args()
    rounds = {"small": 5000, "masked": 2000, "parallel": 1200, "chat": 1200, "recorded": 5000}
    if args.rounds or args.quick:
        rounds = dict.fromkeys(rounds, args.rounds or 700)
        args.no_warm = args.no_warm or args.quick
    print("| shape | rounds | p50 calls 300–500 | p50 last 200 | ratio |")
    print("|---|---|---|---|---|")
    for name, early, late in shapes(rounds, args.shape):
        print(
            f"| {name} | {rounds[name.split(',')[0]]:,} | {early * 1000:.2f} ms | {late * 1000:.2f} ms | {late / early:.2f}× |"
        )
    if args.no_warm:
        return
    print(
        "\n| request | cold tiktoken count | warm compact, passing | share | warm compact, masking | share |"
    )
    print("|---|---|---|---|---|---|")
    for size in (100_000, 240_000):
        cold, passing, masking = warm_against_cold(size)
        print(
            f"| ~{size // 1000}k tokens | {cold * 1000:.1f} ms | {passing * 1000:.2f} ms | "
            f"{passing / cold:.1%} | {masking * 1000:.2f} ms | {masking / cold:.1%} |"
        )


if __name__ == "__main__":
    main()
