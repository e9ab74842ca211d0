"""How much a durable item says: what decides which items stay first when room runs short.

An item that sets a value (a number, a date, an amount, an identifier, someone's full name),
is worded as an instruction, says what the speaker wants, or says where the work stands, is
what a person asks about later and cannot be worked out again. A sentence that only tells
("she was very calm about it", "the notes are fine, I guess") goes after all of those.
"""

from __future__ import annotations

import re

from judges.durable_markers import without_markers
from judges.durable_statements import comma_clauses
from judges.durable_tells import (
    asks_to_remember,
    counts_in_words,
    opens_instruction,
    states_progress,
)
from judges.durable_values import classes_of, value_tokens

__all__ = ["instructs", "weighty"]

_DIRECTED = re.compile(
    r"\b(?:you|we|everyone|nobody|no one)\s+(?:must|mustn't|should|shouldn't|have to|"
    r"need to|needs to|can't|cannot|may not|won't|will not|are not to|never|always|dont|cant|"
    r"wont)\b|\bi\s+(?:can't|cannot|won't|will not|never|always|dont|cant|wont)\b|"
    r"\b(?:i|we)(?:'d|\s+would|\s+really|\s+do)?\s+(?:prefer|like|love|hate|want|rather)\b|"
    r"\b(?<!\bi\s)(?:must|mustn't|has to|have to|is required|are required|at all times|"
    r"under no circumstances|on no account|(?:is|are)(?: never| not)? to be|without (?:my|our|"
    r"your|their|her|his) (?:sign-?off|approval|consent|permission|go-ahead|ok|okay))\b|"
    r"(?:^|[:;,.]\s+)please\s+(?!(?:let|see|find)\b)[a-z]+",
    re.IGNORECASE,
)
"""Someone asked to do or not do something, or saying what they want ("we have to", "I hate",
"under no circumstances is anything to be filed without my sign-off", "...: please give every
figure to the penny"); not the speaker's own duty ("I must correct something I said")."""


def weighty(text: str, kind: str) -> bool:
    """Whether an item of `kind` saying `text` sets a value, instructs, or states progress."""
    if classes_of(text) or any(_concrete(value) for value in value_tokens(text)):
        return True
    if counts_in_words(text) or _FROM_NOW.search(text):
        return True  # "seventeen kids", "Sam is IC from now on"
    stripped = without_markers(text)
    if _instructs(text, stripped) or asks_to_remember(stripped):
        return True
    return kind in ("preference", "rule") or (kind == "state" and states_progress(text))


_FROM_NOW = re.compile(
    r"\b(?:from now on|going forward|until further notice|as of (?:now|today)|from today)\b", re.I
)
"""Words that make a statement last: what holds from now on is what is asked about later."""


def instructs(text: str) -> bool:
    """Whether `text` is worded as an instruction or says what someone wants ("i hate emojis")."""
    return _instructs(text, without_markers(text))


def _instructs(text: str, stripped: str) -> bool:
    """`instructs`, given `text` without its opening markers too; an instruction after a
    lead-in and a colon counts ("ground rule for all of this: never run migrations"), and so
    does one opening a later clause."""
    after = text.partition(":")[2].strip()
    if opens_instruction(stripped) or (after and opens_instruction(after)):
        return True
    if any(opens_instruction(clause) for clause in comma_clauses(stripped)[1:]):
        return True  # "eggs + dairy fine, no fish"
    return _DIRECTED.search(text) is not None or _FORBIDS.match(stripped) is not None


_FORBIDS = re.compile(
    r"\W*(?:(?:oh|and|but|also|so|please|pls|just)[,\s]+)*(?:don'?t|dont|do not|never|no need to)"
    r"\s+(?:ever\s+)?(?!(?:\w+ed|had|been|was|were|got|did|seen|heard)\b)[a-z]+",
    re.IGNORECASE,
)
"""A statement opening on an action forbidden ("dont touch anything under legacy/", "NEVER run
anything against prod"), not on what someone never did ("never used one")."""


def _concrete(value: str) -> bool:
    """A value that names something exactly: with a digit, a name of two words or more, or an
    address, a domain or a path ("@boxly-test.com", "analytics.subscriptions_v4")."""
    if any(character.isdigit() for character in value) or " " in value.strip():
        return True
    return re.search(r"[@/_.]\w", value) is not None
