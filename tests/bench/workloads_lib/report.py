"""Markdown tables, the target check, JSON and charts for the workloads benchmark."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from router.reading.model_facts import cached_input_ratio
from tests.bench.workloads_lib.common import Workload
from tests.bench.workloads_lib.metrics import ProbeResult, RunResult
from tests.bench.workloads_lib.strategies import MODEL

ROUTER_PREFIX = "router"
JUDGED = ("router · defaults", "router · preset fill", "router · tool-loop knobs")
TOOL_LOOPS = ("loop", "json", "parallel", "data")
MODEL_RATE = cached_input_ratio(MODEL)
"""The cached-input price ratio of the benchmark's model in LiteLLM's map (gpt-4o-mini: 0.5)."""
BASELINES = ("LangChain ClearToolUsesEdit", "sliding mask, last 10")


def _k(tokens: float) -> str:
    return f"{tokens / 1000:.1f}k"


def _probe_cell(probes: list[ProbeResult]) -> str:
    def one(p: ProbeResult) -> str:
        return ("✓ " if p.passed else "✗ ") + (_k(p.tokens) if p.tokens is not None else "—")

    if len(probes) <= 6:
        return " · ".join(f"r{p.round} {one(p)}" for p in probes)
    sizes = [p.tokens for p in probes if p.tokens is not None]
    span = f"{_k(min(sizes))}–{_k(max(sizes))}" if sizes else "none reached"
    passed = sum(p.passed for p in probes)
    return f"{passed}/{len(probes)} ✓, sizes {span}; last r{probes[-1].round} {one(probes[-1])}"


def _judge_cell(result: RunResult) -> str:
    if not result.strategy.startswith(ROUTER_PREFIX):
        return "—"
    return f"{result.judge_calls} ({result.judge_tokens:,} tokens)"


def workload_table(workload: Workload, results: list[RunResult]) -> str:
    """The Markdown table of one workload, with notes on runs that ended early."""
    lines = [
        f"### {workload.title}",
        "",
        workload.describe(),
        "",
        "| strategy | rounds | largest request | probe accuracy | probes (✓ passed, request "
        "size) | total input | billed, cache 10% | billed, cache 50% | compaction steps | "
        "cache breaks | judge + summariser calls |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        lines.append(
            f"| {r.strategy} | {r.rounds_completed}/{r.rounds_planned} | {r.largest:,} | "
            f"{r.accuracy:.2f} | {_probe_cell(r.probes)} | {r.total:,} | "
            f"{r.billed(0.1):,.0f} | {r.billed(0.5):,.0f} | {len(r.steps_at)} | {r.breaks} | "
            f"{_judge_cell(r)} |"
        )
    notes = [f"- {r.strategy}: ended at {r.ended}" for r in results if r.ended != "all rounds done"]
    rungs = [
        f"- {r.strategy}: steps by rung "
        + ", ".join(f"{k} {v}" for k, v in sorted(r.rungs.items()))
        for r in results
        if r.strategy.startswith(ROUTER_PREFIX) and r.rungs
    ]
    missing = [
        f"- {r.strategy}, probe r{p.round} ({p.label}): missing {', '.join(p.missing[:4])}"
        + (f" and {len(p.missing) - 4} more" if len(p.missing) > 4 else "")
        for r in results
        if r.strategy.startswith(ROUTER_PREFIX)
        for p in r.probes
        if not p.passed
    ][:12]
    for title, block in (
        ("Runs that ended early", notes),
        ("Router steps", rungs),
        ("Failed router probes (first 12)", missing),
    ):
        if block:
            lines += ["", f"{title}:", *block]
    return "\n".join(lines)


def _by(results: list[RunResult], label: str) -> RunResult | None:
    return next((r for r in results if r.strategy == label), None)


def check_targets(
    runs: dict[str, list[RunResult]], shadow: dict[str, dict[str, Any]]
) -> list[tuple[str, bool, str]]:
    """Each target of the issue: (target, met, the numbers behind the verdict)."""
    out: list[tuple[str, bool, str]] = []
    routers = [r for rs in runs.values() for r in rs if r.strategy.startswith(ROUTER_PREFIX)]
    over = [f"{r.workload}/{r.strategy}" for r in routers if r.over_window]
    stopped = [
        f"{r.workload}/{r.strategy} ({r.ended})" for r in routers if r.ended != "all rounds done"
    ]
    out.append(
        (
            "no router strategy sends a request over the window",
            not over,
            ("none over the window" if not over else "over: " + ", ".join(over))
            + ("; but these stopped early: " + "; ".join(stopped) if stopped else ""),
        )
    )
    for label in JUDGED:
        for key, results in runs.items():
            judged = _by(results, label)
            if judged is None:
                continue
            base = {b: _by(results, b) for b in BASELINES}
            out.append(
                (
                    f"{label}: accuracy ≥ 0.95 on {key}",
                    judged.accuracy >= 0.95,
                    f"{judged.accuracy:.2f}",
                )
            )
            gaps = {b: judged.accuracy - r.accuracy for b, r in base.items() if r is not None}
            if gaps:
                out.append(
                    (
                        f"{label}: accuracy ≥ 0.2 above both baselines on {key}",
                        all(g >= 0.2 for g in gaps.values()),
                        ", ".join(f"{g:+.2f} vs {b}" for b, g in gaps.items()),
                    )
                )
        loop = runs.get("loop", [])
        judged, ctu = _by(loop, label), _by(loop, BASELINES[0])
        if judged is not None and ctu is not None and ctu.billed(0.1):
            ratio = judged.billed(0.1) / ctu.billed(0.1)
            out.append(
                (
                    f"{label}: forced loop billed (10% cache) ≤ 0.5× ClearToolUsesEdit",
                    ratio <= 0.5,
                    f"{judged.billed(0.1):,.0f} vs {ctu.billed(0.1):,.0f} = {ratio:.2f}×",
                )
            )
        for key, results in runs.items():
            judged = _by(results, label)
            if judged is None:
                continue
            per10 = 10 * judged.judge_calls / max(judged.rounds_completed, 1)
            text = f"RuleJudge: {judged.judge_calls} calls"
            met = per10 <= 1
            extra = shadow.get(f"{key}/{label}")
            if extra:
                llm10 = 10 * extra["judge_calls"] / max(judged.rounds_completed, 1)
                text += (
                    f"; LLMJudge asked for the same decisions: {extra['judge_calls']} judge calls "
                    f"({llm10:.2f} per 10 rounds, {extra['judge_tokens']:,} prompt tokens) and "
                    f"{extra['summarizer_calls']} LLMSummarizer calls "
                    f"({extra['summarizer_tokens']:,} prompt tokens)"
                )
                met = met and llm10 <= 1
            out.append((f"{label}: judge calls ≤ 1 per 10 rounds on {key}", met, text))
    return out


def targets_table(checks: list[tuple[str, bool, str]]) -> str:
    lines = ["| target | met | numbers |", "|---|---|---|"]
    lines += [f"| {t} | {'yes' if ok else 'NO'} | {d} |" for t, ok, d in checks]
    return "\n".join(lines)


def write_json(path: Path, payload: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(payload, indent=1, ensure_ascii=False) + "\n")


def write_charts(
    folder: Path, workloads: list[Workload], runs: dict[str, list[RunResult]]
) -> list[Path]:
    """One PNG per workload: prompt tokens per round per strategy, compaction steps marked."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return []
    written = []
    for workload in workloads:
        figure, axes = plt.subplots(figsize=(11, 6))
        for r in runs[workload.key]:
            rounds = list(range(1, len(r.tokens) + 1))
            (line,) = axes.plot(rounds, r.tokens, label=r.strategy, linewidth=1.2)
            marks = [n for n in r.steps_at if n <= len(r.tokens)]
            if marks and len(marks) <= 60:
                axes.scatter(
                    marks,
                    [r.tokens[n - 1] for n in marks],
                    s=14,
                    color=line.get_color(),
                    marker="v",
                    zorder=3,
                )
        axes.axhline(
            workload.window - workload.max_tokens,
            color="grey",
            linestyle="--",
            linewidth=0.8,
            label="window − max_tokens",
        )
        axes.set_title(f"{workload.title}: prompt tokens per request (▼ compaction step)")
        axes.set_xlabel("request (round)")
        axes.set_ylabel("prompt tokens")
        axes.legend(fontsize=7, loc="upper left")
        path = folder / f"workloads_{workload.key}.png"
        folder.mkdir(parents=True, exist_ok=True)
        figure.tight_layout()
        figure.savefig(path, dpi=110)
        plt.close(figure)
        written.append(path)
    return written


