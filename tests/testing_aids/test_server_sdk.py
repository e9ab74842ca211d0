"""LocalOpenAIServer through the real OpenAI SDK: replies, limits, faults, streaming."""

from __future__ import annotations

import json
import socket

import openai
import pytest

from router.testing import Fault, LocalOpenAIServer
from router.testing.tokens import count_tools

from .samples import LOOKUP_TOOL, USER


def test_text_reply_reports_server_counts(srv: LocalOpenAIServer, client: openai.OpenAI) -> None:
    srv.push("Sunny, 21 °C.")
    reply = client.chat.completions.create(model="gpt-4o-mini", messages=USER)
    assert reply.choices[0].message.content == "Sunny, 21 °C."
    assert reply.choices[0].finish_reason == "stop"
    assert reply.model == "gpt-4o-mini"
    (request,) = srv.requests
    assert request["messages"] == USER
    assert reply.usage is not None
    assert reply.usage.prompt_tokens == request.prompt_tokens > 0
    srv.assert_done()


def test_tool_call_reply(srv: LocalOpenAIServer, client: openai.OpenAI) -> None:
    srv.push({"tool_calls": [{"name": "lookup", "arguments": {"city": "Paris"}}]})
    reply = client.chat.completions.create(model="gpt-4o-mini", messages=USER, tools=[LOOKUP_TOOL])
    call = reply.choices[0].message.tool_calls[0]
    assert call.id == "call_1"
    assert call.function.name == "lookup"
    assert json.loads(call.function.arguments) == {"city": "Paris"}
    assert reply.choices[0].finish_reason == "tool_calls"
    assert srv.requests[0].functions_tokens == count_tools([LOOKUP_TOOL])


def test_context_length_body_is_openais(client: openai.OpenAI) -> None:
    functions = count_tools([LOOKUP_TOOL])
    with LocalOpenAIServer(window=128_000, count_tokens=lambda _: 127_719) as big:
        sdk = client.with_options(base_url=big.base_url)
        with pytest.raises(openai.BadRequestError) as caught:
            sdk.chat.completions.create(
                model="gpt-4o-mini", messages=USER, tools=[LOOKUP_TOOL], max_tokens=1500
            )
    total = 127_719 + functions + 1500
    assert caught.value.code == "context_length_exceeded"
    assert caught.value.body == {
        "message": (
            "This model's maximum context length is 128000 tokens. However, you requested "
            f"{total} tokens (127719 in the messages, {functions} in the functions, and 1500 in "
            "the completion). Please reduce the length of the messages, functions, or completion."
        ),
        "type": "invalid_request_error",
        "param": "messages",
        "code": "context_length_exceeded",
    }


def test_reserve_counts_against_the_window(srv: LocalOpenAIServer, client: openai.OpenAI) -> None:
    srv.push("fits")
    prompt = client.chat.completions.create(model="m", messages=USER).usage.prompt_tokens
    with pytest.raises(openai.BadRequestError, match="in the completion"):
        client.chat.completions.create(
            model="m", messages=USER, max_completion_tokens=srv.window - prompt + 1
        )
    srv.inject(Fault.context_length())
    with pytest.raises(openai.BadRequestError, match="maximum context length is 4000"):
        client.chat.completions.create(model="m", messages=USER)


def test_status_faults(srv: LocalOpenAIServer, client: openai.OpenAI) -> None:
    srv.inject(Fault.rate_limit(retry_after=2), Fault.server_error(), Fault.server_error(503))
    with pytest.raises(openai.RateLimitError) as limited:
        client.chat.completions.create(model="m", messages=USER)
    assert limited.value.response.headers["retry-after"] == "2"
    assert limited.value.code == "rate_limit_exceeded"
    with pytest.raises(openai.InternalServerError) as failed:
        client.chat.completions.create(model="m", messages=USER)
    assert failed.value.status_code == 500
    with pytest.raises(openai.InternalServerError) as unavailable:
        client.chat.completions.create(model="m", messages=USER)
    assert unavailable.value.status_code == 503
    assert [r.fault.kind for r in srv.requests if r.fault] == [
        "rate_limit",
        "server_error",
        "server_error",
    ]


