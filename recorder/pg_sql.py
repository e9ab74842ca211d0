"""The shared SQL on PostgreSQL: placeholders rewritten, rows read by name or position."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache
from typing import Any

__all__ = ["Connection", "PgRow", "row_factory", "to_pyformat"]

_NAMED = re.compile(r"(?<![:\w]):([A-Za-z_]\w*)")


@lru_cache(maxsize=256)
def to_pyformat(sql: str) -> str:
    """Rewrite SQLite ``?`` and ``:name`` placeholders as psycopg ``%s`` and ``%(name)s``."""
    text = sql.replace("%", "%%").replace("?", "%s")
    return _NAMED.sub(r"%(\1)s", text)


class PgRow:
    """One result row, read by column name or position like ``sqlite3.Row``."""

    __slots__ = ("_index", "_values")

    def __init__(self, values: Sequence[Any], index: Mapping[str, int]) -> None:
        self._values = tuple(values)
        self._index = index

    def __getitem__(self, key: int | str) -> Any:
        """The value of a column given by name or position."""
        return self._values[key if isinstance(key, int) else self._index[key]]

    def keys(self) -> list[str]:
        """Column names, in order."""
        return list(self._index)

    def __iter__(self) -> Iterator[Any]:
        """The values, in column order."""
        return iter(self._values)

    def __len__(self) -> int:
        """How many columns."""
        return len(self._values)


def row_factory(cursor: Any) -> Any:
    """A psycopg row factory building `PgRow`s."""
    description = cursor.description or []
    index = {column.name: number for number, column in enumerate(description)}

    def make(values: Sequence[Any]) -> PgRow:
        return PgRow(values, index)

    return make


class Connection:
    """A psycopg connection that accepts the shared SQL's placeholders."""

    def __init__(self, conn: Any) -> None:
        self._conn = conn

    def execute(self, sql: str, params: Sequence[Any] | Mapping[str, Any] = ()) -> Any:
        """Run one statement and return its cursor."""
        return self._conn.execute(to_pyformat(sql), params)
