"""Wire shapes and token counts the server uses."""

from __future__ import annotations

from router.testing import tokens, wire
from router.testing.replies import ReplyScript, resolve_reply

EXACT = (
    "This model's maximum context length is 128000 tokens. However, you requested 129323 tokens "
    "(127719 in the messages, 104 in the functions, and 1500 in the completion). Please reduce "
    "the length of the messages, functions, or completion."
)


def test_context_length_message_matches_openai() -> None:
    assert wire.context_length_message(128_000, 127_719, 104, 1_500) == EXACT
    body = wire.context_length_body(128_000, 127_719, 104, 1_500)
    assert body == {
        "error": {
            "message": EXACT,
            "type": "invalid_request_error",
            "param": "messages",
            "code": "context_length_exceeded",
        }
    }


def test_context_length_message_variants() -> None:
    no_tools = wire.context_length_message(8_192, 8_000, 0, 500)
    assert "(8000 in the messages, 500 in the completion)" in no_tools
    assert no_tools.endswith("the messages or completion.")
    no_reserve = wire.context_length_message(8_192, 9_000, 0, 0)
    assert "your messages resulted in 9000 tokens." in no_reserve


def test_message_counting_follows_openai_rules() -> None:
    hello = tokens.count_text("hello")
    user = tokens.count_text("user")
    assert tokens.count_messages([]) == 3
    assert tokens.count_messages([{"role": "user", "content": "hello"}]) == 3 + 3 + user + hello
    named = {"role": "user", "content": "hello", "name": "ann"}
    assert tokens.count_messages([named]) == 6 + user + hello + tokens.count_text("ann") + 1
    call = {"id": "c", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    with_call = {"role": "assistant", "content": None, "tool_calls": [call]}
    expected = 6 + tokens.count_text("assistant") + tokens.count_text("f") + tokens.count_text("{}")
    assert tokens.count_messages([with_call]) == expected


def test_completion_reserve_prefers_max_completion_tokens() -> None:
    assert tokens.completion_reserve({"max_tokens": 10, "max_completion_tokens": 20}) == 20
    assert tokens.completion_reserve({"max_tokens": 10}) == 10
    assert tokens.completion_reserve({}) == 0


def test_full_tool_calls_keep_their_ids_and_string_arguments() -> None:
    script = ReplyScript()
    full = {"id": "call_x", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    reply = resolve_reply({"tool_calls": [full]}, {}, script.new_call_id)
    assert not isinstance(reply, BaseException)
    assert reply.tool_calls == [full]
    assert reply.finish_reason == "tool_calls"


def test_stream_chunks_end_with_finish_and_usage() -> None:
    reply = resolve_reply("a b c", {}, ReplyScript().new_call_id)
    assert not isinstance(reply, BaseException)
    chunks = wire.stream_chunks(reply, "m", wire.usage_body(5, 3))
    assert chunks[0]["choices"][0]["delta"] == {"role": "assistant", "content": ""}
    assert chunks[-2]["choices"][0]["finish_reason"] == "stop"
    assert chunks[-1]["choices"] == []
    assert chunks[-1]["usage"]["total_tokens"] == 8
