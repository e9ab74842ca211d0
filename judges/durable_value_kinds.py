"""The kinds of values a change compares: a value's class (`judges.durable_values`), a single
capitalised word a name of its own kind, a bare number a day of the month when written with its
month, an ordinal a day of the month, and "7.30" an hour when told as the time of something."""

from __future__ import annotations

import re
from collections.abc import Sequence

from judges.durable_days import day_of_month
from judges.durable_values import ORDINAL, value_classes

__all__ = ["kinds_in", "kinds_of", "kinds_within"]


def kinds_of(value: str) -> set[str]:
    """A value's classes; a single capitalised word is a name of its own kind."""
    return value_classes([value]) or ({"word"} if value.isalpha() and value[0].isupper() else set())


def kinds_in(value: str, text: str) -> set[str]:
    """`kinds_of(value)`, where a bare number is a day of the month when `text` writes it with
    its month, and of no kind otherwise ("number 3" replaces no "24" elsewhere); an ordinal
    ("the 17th") is a day of the month."""
    if value.isdigit():
        return {"day of month"} if day_of_month(value, text) else set()
    if ORDINAL.match(value):
        return {"day of month"}  # "wed 17th now" moves "fri 19 july"
    if _DOTTED.match(value) and _told_time(value, text):
        return {"time"}  # "come at 7.30 instead": an hour, not a version
    return kinds_of(value)


_DOTTED = re.compile(r"(?:[01]?\d|2[0-3])\.[0-5]\d$")


def _told_time(value: str, text: str) -> bool:
    """Whether `text` writes `value` ("7.30") as the time of something: after "at", "from",
    "until", "by" and the like, or before "am", "pm"."""
    named = re.escape(value)
    told = rf"\b(?:at|from|until|till|by|around|about|before|after)\s+{named}(?!\d)|"
    return re.search(told + rf"(?<![\d.]){named}\s?[ap]\.?m\b", text, re.I) is not None


def kinds_within(values: Sequence[str], text: str) -> set[str]:
    """The kinds of `values` as `text` writes them (`kinds_in`)."""
    return set().union(*(kinds_in(value, text) for value in values))
