"""The shared edge: caller units -> OpenAI chat pieces -> router -> caller units again.

A *unit* is one item of the caller's list (an Anthropic message, a Responses item, a LangChain
message). A *piece* is one OpenAI chat message built from parts of one or more units. After
compaction each output message is aligned to the piece it came from: a unit whose pieces all came
back unchanged is returned as the caller's own object; only changed units are rebuilt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from router import CompactResult, Router
from router.formats.memo import MEMO
from router.formats.pieces import Codec, Piece, Ref, SystemUnit
from router.formats.rebuild import rebuild, rebuild_from

__all__ = [
    "Codec",
    "Compacted",
    "Piece",
    "Ref",
    "SystemUnit",
    "acompact_units",
    "compact_units",
    "rebuild",
]

Message = dict[str, Any]


@dataclass(frozen=True)
class Compacted:
    """The caller's list compacted, in the caller's own format, and the router's result."""

    messages: list[Any]
    result: CompactResult
    system: Any = None


def _split_system(units: list[Any], system: Any) -> tuple[list[Any], Any]:
    """Take the system unit back out of the rebuilt list (a copy: the memo keeps `units`)."""
    if system is None:  # only a system given beside the list comes back as a SystemUnit
        return list(units), system
    for index, unit in enumerate(units):
        if isinstance(unit, SystemUnit):
            return units[:index] + units[index + 1 :], unit.value
    return list(units), system


def _prepared(
    router: Router, codec: Codec, messages: Sequence[Any], system: Any, session_id: str
) -> tuple[list[Any], list[Piece]]:
    units = ([SystemUnit(system)] if system is not None else []) + list(messages)
    return units, MEMO.pieces(router, codec, session_id, units)


def compact_units(
    router: Router,
    codec: Codec,
    messages: Sequence[Any],
    *,
    system: Any = None,
    tools: Sequence[Message] | None = None,
    session_id: str = "default",
    max_tokens: int | None = None,
) -> Compacted:
    """Compact the caller's list through `router.compact()` and give it back in its format."""
    units, pieces = _prepared(router, codec, messages, system, session_id)
    sent = [piece.message for piece in pieces]
    result = router.compact(
        sent,
        tools=tools or None,
        session_id=session_id,
        max_tokens=max_tokens,
    )
    return _finish(router, codec, session_id, (units, pieces, sent), result, system)


async def acompact_units(
    router: Router,
    codec: Codec,
    messages: Sequence[Any],
    *,
    system: Any = None,
    tools: Sequence[Message] | None = None,
    session_id: str = "default",
    max_tokens: int | None = None,
) -> Compacted:
    """Async `compact_units`, through `router.acompact()`."""
    units, pieces = _prepared(router, codec, messages, system, session_id)
    sent = [piece.message for piece in pieces]
    result = await router.acompact(
        sent,
        tools=tools or None,
        session_id=session_id,
        max_tokens=max_tokens,
    )
    return _finish(router, codec, session_id, (units, pieces, sent), result, system)


def _finish(
    router: Router,
    codec: Codec,
    session_id: str,
    read: tuple[list[Any], list[Piece], list[Message]],
    result: CompactResult,
    system: Any,
) -> Compacted:
    units, pieces, sent = read
    if result.messages == sent:
        return Compacted(list(units[1:] if system is not None else units), result, system)
    last = MEMO.written(router, codec, session_id)
    written = rebuild_from(codec, units, pieces, list(result.messages), last)
    MEMO.keep_written(router, codec, session_id, written)
    rest, new_system = _split_system(written.out, system)
    return Compacted(rest, result, new_system)
