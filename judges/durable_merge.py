"""Typed items a model listed, merged with the offline ledger's and checked against it.

A model's list is never trusted as it stands: an item must occur in the conversation (or be
one of the ledger's items, which may be rewritten without a superseded clause), must not hold
an item a later statement replaced or one of its stale values, and must not be one the kept
tail states (the request carries those). Items the ledger holds that the model dropped are
appended, so a model that forgets a rule cannot lose it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from judges.durable import Ledger, kind_rank
from judges.durable_section import section_within

__all__ = ["Listed", "merge_items", "section_of", "without_stale"]

Listed = tuple[str, str]
"""A `(kind, text)` pair."""

_SENTENCE = re.compile(r"(?<=[.!?;])\s+")


def _norm(text: str) -> str:
    """`text` lower-cased with its whitespace collapsed."""
    return " ".join(text.lower().split())


def merge_items(listed: Sequence[Listed] | None, ledger: Ledger, source: str) -> list[Listed]:
    """The model's verified items in its order, then the ledger's items it left out.

    `listed` is None when the reply carried no usable list: the ledger's items alone.
    An item overlapping a ledger item (one inside the other) is the ledger's, kind and text.
    """
    own = [(item.kind, item.text) for item in ledger.items]
    later = {_norm(item.text) for item in ledger.later}
    haystack = _norm(source)
    merged: list[Listed] = []
    taken: set[int] = set()
    for kind, raw in listed or ():
        text = " ".join(raw.split())
        if len(text) < 2 or _norm(text) in later or ledger.carries_stale(text):
            continue
        at = _overlap(text, own)
        if at is not None:
            if at not in taken:
                taken.add(at)
                merged.append(own[at])
        elif _norm(text) in haystack:
            merged.append((kind, text))
    merged += [pair for at, pair in enumerate(own) if at not in taken]
    return list(dict.fromkeys(merged))


def _overlap(text: str, own: Sequence[Listed]) -> int | None:
    """The index of the ledger item `text` restates (one holds the other), or None."""
    low = _norm(text)
    for at, (_kind, item) in enumerate(own):
        other = _norm(item)
        if low == other or low in other or other in low:
            return at
    return None


def section_of(items: Sequence[Listed], room: int, measure: Callable[[str], int]) -> list[str]:
    """The item section of `items` within `room`: rules kept longest, facts dropped first."""
    order = sorted(range(len(items)), key=lambda n: (kind_rank(*items[n]), n))
    return section_within(items, order, room, measure)


def without_stale(text: str, ledger: Ledger) -> str:
    """`text` with every sentence holding a superseded item or a stale value taken out."""
    lines: list[str] = []
    for line in text.splitlines():
        if not ledger.carries_stale(line):
            lines.append(line)
            continue
        kept = [part for part in _SENTENCE.split(line) if not ledger.carries_stale(part)]
        if any(part.strip() for part in kept):
            lines.append(" ".join(kept))
    return "\n".join(lines).strip()
