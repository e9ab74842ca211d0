"""Deleting old sessions with everything recorded for them, sparing recent activity."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from recorder.backend import Backend, SqlConnection
from recorder.errors import RecorderError
from recorder.types import PruneReport

__all__ = ["ACTIVE_WINDOW", "prune"]

ACTIVE_WINDOW = timedelta(hours=1)

_DOOMED = """
SELECT id FROM (
    SELECT id, last_seen, row_number() OVER (ORDER BY last_seen DESC, id) - 1 AS rank
    FROM sessions) AS ranked
WHERE last_seen < :active
    AND (CAST(:old AS TEXT) IS NULL OR last_seen < :old)
    AND (CAST(:keep AS INTEGER) IS NULL OR rank >= :keep)
"""

_SESSION_TABLES = ("edits", "calls", "originals", "divergences")
_LOOSE_CALLS = (
    "calls WHERE session_id IS NULL AND CAST(:old AS TEXT) IS NOT NULL AND created < :old"
)


def _params(
    older_than: timedelta | None, keep_sessions: int | None, spare_active: timedelta
) -> dict[str, Any]:
    """Cut-off times and the keep count as query parameters."""
    moment = datetime.now(UTC)

    def stamp(delta: timedelta) -> str:
        return (moment - delta).isoformat(timespec="microseconds")

    old = stamp(max(older_than, spare_active)) if older_than is not None else None
    return {"active": stamp(spare_active), "old": old, "keep": keep_sessions}


def _count(conn: SqlConnection, where: str, params: dict[str, Any]) -> int:
    """How many rows a ``table WHERE ...`` clause selects."""
    return int(conn.execute(f"SELECT count(*) FROM {where}", params).fetchone()[0])


def _delete(conn: SqlConnection, where: str, params: dict[str, Any]) -> int:
    """Delete the rows a ``table WHERE ...`` clause selects; return how many went."""
    return int(conn.execute(f"DELETE FROM {where}", params).rowcount)


def _run(conn: SqlConnection, params: dict[str, Any], dry_run: bool) -> PruneReport:
    """Count (dry run) or delete the doomed sessions' rows, then the sessions themselves."""
    act = _count if dry_run else _delete
    doomed = [str(row[0]) for row in conn.execute(_DOOMED, params)]
    counts = {
        table: act(conn, f"{table} WHERE session_id IN ({_DOOMED})", params)
        for table in _SESSION_TABLES
    }
    counts["calls"] += act(conn, _LOOSE_CALLS, params)
    if not dry_run:
        _delete(conn, f"sessions WHERE id IN ({_DOOMED})", params)
    return PruneReport(dry_run=dry_run, sessions=doomed, **counts)


def prune(
    store: Backend,
    older_than: timedelta | None,
    keep_sessions: int | None,
    dry_run: bool,
    spare_active: timedelta = ACTIVE_WINDOW,
) -> PruneReport:
    """Remove sessions idle longer than `older_than` and beyond the newest `keep_sessions`;
    a session active within `spare_active` (default an hour) is always kept."""
    if older_than is None and keep_sessions is None:
        raise RecorderError("prune needs older_than, keep_sessions or both")
    if keep_sessions is not None and keep_sessions < 0:
        raise RecorderError("keep_sessions must be zero or more")
    if spare_active < timedelta(0):
        raise RecorderError("spare_active must be zero or more")
    params = _params(older_than, keep_sessions, spare_active)
    if dry_run:
        return store.inspect(lambda conn: _run(conn, params, True))
    return store.write(lambda conn: _run(conn, params, False))
