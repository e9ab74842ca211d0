"""The terms a retrieval index ranks by: stemmed words, identifier parts and whole identifiers.

Words are stemmed by the Snowball English stemmer (PyStemmer); camel- and snake-case names give
their parts and the name whole; a value that mixes letters and digits is a term whole; a
month's or a weekday's name is its three letters. A query and a passage are read alike.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import Stemmer

from rungs.relevance import STOPWORDS

__all__ = ["MAX_TERM_CHARS", "terms"]

MAX_TERM_CHARS = 4_000
"""The characters of a unit or query read for terms."""

_WORDS = re.compile(r"[A-Za-z0-9_]+(?:[.:/+~-][A-Za-z0-9_]+)*")
"""Words, identifiers, versions and paths, with the punctuation that joins their pieces."""
_SPLITS = re.compile(r"([.:/+~-])")
_LETTERS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
"""The word parts of camel- and snake-case identifiers."""
_NUMBERS = re.compile(r"\d+(?:[.:/-]\d+)*")
_HEX = re.compile(r"(?:0x)?[0-9a-f]+", re.IGNORECASE)
_ASKING_WORDS = (
    "the and but for was are has had how who why can did does what which when where please "
    "tell show give find check remind list get our you your their this that any all some "
    "again earlier before read said says saw see value number"
)
_ASKING = frozenset(_ASKING_WORDS.split())
"""Words of asking, not of what is asked about."""
_CALENDAR_WORDS = (
    "january february march april june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday"
)
_CALENDAR = {full: full[:3] for full in _CALENDAR_WORDS.split()}
_CALENDAR |= {"sept": "sep", "tues": "tue", "thur": "thu", "thurs": "thu"}
"""A month's or a weekday's name as its three letters, the way a log or a changelog writes it
("July 21, 2020" finds "Tue, 21 Jul 2020")."""


def _mixed(word: str) -> bool:
    return any(c.isdigit() for c in word) and any(c.isalpha() for c in word)


def _word_terms(word: str, found: list[str], stem: Callable[[str], str]) -> None:
    """Append the terms of one joined word: the word whole when it mixes letters and digits (a
    version with letters, `np.float32`), its numbers, and per piece between joins, the piece
    whole when it mixes (a hash, `deb12u1`; a hex number is only that) or is a snake-case name
    (`ARGP_KEY_END`: asked for by name, it outranks every passage that shares one of its
    parts), and its word parts."""
    mixed = _mixed(word)
    if mixed:
        found.append(word.lower())
    pieces = _SPLITS.split(word)
    plain = "".join(" " if _mixed(p) and _HEX.fullmatch(p) else p for p in pieces)
    whole = set(pieces[::2])  # a number that is a piece of its own (`svc/6.ini`) counts
    found.extend(n for n in _NUMBERS.findall(plain) if not mixed or len(n) >= 2 or n in whole)
    for piece in pieces[::2]:
        if _mixed(piece):
            if piece != word:
                found.append(piece.lower())
            if _HEX.fullmatch(piece):
                continue
        elif "_" in piece.strip("_"):
            found.append(piece.lower())  # a snake-case name whole: `ARGP_KEY_END`
        for name in piece.split("_"):
            _name_terms(name, found, stem)


def _name_terms(name: str, found: list[str], stem: Callable[[str], str]) -> None:
    """Append the word parts of one name, and the name joined in lower case when it has several
    (`ConsumedCapacity` is also `consumedcapacity`, the way a person may type it)."""
    parts = _LETTERS.findall(name)
    if len(parts) > 1 and "".join(parts) == name:
        found.append(stem(name.lower()))
    for part in parts:
        low = part.lower()
        if len(low) >= 3 and low not in STOPWORDS and low not in _ASKING:
            found.append(_CALENDAR.get(low) or stem(low))


def terms(text: str) -> list[str]:
    """The BM25 terms of `text`: stemmed lower-case words and identifier parts, numbers, and
    identifiers that mix letters and digits whole."""
    stem = Stemmer.Stemmer("english", 0).stemWord  # one per call: a stemmer is not thread-safe
    found: list[str] = []
    for word in _WORDS.findall(text[:MAX_TERM_CHARS]):
        _word_terms(word, found, stem)
    return found
