"""Choosing what to keep: units matching the query, then units holding unusual values, in budget."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from rungs.excerpts.fields import text_fields
from rungs.excerpts.match import Query, identifiers_in
from rungs.excerpts.model import Document, Excerpt, Unit
from rungs.excerpts.rarity import Unusual, find_unusual
from rungs.excerpts.records import clip_around, shrink
from rungs.excerpts.trouble import reports_trouble
from rungs.excerpts.units import find_units

__all__ = ["Pool", "document_of", "excerpt", "excerpt_results"]

COMMON_SHARE = 0.05
"""A goal word found in more than this share of a result's units does not single one out."""
COMMON_WEIGHT = 0.5
"""What a goal word common in the result adds to a unit that already matches something rarer."""
MIN_ROOM = 40
PATH_CHARS = 120
TROUBLE_UNITS = 2
"""Units reporting a failure or a warning kept as unusual per result at most, when few of its
units report one (a log where every line is an error singles none out)."""
TROUBLE_SCORE = 1.0
"""Where such a unit ranks among the unusual ones: below a value far rarer than its field's."""


@dataclass(frozen=True)
class Pool:
    """Several results judged together: a value is unusual, and a goal word telling, only if
    rare across all of them."""

    documents: tuple[Document, ...]
    unusual: tuple[Unusual, ...]
    _common: dict[Query, frozenset[str]] = field(default_factory=dict, compare=False, repr=False)
    _hits: dict[tuple[int, Query], list[tuple[frozenset[str], frozenset[str]]]] = field(
        default_factory=dict, compare=False, repr=False
    )

    def hits(self, document: Document, query: Query) -> list[tuple[frozenset[str], frozenset[str]]]:
        """What `query` finds in each unit of `document` (its path and body), found once."""
        key = (id(document), query)
        if key not in self._hits:
            self._hits[key] = [query.hits(f"{u.path} {u.body}") for u in document.units]
        return self._hits[key]

    def common_stems(self, query: Query) -> frozenset[str]:
        """The query's words that more than COMMON_SHARE of the pool's units hold."""
        if query not in self._common:
            counts: Counter[str] = Counter()
            for document in self.documents:
                for stems, _ in self.hits(document, query):
                    counts.update(stems)
            total = sum(len(document.units) for document in self.documents)
            limit = max(3, int(total * COMMON_SHARE))
            self._common[query] = frozenset(s for s, n in counts.items() if n > limit)
        return self._common[query]

    @classmethod
    def of(cls, documents: Iterable[Document], *, per_document: int = 2, total: int = 8) -> Pool:
        """A pool of `documents`: at most `per_document` unusual units each, `total` in all."""
        docs = tuple(documents)
        return cls(docs, tuple(find_unusual(docs, per_document=per_document, total=total)))

    def holds(self, document: Document) -> bool:
        """True when `document` (this very object) is one of the pool's."""
        return any(member is document for member in self.documents)

    def unusual_in(self, document: Document) -> dict[int, Unusual]:
        """The unusual units of `document` (by unit index), if it belongs to the pool."""
        for index, member in enumerate(self.documents):
            if member is document:
                return {u.unit: u for u in self.unusual if u.document == index}
        return {}


def _scores(
    document: Document, query: Query, pool: Pool
) -> dict[int, tuple[float, frozenset[str]]]:
    pool_common = pool.common_stems(query)
    hits = dict(enumerate(pool.hits(document, query))) if not query.empty else {}
    frequency: Counter[str] = Counter(s for stems, _ in hits.values() for s in stems)
    common = max(3, int(len(document.units) * COMMON_SHARE))
    scores: dict[int, tuple[float, frozenset[str]]] = {}
    for index, (stems, ids) in hits.items():
        rare = frozenset(s for s in stems if frequency[s] <= common and s not in pool_common)
        if rare or ids:
            # a common word counts a little beside a rarer hit: "502" with "checkout" singles
            # out the checkout 502s among the 502s, though "checkout" alone does not
            scores[index] = (len(rare) + 3.0 * len(ids) + COMMON_WEIGHT * len(stems - rare),
                             rare | ids)  # fmt: skip
    return scores


