"""`Router.wrap`: a client's `chat.completions.create` or `responses.create`, compacting first.

The wrapped function keeps the original's signature (plus `session_id=`) and goes through the
same call flow as `Router.complete`: compaction, the router's retries of 429/5xx/timeouts, one
compact-harder resend after a context-length 400, provider errors as `ProviderError`, streams
wrapped, usage observed for calibration. An async function (an `AsyncOpenAI` resource method, a
coroutine function, or one marked with `inspect.markcoroutinefunction`) gets an async wrapper.

An OpenAI SDK method is rebound to a copy of its client with `max_retries=0` (the caller's
client is not changed), so the router's `RetryPolicy` is the only retry loop and its bounds hold.
"""

from __future__ import annotations

import difflib
import functools
import inspect
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from router.engine.call import Answer, CallFlow, MainCall, Op
from router.errors import ConfigurationError
from router.provider.call_shapes import Api, Prepared, prepare
from router.provider.deadline import bounded
from router.provider.drivers import adrive, drive
from router.provider.error_mapping import error_in_body
from router.provider.retry import RetryPolicy
from router.provider.streams import wrap_stream

__all__ = ["FlowFactory", "Seams", "wrap_create"]

FlowFactory = Callable[
    [Sequence[Any], str, dict[str, Any], Sequence[Any] | None, int | None], CallFlow
]
"""(messages, session_id, keywords, tools to count, answer reserve) -> the call's flow."""


@dataclass(frozen=True)
class Seams:
    """What a wrapped function needs from its router."""

    flow: FlowFactory
    sender: Callable[[str], Callable[[Op], Any]]
    asender: Callable[[str], Callable[[Op], Awaitable[Any]]]
    retry: RetryPolicy


def wrap_create(create: Callable[..., Any], seams: Seams) -> Callable[..., Any]:
    """`create` with the same signature, compacting its `messages=` (or Responses `input=`)."""
    if not callable(create):
        raise ConfigurationError(
            f"router.wrap() takes a function such as client.chat.completions.create, "
            f"not a {type(create).__name__}"
        )
    api = _api_of(create)
    target = _raising_error_bodies(_without_client_retries(create), _is_async(create))
    wrapper = _async_wrapper if _is_async(create) else _sync_wrapper
    return _checking_keywords(create, wrapper(create, target, api, seams))


def _raising_error_bodies(target: Callable[..., Any], is_async: bool) -> Callable[..., Any]:
    """`target`, raising `ErrorInBody` for a reply that is an error (a 200 with an error body),
    inside the retries, as LiteLLM does for `complete()`."""

    def checked(response: Any) -> Any:
        error = error_in_body(response)
        if error is not None:
            raise error
        return response

    if is_async:

        async def acall(*args: Any, **kwargs: Any) -> Any:
            return checked(await target(*args, **kwargs))

        return acall
    return lambda *args, **kwargs: checked(target(*args, **kwargs))


