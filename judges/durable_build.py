"""The ledger of statements read in order (`ledger_of`): a statement that states an item adds
it, restates or confirms one in force, takes one back, or changes one, which is then superseded
and its values no later item names made stale; `Readings` keeps each statement's kind and subject
between ledgers of one conversation."""

from __future__ import annotations

from collections.abc import Callable, Iterable, MutableMapping, Sequence
from dataclasses import replace

from judges.durable_changes import (
    advises,
    drops_reference,
    echoes_gone,
    restated_before,
    revised,
    unmatched_change,
)
from judges.durable_detect import KINDS, classify
from judges.durable_ledger import Ledger
from judges.durable_match import DurableItem, confirms, displaced, find_match, restates
from judges.durable_names import KnownNames
from judges.durable_recur import Said, with_mentions
from judges.durable_regroup import regrouped
from judges.durable_retract import called_off, restored, taken_back, without_thing
from judges.durable_rewrite import without_changed, without_values
from judges.durable_stale import (
    assistants_own,
    handed_over,
    of_new_kind,
    replaced_elsewhere,
    replaced_values,
)
from judges.durable_statements import Statement, comma_clauses, is_question
from judges.durable_subjects import Subject, measured_anew, same_subject, subject_of
from judges.durable_tokens import names_token, set_anew
from judges.durable_value_kinds import kinds_of

__all__ = ["Readings", "ledger_of", "remembered"]

Readings = MutableMapping[tuple[str, str, str, bool, bool], tuple[str | None, Subject]]
"""Each statement's kind and subject by (text, role, heading, in a system prompt, pasted), and
each earlier summary's item by (text, "summary item", kind, False, False): what a caller keeps
between ledgers of one conversation (the router keeps one per session), so a statement is read
once however often the conversation is."""


def _item(statement: Statement, index: int, kind: str, subject: Subject) -> DurableItem:
    """The durable item `statement` (of message `index`) states."""
    return DurableItem(
        kind,
        statement.text,
        statement.order,
        statement.role,
        index,
        statement.echo,
        statement.pasted,
        subject,
    )


def ledger_of(
    found: Iterable[tuple[Statement, bool, int]],
    carried: Sequence[DurableItem] = (),
    readings: Readings | None = None,
) -> Ledger:
    """Items from `(statement, in a system prompt, message index)` in order, after `carried`."""
    current = list(carried)
    superseded: list[DurableItem] = []
    names = KnownNames()
    said = Said()
    for statement, system, index in regrouped(found):
        kind, subject = _read(statement, system, readings)
        subject = names.read(statement, subject)
        if not subject.change:  # a change names the value it replaces too
            said.add(statement.order, statement.text)
        if statement.pasted or advises(statement):  # a log's "2 changed", "must also move"
            subject = replace(subject, change=False)
        taken = taken_back(statement.text, current) if statement.role != "assistant" else []
        if taken:  # "scratch the oak": the items naming it are taken back
            withdrawn = [current.pop(at) for at in taken]  # the newest first
            superseded.extend(withdrawn)
            if (back := restored(withdrawn, superseded, current)) is not None:
                current.append(back)
            values = withdrawn[0].subject.values
            settings = {v.lower() for v in values if kinds_of(v) - {"word", "name"}}
            replaced_elsewhere(current, superseded, settings, index)
            if kind is None or not set_anew(subject.values, withdrawn[0].subject.said):
                continue  # else it says what comes instead ("forget the hire van - Tom's dad
                # is lending us his Vivaro")
            current.append(_item(statement, index, kind, subject))
            continue
        off = called_off(statement.text) if statement.role != "assistant" else None
        if off is not None and not is_question(statement.text):  # "the raffle's off"
            without_thing(current, superseded, off, index)
            current.append(_item(statement, index, kind or "decision", subject))
            continue
        if kind is None and (not subject.change or is_question(statement.text)):
            continue
        item = _item(statement, index, kind or "fact", subject)
        handed_over(item, current, superseded)
        match = find_match(item, current)
        if match is None:
            if kind is not None or unmatched_change(item):
                current.append(item if kind else replace(item, kind="decision"))
            continue
        old = current[match]
        if restates(item, old) or confirms(item, old):  # the user's words stay
            if old.echo and not item.echo:
                current[match] = replace(item, kind=old.kind, order=old.order)
            continue
        measured = tuple(measured_anew(item.subject, old.subject))
        if not item.subject.change and drops_reference(old, item):
            if measured:
                left = _still_stated(old, measured, item, readings)
                current[match : match + 1] = [left] if left else []
                superseded.append(old)
                restated_before(item, current, superseded, set(measured))
            current.append(item)  # said beside `old`, not instead of it
            continue
        kind_of = kind if kind is not None and kind != "fact" else old.kind
        rest = without_changed(old.text, old.subject, item.subject, item.text)
        if rest is not None:  # the statement set several values; only some of them changed
            stated = dict.fromkeys((*old.subject.values, *old.subject.said))
            gone = tuple(v for v in stated if not names_token(rest, v))
            moved = of_new_kind(gone, item, old)
            del current[match]
            restated_before(item, current, superseded, moved)
            at = next((n for n, x in enumerate(current) if x.order > old.order), len(current))
            current.insert(at, replace(old, text=rest, subject=subject_of(rest)))
            superseded.append(old)
            text = without_values(item.text, gone) or item.text
            replaced = set() if assistants_own(item) else moved
            echoes_gone(current, superseded, old, replaced)
            replaced_elsewhere(current, superseded, replaced, item.message)
            current.append(
                replace(item, kind=kind_of, text=text, subject=subject_of(text), revised=True)
            )
            continue
        named = _lower(item.subject) | {value.lower() for value in item.subject.said}
        stale = (
            tuple(
                v for v in old.subject.values if v.lower() not in named or displaced(v, old, item)
            )
            + measured
        )
        text = without_values(item.text, stale) or item.text
        del current[match]
        superseded.append(old)
        moved = of_new_kind(stale, item, old)
        restated = moved or replaced_values(stale, item, old)  # however the item is worded
        restated_before(item, current, superseded, restated)
        own = assistants_own(item)
        replaced = set() if own else moved
        echoes_gone(current, superseded, old, set() if own else restated)
        if (left := _still_stated(old, stale, item, readings)) is not None:
            current.append(left)
        replaced_elsewhere(current, superseded, replaced, item.message)
        current.append(revised(item, old, kind_of, text))
    return Ledger(_typed(with_mentions(current, said)), tuple(superseded))


def _read(
    statement: Statement, system: bool, readings: Readings | None
) -> tuple[str | None, Subject]:
    """A statement's kind and subject, from `readings` when it was read before."""
    key = (statement.text, statement.role, statement.heading, system, statement.pasted)
    return remembered(
        readings, key, lambda: (classify(statement, system), subject_of(statement.text))
    )


def remembered(
    readings: Readings | None,
    key: tuple[str, str, str, bool, bool],
    read: Callable[[], tuple[str | None, Subject]],
) -> tuple[str | None, Subject]:
    """The reading under `key`: from `readings` when there, else `read()`, kept there."""
    known = readings.get(key) if readings is not None else None
    if known is None:
        known = read()
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
