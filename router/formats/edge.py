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

__all__ = ["Codec", "Compacted", "Piece", "Ref", "SystemUnit", "acompact_units", "compact_units"]

Message = dict[str, Any]


@dataclass(frozen=True)
class Compacted:
    """The caller's list compacted, in the caller's own format, and the router's result."""

    messages: list[Any]
    result: CompactResult
    system: Any = None


def align(pieces: Sequence[Piece], outputs: Sequence[Message]) -> list[tuple[int | None, bool]]:
    """For each output: the piece it came from (or None if new) and whether it is unchanged."""
    inputs = [piece.message for piece in pieces]  # normalised when the pieces were made
    aligned: list[tuple[int | None, bool]] = []
    start = 0
    for output in outputs:
        found = _match(inputs, start, output)
        aligned.append(found)
        if found[0] is not None:
            start = found[0] + 1
    return aligned


def _match(inputs: list[Message], start: int, output: Message) -> tuple[int | None, bool]:
    call_id = output.get("tool_call_id") if output.get("role") == "tool" else None
    for index in range(start, len(inputs)):
        if inputs[index] == output:
            return index, True
        if call_id is not None and inputs[index].get("tool_call_id") == call_id:
            return index, False
    return None, False


def rebuild(
    codec: Codec, units: Sequence[Any], pieces: Sequence[Piece], outputs: Sequence[Message]
) -> list[Any]:
    """The caller's units after compaction: originals where untouched, rebuilt where changed."""
    aligned = align(pieces, outputs)
    same = {index for index, unchanged in aligned if index is not None and unchanged}
    intact = _intact_units(pieces, same)
    writer = _Writer(codec, units, intact)
    for output, (index, unchanged) in zip(outputs, aligned, strict=True):
        if index is None:
            writer.units(codec.fresh(output))
        elif unchanged:
            writer.kept(pieces[index])
        else:
            writer.replaced(pieces[index], output)
    return writer.finish()


def _intact_units(pieces: Sequence[Piece], same: set[int]) -> set[int]:
    broken = {unit for i, p in enumerate(pieces) if i not in same for unit, _ in p.refs}
    return {unit for p in pieces for unit, _ in p.refs} - broken


class _Writer:
    """Appends output units, gathering the parts of a unit being rebuilt."""

    def __init__(self, codec: Codec, units: Sequence[Any], intact: set[int]) -> None:
        self.codec, self.source, self.intact = codec, units, intact
        self.out: list[Any] = []
        self.emitted: set[int] = set()
        self.open: tuple[int, list[Any]] | None = None

    def units(self, new_units: list[Any]) -> None:
        self._flush()
        self.out.extend(new_units)

    def kept(self, piece: Piece) -> None:
        for unit, part in piece.refs:
            if unit in self.intact:
                if unit not in self.emitted:
                    self.units([self.source[unit]])
                    self.emitted.add(unit)
            elif part is not None:
                self._parts(unit, [self.codec.part(self.source[unit], part)])

    def replaced(self, piece: Piece, output: Message) -> None:
        unit, part = piece.refs[0]
        new = self.codec.changed(piece, self.source, output)
        if part is None:
            self.units(new)
        else:
            self._parts(unit, new)

    def _parts(self, unit: int, parts: list[Any]) -> None:
        if self.open is not None and self.open[0] != unit:
            self._flush()
        if self.open is None:
            self.open = (unit, [])
        self.open[1].extend(parts)

    def _flush(self) -> None:
        if self.open is not None:
            unit, parts = self.open
            self.out.append(self.codec.rebuild(self.source[unit], parts))
            self.open = None

    def finish(self) -> list[Any]:
        self._flush()
        return self.out


def _split_system(units: list[Any], system: Any) -> tuple[list[Any], Any]:
    """Take the system unit back out of the rebuilt list."""
    rest = [unit for unit in units if not isinstance(unit, SystemUnit)]
    systems = [unit for unit in units if isinstance(unit, SystemUnit)]
    return rest, (systems[0].value if systems else system)


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
    result = router.compact(
        [piece.message for piece in pieces],
        tools=tools or None,
        session_id=session_id,
        max_tokens=max_tokens,
    )
    return _finish(codec, units, pieces, result, system)


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
    result = await router.acompact(
        [piece.message for piece in pieces],
        tools=tools or None,
        session_id=session_id,
        max_tokens=max_tokens,
    )
    return _finish(codec, units, pieces, result, system)


def _finish(
    codec: Codec, units: list[Any], pieces: list[Piece], result: CompactResult, system: Any
) -> Compacted:
    if result.messages == [piece.message for piece in pieces]:
        return Compacted(list(units[1:] if system is not None else units), result, system)
    rebuilt = rebuild(codec, units, pieces, result.messages)
    rest, new_system = _split_system(rebuilt, system)
    return Compacted(rest, result, new_system)
