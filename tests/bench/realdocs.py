"""Real-documents benchmark: facts asked about later, and task-driven loops, arm beside arm.

    python tests/bench/realdocs.py [--split measure] [--seeds 2] [--windows 128000,32000]
                                   [--rounds 90] [--quick] [--no-loops] [--no-sessions]
                                   [--sent-back]

Sessions read real files of this machine (`tests/bench/realdocs_lib/sources.py`: changelogs,
rendered man pages, dpkg/apt logs, C headers, Python source, JSON pretty and minified, YAML,
TOML, CSV, TSV, XML, Markdown, HTML, reStructuredText, configs), one to three calls a round for
90 rounds; a person's question about a value read 2-80 rounds earlier arrives as a user turn.
Per arm: facts kept in the request that asks, those read 2-9 rounds earlier, facts recoverable
(kept, or the call and its recall id still in the request, for an arm that can recall), and
billed input tokens (the prefix shared with the previous request billed at the model's cached
price). Files are split by a hash of their path into a building and a measuring set; the figures
are for `--split` (measure by default). Task loops: 100-150 pages of logs, minified JSON or CSV,
the task in the first user message; the share of matching units' ids in the final request.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from router.offline import configure_offline  # noqa: E402
from router.reading.model_facts import cached_input_ratio  # noqa: E402
from router.reading.tokens import TokenCounter  # noqa: E402
from tests.bench.realdocs_lib.arms import RealRunner, Scored, arms  # noqa: E402
from tests.bench.realdocs_lib.loops import KINDS, TaskLoop  # noqa: E402
from tests.bench.realdocs_lib.sessions import RealDocsSession  # noqa: E402
from tests.bench.realdocs_lib.sources import find_docs  # noqa: E402
from tests.bench.workloads_lib.metrics import RunResult  # noqa: E402
from tests.bench.workloads_lib.strategies import MODEL  # noqa: E402

PAGE_CHARS = {128_000: 7_000, 32_000: 2_400}


def _share(hits: int, total: int) -> str:
    return f"{hits / total:.2f} ({hits}/{total})" if total else "-"


def _per_request(runs: Sequence[RunResult], rate: float) -> float:
    """Billed input per request sent (an arm that died early is compared on what it sent)."""
    sent = sum(len(r.tokens) for r in runs)
    return sum(r.billed(rate) for r in runs) / sent if sent else 1.0


def _session_rows(
    results: dict[str, list[RunResult]], rate: float, ages: dict[str, int]
) -> list[str]:
    base = _per_request(results.get("ClearToolUsesEdit", []), rate)
    lines = ["| arm | kept when asked | read 2-9 rounds before | recoverable | lost, no pointer "
             "| billed input | per request × ClearToolUsesEdit | ended |", "|" + "---|" * 8]  # fmt: skip
    for label, runs in results.items():
        probes = [p if isinstance(p, Scored) else Scored(p.round, p.label, False, None,
                  p.missing, p.facts, age=ages.get(p.label, 99)) for r in runs for p in r.probes]  # fmt: skip
        recent = [p for p in probes if p.age < 10]
        billed = sum(r.billed(rate) for r in runs)
        ended = "; ".join(sorted({r.ended.split(":")[0] for r in runs}))
        lines.append(
            f"| {label} | {_share(sum(p.passed for p in probes), len(probes))} "
            f"| {_share(sum(p.passed for p in recent), len(recent))} "
            f"| {_share(sum(p.recoverable for p in probes), len(probes))} "
            f"| {sum(not p.recoverable for p in probes)} | {billed:,.0f} "
            f"| {_per_request(runs, rate) / base:.3f} "
            f"| {ended} |"
        )
    return lines


def sessions(
    split: str, seeds: Sequence[int], windows: Sequence[int], rounds: int, sent_back: bool = False
) -> None:
    """Print the facts table for each window (`sent_back`: with the client sending its output
    back, `realdocs_lib.arms.SentBack`)."""
    docs = find_docs(split)
    print(f"Formats in the {split} set: {len(docs)} ({', '.join(sorted(docs))})\n")
    counter, runner = TokenCounter(MODEL), RealRunner(TokenCounter(MODEL))
    rate = cached_input_ratio(MODEL)
    for window in windows:
        started = time.perf_counter()
        results: dict[str, list[RunResult]] = {}
        ages: dict[str, int] = {}
        for seed in seeds:
            work = RealDocsSession(f"realdocs-{seed}", "real documents", seed, rounds,
                                   window=window, docs=docs, page_chars=PAGE_CHARS.get(
                                       window, window // 18))  # fmt: skip
            print(f"- seed {seed}: {work.describe()}")
            ages.update((p.label, getattr(p, "age", 99)) for p in work.probes)
            for arm in arms(counter, sent_back):
                results.setdefault(arm.label, []).append(runner.run(work, arm))
        print(f"\n### Window {window:,}: facts asked in a person's words "
              f"(cached input at {rate:g}; {time.perf_counter() - started:.0f} s)\n")  # fmt: skip
        print("\n".join(_session_rows(results, rate, ages)), "\n")
        sys.stdout.flush()


def loops(seeds: Sequence[int], window: int) -> None:
    """Print the task-loop table: matching ids in the final request, billed."""
    counter, runner = TokenCounter(MODEL), RealRunner(TokenCounter(MODEL))
    rate = cached_input_ratio(MODEL)
    print(f"### Task-driven loops, window {window:,} (no later question)\n")
    print("| arm | " + " | ".join(f"{k} ids kept" for k in KINDS) + " | all | billed input "
          "| per request × ClearToolUsesEdit |\n|" + "---|" * (len(KINDS) + 4))  # fmt: skip
    rows: dict[str, dict[str, list[RunResult]]] = {}
    for kind in KINDS:
        for seed in seeds:
            work = TaskLoop(f"loop-{kind}-{seed}", kind, seed, 0, window=window, kind=kind)
            for arm in arms(counter):
                rows.setdefault(arm.label, {}).setdefault(kind, []).append(runner.run(work, arm))
    base = _per_request([r for runs in rows["ClearToolUsesEdit"].values() for r in runs], rate)
    for label, kinds in rows.items():
        cells, hits, total = [], 0, 0
        for kind in KINDS:
            kept = sum(p.facts - len(p.missing) if p.tokens is not None else 0
                       for r in kinds[kind] for p in r.probes)  # fmt: skip
            count = sum(p.facts for r in kinds[kind] for p in r.probes)
            cells.append(_share(kept, count))
            hits, total = hits + kept, total + count
        billed = sum(r.billed(rate) for runs in kinds.values() for r in runs)
        every = [r for runs in kinds.values() for r in runs]
        print(f"| {label} | {' | '.join(cells)} | {_share(hits, total)} | {billed:,.0f} "
              f"| {_per_request(every, rate) / base:.2f} |")  # fmt: skip
    print()


def main(argv: Sequence[str] | None = None) -> int:
    """Run and print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", choices=("build", "measure"), default="measure")
    parser.add_argument("--seeds", type=int, default=2)
    parser.add_argument("--windows", default="128000,32000")
    parser.add_argument("--rounds", type=int, default=90)
    parser.add_argument("--quick", action="store_true", help="one seed, 30 rounds, 32k only")
    parser.add_argument("--no-loops", action="store_true")
    parser.add_argument("--no-sessions", action="store_true")
    parser.add_argument("--sent-back", action="store_true",
                        help="also a client that sends the compacted request back as its history")  # fmt: skip
    args = parser.parse_args(argv)
    configure_offline()
    seeds = [1] if args.quick else list(range(1, args.seeds + 1))
    windows = [32_000] if args.quick else [int(w) for w in args.windows.split(",")]
    rounds = 30 if args.quick else args.rounds
    print(f"# Real documents ({args.split} set), seeds {seeds}, {rounds} rounds\n")
    if not args.no_sessions:
        sessions(args.split, seeds, windows, rounds, args.sent_back)
    if not args.no_loops:
        loops(seeds, 128_000)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
