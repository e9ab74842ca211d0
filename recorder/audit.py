"""Read-only audit queries: listing, sessions, totals, verification and export."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from datetime import UTC, datetime
from typing import Any

from recorder.connection import Store
from recorder.rows import call_from_row, edit_from_row, payload_hash
from recorder.schema import MIGRATIONS, MIGRATIONS_TABLE, SCHEMA_VERSION
from recorder.types import CallRecord, EditRecord, SessionInfo

__all__ = [
    "JUDGE_PURPOSES",
    "TABLES",
    "export",
    "get_edit",
    "list_edits",
    "session_calls",
    "sessions",
    "stats",
    "verify",
]

JUDGE_PURPOSES = ("routing", "retention", "summary_targets")
TABLES: dict[str, tuple[str, ...]] = {
    "sessions": (),
    "edits": ("payload",),
    "calls": ("reply", "extra"),
    "originals": (),
    "divergences": ("detail",),
}


def _iso(moment: datetime) -> str:
    """A datetime as the UTC ISO text the recorder stores (naive means UTC)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def list_edits(
    store: Store, session: str | None, rung: str | None, since: datetime | None, limit: int
) -> list[EditRecord]:
    """Newest edits first, optionally filtered; `limit` ≤ 0 returns all."""
    clauses, params = ["1 = 1"], []
    if session is not None:
        clauses.append("session_id = ?")
        params.append(session)
    if rung is not None:
        clauses.append("rung = ?")
        params.append(rung)
    if since is not None:
        clauses.append("created >= ?")
        params.append(_iso(since))
    sql = f"SELECT * FROM edits WHERE {' AND '.join(clauses)} ORDER BY created DESC, id DESC"
    if limit > 0:
        sql += f" LIMIT {int(limit)}"
    return [edit_from_row(row) for row in store.read(sql, params)]


def get_edit(store: Store, edit_id: int) -> EditRecord | None:
    """One edit by id."""
    rows = store.read("SELECT * FROM edits WHERE id = ?", [edit_id])
    return edit_from_row(rows[0]) if rows else None


def session_calls(store: Store, session_id: str, limit: int) -> list[CallRecord]:
    """A session's calls, oldest first, at most `limit` (≤ 0 means all)."""
    sql = "SELECT * FROM calls WHERE session_id = ? ORDER BY created, id"
    if limit > 0:
        sql += f" LIMIT {int(limit)}"
    return [call_from_row(row) for row in store.read(sql, [session_id])]


_SESSIONS_SQL = """
SELECT s.id, s.first_seen, s.last_seen,
    (SELECT count(*) FROM edits e WHERE e.session_id = s.id) AS edits,
    (SELECT count(*) FROM calls c WHERE c.session_id = s.id) AS calls,
    (SELECT coalesce(sum(e.tokens_before - e.tokens_after), 0)
        FROM edits e WHERE e.session_id = s.id) AS tokens_saved,
    (SELECT total(c.cost) FROM calls c WHERE c.session_id = s.id) AS cost
FROM sessions s ORDER BY s.last_seen DESC, s.id
"""


def sessions(store: Store) -> list[SessionInfo]:
    """Every session with counts, tokens saved and call cost, most recently active first."""
    return [
        SessionInfo(
            session_id=row["id"],
            first_seen=row["first_seen"],
            last_seen=row["last_seen"],
            edits=row["edits"],
            calls=row["calls"],
            tokens_saved=row["tokens_saved"],
            cost=row["cost"],
        )
        for row in store.read(_SESSIONS_SQL)
    ]


def _scalar(store: Store, sql: str) -> Any:
    """The single value a query returns."""
    return store.read(sql)[0][0]


def _calls_by_purpose(store: Store) -> dict[str, dict[str, Any]]:
    """Call counts, failures, tokens and cost per purpose."""
    rows = store.read(
        "SELECT purpose, count(*) AS calls, sum(outcome != 'ok') AS failed,"
        " sum(prompt_tokens) AS prompt_tokens, sum(completion_tokens) AS completion_tokens,"
        " sum(cached_tokens) AS cached_tokens, total(cost) AS cost"
        " FROM calls GROUP BY purpose ORDER BY purpose"
    )
    by_purpose = {row["purpose"]: _row_dict(row, ()) for row in rows}
    for totals in by_purpose.values():
        del totals["purpose"]
    return by_purpose


