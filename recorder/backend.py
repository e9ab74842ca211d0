"""The seam between the recorder's shared logic and a database: SQLite file or PostgreSQL server.

Both backends run the same SQL (written with ``?`` and ``:name`` placeholders; the PostgreSQL
backend rewrites them) and hand `work` callbacks a connection whose ``execute(sql, params)``
returns a cursor with ``fetchone``, ``fetchall``, ``rowcount`` and iteration; rows are read by
column name or position.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar

from recorder.types import SqlConnection

__all__ = [
    "Backend",
    "Row",
    "SqlConnection",
    "is_database_url",
    "location_of",
    "open_backend",
]

T = TypeVar("T")
Row = Any  # sqlite3.Row or the PostgreSQL backend's row: row["name"], row[0], row.keys()

_URL = re.compile(r"^(postgresql|postgres)://", re.IGNORECASE)
_CONNINFO = re.compile(r"^\s*(\w+\s*=\s*('([^'\\]|\\.)*'|\S+)\s*)+$")
_CONNINFO_KEYS = frozenset({"host", "hostaddr", "port", "dbname", "user", "service"})


class Backend(Protocol):
    """What the recorder's shared logic needs from a database."""

    location: str
    readonly: bool

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Run one query and return all rows."""

    def inspect(self, work: Callable[[SqlConnection], T]) -> T:
        """Run read-only `work` inside one transaction that is rolled back."""

    def write(self, work: Callable[[SqlConnection], T]) -> T:
        """Run `work` inside one write transaction; `work` must be safe to run again."""

    def schema_problems(self) -> list[str]:
        """Integrity, schema version and missing tables, as problem lines."""

    def migrations(self) -> list[dict[str, Any]]:
        """This project's applied migrations: name and applied_at, in order."""

    def close(self) -> None:
        """Release the connection(s)."""


def is_database_url(target: str | os.PathLike[str]) -> bool:
    """Whether `target` names a PostgreSQL server (libpq URL or conninfo) rather than a file."""
    if not isinstance(target, str):
        return False
    if _URL.match(target):
        return True
    if not _CONNINFO.match(target):
        return False
    keys = {part.split("=", 1)[0].strip() for part in re.findall(r"\w+\s*=", target)}
    return bool(keys & _CONNINFO_KEYS)


def location_of(target: str | os.PathLike[str]) -> str:
    """What to show for a target without opening it: absolute path, or URL without password."""
    if is_database_url(target):
        from recorder.postgres import safe_location

        return safe_location(str(target))
    return str(Path(target).expanduser().absolute())


def open_backend(target: str | os.PathLike[str], readonly: bool, retry_seconds: float) -> Backend:
    """The SQLite store for a path, the PostgreSQL store for a URL or conninfo string."""
    if is_database_url(target):
        from recorder.postgres import PostgresStore  # psycopg only when asked for

        return PostgresStore(str(target), readonly=readonly, retry_seconds=retry_seconds)
    from recorder.connection import Store

    return Store(target, readonly=readonly)
