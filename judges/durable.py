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
from dataclasses import replace
from itertools import chain
from typing import Any

from judges.durable_changes import (
    advises,
    drops_reference,
    echoes_gone,
    restated_before,
    revised,
    unmatched_change,
)
from judges.durable_conversation import conversation_statements
from judges.durable_detect import KINDS, classify
from judges.durable_ledger import PRIORITY, Ledger, kind_rank
from judges.durable_match import (
    DurableItem,
    confirms,
    displaced,
    find_match,
    kinds_of,
    restates,
)
from judges.durable_names import KnownNames
from judges.durable_recur import Said, with_mentions
from judges.durable_regroup import regrouped
from judges.durable_retract import restored, taken_back
from judges.durable_rewrite import without_changed, without_values
from judges.durable_section import parse_section
from judges.durable_stale import assistants_own, handed_over, of_new_kind, replaced_elsewhere
from judges.durable_statements import (
    Statement,
    comma_clauses,
    is_question,
    statements,
)
from judges.durable_subjects import Subject, same_subject, subject_of
from judges.durable_values import names_token, set_anew
from judges.summary_lines import tool_made
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
    "split_at",
]

_EARLIER = 1_000_000
_SUMMARY_LINES = ("Summary of ", "Goal: ", "[compaction-router summary", "(")
Readings = MutableMapping[tuple[str, str, str, bool, bool], tuple[str | None, Subject]]
"""Each statement's kind and subject by (text, role, heading, in a system prompt, pasted), and
each earlier summary's item by (text, "summary item", kind, False, False): what a caller keeps
between ledgers of one conversation (the router keeps one per session), so a statement is read
once however often the conversation is."""


def extract_durable(
    messages: Sequence[Mapping[str, Any]],
    previous_summary: str | None = None,
    kept: Sequence[Mapping[str, Any]] = (),
    readings: Readings | None = None,
    older: Sequence[Mapping[str, Any]] = (),
) -> Ledger:
    """The ledger of `messages` (in order), starting from an earlier summary's items.

    `older` are messages stated before that summary that it did not fold (the task kept in
    front of it): their items come first, and the summary's items replace what they change.

    `kept` are the messages that stay verbatim after `messages`: what they state supersedes
    earlier items like any later statement, but their own items stay out of `items` (the
    request carries them already) and sit in `Ledger.later`. `readings`, when given, keeps
    each statement's kind and subject between calls (see `Readings`).
    """
    parsed = parse_section(previous_summary or "")
    carried = [
        DurableItem(kind, text, -_EARLIER + n, "summary", subject=_carried(kind, text, readings))
        for n, (kind, text) in enumerate(parsed)
    ]
    replaced: tuple[DurableItem, ...] = ()
    if older:
        carried, replaced = _under(ledger_of(conversation_statements(older)).items, carried)
    found = conversation_statements([*messages, *kept])
    if previous_summary:  # its other lines, as the oldest statements: later ones replace them
        shown = {text for _, text in parsed}
        found = chain(_summary_statements(previous_summary, shown), found)
    ledger = ledger_of(found, carried, readings)
    if replaced:
        ledger = replace(ledger, superseded=(*replaced, *ledger.superseded))
    return split_at(ledger, len(messages)) if kept else ledger


def split_at(ledger: Ledger, folded: int) -> Ledger:
    """`ledger` of a whole conversation as `extract_durable` gives it when only the first
    `folded` messages are folded: the items of the rest, kept verbatim, move to `later`."""
    return Ledger(
        tuple(item for item in ledger.items if item.message < folded),
        ledger.superseded,
        tuple(item for item in ledger.items if item.message >= folded),
    )


def _under(
    older: Sequence[DurableItem], summary: Sequence[DurableItem]
) -> tuple[list[DurableItem], tuple[DurableItem, ...]]:
    """The items in force once a summary's items follow `older` ones, and the older items they
    restate or change."""
    kept: list[DurableItem] = []
    replaced: list[DurableItem] = []
    for n, item in enumerate(older):
        moved = replace(item, order=-2 * _EARLIER + n, message=-2)
        changed = any(find_match(later, [moved]) is not None for later in summary)
        (replaced if changed else kept).append(moved)
    return [*kept, *summary], tuple(replaced)


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
            summary, older = inp.previous_summary, inp.messages[: inp.older]
            messages = inp.messages[inp.older :]
            ledger = extract_durable(messages, summary, inp.kept, inp.readings, older)
        inp.derived["ledger"] = ledger
    return ledger


def _summary_statements(
    summary: str, items: Collection[str] = ()
) -> Iterator[tuple[Statement, bool, int]]:
    """The statements of an earlier summary outside its item section (`items`), as the
    oldest ones."""
    lines = [
        line.strip().removeprefix("- ")
        for line in _conversation_lines(summary)
        if not line.strip().startswith(_SUMMARY_LINES)
        and line.strip().removeprefix("- ") not in items
    ]
    for statement in statements("\n".join(lines), "summary", -_EARLIER):
        yield statement, False, -1


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


def _conversation_lines(summary: str) -> Iterator[str]:
    """The lines of a summary that report the conversation, not tool output (`tool_made`)."""
    for raw, tool in zip(summary.splitlines(), tool_made(summary), strict=True):
        if not tool:
            yield raw


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
        if not item.subject.change and drops_reference(old, item):
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
        stale = tuple(
            v for v in old.subject.values if v.lower() not in named or displaced(v, old, item)
        )
        text = without_values(item.text, stale) or item.text
        del current[match]
        superseded.append(old)
        moved = of_new_kind(stale, item, old)
        restated_before(item, current, superseded, moved)
        replaced = set() if assistants_own(item) else moved
        echoes_gone(current, superseded, old, replaced)
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
    return _remembered(
        readings, key, lambda: (classify(statement, system), subject_of(statement.text))
    )


def _carried(kind: str, text: str, readings: Readings | None) -> Subject:
    """The subject of an earlier summary's item, from `readings` when it was read before (keyed
    apart from statements: the summary's section gave its kind)."""
    key = (text, "summary item", kind, False, False)
    return _remembered(readings, key, lambda: (kind, subject_of(text)))[1]


def _remembered(
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
