"""Statements regrouped before they are read: a short statement that points back at what it is
about ("so I'm switching to that one") joins the sentence it points to, the latest one of the same
message naming values ("I got a place for the Royal Parks Half on 13 October!!"), since alone it
says nothing to keep; a sentence making two changes ("I've moved the visit to Friday 14 June, and
changed the contact to Graham on 07700 900218") is read as one statement per change."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import replace

from judges.durable_statements import Statement
from judges.durable_values import value_tokens

__all__ = ["regrouped"]

Found = tuple[Statement, bool, int]
_POINTS_BACK = re.compile(
    r"\b(?:(?:to|with|for|on|take|book|pick|choose|keep|remember|note|save)\s+(?:that|this|it)\b"
    r"(?!\s+(?:is|was|'s)\b)|"
    r"(?:that|this|the other|the new) one\b)",
    re.I,
)
"""Words pointing back at what was just named ("switching to that one", "let's go with it",
"please keep it")."""
_VALUE_ALONE = re.compile(
    r"^(?:(?:now|so|and|but)\s+)?(?:it|that|this|its)(?:'s|\s+is|\s+was)?\s+\S+(?:\s+\S+){0,3}$",
    re.I,
)
"""A statement that is a value and nothing else ("It is 943 476 5919.", "its 58812", "Now it is
Friday 2 May.")."""


def regrouped(found: Iterable[Found]) -> Iterator[Found]:
    """`found` (statement, in a system prompt, message index) with each statement pointing back
    joined to what it points to, and each sentence making two changes split in two."""
    for statement, system, index in _with_values_after(_with_referents(found)):
        for part in _changes_of(statement):
            yield part, system, index


def _with_values_after(found: Iterable[Found]) -> Iterator[Found]:
    """`found`, a change that names no value read with the short statement right after it in
    the same message that names some ("rota deadline got moved up. wed 17th now"), across one
    short statement naming none ("I mistyped the figure. I've just found their letter and it
    says £2,400")."""
    waiting: Found | None = None
    bridged = False
    for current in found:
        if waiting is not None:
            statement, system, index = waiting
            if not bridged and _bridges(current, waiting):
                text = f"{statement.text} {current[0].text}"
                waiting, bridged = (replace(statement, text=text), system, index), True
                continue
            if _gives_value(current, waiting):
                text = f"{statement.text} {current[0].text}"
                current = (replace(statement, text=text), system, index)
            else:
                yield waiting
            waiting, bridged = None, False
        if _CHANGED.search(current[0].text) and not value_tokens(current[0].text, names=False):
            waiting = current
            continue
        yield current
    if waiting is not None:
        yield waiting


def _bridges(current: Found, change: Found) -> bool:
    """Whether `current` is a few words naming no value, said right after `change`."""
    text = current[0].text
    return (
        _said_next(current, change)
        and len(text.split()) <= 8
        and not value_tokens(text, names=False)
    )


def _said_next(current: Found, change: Found) -> bool:
    """Whether `current` is said in the same message, by the same speaker, as `change`."""
    return current[2] == change[2] and current[0].role == change[0].role


def _gives_value(current: Found, change: Found) -> bool:
    """Whether `current` is a short statement naming values, said right after `change`, or a
    longer one naming a single value ("I've just found their letter and it says £2,400 - I
    must have swapped the digits")."""
    text = current[0].text
    values = value_tokens(text, names=False)
    words = len(text.split())
    return (
        _said_next(current, change)
        and bool(values)
        and (words <= 8 or (words <= 25 and len(values) == 1))
    )


_CHANGED = re.compile(
    r"\b(?:got|has been|was|been|is|are|were)\s+(?:moved|changed|pushed|pulled|brought|bumped|"
    r"shifted|rescheduled|postponed)\b|^(?:sorry,?\s+|oops,?\s+)?correction\b|"
    r"\b(?:is|was|are|were)\s+wrong\b|\b(?:i|we)\s+(?:read|got|had|wrote|put|typed|gave you|"
    r"sent you|copied)\s+the\s+wrong\b|\b(?:i|we)\s+(?:swapped|mixed up|muddled|mistyped|misread|"
    r"miscounted|misquoted)\b|\ba correction\b|\bgot\s+[\w' ]{1,30}?\s+wrong\b|"
    r"\b(?:confirmed|came back|got back to (?:me|us))\b",
    re.I,
)
"""A change said without its new value ("the deadline got moved up", "standup's been changed"),
a correction announced before it ("sol's number is wrong on the form, i swapped the end"), or
an answer someone gave ("Beth confirmed Newcastle!")."""


def _changes_of(statement: Statement) -> list[Statement]:
    """`statement` split where a second change begins, when each part names a value."""
    parts = [part.strip() for part in _SECOND_CHANGE.split(statement.text)]
    if len(parts) < 2 or not all(value_tokens(part, names=False) for part in parts):
        return [statement]
    return [replace(statement, text=part) for part in parts]


_SECOND_CHANGE = re.compile(
    r"(?:,\s*|\s+)and\s+(?=(?:(?:i|we)(?:'ve| have)\s+)?(?:also\s+)?(?:changed|moved|switched|"
    r"updated|swapped|replaced|rescheduled|bumped|raised|lowered)\b)",
    re.I,
)
"""Where a sentence goes on to a second change ("..., and changed the contact to ...")."""


def _with_referents(found: Iterable[Found]) -> Iterator[Found]:
    """`found` (statement, in a system prompt, message index), a short statement that names no
    value and points back read as one statement with the latest one before it in the same
    message that names some."""
    message: list[Found] = []
    for current in found:
        if message and (message[0][2] != current[2] or message[0][0].role != current[0].role):
            yield from message
            message = []
        statement, system, index = current
        at = _pointed_at(statement, message)
        if at is not None:
            earlier = message.pop(at)[0]
            current = (replace(statement, text=f"{earlier.text} {statement.text}"), system, index)
        message.append(current)
    yield from message


def _pointed_at(statement: Statement, before: list[Found]) -> int | None:
    """Where in `before` the statement `statement` points back to, if it does: a value alone
    ("It is 943 476 5919.") is the value of what the sentence before it names."""
    if before and _VALUE_ALONE.match(statement.text) and value_tokens(statement.text, names=False):
        return len(before) - 1
    if before and _values_only(statement.text):
        return len(before) - 1  # "rory.gallagher@eircom.example" after "send it to Rory's email"
    if len(statement.text.split()) > 15 or not _POINTS_BACK.search(statement.text):
        return None
    if value_tokens(statement.text, names=False):
        return None
    for at in range(len(before) - 1, -1, -1):
        if value_tokens(before[at][0].text, names=False):
            return at
    return None


def _values_only(text: str) -> bool:
    """Whether `text` is a few words that are all values ("rory.gallagher@eircom.example",
    "HL-2291.", "Marcus Oyelaran.")."""
    values = value_tokens(text) if len(text.split()) <= 5 else []
    rest = text
    for value in sorted(values, key=len, reverse=True):
        rest = rest.replace(value, " ")
    return bool(values) and not re.search(r"[A-Za-z0-9]", rest)
