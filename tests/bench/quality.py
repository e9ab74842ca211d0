"""Compaction quality: fact survival by format and agent shape, and repeated re-compaction.

    python -m tests.bench.quality [--quick] [--window 32000] [--seeds 2]

1. The generated corpus (tests/bench/corpus): each conversation runs as an agent would send it,
   a request after every tool round, then each planted fact's question; a fact survives when
   its values are in the request sent for its question. Arms side by side: the router's
   defaults, its tool-loop settings, LangChain's ClearToolUsesEdit and sliding masking.
   "unusual" facts are asked without naming them ("anything unusual?").
2. The held-out corpus (tests/bench/heldout), when present, through the two router arms.
3. Repeated re-compaction of a long chat at 10%, 20% and 30% of its size, five times.
4. Bad input through `Router.compact`: each call must return, its time is shown.
Tables are Markdown. `--quick` runs one seed, fewer formats and shapes (for CI).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from router.offline import configure_offline
from tests.bench.corpus.shapes import FORMATS, SHAPES
from tests.bench.quality_lib.badinput import bad_input_rows
from tests.bench.quality_lib.recompact import recompact
from tests.bench.quality_lib.survival import Outcomes, arms, measure

QUICK_FORMATS = ("json-minified", "csv", "html", "log", "prose")
QUICK_SHAPES = ("forced-loop", "data-agent", "chat-history")


def _cell(value: float | None) -> str:
    return "–" if value is None else f"{value:.2f}"


def survival_tables(results: dict[str, Outcomes]) -> str:
    """Per format and per shape: asked facts and unusual facts kept, one column pair per arm."""
    labels = list(results)
    head = ["", *(f"{label}: asked / unusual" for label in labels)]
    out: list[str] = []
    for title, pick in (("format", "by_format"), ("agent shape", "by_shape")):
        rows = ["| " + " | ".join([title, *head[1:]]) + " |", "|" + "---|" * len(head)]
        keys = list(getattr(results[labels[0]], pick))
        for key in keys:
            cells = []
            for label in labels:
                pairs = getattr(results[label], pick)[key]
                cells.append(
                    f"{_cell(Outcomes.share(pairs, False))} / {_cell(Outcomes.share(pairs, True))}"
                )
            rows.append("| " + " | ".join([key, *cells]) + " |")
        out.append("\n".join(rows))
    return "\n\n".join(out)


def corpus_section(window: int, seeds: Sequence[int], quick: bool) -> str:
    """Section 1: the generated corpus through every arm."""
    formats = QUICK_FORMATS if quick else FORMATS
    shapes = QUICK_SHAPES if quick else SHAPES
    results: dict[str, Outcomes] = {}
    notes: list[str] = []
    for arm in arms(window):
        outcomes = measure(arm, seeds, formats, shapes)
        results[arm.label] = outcomes
        notes.append(f"- {arm.label}: {outcomes.seconds:.0f} s, {len(outcomes.errors)} refused")
    return (
        f"## Fact survival, generated corpus (window {window:,}, seeds {list(seeds)})\n\n"
        + survival_tables(results)
        + "\n\n"
        + "\n".join(notes)
    )


def heldout_section(window: int, seeds: Sequence[int], quick: bool) -> str:
    """Section 2: the held-out corpus through the two router arms, when it is present."""
    try:
        from router import Router
        from tests.bench.heldout import measure as heldout_measure
    except ImportError:
        return "## Held-out corpus\n\n(not present)"
    parts = [f"## Fact survival, held-out corpus (window {window:,})"]
    arms_ = {
        "Router defaults": lambda: Router("gpt-4o-mini", context_window=window),
        "Router tool loop": lambda: Router(
            "gpt-4o-mini",
            context_window=window,
            trigger=24_000,
            target=8_000,
            keep_last_rounds=1,
        ),
    }
    for label, make in arms_.items():
        started = time.perf_counter()
        table = heldout_measure(make, seeds=seeds, window=window, rounds=6 if quick else 8)
        parts.append(
            f"### {label}: all facts {100 * table.survival():.1f}%, unusual "
            f"{100 * table.survival('unusual'):.1f}% ({time.perf_counter() - started:.0f} s)"
        )
        parts += [table.markdown("shape"), table.markdown("format")]
    return "\n\n".join(parts)


def recompact_section(size: int) -> str:
    """Section 3: five re-compactions at 10%, 20% and 30% of a long chat."""
    rows = [
        "| share of chat | new chat per round | target | decisions planted | kept after 5 | "
        "largest request | summary tokens each round | refused |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for growth in ("target", "full"):
        for share in (0.1, 0.2, 0.3):
            run = recompact(share, size, growth=growth)
            rows.append(
                f"| {share:.0%} | {'= target' if growth == 'target' else 'back to full size'} "
                f"| {run.target:,} | {run.planted} | {run.kept:.2f} | {run.largest:,} | "
                f"{', '.join(map(str, run.summaries))} | {run.refused} |"
            )
    return f"## Re-compaction of a {size:,}-token chat, five times\n\n" + "\n".join(rows)


def bad_input_section() -> str:
    """Section 4: bad input through Router.compact."""
    rows = ["| input | characters | seconds | outcome |", "|---|---|---|---|"]
    for name, chars, seconds, outcome in bad_input_rows():
        rows.append(f"| {name} | {chars:,} | {seconds:.2f} | {outcome} |")
    return "## Bad input through Router.compact\n\n" + "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the quality tables."""
    parser = argparse.ArgumentParser(prog="python -m tests.bench.quality", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="one seed, a few formats (CI)")
    parser.add_argument("--window", type=int, default=32_000, help="context window in tokens")
    parser.add_argument("--seeds", type=int, default=2, help="seeds (ignored with --quick)")
    parser.add_argument("--skip-heldout", action="store_true", help="leave the held-out corpus out")
    args = parser.parse_args(argv)
    configure_offline()
    seeds = (1,) if args.quick else tuple(range(1, args.seeds + 1))
    sections = [
        lambda: corpus_section(args.window, seeds, args.quick),
        lambda: recompact_section(6_000 if args.quick else 12_000),
        bad_input_section,
    ]
    if not args.skip_heldout:
        sections.insert(1, lambda: heldout_section(args.window, seeds, args.quick))
    print("# Compaction quality\n")
    for section in sections:
        print(section(), "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
