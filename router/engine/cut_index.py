"""Retrieval over what was cut: a BM25 index of the units of a session's cut tool results.

Each masked, truncated or folded result is cut into units (`rungs.excerpts.document_of`: a
record with its path, a row with its header, a line under its heading) once, when it is first
seen cut; the units' terms are kept in the session's memo (`SessionMemo.cut_index`). A new user
turn (or the task) is a query: the units are ranked with Okapi BM25 (Lucene's idf, k1 1.5,
b 0.75), so the unit that answers can rank first even when the turn's rarest word is elsewhere
(a heading, the record's path, a neighbour term). The statistics are kept as units arrive
(each term's postings, each unit's length, each result's rows), so a query reads the postings
of its own terms and the lengths of the results it ranks among, never the whole pool again; a
BM25 library that builds its matrix from the whole corpus would do that on every user turn.
"""

from __future__ import annotations

import math
import threading
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from router.engine.index_terms import terms
from router.engine.passages import passages
from rungs.excerpts.select import document_of
from rungs.excerpts.trouble import asks_about_trouble, reports_trouble

__all__ = ["MAX_INDEXED_UNITS", "CutIndex", "Hit"]

MAX_INDEXED_UNITS = 20_000
"""Passages kept per session at most: past it, the results cut longest ago leave the index
(they stay recallable by id), so what was cut lately can always be found."""
UNITS_PER_RESULT = 4_000
"""Units of one result indexed at most."""
CALL_WEIGHT = 0.5
"""What a query term naming a result's call adds to its passages, per unit of rarity."""
IDENTIFIER_WEIGHT = 2
"""How many times a value in a query (a term with a digit) counts against a plain word."""
K1, B = 1.5, 0.75
"""BM25's term-frequency saturation and length normalisation."""

TROUBLE = "!trouble"
"""The term of a passage reporting a failure or a warning, and of a question asking whether
anything went wrong (`rungs.excerpts.trouble`): no word of text is ever this term."""


def _valued(term: str) -> bool:
    return any(c.isdigit() for c in term) and len(term) >= 3


@dataclass(frozen=True)
class Hit:
    """A unit retrieved: the result key it belongs to, its text, and its BM25 score."""

    key: str
    text: str
    score: float
    ends_result: bool = False
    """Whether the passage runs to the end of its result (a page may stop inside a record)."""


