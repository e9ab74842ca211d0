"""Folding masked tool rounds into one message: smaller requests, facts and pairing kept.

A long tool loop under the default two-tier budget masks each older result; once the masked
rounds are worth it (the cost model in `router.engine.fold`), they are folded into the summary
message: one line per result with its call, its `tool_call_id` and the excerpts it kept.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from recorder import Recorder, canonical_json
from router import Router
from router.engine.fold import fold_due
from router.history.edit_log import Plan
from router.reading.tokens import TokenCounter
from rungs import FOLD_HEADING, SUMMARY_MARK, Group, fold_lines, foldable_end, group_messages

Message = dict[str, Any]
TASK = "Check every warehouse and list each shipment that is delayed, with its reason."


def result_text(index: int, call: int) -> str:
    """A JSON page of shipments; one in every five pages holds a delayed one."""
    rows = [
        {
            "shipment": f"SHP-{index:03d}-{call}-{row:02d}",
            "state": "in transit",
            "eta_days": row % 4,
        }
        for row in range(12)
    ]
    if index % 5 == 2:
        rows[5]["state"] = f"delayed, reason: strike at port P{index:03d}"
    return json.dumps({"warehouse": f"W{index:03d}", "shipments": rows})


def loop_round(index: int, calls: int = 2) -> list[Message]:
    """One assistant message with `calls` parallel calls, then their results."""
    ids = [f"call_{index}_{n}" for n in range(calls)]
    made = [{"id": i, "type": "function",
             "function": {"name": "shipments", "arguments": json.dumps({"warehouse": index})}}
            for i in ids]  # fmt: skip
    return [
        {"role": "assistant", "content": None, "tool_calls": made},
        *({"role": "tool", "tool_call_id": i, "content": result_text(index, n)}
          for n, i in enumerate(ids)),
    ]  # fmt: skip


def run(router: Router, rounds: int, session: str = "fold") -> tuple[list[Message], list[Any]]:
    messages: list[Message] = [{"role": "system", "content": "You are a logistics agent."},
                               {"role": "user", "content": TASK}]  # fmt: skip
    results = []
    for index in range(rounds):
        messages = messages + loop_round(index)
        results.append(router.compact(messages, session_id=session))
    return messages, results


def paired(messages: list[Message]) -> bool:
    calls = [c["id"] for m in messages for c in m.get("tool_calls") or ()]
    return calls == [m["tool_call_id"] for m in messages if m.get("role") == "tool"]


def summary_of(messages: list[Message]) -> str:
    found = [str(m["content"]) for m in messages if str(m.get("content")).startswith(SUMMARY_MARK)]
    assert len(found) <= 1
    return found[0] if found else ""


def test_a_long_loop_folds_its_masked_rounds_and_keeps_every_delay() -> None:
    _, results = run(Router("gpt-4o-mini", context_window=128_000), 80)
    last = results[-1].messages
    summary = summary_of(last)
    assert FOLD_HEADING in summary and "tool_call_id=call_3_1" in summary
    assert all(paired(r.messages) for r in results)
    text = json.dumps(last)
    for index in range(2, 80, 5):  # every delay reason is still in the request
        assert f"strike at port P{index:03d}" in text
    assert sum(1 for m in last if m.get("tool_calls")) <= 12  # folded calls are gone
    _, unfolded = run(Router("gpt-4o-mini", context_window=128_000, fold_masked=False), 80)
    assert results[-1].tokens_after < 0.7 * unfolded[-1].tokens_after
    assert max(r.tokens_after for r in results) < max(r.tokens_after for r in unfolded)


def test_folds_come_in_steps_and_the_prefix_holds_between_them() -> None:
    _, results = run(Router("gpt-4o-mini", context_window=128_000, cached_input_ratio=0.1), 80)
    folds = [r for r in results if "folded" in (r.reason or "")]
    assert 2 <= len(folds) <= 20
    previous = None
    for result in results:
        summary = summary_of(result.messages)
        if previous and "folded" not in (result.reason or ""):
            assert summary == previous  # no fold, no change to the summary
        previous = summary


def test_a_cheaper_cache_folds_less_often() -> None:
    def folds(ratio: float) -> int:
        router = Router("gpt-4o-mini", context_window=128_000, cached_input_ratio=ratio)
        return sum("folded" in (r.reason or "") for r in run(router, 60)[1])

    assert folds(1.0) >= folds(0.5) >= folds(0.05)
    assert fold_due(1_000, 4_000, 100.0, 0.5) and not fold_due(1_000, 40_000, 100.0, 0.1)


def test_the_newest_user_turn_is_never_folded_and_asked_facts_come_back(tmp_path: Path) -> None:
    router = Router("gpt-4o-mini", context_window=128_000, recorder=Recorder(tmp_path / "r.db"))
    messages, _ = run(router, 40)
    question = "Which shipment of warehouse W012 is delayed, and why?"
    asked = [*messages, {"role": "assistant", "content": "Checked 40 warehouses."},
             {"role": "user", "content": question}]  # fmt: skip
    for index in range(40, 50):
        asked = asked + loop_round(index)
        result = router.compact(asked, session_id="fold")
        # the question stays (with the passages it brought back below it)
        assert any(str(m.get("content")).startswith(question) for m in result.messages)
        assert paired(result.messages)
    assert "strike at port P012" in json.dumps(result.messages)
    assert router.recall("fold", "call_12_0") == result_text(12, 0)


def test_a_replayed_request_gives_the_folded_bytes_again(tmp_path: Path) -> None:
    with Recorder(tmp_path / "r.db") as rec:
        messages, results = run(Router("gpt-4o-mini", context_window=128_000, recorder=rec), 40)
    assert any("folded" in (r.reason or "") for r in results)
    with Recorder(tmp_path / "r.db") as rec:
        replayed = Router("gpt-4o-mini", context_window=128_000, recorder=rec).compact(
            messages, session_id="fold"
        )
    assert replayed.replayed
    assert canonical_json(replayed.messages) == canonical_json(results[-1].messages)


def test_the_fill_preset_and_the_knob_turn_folding_off() -> None:
    assert Router("m", context_window=32_000).config.fold_masked is True
    assert Router("m", context_window=32_000, preset="fill").config.fold_masked is False
    _, results = run(Router("gpt-4o-mini", context_window=128_000, fold_masked=False), 30)
    assert not any(summary_of(r.messages) for r in results)


def test_foldable_end_stops_at_what_may_not_be_folded() -> None:
    messages = [
        {"role": "system", "content": "s"},
        {"role": "user", "content": "task"},
        *loop_round(0, 1),
        {"role": "assistant", "content": "a note"},
        *loop_round(1, 2),
        {"role": "user", "content": [{"type": "text", "text": "a picture"}]},
        *loop_round(2, 1),
    ]
    groups: list[Group] = group_messages(messages)
    masked = {3, 6, 7, 10}
    assert foldable_end(messages, groups, 2, len(messages), masked) == 8  # stops at the parts
    assert foldable_end(messages, groups, 2, len(messages), {3, 6}) == 5  # 7 is not masked
    assert foldable_end(messages, groups, 2, 5, masked) == 5  # never past `last`
    lines = fold_lines(messages, [g for g in groups if 2 <= g.start < 8],
                       {3: "[masked]\nSHP-1", 6: "[masked]", 7: "[masked]\nx\ny"})  # fmt: skip
    assert lines[0].startswith("- shipments(") and lines[0].endswith("tool_call_id=call_0_0")
    assert lines[1:3] == ["  - SHP-1", "assistant: a note"]
    assert lines[-2:] == ["  - x", "  - y"]


def test_every_request_of_a_long_parallel_loop_fits_its_window() -> None:
    counter = TokenCounter("gpt-4o-mini")
    router = Router("gpt-4o-mini", context_window=16_000)
    _, results = run(router, 150)
    for result in results:
        assert paired(result.messages)
        assert counter.messages(result.messages) <= 16_000


def test_the_plan_of_a_long_folded_session_holds_only_what_the_request_still_shows() -> None:
    router = Router("gpt-4o-mini", context_window=128_000)
    messages, results = run(router, 120)
    edits = router.store.load_edits("fold")
    plan = Plan.from_edits(edits)
    masked = {key for edit in edits for key in (edit.payload.get("replace") or {})}
    summary = plan.summary
    assert summary is not None and len(masked) > 150
    assert len(plan.replace) < len(masked) / 4  # the folded results' masks are let go
    in_request = {m.get("tool_call_id") for m in plan.render(messages) if m.get("role") == "tool"}
    assert set(plan.replace) <= in_request
    assert plan.render(messages) == results[-1].messages  # and the request is the one sent
