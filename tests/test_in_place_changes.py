"""Requests changed between calls: edited, rebuilt, or with bad answer limits.

Each test changes a request the way a client might (replacing a message it sent, filling in
the newest message in place, rebuilding its dicts from JSON, passing max_tokens from a config
file) and checks what goes out: it is counted from its current text, every tool call is
answered, and it fits. An older message changed in place (the same dict) is read again when
the provider answers that the request is too long.
"""

from __future__ import annotations

import copy
import json
import math
from typing import Any

import pytest

from router import Router
from router.errors import ConfigurationError, ContextBudgetExceeded, InvalidMessagesError
from router.testing import ScriptedModel, context_length_error
from tests.conftest import tool_loop, tool_round
from tests.test_rung_properties import assert_valid_and_paired

Message = dict[str, Any]


def fresh_count(router: Router, messages: list[Message]) -> int:
    """What a router that never saw the session counts for these messages."""
    other = Router(router.model, context_window=router.context_window)
    return other.compact(copy.deepcopy(messages)).tokens_before


def test_a_user_message_grown_in_place_inside_a_content_list_is_counted_again() -> None:
    router = Router("gpt-4o-mini", context_window=200_000)
    user: Message = {"role": "user", "content": [{"type": "text", "text": "short question"}]}
    messages: list[Message] = [{"role": "system", "content": "be brief"}, user, *tool_loop(2)[1:]]
    router.compact(messages)
    user["content"][0]["text"] += " detail" * 20_000  # same dict, same list, longer text
    messages += tool_round(50)
    result = router.compact(messages)
    assert result.tokens_before == fresh_count(router, messages)
    assert result.tokens_before > 20_000


def test_an_old_user_message_replaced_by_a_longer_one_never_goes_out_oversized() -> None:
    router = Router("gpt-4o-mini", context_window=16_000)
    messages = tool_loop(4)
    router.compact(messages, max_tokens=500)
    for index in range(5, 30):  # push the first user message out of any recent window
        messages += tool_round(index, rows=2)
        router.compact(messages, max_tokens=500)
    messages[0] = {**messages[0], "content": messages[0]["content"] + " padding" * 20_000}
    messages += tool_round(99, rows=2)
    try:
        result = router.compact(messages, max_tokens=500)
    except ContextBudgetExceeded:  # a clear refusal is fine; an oversized request is not
        return
    assert result.tokens_after <= router.budget(500).hard_limit
    sent = Router("gpt-4o-mini", context_window=16_000).counter.messages(result.messages)
    assert sent <= router.budget(500).hard_limit + 20


def test_an_old_message_grown_in_place_is_read_again_when_the_provider_says_too_long() -> None:
    overflow = context_length_error(window=16_000, requested=(40_000, 60, 500))
    with ScriptedModel(["ok"] * 26 + [overflow, "fits now"]) as model:
        router = Router("gpt-4o-mini", context_window=16_000, backend=model)
        messages = tool_loop(4)
        router.complete(messages, session_id="g", max_tokens=500)
        for index in range(5, 30):
            messages += tool_round(index, rows=2)
            router.complete(messages, session_id="g", max_tokens=500)
        messages[5]["content"] += " padding" * 10_000  # the same dict: an old result
        messages += tool_round(99, rows=2)
        answer = router.complete(messages, session_id="g", max_tokens=500)
    assert answer.choices[0].message.content == "fits now"
    resent = model.calls[-1].messages
    assert fresh_count(router, resent) <= router.budget(500).hard_limit + 20
    assert_valid_and_paired(resent)


def test_a_system_prompt_kept_current_in_place_is_read_again_at_once() -> None:
    router = Router("gpt-4o-mini", context_window=16_000)
    messages = tool_loop(4)
    for index in range(5, 30):
        messages += tool_round(index, rows=2)
        router.compact(messages, session_id="g", max_tokens=500)
    messages[0]["content"] += " Current notes: " + "padding " * 6_000  # the same dict
    messages += tool_round(99, rows=2)
    result = router.compact(messages, session_id="g", max_tokens=500)
    assert result.tokens_before == fresh_count(router, messages)
    assert fresh_count(router, result.messages) <= router.budget(500).hard_limit
    assert result.messages[0]["content"] == messages[0]["content"]


