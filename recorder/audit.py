"""Read-only audit queries: listing, sessions, totals, verification and export."""

from __future__ import annotations

import contextlib
import json
from datetime import UTC, datetime
from typing import Any

from recorder.backend import Backend, Row
from recorder.originals import STORED_TEXTS
from recorder.rows import call_from_row, edit_from_row, payload_hash
from recorder.schema import SCHEMA_VERSION
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
    store: Backend, session: str | None, rung: str | None, since: datetime | None, limit: int
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


def get_edit(store: Backend, edit_id: int) -> EditRecord | None:
    """One edit by id."""
    rows = store.read("SELECT * FROM edits WHERE id = ?", [edit_id])
    return edit_from_row(rows[0]) if rows else None


def session_calls(store: Backend, session_id: str, limit: int) -> list[CallRecord]:
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
    (SELECT coalesce(sum(c.cost), 0.0) FROM calls c WHERE c.session_id = s.id) AS cost
FROM sessions s ORDER BY s.last_seen DESC, s.id
"""


def sessions(store: Backend) -> list[SessionInfo]:
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


def _scalar(store: Backend, sql: str) -> Any:
    """The single value a query returns."""
    return store.read(sql)[0][0]


def _calls_by_purpose(store: Backend) -> dict[str, dict[str, Any]]:
    """Call counts, failures, tokens and cost per purpose."""
    rows = store.read(
        "SELECT purpose, count(*) AS calls,"
        " sum(CASE WHEN outcome <> 'ok' THEN 1 ELSE 0 END) AS failed,"
        " sum(prompt_tokens) AS prompt_tokens, sum(completion_tokens) AS completion_tokens,"
        " sum(cached_tokens) AS cached_tokens, coalesce(sum(cost), 0.0) AS cost"
        " FROM calls GROUP BY purpose ORDER BY purpose"
    )
    by_purpose = {row["purpose"]: _row_dict(row, ()) for row in rows}
    for totals in by_purpose.values():
        del totals["purpose"]
    return by_purpose


def stats(store: Backend) -> dict[str, Any]:
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
        "originals": _scalar(store, STORED_TEXTS),
        "judge_cost": judge_cost,
        "summary_cost": calls.get("summary", {}).get("cost", 0.0),
        "edit_cost": _scalar(store, "SELECT coalesce(sum(cost), 0.0) FROM edits"),
        "calls": calls,
    }


def _verify_edit(row: Row) -> str | None:
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


def _verify_json(store: Backend, table: str, columns: tuple[str, ...]) -> list[str]:
    """Rows of `table` whose JSON columns do not parse."""
    problems = []
    for row in store.read(f"SELECT id, {', '.join(columns)} FROM {table}"):
        for column in columns:
            try:
                json.loads(row[column])
            except (TypeError, ValueError):
                problems.append(f"{table} {row['id']}: {column} is not valid JSON")
    return problems


def verify(store: Backend) -> list[str]:
    """Every problem found; an empty list means the database is sound."""
    problems = store.schema_problems()
    if any(p.startswith("schema: table") for p in problems):
        return problems
    edits = store.read("SELECT id, session_id, anchor_len, payload, payload_hash FROM edits")
    problems.extend(p for p in map(_verify_edit, edits) if p is not None)
    for table, columns in TABLES.items():
        if columns and table != "edits":
            problems.extend(_verify_json(store, table, columns))
    return problems


def _row_dict(row: Row, json_columns: tuple[str, ...]) -> dict[str, Any]:
    """A row as a dict with its JSON columns parsed (kept as text if they do not parse)."""
    out = dict(zip(row.keys(), tuple(row), strict=True))
    for column in json_columns:
        with contextlib.suppress(TypeError, ValueError):
            out[column] = json.loads(out[column])
    return out


def export(store: Backend) -> dict[str, Any]:
    """All tables as JSON-safe rows."""
    tables = {
        name: [_row_dict(row, cols) for row in store.read(f"SELECT * FROM {name} ORDER BY id")]
        for name, cols in TABLES.items()
    }
    return {
        "schema_version": SCHEMA_VERSION,
        "exported": datetime.now(UTC).isoformat(timespec="seconds"),
        "migrations": store.migrations(),
        "tables": tables,
    }
