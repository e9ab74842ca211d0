"""What a retraction takes back: "scratch the oak", "forget what I said about capping the
mains"."""

from __future__ import annotations

import re
from collections.abc import Sequence

from judges.durable_match import DurableItem
from judges.durable_values import names_token
from judges.text import stems

__all__ = ["taken_back"]


def _retracted_word(text: str) -> str | None:
    """The word a retraction opening a clause names ("scratch the oak, the quote was silly",
    "update on december, actually forget the fair": "oak", "fair"), or None:
    the item naming it is taken back, whatever is said in its place."""
    found = _RETRACTS.search(text)
    return found.group(1).lower() if found else None


_RETRACTS = re.compile(
    r"(?:^|[,;:]\s+)(?:ok(?:ay)?,?\s+|actually,?\s+)?(?:scratch|forget|ditch|cancel|never ?mind)\s+"
    r"(?:the|that|my|our)\s+([A-Za-z][\w-]{2,})\b(?![\w-]*\s+(?:and|but)\s)",
    re.IGNORECASE,
)


def taken_back(text: str, current: Sequence[DurableItem]) -> int | None:
    """The index of the newest item in force a retraction in `text` takes back (it names the
    word the retraction names: "scratch the oak" for "we're going with solid oak"; or every
    word of what "forget what I said about capping the mains" names: "mains capped at £18"),
    or None."""
    if about := _RETRACTS_ABOUT.search(text):
        named = stems(about.group(1), min_len=3)
        for at in range(len(current) - 1, -1, -1):
            if named and named <= stems(current[at].text, min_len=3):
                return at
        return None
    word = _retracted_word(text)
    if word is None:
        return None
    for at in range(len(current) - 1, -1, -1):
        if names_token(current[at].text.lower(), word):
            return at
    return None


_RETRACTS_ABOUT = re.compile(
    r"(?:^|[,;:.]\s+)(?:ok(?:ay)?,?\s+|actually,?\s+)?(?:forget|ignore|scratch|disregard)\s+"
    r"what\s+i\s+(?:said|told you|wrote|mentioned)\s+(?:about|re|regarding|on)\s+"
    r"((?:[\w'-]+\s*){1,3})",
    re.IGNORECASE,
)