def _matched_fields(unit: Unit, query: Query, extra: Iterable[str]) -> list[str]:
    fields = unit.fields or {}
    found = [k for k, v in fields.items() if any(query.hits(f"{k} {v}"))]
    return [*found, *extra]


def _values(unit: Unit, names: Sequence[str]) -> list[str]:
    fields = unit.fields or {}
    return [str(fields[name]) for name in names if name in fields and str(fields[name])]


def _distance(index: int, hits: Sequence[int]) -> int:
    """Lines from the nearest hit; a line above the first hit counts double (a record's fields
    follow the line that names it)."""
    nearest = min(abs(index - h) for h in hits)
    return nearest * 2 if index < hits[0] else nearest


def pick_lines(body: str, query: Query, values: Sequence[str], room: int) -> str | None:
    """A multi-line unit cut to lines within `room`: its first line, the lines holding what was
    asked or what is unusual (`values`), then the lines stating a field nearest to those, then
    the rest nearest first, in document order; None when one line is all that fits."""
    lines = [line.strip() for line in body.splitlines()]
    scores = []
    for line in lines:
        stems, ids = query.hits(line)
        scores.append(3.0 * len(ids) + len(stems) + 3.0 * sum(1 for v in values if v in line))
    hits = [i for i, score in enumerate(scores) if score] or [0]
    ranked = sorted(
        range(1, len(lines)),
        key=lambda i: (-scores[i], not text_fields(lines[i]), _distance(i, hits), len(lines[i])),
    )
    chosen = [0]
    used = len(lines[0])
    for index in ranked:
        if used + 1 + len(lines[index]) <= room:
            chosen.append(index)
            used += 1 + len(lines[index])
    if len(chosen) == 1 or used > room:
        return None
    return "\n".join(lines[i] for i in sorted(chosen))


