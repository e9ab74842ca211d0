"""`Router.wrap` around the real OpenAI SDK (sync and async) talking to the local server."""

from __future__ import annotations

import functools
import inspect
import threading
from collections.abc import Iterator
from typing import Any

import openai
import pytest

from router import ConfigurationError, InvalidMessagesError, ProviderError, Router
from router.history.edit_store import MemoryStore
from router.testing import Fault, LocalOpenAIServer
from router.testing.tokens import count_messages
from tests.conftest import TOOLS, tool_loop
from tests.wrap_support import (
    FAST,
    RESERVE,
    WINDOW,
    async_client,
    calibrations,
    forced_call,
    inflated,
    router,
    sync_client,
)


@pytest.fixture
def server() -> Iterator[LocalOpenAIServer]:
    with LocalOpenAIServer(window=WINDOW, default=forced_call, model="gpt-4o-mini") as srv:
        yield srv


def rows(n: int) -> str:
    return "\n".join(f"row {r}: SKU-{n:04d}-{r} qty {r * 3}" for r in range(40))


def answered(messages: list[dict[str, Any]], response: Any) -> list[dict[str, Any]]:
    """The agent's side of a chat loop: keep the call, answer it with a tool result."""
    call = response.choices[0].message.tool_calls[0]
    function = {"name": call.function.name, "arguments": call.function.arguments}
    assistant = {
        "role": "assistant",
        "content": None,
        "tool_calls": [{"id": call.id, "type": "function", "function": function}],
    }
    result = {"role": "tool", "tool_call_id": call.id, "content": rows(len(messages))}
    return [*messages, assistant, result]


def over_window(server: LocalOpenAIServer) -> list[int]:
    return [r.requested_tokens for r in server.requests if r.requested_tokens > server.window]


def chat(create: Any, messages: list[dict[str, Any]], **extra: Any) -> Any:
    return create(model="gpt-4o-mini", messages=messages, tools=TOOLS, max_tokens=RESERVE, **extra)


# -- growing conversations ----------------------------------------------------------------------


def test_sync_loop_never_sends_an_over_window_request(server: LocalOpenAIServer) -> None:
    create = router().wrap(sync_client(server).chat.completions.create)
    messages = tool_loop(0)
    for _ in range(50):
        messages = answered(messages, chat(create, messages, session_id="s"))
    assert count_messages(messages) > 1.5 * WINDOW  # the whole history is far over the window
    assert over_window(server) == [] and len(server.requests) == 50


async def test_async_client_gets_an_async_wrapper_and_stays_inside(
    server: LocalOpenAIServer,
) -> None:
    create = router().wrap(async_client(server).chat.completions.create)
    assert inspect.iscoroutinefunction(create)
    messages = tool_loop(0)
    for _ in range(50):
        messages = answered(messages, await chat(create, messages, session_id="a"))
    assert count_messages(messages) > 1.5 * WINDOW
    assert over_window(server) == [] and len(server.requests) == 50


# -- provider overflow: compact harder and resend ---------------------------------------------


def test_injected_context_length_400_is_recovered(server: LocalOpenAIServer) -> None:
    create = router().wrap(sync_client(server).chat.completions.create)
    server.inject(Fault.context_length())
    response = chat(create, tool_loop(12))
    first, second = server.requests
    assert response.choices[0].message.tool_calls
    assert second.prompt_tokens < first.prompt_tokens


async def test_async_injected_context_length_400_is_recovered(server: LocalOpenAIServer) -> None:
    create = router().wrap(async_client(server).chat.completions.create)
    server.inject(Fault.context_length())
    response = await chat(create, tool_loop(12))
    first, second = server.requests
    assert response.choices[0].message.tool_calls
    assert second.prompt_tokens < first.prompt_tokens


# -- retries ------------------------------------------------------------------------------------

FAULTS = [Fault.rate_limit(retry_after=0.01), Fault.rate_limit(), Fault.server_error(503)]


@pytest.mark.parametrize("fault", FAULTS)
def test_router_retries_429_and_503(server: LocalOpenAIServer, fault: Fault) -> None:
    create = router().wrap(sync_client(server).chat.completions.create)
    server.inject(fault)
    assert chat(create, tool_loop(1)).choices[0].message.tool_calls
    assert len(server.requests) == 2


@pytest.mark.parametrize("fault", FAULTS)
async def test_async_router_retries_429_and_503(server: LocalOpenAIServer, fault: Fault) -> None:
    create = router().wrap(async_client(server).chat.completions.create)
    server.inject(fault)
    assert (await chat(create, tool_loop(1))).choices[0].message.tool_calls
    assert len(server.requests) == 2


def test_the_routers_policy_replaces_the_clients_retries(server: LocalOpenAIServer) -> None:
    client = sync_client(server, retries=5)
    create = Router("gpt-4o-mini", context_window=WINDOW, retry=FAST).wrap(
        client.chat.completions.create
    )
    server.inject(*[Fault.rate_limit(retry_after=0.01)] * 5)
    with pytest.raises(ProviderError) as caught:
        chat(create, tool_loop(1))
    assert caught.value.kind == "rate_limit" and caught.value.status == 429
    assert isinstance(caught.value.__cause__, openai.RateLimitError)
    assert len(server.requests) == FAST.attempts  # not attempts x (1 + the client's 5)
    assert client.max_retries == 5  # the caller's client is left as it was


