"""Which durable item in force a new statement restates or changes, and how values compare
(the item is `judges.durable_item`, the kinds of its values `judges.durable_value_kinds`, whether
one item restates or confirms another is `judges.durable_restates`, what else in force a change
makes stale is `judges.durable_stale`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from judges.durable_codes import codes_apart
from judges.durable_item import DurableItem
from judges.durable_restates import confirms, gone_in, restates, said_alike
from judges.durable_subjects import same_subject
from judges.durable_tokens import named_as_gone, set_anew
from judges.durable_value_kinds import kinds_in, kinds_of, kinds_within
from judges.durable_values import value_classes
from judges.durable_wording import LIMIT
from judges.text import STOPWORDS, stem

__all__ = [
    "DurableItem",
    "confirms",
    "displaced",
    "find_match",
    "gone_in",
    "restates",
]


_SETTINGS = ("rule", "constraint", "decision", "preference")
"""Kinds that set how the work is done, as against facts and state that report."""


def find_match(item: DurableItem, current: Sequence[DurableItem]) -> int | None:
    """The index of the newest item in force that `item` restates or changes, or None; a change
    that sets something replaces a setting before a report that shares its words ("we'll close
    at 15:30 UTC instead" changes "keep it open until 16:00 UTC", not "502s since 14:10 UTC")."""
    if item.pasted:  # pasted material restates or replaces only pasted material
        pasted = [at for at, old in enumerate(current) if old.pasted]
        found = find_match(replace(item, pasted=False), [current[at] for at in pasted])
        return None if found is None else pasted[found]
    found = _newest_match(item, current, range(len(current) - 1, -1, -1))
    if found is None or not item.subject.change or item.kind not in _SETTINGS:
        return found
    if current[found].kind in _SETTINGS or current[found].message == item.message:
        return found
    settings = [at for at in range(found - 1, -1, -1) if current[at].kind in _SETTINGS]
    setting = _newest_match(item, current, settings, fallback=False)
    if setting is None or _alike(item, current[setting]) < _alike(item, current[found]):
        return found  # "the defence has been moved to Tuesday 24 June" changes the defence date,
        # not "24-hour times (slots at 10:00, 12:30)" that shares one of its words
    return setting


def _newest_match(
    item: DurableItem,
    current: Sequence[DurableItem],
    positions: Sequence[int],
    fallback: bool = True,
) -> int | None:
    """The first of `positions` whose item `item` restates or changes (see `find_match`); for a
    change, of those it could change, the one sharing the most words with it ("the asset
    register limit's been raised to £2,500" changes "anything over £1,000 goes on the asset
    register", not the newer "this quarter that catches the underpinner")."""
    found = [at for at in positions if _could_match(item, current[at])]
    if item.subject.values:
        apart = [at for at in found if not _beside_unvalued(item, current[at])]
        found = apart or found
    if item.subject.change:
        echoed = [at for at in found if _echoes(item, current[at])]
        if echoed:
            return echoed[0]
        found = [at for at in found if not _sets_other_class(item, current[at])]
    if len(found) > 1 and item.subject.change:
        return max(found, key=lambda at: (*_alike(item, current[at]), -found.index(at)))
    if found:
        return found[0]
    return _only_one_like(item, current) if item.subject.change and fallback else None


def _beside_unvalued(item: DurableItem, old: DurableItem) -> bool:
    """Whether `old` stands in the message of `item` and names no value: it leads up to what
    `item` sets ("I must trouble you once more over the Under-14 kick-off." before "The Under-14
    kick-off is therefore to be 10:45."), so an item with a value of its own is what `item`
    replaces."""
    return old.message == item.message and not set_anew(old.subject.said, item.subject.said)


def _echoes(item: DurableItem, old: DurableItem) -> bool:
    """Whether a change names again only values `old` set, two or more of them: it says `old`
    again ("So the hotel is now 2 nights, Friday and Saturday" after "they changed it to 2
    nights, Friday and Saturday"), whatever else shares a word with it."""
    values = {value.lower() for value in item.subject.values}
    return len(values) >= 2 and values <= _lower_said(old)


def _sets_other_class(item: DurableItem, old: DurableItem) -> bool:
    """Whether a change sets new values only of classes `old` holds none of, while each number
    `old` holds has a class: "It's £2,500, they raised it at the January renewal" changes no
    "tutored from September until January". A dotted number ("16.50") may be an amount or an
    hour, and a bare number ("0 2 * * *") anything, so either may be changed."""
    values = set_anew(item.subject.values, old.subject.values)
    new = kinds_within(values, item.text) - _BARE
    was = kinds_within(old.subject.values, old.text) - _BARE
    if not new or not was or new & was or "version" in new:
        return False
    return all(kinds_in(v, old.text) for v in old.subject.values if any(c.isdigit() for c in v))


_BARE = {"word", "name"}


def _could_match(item: DurableItem, old: DurableItem) -> bool:
    """Whether `item` restates or changes `old` (see `find_match`)."""
    if item.plain != old.plain and not item.subject.reach & old.subject.reach:
        return False  # nothing in common: no test below can join them
    family = item.kind == old.kind == "state" and item.subject.family & old.subject.family
    if family and old.message != item.message:
        return True
    if old.message != item.message and said_alike(item, old):
        return True
    if not same_subject(item.subject, old.subject) or not _may_replace(item, old):
        return False
    if _beside_in_message(item, old) or _keeps(item, old) or _adds_to(item, old):
        return False
    if _frames(item, old):
        return False
    worded_alike = not item.subject.change and not (item.subject.key and old.subject.key)
    # two entries of one list: "never on Fridays", "never on Mondays"
    return not (worded_alike and old.message == item.message and not restates(item, old))


def _adds_to(item: DurableItem, old: DurableItem) -> bool:
    """Whether a statement worded as no change sets values only of classes `old` holds none of:
    it says more of the same thing ("the deposit comes back if the van is returned by 18:00"
    beside "Deposit: £250")."""
    if item.subject.change:
        return False
    new, was = item.subject.classes, old.subject.classes
    return bool(new) and bool(was) and not new & was


def _keeps(item: DurableItem, old: DurableItem) -> bool:
    """Whether a changed decision only names again what a fact in force states ("change of plan:
    we're staying with Hollins Mill" after "we buy our flour from Hollins Mill, account
    HM-40917"): it changes another decision, not that fact."""
    if not item.subject.change or item.kind not in ("decision", "preference"):
        return False
    values = {value.lower() for value in item.subject.values}
    return bool(values) and old.kind in ("fact", "state") and values <= _lower_said(old)


def _frames(item: DurableItem, old: DurableItem) -> bool:
    """Whether a change names every value `old` sets only to place what else changed, under a
    subject of its own ("Your contact at Lakeshore Commons is now Marco Bellini" after "we go
    with Lakeshore Commons"): what `old` says still holds."""
    values = {value.lower() for value in old.subject.values}
    if not item.subject.change or not values or not values <= _lower_said(item):
        return False
    if not item.subject.key or item.subject.key & old.subject.frame:
        return False  # what changes is named apart from `old` ("your contact at ...")
    if not set_anew(item.subject.values, old.subject.values):
        return False
    return all(_placed(value, item.text) for value in old.subject.values)


def _placed(value: str, text: str) -> bool:
    """Whether `text` names `value` only to place what it speaks of ("at Lakeshore Commons")."""
    before = rf"\b(?:at|of|for|with|in|from|about)\s+(?:the\s+)?{re.escape(value)}\b"
    return re.search(before, text, re.IGNORECASE) is not None and not named_as_gone(value, text)


def _lower_said(item: DurableItem) -> set[str]:
    return {value.lower() for value in item.subject.said}


def _beside_in_message(item: DurableItem, old: DurableItem) -> bool:
    """Whether a change stands beside `old` in one message, setting values of no class `old`
    holds ("780 pounds for 4 nights instead of 640" after "I found a new place: Canongate
    Family Suites ..., confirmation CG-55120")."""
    if not item.subject.change or old.message != item.message:
        return False
    return bool(item.subject.classes) and not _alike(item, old)[0]


def _alike(item: DurableItem, old: DurableItem) -> tuple[bool, bool, int, int]:
    """How alike a change and an item it could change are: whether the change sets a new value of
    a class the item holds ("close at 15:30 UTC instead" and "open until 16:00 UTC", not
    "timestamps in UTC"), then whether their values name things of one kind ("the Royal Parks
    Half" for "the Cardiff Half") or, for a change that names no new date ("pushed the freeze
    back"), the change names what the item's date belongs to ("code freeze ... 12 November"),
    then how many names and values both name ("Jimmy's" for a venue's new fee), then how many
    content words they share. A bare number set anew is of the class of a bare number the item
    holds ("so the new code is 8307" changes "the code is 6142", not a rule on where the code
    may go)."""
    new, was = item.subject, old.subject
    values = set_anew(new.values, was.values)
    labelled = bool(_heads(new.values) & _heads(was.values))
    labelled = labelled or (new.shifted and bool(new.frame & was.labels))
    named = len(_lower_said(item) & _lower_said(old))
    numbers = _bare_numbers(values) and _bare_numbers(was.values)  # "8307" for "6142"
    return (
        bool(value_classes(values) & was.classes) or numbers,
        labelled,
        named,
        _shared(item, old),
    )


def _bare_numbers(values: Sequence[str] | set[str]) -> bool:
    """Whether any of `values` is a number and nothing else ("8307", "0114 496")."""
    return any(value.replace(" ", "").isdigit() for value in values)


def _heads(values: Sequence[str]) -> set[str]:
    """The last words of the values named in several words ("half" of "Royal Parks Half")."""
    return {value.split()[-1].lower() for value in values if " " in value}


def _shared(item: DurableItem, old: DurableItem) -> int:
    """How many content words `item` and `old` share, words of the time of day aside ("Dr
    Lennox rang this morning ... up it to 10mg" shares "morning" with no dose)."""
    return len((_words(item.text) & _words(old.text)) - _TIME_OF_DAY)


_TIME_OF_DAY = frozenset(
    map(stem, ("morning", "afternoon", "evening", "night", "tonight", "today"))
)


def _words(text: str) -> set[str]:
    """The content words of `text`, stemmed."""
    return {stem(w) for w in re.findall(r"[a-z][a-z']{2,}", text.lower()) if w not in STOPWORDS}


def displaced(value: str, old: DurableItem, item: DurableItem) -> bool:
    """Whether a change that names `old`'s `value` sets another value of its kind in its place
    ("Priya is off shift, Leon handles comms now" after "comms go through Priya")."""
    kinds = kinds_of(value)
    if not item.subject.change or not kinds:
        return False
    if gone_in(value, item):
        return True  # "protected with mydeposits, and not with the DPS as I had supposed"
    if (item.role == "assistant" or kinds == {"word"}) and not _said_to_go(value, item.text):
        return False  # an assistant repeats what it confirms: "Updated: Vienna 11:12 to ..."; a
        # name said again stays ("halden gave us the charity rate, £85 for the luton")
    earlier = {v.lower() for v in old.subject.values}
    return any(v.lower() not in earlier and kinds_of(v) & kinds for v in item.subject.values)


def _said_to_go(value: str, text: str) -> bool:
    """Whether the words next to `value` in `text` say it goes ("Priya is off shift", "moved
    from 09:42"), or `text` does not name it."""
    return re.search(re.escape(value), text, re.IGNORECASE) is None or named_as_gone(value, text)


def _may_replace(item: DurableItem, old: DurableItem) -> bool:
    """Whether `item` may replace `old`: the assistant's words replace what the user or the
    system stated only when they set a value of the same class ("Renamed the branch to
    fix/ci-green"), never by sharing words alone ("Changed the test to read the setting")."""
    if item.role != "assistant" or old.role == "assistant":
        return True
    if item.subject.key and item.subject.key == old.subject.key:
        return True
    return bool(_classes_set(item) & _classes_set(old) - {"word"})


def _classes_set(item: DurableItem) -> set[str]:
    """The kinds of the values `item` sets, a bare number only as a day of the month."""
    return kinds_within(item.subject.values, item.text)


def _only_one_like(item: DurableItem, current: Sequence[DurableItem]) -> int | None:
    """For a statement worded as a change that names no subject in force: the one item in force
    it can only mean, the sole one setting a value of the same class (the only amount, the only
    environment; a price never changes a bound: "the new price is 2.980 €" leaves "our maximum
    is 4.000 euros"), or for a user's preference or decision naming no number the user's latest
    one ("change of plan: scrap the redis approach, do it in postgres"; the assistant's words
    never change what someone wants: "the practice prefers a fuel scale charge")."""
    classes = _classes_set(item) - {"code", "name", "word"}  # often many in force
    bounds = LIMIT.search(item.text) is not None
    for name in sorted(classes):
        alike = [
            at
            for at, old in enumerate(current)
            if old.message != item.message
            and name in kinds_within(old.subject.said, old.text)
            and (bounds or name != "money" or LIMIT.search(old.text) is None)
            and not codes_apart(item.subject.said, old.subject.said)  # PRJ-1695's, PRJ-0610's
        ]
        if len(alike) == 1:
            return alike[0]
    numbers = any(char.isdigit() for value in item.subject.values for char in value)
    if item.kind in ("preference", "decision") and item.role != "assistant" and not numbers:
        for at in range(len(current) - 1, -1, -1):
            old = current[at]
            if old.kind == item.kind and old.role != "assistant" and old.message != item.message:
                return at
    return None
