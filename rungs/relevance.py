"""Which lines of older messages still matter: rare goal words and identifiers asked about.

A line is relevant when it holds a goal word (loosely stemmed: flagged ~ flag) that few lines of
the pool hold, or an identifier the newest messages mention. Words most lines share (a column
name, a status every row has) say nothing about which line matters, so they are ignored.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

__all__ = ["Relevance", "stem"]

WORD = re.compile(r"[A-Za-z][A-Za-z'-]{3,}")
IDENTIFIER = re.compile(r"\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[A-Za-z0-9][\w-]{2,}\b")
PLURAL_ES = ("sses", "shes", "ches", "xes", "zes")
ENDINGS = ("ations", "ation", "ings", "ing", "ions", "ion", "edly", "ed", "ly")
KEEP_DOUBLE = "lsz"
_STOPWORDS = """about above after again against also among another answer any because been before
being below between both call calls could does doing done down during each every first from
further have having here into just know last later like made make many more most much must need
next note once only other over page pages please report same several should show some such than
that their them then there these they this those through under until very want were what when
where which while will with within without would your yours tell give keep using used"""
STOPWORDS = frozenset(_STOPWORDS.split())
MAX_LINE_CHARS = 400


def stem(word: str) -> str:
    """A loose stem: lower case, plural and verb endings off (flagged ~ flag, called ~ call).

    A final y stays (gateway), "ies" becomes "y" (policies ~ policy), and a doubled consonant
    left by an ending is undoubled except l, s and z (stopped ~ stop, called ~ call).
    """
    word = word.lower().strip("'-")
    word = _singular(word)
    for ending in ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            word = word[: -len(ending)]
            if word[-1] == word[-2] and word[-1] not in "aeiou" + KEEP_DOUBLE:
                word = word[:-1]
            break
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    return word


def _singular(word: str) -> str:
    """The word without a plural ending (policies ~ policy, boxes ~ box, status stays)."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(PLURAL_ES) and len(word) > 4:
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
        return word[:-1]
    return word


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


class Relevance:
    """Finds relevant lines in a pool of texts, for one goal and one set of mentions."""

    def __init__(
        self,
        pool: Iterable[str],
        goal: str,
        mentions: str = "",
        *,
        max_share: float = 0.05,
        min_lines: int = 3,
    ) -> None:
        stems = {stem(w) for w in WORD.findall(goal) if w.lower() not in STOPWORDS}
        self._pattern = (
            re.compile(r"\b(" + "|".join(sorted(map(re.escape, stems))) + r")", re.IGNORECASE)
            if stems
            else None
        )
        self._mentioned = frozenset(IDENTIFIER.findall(mentions))
        counts: dict[str, int] = {}
        total = 0
        for text in pool:
            for line in _lines(text):
                total += 1
                for found in self._stems_in(line):
                    counts[found] = counts.get(found, 0) + 1
        limit = max(min_lines, int(total * max_share))
        self._rare = frozenset(word for word, count in counts.items() if count <= limit)

    def _stems_in(self, line: str) -> set[str]:
        if self._pattern is None:
            return set()
        return {stem(match.group(1)) for match in self._pattern.finditer(line)}

    def score(self, line: str) -> int:
        """How many rare goal words and mentioned identifiers a line holds (0: not relevant)."""
        words = len(self._stems_in(line) & self._rare)
        ids = sum(1 for ident in IDENTIFIER.findall(line) if ident in self._mentioned)
        return words + 2 * ids

    def lines(self, text: str, limit: int) -> list[str]:
        """Up to `limit` relevant lines of `text`, in order, each at most 400 characters."""
        if limit <= 0 or (self._pattern is None and not self._mentioned):
            return []
        found = [line for line in _lines(text) if self.score(line) > 0]
        return [line[:MAX_LINE_CHARS] for line in found[:limit]]

    def ranked(self, texts: Sequence[str], limit: int) -> list[str]:
        """The `limit` most relevant lines across `texts`, best first, then oldest first."""
        scored: list[tuple[int, int, str]] = []
        position = 0
        for text in texts:
            for line in _lines(text):
                points = self.score(line)
                if points:
                    scored.append((-points, position, line[:MAX_LINE_CHARS]))
                position += 1
        scored.sort()
        unique = list(dict.fromkeys(line for _, _, line in scored))
        return unique[:limit]
