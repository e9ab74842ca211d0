"""End to end through the local OpenAI-compatible server with the real OpenAI and LiteLLM clients."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import openai
import pytest

from router import RetryPolicy, Router
from router.testing import Fault, LocalOpenAIServer
from router.testing.tokens import count_messages
from tests.conftest import TOOLS, tool_loop

WINDOW = 16_000
FAST = RetryPolicy(attempts=3, max_seconds=10, base_wait=0.001, max_wait=0.01)
KEYS = {"api_key": "sk-test-not-a-real-key", "num_retries": 0}


def forced_call(request: dict[str, Any]) -> dict[str, Any]:
    page = sum(1 for m in request["messages"] if m.get("role") == "tool")
    return {"tool_calls": [{"name": "lookup", "arguments": {"page": page}}]}


@pytest.fixture
def server() -> Iterator[LocalOpenAIServer]:
    with LocalOpenAIServer(window=WINDOW, default=forced_call, model="gpt-4o-mini") as srv:
        yield srv


def router(**knobs: Any) -> Router:
    return Router("openai/gpt-4o-mini", context_window=WINDOW, retry=FAST, **knobs)


def append(messages: list[dict[str, Any]], response: Any, rows: int = 40) -> list[dict[str, Any]]:
    """The agent's side: record the call and answer it with a result."""
    call = response.choices[0].message.tool_calls[0]
    assistant = {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": call.id,
                "type": "function",
                "function": {"name": call.function.name, "arguments": call.function.arguments},
            }
        ],
    }
    body = "\n".join(f"row {r}: SKU-{len(messages):04d}-{r} qty {r * 3}" for r in range(rows))
    return [*messages, assistant, {"role": "tool", "tool_call_id": call.id, "content": body}]


def test_without_the_router_the_loop_hits_the_providers_400(server: LocalOpenAIServer) -> None:
    client = openai.OpenAI(base_url=server.base_url, api_key="sk-test", max_retries=0)
    messages = tool_loop(0)
    with pytest.raises(openai.BadRequestError) as caught:
        for _ in range(200):
            response = client.chat.completions.create(
                model="gpt-4o-mini",
                messages=messages,
                tools=TOOLS,
                max_tokens=500,  # type: ignore[arg-type]
            )
            messages = append(messages, response)
    assert caught.value.code == "context_length_exceeded"


def test_wrapped_openai_client_runs_the_loop_inside_the_window(server: LocalOpenAIServer) -> None:
    client = openai.OpenAI(base_url=server.base_url, api_key="sk-test", max_retries=0)
    create = router().wrap(client.chat.completions.create)
    messages = tool_loop(0)
    for _ in range(60):
        response = create(
            model="gpt-4o-mini", messages=messages, tools=TOOLS, max_tokens=500, session_id="w"
        )
        messages = append(messages, response)
    assert all(request.prompt_tokens + 500 <= WINDOW for request in server.requests)
    assert len(server.requests) == 60


async def test_wrapped_async_openai_client(server: LocalOpenAIServer) -> None:
    client = openai.AsyncOpenAI(base_url=server.base_url, api_key="sk-test", max_retries=0)
    create = router().wrap(client.chat.completions.create)
    messages = tool_loop(0)
    for _ in range(40):
        response = await create(model="gpt-4o-mini", messages=messages, tools=TOOLS, max_tokens=500)
        messages = append(messages, response)
    assert max(request.prompt_tokens for request in server.requests) + 500 <= WINDOW


async def test_litellm_complete_and_acomplete_send_the_same_bytes(
    server: LocalOpenAIServer,
) -> None:
    sync_router, async_router = router(), router()
    messages = tool_loop(0)
    for _ in range(40):
        response = sync_router.complete(
            messages, session_id="l", api_base=server.base_url, tools=TOOLS, max_tokens=500, **KEYS
        )
        await async_router.acomplete(
            messages, session_id="l", api_base=server.base_url, tools=TOOLS, max_tokens=500, **KEYS
        )
        messages = append(messages, response)
    bodies = [request["messages"] for request in server.requests]
    assert bodies[0::2] == bodies[1::2]
    assert max(request.prompt_tokens for request in server.requests) + 500 <= WINDOW


@pytest.mark.parametrize(
    "fault",
    [
        Fault.rate_limit(retry_after=0.01),
        Fault.rate_limit(),
        Fault.server_error(500),
        Fault.server_error(503),
    ],
)
def test_litellm_path_retries_429_and_5xx(server: LocalOpenAIServer, fault: Fault) -> None:
    server.inject(fault)
    response = router().complete(tool_loop(1), api_base=server.base_url, tools=TOOLS, **KEYS)
    assert response.choices[0].message.tool_calls
    assert len(server.requests) == 2


def test_tokenizer_mismatch_is_learned_from_reported_usage() -> None:
    def inflated(messages: Sequence[Mapping[str, Any]]) -> int:
        return int(count_messages(messages) * 1.35)

    with LocalOpenAIServer(window=WINDOW, default=forced_call, count_tokens=inflated) as srv:
        routed = router()
        messages = tool_loop(0)
        for _ in range(40):
            response = routed.complete(
                messages, session_id="m", api_base=srv.base_url, tools=TOOLS, max_tokens=500, **KEYS
            )
            messages = append(messages, response)
        assert all(r.prompt_tokens + 500 <= WINDOW for r in srv.requests)
        # the router's estimate counts a little more per message than `count_messages` (the
        # server's base), so with many short placeholders the learned ratio sits below 1.35
        assert routed.sessions.ratio("m") == pytest.approx(1.35, rel=0.1)


def test_provider_overflow_despite_the_estimate_is_compacted_and_resent(
    server: LocalOpenAIServer,
) -> None:
    routed = router()
    messages = tool_loop(0)
    for _ in range(8):
        response = routed.complete(
            messages, session_id="x", api_base=server.base_url, tools=TOOLS, max_tokens=500, **KEYS
        )
        messages = append(messages, response)
    server.inject(Fault.context_length())
    response = routed.complete(
        messages, session_id="x", api_base=server.base_url, tools=TOOLS, max_tokens=500, **KEYS
    )
    assert response.choices[0].message.tool_calls
    rejected, resent = server.requests[-2:]
    assert resent.prompt_tokens < rejected.prompt_tokens
    assert any("masked" in str(m.get("content")) for m in resent["messages"])