def test_a_tool_call_added_in_place_to_a_sent_message_is_refused_not_sent_unanswered() -> None:
    router = Router("gpt-4o-mini", context_window=50_000)
    messages = tool_loop(3)
    router.compact(messages)
    assistant = next(m for m in reversed(messages) if m.get("tool_calls"))
    assistant["tool_calls"].append(
        {"id": "late", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    )
    with pytest.raises(InvalidMessagesError, match="late"):
        router.compact(messages)


def test_an_old_call_replaced_with_an_extra_tool_call_is_refused_too() -> None:
    router = Router("gpt-4o-mini", context_window=200_000)
    messages = tool_loop(30, rows=2)
    router.compact(messages)
    at = next(i for i, m in enumerate(messages) if m.get("tool_calls"))
    late = {"id": "late", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    messages[at] = {**messages[at], "tool_calls": [*messages[at]["tool_calls"], late]}
    with pytest.raises(InvalidMessagesError, match="late"):
        router.compact(messages)


def test_a_result_replaced_in_a_content_list_in_place_is_what_goes_out() -> None:
    router = Router("gpt-4o-mini", context_window=200_000)
    messages = tool_loop(3)
    messages[-1]["content"] = [{"type": "text", "text": "old result"}]
    router.compact(messages)
    messages[-1]["content"][0] = {"type": "text", "text": "new result " * 500}
    result = router.compact(messages)
    assert result.messages[-1]["content"][0]["text"].startswith("new result")
    assert result.tokens_before == fresh_count(router, messages)


def test_a_client_that_rebuilds_its_dicts_gets_the_same_answer_as_one_that_does_not() -> None:
    same, rebuilt = (
        Router("gpt-4o-mini", context_window=6_000),
        Router("gpt-4o-mini", context_window=6_000),
    )
    messages: list[Message] = tool_loop(0)
    for index in range(1, 12):
        messages += tool_round(index)
        a = same.compact(messages, max_tokens=300)
        b = rebuilt.compact(json.loads(json.dumps(messages)), max_tokens=300)
        assert json.dumps(a.messages) == json.dumps(b.messages)
        assert a.tokens_after == b.tokens_after
        assert_valid_and_paired(b.messages)


def test_a_rebuilt_request_that_differs_in_the_middle_is_read_again() -> None:
    router = Router("gpt-4o-mini", context_window=200_000)
    messages = tool_loop(6)
    router.compact(json.loads(json.dumps(messages)))
    changed = json.loads(json.dumps(messages))
    changed[3]["content"] = "a different result " * 300
    result = router.compact(changed)
    assert result.tokens_before == fresh_count(router, changed)


def test_the_callers_list_and_dicts_are_left_alone() -> None:
    router = Router("gpt-4o-mini", context_window=4_000)
    messages = tool_loop(8)
    before = copy.deepcopy(messages)
    router.compact(messages, max_tokens=200)
    router.compact(messages, max_tokens=200)
    assert messages == before


@pytest.mark.parametrize(
    ("value", "words"),
    [
        (-100_000, "positive"),
        (0, "positive"),
        ("500", "tokens=500"),
        (math.nan, "positive"),
        (True, "bool"),
        (2.5, "positive"),
        (None, None),
    ],
)
def test_max_tokens_that_is_not_a_positive_integer_is_a_clear_error(
    value: Any, words: str | None
) -> None:
    router = Router("gpt-4o-mini", context_window=8_000)
    messages = tool_loop(30)
    if words is None:
        assert router.compact(messages, max_tokens=value).tokens_after <= 8_000
        return
    for name in ("max_tokens", "max_completion_tokens"):
        with pytest.raises(ConfigurationError, match=words) as caught:
            router.compact(messages, **{name: value})
        assert name in str(caught.value) and "Fix" in str(caught.value)


def test_a_huge_max_tokens_is_refused_not_sent() -> None:
    router = Router("gpt-4o-mini", context_window=8_000)
    with pytest.raises(ConfigurationError, match="max_tokens"):
        router.compact(tool_loop(30), max_tokens=10**12)


def test_complete_checks_max_tokens_before_anything_is_sent() -> None:
    sent: list[Any] = []

    class Backend:
        def completion(self, **kwargs: Any) -> Any:
            sent.append(kwargs)
            raise AssertionError("must not be called")

    router = Router("gpt-4o-mini", context_window=8_000, backend=Backend())
    with pytest.raises(ConfigurationError, match="max_tokens"):
        router.complete(tool_loop(2), max_tokens=-5)
    assert sent == []


def folded_session(router: Router, rounds: int) -> list[Message]:
    """A tool loop long enough that the early tier has folded its older rounds."""
    messages = tool_loop(0)
    for index in range(rounds):
        messages += tool_round(index)
        result = router.compact(messages, session_id="f")
    assert str(result.messages[2]["content"]).startswith("[compaction-router summary")
    return messages


def test_a_folded_message_changed_in_place_changes_nothing_that_goes_out() -> None:
    router = Router("gpt-4o-mini", context_window=128_000)
    messages = folded_session(router, 40)
    before = router.compact(messages, session_id="f")
    messages[7]["content"] = "changed after it was folded"  # the same dict, a new text
    messages[6]["tool_calls"].append(dict(messages[6]["tool_calls"][0], id="call_new"))
    again = router.compact(messages, session_id="f")
    assert again.messages == before.messages and again.tokens_after == before.tokens_after
    assert_valid_and_paired(again.messages)


def test_a_request_that_sends_a_replaced_folded_message_is_read_again() -> None:
    router = Router("gpt-4o-mini", context_window=128_000)
    messages = folded_session(router, 40)
    grown = messages[3]["content"] + " padding" * 3_000
    messages[3] = {**messages[3], "content": grown}  # an old result replaced by a longer one
    earlier = messages[:10]  # a request from before the fold: the edits do not apply to it
    result = router.compact(earlier, session_id="f")
    assert result.tokens_before == fresh_count(router, earlier)
    assert_valid_and_paired(result.messages)


def test_a_kept_message_changed_in_place_after_a_fold_is_counted_again() -> None:
    router = Router("gpt-4o-mini", context_window=128_000)
    messages = folded_session(router, 40)
    messages[-1]["content"] += " more rows" * 5_000  # the newest result, kept in full
    result = router.compact(messages, session_id="f")
    assert result.tokens_before == fresh_count(router, messages)
