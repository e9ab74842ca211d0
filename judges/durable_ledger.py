"""The ledger of durable items: those in force in their typed order, and those replaced.

`judges.durable` builds it from a conversation; summarisers read it for what to carry, in which
order when room runs short, and which values are stale.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from judges.durable_days import with_days
from judges.durable_idle import idle_talk
from judges.durable_match import DurableItem
from judges.durable_recur import shadowed
from judges.durable_requests import names_identifier
from judges.durable_subjects import same_subject, subject_of
from judges.durable_tells import carried_out
from judges.durable_tokens import replaced_test
from judges.durable_weight import weighty
from judges.durable_wording import LIMIT, WAITING

__all__ = ["PRIORITY", "Ledger", "kind_rank"]

PRIORITY = ("rule", "constraint", "state", "decision", "preference", "fact")
"""Which kinds stay first when the room runs short."""


@dataclass(frozen=True)
class Ledger:
    """The items in force (in stable typed order) and those later statements replaced."""

    items: tuple[DurableItem, ...] = ()
    superseded: tuple[DurableItem, ...] = ()
    later: tuple[DurableItem, ...] = ()
    """Items in force stated in the messages kept verbatim after the folded ones."""
    _contradicted: dict[str, bool] = field(default_factory=dict, compare=False, repr=False)

    def texts(self) -> tuple[str, ...]:
        """The item texts in their typed order."""
        return tuple(item.text for item in self.items)

    @cached_property
    def _stale(self) -> tuple[str, ...]:
        live = "\n".join(item.text for item in (*self.items, *self.later)).lower()
        found: dict[str, None] = {}
        for item in self.superseded:
            for value in with_days(item.subject.values, item.text):
                if len(value) >= 2 and value.lower() not in live:
                    found.setdefault(value, None)
        return tuple(found)

    @cached_property
    def _holds_replaced(self) -> Callable[[str], bool]:
        return replaced_test((item.text for item in self.superseded), self._stale)

    def stale(self) -> tuple[str, ...]:
        """Values of superseded items that no item in force names."""
        return self._stale

    def carries_stale(self, text: str) -> bool:
        """Whether `text` holds a superseded item or one of its stale values."""
        return self._holds_replaced(text) or self.contradicts(text)

    def contradicts(self, text: str) -> bool:
        """Whether `text` states an item in force with other values (an older wording of it
        carried from somewhere the ledger did not order, such as a judge's must-keep list)."""
        known = self._contradicted.get(text)
        if known is None:
            known = self._contradicted[text] = self._states_otherwise(text)
        return known

    def _states_otherwise(self, text: str) -> bool:
        if "\n" in text or any(item.text in text for item in (*self.items, *self.later)):
            return False
        said = subject_of(text)
        if not said.values:
            return False
        values = {v.lower() for v in said.values}
        return any(
            item.subject.values
            and {v.lower() for v in item.subject.values} != values
            and same_subject(item.subject, said)
            for item in self.items
        )

    def priority_order(self) -> list[int]:
        """Indexes of the items, most worth keeping first, in bands: what the user or the
        system said before what the assistant said, except the state it reports (an
        assistant's figures and restatements are the first to go); within each speaker's, an
        item that sets no value and instructs nothing after the others
        (`judges.durable_weight`). Within a band, an item a newer one may have replaced goes
        last, and one the conversation mentions again goes first (`judges.durable_recur`);
        then by kind (rules first); among constraints, a limit before an amount reported, and
        a value someone changed before one told once; then newest."""
        items = self.items
        ranks = [_rank(item) for item in items]
        later = shadowed(items)
        return sorted(
            range(len(items)),
            key=lambda n: (
                ranks[n] // len(PRIORITY),
                n in later,
                not items[n].mentioned,
                ranks[n],
                not _bounds(items[n]),
                not items[n].revised,
                -items[n].order,
            ),
        )


def _rank(item: DurableItem) -> int:
    """An item's place in `Ledger.priority_order` before its age breaks ties."""
    assistants = item.role == "assistant" and not (_records(item) or _reports_state(item))
    second_hand = assistants or item.pasted  # the assistant's words, or a pasted log or script
    changed = item.revised and bool(item.stated)  # a value someone changed
    telling = item.role != "system" and not changed and not weighty(item.text, item.kind)
    rank = kind_rank(item.kind, item.text)
    if changed and not second_hand:
        rank = min(rank, PRIORITY.index("constraint"))
    idle = idle_talk(item.text)  # the weather, a score: after every other item
    return rank + len(PRIORITY) * (telling + 2 * second_hand + 4 * idle)


def _records(item: DurableItem) -> bool:
    """Whether the assistant's item records what it did or made ("I've opened fault ticket
    KF-2209147", "I've moved the visit to Friday 14 June"): the assistant is its only source."""
    return names_identifier(item.text) or carried_out(item.text)


def _reports_state(item: DurableItem) -> bool:
    """Whether the assistant's item reports where the work stands ("PR #882 is open, waiting on
    Tomasz's review", "Status: the refund is approved"), not advice, praise or a guess that
    happens to name progress ("once it is done the rest will feel manageable")."""
    return item.kind == "state" and (
        WAITING.search(item.text) is not None or _STATUS_LEAD.match(item.text) is not None
    )


_STATUS_LEAD = re.compile(
    r"\W*(?:(?:current\s+)?status|state|progress|done|open|pending|blocked|(?:to\s+)?recap|"
    r"where (?:things|matters|we|it|this) (?:stands?|are|is))\b",
    re.IGNORECASE,
)
"""A line opening on where things stand ("Status:", "Done:", "To recap where matters stand")."""


def _bounds(item: DurableItem) -> bool:
    """Whether a constraint is worded as a limit ("our maximum is 4.000 euros", "due by 7 May"),
    not only an amount reported ("the 4th floor is 180 € extra"): among constraints, limits
    stay first."""
    return item.kind == "constraint" and LIMIT.search(item.text) is not None


def kind_rank(kind: str, text: str) -> int:
    """Where an item of `kind` saying `text` stands in PRIORITY: a fact naming an identifier
    stands with constraints (it is what is asked for later, and cannot be worked out again)."""
    if kind == "fact" and names_identifier(text):
        kind = "constraint"
    return PRIORITY.index(kind)