async def test_async_exhausted_retries_are_a_provider_error(server: LocalOpenAIServer) -> None:
    create = router().wrap(async_client(server, retries=3).chat.completions.create)
    server.inject(*[Fault.server_error(500)] * 3)
    with pytest.raises(ProviderError) as caught:
        await chat(create, tool_loop(1))
    assert caught.value.kind == "server" and len(server.requests) == FAST.attempts


def test_a_plain_bad_request_is_not_retried(server: LocalOpenAIServer) -> None:
    server.push(openai_bad_request())
    create = router().wrap(sync_client(server).chat.completions.create)
    with pytest.raises(ProviderError) as caught:
        chat(create, tool_loop(1))
    assert caught.value.kind == "bad_request" and len(server.requests) == 1


def openai_bad_request() -> Exception:
    error = ValueError("Invalid value for 'temperature'.")
    error.status_code = 400  # type: ignore[attr-defined]
    return error


# -- usage observed for calibration --------------------------------------------------------------


def test_reported_usage_moves_the_estimate() -> None:
    with LocalOpenAIServer(window=100_000, default="ok", count_tokens=inflated) as srv:
        routed = router()
        chat(routed.wrap(sync_client(srv).chat.completions.create), tool_loop(3), session_id="u")
    assert calibrations(routed, "u") and calibrations(routed, "u")[0] > 1.2


# -- misuse and detection -----------------------------------------------------------------------


def test_wrapping_something_not_callable_says_what_to_pass() -> None:
    with pytest.raises(ConfigurationError, match=r"chat\.completions\.create"):
        router().wrap(42)  # type: ignore[arg-type]


def test_wrapping_legacy_completions_is_refused(server: LocalOpenAIServer) -> None:
    with pytest.raises(ConfigurationError, match="no message list"):
        router().wrap(sync_client(server).completions.create)


def test_a_chat_call_without_messages_says_what_to_pass(server: LocalOpenAIServer) -> None:
    create = router().wrap(sync_client(server).chat.completions.create)
    with pytest.raises(InvalidMessagesError, match=r"pass messages=\[\.\.\.\]"):
        create(model="gpt-4o-mini")
    with pytest.raises(InvalidMessagesError, match="input= instead of messages="):
        create(model="gpt-4o-mini", input="hello")
    assert server.requests == []


async def test_a_responses_call_without_input_says_what_to_pass(server: LocalOpenAIServer) -> None:
    create = router().wrap(async_client(server).responses.create)
    with pytest.raises(InvalidMessagesError, match=r"pass input=\[\.\.\.\]"):
        await create(model="gpt-4o-mini", messages=tool_loop(0))
    assert server.requests == []


def hidden(function: Any) -> Any:
    """A decorator that returns a plain function around a coroutine function."""

    @functools.wraps(function)
    def plain(**kwargs: Any) -> Any:
        return function(**kwargs)

    return plain


class AsyncCallable:
    """A callable object whose `__call__` is a coroutine function."""

    async def __call__(self, **kwargs: Any) -> dict[str, Any]:
        return {"choices": [], "sent": kwargs["messages"]}


@hidden
async def decorated_create(**kwargs: Any) -> dict[str, Any]:
    return {"choices": [], "sent": kwargs["messages"]}


@pytest.mark.parametrize("create", [decorated_create, AsyncCallable()])
async def test_async_functions_behind_decorators_get_an_async_wrapper(create: Any) -> None:
    wrapped = router().wrap(create)
    assert inspect.iscoroutinefunction(wrapped)
    reply = await wrapped(model="m", messages=tool_loop(1))
    assert reply["sent"] == tool_loop(1)


@pytest.mark.skipif(not hasattr(inspect, "markcoroutinefunction"), reason="Python 3.12+")
async def test_a_marked_function_gets_an_async_wrapper() -> None:
    def create(**kwargs: Any) -> Any:
        return AsyncCallable()(**kwargs)

    mark = inspect.markcoroutinefunction  # type: ignore[attr-defined,unused-ignore]
    wrapped = router().wrap(mark(create))
    assert inspect.iscoroutinefunction(wrapped)
    assert (await wrapped(model="m", messages=tool_loop(1)))["sent"] == tool_loop(1)


def test_an_unmarked_function_returning_an_awaitable_is_a_clear_error() -> None:
    def create(**kwargs: Any) -> Any:
        return AsyncCallable()(**kwargs)

    with pytest.raises(ConfigurationError, match="async def"):
        router().wrap(create)(model="m", messages=tool_loop(1))


# -- where an async request is compacted ---------------------------------------------------------


class ThreadNotingStore(MemoryStore):
    """The in-memory store, noting the threads that read a session's edits."""

    def __init__(self) -> None:
        super().__init__()
        self.threads: set[int] = set()

    def load_edits(self, session_id: str) -> list[Any]:
        self.threads.add(threading.get_ident())
        return super().load_edits(session_id)


@pytest.mark.parametrize("rounds", [2, 60])
async def test_an_async_request_reads_the_store_off_the_event_loop(rounds: int) -> None:
    store = ThreadNotingStore()
    routed = Router("gpt-4o-mini", context_window=128_000, retry=FAST, recorder=store)
    with LocalOpenAIServer(window=128_000, default="ok") as srv:
        create = routed.wrap(async_client(srv).chat.completions.create)
        messages = tool_loop(rounds, rows=120)
        await create(model="gpt-4o-mini", messages=messages, max_tokens=RESERVE)
    assert store.threads and threading.get_ident() not in store.threads
