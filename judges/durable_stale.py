"""What else in force a change makes stale: the values it replaces, however another item writes
them, and the items naming them."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from judges.durable_days import with_days
from judges.durable_labels import labelled_by
from judges.durable_match import DurableItem, gone_in
from judges.durable_rewrite import without_values
from judges.durable_statements import comma_clauses
from judges.durable_subjects import identifiers, measured_anew, subject_of
from judges.durable_tells import carried_out
from judges.durable_tokens import names_token, set_anew
from judges.durable_value_kinds import kinds_in, kinds_within
from judges.durable_values import value_keys, value_tokens

__all__ = [
    "assistants_own",
    "handed_over",
    "narrowed",
    "of_new_kind",
    "replaced_elsewhere",
    "replaced_values",
]


def of_new_kind(stale: Sequence[str], item: DurableItem, old: DurableItem) -> set[str]:
    """The replaced values of a kind `item` sets anew in their place (the old branch for the new
    branch), lower-cased, a day with its month as `old` writes it ("12 june"): stale wherever
    else they are named. A value both name sets nothing new ("asked mollie support about
    moving the cards" after "ask Mollie whether they import cards from Braintree" replaces no
    Braintree). A value the user names as going ("not with the DPS") is stale everywhere.
    Whoever made the change: see `assistants_own` for what goes only with the item it changed."""
    return replaced_values(stale, item, old) if item.subject.change else set()


def replaced_values(stale: Sequence[str], item: DurableItem, old: DurableItem) -> set[str]:
    """The replaced values of a kind `item` sets anew in their place, however it is worded (see
    `of_new_kind`): "The Under-14 kick-off is therefore to be 10:45" replaces "11:00" in the
    other statements saying what it replaced. A statement worded as no change that names an
    identifier `old` does not ("... 3 per request for PRJ-0762" after "... for PRJ-0965") may
    speak of another thing: it replaces `old` alone."""
    if not item.subject.change and identifiers(item.subject) - identifiers(old.subject):
        return set()
    anew = set_anew(item.subject.values, old.subject.values)
    kinds = kinds_within(anew, item.text)
    of_kind = [v for v in stale if kinds_in(v, old.text) & kinds]
    labelled = [v for v in of_kind if labelled_by(v, old.text, item.subject.frame)]
    if len(of_kind) > len(anew) and labelled:  # "make that £149 for the excess" after
        # "£2,184.60 minus the £99 excess": only the values a word of the change labels
        of_kind = labelled
    values = {v.lower() for v in stale if v in of_kind or gone_in(v, item)}
    values |= measured_anew(item.subject, old.subject)
    return set(with_days(values, old.text))


def assistants_own(item: DurableItem) -> bool:
    """Whether `item` is a change the assistant makes of its own ("the car return must also
    move"): its replaced values go with the item it changed, not wherever else they are named;
    one recording what was asked ("Done: early-bird now ends May 7") is no such change."""
    return item.role == "assistant" and not carried_out(item.text)


def replaced_elsewhere(
    current: list[DurableItem], superseded: list[DurableItem], values: set[str], message: int
) -> None:
    """Items in force from other messages that name a replaced value: shown without the clause
    that names it, or replaced whole when nothing else of theirs is left, or when that clause is
    all of it and the value names one thing ("fix/orders-ci", not "3")."""
    keys = value_keys(list(values))  # an amount however it is written ("1.800 €", "€1,800")
    for at in range(len(current) - 1, -1, -1):
        other = current[at]
        if other.message == message:
            continue
        lowered = other.text.lower()
        named = {v for v in values if " " in v and names_token(lowered, v)}
        named |= {value for value, key in other.keyed if key in keys}  # a lead-in's values too
        if not named:
            continue
        rest = without_values(other.text, tuple(named))
        if any(names_token(rest, value) for value in named):
            if not any(_DISTINCT.search(value) for value in named):
                continue  # a bare number or word may name something else here
            rest = ""
        narrowed(current, superseded, at, rest if rest and value_tokens(rest) else "")


_DISTINCT = re.compile(r"(?=.*[a-z])(?=.*[\d/@_.-])|^[$€£¥]\d|\d\s?[€$£]$")
"""A value that names one thing: letters with a digit or a joiner (a branch, an id, an email),
or an amount with its currency ("€250")."""


def handed_over(
    item: DurableItem, current: list[DurableItem], superseded: list[DurableItem]
) -> None:
    """Items saying someone else holds a role `item` gives to someone from now on ("I'm the IC"
    after "Sam is IC from now on" or "handing IC over to Sam"): the clause saying so goes, or
    the item when that clause is all it says."""
    found = _HOLDS_NOW.search(item.text) or _HANDS_OVER.search(item.text)
    if found is None:
        return
    who, role = re.escape(found["who"]), re.escape(found["role"])
    held = re.compile(rf"\b(?:I'?m|I am|(?!{who}\b)[A-Z][a-z]+ is)\s+(?:the\s+)?{role}\b")
    for at in range(len(current) - 1, -1, -1):
        other = current[at]
        if other.message == item.message or not held.search(other.text):
            continue
        rest = " ".join(c for c in comma_clauses(other.text) if not held.search(c)).rstrip(",; ")
        narrowed(
            current, superseded, at, rest if len(rest.split()) >= 3 and value_tokens(rest) else ""
        )


_HOLDS_NOW = re.compile(
    r"\b(?P<who>[A-Z][a-z]+)\s+(?:is|'s)\s+(?:the\s+)?(?:new\s+)?(?P<role>[A-Z]{2,5})\b"
    r"(?=.*\b(?:now|from now on|from today|going forward)\b)"
)
_HANDS_OVER = re.compile(
    r"\bhand(?:ing|ed|s)?\s+(?:the\s+)?(?P<role>[A-Z]{2,5})\s+(?:over\s+)?to\s+"
    r"(?P<who>[A-Z][a-z]+)\b"
)
"""Someone named taking a role (an acronym: "IC", "PM", "DRI") from now on."""


def narrowed(current: list[DurableItem], superseded: list[DurableItem], at: int, rest: str) -> None:
    """The item at `at` superseded: what it still says (`rest`) stays in force in its place, or
    nothing when `rest` is empty."""
    old = current[at]
    superseded.append(old)
    if rest:
        current[at] = replace(old, text=rest, subject=subject_of(rest))
    else:
        del current[at]
