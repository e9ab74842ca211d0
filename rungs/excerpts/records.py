"""Record helpers shared by every format: which fields identify a record, compact renderings."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache

__all__ = ["clip_around", "id_keys", "is_id_key", "looks_like_id", "render", "shrink"]

_ID_WORDS = frozenset(
    [
        "id",
        "ids",
        "uuid",
        "guid",
        "key",
        "sku",
        "code",
        "ref",
        "reference",
        "slug",
        "name",
        "title",
        "handle",
        "email",
        "number",
        "no",
        "num",
        "username",
        "login",
        "user",
        "symbol",
        "ticker",
        "label",
        "hash",
        "sha",
        "isbn",
        "ean",
        "upc",
        "serial",
        "tag",
        "uid",
        "pk",
        "oid",
    ]
)
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_ID_VALUE = re.compile(r"^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9][\w.:/#-]{2,63}$")
MAX_IDS = 3


@lru_cache(maxsize=8192)
def is_id_key(key: str) -> bool:
    """A field name that names what the record is: id, orderId, sku_code, Title, user-email..."""
    words = [w for w in re.split(r"[\W_]+", _CAMEL.sub("_", key).lower()) if w]
    return bool(words) and (words[-1] in _ID_WORDS or words[0] in ("id", "uuid", "name", "title"))


def looks_like_id(value: object) -> bool:
    """A short string mixing letters and digits (ORD-1234, a1b2c3d4, v2.3.1): probably an id."""
    return isinstance(value, str) and bool(_ID_VALUE.match(value))


def id_keys(record: Mapping[str, object]) -> list[str]:
    """Up to three fields identifying `record`: id-like names first, then id-like values."""
    named = [k for k, v in record.items() if is_id_key(k) and _scalar(v)]
    valued = [k for k, v in record.items() if k not in named and looks_like_id(v)]
    return (named + valued)[:MAX_IDS]


def _scalar(value: object) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def render(record: Mapping[str, object], keys: Iterable[str] | None = None) -> str:
    """Compact JSON of `record` (or only `keys` of it, in record order)."""
    chosen = record if keys is None else {k: record[k] for k in record if k in set(keys)}
    try:
        return json.dumps(chosen, ensure_ascii=False, separators=(",", ":"), default=str)
    except (ValueError, RecursionError):
        return json.dumps({k: str(v)[:200] for k, v in chosen.items()}, ensure_ascii=False)


def clip_around(text: str, at: int, limit: int) -> str:
    """At most `limit` characters of `text`, a window around position `at`."""
    if len(text) <= limit:
        return text
    start = max(0, min(at - limit // 3, len(text) - limit))
    return text[start : start + limit]


def shrink(
    record: Mapping[str, object],
    first: Iterable[str],
    limit: int,
    focus: Callable[[str], int] | None = None,
) -> str:
    """Valid JSON of `record` within `limit` characters: id fields, then `first`, then the rest.

    A value too long for the room left is clipped (the result stays valid JSON), around the
    position `focus` finds in it (its start when there is no focus or it finds nothing).
    """
    first = list(first)
    whole = render(record)
    if len(whole) <= limit:
        return whole
    order = list(dict.fromkeys([*id_keys(record), *[k for k in first if k in record], *record]))
    kept: dict[str, object] = {}
    for key in order:
        trial = {**kept, key: record[key]}
        if len(render(trial)) <= limit:
            kept = trial
        elif isinstance(record[key], Mapping) and len(render(kept)) + len(key) + 30 < limit:
            room = limit - len(render(kept)) - len(json.dumps(key, ensure_ascii=False)) - 2
            kept[key] = json.loads(shrink(record[key], first, room, focus))  # type: ignore[arg-type]
        elif key in first or not kept:
            room = limit - len(render(kept)) - len(json.dumps(key)) - 6
            if room > 12:
                value = str(record[key])
                kept[key] = clip_around(value, max(0, focus(value)) if focus else 0, room)
    return render(kept)
