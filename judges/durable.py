"""Durable items: what must outlive any number of compactions, typed and kept as they arrive.

Messages are read in order (system prompt, user and assistant turns; tool output is not a
statement of the conversation). Each statement that gives a rule, a constraint, a decision, a
fact, the goal or state, or a preference becomes an item with a subject. A later statement of
the same subject with another value supersedes the earlier item: the earlier is dropped and
reported as superseded, and its values no later item names are *stale* (no summary may carry
them). A restatement with the same values (an assistant's echo) changes nothing. An earlier
summary's item section is read back first, so items carry over verbatim round after round.
"""

from __future__ import annotations

from collections.abc import (
    Callable,
    Collection,
    Iterable,
    Iterator,
    Mapping,
    MutableMapping,
    Sequence,
)
from dataclasses import dataclass, field, replace
from functools import cached_property
from itertools import chain
from typing import Any

from judges.durable_detect import KINDS, classify
from judges.durable_match import (
    DurableItem,
    displaced,
    find_match,
    of_new_kind,
    replaced_elsewhere,
    restates,
)
from judges.durable_section import parse_section
from judges.durable_statements import (
    Statement,
    comma_clauses,
    conversation_statements,
    is_question,
    statements,
)
from judges.durable_subjects import (
    Subject,
    same_subject,
    subject_of,
    without_changed,
    without_values,
)
from judges.durable_values import classes_of, replaced_test
from judges.types import SummaryInput

__all__ = [
    "PRIORITY",
    "DurableItem",
    "Ledger",
    "Readings",
    "extract_durable",
    "input_ledger",
    "kind_rank",
    "ledger_of",
]

_EARLIER = 1_000_000
_SUMMARY_LINES = ("Summary of ", "Goal: ", "[compaction-router summary", "(")
Readings = MutableMapping[tuple[str, str, str, bool], tuple[str | None, Subject]]
"""Each statement's kind and subject by (text, role, heading, in a system prompt): what a
caller keeps between ledgers of one conversation (the router keeps one per session), so a
statement is read once however often the conversation is."""
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
            for value in item.subject.values:
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
        """Indexes of the items, most worth keeping first: by kind (rules first), then newest;
        what the assistant said after what the user or the system said, except the state it
        reports (an assistant's figures and restatements are the first to go)."""
        items = self.items
        return sorted(range(len(items)), key=lambda n: (_rank(items[n]), -items[n].order))


def _rank(item: DurableItem) -> int:
    """An item's place in `Ledger.priority_order` before its age breaks ties."""
    said_by_assistant = item.role == "assistant" and item.kind != "state"
    return kind_rank(item.kind, item.text) + (len(PRIORITY) if said_by_assistant else 0)


def kind_rank(kind: str, text: str) -> int:
    """Where an item of `kind` saying `text` stands in PRIORITY: a fact naming an identifier
    stands with decisions (it is what is asked for later, and cannot be worked out again)."""
    if kind == "fact" and "code" in classes_of(text):
        kind = "decision"
    return PRIORITY.index(kind)


def extract_durable(
    messages: Sequence[Mapping[str, Any]],
    previous_summary: str | None = None,
    kept: Sequence[Mapping[str, Any]] = (),
    readings: Readings | None = None,
) -> Ledger:
    """The ledger of `messages` (in order), starting from an earlier summary's items.

    `kept` are the messages that stay verbatim after `messages`: what they state supersedes
    earlier items like any later statement, but their own items stay out of `items` (the
    request carries them already) and sit in `Ledger.later`. `readings`, when given, keeps
    each statement's kind and subject between calls (see `Readings`).
    """
    parsed = parse_section(previous_summary or "")
    carried = [
        DurableItem(kind, text, order=-_EARLIER + n, role="summary", subject=subject_of(text))
        for n, (kind, text) in enumerate(parsed)
    ]
    found = conversation_statements([*messages, *kept])
    if previous_summary:  # its other lines, as the oldest statements: later ones replace them
        shown = {text for _, text in parsed}
        found = chain(_summary_statements(previous_summary, shown), found)
    ledger = ledger_of(found, carried, readings)
    if not kept:
        return ledger
    folded = len(messages)
    return Ledger(
        tuple(item for item in ledger.items if item.message < folded),
        ledger.superseded,
        tuple(item for item in ledger.items if item.message >= folded),
    )


