"""What is unusual: a value rare within its field across a pool of record-shaped results.

A categorical field (few distinct values) flags a value that few records hold; a numeric field
flags an outlier by robust z-score (median and median absolute deviation). Fields that identify
records (every value distinct) and free text are never judged.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rungs.excerpts.fields import parse_number, text_fields
from rungs.excerpts.model import Document, Unit
from rungs.excerpts.records import is_id_key

__all__ = ["Unusual", "find_unusual"]

MIN_RECORDS = 8
"""Fewer records than this in a field's collection say nothing about what is usual."""
Z_LIMIT = 6.0
MIN_SURPRISE = 1.5
"""A categorical value is unusual when it is this much (in nats) rarer than its field's usual."""
MIN_RATIO = 5
"""...and when values seen at least this many times as often cover most records (COVERED)."""
COVERED = 0.8
MAX_RECORDS = 20_000
MAX_DEPTH = 6
"""Nested values are read this many levels deep (GraphQL edges nest a record's fields 4-5 deep)."""


@dataclass(frozen=True, slots=True)
class Unusual:
    """A unit holding rare values: where it is (document, unit), how rare, which fields."""

    document: int
    unit: int
    score: float
    fields: tuple[str, ...]


def _key(value: object) -> str | None:
    if isinstance(value, dict | list) or value is None:
        return None
    text = str(value)
    return text if len(text) <= 60 else None


def _numeric_scores(values: list[tuple[int, float]]) -> dict[int, float]:
    numbers = [v for _, v in values]
    median = statistics.median(numbers)
    spread = statistics.median(abs(v - median) for v in numbers)
    found: dict[int, float] = {}
    if spread == 0:
        odd = [(i, v) for i, v in values if v != median]
        if len(odd) <= max(1, len(values) // 50):
            found = {i: 1.5 for i, _ in odd}
        return found
    for index, value in values:
        z = 0.6745 * abs(value - median) / spread
        if z >= Z_LIMIT:
            found[index] = 1.0 + min(2.0, z / Z_LIMIT / 2)
    return found


def _categorical_scores(values: list[tuple[int, str]], total: int) -> dict[int, float]:
    """Values far rarer than their field's typical value: surprise above the field's entropy.

    A status seen once among a few common ones stands out; a city seen once among fifty cities
    seen a few times each does not (its field is diverse, so its rarity is usual).
    """
    counts = Counter(v for _, v in values)
    if len(counts) < 2 or len(counts) > max(2, total // 4):
        return {}
    size = len(values)
    entropy = -sum(c / size * math.log(c / size) for c in counts.values())
    rare_limit = max(1, total // 50)
    covered: dict[int, bool] = {}
    found: dict[int, float] = {}
    for index, value in values:
        excess = -math.log(counts[value] / size) - entropy
        seen = counts[value]
        if seen <= rare_limit and seen not in covered:
            usual = sum(c for c in counts.values() if c >= MIN_RATIO * seen)
            covered[seen] = usual >= COVERED * size
        if seen <= rare_limit and excess >= MIN_SURPRISE and covered[seen]:
            found[index] = 1.0 + min(2.0, excess / 2)
    return found


def _flat(fields: Mapping[str, object]) -> dict[str, tuple[str, object]]:
    """A record's leaf values by leaf name (the dotted path where a name repeats), each with
    the top-level field holding it. Nested mappings are read a few levels deep, and a string
    stating fields of its own ("price: 12,50 €; status: active") gives those too, so a rare
    value is judged wherever the record keeps it."""
    flat: dict[str, tuple[str, object]] = {}
    stack: list[tuple[Mapping[str, object], str, str, int]] = [(fields, "", "", 0)]
    while stack:
        mapping, prefix, top, depth = stack.pop()
        for name, value in mapping.items():
            holder = top or name
            if isinstance(value, Mapping) and depth < MAX_DEPTH:
                stack.append((value, f"{prefix}{name}.", holder, depth + 1))
                continue
            if isinstance(value, str) and len(value) > 12 and depth < MAX_DEPTH:
                stated = text_fields(value)
                if len(stated) >= 2:
                    stack.append((stated, f"{prefix}{name}.", holder, depth + 1))
                    continue
            key = name if name not in flat else f"{prefix}{name}"
            flat[key] = (holder, value)
    return flat


def _field_scores(records: list[dict[str, tuple[str, object]]]) -> dict[int, dict[str, float]]:
    """Per record: the fields whose value is rare, with how rare (fields in few records skipped)."""
    total = len(records)
    names = Counter(name for record in records for name in record)
    scores: dict[int, dict[str, float]] = {}
    for name, present in names.items():
        if present < max(MIN_RECORDS, total // 5) or is_id_key(name):
            continue
        raw = [(i, r[name][1]) for i, r in enumerate(records) if name in r]
        numbers = [(i, n) for i, v in raw if (n := parse_number(v)) is not None]
        if len(numbers) == len(raw):
            found = _numeric_scores(numbers)
            if not found and len({n for _, n in numbers}) <= max(2, present // 8):
                found = _categorical_scores([(i, str(n)) for i, n in numbers], present)
        else:
            keys = [(i, k) for i, v in raw if (k := _key(v)) is not None]
            found = _categorical_scores(keys, present) if len(keys) == len(raw) else {}
        for index, score in found.items():
            scores.setdefault(index, {})[name] = score
    return scores


def find_unusual(
    documents: Sequence[Document], *, per_document: int = 2, total: int = 8
) -> list[Unusual]:
    """Units holding rare values across `documents`, at most `per_document` each, `total` in all."""
    groups: dict[str, list[tuple[int, int, Unit]]] = {}
    for d, document in enumerate(documents):
        for u, unit in enumerate(document.units):
            if unit.fields and unit.group:
                groups.setdefault(f"{document.format}:{unit.group}", []).append((d, u, unit))
    found: list[Unusual] = []
    for members in groups.values():
        if len(members) < MIN_RECORDS:
            continue
        members = members[:MAX_RECORDS]
        records = [_flat(unit.fields or {}) for _, _, unit in members]
        for index, fields in _field_scores(records).items():
            d, u, _ = members[index]
            names = tuple(sorted({records[index][name][0] for name in fields}))
            found.append(Unusual(d, u, max(fields.values()), names))
    found.sort(key=lambda item: (-item.score, item.document, item.unit))
    return _spread(found, per_document, total)


def _spread(found: list[Unusual], per_document: int, total: int) -> list[Unusual]:
    """The best of each result first, then seconds, and so on: at most `per_document` each
    and `total` in all, so one result full of odd values cannot crowd out the others."""
    kept: list[Unusual] = []
    per: Counter[int] = Counter()
    for rank in range(1, per_document + 1):
        for item in found:
            if len(kept) >= total:
                return kept
            if per[item.document] < rank and item not in kept:
                kept.append(item)
                per[item.document] += 1
    return kept
