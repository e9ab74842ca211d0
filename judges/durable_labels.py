"""The words around a statement's values: the label before each ("Python" in "Python 3.12")
and the unit after a number ("l/ha" in "0.6 l/ha"), what tells two items' values apart."""

from __future__ import annotations

import re

from judges.durable_tokens import token_starts
from judges.durable_values import value_tokens
from judges.text import STOPWORDS, stem

__all__ = ["NOISE", "WORD", "labelled_by", "labels_of", "measures_of", "units_of"]

WORD = re.compile(r"[A-Za-z][A-Za-z0-9'_-]*")
_NOISE_TEXT = """
    actually instead change changed changes changing switch switched update updated move moved
    now new current currently longer anymore still going forward correction scratch rather
    replace replaced revise revised raise raised lower lowered increase increased decrease
    decreased bump bumped reduce reduced extend extended push pushed set reset adjust adjusted
    make made it's we're i'm i'd i'll we'll let's don't can't never always must shall should
    would could will may might also just really please okay ok so then from to is are was were
    be been being the a an of in on at for by with and or our my your their its it this that
    these those we i you they he she him her them us me am has have had do does did not no
    yes right wait sorry oh btw fyi note important reminder plan plans mind second thought
    up down upgrade upgraded downgrade downgraded migrate migrated went goes
"""
NOISE = frozenset(_NOISE_TEXT.split())
"""Words that say a statement changes or connect it, never what its values belong to."""


def labels_of(text: str) -> frozenset[str]:
    """The content word just before each value of `text`, stemmed."""
    labels = set()
    for value in value_tokens(text):
        at = text.find(value)
        before = [w.lower() for w in WORD.findall(text[max(at - 40, 0) : at])]
        words = [w for w in before if w not in NOISE and w not in STOPWORDS and len(w) > 1]
        if words:
            labels.add(stem(words[-1]))
    return frozenset(labels)


def units_of(text: str, values: tuple[str, ...]) -> frozenset[str]:
    """The word just after each of `values` that is a bare number, when it is no value itself
    and no filler ("0.6 l/ha", "35 hours"; not "June" of "12 June", not "now")."""
    units = set()
    for value in values:
        if not value.replace(".", "").replace(",", "").isdigit():
            continue
        after = re.match(r"\s*([A-Za-z][\w/%-]*)", text[text.find(value) + len(value) :])
        word = after.group(1).lower() if after else ""
        if word and word not in STOPWORDS and word not in NOISE and not value_tokens(word):
            units.add(word)
    return frozenset(units)


def measures_of(text: str) -> frozenset[tuple[str, str]]:
    """Each bare number with the three words after it, stemmed, when one of them says what it
    counts ("24 plants per genotype per treatment"): a statement of another number before the
    same words gives the same measure a new value."""
    found = set()
    for match in _MEASURE.finditer(text):
        words = match.group(2).lower().split()
        if any(word not in STOPWORDS and word not in NOISE for word in words):
            found.add((match.group(1), " ".join(stem(word) for word in words)))
    return frozenset(found)


_MEASURE = re.compile(
    r"(?<![\w.,:/£$€-])(\d[\d,]*(?:\.\d+)?)\s+((?:[A-Za-z][\w'-]*\s+){2}[A-Za-z][\w'-]*)"
)


def labelled_by(value: str, text: str, words: frozenset[str]) -> bool:
    """Whether the content word just before or after `value` in `text` is one of `words`
    (stemmed): "excess" labels "£99" in "minus the £99 excess"."""
    text, value = text.lower(), value.lower()
    for start in token_starts(text, value):
        before = [w for w in WORD.findall(text[:start])[-3:] if w not in _CONTENTLESS]
        after = [w for w in WORD.findall(text[start + len(value) :])[:3] if w not in _CONTENTLESS]
        if any(stem(word) in words for word in before[-1:] + after[:1]):
            return True
    return False


_CONTENTLESS = STOPWORDS | NOISE
