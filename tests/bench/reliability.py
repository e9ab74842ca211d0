"""Reliability and security under faults and bad input: one Markdown table.

    python tests/bench/reliability.py            # the full runs (a few minutes)
    python tests/bench/reliability.py --quick    # the sizes the test suite uses
    python tests/bench/reliability.py --smoke    # tiny sizes: the script runs end to end (CI)

Cases (tests/reliability_lib/): 1 bad input (hypothesis), 2 judge faults and 3 provider faults
through the local OpenAI-compatible server, 4 SIGKILL and restart, 5 processes × threads on one
database, 6 hostile content, 7 a long run, 8 twenty key shapes (secrets in the database or
exceptions), 9 a trickling body and caller retries, 10 a full disk, 11 damaged media. The table's zeros are the promise: no oversized or
unpaired request sent, no recorded decision lost or duplicated. "User calls failed" lists every
failed call with its cause, expected ones (a provider that keeps refusing) included. Details
and the long run's memory and database sizes follow the table.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from router.offline import configure_offline
from tests.reliability_lib import (
    bad_input,
    concurrency,
    crash,
    hostile,
    judge_faults,
    long_run,
    provider_faults,
    round2,
    round3_faults,
)
from tests.reliability_lib.common import Row, markdown
from tests.reliability_lib.round3_formats import media_formats, responses_items


@dataclass(frozen=True)
class Sizes:
    """How big each case runs."""

    examples: int
    crash_runs: int
    long_rounds: int
    checkpoints: tuple[int, ...]


FULL = Sizes(examples=1000, crash_runs=50, long_rounds=5000, checkpoints=(1000, 5000))
QUICK = Sizes(examples=300, crash_runs=5, long_rounds=1000, checkpoints=(300, 1000))
SMOKE = Sizes(examples=20, crash_runs=1, long_rounds=120, checkpoints=(60, 120))


def case_bad_input(examples: int) -> Row:
    """Generated lists, then the 10k-message list and the hand-written regressions."""
    with tempfile.TemporaryDirectory() as tmp:
        row, _ = bad_input.run(examples, str(Path(tmp) / "bad.db"), derandomize=False)
        router = bad_input.make_router(str(Path(tmp) / "bad-fixed.db"))
        extra = bad_input.Tally()
        try:
            bad_input.ten_thousand(router, row, extra)
            bad_input.regressions(router, row, extra)
        except AssertionError as error:
            row.broken(f"fixed cases: {error}")
        row.requests += extra.compacted
        row.notes.append(
            f"10k-message list and {len(bad_input.fixed_cases())} hand-written lists: "
            f"{extra.compacted} compacted, {extra.invalid} rejected as invalid"
        )
    return row


def round3_rows(seconds: dict[str, float]) -> list[Row]:
    """Cases 12-16: secret shapes, 200s that are errors, credentials, error scrubbing, clocks."""
    return [
        timed("12 secret shapes", round3_faults.secret_shapes, seconds),
        timed("13 faults as 200", round3_faults.faults_as_200, seconds),
        timed("14 credentials", round3_faults.credentials, seconds),
        timed("15 error scrub", round3_faults.error_scrub, seconds),
        timed("16 clock and :memory:", round3_faults.clock_and_memory, seconds),
    ]


def timed(name: str, make: Callable[[], Row], seconds: dict[str, float]) -> Row:
    """Run one case, noting how long it took."""
    began = time.monotonic()
    print(f"running {name} ...", file=sys.stderr, flush=True)
    row = make()
    seconds[row.case] = time.monotonic() - began
    return row


def format_rows(seconds: dict[str, float]) -> list[Row]:
    """Formats at the edge: media in every format, every Responses item kind."""
    return [
        timed("media in every format", media_formats, seconds),
        timed("Responses item kinds", responses_items, seconds),
    ]


def main() -> None:
    """Run every case and print the table, then the details."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the test suite's smaller sizes")
    parser.add_argument("--smoke", action="store_true", help="tiny sizes, for CI")
    options = parser.parse_args()
    size = SMOKE if options.smoke else QUICK if options.quick else FULL
    configure_offline()
    seconds: dict[str, float] = {}
    long: list[long_run.LongRun] = []

    def run_long() -> Row:
        long.append(long_run.run(size.long_rounds, size.checkpoints))
        return long[0].row

    rows = [
        timed("1 bad input", lambda: case_bad_input(size.examples), seconds),
        timed("2 judge faults", judge_faults.run, seconds),
        timed("3 provider faults", provider_faults.run, seconds),
        timed("4 crash", lambda: crash.run(size.crash_runs), seconds),
        timed("5 concurrency", concurrency.run, seconds),
        timed("6 hostile content", hostile.run, seconds),
        timed("7 long run", run_long, seconds),
        timed("8 secrets", round2.secrets, seconds),
        timed("9 slow provider", round2.slow_provider, seconds),
        timed("10 store outage", round2.store_outage, seconds),
        timed("11 damaged media", round2.damaged_media, seconds),
        *round3_rows(seconds),
        *format_rows(seconds),
    ]
    print(markdown(rows))
    print()
    result = long[0]
    first, last = result.samples[0].round, result.samples[-1].round
    grown = long_run.growth(result, first, last)
    print("Long run (case 7):")
    for line in long_run.describe(result):
        print(f"- {line}")
    print(
        f"- from round {first:,} to {last:,}: RSS {grown['rss_kib'] / 1024:+.1f} MiB "
        f"({grown['rss_per_round']:.0f} bytes a round), database "
        f"{grown['db_bytes'] / 1024:+.1f} KiB ({grown['db_per_round']:.0f} bytes a round); "
        f"the caller's own message list grows {long_run.caller_bytes_per_round():.0f} bytes a round"
    )
    print()
    print("Details:")
    for row in rows:
        print(f"- {row.case} ({seconds[row.case]:.1f} s)")
        for problem in row.problems:
            print(f"  - PROBLEM: {problem}")
        for note in row.notes:
            print(f"  - {note}")


if __name__ == "__main__":
    main()
