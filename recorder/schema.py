"""Database schema: an append-only list of named sqlite-utils migrations and version checks."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

from recorder.errors import RecorderError
from recorder.originals import text_digest

__all__ = [
    "CALL_LOG_COLUMNS",
    "KNOWN",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "SQLITE_JSON_NUMBER",
    "TABLE_NAMES",
    "applied_migrations",
    "check_schema",
    "schema_problems",
    "upgrade",
    "views",
]

MIGRATIONS = Migrations("compaction_router")
MIGRATIONS_TABLE = Migrations.migrations_table


@MIGRATIONS(name="m001_tables")
def _m001_tables(db: Database) -> None:
    """Create sessions, edits, calls, originals and divergences."""
    db.execute(
        """CREATE TABLE sessions (
            id TEXT PRIMARY KEY,
            first_seen TEXT NOT NULL,
            last_seen TEXT NOT NULL)"""
    )
    db.execute(
        """CREATE TABLE edits (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL,
            anchor_len INTEGER NOT NULL,
            anchor_hash TEXT NOT NULL,
            rung TEXT NOT NULL,
            reason TEXT NOT NULL,
            source TEXT NOT NULL,
            judge_model TEXT,
            tokens_before INTEGER NOT NULL,
            tokens_after INTEGER NOT NULL,
            config_hash TEXT NOT NULL,
            payload TEXT NOT NULL,
            payload_hash TEXT NOT NULL,
            cost REAL NOT NULL DEFAULT 0,
            created TEXT NOT NULL,
            UNIQUE (session_id, anchor_len, anchor_hash))"""
    )
    db.execute(
        """CREATE TABLE calls (
            id INTEGER PRIMARY KEY,
            fingerprint TEXT NOT NULL UNIQUE,
            purpose TEXT NOT NULL,
            session_id TEXT,
            model TEXT NOT NULL,
            reply TEXT NOT NULL,
            prompt_tokens INTEGER NOT NULL DEFAULT 0,
            completion_tokens INTEGER NOT NULL DEFAULT 0,
            cached_tokens INTEGER NOT NULL DEFAULT 0,
            cost REAL,
            latency_ms REAL NOT NULL DEFAULT 0,
            attempts INTEGER NOT NULL DEFAULT 1,
            outcome TEXT NOT NULL,
            extra TEXT NOT NULL,
            created TEXT NOT NULL)"""
    )
    db.execute(
        """CREATE TABLE originals (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL,
            tool_call_id TEXT NOT NULL,
            tool TEXT NOT NULL,
            content TEXT NOT NULL,
            created TEXT NOT NULL,
            UNIQUE (session_id, tool_call_id))"""
    )
    db.execute(
        """CREATE TABLE divergences (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL,
            anchor_len INTEGER NOT NULL,
            detail TEXT NOT NULL,
            created TEXT NOT NULL)"""
    )


@MIGRATIONS(name="m002_indexes")
def _m002_indexes(db: Database) -> None:
    """Index the columns the audit filters and sorts on."""
    db.execute("CREATE INDEX idx_edits_created ON edits (created)")
    db.execute("CREATE INDEX idx_edits_rung ON edits (rung)")
    db.execute("CREATE INDEX idx_calls_session ON calls (session_id, created)")
    db.execute("CREATE INDEX idx_divergences_session ON divergences (session_id)")
    db.execute("CREATE INDEX idx_sessions_last_seen ON sessions (last_seen)")


_DECISIONS_VIEW = """CREATE VIEW decisions AS
SELECT e.id AS decision, e.session_id AS session, e.created, e.rung, e.source,
    e.tokens_before, e.tokens_after, e.tokens_before - e.tokens_after AS tokens_saved,
    e.reason, e.judge_model, e.cost
FROM edits e WHERE e.rung <> 'calibrate'"""

_SESSIONS_VIEW = """CREATE VIEW session_totals AS
SELECT s.id AS session, s.first_seen, s.last_seen,
    (SELECT count(*) FROM edits e WHERE e.session_id = s.id AND e.rung <> 'calibrate')
        AS decisions,
    (SELECT coalesce(sum(e.tokens_before - e.tokens_after), 0) FROM edits e
        WHERE e.session_id = s.id) AS tokens_saved,
    (SELECT count(*) FROM calls c WHERE c.session_id = s.id) AS calls,
    (SELECT coalesce(sum(c.cost), 0.0) FROM calls c WHERE c.session_id = s.id) AS cost