def input_ledger(inp: SummaryInput) -> Ledger:
    """The ledger of a summary's input: the messages to fold after the earlier summary's
    originals when the request still carries them (they are what it was made from), else after
    the earlier summary; the kept tail's changes replace what they change."""
    ledger = inp.derived.get("ledger")
    if not isinstance(ledger, Ledger):
        if inp.earlier:
            messages = [*inp.earlier, *inp.messages]
            ledger = extract_durable(messages, None, inp.kept, inp.readings)
        else:
            summary = inp.previous_summary
            ledger = extract_durable(inp.messages, summary, inp.kept, inp.readings)
        inp.derived["ledger"] = ledger
    return ledger


def _summary_statements(
    summary: str, items: Collection[str] = ()
) -> Iterator[tuple[Statement, bool, int]]:
    """The statements of an earlier summary outside its item section (`items`), as the
    oldest ones."""
    lines = [
        line.strip().removeprefix("- ")
        for line in summary.splitlines()
        if not line.strip().startswith(_SUMMARY_LINES)
        and line.strip().removeprefix("- ") not in items
    ]
    for statement in statements("\n".join(lines), "summary", -_EARLIER):
        yield statement, False, -1


def ledger_of(
    found: Iterable[tuple[Statement, bool, int]],
    carried: Sequence[DurableItem] = (),
    readings: Readings | None = None,
) -> Ledger:
    """Items from `(statement, in a system prompt, message index)` in order, after `carried`."""
    current = list(carried)
    superseded: list[DurableItem] = []
    for statement, system, index in found:
        kind, subject = _read(statement, system, readings)
        if kind is None and (not subject.change or is_question(statement.text)):
            continue
        item = DurableItem(
            kind or "fact",
            statement.text,
            statement.order,
            statement.role,
            index,
            statement.echo,
            subject,
        )
        match = find_match(item, current)
        if match is None:
            if kind is not None:
                current.append(item)
            continue
        old = current[match]
        if restates(item, old):
            if old.echo and not item.echo:
                current[match] = replace(item, kind=old.kind, order=old.order)
            continue
        kind_of = kind if kind is not None and kind != "fact" else old.kind
        rest = without_changed(old.text, old.subject, item.subject)
        if rest is not None:  # the statement set several values; only some of them changed
            current[match] = replace(old, text=rest, subject=subject_of(rest))
            superseded.append(old)
            current.append(replace(item, kind=kind_of))
            continue
        named = _lower(item.subject) | {value.lower() for value in item.subject.said}
        stale = tuple(
            v for v in old.subject.values if v.lower() not in named or displaced(v, old, item)
        )
        text = without_values(item.text, stale) or item.text
        del current[match]
        superseded.append(old)
        if (left := _still_stated(old, stale, item, readings)) is not None:
            current.append(left)
        replaced_elsewhere(current, superseded, of_new_kind(stale, item), item.message)
        current.append(replace(item, kind=kind_of, text=text, subject=subject_of(text)))
    return Ledger(_typed(current), tuple(superseded))


def _read(
    statement: Statement, system: bool, readings: Readings | None
) -> tuple[str | None, Subject]:
    """A statement's kind and subject, from `readings` when it was read before."""
    key = (statement.text, statement.role, statement.heading, system)
    known = readings.get(key) if readings is not None else None
    if known is None:
        known = (classify(statement, system), subject_of(statement.text))
        if readings is not None:
            readings[key] = known
    return known


def _still_stated(
    old: DurableItem, stale: Sequence[str], item: DurableItem, readings: Readings | None
) -> DurableItem | None:
    """What `old` still states once `item` replaced it: its clauses that name no replaced
    value and speak of something else ("don't post anything yourself" after "comms go through
    Priya, don't post anything yourself" gave way to "Leon handles comms now"), or None."""
    if not stale or len(comma_clauses(old.text)) < 2:
        return None
    rest = without_values(old.text, tuple(stale))
    if not rest or rest == old.text:
        return None
    system = old.role in ("system", "developer")
    kind, subject = _read(Statement(rest, old.role, old.order), system, readings)
    if kind is None or same_subject(item.subject, subject):
        return None
    return replace(old, kind=kind, text=rest, subject=subject)


def _lower(subject: Subject) -> set[str]:
    """The values a subject sets, lower-cased."""
    return {value.lower() for value in subject.values}


def _typed(items: Sequence[DurableItem]) -> tuple[DurableItem, ...]:
    """Items in the stable typed order (kinds in `KINDS` order, then as stated)."""
    return tuple(sorted(items, key=lambda item: (KINDS.index(item.kind), item.order)))
