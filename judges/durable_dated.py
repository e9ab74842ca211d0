"""Words that date what a statement says: a deadline ("by 30 May") and a lack reported with its
time ("no hot water since Tuesday"), which is a fact, not a prohibition."""

from __future__ import annotations

import re

from judges.durable_days import MONTH

__all__ = ["DEADLINE", "LACKING", "SO_FAR"]

_I = re.IGNORECASE
SO_FAR = (
    r"(?:since|from (?:yesterday|last|this)|for (?:\d|a|an|two|three|several|days|hours|weeks)|"
    r"today|tonight|this (?:morning|week)|again|at the moment|right now|yet)\b"
)
"""Words that date a lack as a report ("no hot water since Tuesday", "no signal again today")."""
LACKING = re.compile(r"^(?:still\s+)?no\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}\s+" + SO_FAR, _I)
"""A lack reported with its time ("no heating since Tuesday"): a fact, not a prohibition."""
_MONTH = MONTH + r"\b\.?"
_DATED = (
    r"\d{1,2}(?:st|nd|rd|th)?\s+" + _MONTH + r"|\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}[/.]\d{1,2}\b|"
    r"\d{1,2}(?::\d{2})?\s?[ap]m\b|\d{1,2}:\d{2}\b|" + _MONTH + r"\s+\d|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|noon|midday|midnight|end of|close of"
)
"""A date or an hour a deadline names after "by" ("by 30 May", "by Friday", "by 5pm")."""
DEADLINE = re.compile(r"\bby\s+(?:(?:the|next|this)\s+)?(?:" + _DATED + r")", _I)
"""A date something is due by ("needs the artwork by 30 May", "by Friday noon")."""