def test_connection_faults_leave_the_reply_for_the_retry(
    srv: LocalOpenAIServer, client: openai.OpenAI
) -> None:
    srv.push("after the faults")
    srv.inject(Fault.reset(), Fault.delay(1.0), Fault.truncated_json())
    with pytest.raises(openai.APIConnectionError):
        client.chat.completions.create(model="m", messages=USER)
    with pytest.raises(openai.APITimeoutError):
        client.with_options(timeout=0.2).chat.completions.create(model="m", messages=USER)
    with pytest.raises((ValueError, openai.APIError)):
        client.chat.completions.create(model="m", messages=USER)
    reply = client.chat.completions.create(model="m", messages=USER)
    assert reply.choices[0].message.content == "after the faults"
    assert len(srv.requests) == 4
    srv.assert_done()


def test_delay_then_normal_reply(srv: LocalOpenAIServer, client: openai.OpenAI) -> None:
    srv.push("late")
    srv.inject(Fault.delay(0.1))
    assert client.chat.completions.create(model="m", messages=USER).choices[0].message.content


def test_empty_script_answers_500(srv: LocalOpenAIServer, client: openai.OpenAI) -> None:
    with pytest.raises(openai.InternalServerError, match="no scripted reply left"):
        client.chat.completions.create(model="m", messages=USER)


def test_stream_with_tool_call_and_usage(srv: LocalOpenAIServer, client: openai.OpenAI) -> None:
    srv.push({"content": "Checking.", "tool_calls": [{"name": "lookup", "arguments": {"c": 1}}]})
    stream = client.chat.completions.create(
        model="m", messages=USER, stream=True, stream_options={"include_usage": True}
    )
    chunks = list(stream)
    deltas = [c.choices[0].delta for c in chunks if c.choices]
    assert "".join(d.content or "" for d in deltas) == "Checking."
    calls = [tc for d in deltas for tc in d.tool_calls or []]
    assert calls[0].id == "call_1" and calls[0].function.name == "lookup"
    assert json.loads("".join(tc.function.arguments or "" for tc in calls)) == {"c": 1}
    assert chunks[-2].choices[0].finish_reason == "tool_calls"
    assert chunks[-1].usage is not None
    assert chunks[-1].usage.prompt_tokens == srv.requests[0].prompt_tokens


def test_stream_cut_raises_after_some_chunks(srv: LocalOpenAIServer, client: openai.OpenAI) -> None:
    srv.push("one two three four five")
    srv.inject(Fault.stream_cut(after_chunks=2))
    received: list[str] = []
    stream = client.chat.completions.create(model="m", messages=USER, stream=True)
    with pytest.raises(openai.APIConnectionError):
        received.extend(c.choices[0].delta.content or "" for c in stream)
    assert received == ["", "one "]
    assert srv.remaining == ["one two three four five"]


async def test_async_client(srv: LocalOpenAIServer) -> None:
    srv.push("async hello", "streamed async")
    srv.inject(Fault.reset())
    async with openai.AsyncOpenAI(
        base_url=srv.base_url, api_key="sk-test", max_retries=0, timeout=2.0
    ) as sdk:
        with pytest.raises(openai.APIConnectionError):
            await sdk.chat.completions.create(model="m", messages=USER)
        reply = await sdk.chat.completions.create(model="m", messages=USER)
        stream = await sdk.chat.completions.create(model="m", messages=USER, stream=True)
        text = "".join([c.choices[0].delta.content or "" async for c in stream])
    assert reply.choices[0].message.content == "async hello"
    assert text == "streamed async"


def test_path_without_v1_and_callable_replies(client: openai.OpenAI) -> None:
    def shout(request: dict[str, object]) -> str:
        return str(request["model"]).upper()

    with LocalOpenAIServer(default=shout, model="served-model") as plain:
        sdk = client.with_options(base_url=plain.base_url.removesuffix("/v1"))
        reply = sdk.chat.completions.create(model="asked", messages=USER)
    assert reply.choices[0].message.content == "ASKED"
    assert reply.model == "served-model"
    assert plain.requests[0].path == "/chat/completions"


def test_stop_closes_the_port() -> None:
    server = LocalOpenAIServer().start()
    port = server.port
    server.stop()
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.5):
        pass
    with pytest.raises(RuntimeError):
        _ = server.base_url


def test_failing_callable_and_shrunk_window(srv: LocalOpenAIServer, client: openai.OpenAI) -> None:
    def broken(request: dict[str, object]) -> str:
        raise KeyError("missing")

    srv.push(broken)
    with pytest.raises(openai.InternalServerError, match="scripted reply failed"):
        client.chat.completions.create(model="m", messages=USER)
    srv.window = 10
    with pytest.raises(openai.BadRequestError, match="maximum context length is 10 tokens"):
        client.chat.completions.create(model="m", messages=USER)
