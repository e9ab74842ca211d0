"""How a change leaves the items in force: the item it leaves and whose it is, the other
statements of the replaced values that go with it, and a change kept with nothing to replace."""

from __future__ import annotations

import re
from dataclasses import replace

from judges.durable_framing import ADVICE
from judges.durable_match import DurableItem, find_match
from judges.durable_statements import Statement
from judges.durable_subjects import subject_of
from judges.durable_tokens import names_token

__all__ = [
    "advises",
    "drops_reference",
    "echoes_gone",
    "restated_before",
    "revised",
    "unmatched_change",
]


def revised(item: DurableItem, old: DurableItem, kind: str, text: str) -> DurableItem:
    """The item a change of `old` leaves, worded `text`; the assistant stating the value of a
    change someone else made ("he comes two days later", then "So Darius now comes on 27
    July") carries their item, and it ranks as theirs."""
    carried = item.role == "assistant" and item.subject.change and old.role != "assistant"
    role = old.role if carried else item.role
    return replace(item, kind=kind, text=text, subject=subject_of(text), revised=True, role=role)


def advises(statement: Statement) -> bool:
    """Whether the assistant advises a change rather than making one ("the car return must also
    move to 25 July"): what moves is the user's to say."""
    return statement.role == "assistant" and ADVICE.search(statement.text) is not None


def echoes_gone(
    current: list[DurableItem], superseded: list[DurableItem], old: DurableItem, replaced: set[str]
) -> None:
    """Other statements in force of what `old` said (two or more of its values) that name a
    value the change replaced (the user's "I've booked Gary Pryce for Tuesday 9 April" and the
    assistant's "Gary Pryce will come on Tuesday 9 April", when "he's coming Thursday instead"):
    a change replaces every one of them, not only the newest. Two words alike ("IoT", "VLAN")
    are no statement of the same thing: one of the values both name holds a number."""
    values = {value.lower() for value in old.stated}
    for at in range(len(current) - 1, -1, -1):
        both = {value.lower() for value in current[at].stated} & values
        numbered = any(char.isdigit() for value in both for char in value)
        if len(both) >= 2 and numbered and any(not v.isdigit() for v in both & replaced):
            superseded.append(current.pop(at))


def restated_before(
    item: DurableItem, current: list[DurableItem], superseded: list[DurableItem], stale: set[str]
) -> None:
    """Older statements in force that `item` changes too, once the one it changed is gone, while
    they name a value it replaced (the user's "The abstract must not exceed 300 words" and the
    assistant's "abstract at most 300 words", when "The abstract limit is now 350 words")."""
    for _ in range(len(current)):
        at = find_match(item, current)
        if at is None or not any(names_token(current[at].text, value) for value in stale):
            return
        superseded.append(current.pop(at))


def unmatched_change(item: DurableItem) -> bool:
    """Whether `item` is someone's change to a value whose earlier statement is gone (it was
    superseded, or summarised away): "Change the release day to Wednesdays" is the decision
    in force even with nothing left for it to replace."""
    return item.role != "assistant" and bool(item.subject.values) and item.subject.change


def drops_reference(old: DurableItem, item: DurableItem) -> bool:
    """Whether `old` names a reference (a code such as "KS/4470/B", "Q-55310") that `item`
    does not: a statement worded as no change that would drop one states beside `old`."""
    lowered = item.text.lower()
    return any(
        _REFERENCE.fullmatch(token) and token.lower() not in lowered
        for token in _TOKEN.findall(old.text)
    )


_TOKEN = re.compile(r"[A-Za-z\d][\w/.-]*[A-Za-z\d]")
_REFERENCE = re.compile(r"(?=.*[A-Z])(?=.*\d)(?=.*[-/_]|(?:.*[A-Z]){2})[A-Za-z\d][\w/.-]*")
"""A reference: capitals and digits with a joiner or two capitals ("MC-7", "NM-0347",
"KS/4470/B"), not a dose or a time ("10mg", "8pm")."""
