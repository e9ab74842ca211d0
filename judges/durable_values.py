"""The values a durable statement sets, and the class of each (an amount, a date, a place...).

Values are what a later statement changes while its subject stays: amounts, dates, times,
versions, counts with a unit, identifiers, days and months, environments and regions, time
zones, URLs and addresses, and names (capitalised words inside a sentence, or a run of them
anywhere: "Kofi Adu", "DynamoDB", "British English"). Where a text names a value is
`judges.durable_tokens`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = [
    "ORDINAL",
    "VALUE",
    "classes_of",
    "value_classes",
    "value_key",
    "value_keys",
    "value_tokens",
    "without_closing_point",
]

_I = re.IGNORECASE
_QUANTITY = (
    r"t|tonnes?|tons?|ha|hectares?|acres?|litres?|liters?|events?|invoices?|orders?|units?|"
    r"pallets?|crates?|boxes|bags|seats?|tickets?|rooms?|beds?"
)
"""Units of an amount of something counted or weighed ("320 t", "500 events")."""
_PLACE = r"(?:staging|production|prod|dev|sandbox|qa|preprod|perf|uat|canary|test)"
_ORDINAL = r"\d{1,2}(?:st|nd|rd|th)"
ORDINAL = re.compile(_ORDINAL + "$", _I)
"""A day of the month written as an ordinal ("17th")."""
_PHONE = (
    r"(?:\+\d{1,3}[\s-]?|\b0)(?:\d{2,5}(?:[\s-]\d{2,6}){1,3}|\d(?:[\s-]\d{3,6}){2,3})|"
    r"(?:\(\d{3}\)\s?|\b\d{3}[\s-])\d{3}-\d{4}"
)
"""A phone number: international or with its leading 0 ("07700 900412"), or North American
("604-555-0133", "(604) 555-0133")."""
_IPV4 = r"(?:\d{1,3}\.){3}\d{1,3}(?:/\d{1,2}|:\d{2,5})?"
_ADDRESS = r"\b" + _IPV4 + r"(?![\w.])"
"""A network address: IPv4, with its prefix length or port ("10.20.30.0/24", "10.0.0.5:8443")."""
VALUE = re.compile(
    r"https?://\S+|[\w.+-]*@[\w-]+(?:\.[\w-]+)+|(?-i:\b[A-Z]{2}\s?\d{1,4}\b)|"
    r"(?:" + _PHONE + r")\b|" + _ADDRESS + r"|"
    r"[$€£¥]\s?\d[\d,]*(?:\.\d+)?\s?(?:[kKmMbB]\b|million|billion|thousand)?|"
    r"\b(?:EUR|USD|GBP|CHF|AUD|CAD)\s?\d[\d,.]*\d\b|"
    r"\b(?:\d{1,3}(?:[.,\s]\d{3})+|\d+)(?:[.,]\d{1,2})?\s?(?:€|(?:euros?|eur|usd|gbp|chf|dollars?|"
    r"pounds?)\b)|"
    r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}:\d{2}(?:\s?[ap]m)?\b|\b\d{1,2}(?:\.[0-5]\d)?\s?[ap]m\b|"
    r"\b(?:[0-2]?\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?:\d{4}\b|\d{2}\b)?(?!\d)|"
    r"\b\d+(?:[.,]\d+)?\s?%|\bv?\d+(?:\.\d+){1,3}\b|"
    r"\b\d[\d,]*(?:\.\d+)?(?:[\s-]?(?:%|percent|ms|s|sec|seconds?|minutes?|mins?|hours?|hrs?|"
    r"days?|weeks?|months?|years?|gb|mb|kb|tb|k|m|usd|eur|gbp|words?|tokens?|items?|users?|"
    r"requests?|retries|times|characters|chars|lines|rows|calls|nights?|people|guests?|adults?|"
    r"kg|km|mg|mcg|ml|mmol|tablets?|pills?|capsules?|drops?|puffs?|" + _QUANTITY + r"))?\b|"
    r"\b(?=[\w./-]*[-_.])[A-Za-z][\w.-]*(?:/[\w.-]*[A-Za-z0-9])+|"
    r"\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9]+(?:[-_./][A-Za-z0-9]+)+\b|"
    r"\b(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{3,}\b|"
    r"(?-i:\b[A-Z][a-z]+/[A-Z][A-Za-z_]+\b)|\b(?:UTC|GMT)(?:[+-]\d{1,2})?\b|"
    r"\b" + _PLACE + r"(?:[-_][a-z0-9]+)+\b|"
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|"
    r"wednesdays|thursdays|fridays|saturdays|sundays|weekends?|january|february|march|april|"
    r"june|july|august|september|october|november|december|staging|production|prod|dev|"
    r"sandbox|qa|eu-[a-z]+-\d|us-[a-z]+-\d|ap-[a-z]+-\d)\b",
    _I,
)
_DAY_MONTH = re.compile(r"\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?")
"""A date written day first with points ("Tuesday 12.03.", "19.03.2025"), not a version."""
_UPPER = "A-ZÀ-ÖØ-Þ" + "".join(ch for ch in map(chr, range(0x100, 0x180)) if ch.isupper())
_LETTERS = "A-Za-zÀ-ÖØ-öø-ÿĀ-ſ"
"""Latin letters, accented ones too: "Hélène", "Nørrebro", "Łukasz" are names."""
_NAME = re.compile(rf"\b[{_UPPER}][{_LETTERS}0-9]*(?:[ -][{_UPPER}][{_LETTERS}0-9]*)*\b")
_OPENS = re.compile(r"(?:^|[.!?:;(\"'“]|^\s*[-*•]|\n)\s*$")
_NOT_NAMES_TEXT = """
    i i'm i'd i'll i've ok okay please thanks note update fyi btw also so and but the a an
    this that it we you they he she my our your its
