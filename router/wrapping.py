"""`Router.wrap`: any chat-completions `create` function, compacting `messages=` first."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from router.calls import MainCall, Op, adrive, drive

if TYPE_CHECKING:
    from router.core import Router

__all__ = ["wrap_create"]


def _split(kwargs: dict[str, Any]) -> tuple[Any, str, dict[str, Any]]:
    rest = dict(kwargs)
    if "messages" not in rest:
        raise TypeError("the wrapped create() needs messages=...")
    messages = rest.pop("messages")
    session_id = rest.pop("session_id", "default")
    return messages, session_id, rest


def wrap_create(router: Router, create: Callable[..., Any]) -> Callable[..., Any]:
    """Same signature as `create`; an extra `session_id=` keyword is taken and not passed on."""
    if inspect.iscoroutinefunction(create):

        @functools.wraps(create)
        async def async_wrapped(*args: Any, **kwargs: Any) -> Any:
            messages, session_id, rest = _split(kwargs)
            judge = router._asender(session_id)

            async def send(op: Op) -> Any:
                if isinstance(op, MainCall):
                    return await create(*args, **op.kwargs)
                return await judge(op)

            return await adrive(router._call_flow(messages, session_id, rest, {}), send)

        return async_wrapped

    @functools.wraps(create)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        messages, session_id, rest = _split(kwargs)
        judge = router._sender(session_id)

        def send(op: Op) -> Any:
            return create(*args, **op.kwargs) if isinstance(op, MainCall) else judge(op)

        return drive(router._call_flow(messages, session_id, rest, {}), send)

    return wrapped
