"""Which durable items matter most when room is short, from how the conversation goes on.

An item whose value (a name, a figure, a code) turns up again in a later statement (the
assistant's read-back, a question about it, a reminder) is one the people in the conversation
rely on; one said once and never again is more often an aside. And of two items of one kind
that set values of the same class about the same thing, the newer may have replaced the older
in words no change detection reads ("has asked that they be shown at no more than 30 lux" after
"the watercolours at no more than 50 lux"): the older is the one to leave out first.
`judges.durable_ledger` ranks by both within each band.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import replace

from judges.durable_match import DurableItem

__all__ = ["Said", "shadowed", "with_mentions"]

MIN_VALUE = 3
"""Values shorter than this ("2", "PM") are too common to count as the item mentioned again."""
NEWER_KEPT = 4
"""How many newer (message, values) entries `shadowed` keeps per key: it bounds the work for a
key many items share (a kind, a date, a common word). An older item goes unmarked only when all
of them come from its own message or hold its own values."""


class Said:
    """The statements of a conversation in order, lower-cased, searchable after a point."""

    def __init__(self) -> None:
        self._orders: list[int] = []
        self._starts: list[int] = []
        self._parts: list[str] = []
        self._size = 0
        self._text = ""
        self._joined = True

    def add(self, order: int, text: str) -> None:
        """Add a statement (in the conversation's order)."""
        lowered = text.lower()  # may differ in length from `text` ("İ")
        self._orders.append(order)
        self._starts.append(self._size)
        self._parts.append(lowered)
        self._size += len(lowered) + 1
        self._joined = False

    def mentioned_after(self, order: int, values: Sequence[str]) -> bool:
        """Whether a statement after `order` names one of `values`."""
        at = bisect_right(self._orders, order)
        if at >= len(self._starts):
            return False
        if not self._joined:
            self._text, self._joined = "\n".join(self._parts), True
        start = self._starts[at]
        return any(self._text.find(value.lower(), start) != -1 for value in values)


def with_mentions(items: Sequence[DurableItem], said: Said) -> list[DurableItem]:
    """`items`, each marked `mentioned` when a later statement names one of its values."""
    marked = []
    for item in items:
        values = [core for value in item.stated if len(core := _core(value)) >= MIN_VALUE]
        if values and said.mentioned_after(item.order, values):
            item = replace(item, mentioned=True)
        marked.append(item)
    return marked


def _core(value: str) -> str:
    """What a later mention of `value` names: a figure without the noun it counts ("120" of
    "120 people"), else the whole value ("Dr Mensah", "HM-55812")."""
    head, _, rest = value.partition(" ")
    return head if rest and any(character.isdigit() for character in head) else value


def shadowed(items: Sequence[DurableItem]) -> set[int]:
    """Indexes of the items that a newer item of the same kind, stated in another message, may
    have replaced: it sets other values of a class (or unit) the older one sets, beside a word
    of the older one's subject, and does not name all of the older one's values again (a
    read-back that adds who and when restates it)."""
    newer: dict[tuple[str, str, str], list[tuple[int, frozenset[str]]]] = {}
    found: set[int] = set()
    for at in sorted(range(len(items)), key=lambda n: -items[n].order):
        item = items[at]
        values = frozenset(item.subject.values)
        keys = list(_keys(item))
        if any(
            message != item.message and not values <= other
            for key in keys
            for message, other in newer.get(key, ())
        ):
            found.add(at)
        for key in keys:
            seen = newer.setdefault(key, [])
            if len(seen) < NEWER_KEPT and (item.message, values) not in seen:
                seen.append((item.message, values))
    return found


def _keys(item: DurableItem) -> Iterator[tuple[str, str, str]]:
    """(kind, class or unit, subject word) for each class the item sets and word it is about."""
    subject = item.subject
    classes = subject.classes | subject.units
    for name in classes:
        for word in subject.frame | subject.units:
            yield item.kind, name, word
