"""PostgreSQL backend: a psycopg pool, lazy schema set-up and bounded retry over lost connections.

Imported only when a recorder is given a PostgreSQL URL or conninfo string, so SQLite users need
neither psycopg nor psycopg_pool. Every operation takes a pooled connection and runs in its own
transaction; a lost connection (server restarted, backend terminated, network gone) is dropped,
the pool's idle connections are checked, and the whole transaction runs again on a fresh one
(a one-off connection when the pool is still backing off after an outage), for at most
`retry_seconds`. The writes are keyed, so a transaction that committed just before
its connection died and then runs again leaves one row. Past the bound the operation raises
`RecorderUnavailable`; for the next `retry_seconds` every operation then tries once and fails
fast, so a caller going on without the record is not held up at every step of its request.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from tenacity import Retrying, retry_if_exception, stop_after_delay, wait_random_exponential

from recorder import pg_schema
from recorder.connection import now
from recorder.errors import RecorderError, RecorderUnavailable
from recorder.pg_sql import Connection, row_factory
from recorder.redact import redact

try:
    import psycopg
    from psycopg import conninfo as libpq
    from psycopg_pool import ConnectionPool, PoolTimeout
except ImportError as missing:  # pragma: no cover - depends on the installation
    raise RecorderError(
        "a PostgreSQL recorder needs psycopg 3 and psycopg_pool: "
        "pip install 'compaction-router[postgres]'"
    ) from missing

__all__ = ["PostgresStore", "safe_location"]

T = TypeVar("T")

MAX_CONNECTIONS = 8
CONNECT_TIMEOUT = 3  # seconds libpq waits for one connection attempt
FIRST_CONTACT_SECONDS = 2.0  # how long the constructor tries to check the schema
FAIL_FAST_WAIT = 0.1  # seconds one try waits for a pooled connection after an outage
_log = logging.getLogger("recorder")
_TRANSIENT_STATES = ("08", "57P", "53300", "40001", "40P01")  # connection, shutdown, retryable


def _bad_url(problem: str) -> RecorderError:
    """The error for a URL or conninfo string libpq cannot use."""
    return RecorderError(
        f"not a valid PostgreSQL URL or conninfo string: {problem}; "
        "expected postgresql://user@host:port/dbname or 'host=... dbname=...'"
    )


def safe_location(conninfo: str) -> str:
    """The server address as a URL without its password, for messages and `Recorder.location`."""
    try:
        params = libpq.conninfo_to_dict(conninfo)
    except psycopg.ProgrammingError as exc:
        raise _bad_url(redact(str(exc))) from None
    ports = str(params.get("port") or "5432").split(",")
    if not all(port.strip().isdigit() for port in ports):
        raise _bad_url(f"port {params['port']!r} is not a number")
    user = f"{params['user']}@" if params.get("user") else ""
    host = str(params.get("host") or params.get("hostaddr") or "localhost")
    port = f":{params['port']}" if params.get("port") else ""
    return f"postgresql://{user}{host}{port}/{params.get('dbname') or ''}"


def _is_transient(exc: BaseException) -> bool:
    """Whether an error means the connection or server was lost, so a fresh try may succeed."""
    if isinstance(exc, PoolTimeout | psycopg.OperationalError | psycopg.InterfaceError):
        return True
    state = getattr(exc, "sqlstate", None) or ""
    return isinstance(exc, psycopg.Error) and state.startswith(_TRANSIENT_STATES)


def _in_transaction(conn: Any, work: Callable[[Any], T], transaction: str | None) -> T:
    """Run `work` on `conn`, inside a transaction unless `transaction` is None."""
    if transaction is None:
        return work(Connection(conn))
    with conn.transaction(force_rollback=transaction == "rollback"):
        return work(Connection(conn))


class PostgresStore:
    """A pooled PostgreSQL database holding the recorder's tables."""

    def __init__(self, conninfo: str, readonly: bool = False, retry_seconds: float = 10.0) -> None:
        """Check the URL, start the pool, check the schema (retried later if the server is down)."""
        if retry_seconds <= 0:
            raise RecorderError("retry_seconds must be positive")
        self.location = safe_location(conninfo)
        self.readonly = readonly
        self.retry_seconds = retry_seconds
        self._secret = str(libpq.conninfo_to_dict(conninfo).get("password") or "")
        kwargs: dict[str, Any] = {
            "autocommit": True,
            "row_factory": row_factory,
            "connect_timeout": CONNECT_TIMEOUT,
        }
        if readonly:
            kwargs["options"] = "-c default_transaction_read_only=on"
        self._conninfo, self._kwargs = conninfo, kwargs
        self._pool = ConnectionPool(
            conninfo,
            min_size=1,
            max_size=MAX_CONNECTIONS,
            kwargs=kwargs,
            open=False,
            name="compaction-router",
            reconnect_timeout=max(retry_seconds, 60.0),
        )
        self._pool.open(wait=False)
        self._ready = False
        self._down_until = 0.0  # until then, after an outage, each operation tries once
        self._schema_lock = threading.Lock()
        try:
            self._prepare_schema(min(retry_seconds, FIRST_CONTACT_SECONDS))
        except RecorderUnavailable as exc:
            _log.warning("recorder: %s; retrying on each operation", exc)
        except BaseException:
            self._pool.close()
            raise

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """Run one query and return all rows."""
        return self._run(lambda conn: conn.execute(sql, params).fetchall(), None, "read")

    def inspect(self, work: Callable[[Any], T]) -> T:
        """Run read-only `work` inside one transaction that is rolled back."""
        return self._run(work, "rollback", "read")

    def write(self, work: Callable[[Any], T]) -> T:
        """Run `work` inside one transaction, retried whole on a lost connection."""
        if self.readonly:
            raise RecorderError(f"{self.location} is open read-only")
        return self._run(work, "commit", "write")

    def schema_problems(self) -> list[str]:
        """Schema version and missing tables, as problem lines."""
        return self._run(pg_schema.problems, "rollback", "verify")

    def migrations(self) -> list[dict[str, Any]]:
        """This project's applied migrations: name and applied_at, in order."""
        rows = self._run(pg_schema.applied, "rollback", "export")
        return [{"name": row["name"], "applied_at": row["applied_at"]} for row in rows]

    def close(self) -> None:
        """Close every pooled connection."""
        self._pool.close()

    def _run(self, work: Callable[[Any], T], transaction: str | None, operation: str) -> T:
        """Make sure the schema is there, then run `work` with bounded retry."""
        if not self._ready:
            self._prepare_schema()
        return self._retry(work, transaction, operation)

    def _attempt(self, work: Callable[[Any], T], transaction: str | None, wait: float) -> T:
        """One try on a pooled connection, or on a one-off one while the pool backs off."""
        try:
            with self._pool.connection(timeout=wait) as conn:
                return _in_transaction(conn, work, transaction)
        except PoolTimeout:
            pass  # the pool waits seconds between reconnects after an outage: try now ourselves
        with psycopg.connect(self._conninfo, **self._kwargs) as conn:
            return _in_transaction(conn, work, transaction)

    def _prepare_schema(self, seconds: float | None = None) -> None:
        """Check the schema once; create or upgrade it unless read-only."""
        with self._schema_lock:
            if self._ready:
                return

            def check(conn: Any) -> int:
                return pg_schema.pending(conn, self.location)

            try:
                missing = self._retry(check, "rollback", "open", seconds)
            except RecorderUnavailable:
                raise
            except RecorderError:
                if self.readonly:
                    raise
                missing = 1  # another host may be migrating right now: look again under its lock
            if missing and self.readonly:
                raise RecorderError(
                    f"{self.location} has no compaction-router schema yet or an older one: "
                    "open it once without read-only to create or upgrade it"
                )
            if missing:
                stamp = now()

                def upgrade(conn: Any) -> None:
                    pg_schema.upgrade(conn, self.location, stamp)

                self._retry(upgrade, "commit", "migrate", seconds)
            self._ready = True

    def _retry(
        self,
        work: Callable[[Any], T],
        transaction: str | None,
        operation: str,
        seconds: float | None = None,
    ) -> T:
        """Run `work`, retrying lost connections; report failures as recorder errors."""
        bound = self.retry_seconds if seconds is None else seconds
        failing_fast = time.monotonic() < self._down_until
        if failing_fast:
            bound = 0.0  # one quick try: the last operation already waited the whole bound
        wait = min(bound, CONNECT_TIMEOUT) or FAIL_FAST_WAIT
        retrying = Retrying(
            retry=retry_if_exception(_is_transient),
            stop=stop_after_delay(bound),
            wait=wait_random_exponential(multiplier=0.05, max=1.0),
            before_sleep=lambda _state: self._pool.check(),
            reraise=True,
        )
        try:
            result: T = retrying(self._attempt, work, transaction, wait)
        except (psycopg.Error, PoolTimeout) as exc:
            text = self._clean(exc)
            if _is_transient(exc):
                self._down_until = time.monotonic() + self.retry_seconds
                waited = "one try, after an outage" if failing_fast else f"for {bound:g} s"
                raise RecorderUnavailable(
                    f"{self.location}: {operation} not done, the server stayed unreachable "
                    f"({waited}: {text})",
                    operation,
                ) from None
            raise RecorderError(f"{self.location}: {operation} failed: {text}") from None
        self._down_until = 0.0
        return result

    def _clean(self, exc: BaseException) -> str:
        """An error's text on one line, without the password or anything key-shaped."""
        text = " ".join(str(exc).split()) or type(exc).__name__
        if self._secret:
            text = text.replace(self._secret, "[REDACTED]")
        return redact(text)
