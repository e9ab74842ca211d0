"""What a statement's words tell of it, short of its kind: a count in words, an instruction
opening it, something about the user's people, where the work stands."""

from __future__ import annotations

import re

from judges.durable_values import classes_of
from judges.durable_wording import (
    ABOUT_US,
    CARE,
    COUNTED,
    IMPERATIVE,
    KEEP_IN_MIND,
    PROGRESS,
    PROHIBITION,
)

__all__ = [
    "asks_to_remember",
    "carried_out",
    "counts_in_words",
    "opens_instruction",
    "states_past_plan",
    "states_progress",
]


def counts_in_words(text: str) -> bool:
    """Whether `text` gives a count in words ("three years", "seventeen kids")."""
    return COUNTED.search(text) is not None


def opens_instruction(text: str) -> bool:
    """Whether `text` opens as an instruction: an imperative or a prohibition ("use UTC", "no
    seafood", "please don't promise an end time")."""
    return bool(IMPERATIVE.search(text) or PROHIBITION.search(text))


def asks_to_remember(text: str) -> bool:
    """Whether `text` states something about the user's people, someone's health or dietary
    needs, or asks for it to be kept in mind ("my partner is vegetarian", "Oliver has a nut
    allergy", "... worth knowing")."""
    return bool(KEEP_IN_MIND.search(text) or ABOUT_US.search(text) or CARE.search(text))


def states_progress(text: str) -> bool:
    """Whether `text` says where the work stands or what it waits on ("full rollout blocked on
    the DB migration review")."""
    return PROGRESS.search(text) is not None


def carried_out(text: str) -> bool:
    """Whether the assistant's words record what it did ("I've moved the visit to Friday 14
    June", "Done: early-bird now ends May 7"): a change made at someone's request."""
    return _CARRIED_OUT.search(text) is not None


_CARRIED_OUT = re.compile(
    r"\bI(?:'ve| have)\s+(?:now\s+|just\s+)?(?:moved|booked|opened|escalated|changed|updated|"
    r"amended|scheduled|rescheduled|cancelled|canceled|created|filed|raised|logged|registered|"
    r"renamed)\b|^\W*[Dd]one\s*[:!.,—-]"
)


def states_past_plan(text: str) -> bool:
    """Whether `text` states a plan as it was, with its date or hour, and goes no further ("We
    were to close on Sunday 1 February", "the flight was supposed to leave at 9:40"): the value
    it names is the replaced one. Without a date or an hour it may be what is still awaited ("the
    OT was supposed to bring bed rails"); a later clause naming one is the change itself ("the
    launch was meant to be 3 June, now it's 10 June"); "I was going to say" only leads in to what
    follows."""
    found = _PAST_PLAN.match(text)
    if found is None or "time" not in classes_of(text):
        return False
    later = _NEXT_CLAUSE.split(text[found.end() :])[1:]
    return not any("time" in classes_of(clause) for clause in later)


_PAST_PLAN = re.compile(
    r"\W*(?:(?:so|but|well|originally|initially)[,\s]+)*(?:we|i|it|they|he|she|the\s+[\w-]+)\s+"
    r"(?:was|were|had\s+been)\s+(?:originally\s+|initially\s+)?"
    r"(?:to|supposed\s+to|meant\s+to|going\s+to|due\s+to|scheduled\s+to|planning\s+to)\s"
    r"(?!(?:say|ask|mention|tell|add|note|check|write|the|a|an|my|our|his|her|their)\b)",
    re.IGNORECASE,
)
_NEXT_CLAUSE = re.compile(r"[,;:]\s+|\s+(?:but|and|so|now)\s+|\s+[—–-]+\s+", re.IGNORECASE)
"""Where a clause after the plan begins ("..., but it's now 8 February")."""
