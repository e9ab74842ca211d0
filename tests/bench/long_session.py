"""Per-call cost against history length: one long session of tool rounds with a Recorder.

Each round appends an assistant tool call and its result to the same list and calls
`compact()`; the median time of the calls just before an early and a late round is printed side
by side with their ratio, and the share of those calls that made a decision (recorded an edit)
rather than passing the request through. A flat cost keeps the later median within 2x of the
first. The slowest call of the session (a fold or a judged summary, which read the whole
history; the medians leave them out) is printed with them. 20,000 rounds take about ten minutes:

    python tests/bench/long_session.py                        # rounds 1,000 and 5,000
    python tests/bench/long_session.py --rounds 1000 20000    # 20,000 rounds
    python tests/bench/long_session.py --quick                # rounds 200 and 2,000, for CI
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from recorder import Recorder
from router import Router
from router.offline import configure_offline

MODEL = "gpt-4o-mini"
SAMPLE = 50  # calls measured around each checkpoint


def tool_round(index: int) -> list[dict[str, Any]]:
    """One assistant tool call and its result (a few hundred tokens)."""
    call_id = f"call_{index}"
    rows = " ".join(f"row {index}-{r} value {index * 7 + r}" for r in range(20))
    return [
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
        },
        {"role": "tool", "tool_call_id": call_id, "content": rows},
    ]


def run(checkpoints: list[int], database: Path) -> dict[int, tuple[float, float]]:
    """(median seconds per compact(), share deciding) over the SAMPLE calls ending at each one;
    the slowest call of the whole session under key 0 (seconds, round)."""
    router = Router(MODEL, context_window=128_000, recorder=Recorder(database))
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a data agent."},
        {"role": "user", "content": "Fetch every page and report the totals."},
    ]
    timings: dict[int, list[float]] = {point: [] for point in checkpoints}
    decided: dict[int, int] = dict.fromkeys(checkpoints, 0)
    slowest = (0.0, 0)
    for index in range(1, max(checkpoints) + 1):
        messages.extend(tool_round(index))
        began = time.perf_counter()
        result = router.compact(messages, session_id="long")
        spent = time.perf_counter() - began
        if index > 1:  # the first call loads the encoding
            slowest = max(slowest, (spent, index))
        for point in checkpoints:
            if point - SAMPLE < index <= point:
                timings[point].append(spent)
                decided[point] += result.decision_id is not None and not result.replayed
    found = {
        point: (statistics.median(values), decided[point] / len(values))
        for point, values in timings.items()
    }
    return {**found, 0: (slowest[0], float(slowest[1]))}


def main() -> None:
    """Run the session and print the medians."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="rounds 200 and 2,000, for CI")
    parser.add_argument(
        "--rounds", nargs=2, type=int, metavar=("EARLY", "LATE"), help="default: 1000 5000"
    )
    args = parser.parse_args()
    first, last = args.rounds or ([200, 2_000] if args.quick else [1_000, 5_000])
    if not SAMPLE <= first < last:
        parser.error(f"rounds must satisfy {SAMPLE} <= EARLY < LATE")
    configure_offline()
    with tempfile.TemporaryDirectory() as folder:
        found = run([first, last], Path(folder) / "long.db")
    (early, early_decided), (late, late_decided) = found[first], found[last]
    print(f"| | round {first:,} | round {last:,} | ratio |")
    print("|---|---|---|---|")
    print(f"| compact() p50 | {early * 1e3:.3f} ms | {late * 1e3:.3f} ms | {late / early:.2f}x |")
    print(f"| calls deciding | {early_decided:.0%} | {late_decided:.0%} | |")
    spent, at = found[0]
    print(f"| slowest call (a fold or judged summary) | {spent:.2f} s at round {int(at):,} | | |")
    print()
    print(f"round {last:,} / round {first:,}: {late / early:.2f}x (target <= 2x)")


if __name__ == "__main__":
    main()
