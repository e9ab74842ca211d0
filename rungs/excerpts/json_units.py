"""JSON and NDJSON results cut into records: the innermost object holding a value, with its path."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from rungs.excerpts.model import MAX_PARSE_CHARS, MAX_UNITS, Document, Unit
from rungs.excerpts.records import id_keys, render

__all__ = ["json_document", "ndjson_document"]

MAX_NODES = 400_000
WIDE = 64
"""A mapping or array with more scalar members than this is cut member by member."""
INLINE_CHARS = 160
"""Nested containers smaller than this stay inside their parent record."""
LEAF_DEPTH = 6
"""Identifying fields are looked for this many objects deep (a GraphQL edge's node nests them)."""
RECORD_CHARS = 1_200
"""An object in an array (a record) rendered within this many characters is one unit, whole."""


def _leaves(value: Mapping[str, Any], depth: int = 0) -> dict[str, object]:
    """Scalar fields of `value` and of the objects nested in it, first name wins."""
    found: dict[str, object] = {}
    for key, item in value.items():
        if isinstance(item, dict) and depth < LEAF_DEPTH:
            for name, leaf in _leaves(item, depth + 1).items():
                found.setdefault(name, leaf)
        elif not isinstance(item, list | dict):
            found.setdefault(key, item)
    return found


def _label(value: Mapping[str, Any]) -> str:
    leaves = _leaves(value)
    keys = id_keys(leaves)
    return ",".join(f"{k}={leaves[k]}" for k in keys[:1])


def _keyed(value: Mapping[str, Any], inline: Mapping[str, Any]) -> bool:
    """An object whose members are records of one kind, keyed by id (not fields of a record)."""
    members = [v for k, v in value.items() if k not in inline and isinstance(v, dict)]
    if len(members) < 3:
        return False
    shared = set(members[0]).intersection(*members[1:])
    return bool(shared) and len(members) >= 0.8 * (len(value) - len(inline))


def _row_lists(value: object) -> bool:
    """Rows of a table as arrays: two or more lists of scalars, all of one length (>= 2)."""
    if not isinstance(value, list) or len(value) < 2 or not isinstance(value[0], list):
        return False
    width = len(value[0])
    return width >= 2 and all(
        isinstance(row, list)
        and len(row) == width
        and not any(isinstance(cell, dict | list) for cell in row)
        for row in value
    )


def _columns(value: Mapping[str, Any]) -> list[str]:
    """Keys of a table stored by column ({"id": [...], "city": [...]}): two or more lists of
    scalars of one length (>= 3); else none."""
    found = [
        key
        for key, member in value.items()
        if isinstance(member, list)
        and len(member) >= 3
        and not any(isinstance(cell, dict | list) for cell in member)
    ]
    lengths = {len(value[key]) for key in found}
    return found if len(found) >= 2 and len(lengths) == 1 else []


def _column_names(value: object, width: int) -> list[str] | None:
    """Column names a sibling gives: `width` strings, or objects with a `name` each."""
    if not isinstance(value, list) or len(value) != width:
        return None
    names = [
        c if isinstance(c, str) else c.get("name") if isinstance(c, dict) else None for c in value
    ]
    return [str(n) for n in names] if all(isinstance(n, str) for n in names) else None


def _whole(value: object) -> str | None:
    """The rendering of a record small enough to keep whole, else None."""
    if not isinstance(value, dict) or len(value) > WIDE:
        return None
    text = render(value)
    return text if len(text) <= RECORD_CHARS else None


def _small(value: object) -> bool:
    """A scalar, or a short container of scalars: it stays inside its parent record."""
    if isinstance(value, dict | list):
        members = value.values() if isinstance(value, dict) else value
        flat = all(not isinstance(m, dict | list) for m in members)
        return flat and len(value) <= 8 and len(render({"v": value})) <= INLINE_CHARS
    return True


class _Walker:
    """An iterative walk (no recursion: deep nesting cannot overflow) that emits units."""

    def __init__(self) -> None:
        self.units: list[Unit] = []
        self.nodes = 0

    def walk(self, root: object) -> bool:
        stack: list[tuple[object, str, str]] = [(root, "$", "$")]
        while stack:
            value, path, group = stack.pop()
            self.nodes += 1
            if self.nodes > MAX_NODES or len(self.units) > MAX_UNITS:
                return False
            if isinstance(value, dict):
                stack.extend(reversed(self._object(value, path, group)))
            elif isinstance(value, list):
                stack.extend(reversed(self._array(value, path, group)))
            elif path == "$":
                self._emit({"value": value}, path, group)
        return True

    def _emit(
        self, record: Mapping[str, object], path: str, group: str, body: str | None = None
    ) -> None:
        self.units.append(
            Unit(
                render(record) if body is None else body,
                path,
                len(self.units),
                verbatim=False,
                fields=dict(record),
                group=group,
                ids=tuple(id_keys(_leaves(record))),
            )
        )

    def _object(
        self, value: dict[str, Any], path: str, group: str
    ) -> list[tuple[object, str, str]]:
        columns = _columns(value)
        if columns:
            rows = zip(*(value[k] for k in columns), strict=True)
            for index, row in enumerate(rows):
                self._emit(dict(zip(columns, row, strict=True)), f"{path}[{index}]", f"{group}[*]")
            value = {k: v for k, v in value.items() if k not in columns}
        tables = [k for k, v in value.items() if _row_lists(v)]
        if tables:
            for key in tables:
                self._rows(value[key], self._names(value, key), f"{path}.{key}", f"{group}.{key}")
            value = {k: v for k, v in value.items() if k not in tables}
        inline = {k: v for k, v in value.items() if _small(v)}
        if _keyed(value, inline):
            return self._keyed(value, inline, path, group)
        nested = [(v, f"{path}.{k}", f"{group}.{k}") for k, v in value.items() if k not in inline]
        if len(inline) > WIDE:
            for key, member in inline.items():
                self._emit({key: member}, path, group + ".*")
        elif inline or not nested:
            self._emit(inline, path, group)
        return nested

    @staticmethod
    def _names(value: dict[str, Any], rows_key: str) -> list[str] | None:
        width = len(value[rows_key][0])
        for key, sibling in value.items():
            names = _column_names(sibling, width) if key != rows_key else None
            if names:
                return names
        return None

    def _rows(self, rows: list[list[Any]], names: list[str] | None, path: str, group: str) -> None:
        """Each row of an array-of-arrays table as a record, by column name."""
        first = rows[0]
        if names is None and all(
            isinstance(c, str) and not any(ch.isdigit() for ch in c) for c in first
        ):
            names, rows = [str(c) for c in first], rows[1:]
        columns = names or [f"column {i + 1}" for i in range(len(first))]
        for index, row in enumerate(rows):
            self._emit(dict(zip(columns, row, strict=True)), f"{path}[{index}]", f"{group}[*]")

    def _keyed(
        self, value: dict[str, Any], inline: dict[str, Any], path: str, group: str
    ) -> list[tuple[object, str, str]]:
        """An object of records by key ({"SKU-1": {...}, ...}): each member a record."""
        if inline:
            self._emit(inline, path, group)
        nested: list[tuple[object, str, str]] = []
        for key, member in value.items():
            if key in inline:
                continue
            whole = _whole(member)
            if whole is not None and isinstance(member, dict):
                self._emit(member, f"{path}.{key}", f"{group}.*", whole)
            else:
                nested.append((member, f"{path}.{key}", f"{group}.*"))
        return nested

    def _array(self, value: list[Any], path: str, group: str) -> list[tuple[object, str, str]]:
        if _row_lists(value):
            self._rows(value, None, path, group)
            return []
        children: list[tuple[object, str, str]] = []
        scalars: dict[str, object] = {}
        for index, item in enumerate(value):
            if isinstance(item, dict | list):
                label = _label(item) if isinstance(item, dict) else ""
                mark = f"[{index}]" + (f"({label})" if label else "")
                whole = _whole(item)
                if whole is not None and isinstance(item, dict):
                    self._emit(item, f"{path}{mark}", f"{group}[*]", whole)
                else:
                    children.append((item, f"{path}{mark}", f"{group}[*]"))
            else:
                scalars[f"{path}[{index}]"] = item
        if scalars and (len(scalars) > WIDE or children):
            for where, item in scalars.items():
                self.units.append(
                    Unit(
                        json.dumps(item, ensure_ascii=False),
                        where,
                        len(self.units),
                        verbatim=False,
                        fields={"value": item},
                        group=group + "[*]",
                    )
                )
        elif scalars:
            self._emit({"items": list(scalars.values())}, path, group)
        return children


def json_document(text: str) -> Document | None:
    """Records of a JSON document, or None when it is too large, too deep or not JSON."""
    if len(text) > MAX_PARSE_CHARS:
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    walker = _Walker()
    try:
        complete = walker.walk(data)
    except RecursionError:
        return None
    if not complete:
        return None
    return Document("json", tuple(walker.units))


def ndjson_document(text: str) -> Document:
    """One unit per line; lines holding a JSON object carry its (flattened) fields."""
    units: list[Unit] = []
    for number, line in enumerate(text[:MAX_PARSE_CHARS].splitlines(), start=1):
        if not line.strip() or len(units) >= MAX_UNITS:
            continue
        fields: dict[str, object] | None = None
        try:
            parsed = json.loads(line)
            fields = parsed if isinstance(parsed, dict) else None
        except (ValueError, RecursionError):
            fields = None
        ids = tuple(id_keys(_leaves(fields))) if fields else ()
        units.append(
            Unit(
                line.strip(),
                f"line {number}",
                len(units),
                fields=fields,
                group="ndjson" if fields else "",
                ids=ids,
            )
        )
    return Document("ndjson", tuple(units), truncated=len(text) > MAX_PARSE_CHARS)