def render(
    unit: Unit, query: Query, limit: int, reason: str, score: float, extra: Sequence[str] = ()
) -> Excerpt | None:
    """The excerpt of `unit` in at most `limit` characters, or None when it cannot fit."""
    path = unit.path if len(unit.path) <= PATH_CHARS else f"{unit.path[:40]}…{unit.path[-79:]}"
    context = unit.context[: max(0, limit // 3)]
    room = limit - len(path) - 2 - (len(context) + 1 if context else 0)
    if room < MIN_ROOM and context:
        context, room = "", limit - len(path) - 2
    if room < MIN_ROOM // 2:
        return None
    body, verbatim = unit.body, unit.verbatim
    picked = None
    if len(body) > room and unit.verbatim and "\n" in body:
        picked = pick_lines(body, query, _values(unit, extra), room)
    if picked:
        body = picked
    elif len(body) > room or (len(f"{context}{body}") > room and unit.fields):
        if unit.fields:
            first = _matched_fields(unit, query, extra)
            body, verbatim, context = (
                shrink(unit.fields, first, room + len(context), query.first_hit),
                False,
                "",
            )
        else:
            body = clip_around(body, max(0, query.first_hit(body)), room)
    result = Excerpt(path, body, context, reason, score, unit.position, verbatim)
    return result if len(result.text) <= limit else None


def excerpt(
    text: str | Document,
    terms: Iterable[str] | str = (),
    identifiers: Iterable[str] = (),
    *,
    tool_name: str | None = None,
    arguments: str | None = None,
    max_chars: int = 600,
    max_units: int = 8,
    pool: Pool | None = None,
) -> list[Excerpt]:
    """The smallest units of a result holding the query's words or identifiers, or unusual values.

    `text` is a tool result (or a Document from `find_units`); `terms` the goal's words (any
    text), `identifiers` exact tokens to find. At most `max_units` excerpts, whose `text`s joined
    by newlines take at most `max_chars` characters, in document order. With a `pool` holding
    the document, unusual values are judged across the pool; otherwise within the result.
    """
    document = (
        text
        if isinstance(text, Document)
        else find_units(text, tool_name=tool_name, arguments=arguments)
    )
    query = Query.build(terms, identifiers)
    pool = pool if pool is not None and pool.holds(document) else Pool.of([document])
    unusual = pool.unusual_in(document)
    matches = sorted(
        ((score, i, "match", keys) for i, (score, keys) in _scores(document, query, pool).items()),
        key=lambda item: (-item[0], item[1]),
    )
    odd = sorted(
        [
            *((u.score, i, "unusual", frozenset(u.fields)) for i, u in unusual.items()),
            *((TROUBLE_SCORE, i, "unusual", frozenset()) for i in _troubled(document, unusual)),
        ],
        key=lambda item: (-item[0], item[1]),
    )
    named = [m for m in matches if m[3] & query.identifiers]
    worded = [m for m in matches if not m[3] & query.identifiers]
    ranked = named + worded[:1] + odd + worded[1:]
    chosen: dict[int, Excerpt] = {}
    seen: set[tuple[str, frozenset[str]]] = set()
    remaining = max_chars
    share = max(MIN_ROOM * 3, max_chars // 2)
    for score, index, reason, keys in ranked:
        if len(chosen) >= max_units or remaining < MIN_ROOM:
            break
        root = (document.units[index].path.split(",")[0], keys)
        if index in chosen or root in seen:
            continue
        limit = min(remaining, share) if len(ranked) > 1 else remaining
        extra = sorted(keys) if reason == "unusual" else ()
        found = render(document.units[index], query, limit, reason, score, extra)
        if found is not None:
            chosen[index] = found
            seen.add(root)
            remaining -= len(found.text) + 1
    return [chosen[i] for i in sorted(chosen)]


def _troubled(document: Document, unusual: Mapping[int, Unusual]) -> list[int]:
    """The units of `document` reporting a failure or a warning (`reports_trouble`) that are
    not unusual already, when they are few among its units."""
    found = [i for i, unit in enumerate(document.units) if reports_trouble(unit.body)]
    if len(found) > max(TROUBLE_UNITS, len(document.units) // 20):
        return []
    return [i for i in found if i not in unusual][:TROUBLE_UNITS]


@lru_cache(maxsize=256)
def document_of(text: str, tool_name: str = "", arguments: str = "") -> Document:
    """`find_units` of a result, cached by its content: a result is parsed once per process."""
    return find_units(text, tool_name=tool_name or None, arguments=arguments or None)


def excerpt_results(
    results: Mapping[str, str],
    goal: str,
    mentions: str = "",
    *,
    calls: Mapping[str, tuple[str, str]] | None = None,
    max_chars: int = 600,
    max_units: int = 8,
    unusual_per_result: int = 2,
    unusual_total: int = 8,
) -> dict[str, list[Excerpt]]:
    """Excerpts of several results judged together, keyed like `results` (e.g. by result key).

    `goal` gives the words to look for, `mentions` (the newest messages) the identifiers;
    `calls` maps a key to the (tool name, arguments) that made the result, to help detection.
    Unusual values are judged across all results: at most `unusual_per_result` each and
    `unusual_total` in all.
    """
    calls = calls or {}
    documents = {key: document_of(text, *calls.get(key, ("", ""))) for key, text in results.items()}
    pool = Pool.of(documents.values(), per_document=unusual_per_result, total=unusual_total)
    ids = identifiers_in(f"{mentions}\n{goal}")
    return {
        key: excerpt(document, goal, ids, max_chars=max_chars, max_units=max_units, pool=pool)
        for key, document in documents.items()
    }
