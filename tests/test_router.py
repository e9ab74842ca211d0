"""Router.compact(): pass-through, masking in steps, replay, branches, truncation, stop."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from router import ConfigurationError, ContextBudgetExceeded, Router
from router.reading.messages import normalize_messages
from rungs import FINISH_INSTRUCTION
from tests.conftest import TOOLS, tool_loop, tool_round

Message = dict[str, Any]


def small_router(**knobs: Any) -> Router:
    """A 20k-token router whose only tier is the judged one (no early masking): these tests
    pin the window-fraction trigger; the early tier has tests of its own."""
    knobs.setdefault("context_window", 20_000)
    knobs.setdefault("preset", "fill")
    return Router("gpt-4o-mini", **knobs)


def grow(router: Router, rounds: int, session: str = "s", start: int = 0) -> list[Any]:
    """Drive an append-only tool loop through compact(); one result per round."""
    messages = tool_loop(start)
    results = []
    for index in range(start, start + rounds):
        messages = messages + tool_round(index)
        results.append(router.compact(messages, tools=TOOLS, session_id=session, max_tokens=500))
    return results


def test_under_the_trigger_the_request_passes_through_unchanged() -> None:
    messages = tool_loop(3)
    before = copy.deepcopy(messages)
    result = small_router().compact(messages, tools=TOOLS)
    assert result.rung == "nothing" and not result.replayed
    assert result.messages == before and messages == before
    assert result.tokens_before == result.tokens_after > 0


def test_over_the_trigger_old_results_are_masked_down_to_the_target() -> None:
    router = small_router()
    results = grow(router, 40)
    budget = router.budget(500)
    assert all(result.tokens_after <= budget.hard_limit for result in results)
    stepped = [result for result in results if result.rung in ("mask", "retain")]
    assert stepped, "a 40-round loop in a 20k window must compact"
    assert all(result.tokens_after <= budget.target for result in stepped)
    last = results[-1].messages
    normalize_messages(last)
    placeholders = [m for m in last if m["role"] == "tool" and "masked" in m["content"]]
    assert placeholders
    text = placeholders[0]["content"]
    assert "lookup" in text and placeholders[0]["tool_call_id"] in text and "tokens cut" in text


def test_compaction_happens_in_steps_and_the_prefix_stays_byte_stable() -> None:
    router = small_router()
    results = grow(router, 60)
    steps = [i for i, r in enumerate(results) if r.decision_id is not None]
    assert 2 <= len(steps) < 20, "hysteresis: a few steps, not one every round"
    for i in range(1, len(results)):
        if i in steps:
            continue
        previous, current = results[i - 1].messages, results[i].messages
        assert current[: len(previous)] == previous, f"round {i} rewrote the prefix"


def test_the_same_request_replays_to_the_same_bytes() -> None:
    router = small_router()
    messages = tool_loop(40)
    first = router.compact(messages, tools=TOOLS, session_id="r", max_tokens=500)
    again = router.compact(copy.deepcopy(messages), tools=TOOLS, session_id="r", max_tokens=500)
    assert first.decision_id is not None and again.replayed
    assert again.messages == first.messages and again.rung == first.rung


def test_an_earlier_request_is_not_touched_by_later_edits() -> None:
    router = small_router()
    grow(router, 60, session="e")
    early = tool_loop(10)
    replayed = router.compact(early, tools=TOOLS, session_id="e", max_tokens=500)
    assert replayed.messages == early


def test_a_diverged_branch_does_not_inherit_edits() -> None:
    router = small_router()
    grow(router, 40, session="b")
    branch = tool_loop(40)
    branch[1] = {"role": "user", "content": "A different task entirely."}
    result = router.compact(branch, tools=TOOLS, session_id="b", max_tokens=500)
    assert not result.replayed
    assert result.messages[1]["content"] == "A different task entirely."


def test_an_oversized_result_is_truncated_when_it_arrives_and_can_be_recalled() -> None:
    router = small_router(max_result_tokens=300)
    messages = tool_loop(2, rows=200)
    result = router.compact(messages, tools=TOOLS, session_id="t")
    cut = [m for m in result.messages if m["role"] == "tool"]
    assert all(router.counter.text(m["content"]) <= 340 for m in cut)
    assert "tokens cut from the middle" in cut[0]["content"]
    assert cut[0]["content"].startswith("row 0:") and "row 199" in cut[0]["content"]
    assert router.recall("t", "call_0") == messages[3]["content"]
    later = router.compact(messages + tool_round(2), tools=TOOLS, session_id="t")
    assert later.messages[: len(result.messages)] == result.messages


def test_recall_of_an_unknown_id_says_what_is_kept() -> None:
    with pytest.raises(Exception, match="only results the router masked"):
        small_router().recall("nope", "call_x")


def test_recall_tool_is_a_valid_tool_schema() -> None:
    tool = small_router().recall_tool()
    assert tool["type"] == "function" and tool["function"]["parameters"]["required"] == [
        "tool_call_id"
    ]


def test_tool_round_cap_raises_with_the_numbers() -> None:
    router = small_router(max_tool_rounds=5)
    with pytest.raises(ContextBudgetExceeded) as caught:
        router.compact(tool_loop(5), tools=TOOLS)
    assert "cap of 5" in caught.value.reason and caught.value.window == 20_000


def test_on_stop_finish_asks_for_a_final_answer_without_tools() -> None:
    router = small_router(max_tool_rounds=5, on_stop="finish")
    result = router.compact(tool_loop(5), tools=TOOLS)
    assert result.rung == "stop" and result.drop_tools
    assert result.messages[-1] == {"role": "user", "content": FINISH_INSTRUCTION}
    normalize_messages(result.messages)


def test_a_request_nothing_can_shrink_raises_instead_of_sending() -> None:
    router = small_router()
    huge = [{"role": "user", "content": "word " * 30_000}]
    with pytest.raises(ContextBudgetExceeded) as caught:
        router.compact(huge)
    assert caught.value.tokens > caught.value.hard_limit
    assert "stop" in caught.value.reason or caught.value.tried


def test_a_reserve_that_leaves_no_room_is_a_clear_error() -> None:
    with pytest.raises(ConfigurationError, match="lower max_tokens"):
        small_router().compact(tool_loop(1), max_tokens=19_900)


def test_the_window_comes_from_litellm_model_info() -> None:
    assert Router("gpt-4o-mini").context_window == 128_000


def test_an_unknown_model_asks_for_context_window() -> None:
    with pytest.raises(ConfigurationError, match="context_window"):
        _ = Router("no-such-model-xyz").context_window


def test_bad_knobs_are_rejected() -> None:
    with pytest.raises(ConfigurationError):
        Router("gpt-4o", on_stop="explode")  # type: ignore[arg-type]
    with pytest.raises(ConfigurationError):
        Router("gpt-4o", context_window=0)
