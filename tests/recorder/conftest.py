"""Fixtures for the recorder tests: a fresh database on each backend and record factories.

Every test that takes `rec`, `db_target` or `sql` runs twice: on a SQLite file and on a
PostgreSQL database of a server the session starts itself (see pgserver.py). Where the server
binaries are not installed the PostgreSQL runs skip with the reason (CI installs them).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from recorder import CallRecord, EditRecord, Recorder, is_database_url, payload_hash
from recorder.pg_sql import to_pyformat
from tests.recorder.pgserver import PostgresServer, find_bin

EditFactory = Callable[..., EditRecord]
CallFactory = Callable[..., CallRecord]
BACKENDS = ("sqlite", "postgresql")


def build_edit(session_id: str = "s1", anchor_len: int = 4, **fields: Any) -> EditRecord:
    """An edit with sensible defaults; `payload_hash` is computed from `payload`."""
    payload = fields.pop("payload", {"replace": {"call_1": "[result of grep masked]"}})
    values: dict[str, Any] = {
        "anchor_hash": f"h{anchor_len}",
        "rung": "mask",
        "reason": "over trigger",
        "source": "rule",
        "tokens_before": 1000,
        "tokens_after": 400,
    }
    values.update(fields)
    return EditRecord(
        session_id=session_id,
        anchor_len=anchor_len,
        payload=payload,
        payload_hash=payload_hash(payload),
        **values,
    )


def build_call(fingerprint: str = "fp1", **fields: Any) -> CallRecord:
    """A successful routing call with a small reply."""
    values: dict[str, Any] = {
        "purpose": "routing",
        "model": "gpt-4o-mini",
        "reply": {"choices": [{"message": {"role": "assistant", "content": '{"rung":"mask"}'}}]},
        "session_id": "s1",
        "prompt_tokens": 120,
        "completion_tokens": 8,
        "cost": 0.002,
    }
    values.update(fields)
    return CallRecord(fingerprint=fingerprint, **values)


def require_postgres() -> None:
    """Skip the calling test, with a one-line reason, where no PostgreSQL server is installed."""
    try:
        find_bin()
    except RuntimeError as missing:
        pytest.skip(str(missing))


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PostgresServer]:
    """A PostgreSQL server of our own for the whole run, on a free loopback port."""
    require_postgres()
    try:
        server = PostgresServer()
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)
    try:
        server.start()
        yield server
    finally:
        server.destroy()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    """Which database the recorder contract runs on."""
    return str(request.param)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """Where a SQLite test database lives (not created yet)."""
    return tmp_path / "compaction.db"


@pytest.fixture
def db_target(backend: str, db_path: Path, request: pytest.FixtureRequest) -> str:
    """A fresh database of the backend under test: a file path or a PostgreSQL URL."""
    if backend == "sqlite":
        return str(db_path)
    server: PostgresServer = request.getfixturevalue("pg_server")
    return server.create_database()


@pytest.fixture
def rec(db_target: str) -> Iterator[Recorder]:
    """A writable recorder on a fresh database, closed after the test."""
    with Recorder(db_target) as recorder:
        yield recorder


def run_sql(target: str, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """Run one statement (``?`` placeholders) on a database behind the recorder's back."""
    if is_database_url(target):
        import psycopg

        with psycopg.connect(target, autocommit=True) as conn:
            cursor = conn.execute(to_pyformat(sql), params)
            return list(cursor.fetchall()) if cursor.description else []
    lite = sqlite3.connect(target)
    try:
        with lite:
            return list(lite.execute(sql, params).fetchall())
    finally:
        lite.close()


@pytest.fixture
def sql(db_target: str) -> Callable[..., list[tuple[Any, ...]]]:
    """`run_sql` bound to the test's database."""
    return lambda text, params=(): run_sql(db_target, text, params)


@pytest.fixture
def make_edit() -> EditFactory:
    """Factory for EditRecords."""
    return build_edit


@pytest.fixture
def make_call() -> CallFactory:
    """Factory for CallRecords."""
    return build_call