def _times(result: RunResult, ctu: RunResult | None, rate: float) -> str:
    """`result`'s billed input over ClearToolUsesEdit's, the cache billed at `rate`."""
    if ctu is None or not ctu.billed(rate):
        return "—"
    return f"{result.billed(rate) / ctu.billed(rate):.2f}×"


def per_ten(calls: int, result: RunResult) -> float:
    """Calls per 10 rounds of a run."""
    return 10 * calls / max(result.rounds_completed, 1)


def side_by_side(
    workloads: list[Workload], runs: dict[str, list[RunResult]], shadow: dict[str, dict[str, Any]]
) -> str:
    """One table of every workload: the router's defaults first, then the other arms."""
    order = [*JUDGED, *BASELINES]
    own = f"{MODEL_RATE:.0%}"
    lines = [
        "| workload | strategy | billed input (10% cache) | × ClearToolUsesEdit "
        f"| billed at {MODEL}'s cache price ({own}) | × ClearToolUsesEdit | total sent "
        "| judge calls / 10 rounds (LLMJudge, + summariser) | largest request | over window "
        "| fact survival |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for workload in workloads:
        results = runs[workload.key]
        ctu = _by(results, BASELINES[0])
        for label in order:
            r = _by(results, label)
            if r is None:
                continue
            ratio, at_own = (_times(r, ctu, rate) for rate in (0.1, MODEL_RATE))
            use = shadow.get(f"{workload.key}/{label}")
            calls = (
                f"{per_ten(use['judge_calls'], r):.2f} (+{per_ten(use['summarizer_calls'], r):.2f})"
                if use
                else "—"
            )
            lines.append(
                f"| {workload.key} | {label} | {r.billed(0.1):,.0f} | {ratio} "
                f"| {r.billed(MODEL_RATE):,.0f} | {at_own} | {r.total:,} | "
                f"{calls} | {r.largest:,} | {r.over_window} | {r.accuracy:.2f} |"
            )
    return "\n".join(lines)


def default_targets(
    runs: dict[str, list[RunResult]], shadow: dict[str, dict[str, Any]]
) -> list[tuple[str, bool, str]]:
    """The targets of the router's defaults, untuned, on every workload."""
    label, out = JUDGED[0], []
    for key, results in runs.items():
        ours, ctu = _by(results, label), _by(results, BASELINES[0])
        if ours is None:
            continue
        use = shadow.get(f"{key}/{label}", {})
        rate = per_ten(use.get("judge_calls", 0), ours)
        out.append((f"defaults: judge calls ≤ 1 per 10 rounds on {key}", rate <= 1, f"{rate:.2f}"))
        if ctu is None or key not in TOOL_LOOPS:
            continue
        ratio = ours.billed(0.1) / max(ctu.billed(0.1), 1)
        own = ours.billed(MODEL_RATE) / max(ctu.billed(MODEL_RATE), 1)
        out.append(
            (
                f"defaults: billed ≤ 0.55× ClearToolUsesEdit on {key}",
                ratio <= 0.55,
                f"{ratio:.3f}× (at {MODEL}'s own {MODEL_RATE:.0%}: {own:.3f}×)",
            )
        )
        out.append(
            (
                f"defaults: total sent ≤ ClearToolUsesEdit's on {key}",
                ours.total <= ctu.total,
                f"{ours.total:,} vs {ctu.total:,}",
            )
        )
    return out
