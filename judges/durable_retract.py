"""What a retraction takes back ("scratch the oak", "forget what I said about capping the
mains"), and what a statement that something is off leaves of the items naming it ("the
raffle's off")."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from judges.durable_match import DurableItem, find_match
from judges.durable_rewrite import without_values
from judges.durable_stale import narrowed
from judges.durable_tokens import names_token
from judges.text import stems

__all__ = ["called_off", "restored", "taken_back", "without_thing"]


def _retracted_word(text: str) -> str | None:
    """The word a retraction opening a clause names ("scratch the oak, the quote was silly",
    "update on december, actually forget the fair", "I've cancelled the Miradouro": "oak",
    "fair", "miradouro"), or None: the item naming it is taken back, whatever is said in its
    place."""
    found = _RETRACTS.search(text) or _RETRACTS_THING.search(text) or _CANCELLED.search(text)
    return found.group(1).lower() if found else None


_NAMED_THING = r"(?:the|that|my|our)\s+([A-Za-z][\w-]{2,})\b(?![\w-]*\s+(?:and|but)\s)"
"""What a retraction names ("the oak"), not the first of a list ("the oak and the ash")."""
_RETRACTS = re.compile(
    r"(?:^|[,;:]\s+)(?:ok(?:ay)?,?\s+|actually,?\s+)?(?:scratch|forget|ditch|cancel|never ?mind)\s+"
    + _NAMED_THING,
    re.IGNORECASE,
)


_CANCELLED = re.compile(
    r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:now\s+|just\s+)?(?:cancell?ed|called off)\s+" + _NAMED_THING,
    re.IGNORECASE,
)
"""Something the speaker has cancelled ("I've cancelled the Miradouro"): what named it goes."""


_RETRACTS_THING = re.compile(
    r"(?:^|[,;:]\s+)(?:ok(?:ay)?,?\s+|actually,?\s+)?(?:ignore|disregard|drop)\s+"
    r"(?:the|that|my|our)\s+([A-Za-z][\w-]{2,})\s+(?:thing|idea|plan|suggestion|bit|part)\b",
    re.IGNORECASE,
)
"""A retraction of something said about a word ("ignore the navy thing", "drop the oak idea");
"ignore the warnings" is an instruction, not a retraction."""


def taken_back(text: str, current: Sequence[DurableItem]) -> list[int]:
    """The indexes of the items in force a retraction in `text` takes back, newest first: the
    newest naming the word the retraction names ("scratch the oak" for "we're going with solid
    oak"; or every word of what "forget what I said about capping the mains" names: "mains
    capped at £18"), and those naming it in the messages beside that one (its read-back, or
    the request it answered); [] when it takes back nothing."""
    names = _naming(text)
    if names is None:
        return []
    newest = next((at for at in range(len(current) - 1, -1, -1) if names(current[at])), None)
    if newest is None:
        return []
    near = range(current[newest].message - 1, current[newest].message + 2)
    return [
        at
        for at in range(len(current) - 1, -1, -1)
        if at == newest or (current[at].message in near and names(current[at]))
    ]


def _naming(text: str) -> Callable[[DurableItem], bool] | None:
    """A test of whether an item names what a retraction in `text` takes back, or None."""
    if about := _RETRACTS_ABOUT.search(text):
        named = stems(about.group(1), min_len=3)
        return lambda item: bool(named) and named <= stems(item.text, min_len=3)
    word = _retracted_word(text)
    if word is None:
        return None
    return lambda item: names_token(item.text.lower(), word)


def restored(
    withdrawn: Sequence[DurableItem],
    superseded: Sequence[DurableItem],
    current: Sequence[DurableItem],
) -> DurableItem | None:
    """The item the oldest of `withdrawn` replaced, back in force now that it is taken back
    ("ignore the navy thing" after "cabinets in navy instead?" replaced "sage green shaker"),
    unless an item in force restates or changes it since; or None."""
    first = min(withdrawn, key=lambda item: item.order)
    for old in reversed(superseded):
        if old.order >= first.order or old in withdrawn:
            continue
        if find_match(first, [old]) is not None:
            return old if find_match(old, current) is None else None
    return None


_RETRACTS_ABOUT = re.compile(
    r"(?:^|[,;:.]\s+)(?:ok(?:ay)?,?\s+|actually,?\s+)?(?:forget|ignore|scratch|disregard)\s+"
    r"what\s+i\s+(?:said|told you|wrote|mentioned)\s+(?:about|re|regarding|on)\s+"
    r"((?:[\w'-]+\s*){1,3})",
    re.IGNORECASE,
)


_CALLED_OFF = re.compile(
    r"(?:^|[,;:.]\s+|\bso\s+|\band\s+)(?:(?:the|that|my|our)\s+((?:[\w-]+\s+){0,2}?[A-Za-z][\w-]{2,})"
    r"|([a-z][\w-]{2,}))(?:'s|’s|\s+is|\s+are|\s+has\s+been|\s+have\s+been|\s+was|\s+got)\s+"
    r"(?:now\s+|also\s+|officially\s+)?(?:off|out|cancell?ed|called\s+off|scrapped)(?=\s*(?:[.!;,]|$))",
    re.IGNORECASE,
)
"""Something said to be off ("the raffle's off", "So the Malabar prawn curry is out", "the
Friday's off"): at the end of its clause, so "out till the 20th" and "off the road" are not."""

_NOT_A_THING_TEXT = """he she it that this they there what which who everything something nothing
one version release results beta update patch tickets news paper article book sun"""
_NOT_A_THING = frozenset(_NOT_A_THING_TEXT.split())
"""Words that name no thing called off, or what is "out" when published ("the beta is out")."""


def called_off(text: str) -> str | None:
    """What a statement says is off, cancelled or out ("raffle", "malabar prawn curry"), or
    None."""
    found = _CALLED_OFF.search(text)
    if found is None:
        return None
    thing = (found.group(1) or found.group(2)).lower()
    return None if thing in _NOT_A_THING else thing


def without_thing(
    current: list[DurableItem], superseded: list[DurableItem], thing: str, message: int
) -> None:
    """Items in force naming `thing`, now called off: shown without the clause naming it when
    others are left ("then Malabar prawn curry, lemon rice"), else taken back."""
    for at in range(len(current) - 1, -1, -1):
        other = current[at]
        if other.message == message or not names_token(other.text.lower(), thing):
            continue
        rest = without_values(other.text, (thing,))
        kept = not names_token(rest.lower(), thing) and len(rest.split()) >= 3
        narrowed(current, superseded, at, rest if kept else "")
