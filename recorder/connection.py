"""Opening the database safely and running reads and ``BEGIN IMMEDIATE`` writes with retry."""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from tenacity import (
    Retrying,
    retry_if_exception,
    stop_after_attempt,
    stop_after_delay,
    wait_random_exponential,
)

from recorder.errors import RecorderError, RecorderUnavailable
from recorder.schema import applied_migrations, check_schema, schema_problems, upgrade
from recorder.sqlite_file import (
    check_header,
    check_kind,
    create_private,
    damaged,
    make_private,
    medium_is_writable,
    not_ours,
    read_only_uri,
)

__all__ = ["BUSY_TIMEOUT_MS", "Store", "now"]

T = TypeVar("T")

BUSY_TIMEOUT_MS = 250
LOCK_WAIT_SECONDS = 1.0
"""How long a write waits for another process's lock before the store counts as unavailable
(the router then sends the request anyway and writes the decision later)."""
MEMORY = ":memory:"
"""The path that names SQLite's in-memory database."""
_ATTEMPTS = 8
# SQLite errors that say the medium refuses writes now; the store may come back later.
_UNAVAILABLE = ("disk is full", "readonly database", "read-only", "disk i/o error")


def now() -> str:
    """Current UTC time as an ISO 8601 string with microseconds (sorts as text)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


def _is_busy(exc: BaseException) -> bool:
    """Tell whether an error is SQLite's transient "database is locked" / "busy"."""
    if not isinstance(exc, sqlite3.OperationalError):
        return False
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def _retrying() -> Retrying:
    """Bounded retry with jittered exponential backoff for busy errors."""
    return Retrying(
        retry=retry_if_exception(_is_busy),
        stop=stop_after_attempt(_ATTEMPTS) | stop_after_delay(LOCK_WAIT_SECONDS),
        wait=wait_random_exponential(multiplier=0.02, max=1.0),
        reraise=True,
    )


def _connect(path: Path, readonly: bool) -> sqlite3.Connection:
    """Open a shared-thread connection in driver autocommit mode (explicit transactions)."""
    target = read_only_uri(path) if readonly else str(path)
    conn = sqlite3.connect(
        target,
        uri=readonly,
        timeout=BUSY_TIMEOUT_MS / 1000,
        isolation_level=None,
        check_same_thread=False,
    )
    conn.row_factory = sqlite3.Row
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    return conn


