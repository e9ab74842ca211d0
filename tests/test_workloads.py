"""A small run of the workloads benchmark (tests/bench/workloads.py) and its cost model."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from router.reading.tokens import TokenCounter
from tests.bench import workloads as bench
from tests.bench.workloads_lib.common import Workload
from tests.bench.workloads_lib.generators import DataAgent, ForcedToolLoop
from tests.bench.workloads_lib.history import HistoryAgent
from tests.bench.workloads_lib.metrics import RunResult, shared_prefix
from tests.bench.workloads_lib.strategies import ForcedJudge


@pytest.fixture(scope="module")
def small_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], str, Path]:
    out = tmp_path_factory.mktemp("bench-out")
    import contextlib
    import io

    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        # The --quick length: every tool loop then outgrows the window with the full history.
        payload = bench.run(rounds=80, seed=7, quick=True, out=out, charts=False)
    return payload, printed.getvalue(), out


JUDGED = ("router · defaults", "router · preset fill", "router · tool-loop knobs")
WORKLOADS = ("loop", "data", "history", "json", "parallel")


def side_by_side_rows(text: str) -> list[list[str]]:
    """The cells of the side-by-side table's rows (workload, strategy, ...), in printed order."""
    section = text.split("### Side by side (router defaults first)", 1)[1].split("\n### ", 1)[0]
    rows = [line.strip("|").split(" | ") for line in section.splitlines() if line.startswith("| ")]
    return [[cell.strip() for cell in row] for row in rows[1:]]  # the header row dropped


def test_prints_a_table_per_workload_and_the_targets(
    small_run: tuple[dict[str, Any], str, Path],
) -> None:
    payload, text, _out = small_run
    side = text.index("### Side by side (router defaults first)")
    titles = [f"### {w['title']}" for w in payload["workloads"]]
    assert [w["key"] for w in payload["workloads"]] == list(WORKLOADS)
    assert side < min(text.index(title) for title in titles) < text.index("### Targets")
    assert "proxy for a model with perfect attention" in text
    assert "RuleJudge and the extractive summariser make no model calls" in text

    rows = side_by_side_rows(text)
    compared = {*JUDGED, "sliding mask, last 10"} | (
        {"LangChain ClearToolUsesEdit"} if "LangChain ClearToolUsesEdit" in payload["strategies"]
        else set()
    )  # fmt: skip
    for key in WORKLOADS:
        strategies = [row[1] for row in rows if row[0] == key]
        assert strategies[0] == "router · defaults"
        assert sorted(strategies) == sorted(compared)
    for title in titles:  # each workload's own table lists every strategy once
        table = text.split(title, 1)[1].split("\n### ", 1)[0]
        for label in payload["strategies"]:
            assert table.count(f"\n| {label} | ") == 1, (title, label)


def test_writes_json_with_every_strategy(small_run: tuple[dict[str, Any], str, Path]) -> None:
    payload, _text, out = small_run
    stored = json.loads((out / "workloads.json").read_text())
    assert stored["targets"] == payload["targets"]
    assert next(iter(stored["strategies"])) == "router · defaults"
    labels = set(stored["strategies"])
    assert {*JUDGED, "sliding mask, last 10", "full history"} <= labels
    assert not any("forced" in label for label in labels)  # --quick leaves the forced rungs out
    assert set(stored["llm_judge_shadow"]) == {
        f"{k}/{label}" for k in WORKLOADS for label in JUDGED
    }
    for workload in stored["workloads"]:
        assert {r["strategy"] for r in workload["results"]} == labels
        for result in workload["results"]:
            assert len(result["tokens"]) == result["rounds_completed"]
            assert len(result["probes"]) > 0


def test_no_router_request_exceeds_the_window(small_run: tuple[dict[str, Any], str, Path]) -> None:
    payload, _text, _out = small_run
    for workload in payload["workloads"]:
        for result in workload["results"]:
            if result["strategy"].startswith("router"):
                assert result["over_window"] == 0
                assert result["largest_request"] + 1500 <= 128_000
                assert result["rounds_completed"] == workload["rounds"], result["ended"]


def test_full_history_is_rejected_by_the_window(
    small_run: tuple[dict[str, Any], str, Path],
) -> None:
    payload, _text, _out = small_run
    for workload in payload["workloads"]:
        full = next(r for r in workload["results"] if r["strategy"] == "full history")
        assert full["rounds_completed"] < workload["rounds"]
        assert "rejected" in full["ended"]


def test_a_full_run_adds_each_forced_rung_after_the_defaults() -> None:
    labels = [s.label for s in bench.build_strategies(TokenCounter("gpt-4o-mini"), False, False)]
    assert labels[: len(JUDGED)] == list(JUDGED)
    forced = [f"router · forced {rung}" for rung in ("mask", "retain", "summarize")]
    assert labels[-3:] == forced


def test_workloads_are_deterministic_and_hide_their_answers() -> None:
    made: list[tuple[Workload, Workload]] = [
        (ForcedToolLoop("loop", "t", 3, 60), ForcedToolLoop("loop", "t", 3, 60)),
        (DataAgent("data", "t", 3, 0), DataAgent("data", "t", 3, 0)),
        (HistoryAgent("history", "t", 3, 0), HistoryAgent("history", "t", 3, 0)),
    ]
    for one, two in made:
        assert one.probes == two.probes
        assert [one.after(n) for n in (1, 2, 5)] == [two.after(n) for n in (1, 2, 5)]
        goal = str(one.start()[1]["content"])
        for probe in one.probes:
            assert not any(fact in goal for fact in probe.facts)
    assert ForcedToolLoop("loop", "t", 3, 60).probes != ForcedToolLoop("loop", "t", 4, 60).probes


def test_cache_model_bills_the_shared_prefix_at_a_discount() -> None:
    a, b, c = ({"role": "user", "content": text} for text in ("a", "b", "c"))
    assert shared_prefix([a, b], [a, b, c]) == 2
    assert shared_prefix([a, b], [a, dict(b), c]) == 2  # equal JSON, another object
    assert shared_prefix([a, b], [a, c]) == 1
    run = RunResult("w", "s", "", 2, tokens=[100, 150], cached=[0, 100])
    assert run.billed(0.1) == pytest.approx(100 + 50 + 10)
    assert run.billed(0.5) == pytest.approx(100 + 50 + 50)


def test_forced_judge_always_routes_to_its_rung() -> None:
    flow = ForcedJudge("summarize").route(None)
    with pytest.raises(StopIteration) as done:
        next(flow)
    assert done.value.value.rung == "summarize"
