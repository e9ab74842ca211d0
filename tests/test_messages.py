"""Bad input is rejected with an error naming the message index and the fix."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from openai.types.chat import ChatCompletionMessage

from router import InvalidMessagesError
from router.reading.messages import normalize_messages

CALL = {"id": "call_1", "type": "function", "function": {"name": "f", "arguments": "{}"}}


def rejected(messages: Any) -> InvalidMessagesError:
    with pytest.raises(InvalidMessagesError) as caught:
        normalize_messages(messages)
    return caught.value


def test_orphan_tool_result_names_its_index_and_the_fix() -> None:
    error = rejected(
        [{"role": "user", "content": "hi"}, {"role": "tool", "tool_call_id": "x", "content": "r"}]
    )
    assert error.index == 1
    assert "messages[1]" in str(error) and "'x'" in str(error)
    assert "Fix:" in str(error)


def test_unanswered_call_before_a_new_user_turn() -> None:
    error = rejected(
        [
            {"role": "user", "content": "hi"},
            {"role": "assistant", "content": None, "tool_calls": [CALL]},
            {"role": "user", "content": "again"},
        ]
    )
    assert error.index == 1 and "unanswered" in str(error) and "call_1" in str(error)


def test_unanswered_call_at_the_end() -> None:
    error = rejected(
        [
            {"role": "user", "content": "hi"},
            {"role": "assistant", "content": None, "tool_calls": [CALL]},
        ]
    )
    assert error.index == 1


def test_one_of_two_parallel_calls_unanswered() -> None:
    second = {**CALL, "id": "call_2"}
    error = rejected(
        [
            {"role": "user", "content": "hi"},
            {"role": "assistant", "content": None, "tool_calls": [CALL, second]},
            {"role": "tool", "tool_call_id": "call_1", "content": "r"},
        ]
    )
    assert "call_2" in str(error)


def test_unknown_role() -> None:
    error = rejected([{"role": "robot", "content": "x"}])
    assert error.index == 0 and "robot" in str(error) and "assistant" in str(error)


@pytest.mark.parametrize("content", [42, {"text": "x"}, [{"text": "no type"}], [1, 2]])
def test_content_that_is_neither_string_nor_parts(content: Any) -> None:
    error = rejected([{"role": "user", "content": "ok"}, {"role": "user", "content": content}])
    assert error.index == 1 and "content" in str(error)


def test_missing_user_content() -> None:
    assert rejected([{"role": "user"}]).index == 0


def test_not_a_list_and_empty_list() -> None:
    assert "list" in str(rejected({"role": "user", "content": "x"}))
    assert "empty" in str(rejected([]))


def test_a_non_message_item() -> None:
    error = rejected([{"role": "user", "content": "x"}, 7])
    assert error.index == 1 and "int" in str(error)


def test_valid_input_is_accepted_and_never_mutated() -> None:
    messages = [
        {"role": "system", "content": "s"},
        {"role": "developer", "content": "d"},
        {"role": "user", "content": [{"type": "text", "text": "hello"}]},
        {"role": "assistant", "content": None, "tool_calls": [CALL, {**CALL, "id": "call_2"}]},
        {"role": "tool", "tool_call_id": "call_2", "content": "second first"},
        {"role": "tool", "tool_call_id": "call_1", "content": "first"},
        {"role": "assistant", "content": "done"},
    ]
    before = copy.deepcopy(messages)
    out = normalize_messages(messages)
    assert out == before and out is not messages
    assert messages == before


def test_openai_sdk_message_objects_are_accepted() -> None:
    sdk = ChatCompletionMessage(role="assistant", content="from the SDK")
    out = normalize_messages([{"role": "user", "content": "q"}, sdk])
    assert out[1] == {"role": "assistant", "content": "from the SDK"}
