"""Workloads benchmark: three seeded agent workloads, eight context strategies, one table each.

    python tests/bench/workloads.py [--rounds 200] [--quick] [--seed 7] [--out bench-out]

Workloads (deterministic, with known answers): a forced tool loop (40 rows a round), a
data-driven agent (accounts → transactions → flagged ones → report) and a history agent with
no tools (70 events of one key). The agent is a scripted policy, so every strategy sees the same
calls. Strategies: full history, LangChain `ClearToolUsesEdit` (defaults), sliding masking of all
but the last 10 results, this router with each rung forced alone, and this router driven by
`RuleJudge` with its defaults and with knobs chosen for a tool loop.

Accuracy is a proxy for a model with perfect attention: a probe passes when every fact its
answer needs is present verbatim in the request that would be sent (a summary included).
Billed input tokens follow a prompt-cache model: the prefix a request shares with the previous
request of the session (message by message, canonical JSON) is billed at 10% (or 50%).
Prints Markdown, writes bench-out/workloads.json and, with matplotlib, PNG charts.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from judges import RuleJudge  # noqa: E402
from router.reading.tokens import TokenCounter  # noqa: E402
from tests.bench.workloads_lib import report, shadow  # noqa: E402
from tests.bench.workloads_lib.common import Workload  # noqa: E402
from tests.bench.workloads_lib.generators import DataAgent, ForcedToolLoop  # noqa: E402
from tests.bench.workloads_lib.heldout import JsonPagesLoop, ParallelJsonAgent  # noqa: E402
from tests.bench.workloads_lib.history import HistoryAgent  # noqa: E402
from tests.bench.workloads_lib.metrics import Runner, RunResult  # noqa: E402
from tests.bench.workloads_lib.strategies import (  # noqa: E402
    MODEL,
    ForcedJudge,
    FullHistory,
    LangChainClearToolUses,
    RouterStrategy,
    SlidingMask,
    Strategy,
)

# What a user would set for a long tool loop, following the cost model in ANCHORS.md: keep one
# round verbatim, edit in batches of about six results (trigger ≈ target + 6 × 2.6k), cut
# oversized results on arrival, and skip edits that free little.
TOOL_LOOP_KNOBS: dict[str, Any] = {
    "trigger": 24_000,
    "target": 8_000,
    "keep_last_rounds": 1,
    "max_result_tokens": 8_000,
    "min_savings": 4_000,
}

JUDGED_KNOBS: tuple[dict[str, Any], ...] = ({}, {"preset": "fill"}, TOOL_LOOP_KNOBS)

PROXY_NOTE = (
    "Probe accuracy is a proxy for a model with perfect attention: a probe passes when every "
    "fact its answer needs is present verbatim in the request that would be sent (summary "
    "included); a probe the run did not reach fails. Request tokens are counted with the "
    "router's counter (tiktoken, o200k). Billed input: the prefix a request shares with the "
    "previous request (message by message, canonical JSON; tool schemas count as prefix) is "
    "billed at 10% (or 50%, gpt-4o-mini's own cached price in LiteLLM's map, the one the "
    "router's cost model reads), the rest in full; a cache break is a request whose shared prefix "
    "is shorter than the previous request. Provider details (minimum cacheable prefix, "
    "128-token granularity, cache expiry) are ignored. RuleJudge and the extractive "
    "summariser make no model calls, so their judge and summariser calls and tokens are 0."
)


def build_workloads(rounds: int, seed: int) -> list[Workload]:
    """The five workloads; `rounds` sets the length of the three tool loops."""
    return [
        ForcedToolLoop("loop", "1. Forced tool loop", seed, rounds),
        DataAgent("data", "2. Data-driven agent", seed, 0),
        HistoryAgent("history", "3. History agent (no tools)", seed, 0),
        JsonPagesLoop("json", "4. One-line JSON pages (held-out-like)", seed + 1, rounds),
        ParallelJsonAgent("parallel", "5. Parallel-call agent (held-out-like)", seed + 2, rounds),
    ]


def build_strategies(counter: TokenCounter, with_langchain: bool, quick: bool) -> list[Strategy]:
    """The strategies, side by side: the router's defaults first (forced rungs unless quick)."""
    strategies: list[Strategy] = [
        RouterStrategy("router · defaults", counter, RuleJudge, {}),
        RouterStrategy("router · preset fill", counter, RuleJudge, {"preset": "fill"}),
        RouterStrategy("router · tool-loop knobs", counter, RuleJudge, TOOL_LOOP_KNOBS),
    ]
    if with_langchain:
        strategies.append(LangChainClearToolUses("LangChain ClearToolUsesEdit", counter))
    strategies.append(SlidingMask("sliding mask, last 10", 10, counter))
    strategies.append(FullHistory("full history", "every message, as is", counter))
    for rung in () if quick else ("mask", "retain", "summarize"):
        strategies.append(
            RouterStrategy(
                f"router · forced {rung}", counter, lambda r=rung: ForcedJudge(r), TOOL_LOOP_KNOBS
            )
        )
    return strategies


