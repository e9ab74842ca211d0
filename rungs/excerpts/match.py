"""What a query matches: loosely stemmed goal words and exact identifiers.

Goal words match where a word starts, including the parts of a camel-case or snake-case
identifier, so "max auth tries" finds `MaxAuthTries` and `max_auth_tries`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from rungs.relevance import IDENTIFIER, STOPWORDS, WORD, stem

__all__ = ["Query", "identifiers_in", "names_in"]

_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")
_LONG_NUMBER = re.compile(r"(?<![\w.-])\d{4,}(?:\.\d+)?(?![\w-])")
_DIGIT_GROUPS = re.compile(r"(?<![\w.-])\d{2,}(?:[-/:]\d{2,})+(?![\w-])")
"""Digits in hyphenated groups (request 0204-3529, a date): one identifier, not two numbers."""
_CODE = re.compile(r"(?<![\w.,-])\d{3}(?![\w.,-])")
"""A three-digit number in what the user asks (status 502, port 443): a value to find exactly."""
_HEX = re.compile(r"\b[0-9a-f]{7,64}\b")
_NAME_WORD = re.compile(r"[^\W_][\w'’.-]*")
MAX_NAME_SCAN = 20_000
_LEADING_WORDS = (
    "a an the and or but if so then also did do does is are was were has have had will would "
    "should can could may might what which who whom whose when where why how please tell show "
    "give find check quick remind list get in on at to of by for with my our your their this "
    "that these those any all some"
)
_LEADING = frozenset(_LEADING_WORDS.split())
"""Words that start a sentence or a question, not a name ("Did Ann Lee pay?")."""
MAX_IDENTIFIERS = 300
MAX_TERMS = 60
PREFILTER_LIMIT = 64
WORD_START = r"(?:(?<![A-Za-z])|(?-i:(?<=[a-z])(?=[A-Z])))"
"""Where a goal word may start: after a non-letter, or inside an identifier at a capital
(`MaxAuthTries` holds "auth" and "tries": a person asks for the words, not the spelling)."""


def names_in(text: str) -> list[str]:
    """Runs of two to six capitalised words (Ann Lee, USB-C Dock Pro, São Paulo): names.

    A leading stop word ("Did Ann Lee ...") is not part of the name.
    """
    found: list[str] = []
    run: list[str] = []
    last_end = -1
    for match in _NAME_WORD.finditer(text[:MAX_NAME_SCAN]):
        word = match.group()
        capital = word[0].isupper()
        joined = match.start() == last_end + 1 and text[last_end] == " "
        if capital and run and joined and not run[-1].endswith((".", "?", "!")):
            run.append(word)
        else:
            _close_name(run, found)
            run = [word] if capital else []
        last_end = match.end()
    _close_name(run, found)
    return found


def _close_name(run: list[str], found: list[str]) -> None:
    while run and (run[0].lower() in STOPWORDS or run[0].lower() in _LEADING):
        run = run[1:]
    if 2 <= len(run) <= 6:
        found.append(" ".join(run).rstrip(".'’"))


def identifiers_in(text: str) -> list[str]:
    """Exact tokens worth matching verbatim: codes like ORD-1234, hashes, emails, long numbers,
    three-digit codes, and multi-word names."""
    found: dict[str, None] = {}
    for pattern in (_EMAIL, IDENTIFIER, _HEX, _DIGIT_GROUPS, _LONG_NUMBER, _CODE):
        for token in pattern.findall(text):
            found.setdefault(token, None)
    for name in names_in(text):
        found.setdefault(name, None)
    return list(found)[:MAX_IDENTIFIERS]


def _prefix(word: str) -> str:
    """What a word's relatives start with: its stem, cut where it departs from the word.

    flagged -> flag, gateway -> gatewa (not gatewai), companies -> compan, holds -> hold.
    """
    lowered = word.lower().strip("'-")
    stemmed = stem(word)
    size = next((i for i, (a, b) in enumerate(zip(stemmed, lowered, strict=False)) if a != b), None)
    common = stemmed[: min(len(stemmed), len(lowered)) if size is None else size]
    common = common[:-1] if common.endswith("i") and len(common) > 4 else common
    return common if len(common) >= 4 else lowered[:4]


@dataclass(frozen=True)
class Query:
    """Stems of the goal's words and identifiers to find; `hits` says which a text holds."""

    stems: frozenset[str]
    identifiers: frozenset[str]

    @classmethod
    def build(cls, terms: Iterable[str] | str = (), identifiers: Iterable[str] = ()) -> Query:
        """A query from goal words (any text: stop words dropped, words stemmed) and identifiers."""
        words = [terms] if isinstance(terms, str) else list(terms)
        stems: set[str] = set()
        for text in words:
            for word in WORD.findall(text):
                if word.lower() not in STOPWORDS and len(stems) < MAX_TERMS:
                    stems.add(_prefix(word))
        ids = {i.strip() for i in identifiers if len(i.strip()) >= 2}
        return cls(
            frozenset(s for s in stems if len(s) >= 3), frozenset(list(ids)[:MAX_IDENTIFIERS])
        )

    def __post_init__(self) -> None:
        terms = "|".join(sorted(map(re.escape, self.stems), key=len, reverse=True))
        ids = "|".join(sorted(map(re.escape, self.identifiers), key=len, reverse=True))
        object.__setattr__(
            self, "_terms", re.compile(rf"{WORD_START}({terms})", re.I) if terms else None
        )
        object.__setattr__(
            self, "_ids", re.compile(rf"(?<![\w-])({ids})(?![\w-])") if ids else None
        )

    @property
    def empty(self) -> bool:
        """True when the query can match nothing."""
        return not self.stems and not self.identifiers

    def hits(self, text: str) -> tuple[frozenset[str], frozenset[str]]:
        """The stems and the identifiers `text` holds."""
        if not self._may_hold(text):
            return frozenset(), frozenset()
        terms: re.Pattern[str] | None = getattr(self, "_terms")  # noqa: B009
        ids: re.Pattern[str] | None = getattr(self, "_ids")  # noqa: B009
        found_terms = frozenset(m.lower() for m in terms.findall(text)) if terms else frozenset()
        found_ids = frozenset(ids.findall(text)) if ids else frozenset()
        return found_terms, found_ids

    def _may_hold(self, text: str) -> bool:
        """A cheap test (plain substring search) that rules most texts out before the regexes."""
        if len(self.stems) + len(self.identifiers) > PREFILTER_LIMIT:
            return True
        if any(i in text for i in self.identifiers):
            return True
        lowered = text.lower()
        return any(s in lowered for s in self.stems)

    def first_hit(self, text: str) -> int:
        """Where the first identifier (else the first term) sits in `text`, or -1."""
        for attr in ("_ids", "_terms"):
            pattern: re.Pattern[str] | None = getattr(self, attr)
            found = pattern.search(text) if pattern else None
            if found:
                return found.start()
        return -1
