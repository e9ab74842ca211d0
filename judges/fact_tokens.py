"""Token finders and line cutting for the facts of a summary (`judges.facts`).

The hard facts of a text (URLs, emails, amounts, dates, tickets, identifiers mixing letters and
digits), its quotes and numbers, whether it states a decision, and a long line cut at field
boundaries.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

__all__ = [
    "NUMBER",
    "SCAN_CHARS",
    "TOKEN",
    "cut_line",
    "find_identifiers",
    "hard_facts",
    "has_decision",
    "is_identifier",
    "quotes",
]

_URL = re.compile(r"https?://[^\s<>\"'`)\]}]+[^\s<>\"'`)\]}.,;:!?]")
_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
_AMOUNT = re.compile(
    r"[$€£¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?[kKmM]\b)?"
    r"|\b\d[\d,]*(?:\.\d+)?\s?(?:USD|EUR|GBP|JPY|CHF|CAD|AUD)\b"
)
_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?\b")
_TICKET = re.compile(r"#\d{2,}\b")
# A word-like token, possibly joined by - _ : . / (an id, a path, a version).
TOKEN = re.compile(r"\b[A-Za-z0-9]+(?:[-_:./][A-Za-z0-9]+)*\b")
# A number worth keeping: with thousands separators, with decimals, or of three digits or more.
NUMBER = re.compile(r"\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b|\b\d+\.\d+\b|\b\d{3,}\b")
_QUOTED = re.compile(r"\"([^\"\n]{3,120})\"|“([^”\n]{3,120})”|`([^`\n]{3,120})`")

# Words that state a decision, a rule or a constraint by themselves.
_DECISION = re.compile(
    r"\b(?:must|never|always|decided|decides?|decisions?|agreed|agrees?|deadlines?|todo|to-do|"
    r"required|requires?|requirements?|constraints?|do not|don't|does not|doesn't|make sure|"
    r"settled|pinned|capped|"
    r"should not|shouldn't|cannot|can't|may not|"
    r"(?:white|allow|black|block|deny)list(?:s|ed|ing)?|"
    r"(?:un)?block(?:s|ed|ing)?|(?:dis)?allow(?:s|ed|ing)?|forbid(?:s|den)?|prohibit(?:s|ed)?|"
    r"banned|polic(?:y|ies)|rules?|limits?|thresholds?|effective|from now on|going forward|"
    r"appl(?:y|ies)|enforced?|mandatory|important|remember)\b",
    re.IGNORECASE,
)
# Status words that are usually table values; they state a decision only when someone says so
# ("we approved", "was declined", "approved by Bob"), never as a bare value ("outcome approved").
_STATUS = (
    r"(?:approved?|rejected|reject|declined?|confirmed|accepted|denied|cancell?ed|reviewed|"
    r"escalated|resolved|refunded)"
)
_SAID_STATUS = re.compile(
    r"\b(?:we|i|you|they|he|she|it|has|have|had|was|were|is|are|been|be|got|gets?|will|would|"
    r"manager|team|customer|user)\s+(?:\w+\s+)?" + _STATUS + r"\b"
    r"|\b" + _STATUS + r"\s+by\b",
    re.IGNORECASE,
)
_MAJOR_BREAK = re.compile(r"\s\|\s|;\s|\.\s|,\s|\t|\)\s")
# How much of a text is scanned for facts.
SCAN_CHARS = 200_000


def find_identifiers(text: str) -> list[str]:
    """Identifier-like tokens in `text`: ids mixing letters and digits, emails, URLs, tickets."""
    found: dict[str, None] = {}
    for item, _offset in hard_facts(text[:SCAN_CHARS]):
        found.setdefault(item, None)
    return list(found)


def has_decision(text: str) -> bool:
    """Whether `text` states a decision, rule or constraint.

    Status words that are usually table values (approved, declined, review...) count only when
    someone says them ("we approved", "was declined", "approved by Bob").
    """
    return _DECISION.search(text) is not None or _SAID_STATUS.search(text) is not None


def cut_line(line: str, limit: int, focus: Sequence[str] = ()) -> str:
    """`line` cut to at most `limit` characters at field boundaries, never mid-token.

    The kept window starts at the line's start, or a little before the first `focus` term found
    when that term would otherwise be cut away. The result is a substring of `line`. Only a
    single token longer than half of `limit` is ever cut through.
    """
    line = line.strip()
    if len(line) <= limit:
        return line
    start = 0
    lowered = line.lower()
    for term in focus[:8]:
        found = lowered.find(term)
        if found >= 0:
            if found + len(term) > limit * 2 // 3:
                target = found - limit // 3
                start = _boundary(line, target - limit // 4, target, fallback=0)
            break
    end = _boundary(line, start + limit // 2, start + limit, fallback=start + limit)
    return line[start:end].strip(" |;,\t")


def _boundary(line: str, low: int, high: int, *, fallback: int) -> int:
    """A cut point in [low, high]: just after the last separator, else after a space, else
    `fallback`."""
    low, high = max(low, 0), min(high, len(line))
    if high >= len(line):
        return len(line)
    best = -1
    for match in _MAJOR_BREAK.finditer(line, low, high):
        best = match.end()
    if best > low:
        return best
    space = line.rfind(" ", low, high)
    return space + 1 if space > 0 else fallback


def hard_facts(text: str) -> Iterator[tuple[str, int]]:
    """URLs, emails, amounts, dates, tickets and identifiers mixing letters and digits."""
    for pattern in (_URL, _EMAIL, _AMOUNT, _DATE, _TICKET):
        for match in pattern.finditer(text):
            yield match.group(0).strip(), match.start()
    for match in TOKEN.finditer(text):
        token = match.group(0)
        if is_identifier(token):
            yield token, match.start()


def is_identifier(token: str) -> bool:
    """A token of three or more characters that mixes letters and digits."""
    if len(token) < 3 or len(token) > 80:
        return False
    return any(ch.isdigit() for ch in token) and any(ch.isalpha() for ch in token)


def quotes(text: str) -> Iterator[str]:
    """Quoted strings, without their quotes."""
    for match in _QUOTED.finditer(text):
        inner = next(group for group in match.groups() if group is not None).strip()
        if len(inner) >= 3:
            yield inner
