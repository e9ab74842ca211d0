"""Operations the flows yield, and the two drivers (sync and async) that carry them out."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Generator
from dataclasses import dataclass
from typing import Any, TypeVar

from judges.types import ModelRequest
from router.view import CompactResult

__all__ = ["MainCall", "Op", "adrive", "drive", "main_kwargs"]

T = TypeVar("T")


@dataclass(frozen=True)
class MainCall:
    """The user's own chat request, sent after compaction."""

    kwargs: dict[str, Any]


Op = ModelRequest | MainCall


def drive(flow: Generator[Op, Any, T], send: Callable[[Op], Any]) -> T:
    """Run a flow to its end, sending each operation synchronously."""
    try:
        op = next(flow)
        while True:
            try:
                answer = send(op)
            except Exception as error:
                op = flow.throw(error)
                continue
            op = flow.send(answer)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]


async def adrive(flow: Generator[Op, Any, T], send: Callable[[Op], Awaitable[Any]]) -> T:
    """Run a flow to its end, awaiting each operation."""
    try:
        op = next(flow)
        while True:
            try:
                answer = await send(op)
            except Exception as error:
                op = flow.throw(error)
                continue
            op = flow.send(answer)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]


TOOL_KEYS = ("tools", "tool_choice", "parallel_tool_calls", "functions", "function_call")


def main_kwargs(
    defaults: dict[str, Any], result: CompactResult, kwargs: dict[str, Any]
) -> dict[str, Any]:
    """Keywords of the user's call with the compacted messages (and no tools for a final call)."""
    out = {**defaults, **kwargs, "messages": result.messages}
    if result.drop_tools:
        for key in TOOL_KEYS:
            out.pop(key, None)
    return out
