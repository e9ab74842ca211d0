"""Writing the router's output back as the caller's units, resumable from the last call.

Each output message is aligned to the piece it came from: a unit whose pieces all came back
unchanged is returned as the caller's own object; only changed units are rebuilt. A long loop
sends the same conversation again with one round more and gets the same compacted prefix back,
so the rebuild of the last call is kept (`Written`) with *checkpoints*: points between two units
where the writer holds nothing half-built. The next call takes the last checkpoint whose outputs
and pieces are the very same objects as last time and rebuilds only what follows it.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import compress, count
from operator import is_not
from typing import Any

from router.formats.pieces import Codec, Message, Piece, SystemUnit

__all__ = ["Written", "align", "rebuild", "rebuild_from"]

Checkpoint = tuple[int, int, int]
"""(outputs written, next piece to align from, units written so far)."""


@dataclass(frozen=True)
class Written:
    """One rebuild: what it read, what it wrote, and where it may be resumed from."""

    pieces: list[Piece]
    outputs: list[Message]
    out: list[Any]
    checkpoints: list[Checkpoint]
    unmatched: list[int]
    """Outputs that came from no piece (added by the router)."""
    system: SystemUnit | None


def align(pieces: Sequence[Piece], outputs: Sequence[Message]) -> list[tuple[int | None, bool]]:
    """For each output: the piece it came from (or None if new) and whether it is unchanged."""
    inputs = [piece.message for piece in pieces]  # normalised when the pieces were made
    return _align_from(inputs, outputs, 0, 0)


def _align_from(
    inputs: list[Message], outputs: Sequence[Message], first: int, start: int
) -> list[tuple[int | None, bool]]:
    aligned: list[tuple[int | None, bool]] = []
    for output in outputs[first:]:
        found = _match(inputs, start, output)
        aligned.append(found)
        if found[0] is not None:
            start = found[0] + 1
    return aligned


def _match(inputs: list[Message], start: int, output: Message) -> tuple[int | None, bool]:
    call_id = output.get("tool_call_id") if output.get("role") == "tool" else None
    for index in range(start, len(inputs)):
        candidate = inputs[index]
        if candidate is output or candidate == output:
            return index, True
        if call_id is not None and candidate.get("tool_call_id") == call_id:
            return index, False
    return None, False


def rebuild(
    codec: Codec, units: Sequence[Any], pieces: Sequence[Piece], outputs: Sequence[Message]
) -> list[Any]:
    """The caller's units after compaction: originals where untouched, rebuilt where changed."""
    return rebuild_from(codec, units, list(pieces), list(outputs), None).out


def rebuild_from(
    codec: Codec,
    units: Sequence[Any],
    pieces: list[Piece],
    outputs: list[Message],
    last: Written | None,
) -> Written:
    """`rebuild`, reusing what `last` wrote for the prefix both calls share."""
    system = units[0] if units and isinstance(units[0], SystemUnit) else None
    first, start, out, checkpoints, unmatched = _resume_point(pieces, outputs, last, system)
    inputs = [piece.message for piece in pieces]
    aligned = _align_from(inputs, outputs, first, start)
    same = {index for index, unchanged in aligned if index is not None and unchanged}
    writer = _Writer(codec, units, _intact_units(pieces, start, same), out)
    for offset, (output, (index, unchanged)) in enumerate(
        zip(outputs[first:], aligned, strict=True)
    ):
        if index is None:
            writer.units(codec.fresh(output))
            unmatched.append(first + offset)
        elif unchanged:
            writer.kept(pieces[index])
        else:
            writer.replaced(pieces[index], output)
        if index is not None:
            start = index + 1
        if writer.open is None and _between_units(pieces, start):
            checkpoints.append((first + offset + 1, start, len(writer.out)))
    return Written(pieces, outputs, writer.finish(), checkpoints, unmatched, system)


def _resume_point(
    pieces: list[Piece], outputs: list[Message], last: Written | None, system: SystemUnit | None
) -> tuple[int, int, list[Any], list[Checkpoint], list[int]]:
    """Where to go on from: the last checkpoint inside what this call shares with `last`."""
    if last is None or not last.checkpoints:
        return 0, 0, [], [], []
    shared_outputs = _shared(last.outputs, outputs, equal=True)
    shared_pieces = _shared(last.pieces, pieces, equal=False)
    inputs = [piece.message for piece in pieces]
    at = bisect_right(last.checkpoints, (shared_outputs, len(pieces) + 1, 0))
    while at > 0:
        first, start, written = last.checkpoints[at - 1]
        if start <= shared_pieces and _between_units(pieces, start):
            unmatched = [k for k in last.unmatched if k < first]
            if all(_match(inputs, start, outputs[k])[0] is None for k in unmatched):
                out = _with_system(last.out[:written], last.system, system)
                return first, start, out, last.checkpoints[:at], unmatched
            break
        at -= 1
    return 0, 0, [], [], []


def _shared(before: list[Any], after: list[Any], *, equal: bool) -> int:
    """How many leading items of `after` are those of `before` (the same, or equal if allowed)."""
    limit = min(len(before), len(after))
    index: int = next(compress(count(), map(is_not, before, after)), limit)
    while equal and index < limit and before[index] == after[index]:
        index += 1
        index += next(compress(count(), map(is_not, before[index:], after[index:])), limit - index)
    return index


def _between_units(pieces: Sequence[Piece], start: int) -> bool:
    """Whether no unit has pieces on both sides of `start`."""
    if start <= 0 or start >= len(pieces):
        return True
    return pieces[start - 1].refs[-1][0] < pieces[start].refs[0][0]


def _with_system(out: list[Any], old: SystemUnit | None, new: SystemUnit | None) -> list[Any]:
    """The reused units, with the caller's own system value where the old one was kept."""
    if old is None or new is None or old is new:
        return out
    for index, unit in enumerate(out):
        if unit is old:
            out[index] = new
            break
    return out


def _intact_units(pieces: Sequence[Piece], start: int, same: set[int]) -> set[int]:
    """Units from piece `start` on whose pieces all came back unchanged."""
    tail = range(start, len(pieces))
    broken = {unit for i in tail if i not in same for unit, _ in pieces[i].refs}
    return {unit for i in tail for unit, _ in pieces[i].refs} - broken


class _Writer:
    """Appends output units, gathering the parts of a unit being rebuilt."""

    def __init__(self, codec: Codec, units: Sequence[Any], intact: set[int], out: list[Any]):
        self.codec, self.source, self.intact = codec, units, intact
        self.out = out
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
