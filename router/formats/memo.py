"""Pieces (and the rebuild) of each session's last call, reused for the next call's shared prefix.

A long tool loop sends the same messages again with one round more. Units that are the very
same objects as last time (and whose watched fields are the same objects: a message edited in
place is read again) keep their pieces; only the new tail is converted. What is kept lives in
the session's memo (`Router.sessions.memo(session_id)`), so it is bounded and forgotten with
the session, and never shared between routers.
"""

from __future__ import annotations

import inspect
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from itertools import compress, count, repeat
from operator import is_not
from typing import Any, cast

from router.formats.common import field
from router.formats.pieces import Codec, Piece, SystemUnit, normal
from router.formats.rebuild import Written

__all__ = ["MEMO", "PieceMemo"]


@dataclass(frozen=True)
class _Last:
    units: list[Any]
    marks: list[list[Any]]
    """Per watched field, its value in each unit (after a leading system unit)."""
    ends: list[int]
    """The last unit of each piece."""
    pieces: list[Piece]


@dataclass
class _Session:
    """What one session's last call read (`last`) and wrote back (`written`)."""

    last: _Last | None = None
    written: Written | None = None


_GET = cast("Callable[[Any, str], Any]", dict.get)
"""`dict.get` called as a function: mapped over a list it reads one field of every dict in C."""


def _marks(units: list[Any], watched: tuple[str, ...]) -> list[list[Any]]:
    """Per watched field, its value in each unit after a leading system unit."""
    body = units[1:] if units and type(units[0]) is SystemUnit else units
    return [_column(body, name) for name in watched]


def _column(units: list[Any], name: str) -> list[Any]:
    try:
        return list(map(_GET, units, repeat(name)))
    except TypeError:
        pass
    if all(map(_plain_fields, set(map(type, units)))):
        return list(map(_GET, map(vars, units), repeat(name)))
    return [field(unit, name) for unit in units]


@cache
def _plain_fields(kind: type) -> bool:
    """Whether every field of `kind` is read straight from the instance's `__dict__`."""
    if "__slots__" in vars(kind) or "__getattr__" in vars(kind):
        return False
    declared = getattr(kind, "model_fields", None) or getattr(kind, "__dataclass_fields__", None)
    if not isinstance(declared, dict):
        return False
    return not any(
        isinstance(inspect.getattr_static(kind, name, None), property) for name in declared
    )


def _same(old: Any, new: Any) -> bool:
    return old is new or (type(old) is SystemUnit and type(new) is SystemUnit and old == new)


def _first_difference(before: list[Any], after: list[Any]) -> int:
    """How many leading items of `after` are the very objects of `before`."""
    limit = min(len(before), len(after))
    index: int = next(compress(count(), map(is_not, before, after)), limit)
    return index


class PieceMemo:
    """Per session of a router: the units, their marks and their pieces of the last call."""

    def pieces(self, router: Any, codec: Codec, session: str, units: list[Any]) -> list[Piece]:
        """The pieces of `units`, converting only what differs from the session's last call."""
        entry = self._entry(router, codec, session)
        last = entry.last
        marks = _marks(units, codec.watched)
        kept, start = _reusable(last, units, marks) if last else (0, 0)
        fresh = [Piece(normal(p.message), p.refs) for p in codec.pieces(units, start)]
        pieces = last.pieces[:kept] + fresh if last else fresh
        ends = (last.ends[:kept] if last else []) + [piece.refs[-1][0] for piece in fresh]
        entry.last = _Last(units, marks, ends, pieces)
        return pieces

    def written(self, router: Any, codec: Codec, session: str) -> Written | None:
        """The session's last rebuild of the router's output, if any."""
        return self._entry(router, codec, session).written

    def keep_written(self, router: Any, codec: Codec, session: str, written: Written) -> None:
        """Keep the rebuild just made, for the session's next call to resume from."""
        self._entry(router, codec, session).written = written

    def _entry(self, router: Any, codec: Codec, session: str) -> _Session:
        memo = router.sessions.memo(session)
        with memo.lock:
            entry = memo.adapters.get(type(codec).__name__)
            if not isinstance(entry, _Session):
                entry = memo.adapters[type(codec).__name__] = _Session()
        return entry


def _reusable(last: _Last, units: list[Any], marks: list[list[Any]]) -> tuple[int, int]:
    """How many of the last call's pieces lie wholly in the common prefix; where to go on from."""
    head = 1 if units and type(units[0]) is SystemUnit else 0
    if not head:
        prefix = _first_difference(last.units, units)
    elif last.units and _same(last.units[0], units[0]):
        prefix = 1 + _first_difference(last.units[1:], units[1:])
    else:
        return 0, 0
    for before, after in zip(last.marks, marks, strict=True):
        prefix = min(prefix, head + _first_difference(before, after))
    # refs run in unit order, so a piece's last unit tells whether it lies before the prefix
    kept = bisect_left(last.ends, prefix - 1)
    start = last.ends[kept - 1] + 1 if kept else 0
    return kept, start


MEMO = PieceMemo()
"""How every format entry reads and keeps a session's pieces (it holds no state itself)."""
