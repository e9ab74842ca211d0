"""What a durable statement is about (its subject) and what it sets (its values).

A later statement of the same subject with other values supersedes the earlier one. The
subject is found from the statement's shape: the key of a `key: value` line, what a change
verb acts on ("change the deploy day from Tuesday to Thursday", "move standup to 10:00"), or
the left side of a copula ("the budget cap is $55k", "deploys stay on Thursdays"); failing
those, its frame: its content words with values, modal and change words left out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from judges.durable_codes import ID, apart, identifiers_in, two_things
from judges.durable_labels import labels_of, measures_of, units_of
from judges.durable_markers import is_shifted, lead_stripped, marks_change
from judges.durable_phrases import content, content_words, split_phrases
from judges.durable_statements import BRACKETED, comma_clauses
from judges.durable_tokens import named_as_gone
from judges.durable_values import value_classes, value_tokens, without_closing_point
from judges.text import stem

__all__ = ["Subject", "identifiers", "measured_anew", "same_subject", "subject_of"]

_I = re.IGNORECASE
_FAMILIES = (
    ("goal", re.compile(r"\b(?:goal|objective|aim|mission|trying to|task is|focus)\b", _I)),
    ("waiting", re.compile(r"\b(?:waiting|blocked|awaiting|pending|on hold|status)\b", _I)),
    ("next", re.compile(r"\b(?:next step|next up|next thing|then we)\b", _I)),
)
_WHEN = frozenset({"date", "day", "month", "time"})
_NUMBER = re.compile(r"(?<![\w.:])(?<!\b(?:of|at|to) )\d+(?![\w.:])")
"""A number naming which one ("Event 3", "pitch 1"), not one measuring ("of 24 degrees")."""
_CAPITALISED = re.compile(r"\b[A-Z][a-z]+\b")


@dataclass(frozen=True)
class Subject:
    """The subject key of a statement, its frame, anchors, values and whether it is a change."""

    key: frozenset[str]
    frame: frozenset[str]
    anchors: frozenset[str]
    values: tuple[str, ...]
    change: bool
    labels: frozenset[str] = frozenset()
    """Content words just before each value ("Python" in "Python 3.12")."""
    said: tuple[str, ...] = ()
    """Every value the statement names, the replaced ones included."""
    family: frozenset[str] = frozenset()
    """The goal or state the statement speaks of: "goal", "waiting", "next"."""
    gone: tuple[str, ...] = ()
    """The values a change names as going ("its 29 Kestrel Road not 27")."""
    shifted: bool = False
    """A change that moves a date or time without naming the new one ("pushed it back a week")."""
    units: frozenset[str] = frozenset()
    """What each number counts, the word just after it ("l/ha" in "0.6 l/ha", "hours")."""
    capitals: frozenset[str] = frozenset()
    """Its words written with a capital, stemmed ("ravnsborg" in "Ravnsborg looks cute")."""
    measures: frozenset[tuple[str, str]] = frozenset()
    """Each bare number with the words saying what it counts (`measures_of`)."""

    @cached_property
    def classes(self) -> frozenset[str]:
        """The classes of the values it sets (a date, an amount...), read once."""
        return frozenset(value_classes(self.values))

    @cached_property
    def name_words(self) -> frozenset[str]:
        """The capitalised words of the names it gives, stemmed ("harboursid", "inn" of
        "Harbourside Inn")."""
        return frozenset(
            stem(word.lower())
            for value in self.said
            for word in value.split()
            if word[:1].isupper() and word.isalpha()
        )

    @cached_property
    def reach(self) -> frozenset[str]:
        """Its words (key, frame, labels), values (as `_norm` compares them) and families: two
        subjects `same_subject` may join share one of them, so those sharing none need no
        closer look."""
        words = {f"w {word}" for word in self.key | self.frame | self.labels | self.name_words}
        values = {f"v {_norm(value)}" for value in (*self.values, *self.said)}
        return frozenset(words | values | {f"f {name}" for name in self.family})


def subject_of(text: str) -> Subject:
    """The subject of one durable statement."""
    whole = without_closing_point(text.strip())
    body = lead_stripped(whole)
    change = marks_change(text)
    key_text, value_text = split_phrases(body)
    if not key_text and not content(body):  # "The clinic send the estimate ...: 480 €"
        key_text, value_text = content_words(whole[: len(whole) - len(body)]), body
        body = whole if key_text else body
    setting = body
    if not (key_text and value_classes(value_tokens(value_text))):
        setting = _setting_clause(body)
        if setting != body:
            key_text, value_text = split_phrases(setting)
    values = tuple(value_tokens(value_text if key_text else setting))
    if change:  # "flight LO 276 is cancelled, they move us to LO 278" sets LO 278
        values = _set_by_change(values, tuple(value_tokens(body)), body)
    if key_text and not values and value_text:
        values = (" ".join(value_text.lower().split()[:6]),)
    key = content(key_text) if key_text else frozenset()
    named = key_text.removesuffix(value_text) if value_text else key_text  # not the predicate's
    anchors = frozenset(  # "Event 3" and "Event 4" are two items, not one restated
        token.lower() for token in (*ID.findall(named), *_NUMBER.findall(named))
    )
    said = tuple(value_tokens(body))
    family = frozenset(name for name, pattern in _FAMILIES if pattern.search(body))
    core = BRACKETED.sub("", body) or body  # "(ticket RISK-4821)" names a source, not the subject
    gone = tuple(value for value in said if named_as_gone(value, body)) if change else ()
    labels = labels_of(core)
    shifted = change and is_shifted(body)
    frame = content(core)
    units = units_of(core, values)
    capitals = frozenset(stem(word.lower()) for word in _CAPITALISED.findall(core))
    measures = measures_of(core)
    return Subject(
        key,
        frame,
        anchors,
        values,
        change,
        labels,
        said,
        family,
        gone,
        shifted,
        units,
        capitals,
        measures,
    )


def _set_by_change(values: tuple[str, ...], said: tuple[str, ...], body: str) -> tuple[str, ...]:
    """The values a change sets: not those it names as going; when those are all its setting
    clause names, the others it names."""
    gone = {value for value in said if named_as_gone(value, body)}
    if not gone:
        return values
    kept = tuple(value for value in values if value not in gone)
    return kept or tuple(value for value in said if value not in gone)


def _setting_clause(body: str) -> str:
    """The part of `body` that sets its values: the whole, unless its values of a kind (a date,
    an amount) all sit in one of several clauses ("the window got approved, it's Saturday
    02:00 UTC, and I'm relieved because CAB bounced it twice" sets a day and a time), or a bare
    number, when no value of a kind is named ("..., so the new code is 8307")."""
    clauses = comma_clauses(body)
    if len(clauses) < 2:
        return body
    if value_classes(value_tokens(body)):
        setting = [clause for clause in clauses if value_classes(value_tokens(clause))]
    else:  # bare numbers only ("..., so the new code is 8307")
        setting = [clause for clause in clauses if value_tokens(clause, names=False)]
    return setting[0].rstrip(",;") if len(setting) == 1 else body


def same_subject(new: Subject, old: Subject) -> bool:
    """Whether `new` states the same item as `old` (later wording, maybe another value)."""
    if new.anchors != old.anchors and old.anchors and new.key and old.key:
        return False  # "Event 4" is not "Event 3"; "the contract AG-2026/114" may be "the contract"
    if new.key and old.key:
        if new.key == old.key:
            return True
        shared = len(new.key & old.key)
        if shared >= 2 and shared / len(new.key | old.key) >= 0.5:
            return True
    if measured_anew(new, old) and _anchors_agree(new, old):
        return True
    if new.change and _names_gone(new, old):
        return True  # "its 29 Kestrel Road not 27" changes what named 27
    if _keyed_apart(new, old) or two_things(new.said, new.values, old.said):
        return False
    if new.change and _anchors_agree(new, old) and _changes(new, old):
        return True
    union = len(new.frame | old.frame)
    overlap = len(new.frame & old.frame) / union if union else 0.0
    return overlap >= 0.75 and bool(new.values) and _anchors_agree(new, old)


def measured_anew(new: Subject, old: Subject) -> set[str]:
    """The numbers `old` gives a measure that `new` gives another ("24" when "12 plants per
    genotype per treatment" follows "the plan is 24 plants per genotype per treatment"); none
    when the two name different identifiers (a measure of "PRJ-0762" and one of "PRJ-3745")."""
    if apart(identifiers(new), identifiers(old)):  # two things measured
        return set()
    return {
        was
        for number, phrase in new.measures
        for was, was_phrase in old.measures
        if phrase == was_phrase and number != was
    }


def identifiers(subject: Subject) -> set[str]:
    """The identifiers a statement names, lower-cased."""
    return identifiers_in(subject.said)


def _keyed_apart(new: Subject, old: Subject) -> bool:
    """Whether both statements say what their values belong to, and those are two things: no
    word of the new subject in the old statement, and no new value labelled by a word of the
    old one ("the risk assessment isn't due until Friday 12 June, since the trip moved a week"
    leaves "the trip is now Thursday 18 June")."""
    if not (new.key and old.key) or new.key & old.frame:
        return False
    return not (new.labels & (old.frame | old.labels) or new.units & old.units or new.shifted)


def _changes(new: Subject, old: Subject) -> bool:
    """Whether a statement worded as a change acts on `old`: it shares most of old's subject
    (or frame), or names a value of the same label, or names old's value beside a shared word."""
    if new.shifted and new.frame & old.labels & old.key and old.classes & _WHEN:
        return True  # "QA pushed the freeze back two days" moves "code freeze ... 12 November"
    for words in (old.key, old.frame):
        shared = len(words & new.frame)
        if words and shared >= min(2, len(words)) and shared * 2 >= len(words):
            return True
    classes = _read_as(new, old)
    alike = classes == old.classes
    if new.labels & (old.labels | old.frame) and set(new.values) != set(old.values) and alike:
        return True
    if classes & old.classes and new.frame & old.frame - _SPANS:
        return True
    if new.key and new.key <= old.key and classes & value_classes(old.said):
        return True  # "moved the drought target up to 0.35" of "The drought target of 0.30 soil
        # water content is fairly severe", whose value sits in its subject
    if classes & old.classes - {"name", "word"} and _names_its_thing(new, old):
        return True
    named = {_norm(value) for value in new.said} & {_norm(value) for value in old.values}
    if not named:
        return False
    if all(value.isdigit() for value in named):
        return bool(new.frame & old.frame)  # a bare number alike ("3%", "3 per request") is no link
    if new.classes & old.classes:
        return True
    return bool(new.frame & old.frame - content(" ".join(named)))  # not the name itself


def _names_its_thing(new: Subject, old: Subject) -> bool:
    """Whether a name the change gives is a word the older statement speaks of ("they changed it
    to 2 nights" of "Hotel Ravnsborg" after "Ravnsborg looks cute, booked it, 3 nights"), there
    written with a capital too: "a half" is no "Royal Parks Half"."""
    return bool(new.name_words & old.frame & old.capitals)


def _read_as(new: Subject, old: Subject) -> frozenset[str]:
    """The classes of a change's values as they bear on `old`: a share beside them says how the
    value moved ("15% more now, so it's 16.50"), and a figure with two decimals and no currency
    is an amount when `old` names one ("16.50" after "14 euro a skein")."""
    classes = set(new.classes) - ({"share"} - old.classes)
    if "money" in old.classes and any(_PRICE.fullmatch(value) for value in new.values):
        classes = (classes - {"version", "time"}) | {"money"}
    return frozenset(classes)


_PRICE = re.compile(r"\d+\.\d{2}")
_SPANS = frozenset(
    stem(word) for word in ("day", "days", "week", "weeks", "month", "months", "year", "years")
)
"""Words of a stretch of time: "a week" and "from next week" share no subject by them."""


def _names_gone(new: Subject, old: Subject) -> bool:
    """Whether a change names as going a value `old` states, and names it beside a word of old's
    ("its 29 Kestrel Road not 27" after "Flat 3, 27 Kestrel Rd"): a bare number alone is no
    link."""
    gone = {_norm(value) for value in new.gone} & {_norm(value) for value in old.said}
    if not gone:
        return False
    return not all(value.isdigit() for value in gone) or bool(_words_of(new) & _words_of(old))


def _words_of(subject: Subject) -> set[str]:
    """The words of a statement's named values ("kestrel", "road")."""
    return {word for value in subject.said for word in value.lower().split() if word.isalpha()}


def _norm(value: str) -> str:
    """A value compared loosely: lower-cased, a plural "s" left out ("Tuesdays")."""
    lowered = value.lower()
    return lowered[:-1] if lowered.endswith("s") and len(lowered) > 3 else lowered


def _anchors_agree(new: Subject, old: Subject) -> bool:
    """Identifiers the older statement is about are named by the newer one too."""
    mentioned = {token.lower() for value in new.values for token in ID.findall(value)}
    return not old.anchors or old.anchors <= (new.anchors | mentioned | set(new.frame))
