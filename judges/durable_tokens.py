"""Where a text names a value: as a whole token (`token_starts`, `names_token`), which of a
statement's values it sets anew (`set_anew`), with words next to it that say the value goes
(`named_as_gone`), and a test of whether a summary line holds a replaced statement or names a
stale value (`replaced_test`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

__all__ = ["named_as_gone", "names_token", "replaced_test", "set_anew", "token_starts"]


def token_starts(text: str, value: str, joiners: str = "") -> Iterator[int]:
    """Where `text` names `value` as a whole token: the characters either side are neither
    letters, digits nor `_` nor one of `joiners`."""
    start = text.find(value)
    while start >= 0:
        before = text[start - 1 : start] if start else ""
        after = text[start + len(value) : start + len(value) + 1]
        if not _joined(before, joiners) and not _joined(after, joiners):
            yield start
        start = text.find(value, start + 1)


def set_anew(values: Iterable[str], before: Iterable[str]) -> list[str]:
    """The `values` that are not among `before`, case aside: what a statement sets anew."""
    known = {value.lower() for value in before}
    return [value for value in values if value.lower() not in known]


def names_token(text: str, value: str, joiners: str = "") -> bool:
    """Whether `text` names `value` as a whole token (see `token_starts`)."""
    return next(token_starts(text, value, joiners), None) is not None


def _joined(char: str, joiners: str) -> bool:
    """Whether `char` would make a neighbouring value part of a longer token."""
    return bool(char) and (char.isalnum() or char == "_" or char in joiners)


def replaced_test(texts: Iterable[str], values: Iterable[str]) -> Callable[[str], bool]:
    """A test of whether a line holds one of `texts` (statements a later one replaced) or names
    one of `values` (their stale values) as a whole word, a plural "s" allowed, case aside;
    worked out once for the many lines a summary tests."""
    olds = tuple(text.lower() for text in texts if text)
    words = sorted({value.lower() for value in values if value}, key=len, reverse=True)
    alternatives = "|".join(re.escape(word) for word in words)
    named = re.compile(r"(?<!\w)(?:" + alternatives + r")s?(?!\w)") if words else None

    def holds(line: str) -> bool:
        lowered = line.lower()
        if any(old in lowered for old in olds):
            return True
        return named is not None and named.search(lowered) is not None

    return holds


def named_as_gone(value: str, text: str) -> bool:
    """Whether `text` names `value` with words next to it that say it goes."""
    text, value = text.lower(), value.lower()
    for start in token_starts(text, value):
        after = text[start + len(value) :]
        before = _GOES_BEFORE.search(text[:start])
        if before and (before[0].split()[0] != "from" or _TO.match(after)):
            return True  # "from" says a value goes only on the way to another ("from 9 to 10")
        if _GOES_AFTER.match(after):
            return True
    return False


_GOES_BEFORE = re.compile(
    r"\b(from|instead of|rather than|not|no longer|replac\w*|swap\w*|drop\w*|cancel\w*|"
    r"without|except|was|were|used to be|previously|declined|rejected|refused|turned down)"
    r"\s+(?:the\s+|our\s+|my\s+)?(?:\S+\s+)?"
    r"(?:the\s+|our\s+|my\s+)?$|\b(off)\s+(?:the\s+|our\s+|my\s+)?$|"
    r"\b(instead of|rather than)\s+(?:[^\s,;.:]+\s+){0,4}$",
    re.IGNORECASE,
)
_GOES_AFTER = re.compile(
    r"(?:'s|\s+(?:is|are|was|were|has|have))?\s+(?:off|out|away|gone|cancel\w*|no longer|"
    r"not(?!\s+(?:what|as|quite|the\s+(?:same|one)|exactly)\b)|"
    r"left|leaving|dropped|replaced|unavailable|sick|ill|on leave|declined|rejected|"
    r"refused|turned down|can(?:not|'t|’t) (?:come|make it|join|attend|travel))\b",
    re.IGNORECASE,
)
"""Words by a value that say it goes ("Hélène cannot come anymore")."""
_TO = re.compile(r"\s*(?:\S+\s+){0,3}?(?:to|until|till)\b", re.IGNORECASE)