def stats(store: Store) -> dict[str, Any]:
    """Totals over the whole database."""
    rungs = store.read("SELECT rung, count(*) FROM edits GROUP BY rung ORDER BY rung")
    sources = store.read("SELECT source, count(*) FROM edits GROUP BY source ORDER BY source")
    calls = _calls_by_purpose(store)
    judge_cost = sum(calls.get(p, {}).get("cost", 0.0) for p in JUDGE_PURPOSES)
    return {
        "sessions": _scalar(store, "SELECT count(*) FROM sessions"),
        "edits": _scalar(store, "SELECT count(*) FROM edits"),
        "rungs": {row[0]: row[1] for row in rungs},
        "sources": {row[0]: row[1] for row in sources},
        "tokens_saved": _scalar(
            store, "SELECT coalesce(sum(tokens_before - tokens_after), 0) FROM edits"
        ),
        "fallbacks": _scalar(store, "SELECT count(*) FROM edits WHERE source = 'fallback'"),
        "divergences": _scalar(store, "SELECT count(*) FROM divergences"),
        "originals": _scalar(store, "SELECT count(*) FROM originals"),
        "judge_cost": judge_cost,
        "summary_cost": calls.get("summary", {}).get("cost", 0.0),
        "edit_cost": _scalar(store, "SELECT total(cost) FROM edits"),
        "calls": calls,
    }


def _verify_schema(store: Store) -> list[str]:
    """Integrity check, applied migrations and tables present."""
    problems = [
        f"integrity_check: {row[0]}"
        for row in store.read("PRAGMA integrity_check")
        if row[0] != "ok"
    ]
    version = _scalar(store, "PRAGMA user_version")
    if version != SCHEMA_VERSION:
        problems.append(f"schema: user_version is {version}, expected {SCHEMA_VERSION}")
    names = {row[0] for row in store.read("SELECT name FROM sqlite_master WHERE type='table'")}
    problems.extend(f"schema: table {name} is missing" for name in TABLES if name not in names)
    return problems


def _verify_edit(row: sqlite3.Row) -> str | None:
    """A problem with one stored edit's payload, or None."""
    where = f"edit {row['id']} (session {row['session_id']}, anchor {row['anchor_len']})"
    try:
        parsed = json.loads(row["payload"])
    except ValueError as exc:
        return f"{where}: payload is not valid JSON ({exc})"
    if not isinstance(parsed, dict):
        return f"{where}: payload is not a JSON object"
    digest = payload_hash(parsed)
    if digest != row["payload_hash"]:
        return f"{where}: payload hash mismatch (stored {row['payload_hash']}, computed {digest})"
    return None


def _verify_json(store: Store, table: str, columns: tuple[str, ...]) -> list[str]:
    """Rows of `table` whose JSON columns do not parse."""
    problems = []
    for row in store.read(f"SELECT id, {', '.join(columns)} FROM {table}"):
        for column in columns:
            try:
                json.loads(row[column])
            except (TypeError, ValueError):
                problems.append(f"{table} {row['id']}: {column} is not valid JSON")
    return problems


def verify(store: Store) -> list[str]:
    """Every problem found; an empty list means the database is sound."""
    problems = _verify_schema(store)
    if any(p.startswith("schema: table") for p in problems):
        return problems
    edits = store.read("SELECT id, session_id, anchor_len, payload, payload_hash FROM edits")
    problems.extend(p for p in map(_verify_edit, edits) if p is not None)
    for table, columns in TABLES.items():
        if columns and table != "edits":
            problems.extend(_verify_json(store, table, columns))
    return problems


def _row_dict(row: sqlite3.Row, json_columns: tuple[str, ...]) -> dict[str, Any]:
    """A row as a dict with its JSON columns parsed (kept as text if they do not parse)."""
    out = dict(zip(row.keys(), tuple(row), strict=True))
    for column in json_columns:
        with contextlib.suppress(TypeError, ValueError):
            out[column] = json.loads(out[column])
    return out


def export(store: Store) -> dict[str, Any]:
    """All tables as JSON-safe rows."""
    tables = {
        name: [_row_dict(row, cols) for row in store.read(f"SELECT * FROM {name} ORDER BY id")]
        for name, cols in TABLES.items()
    }
    migrations = store.read(
        f"SELECT name, applied_at FROM [{MIGRATIONS_TABLE}] WHERE migration_set = ? ORDER BY rowid",
        [MIGRATIONS.name],
    )
    return {
        "schema_version": SCHEMA_VERSION,
        "exported": datetime.now(UTC).isoformat(timespec="seconds"),
        "migrations": [dict(row) for row in migrations],
        "tables": tables,
    }
