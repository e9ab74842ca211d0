"""A day of the month as the text writes it with its month ("12 june", "june 12th"): a bare
number names a date only beside its month."""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["MONTH", "day_of_month", "with_days"]

_I = re.IGNORECASE
MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
"""A month's name, whole or cut short ("June", "sept")."""
_DAY_OF_MONTH = re.compile(
    r"(?<![\w.,:])(?:\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+"
    + MONTH
    + r"|"
    + MONTH
    + r"\s+\d{1,2}(?:st|nd|rd|th)?)(?![\w:])",
    _I,
)


def day_of_month(day: str, text: str) -> list[str]:
    """How `text` writes the date whose day is the bare number `day`, lower-cased ("12 june",
    "june 12th"): a day alone names nothing for sure, the day with its month does."""
    found = (match[0].lower() for match in _DAY_OF_MONTH.finditer(text))
    return [date for date in found if re.search(rf"(?<!\d){re.escape(day)}(?!\d)", date)]


def with_days(values: Iterable[str], text: str) -> list[str]:
    """`values` and, for each bare number among them, how `text` writes it with its month
    (`day_of_month`)."""
    listed = list(values)
    return [*listed, *(date for v in listed if v.isdigit() for date in day_of_month(v, text))]
