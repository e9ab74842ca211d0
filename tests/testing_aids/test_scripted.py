"""ScriptedModel: replies in order, dynamic replies, LiteLLM error types, recorded calls."""

from __future__ import annotations

import json
from typing import Any

import pytest

from router.testing import (
    ScriptedModel,
    bad_request_error,
    connection_error,
    context_length_error,
    rate_limit_error,
    server_error,
    timeout_error,
)

from .samples import LOOKUP_TOOL, USER


def test_replies_come_in_order_with_response_shape() -> None:
    model = ScriptedModel(["first", "second"])
    one = model.completion(model="gpt-4o-mini", messages=USER)
    two = model.completion(model="gpt-4o-mini", messages=USER)
    assert [one.choices[0].message.content, two.choices[0].message.content] == ["first", "second"]
    assert one.choices[0].finish_reason == "stop"
    assert one.model == "gpt-4o-mini"
    usage = one.usage
    assert usage.prompt_tokens > 5
    assert usage.total_tokens == usage.prompt_tokens + usage.completion_tokens
    assert one.model_dump()["choices"][0]["message"]["content"] == "first"
    assert one.choices[0].message.model_dump()["role"] == "assistant"
    model.assert_done()


def test_short_tool_calls_get_ids_and_full_shape() -> None:
    reply = {"content": None, "tool_calls": [{"name": "lookup", "arguments": {"city": "Paris"}}]}
    model = ScriptedModel([reply, reply])
    first = model.completion(model="m", messages=USER, tools=[LOOKUP_TOOL])
    second = model.completion(model="m", messages=USER, tools=[LOOKUP_TOOL])
    call = first.choices[0].message.tool_calls[0]
    assert (call.id, call.type, call.function.name) == ("call_1", "function", "lookup")
    assert json.loads(call.function.arguments) == {"city": "Paris"}
    assert first.choices[0].finish_reason == "tool_calls"
    assert second.choices[0].message.tool_calls[0].id == "call_2"


def test_leftover_replies_fail_assert_done() -> None:
    model = ScriptedModel(["used", "never used"])
    model.completion(model="m", messages=USER)
    with pytest.raises(AssertionError, match="never used"):
        model.assert_done()
    with pytest.raises(AssertionError, match="1 unused"), ScriptedModel(["left"]):
        pass


def test_running_out_names_the_call_and_default_answers() -> None:
    model = ScriptedModel(["only"])
    model.completion(model="m", messages=USER)
    with pytest.raises(AssertionError, match="ran out of replies at call 2"):
        model.completion(model="m", messages=USER)
    fallback = ScriptedModel(default="again")
    texts = {fallback.completion(model="m", messages=USER).choices[0].message.content for _ in "ab"}
    assert texts == {"again"}


def test_callable_replies_see_messages_and_kwargs() -> None:
    def echo(messages: list[dict[str, Any]], kwargs: dict[str, Any]) -> str:
        return f"{messages[-1]['content']} / {kwargs['temperature']}"

    def by_request(request: dict[str, Any]) -> dict[str, Any]:
        return {"content": request["model"], "finish_reason": "length"}

    model = ScriptedModel([echo, by_request])
    first = model.completion(model="m", messages=USER, temperature=0.5)
    second = model.completion(model="judge", messages=USER)
    assert first.choices[0].message.content == "What is the weather in Paris? / 0.5"
    assert second.choices[0].message.content == "judge"
    assert second.choices[0].finish_reason == "length"


def test_calls_are_recorded_as_copies_without_api_key() -> None:
    messages = [dict(USER[0])]
    model = ScriptedModel(["ok"])
    model.completion(model="m", messages=messages, api_key="sk-secret", tools=[LOOKUP_TOOL])
    messages[0]["content"] = "changed later"
    call = model.calls[0]
    assert call.model == "m"
    assert call.messages == USER
    assert "api_key" not in call.kwargs
    assert call.kwargs["tools"] == [LOOKUP_TOOL]


def test_prompt_tokens_option_replaces_the_counter() -> None:
    model = ScriptedModel(["ok"], prompt_tokens=lambda messages: 1000 * len(messages))
    assert model.completion(model="m", messages=USER).usage.prompt_tokens == 1000


@pytest.mark.parametrize(
    ("make", "type_name", "status"),
    [
        (rate_limit_error, "RateLimitError", 429),
        (server_error, "InternalServerError", 500),
        (lambda: server_error(503), "ServiceUnavailableError", 503),
        (timeout_error, "Timeout", 408),
        (connection_error, "APIConnectionError", 500),
        (context_length_error, "ContextWindowExceededError", 400),
        (lambda: bad_request_error("bad"), "BadRequestError", 400),
    ],
)
def test_error_helpers_build_litellm_types(make: Any, type_name: str, status: int) -> None:
    import litellm

    error = make()
    assert type(error) is getattr(litellm, type_name)
    assert error.status_code == status
    model = ScriptedModel([error])
    with pytest.raises(getattr(litellm, type_name)):
        model.completion(model="m", messages=USER)


def test_error_details_match_what_litellm_carries() -> None:
    import litellm

    limited = rate_limit_error(retry_after=1.5)
    assert limited.response.headers["retry-after"] == "1.5"
    too_long = context_length_error()
    assert isinstance(too_long, litellm.BadRequestError)
    assert "maximum context length is 128000 tokens" in str(too_long)
    assert too_long.code == "context_length_exceeded"


async def test_acompletion_and_exception_classes() -> None:
    import litellm

    model = ScriptedModel(["async ok", litellm.RateLimitError, ValueError])
    reply = await model.acompletion(model="m", messages=USER)
    assert reply.choices[0].message.content == "async ok"
    with pytest.raises(litellm.RateLimitError):
        await model.acompletion(model="m", messages=USER)
    with pytest.raises(ValueError):
        model.completion(model="m", messages=USER)
    assert len(model.calls) == 3


async def test_streaming_yields_chunks_with_usage() -> None:
    reply = {"content": "a b", "tool_calls": [{"name": "lookup", "arguments": {"city": "Oslo"}}]}
    model = ScriptedModel(["one two three", reply])
    chunks = list(
        model.completion(
            model="m", messages=USER, stream=True, stream_options={"include_usage": True}
        )
    )
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == "one two three"
    assert chunks[-1].usage is not None
    stream = await model.acompletion(model="m", messages=USER, stream=True)
    deltas = [c.choices[0].delta async for c in stream]
    arguments = "".join(d.tool_calls[0].function.arguments or "" for d in deltas if d.tool_calls)
    assert json.loads(arguments) == {"city": "Oslo"}