"""
_NOT_NAMES = frozenset(_NOT_NAMES_TEXT.split())
_TITLES = frozenset(["dr", "mr", "mrs", "ms", "mx", "miss", "prof", "sir", "dame"])
_OPENERS_TEXT = "use set keep make send ask run move switch change pin book schedule call"
_OPENERS = frozenset(_OPENERS_TEXT.split())
_CLASSES = (
    (
        "money",
        re.compile(r"^[$€£¥]|€$|\b(?:euros?|eur|usd|gbp|chf|dollars?|pounds?|aud|cad)\b", _I),
    ),
    ("date", re.compile(r"^\d{4}-\d{2}-\d{2}$|^\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?$")),
    (
        "dose",
        re.compile(r"^\d[\d,.]*\s?(?:mg|mcg|ml|mmol|tablets?|pills?|capsules?|drops?|puffs?)$"),
    ),
    (
        "phone",
        re.compile(r"^(?:" + _PHONE + r")$"),
    ),
    ("address", re.compile(r"^" + _IPV4 + r"$")),
    (
        "version",
        re.compile(
            r"^(?!\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?$)(?!" + _IPV4 + r"$)v?\d+(?:\.\d+){1,3}$"
        ),
    ),
    (
        "time",  # an hour or a day of the month ("9", "14:30 UTC", "the 17th")
        re.compile(
            r"^" + _ORDINAL + r"$|^\d{1,2}(?::\d{2}|\.\d{2}(?=\s?[ap]m))?\s?(?:[ap]m)?"
            r"(?:\s?(?:UTC|GMT|(?-i:[A-Z]{3,4})))?$",
            _I,
        ),
    ),
    (
        "duration",
        re.compile(
            r"^\d+(?:[.,]\d+)?[\s-]?(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|"
            r"months?|years?)$",
            _I,
        ),
    ),
    ("day", re.compile(r"^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$", _I)),
    (
        "month",
        re.compile(
            r"^(?:january|february|march|april|june|july|august|september|"
            r"october|november|december)$",
            _I,
        ),
    ),
    ("quantity", re.compile(r"^\d[\d,.]*\s?(?:" + _QUANTITY + r")$", _I)),
    ("share", re.compile(r"^\d+(?:[.,]\d+)?\s?(?:%|percent)$", _I)),
    (
        "count",  # "300 words", "120 guests", "4 nights"
        re.compile(
            r"^\d[\d,.]*\s?(?:words?|tokens?|items?|users?|characters|chars|lines|rows|nights?|"
            r"people|guests?|adults?|pages?|kg|km)$",
            _I,
        ),
    ),
    ("place", re.compile(r"^" + _PLACE + r"[-_][a-z0-9]+|^[a-z]{2}-[a-z]+-\d$", _I)),
    ("name", re.compile(rf"^[{_UPPER}][a-zß-öø-ÿ]+(?: [{_UPPER}][a-zß-öø-ÿ]+)+$")),
    (
        "code",  # "KF-2209147", "LO 275", "DLS-DW-0318", "R5G-88214", "mx32817-14", "QZ7K4M"
        re.compile(
            r"^[A-Z]{2,}[-_ ]?\d{2,}(?:[-/]\d+)*$|^(?=.{5,}$)(?:[A-Za-z]{1,5}\d{4,}(?:-\d+)?|"
            r"[A-Z][A-Z0-9]*\d[A-Z0-9]*-\d{3,}|[A-Z]{2,}(?:-[A-Z]{2,})+-\d{2,}|"
            r"(?=[A-Z\d]{5,10}$)(?=\D*\d)(?=(?:[^A-Z]*[A-Z]){2})[A-Z]+\d[A-Z\d]*)$"
        ),
    ),
    ("path", re.compile(r"^(?![A-Z][a-z]+/[A-Z])[A-Za-z][\w.-]*/[\w./-]+$")),
    ("zone", re.compile(r"^[A-Z][a-z]+/[A-Z][A-Za-z_]+$|^(?:UTC|GMT)$")),
)


def without_closing_point(text: str) -> str:
    """`text` without the marks that close it, except the point of a date written day first
    ("on Tuesday 12.03.")."""
    date = re.search(r"(?<![\d.])" + _DAY_MONTH.pattern + r"$", text)
    if date and _dated(text, date.start()):
        return text
    return text.rstrip(".!;")


def _dated(text: str, start: int) -> bool:
    """Whether a day-first date at `start` reads as one: it names its year, or a weekday or a
    word of time stands before it ("Tuesday 12.03.", "until 30.04."); "Python 3.11." is none."""
    return bool(
        re.match(r"\d{1,2}\.\d{1,2}\.\d", text[start : start + 8])
        or _BEFORE_DATE.search(text[max(start - 24, 0) : start])
    )


_BEFORE_DATE = re.compile(
    r"(?:\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?|\b(?:on|am|by|until|till|"
    r"before|after|since|due|bis|ab|vom|zum))\s+$",
    _I,
)


def value_tokens(text: str, names: bool = True) -> list[str]:
    """Values a statement sets: amounts, dates, times, versions, ids, counts, days, places,
    and (with `names`) the names it mentions."""
    found: dict[str, None] = {}
    spans: list[tuple[int, int]] = []
    for match in VALUE.finditer(text):
        token = match.group(0).strip()
        if not (_DAY_MONTH.fullmatch(token) and _dated(text, match.start())):
            token = token.rstrip(".,;:")  # "12.03." after "Tuesday" keeps its point: a date
        if token:
            found.setdefault(token, None)
            spans.append(match.span())
    if names:
        for name in _names(text, spans):
            found.setdefault(name, None)
    return list(found)


def _names(text: str, taken: Iterable[tuple[int, int]]) -> list[str]:
    """Capitalised words inside a sentence, and runs of them anywhere ("Kofi Adu"); words
    already part of another value are left out of the run."""
    busy = list(taken)
    found: list[str] = []
    for match in _NAME.finditer(text):
        words = [
            word
            for word in re.finditer(r"\S+", match.group(0))
            if not any(
                a < match.start() + word.end() and match.start() + word.start() < b for a, b in busy
            )
        ]
        if not words:
            continue
        opening = _OPENS.search(text[: match.start() + words[0].start()]) is not None
        names = [word.group(0) for word in words]
        if opening and names[0].lower() in _NOT_NAMES | _OPENERS:
            names = names[1:]
            opening = False
        if len(names) == 1 and names[0].lower() in _TITLES:
            continue  # "Dr." alone names no one ("Dr. Niamh Byrne")
        if not names or (opening and len(names) == 1 and not _inner_capital(names[0])):
            continue
        if len(names) == 1 and names[0].lower() in _NOT_NAMES:
            continue
        found.append(" ".join(names))
    return found


def _inner_capital(word: str) -> bool:
    """A word with a capital after its first letter (DynamoDB, ClickHouse, QA)."""
    return any(ch.isupper() for ch in word[1:])


def value_classes(values: Iterable[str]) -> set[str]:
    """The classes of `values` that say what kind of setting they are (a date, a version...)."""
    return {name for value in values for name, pattern in _CLASSES if pattern.search(value)}


def classes_of(text: str) -> set[str]:
    """The classes of the values `text` sets, names left out (`"code"` for an id, `"money"`)."""
    return value_classes(value_tokens(text, names=False))


def value_keys(values: Iterable[str]) -> set[str]:
    """`values` compared as the same when they name the same thing: an amount by its digits
    ("4.000 euros" and "4.000 €"), anything else case aside."""
    return {value_key(value) for value in values}


def value_key(value: str) -> str:
    """One value as `value_keys` compares it."""
    if value_classes([value]) == {"money"}:
        return "money " + re.sub(r"\D", "", value)
    return value.lower()