@dataclass
class CutIndex:
    """The units of one session's cut results, ranked by BM25 against a query."""

    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    keys: list[str] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    tokens: list[list[str]] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    indexed: set[str] = field(default_factory=set)
    called: dict[str, frozenset[str]] = field(default_factory=dict)
    """The terms of each result's call arguments (the file, page or URL it read)."""
    postings: dict[str, list[tuple[int, int]]] = field(default_factory=dict, repr=False)
    """Each term's passages (row, times it occurs there), in the order they were added."""
    lengths: list[int] = field(default_factory=list, repr=False)
    extent: dict[str, tuple[int, int, int]] = field(default_factory=dict, repr=False)
    """Each result's rows (first, end) and their terms in all."""
    bytes_held: int = 0
    """About how many bytes the index holds (passages, their terms, postings), kept as
    passages are added."""
    live: int = 0
    """Passages of the results still indexed (rows of results that left are dropped once they
    outnumber these)."""

    def add(self, key: str, text: str, tool: str = "", arguments: str = "") -> None:
        """Cut one result into units and keep the terms of each passage (a unit and the units
        after it, up to PASSAGE_CHARS) with the call's; a key already indexed is skipped."""
        with self.lock:
            if key in self.indexed:
                return
            self.indexed.add(key)
        units = document_of(text, tool, arguments).units[:UNITS_PER_RESULT]
        called = terms(arguments)
        rows: list[tuple[str, list[str], tuple[int, int]]] = []
        for shown, span in passages(units):
            found = terms(shown) + ([TROUBLE] if reports_trouble(shown) else [])
            if found and shown.strip():
                rows.append((shown, found + called, span))
        with self.lock:
            self.called[key] = frozenset(called)
            self._make_room(len(rows))
            self._append(key, rows)

    def _append(self, key: str, rows: list[tuple[str, list[str], tuple[int, int]]]) -> None:
        """Add the passages of result `key` after every other."""
        first = len(self.keys)
        for shown, found, span in rows:
            self._posted(len(self.keys), found)
            self.keys.append(key)
            self.texts.append(shown)
            self.tokens.append(found)
            self.spans.append(span)
            self.bytes_held += len(shown) + 60 * len(found) + 120
        self.extent[key] = (first, len(self.keys), sum(self.lengths[first:]))
        self.live += len(rows)

    def _make_room(self, wanted: int) -> None:
        """Let the results cut longest ago leave until `wanted` more passages fit; once the
        rows of results that left outnumber the live ones, rebuild from the live ones."""
        while self.extent and self.live + wanted > MAX_INDEXED_UNITS:
            first, end, _ = self.extent.pop(next(iter(self.extent)))
            self.live -= end - first
        if len(self.keys) - self.live <= max(self.live, wanted):
            return
        kept = {
            key: [(self.texts[i], self.tokens[i], self.spans[i]) for i in range(first, end)]
            for key, (first, end, _) in self.extent.items()
        }
        self.keys, self.texts, self.tokens, self.spans, self.lengths = [], [], [], [], []
        self.postings, self.extent, self.bytes_held, self.live = {}, {}, 0, 0
        for key, rows in kept.items():
            self._append(key, rows)

    def _posted(self, row: int, found: list[str]) -> None:
        """Add one passage's terms to the postings (its length counts words alone: a passage
        reporting trouble ranks for every other question as it would without that term)."""
        self.lengths.append(len(found) - found.count(TROUBLE))
        for term, times in Counter(found).items():
            self.postings.setdefault(term, []).append((row, times))

    def add_all(self, results: Iterable[tuple[str, str, str, str]]) -> None:
        """`add` each (key, text, tool, arguments) not indexed yet."""
        for key, text, tool, arguments in results:
            if key not in self.indexed and text:
                self.add(key, text, tool, arguments)

    def search(self, query: str, limit: int, within: set[str] | None = None) -> list[Hit]:
        """The best `limit` passages for `query` (score > 0), best first, ties by result key
        and place; only passages of results in `within` when given, scored among those alone
        (the same figures whatever else the session cut before)."""
        asked = terms(query) + ([TROUBLE] if asks_about_trouble(query) else [])
        with self.lock:
            keys = set(self.extent) if within is None else within & self.extent.keys()
            if not asked or limit <= 0:
                return []
            scores, known = self.bm25(asked, keys)
            if not known:
                return []
            for key, bonus in self._named(known, keys).items():
                first, end, _ = self.extent[key]
                for i in range(first, end):
                    scores[i] = scores.get(i, 0.0) + bonus
            order = sorted(scores, key=lambda i: (-scores[i], self.keys[i], self.spans[i]))
            chosen: list[int] = []
            for i in order:
                if len(chosen) >= limit or scores[i] <= 0:
                    break
                if not any(self._overlap(i, j) for j in chosen):
                    chosen.append(i)
            return [Hit(self.keys[i], self.texts[i], scores[i], self._ends(i)) for i in chosen]

    def bm25(self, asked: list[str], keys: set[str]) -> tuple[dict[int, float], list[str]]:
        """BM25 among the passages of the results `keys` (their statistics alone) of each
        passage holding a term of the query, a value (a term with a digit: an id, a version,
        a hash) counted IDENTIFIER_WEIGHT times, since the passage that holds the value asked
        about is the one that answers; and the query's terms found among them."""
        extents = [self.extent[key] for key in keys if key in self.extent]
        passages = sum(end - first for first, end, _ in extents)
        scores: dict[int, float] = {}
        known: list[str] = []
        if not passages:
            return scores, known
        average = sum(length for _, _, length in extents) / passages
        for term in dict.fromkeys(asked):
            held = [(i, n) for i, n in self.postings.get(term, ()) if self.keys[i] in keys]
            if not held:
                continue
            known.append(term)
            idf = math.log(1 + (passages - len(held) + 0.5) / (len(held) + 0.5))
            weight = (IDENTIFIER_WEIGHT if _valued(term) else 1) * idf
            for i, times in held:
                norm = K1 * (1 - B + B * self.lengths[i] / average)
                scores[i] = scores.get(i, 0.0) + weight * times / (times + norm)
        return scores, known

    def head(self, key: str) -> str | None:
        """The first passage of result `key`, if it is indexed."""
        with self.lock:
            first, end, _ = self.extent.get(key, (0, 0, 0))
            return self.texts[first] if end > first else None

    def named(self, query: str, keys: set[str]) -> dict[str, float]:
        """How well `query` names each of `keys`' calls (see `_named`); keys it does not name
        are left out."""
        with self.lock:
            return self._named(terms(query), keys)

    def _named(self, asked: list[str], keys: set[str]) -> dict[str, float]:
        """How well the query names each result's call (its file, page or URL), by the rarity
        of the shared terms among the calls: a question about "the fields module" or "the
        kapranoff ru XML" points at the read that named them, whatever its passages say."""
        calls = {key: self.called.get(key, frozenset()) for key in keys}
        total = len(calls)
        named: dict[str, float] = {}
        for term in dict.fromkeys(asked):
            holders = [key for key, found in calls.items() if term in found]
            if not holders or len(holders) * 2 > total:
                continue
            rarity = math.log(1 + (total - len(holders) + 0.5) / (len(holders) + 0.5))
            for key in holders:
                named[key] = named.get(key, 0.0) + CALL_WEIGHT * rarity
        return named

    def _ends(self, row: int) -> bool:
        """Whether passage `row` reaches its result's last unit."""
        last = self.extent[self.keys[row]][1] - 1
        if self.spans[row] == self.spans[last]:  # slices of one unit: only the last slice
            return row == last
        return self.spans[row][1] == self.spans[last][1]

    def _overlap(self, one: int, two: int) -> bool:
        """Whether two passages share a unit of the same result."""
        (a, b), (c, d) = self.spans[one], self.spans[two]
        return self.keys[one] == self.keys[two] and a < d and c < b
