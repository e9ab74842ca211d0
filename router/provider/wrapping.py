"""`Router.wrap`: any chat-completions `create` function, compacting `messages=` first."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from router.engine.call import CallFlow, MainCall, Op
from router.errors import InvalidMessagesError
from router.provider.drivers import adrive, deliver, drive

__all__ = ["FlowFactory", "wrap_create"]

FlowFactory = Callable[[Sequence[Any], str, dict[str, Any]], CallFlow]


def _split(kwargs: dict[str, Any]) -> tuple[Any, str, dict[str, Any]]:
    rest = dict(kwargs)
    if "messages" not in rest:
        raise InvalidMessagesError(
            None, "the wrapped create() was called without messages=", "pass messages=[...]"
        )
    messages = rest.pop("messages")
    session_id = rest.pop("session_id", "default")
    return messages, session_id, rest


def wrap_create(
    create: Callable[..., Any],
    flow_for: FlowFactory,
    sender: Callable[[str], Callable[[Op], Any]],
    asender: Callable[[str], Callable[[Op], Awaitable[Any]]],
) -> Callable[..., Any]:
    """Same signature as `create`; an extra `session_id=` keyword is taken and not passed on.

    `flow_for(messages, session_id, kwargs)` gives the call flow of one request; `sender` and
    `asender` give the judge calls' senders of a session.
    """
    if inspect.iscoroutinefunction(create):

        @functools.wraps(create)
        async def async_wrapped(*args: Any, **kwargs: Any) -> Any:
            messages, session_id, rest = _split(kwargs)
            judge = asender(session_id)

            async def send(op: Op) -> Any:
                if isinstance(op, MainCall):
                    return await create(*args, **op.kwargs)
                return await judge(op)

            answer = await adrive(flow_for(messages, session_id, rest), send)
            return deliver(answer, bool(rest.get("stream")))

        return async_wrapped

    @functools.wraps(create)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        messages, session_id, rest = _split(kwargs)
        judge = sender(session_id)

        def send(op: Op) -> Any:
            return create(*args, **op.kwargs) if isinstance(op, MainCall) else judge(op)

        answer = drive(flow_for(messages, session_id, rest), send)
        return deliver(answer, bool(rest.get("stream")))

    return wrapped
