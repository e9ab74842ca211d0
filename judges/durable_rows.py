"""Rows of data among chat statements: a line of values with no verb ("Dates are 12 to 19
August"), a `key: value` line, and an item of the user's own list of dated rows."""

from __future__ import annotations

import re

from judges.durable_statements import Statement
from judges.durable_values import classes_of, value_tokens
from judges.durable_wording import IMPERATIVE, STATE, VERB

__all__ = ["data_row", "keyed", "own_row", "worded_key"]


def data_row(text: str) -> bool:
    """A row of data rather than a sentence: values make a third or more of its tokens, and no
    verb makes it a statement ("Dates are 12 to 19 August" is one; so is a status line,
    "Current status: weeks 1-2 done, 3-4 pending", by its words)."""
    values = len(value_tokens(text))
    if values < 3 or values * 3 < len(text.split()):
        return False
    if IMPERATIVE.search(text):
        return False  # "use port 8443 on 10.0.0.5": an instruction, however many values
    done = _SOMEONE_DOES.search(text) or _NAMED_DID.search(text) or _IT_IS.match(text)
    return not (VERB.search(text) or STATE.search(text) or done)


_SOMEONE_DOES = re.compile(
    r"\b(?:i|we|you|they|he|she)(?:'(?:m|re|ve|ll|d|s))?\s+(?!and\b|or\b)[a-z]+", re.IGNORECASE
)
"""A pronoun and the word after it, a verb: someone doing something ("we booked apartment
Haymarket Loft Apartments for 14-18 July") is a sentence, not a row of data."""
_NAMED_DID = re.compile(r"\b[A-Z][a-z]+\s+(?:[a-z]{2,}ed|said|says|sent|got|gave|made|took)\b")
"""A name and a verb in the past after it ("Beth confirmed Newcastle! £160 guarantee")."""
_IT_IS = re.compile(
    r"\W*(?:it|that|this|there)(?:['’]s|\s+is|\s+was|\s+will be|\s+makes)\s", re.IGNORECASE
)
"""A sentence opening on what something is ("It's June 9-11, 2026 at the Harbourview Conference
Centre, around 240 people", "That makes the recheck Thursday 20 March at 17:40"), not a row of
data."""


def own_row(text: str, statement: Statement) -> str | None:
    """The kind of an item of the user's own list naming a date or an amount, a fact ("- Thu 8
    Oct, Bristol, The Louisiana - £300 guarantee, confirmed"), or of a row of theirs naming a
    dose ("Amlodipine 5mg - ONE tablet in the MORNING"), else None."""
    if statement.role != "user" or statement.pasted:
        return None
    classes = classes_of(text)
    listed = statement.listed and bool(classes & {"money", "time", "date"})
    return "fact" if listed or "dose" in classes else None


def worded_key(text: str) -> bool:
    """A `key: value` line whose key is words ("Minimum specification: 16 GB RAM and 512 GB
    SSD"): a setting stated, however many values it holds."""
    key = text.partition(":")[0].strip().strip("*_")  # "**Retention:** ..." is keyed in words
    return keyed(text) and not value_tokens(key, names=False) and key[:1].isalpha()


def keyed(text: str) -> bool:
    """A `key: value` line with a short key."""
    key, sep, value = text.partition(":")
    return bool(sep) and 0 < len(key.split()) <= 5 and bool(value.strip())
