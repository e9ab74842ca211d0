"""Pieces (and the rebuild) of each session's last call, reused for the next call's shared prefix.

A long tool loop sends the same messages again with one round more. Units that are the very
same objects as last time (and whose watched fields are the same objects: a message edited in
place is read again) keep their pieces; only the new tail is converted.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from router.formats.pieces import Codec, Piece, SystemUnit, normal
from router.formats.rebuild import Written

__all__ = ["MEMO", "PieceMemo"]

_SESSIONS_PER_ROUTER = 256


@dataclass(frozen=True)
class _Last:
    units: list[Any]
    marks: list[tuple[int, ...]]
    pieces: list[Piece]


@dataclass
class _Session:
    """What one session's last call read (`last`) and wrote back (`written`)."""

    last: _Last | None = None
    written: Written | None = None


def _mark(unit: Any, watched: tuple[str, ...]) -> tuple[int, ...]:
    """The identities of the unit's watched fields."""
    if type(unit) is dict:
        get = unit.get
        return tuple([id(get(name)) for name in watched])
    return tuple([id(getattr(unit, name, None)) for name in watched])


def _same(old: Any, new: Any) -> bool:
    if old is new:
        return True
    return type(old) is SystemUnit and type(new) is SystemUnit and old == new


class PieceMemo:
    """Per router and session: the units, their marks and their pieces of the last call."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_router: weakref.WeakKeyDictionary[Any, OrderedDict[Any, _Session]] = (
            weakref.WeakKeyDictionary()
        )

    def pieces(self, router: Any, codec: Codec, session: str, units: list[Any]) -> list[Piece]:
        """The pieces of `units`, converting only what differs from the session's last call."""
        entry = self._entry(router, codec, session)
        last = entry.last
        marks = [_mark(unit, codec.watched) for unit in units]
        kept, start = _reusable(last, units, marks) if last else ([], 0)
        fresh = [Piece(normal(p.message), p.refs) for p in codec.pieces(units, start)]
        pieces = kept + fresh
        entry.last = _Last(units, marks, pieces)
        return pieces

    def written(self, router: Any, codec: Codec, session: str) -> Written | None:
        """The session's last rebuild of the router's output, if any."""
        return self._entry(router, codec, session).written

    def keep_written(self, router: Any, codec: Codec, session: str, written: Written) -> None:
        """Keep the rebuild just made, for the session's next call to resume from."""
        self._entry(router, codec, session).written = written

    def _entry(self, router: Any, codec: Codec, session: str) -> _Session:
        key = (type(codec).__name__, session)
        with self._lock:
            sessions = self._by_router.setdefault(router, OrderedDict())
            entry = sessions.get(key)
            if entry is None:
                entry = sessions[key] = _Session()
            sessions.move_to_end(key)
            while len(sessions) > _SESSIONS_PER_ROUTER:
                sessions.popitem(last=False)
        return entry


def _reusable(
    last: _Last, units: Sequence[Any], marks: list[tuple[int, ...]]
) -> tuple[list[Piece], int]:
    """The last call's pieces that lie wholly in the common prefix, and where to go on from."""
    prefix = 0
    limit = min(len(units), len(last.units))
    while (
        prefix < limit
        and _same(last.units[prefix], units[prefix])
        and marks[prefix] == last.marks[prefix]
    ):
        prefix += 1
    kept: list[Piece] = []
    for piece in last.pieces:  # refs run in unit order, so the last names the piece's last unit
        if piece.refs[-1][0] >= prefix - 1:
            break
        kept.append(piece)
    start = kept[-1].refs[-1][0] + 1 if kept else 0
    return kept, start


MEMO = PieceMemo()
"""The memo every format entry shares."""
