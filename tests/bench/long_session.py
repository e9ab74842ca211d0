"""Per-call cost against history length: one long session of tool rounds with a Recorder.

Each round appends an assistant tool call and its result to the same list and calls
`compact()`; the median time of the calls around round 1,000 and round 20,000 is printed
(with `--quick`: rounds 200 and 2,000). A flat cost keeps the later median within 2x of the first.

    python tests/bench/long_session.py            # rounds 1,000 and 20,000
    python tests/bench/long_session.py --quick    # rounds 200 and 2,000, for CI
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


def run(checkpoints: list[int], database: Path) -> dict[int, float]:
    """Median seconds per compact() over the SAMPLE calls ending at each checkpoint."""
    router = Router(MODEL, context_window=128_000, recorder=Recorder(database))
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a data agent."},
        {"role": "user", "content": "Fetch every page and report the totals."},
    ]
    timings: dict[int, list[float]] = {point: [] for point in checkpoints}
    for index in range(1, max(checkpoints) + 1):
        messages.extend(tool_round(index))
        began = time.perf_counter()
        router.compact(messages, session_id="long")
        spent = time.perf_counter() - began
        for point in checkpoints:
            if point - SAMPLE < index <= point:
                timings[point].append(spent)
    return {point: statistics.median(values) for point, values in timings.items()}


def main() -> None:
    """Run the session and print the medians."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="rounds 200 and 2,000, for CI")
    quick = parser.parse_args().quick
    checkpoints = [200, 2_000] if quick else [1_000, 20_000]
    configure_offline()
    with tempfile.TemporaryDirectory() as folder:
        medians = run(checkpoints, Path(folder) / "long.db")
    first, last = checkpoints
    print("| round | compact() p50 |")
    print("|---|---|")
    for point, median in medians.items():
        print(f"| {point:,} | {median * 1e3:.3f} ms |")
    print()
    print(f"round {last:,} / round {first:,}: {medians[last] / medians[first]:.2f}x (target <= 2x)")


if __name__ == "__main__":
    main()
