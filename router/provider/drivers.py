"""The two drivers (sync and async) that carry out what the engine's flows yield.

A failure of the user's own call is thrown back into the flow as a `ProviderError` (the
original as its cause), so the engine decides about it without knowing any provider's classes.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable, Generator
from typing import Any, TypeVar

from router.engine.call import Answer, MainCall
from router.errors import RouterError
from router.provider.credentials import AUTH
from router.provider.deadline import bounded
from router.provider.error_mapping import to_router_error
from router.provider.streams import wrap_stream

__all__ = ["adeliver", "adrive", "deliver", "drive"]

T = TypeVar("T")
OpT = TypeVar("OpT")  # what a flow yields: `Op` for the engine's flows


def _mapped(op: object, error: Exception) -> Exception:
    """What the flow gets back for a failed operation."""
    if isinstance(op, MainCall) and not isinstance(error, RouterError):
        mapped = to_router_error(error, op.kwargs)
        if mapped.kind == AUTH:  # one line says it all: no chain of library exceptions
            mapped.__suppress_context__ = True
        else:
            mapped.__cause__ = error
        return mapped
    return error


def drive(flow: Generator[OpT, Any, T], send: Callable[[OpT], Any]) -> T:
    """Run a flow to its end, sending each operation synchronously."""
    try:
        op = next(flow)
        while True:
            try:
                answer = send(op)
            except Exception as error:
                op = flow.throw(_mapped(op, error))
                continue
            op = flow.send(answer)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]


async def adrive(
    flow: Generator[OpT, Any, T], send: Callable[[OpT], Awaitable[Any]], *, offload: bool = False
) -> T:
    """Run a flow to its end, awaiting each operation.

    With `offload` the flow's own steps (reading, counting, compacting) run in a worker thread,
    so a large request does not hold the event loop while it is compacted.
    """
    step = _in_thread if offload else _inline
    done, op = await step(functools.partial(next, flow))
    while not done:
        try:
            answer = await send(op)
        except Exception as error:
            done, op = await step(functools.partial(flow.throw, _mapped(op, error)))
            continue
        done, op = await step(functools.partial(flow.send, answer))
    return op  # type: ignore[no-any-return]


def _resumed(how: Callable[[], Any]) -> tuple[bool, Any]:
    """(False, next operation) or (True, the flow's value) for one step of a flow."""
    try:
        return False, how()
    except StopIteration as done:
        return True, done.value


async def _inline(how: Callable[[], Any]) -> tuple[bool, Any]:
    return _resumed(how)


async def _in_thread(how: Callable[[], Any]) -> tuple[bool, Any]:
    import asyncio  # here, not at import: `import router` stays light for the synchronous path

    return await asyncio.to_thread(_resumed, how)


def deliver(answer: Answer, stream: bool) -> Any:
    """The response for the caller: a stream observed as it is read, else observed now."""
    if stream:
        return wrap_stream(answer.response, answer.observe)
    response = bounded(answer.response)[0]
    answer.observe(response)
    return response


async def adeliver(answer: Answer, stream: bool) -> Any:
    """`deliver` for the async drivers: a reply is observed (logged, calibrated: store writes)
    in a worker thread, so the event loop never waits on the store."""
    if stream:
        return deliver(answer, stream)
    import asyncio

    return await asyncio.to_thread(deliver, answer, stream)
