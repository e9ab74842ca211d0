"""Whether a user's words ask something of someone: a rule word that asks rather than reports a
habit, a ban reported from someone with a say ("the insurance says NO naked flames on stage
ever"), or one thing allowed alone ("LED candles only."). `judges.durable_detect` applies
them."""

from __future__ import annotations

import re

from judges.durable_rule_wording import DIRECTED_BEFORE, DONE_BEFORE, HABIT_WORD, NEEDS, VERBLESS
from judges.durable_wording import RULE

__all__ = ["REPORTED_BAN", "asks_someone", "only_this"]

_I = re.IGNORECASE
REPORTED_BAN = re.compile(
    r"\b(?:says?|said|insists?|rules? (?:is|are|say)|policy (?:is|says))\s+(?:that\s+)?"
    r"(?:absolutely\s+|strictly\s+)?(?:no|never)\s+(?!(?:problem|worries|idea|way|need|one|"
    r"more|longer|doubt|again|mind)\b)[a-z]",
    _I,
)
"""A prohibition someone with a say is reported to make ("the insurance says NO naked flames")."""
_ONLY_THIS = re.compile(r"((?:[\w'&/-]+\s+){0,3})([\w'&/-]+)\s+only[.!]?$", _I)
_NOT_A_THING = frozenset("and one the a we i you they he she it is was that this if".split())  # noqa: SIM905


def only_this(text: str) -> bool:
    """Whether `text` is a short line allowing one thing alone ("LED candles only.", "cash
    only"), or opens on one before a comma ("Teams messages only, I'll see them between
    meetings"), not "the one and only" or "we only"."""
    found = _ONLY_THIS.match(text) or _ONLY_THIS.match(text.split(",", 1)[0])
    if found is None:
        return False
    words = [*found.group(1).lower().split(), found.group(2).lower()]
    return words[0] not in _NOT_A_THING and words[-1] not in _NOT_A_THING


def asks_someone(text: str) -> bool:
    """Whether a user's rule words ask something of someone: any but "always", "never" and a
    negation do; those do when they open a clause ("never share", "please don't promise"),
    follow "you" or "we" ("we don't go"), or say what someone cannot have or do ("Freya can't
    have dairy", "I don't want"); not a habit or a report ("she is always a tiger", "I always
    end up with", "paragraphs don't survive", "a few can't come")."""
    if VERBLESS.search(text):
        return True  # "leo and finn never in the same car"
    for match in RULE.finditer(text):
        if _OWN_DUTY.search(text[: match.start()]) and not NEEDS.match(text[match.end() :]):
            continue  # the speaker's own duty: "I must correct something", "I shall not be in"
        if DONE_BEFORE.match(text, match.end()):
            continue  # "never used one": what happened, not what is asked
        if not HABIT_WORD.fullmatch(match.group(0)):
            return True
        if _RELATIVE.search(text[: match.start()]):
            continue  # it describes a thing: "the plumber I always use", "the tuner we always use"
        if DIRECTED_BEFORE.search(text[: match.start()]):
            return True
        if NEEDS.match(text[match.end() :]):
            return True  # "Freya can't have dairy"
    return False


_OWN_DUTY = re.compile(r"\bi\s+(?:really\s+|just\s+|simply\s+)?$", re.I)
""""I" just before a rule word: what the speaker must do, not what anyone is asked to do."""
_RELATIVE = re.compile(
    r"\b(?:(?:the|a|an|my|our|that|this)\s+[\w-]+\s+(?:i|we|you|they|he|she)|it|that|this|"
    r"which)\s+$",
    re.I,
)
"""A relative clause or a thing before a habit word ("the plumber I always use", "it doesn't
work"): it describes a thing."""
