"""Provider errors without credentials; one deadline per call; caller retries that do not multiply.

Everything runs against the local OpenAI-compatible server through LiteLLM, as a user's call
would. No wall-time assertions: the tests count requests, read error kinds, and check that a
trickled answer could not have arrived (it would take far longer than the call's timeout).
"""

from __future__ import annotations

import traceback
from collections.abc import Iterator
from typing import Any

import pytest

from router import ProviderError, RetryPolicy, Router
from router.testing import Fault, LocalOpenAIServer
from tests.reliability_lib.common import LOCAL_KEY, TOOLS, conversation
from tests.reliability_lib.key_shapes import Shape, key_shapes

FAST = RetryPolicy(attempts=4, max_seconds=30, base_wait=0.001, max_wait=0.01)
SHAPES = key_shapes()


class Unauthorized(Exception):
    """A 401 whose body echoes what the client sent (as some gateways do)."""

    status_code = 401


@pytest.fixture
def server() -> Iterator[LocalOpenAIServer]:
    with LocalOpenAIServer(window=8000, default="answer") as srv:
        yield srv


def router() -> Router:
    return Router("openai/main-model", context_window=8000, retry=FAST)


def call(server: LocalOpenAIServer, **kwargs: Any) -> Any:
    return router().complete(
        conversation(1), tools=TOOLS, max_tokens=200, api_base=server.base_url,
        api_key=LOCAL_KEY, **kwargs,
    )  # fmt: skip


def everything_printed(error: BaseException) -> str:
    """What a user could see of an error: its text, repr and full traceback with causes."""
    return "\n".join([str(error), repr(error), *traceback.format_exception(error)])


@pytest.mark.parametrize("shape", SHAPES, ids=[shape.name for shape in SHAPES])
def test_a_401_echoing_a_credential_raises_a_provider_error_without_it(shape: Shape) -> None:
    echo = f"Incorrect API key provided. Header received: {shape.line}"
    with LocalOpenAIServer(window=8000, replies=[Unauthorized(echo)]) as srv:
        with pytest.raises(ProviderError) as caught:
            call(srv)
    assert caught.value.kind == "auth"
    printed = everything_printed(caught.value)
    assert "Incorrect API key" in printed  # the message is kept, only the key is gone
    lines = [line for line in shape.secret.splitlines() if len(line) >= 12]
    assert not any(part in printed for part in [shape.secret, *lines])


def test_a_trickling_answer_ends_at_the_calls_timeout_as_a_timeout(
    server: LocalOpenAIServer,
) -> None:
    # The answer is a few hundred bytes at one byte per 0.2 s: a minute or more to arrive;
    # each byte comes well within the client's read timeout, so only an overall deadline ends it.
    server.inject(Fault.trickle(seconds_per_byte=0.2))
    with pytest.raises(ProviderError) as caught:
        call(server, timeout=1.0)
    assert caught.value.kind == "timeout"
    assert "timeout=1 s" in str(caught.value)
    assert len(server.requests) == 1  # no retry after the deadline passed


async def test_an_async_trickling_answer_ends_at_the_calls_timeout(
    server: LocalOpenAIServer,
) -> None:
    server.inject(Fault.trickle(seconds_per_byte=0.2))
    with pytest.raises(ProviderError) as caught:
        await router().acomplete(
            conversation(1), tools=TOOLS, max_tokens=200, api_base=server.base_url,
            api_key=LOCAL_KEY, timeout=1.0,
        )  # fmt: skip
    assert caught.value.kind == "timeout"
    assert len(server.requests) == 1


def test_a_timeout_leaves_room_for_retries_inside_it(server: LocalOpenAIServer) -> None:
    server.inject(Fault.server_error(503), Fault.server_error(503))
    response = call(server, timeout=30.0)
    assert response.choices[0].message.content == "answer"
    assert len(server.requests) == 3


@pytest.mark.parametrize("option", ["num_retries", "max_retries"])
def test_caller_retries_replace_the_routers_instead_of_multiplying(
    server: LocalOpenAIServer, option: str
) -> None:
    server.inject(*[Fault.server_error(503)] * 20)
    with pytest.raises(ProviderError) as caught:
        call(server, **{option: 3})
    assert caught.value.kind == "server"
    assert len(server.requests) == 4  # 3 retries + the first attempt, not 4 x (1 + 3)


def test_without_caller_retries_the_routers_policy_bounds_the_requests(
    server: LocalOpenAIServer,
) -> None:
    server.inject(*[Fault.server_error(503)] * 20)
    with pytest.raises(ProviderError):
        call(server)
    assert len(server.requests) == FAST.attempts