class Store:
    """One SQLite connection guarded by a lock; writes run in retried IMMEDIATE transactions."""

    def __init__(self, path: str | os.PathLike[str], readonly: bool = False) -> None:
        """Open (creating when writable) and check or migrate the database at `path`.

        ``":memory:"`` is SQLite's in-memory database: private to this store, gone when closed.
        """
        self.in_memory = os.fspath(path) == MEMORY
        self.path = Path(MEMORY) if self.in_memory else Path(path).expanduser().absolute()
        self.location = str(self.path)
        self.readonly = readonly
        self.read_only_medium = False
        self._lock = threading.RLock()
        self._resting: tuple[float, RecorderUnavailable] | None = None
        """Until when writes fail at once, after a write waited past the lock bound."""
        if self.in_memory:
            self._open_memory()
            return
        try:
            self._prepare_file()
        except OSError as exc:
            raise RecorderError(f"cannot open {self.path}: {exc}") from exc
        if not readonly and not medium_is_writable(self.path):
            self.read_only_medium = True  # reads work; every write is reported as unavailable
        try:
            self.conn = _connect(self.path, readonly or self.read_only_medium)
        except sqlite3.Error as exc:
            raise self._translate(exc) from exc
        try:
            self._open_schema()
        except BaseException:
            self.conn.close()
            raise

    def _open_memory(self) -> None:
        """Open a fresh in-memory database with the current schema (no file, no WAL)."""
        if self.readonly:
            raise RecorderError(
                "an in-memory database (':memory:') starts empty, so a read-only one has nothing "
                "to read: open it writable, or pass the path of a database file"
            )
        self.conn = _connect(self.path, False)
        self.write(lambda conn: upgrade(conn, self.path))

    def _prepare_file(self) -> None:
        """Check the file exists (read-only) or create it privately, and check its header."""
        if not self.path.exists():
            if self.readonly:
                raise RecorderError(f"no compaction-router database at {self.path}")
            if not self.path.parent.is_dir():
                raise RecorderError(f"directory {self.path.parent} does not exist")
            create_private(self.path)
        check_kind(self.path)
        check_header(self.path)
        if not self.readonly:
            make_private(self.path)

    def _open_schema(self) -> None:
        """Refuse unknown schemas; when writable, switch to WAL and apply pending migrations."""
        pending = self.inspect(lambda conn: check_schema(conn, self.path))
        if self.readonly or self.read_only_medium:
            if pending:
                raise RecorderError(
                    f"{self.path} has no compaction-router schema yet or an older one: "
                    "open it once without read-only to create or upgrade it"
                )
            return
        self._retry(self._enable_wal)
        make_private(self.path)
        if pending:
            self.write(lambda conn: upgrade(conn, self.path))

    def _enable_wal(self) -> None:
        """Use the write-ahead log so readers never block the one writer."""
        self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute("PRAGMA synchronous = NORMAL")

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        """Run one query and return all rows."""

        def once() -> list[sqlite3.Row]:
            with self._lock:
                return self.conn.execute(sql, params).fetchall()

        return self._retry(once)

    def inspect(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run read-only `work` on the connection inside one read transaction."""

        def once() -> T:
            with self._lock:
                self.conn.execute("BEGIN")
                try:
                    return work(self.conn)
                finally:
                    if self.conn.in_transaction:
                        self.conn.execute("ROLLBACK")

        return self._retry(once)

    def write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run `work` inside ``BEGIN IMMEDIATE`` … ``COMMIT``, retried when the database is busy.

        A write that waited past the lock bound (another process holds the lock) makes the
        writes of the next `retry_after` seconds fail at once, so one call's several writes
        do not each wait the bound again.
        """
        if self.readonly:
            raise RecorderError(f"{self.path} is open read-only")
        if self.read_only_medium:
            raise RecorderUnavailable(
                f"{self.path} is on a read-only medium (or not writable): nothing was written",
                operation="write",
            )
        resting = self._resting
        if resting is not None and time.monotonic() < resting[0]:
            raise resting[1]  # the lock was held past the bound just now: no second wait

        def once() -> T:
            with self._lock:
                self.conn.execute("BEGIN IMMEDIATE")
                try:
                    result = work(self.conn)
                    self.conn.execute("COMMIT")
                except BaseException:
                    if self.conn.in_transaction:
                        self.conn.execute("ROLLBACK")
                    raise
                return result

        try:
            return self._retry(once)
        except RecorderUnavailable as error:
            if error.retry_after > 0:
                self._resting = (time.monotonic() + error.retry_after, error)
            raise

    def schema_problems(self) -> list[str]:
        """Integrity, schema version and missing tables, as problem lines."""
        return self.inspect(schema_problems)

    def migrations(self) -> list[dict[str, Any]]:
        """This project's applied migrations: name and applied_at, in order."""
        return list(self.inspect(applied_migrations))

    def _retry(self, once: Callable[[], T]) -> T:
        """Call `once` with bounded retry on busy errors; report SQLite errors as RecorderError."""
        try:
            return _retrying()(once)
        except sqlite3.Error as exc:
            raise self._translate(exc) from exc
        except UnicodeEncodeError as exc:
            raise RecorderError(
                f"{self.path}: a value is not valid text ({exc.reason} at position {exc.start}); "
                "pass str values that encode as UTF-8"
            ) from None

    def _translate(self, exc: sqlite3.Error) -> RecorderError:
        """A RecorderError that says what a SQLite error means for this database."""
        text = str(exc).lower()
        if _is_busy(exc):
            return RecorderUnavailable(
                f"{self.path} stayed locked by another connection for over "
                f"{LOCK_WAIT_SECONDS:g} s: {exc}",
                "write",
                retry_after=2 * LOCK_WAIT_SECONDS,
            )
        if any(word in text for word in _UNAVAILABLE):
            return RecorderUnavailable(f"{self.path} cannot be written now: {exc}", "write")
        if "malformed" in text or "truncated" in text:
            return damaged(self.path, exc)
        if any(word in text for word in ("not a database", "encrypted")):
            return not_ours(self.path)
        return RecorderError(f"{self.path}: {exc}")

    def close(self) -> None:
        """Close the connection."""
        with self._lock:
            self.conn.close()
