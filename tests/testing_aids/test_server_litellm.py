"""LocalOpenAIServer through LiteLLM's `openai/` route: replies, error mapping, streaming."""

from __future__ import annotations

import json
from typing import Any

import openai
import pytest

from router.testing import Fault, LocalOpenAIServer

from .samples import LOOKUP_TOOL, USER

pytestmark = pytest.mark.filterwarnings("ignore:Item.*`ReadOnly` qualifier:UserWarning")


def test_text_and_tool_call_replies(
    srv: LocalOpenAIServer, litellm: Any, llm_kwargs: dict[str, Any]
) -> None:
    srv.push("Sunny.", {"tool_calls": [{"name": "lookup", "arguments": {"city": "Paris"}}]})
    text = litellm.completion(messages=USER, **llm_kwargs)
    assert text.choices[0].message.content == "Sunny."
    assert text.usage.prompt_tokens == srv.requests[0].prompt_tokens
    tool = litellm.completion(messages=USER, tools=[LOOKUP_TOOL], **llm_kwargs)
    call = tool.choices[0].message.tool_calls[0]
    assert (call.id, call.function.name) == ("call_1", "lookup")
    assert json.loads(call.function.arguments) == {"city": "Paris"}
    assert tool.choices[0].finish_reason == "tool_calls"
    assert srv.requests[0]["model"] == "gpt-4o-mini"


def test_context_window_error(
    srv: LocalOpenAIServer, litellm: Any, llm_kwargs: dict[str, Any]
) -> None:
    srv.push("never sent")
    with pytest.raises(litellm.ContextWindowExceededError, match="maximum context length is 4000"):
        litellm.completion(messages=USER, max_tokens=4_000, **llm_kwargs)
    assert srv.remaining == ["never sent"]


@pytest.mark.parametrize(
    ("fault", "error_name"),
    [
        (Fault.rate_limit(retry_after=1), "RateLimitError"),
        (Fault.server_error(), "InternalServerError"),
        (Fault.server_error(503), "ServiceUnavailableError"),
        (Fault.context_length(), "ContextWindowExceededError"),
        (Fault.reset(), "InternalServerError"),
        (Fault.truncated_json(), "InternalServerError"),
    ],
)
def test_faults_map_to_litellm_errors(
    srv: LocalOpenAIServer, litellm: Any, llm_kwargs: dict[str, Any], fault: Fault, error_name: str
) -> None:
    srv.inject(fault)
    with pytest.raises(getattr(litellm, error_name)):
        litellm.completion(messages=USER, **llm_kwargs)
    assert len(srv.requests) == 1


def test_rate_limit_keeps_retry_after(
    srv: LocalOpenAIServer, litellm: Any, llm_kwargs: dict[str, Any]
) -> None:
    srv.inject(Fault.rate_limit(retry_after=1.5))
    with pytest.raises(litellm.RateLimitError) as caught:
        litellm.completion(messages=USER, **llm_kwargs)
    assert caught.value.response.headers["retry-after"] == "1.5"


def test_timeout(srv: LocalOpenAIServer, litellm: Any, llm_kwargs: dict[str, Any]) -> None:
    srv.inject(Fault.delay(1.0))
    with pytest.raises(litellm.Timeout):
        litellm.completion(messages=USER, **{**llm_kwargs, "timeout": 0.2})


def test_stream_and_stream_cut(
    srv: LocalOpenAIServer, litellm: Any, llm_kwargs: dict[str, Any]
) -> None:
    srv.push("all of it", "cut short here")
    stream = litellm.completion(messages=USER, stream=True, **llm_kwargs)
    assert "".join(c.choices[0].delta.content or "" for c in stream) == "all of it"
    srv.inject(Fault.stream_cut(after_chunks=2))
    received: list[str] = []
    with pytest.raises(openai.APIError) as caught:
        for chunk in litellm.completion(messages=USER, stream=True, **llm_kwargs):
            received.append(chunk.choices[0].delta.content or "")
    assert "".join(received) == "cut "
    assert "Connection error" in str(caught.value)


async def test_acompletion(
    srv: LocalOpenAIServer, litellm: Any, llm_kwargs: dict[str, Any]
) -> None:
    srv.push("async hello")
    srv.inject(Fault.server_error())
    with pytest.raises(litellm.InternalServerError):
        await litellm.acompletion(messages=USER, **llm_kwargs)
    reply = await litellm.acompletion(messages=USER, **llm_kwargs)
    assert reply.choices[0].message.content == "async hello"
    srv.assert_done()
