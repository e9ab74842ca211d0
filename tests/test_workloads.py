"""A small run of the workloads benchmark (tests/bench/workloads.py) and its cost model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.bench import workloads as bench
from tests.bench.workloads_lib.common import Workload
from tests.bench.workloads_lib.generators import DataAgent, ForcedToolLoop
from tests.bench.workloads_lib.history import HistoryAgent
from tests.bench.workloads_lib.metrics import RunResult, shared_prefix
from tests.bench.workloads_lib.strategies import ForcedJudge


@pytest.fixture(scope="module")
def small_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, str, Path]:
    out = tmp_path_factory.mktemp("bench-out")
    import contextlib
    import io

    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        payload = bench.run(rounds=60, seed=7, quick=True, out=out, charts=False)
    return payload, printed.getvalue(), out


def test_prints_a_table_per_workload_and_the_targets(small_run: tuple[dict, str, Path]) -> None:
    _payload, text, _out = small_run
    for title in ("### 1. Forced tool loop", "### 2. Data-driven agent", "### 3. History agent"):
        assert title in text
    assert "proxy for a model with perfect attention" in text
    assert "RuleJudge and the extractive summariser make no model calls" in text
    assert "### Targets" in text
    assert text.count("| router · RuleJudge · tool-loop knobs |") == 3


def test_writes_json_with_every_strategy(small_run: tuple[dict, str, Path]) -> None:
    payload, _text, out = small_run
    stored = json.loads((out / "workloads.json").read_text())
    assert stored["targets"] == payload["targets"]
    labels = set(stored["strategies"])
    assert {
        "full history",
        "sliding mask, last 10",
        "router · forced mask",
        "router · forced retain",
        "router · forced summarize",
        "router · RuleJudge · defaults",
        "router · RuleJudge · tool-loop knobs",
    } <= labels
    for workload in stored["workloads"]:
        assert {r["strategy"] for r in workload["results"]} == labels
        for result in workload["results"]:
            assert len(result["tokens"]) == result["rounds_completed"]
            assert len(result["probes"]) > 0


def test_no_router_request_exceeds_the_window(small_run: tuple[dict, str, Path]) -> None:
    payload, _text, _out = small_run
    for workload in payload["workloads"]:
        for result in workload["results"]:
            if result["strategy"].startswith("router"):
                assert result["over_window"] == 0
                assert result["largest_request"] + 1500 <= 128_000
                assert result["rounds_completed"] == workload["rounds"], result["ended"]


def test_full_history_is_rejected_by_the_window(small_run: tuple[dict, str, Path]) -> None:
    payload, _text, _out = small_run
    for workload in payload["workloads"]:
        full = next(r for r in workload["results"] if r["strategy"] == "full history")
        assert full["rounds_completed"] < workload["rounds"]
        assert "rejected" in full["ended"]


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
