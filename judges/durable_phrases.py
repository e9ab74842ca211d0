"""The two phrases of a durable statement: what it is about and what it sets.

The subject phrase is the key of a `key: value` line, what a change verb acts on ("change the
deploy day from Tuesday to Thursday"), the subject of a figure that moved ("word count's gone up
to 950"), the left side of a modal or a copula ("the budget cap is $55k"), or the person a change
names for a role ("Marcus is CAB approver now"). `judges.durable_subjects` builds a statement's
subject on them.
"""

from __future__ import annotations

import re

from judges.durable_labels import NOISE, WORD
from judges.durable_markers import marks_change
from judges.durable_values import value_classes, value_tokens
from judges.text import STOPWORDS, stem

__all__ = ["content", "content_words", "split_phrases"]

_I = re.IGNORECASE
_KEY_VALUE = re.compile(r"^([A-Za-z][^:]{0,40}):\s+(.+)$")
_CHANGE_TO = re.compile(
    r"\b(?:change|switch|update|move|set|raise|lower|increase|decrease|bump|reduce|extend|"
    r"push|make|reset|adjust|cut|shift|drop|lift|tighten|relax|rename|postpone|reschedule|"
    r"changed|switched|updated|moved|raised|lowered|increased|decreased|bumped|reduced|"
    r"extended|pushed|adjusted|shifted|postponed|rescheduled|changing|switching|updating|"
    r"moving|setting|raising|lowering|increasing|decreasing|bumping|reducing|extending|"
    r"pushing|shifting|postponing|rescheduling)\s+(.+?)\s+"
    r"(?:from\s+(.+?)\s+)?(?:to|up to|down to|back to|until|till)\s+(.+)$",
    _I,
)
_RISEN = re.compile(
    r"^([^,;]+?)(?:'s|\s+has|\s+have|\s+is|\s+was)?\s+(?:gone|went|goes|go|moved|jumped|dropped|"
    r"fallen|fell|risen|rose|climbed|increased|decreased)\s+(?:up\s+|down\s+|back\s+)?to\s+(.+)$",
    _I,
)
"""A figure that moved ("word count's gone up to 950"): its subject before the verb."""
_CLAUSE_END = re.compile(r"[,;]\s+|\s+(?:and|but|because|since|as|so)\s+", _I)
_COPULA = re.compile(
    r"^([^,;]+?)\s+(?:is|are|was|were|will be|stays|stay|remains|remain|goes|go|=)\s+"
    r"(?:now\s+|still\s+|actually\s+|going to be\s+|instead\s+)*(.+)$",
    _I,
)
_NAMED = re.compile(r"(?!(?i:it|this|that|there|here|what|which|everything|nothing)\b)[A-Z][a-z]+$")
"""A person's name alone, taking a role in a change ("Marcus is CAB approver now")."""
_MODAL = re.compile(
    r"^([^,;]+?)\s+(?:should|shall|must|has to|have to|needs? to|will|can|may)(?:\s+not|n't)?\s+"
    r"(?:now\s+|still\s+|only\s+|always\s+|never\s+)*(.+)$",
    _I,
)
_POSSESSIVE = re.compile(r"'s?$")


def split_phrases(body: str) -> tuple[str, str]:
    """The subject phrase and the value phrase of `body` ('' and '' when it has no such shape).

    Under a modal ("passwords must be rotated every 90 days") the predicate's words join the
    subject, so two rules about one noun stay apart.
    """
    for pattern in (_KEY_VALUE, _CHANGE_TO, _RISEN):
        match = pattern.search(body)
        if match and content(match.group(1)):
            value = match.group(match.lastindex or 2)
            return match.group(1), _first_setting(value)
    match = _MODAL.match(body)
    if match and len(match.group(1).split()) <= 6 and content(match.group(1)):
        return f"{match.group(1)} {match.group(2)}", match.group(2)
    match = _COPULA.match(body)
    if match and len(match.group(1).split()) <= 8:
        named = _NAMED.match(match.group(1)) and _role_change(match.group(2), body)
        if content(match.group(1)) and not named:
            return match.group(1), match.group(2)
        if (named or value_tokens(match.group(1))) and content(match.group(2)):
            return match.group(2), match.group(1)  # "Kofi Adu is on call"
    return "", ""


def _role_change(predicate: str, body: str) -> bool:
    """Whether a change gives someone named before its verb the role `predicate` names, a role
    and no value ("Marcus is CAB approver now", not "Glasgow is now Thu 15 Oct"); a state many
    may share is no role ("Maria is vegetarian now", "Python is now required", "Tom is now off
    the project")."""
    role = _ROLE.match(predicate)
    if role is None or _NOT_ROLE.fullmatch(role["head"]):
        return False
    return marks_change(body) and not value_classes(value_tokens(predicate))


_ROLE = re.compile(
    r"(?:(?:the|our|my|your|their|a|an)\s+)?(?:new\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?P<head>[a-z]+(?:er|or|ist)|lead|head|chair|captain|contact|admin|owner)"
    r"(?:\s+now)?[\s.!]*$",
    _I,
)
"""A role named by its noun ("CAB approver", "the new release manager", "team lead")."""
_NOT_ROLE = re.compile(
    r"(?:bett|old|young|bigg|small|fast|slow|lat|earli|sob|ov|und|clos|furth|saf|happi|"
    r"healthi|strong|quiet|busi|cheap|clear|oth)er",
    _I,
)
"""Words ending like a role noun that say how someone is ("Sam is better now")."""


def _first_setting(value: str) -> str:
    """The value phrase up to the end of its clause, unless only a later clause names a value of
    a kind ("pushed Sam at Jimmy's and they'll do £175 guarantee" sets £175)."""
    first = _CLAUSE_END.split(value, maxsplit=1)[0] or value
    if value_classes(value_tokens(first)) or not value_classes(value_tokens(value)):
        return first
    return value


def content_words(text: str) -> str:
    """The words of `text` that say what it is about, once markers are gone ("" when none)."""
    return text.rstrip(" :") if content(text) else ""


def content(text: str) -> frozenset[str]:
    """Content words of `text`, loosely stemmed, without values and change or modal words."""
    values = {word for token in value_tokens(text) for word in re.split(r"[\s/]+", token.lower())}
    words = set()
    for word in WORD.findall(text):
        lowered = _POSSESSIVE.sub("", word.lower())  # "sol's number" is about sol
        if lowered in NOISE or lowered in STOPWORDS or lowered in values or len(lowered) < 2:
            continue
        words.add(stem(lowered))
        words.update(stem(part) for part in lowered.split("-")[1:] if len(part) > 2)
    return frozenset(words)