def langchain_available() -> bool:
    try:
        import langchain.agents.middleware.context_editing  # noqa: F401
    except ImportError:
        return False
    return True


def run(rounds: int, seed: int, quick: bool, out: Path, charts: bool) -> dict[str, Any]:
    """Run everything, print the report, write JSON (and charts); return the JSON payload."""
    started = time.perf_counter()
    counter = TokenCounter(MODEL)
    runner = Runner(counter)
    with_lc = langchain_available()
    workloads = build_workloads(rounds, seed)
    strategies = build_strategies(counter, with_lc, quick)
    runs: dict[str, list[RunResult]] = {}
    shadows: dict[str, dict[str, Any]] = {}
    for workload in workloads:
        runs[workload.key] = [runner.run(workload, s) for s in strategies]
        for label, knobs in zip(report.JUDGED, JUDGED_KNOBS, strict=True):
            probe = RouterStrategy(
                label, counter, shadow.ShadowJudge, knobs, backend=shadow.scripted_backend
            )
            twin = runner.run(workload, probe)
            shadows[f"{workload.key}/{label}"] = shadow.usage(probe.backend, counter)
            ours = next(r for r in runs[workload.key] if r.strategy == label)
            assert twin.tokens == ours.tokens, "the shadow run must send the same requests"
    checks = report.default_targets(runs, shadows) + report.check_targets(runs, shadows)

    print(
        f"# Workloads benchmark (seed {seed}, model counter {MODEL}, window 128,000, "
        "max_tokens 1,500)\n"
    )
    print(PROXY_NOTE + "\n")
    print("Strategies:")
    for s in strategies:
        print(f"- {s.label}: {s.settings}")
    if not with_lc:
        print(
            "- LangChain ClearToolUsesEdit: skipped, langchain is not installed "
            "(pip install '.[langchain]')"
        )
    print(
        "- forced rungs: the router still escalates (mask → summarize → stop) when the forced "
        "rung misses the target; that is the router's enforcement, not the judge's choice.\n"
    )
    print("### Side by side (router defaults first)\n")
    print(report.side_by_side(workloads, runs, shadows) + "\n")
    for workload in workloads:
        print(report.workload_table(workload, runs[workload.key]) + "\n")
    print("### LLM judge cost for the same decisions (shadow runs)\n")
    print(
        "LLMJudge and LLMSummarizer built every request they would send for the judge-driven "
        "runs' decisions; a scripted model answered them and RuleJudge's decisions were kept, "
        "so the agent's requests are identical to the rows above.\n"
    )
    print(
        "| run | judge calls | judge prompt tokens | summariser calls | summariser prompt "
        "tokens | calls by purpose |\n|---|---|---|---|---|---|"
    )
    for key, use in shadows.items():
        purposes = ", ".join(
            f"{k} {v}" for k, v in use.items() if "_" not in k or k == "summary_targets"
        )
        print(
            f"| {key} | {use['judge_calls']} | {use['judge_tokens']:,} | "
            f"{use['summarizer_calls']} | {use['summarizer_tokens']:,} | {purposes or '—'} |"
        )
    print("\n### Targets\n")
    print(report.targets_table(checks) + "\n")

    payload = {
        "seed": seed,
        "quick": quick,
        "rounds": rounds,
        "model_counter": MODEL,
        "note": PROXY_NOTE,
        "tool_loop_knobs": TOOL_LOOP_KNOBS,
        "strategies": {s.label: s.settings for s in strategies},
        "workloads": [
            {
                "key": w.key,
                "title": w.title,
                "description": w.describe(),
                "rounds": w.rounds,
                "results": [r.as_json() for r in runs[w.key]],
            }
            for w in workloads
        ],
        "llm_judge_shadow": shadows,
        "targets": [{"target": t, "met": ok, "numbers": d} for t, ok, d in checks],
        "seconds": round(time.perf_counter() - started, 1),
    }
    report.write_json(out / "workloads.json", payload)
    written = report.write_charts(out, workloads, runs) if charts else []
    print(
        f"Wrote {out / 'workloads.json'}"
        + (
            ", " + ", ".join(str(p) for p in written)
            if written
            else " (no charts: matplotlib is not installed)"
            if charts
            else ""
        )
    )
    print(f"Ran in {payload['seconds']} s.")
    return payload


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--rounds",
        type=int,
        default=None,
        help="rounds of the three tool loops (default 200, 80 with --quick)",
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help="a smaller run for CI: 80 rounds of the tool loops, no forced-rung arms",
    )
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=Path(os.environ.get("BENCH_OUT", "bench-out")))
    parser.add_argument("--no-charts", action="store_true")
    args = parser.parse_args(argv)
    rounds = args.rounds or (80 if args.quick else 200)
    run(rounds, args.seed, args.quick, args.out, not args.no_charts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
