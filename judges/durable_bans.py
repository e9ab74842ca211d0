"""Short ways a rule is said without a rule's usual words: a ban reported from someone with a
say ("the insurance says NO naked flames on stage ever"), or one thing allowed alone ("LED
candles only."). `judges.durable_detect` applies them."""

from __future__ import annotations

import re

__all__ = ["REPORTED_BAN", "only_this"]

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
    only"), not "the one and only" or "we only"."""
    found = _ONLY_THIS.match(text)
    if found is None:
        return False
    words = [*found.group(1).lower().split(), found.group(2).lower()]
    return words[0] not in _NOT_A_THING and words[-1] not in _NOT_A_THING
