"""Deleting old sessions with everything recorded for them, sparing recent activity.

Age is measured on the store's own terms, not on the clocks of the hosts that wrote:

- the cut-off is taken from the store's clock (the PostgreSQL server's; SQLite's, which is this
  host's);
- a row's time is never earlier than that of any row written before it in the same table (rows
  are numbered in write order), so a session written by a host whose clock runs days behind,
  after sessions stamped recently, counts as recent and is kept;
- times ahead of the store's clock (by more than `CLOCK_TOLERANCE`) mean some clock is wrong:
  prune by age refuses and names the sessions, rather than measure ages against it.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from typing import Any

from recorder.backend import Backend, SqlConnection
from recorder.errors import RecorderError
from recorder.types import PruneReport

__all__ = ["ACTIVE_WINDOW", "CLOCK_TOLERANCE", "prune"]

ACTIVE_WINDOW = timedelta(hours=1)
CLOCK_TOLERANCE = timedelta(minutes=5)

_SESSION_TABLES = ("edits", "calls", "originals", "divergences")


def _in_write_order(table: str) -> str:
    """Each row's session and time, raised to the latest time of the rows written before it."""
    return (
        f"SELECT id, session_id, max(created) OVER (ORDER BY id ROWS UNBOUNDED PRECEDING) AS seen "
        f"FROM {table}"
    )


_WRITES = " UNION ALL ".join(_in_write_order(table) for table in _SESSION_TABLES)

_DOOMED = f"""
WITH writes AS ({_WRITES}),
latest AS (
    SELECT session_id, max(seen) AS seen FROM writes
    WHERE session_id IS NOT NULL GROUP BY session_id),
activity AS (
    SELECT s.id, CASE WHEN l.seen > s.last_seen THEN l.seen ELSE s.last_seen END AS seen
    FROM sessions s LEFT JOIN latest l ON l.session_id = s.id),
ranked AS (
    SELECT id, seen, row_number() OVER (ORDER BY seen DESC, id) - 1 AS rank FROM activity)
SELECT id FROM ranked
WHERE (CAST(:active AS TEXT) IS NULL OR seen < :active)
    AND (CAST(:old AS TEXT) IS NULL OR seen < :old)
    AND (CAST(:keep AS INTEGER) IS NULL OR rank >= :keep)
ORDER BY id
"""

_LOOSE_CALLS = f"""calls WHERE session_id IS NULL AND CAST(:old AS TEXT) IS NOT NULL AND id IN (
    SELECT id FROM ({_in_write_order("calls")}) AS ordered WHERE seen < :old)"""

_AHEAD = """
SELECT id, last_seen FROM sessions WHERE last_seen > :limit
UNION ALL SELECT session_id, created FROM edits WHERE created > :limit
UNION ALL SELECT session_id, created FROM calls WHERE created > :limit
UNION ALL SELECT session_id, created FROM originals WHERE created > :limit
UNION ALL SELECT session_id, created FROM divergences WHERE created > :limit
"""

_BATCH = 500


def _stamp(moment: datetime) -> str:
    """A time as the recorder writes it (ISO 8601, UTC, microseconds: sorts as text)."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def store_clock(conn: SqlConnection) -> datetime:
    """The store's own current time: the PostgreSQL server's clock, or SQLite's."""
    if isinstance(conn, sqlite3.Connection):  # its CURRENT_TIMESTAMP drops the fraction
        value = conn.execute("SELECT strftime('%Y-%m-%d %H:%M:%f', 'now')").fetchone()[0]
    else:
        value = conn.execute("SELECT CURRENT_TIMESTAMP").fetchone()[0]
    if isinstance(value, datetime):
        return value if value.tzinfo is not None else value.replace(tzinfo=UTC)
    return datetime.fromisoformat(str(value)).replace(tzinfo=UTC)  # SQLite: UTC, no zone


def _params(
    clock: datetime,
    older_than: timedelta | None,
    keep_sessions: int | None,
    spare_active: timedelta,
) -> dict[str, Any]:
    """Cut-off times (from the store's clock) and the keep count as query parameters."""
    old = _stamp(clock - max(older_than, spare_active)) if older_than is not None else None
    active = _stamp(clock - spare_active) if spare_active else None  # zero: none is spared
    return {"active": active, "old": old, "keep": keep_sessions}


def _refuse_times_ahead(conn: SqlConnection, clock: datetime) -> None:
    """Raise when recorded times run ahead of the store's clock: ages would be measured wrong."""
    rows = conn.execute(_AHEAD, {"limit": _stamp(clock + CLOCK_TOLERANCE)}).fetchall()
    if not rows:
        return
    sessions = sorted({str(row[0]) for row in rows if row[0] is not None})
    latest = max(str(row[1]) for row in rows)
    named = ", ".join(repr(s) for s in sessions[:5]) + (" ..." if len(sessions) > 5 else "")
    raise RecorderError(
        f"recorded times run ahead of the store's clock ({_stamp(clock)}): the latest is "
        f"{latest}, in sessions {named or '(none: calls without a session)'}. A writer's clock "
        "(or the store's) is wrong, so ages cannot be trusted: prune by age refuses. Fix the "
        "clock, or prune with keep_sessions only (--keep-sessions), which ranks sessions "
        "by their latest activity"
    )


def _each_batch(ids: list[str]) -> list[tuple[str, dict[str, str]]]:
    """``IN (...)`` placeholder lists and their parameters, `_BATCH` ids at a time."""
    batches = []
    for start in range(0, len(ids), _BATCH):
        chunk = ids[start : start + _BATCH]
        names = {f"s{index}": value for index, value in enumerate(chunk)}
        batches.append((", ".join(f":{name}" for name in names), names))
    return batches


def _act(conn: SqlConnection, where: str, params: dict[str, Any], dry_run: bool) -> int:
    """Count (dry run) or delete the rows a ``table WHERE ...`` clause selects."""
    if dry_run:
        return int(conn.execute(f"SELECT count(*) FROM {where}", params).fetchone()[0])
    return int(conn.execute(f"DELETE FROM {where}", params).rowcount)


def _run(
    conn: SqlConnection,
    older_than: timedelta | None,
    keep_sessions: int | None,
    spare_active: timedelta,
    dry_run: bool,
) -> PruneReport:
    """Count (dry run) or delete the doomed sessions' rows, then the sessions themselves."""
    clock = store_clock(conn)
    if older_than is not None:
        _refuse_times_ahead(conn, clock)
    params = _params(clock, older_than, keep_sessions, spare_active)
    doomed = [str(row[0]) for row in conn.execute(_DOOMED, params)]
    counts = dict.fromkeys(_SESSION_TABLES, 0)
    for placeholders, names in _each_batch(doomed):
        for table in _SESSION_TABLES:
            where = f"{table} WHERE session_id IN ({placeholders})"
            counts[table] += _act(conn, where, names, dry_run)
        if not dry_run:
            _act(conn, f"sessions WHERE id IN ({placeholders})", names, False)
    counts["calls"] += _act(conn, _LOOSE_CALLS, {"old": params["old"]}, dry_run)
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

    def work(conn: SqlConnection) -> PruneReport:
        return _run(conn, older_than, keep_sessions, spare_active, dry_run)

    return store.inspect(work) if dry_run else store.write(work)