FROM sessions s"""

CALL_LOG_COLUMNS = """c.id AS call, c.session_id AS session, c.created, c.purpose, c.model,
    {decision} AS decision, {estimate} AS estimated_prompt_tokens,
    c.prompt_tokens AS usage_prompt_tokens, c.cached_tokens, c.completion_tokens,
    c.latency_ms, c.attempts, c.cost, c.outcome"""
"""The ``call_log`` view's columns; `decision` and `estimate` read the call's JSON ``extra``."""


def views(json_number: str) -> tuple[str, ...]:
    """The readable views (decisions, calls with cost, session totals) for one SQL dialect.

    `json_number` formats a numeric field of ``c.extra``: ``{field}`` is the field's name. A
    call's decision is the one in effect when it was sent (``decision_in_effect``, written for
    main calls) or the one it names (``decision_id``).
    """
    in_effect = json_number.format(field="decision_in_effect")
    columns = CALL_LOG_COLUMNS.format(
        decision=f"coalesce({in_effect}, {json_number.format(field='decision_id')})",
        estimate=json_number.format(field="estimated_prompt_tokens"),
    )
    call_log = f"CREATE VIEW call_log AS SELECT {columns} FROM calls c"
    return (_DECISIONS_VIEW, call_log, _SESSIONS_VIEW)


SQLITE_JSON_NUMBER = "json_extract(c.extra, '$.{field}')"


@MIGRATIONS(name="m003_views_and_shared_originals")
def _m003_views(db: Database) -> None:
    """Readable views for Datasette and plain SQL; originals may point at an identical one."""
    db.execute("ALTER TABLE originals ADD COLUMN same_as TEXT")
    for statement in views(SQLITE_JSON_NUMBER):
        db.execute(statement)


ORIGINAL_DIGESTS = (
    "ALTER TABLE originals ADD COLUMN digest TEXT",
    "CREATE INDEX idx_originals_digest ON originals (session_id, digest) WHERE same_as IS NULL",
)
"""Each stored text's digest (`recorder.originals.text_digest`), indexed: a text already stored
in a session is found by its digest, not by reading the session's other originals."""


@MIGRATIONS(name="m004_original_digests")
def _m004_original_digests(db: Database) -> None:
    """Index the originals that hold their text by its digest (filled in for those stored)."""
    for statement in ORIGINAL_DIGESTS:
        db.execute(statement)
    rows = db.execute("SELECT id, content FROM originals WHERE same_as IS NULL").fetchall()
    for row_id, content in rows:
        db.execute("UPDATE originals SET digest = ? WHERE id = ?", [text_digest(content), row_id])


KNOWN = tuple(m.name for m in MIGRATIONS._migrations)
TABLE_NAMES = ("sessions", "edits", "calls", "originals", "divergences")
SCHEMA_VERSION = len(KNOWN)


def _applied(conn: sqlite3.Connection) -> list[str]:
    """Names of this project's migrations recorded in the database, in order."""
    exists = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [MIGRATIONS_TABLE]
    ).fetchone()
    if exists is None:
        return []
    rows = conn.execute(
        f"SELECT name FROM [{MIGRATIONS_TABLE}] WHERE migration_set = ? ORDER BY rowid",
        [MIGRATIONS.name],
    ).fetchall()
    return [str(row[0]) for row in rows]


def _user_tables(conn: sqlite3.Connection) -> list[str]:
    """Tables other than SQLite's own and the migrations log."""
    rows = conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ).fetchall()
    return [str(row[0]) for row in rows if row[0] != MIGRATIONS_TABLE]


def check_schema(conn: sqlite3.Connection, path: Path) -> int:
    """Refuse newer or foreign schemas; return how many known migrations are still pending."""
    applied = _applied(conn)
    unknown = [name for name in applied if name not in KNOWN]
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    if unknown or version > SCHEMA_VERSION:
        raise RecorderError(
            f"{path} was written by a newer compaction-router (schema version {version}, "
            f"unknown migrations {unknown or 'none'}; this code knows version {SCHEMA_VERSION}): "
            "upgrade compaction-router to open it"
        )
    if not applied and _user_tables(conn):
        raise RecorderError(
            f"{path} is not a compaction-router database (it holds another application's "
            "tables): move it aside or pass another path"
        )
    return len(KNOWN) - len(applied)


def upgrade(conn: sqlite3.Connection, path: Path) -> None:
    """Apply pending migrations; the caller holds an open ``BEGIN IMMEDIATE`` transaction."""
    if check_schema(conn, path) == 0:
        return
    db = Database(conn, recursive_triggers=False, execute_plugins=False)
    MIGRATIONS.apply(db)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def schema_problems(conn: sqlite3.Connection) -> list[str]:
    """Integrity check, schema version and tables present."""
    problems = [
        f"integrity_check: {row[0]}"
        for row in conn.execute("PRAGMA integrity_check").fetchall()
        if row[0] != "ok"
    ]
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    if version != SCHEMA_VERSION:
        problems.append(f"schema: user_version is {version}, expected {SCHEMA_VERSION}")
    rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    names = {str(row[0]) for row in rows}
    problems.extend(f"schema: table {name} is missing" for name in TABLE_NAMES if name not in names)
    return problems


def applied_migrations(conn: sqlite3.Connection) -> list[dict[str, str]]:
    """This project's applied migrations with their times, in order."""
    rows = conn.execute(
        f"SELECT name, applied_at FROM [{MIGRATIONS_TABLE}] WHERE migration_set = ? ORDER BY rowid",
        [MIGRATIONS.name],
    ).fetchall()
    return [{"name": str(row[0]), "applied_at": str(row[1])} for row in rows]
