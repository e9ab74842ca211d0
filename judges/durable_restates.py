"""Whether a durable item says what another says (`restates`), the assistant confirms what the
user set (`confirms`), and whether a value is named as going (`gone_in`)."""

from __future__ import annotations

from judges.durable_item import DurableItem
from judges.durable_tokens import named_as_gone, names_token
from judges.durable_values import value_classes, value_keys

__all__ = ["confirms", "gone_in", "restates", "said_alike"]


def restates(item: DurableItem, old: DurableItem) -> bool:
    """Whether `item` says what `old` says: the same text, or the same values, none of them
    named as going ("in fact with mydeposits, and not with the DPS" restates no "the DPS")."""
    if said_alike(item, old) or _names_nothing_of(item, old):
        return True
    if item.subject.change and any(gone_in(value, item) for value in old.subject.values):
        return False
    new_values = {value.lower() for value in item.subject.values}
    return bool(new_values) and new_values == {value.lower() for value in old.subject.values}


def _names_nothing_of(item: DurableItem, old: DurableItem) -> bool:
    """Whether `item`, worded as no change, names no value where `old` names some ("Extent:
    agreed." after "Extent: the Serbian text runs to approximately 86,000 words"): it speaks of
    the same thing and replaces none of what `old` set. Where the work stands is another
    matter: a report that names no value still moves it on."""
    if "state" in (item.kind, old.kind):
        return False  # where the work stands moves on without a value ("the sign-off came through")
    return not item.subject.change and not item.subject.said and bool(old.subject.said)


def said_alike(item: DurableItem, old: DurableItem) -> bool:
    """The same words: the same text, the same content words and no value in either, or an
    acknowledgement naming exactly the values `old` names ("OK, it stays open until 16:00")."""
    if item.plain == old.plain:
        return True
    said = {value.lower() for value in item.subject.said}
    if item.echo and said and said == {value.lower() for value in old.subject.said}:
        return True
    frame, values = item.subject.frame, item.subject.values or old.subject.values
    return bool(frame) and frame == old.subject.frame and not values


def gone_in(value: str, item: DurableItem) -> bool:
    """Whether someone other than the assistant names `value` as going in `item` ("not with the
    DPS", "instead of Thursday")."""
    return item.role != "assistant" and named_as_gone(value, item.text)


def confirms(item: DurableItem, old: DurableItem) -> bool:
    """Whether the assistant's `item` names the values of the user's `old` of the classes both
    set ("... under your 4.000 € maximum", "Updated: Vienna 11:12 to ..."): it confirms them."""
    if item.role != "assistant" or old.role == "assistant":
        return False
    if _reads_back(item, old):
        return True
    shared = item.subject.classes & old.subject.classes
    alike = [value for value in old.subject.values if value_classes([value]) & shared]
    return bool(alike) and value_keys(alike) <= value_keys(item.subject.values)


def _reads_back(item: DurableItem, old: DurableItem) -> bool:
    """Whether the assistant's `item`, worded as no change, names only values the user's `old`
    names ("Builder: Harlow & Sons (Mick)" after "builder is Harlow & Sons, Mick is the one we
    deal with"): a read-back, which leaves the user's words in force."""
    said = item.subject.said
    lowered = old.text.lower()
    return (
        not item.subject.change
        and bool(said)
        and all(names_token(lowered, value.lower()) for value in said)
    )