def _checking_keywords(
    create: Callable[..., Any], wrapped: Callable[..., Any]
) -> Callable[..., Any]:
    """`wrapped`, refusing a keyword `create` does not take (a TypeError naming it) up front,
    before anything is compacted or sent; a function taking ``**kwargs`` takes any."""
    try:
        parameters = inspect.signature(create).parameters.values()
    except (TypeError, ValueError):  # no signature to read: the call itself will tell
        return wrapped
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters):
        return wrapped
    named = [p.name for p in parameters if p.kind is not inspect.Parameter.POSITIONAL_ONLY]
    known = {*named, "session_id", "messages", "input"}  # a misplaced list: prepare() says
    name = _name(create)

    def check(kwargs: dict[str, Any]) -> None:
        for keyword in kwargs:
            if keyword not in known:
                close = difflib.get_close_matches(keyword, named, n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                raise TypeError(f"{name}() got an unexpected keyword argument {keyword!r}{hint}")

    if inspect.iscoroutinefunction(wrapped):

        @functools.wraps(wrapped)
        async def acall(*args: Any, **kwargs: Any) -> Any:
            check(kwargs)
            return await wrapped(*args, **kwargs)

        return acall

    @functools.wraps(wrapped)
    def call(*args: Any, **kwargs: Any) -> Any:
        check(kwargs)
        return wrapped(*args, **kwargs)

    return call


def _sync_wrapper(
    create: Callable[..., Any], target: Callable[..., Any], api: Api | None, seams: Seams
) -> Callable[..., Any]:
    @functools.wraps(create)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        request = prepare(api, kwargs)
        judge = seams.sender(request.session_id)
        call = functools.partial(target, *args)

        def send(op: Op) -> Any:
            if not isinstance(op, MainCall):
                return judge(op)
            response = seams.retry.call(call, **request.outgoing(op.kwargs))[0]
            if inspect.isawaitable(response):
                _refuse_awaitable(response, create)
            return response

        return _delivered(drive(_flow(seams, request), send), request)

    return wrapped


def _async_wrapper(
    create: Callable[..., Any], target: Callable[..., Any], api: Api | None, seams: Seams
) -> Callable[..., Any]:
    @functools.wraps(create)
    async def wrapped(*args: Any, **kwargs: Any) -> Any:
        request = prepare(api, kwargs)
        judge = seams.asender(request.session_id)

        async def call(**outgoing: Any) -> Any:  # a coroutine function tenacity can tell
            return await target(*args, **outgoing)

        async def send(op: Op) -> Any:
            if not isinstance(op, MainCall):
                return await judge(op)
            return (await seams.retry.acall(call, **request.outgoing(op.kwargs)))[0]

        import asyncio  # here, not at import: `import router` stays light

        flow = await asyncio.to_thread(_flow, seams, request)  # the request read off the loop
        answer = await adrive(flow, send, offload=True)
        if request.rest.get("stream"):
            return _delivered(answer, request)
        return await asyncio.to_thread(_delivered, answer, request)  # store writes off the loop

    return wrapped


def _flow(seams: Seams, request: Prepared) -> CallFlow:
    return seams.flow(
        request.messages, request.session_id, request.rest, request.tools, request.reserve
    )


def _delivered(answer: Answer, request: Prepared) -> Any:
    """The response for the caller: a stream observed as it is read, else observed now."""

    def observe(reply: Any) -> None:
        answer.observe(request.usage_view(reply))

    if request.rest.get("stream"):
        return wrap_stream(answer.response, observe)
    response = bounded(answer.response)[0]
    observe(response)
    return response


def _refuse_awaitable(response: Any, create: Callable[..., Any]) -> None:
    close = getattr(response, "close", None)
    if callable(close):
        close()  # a coroutine never awaited
    raise ConfigurationError(
        f"{_name(create)} returned an awaitable, but it does not look async to router.wrap(): "
        "declare it with `async def` (on Python 3.12+ inspect.markcoroutinefunction() also works)"
    )


def _name(create: Callable[..., Any]) -> str:
    return str(getattr(create, "__qualname__", None) or type(create).__name__)


def _owner(create: Callable[..., Any]) -> Any:
    """The object a bound method belongs to (an SDK resource), if any."""
    return getattr(create, "__self__", None)


def _is_async(create: Callable[..., Any]) -> bool:
    """Whether `create` must be awaited: coroutine functions, marked ones, async SDK resources."""
    if inspect.iscoroutinefunction(create) or inspect.iscoroutinefunction(inspect.unwrap(create)):
        return True
    from openai._resource import AsyncAPIResource

    if isinstance(_owner(create), AsyncAPIResource):
        return True
    method = getattr(create, "__call__", None)  # noqa: B004 - a callable object's own method
    return method is not None and inspect.iscoroutinefunction(method)


def _api_of(create: Callable[..., Any]) -> Api | None:
    """Which request shape an SDK method takes; None for any other function (read per call)."""
    module = type(_owner(create)).__module__
    if module.startswith("openai.resources.chat"):
        return "chat"
    if module.startswith("openai.resources.responses"):
        return "responses"
    if module.startswith("openai.resources.") and getattr(create, "__name__", "") == "create":
        raise ConfigurationError(
            f"router.wrap() handles chat.completions.create and responses.create, not "
            f"{type(_owner(create)).__name__}.create: it has no message list to compact"
        )
    return None


def _without_client_retries(create: Callable[..., Any]) -> Callable[..., Any]:
    """The same SDK method on a copy of its client with `max_retries=0`; others as they are."""
    resource = _owner(create)
    client = getattr(resource, "_client", None)
    copy = getattr(client, "with_options", None)
    name = getattr(create, "__name__", None)
    if not callable(copy) or not name or not getattr(client, "max_retries", 0):
        return create
    try:
        return getattr(type(resource)(copy(max_retries=0)), name)  # type: ignore[no-any-return]
    except Exception:  # a resource of an unknown kind: keep the caller's own
        return create
