"""Case 5, concurrency: processes × threads driving sessions on one SQLite database.

Each process shares one Router and one Recorder among its threads; every thread drives its own
sessions and the shared ones, which all threads of all processes race on. Checks: no error
escapes (no "database is locked" error), every decision a thread saw returned is in the
database exactly once and in its session, and every thread sent the same bytes for a shared
request. A write that waits over the store's lock bound (about a second) is kept in memory and
written later, by design: those are counted in the notes, not as problems.
"""

from __future__ import annotations

import sqlite3
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from recorder import Recorder
from router import Router
from tests.reliability_lib.common import TOOLS, Row, conversation, digest
from tests.reliability_lib.processes import workers
from tests.reliability_lib.worker import MAIN_MODEL, RESERVE, WINDOW


def run(
    processes: int = 4,
    threads: int = 8,
    sessions: int = 2,
    shared: int = 2,
    rounds: int = 14,
    delay: float = 3.0,
) -> Row:
    """Drive the sessions, then check the database against what every thread reported."""
    row = Row(f"5. concurrency ({processes} processes × {threads} threads, one database)")
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "shared.db"
        start_at = time.time() + delay  # every process imported, then all threads start
        specs = [
            (
                "threads",
                {
                    "db": str(db),
                    "process": number,
                    "threads": threads,
                    "sessions": sessions,
                    "shared": shared,
                    "rounds": rounds,
                    "start_at": start_at,
                },
            )
            for number in range(processes)
        ]
        lines: list[dict[str, Any]] = []
        waited = 0
        with workers(*specs) as started:
            for worker in started:
                code = worker.finish(timeout=300)
                if code != 0:
                    row.broken(f"worker {worker.pid} exited {code}: {worker.stderr[-800:]}")
                    row.fail(f"worker exited {code}")
                errors, deferred = _locked_lines(worker.stderr)
                if errors:
                    row.broken(f"'database is locked' escaped in a worker: {errors[0][:200]}")
                waited += deferred
                lines += worker.lines
        _check(db, lines, row)
        row.runs = processes * threads
        if waited:
            row.notes.append(f"{waited} writes waited past the lock bound and were written later")
    return row


DEFERRED = ("decision not recorded", "store unavailable, writes kept in memory")


def _locked_lines(stderr: str) -> tuple[list[str], int]:
    """Lines of a worker's stderr naming a lock that are not a deferred write, and how many
    writes were deferred (kept in memory while the database stayed locked)."""
    locked = [line for line in stderr.splitlines() if "locked" in line.lower()]
    deferred = [line for line in locked if any(mark in line for mark in DEFERRED)]
    return [line for line in locked if line not in deferred], len(deferred)


def _check(db: Path, lines: list[dict[str, Any]], row: Row) -> None:
    with sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True, timeout=30) as conn:
        edits = conn.execute("SELECT id, session_id, anchor_len, anchor_hash FROM edits").fetchall()
    by_id = {ident: session for ident, session, _, _ in edits}
    anchors = Counter((session, size, anchor) for _, session, size, anchor in edits)
    for key, count in anchors.items():
        if count > 1:
            row.lost(f"anchor {key[:2]} has {count} edits")
    shared_bytes: dict[tuple[str, int], set[str]] = defaultdict(set)
    for line in lines:
        if "error" in line:
            row.broken(f"a thread failed: {line['error']}")
            row.fail(line["error"].split(":")[0])
            continue
        if "session" not in line:
            continue
        row.requests += 1
        ident = line.get("decision")
        if ident is not None and by_id.get(int(ident)) != line["session"]:
            row.lost(f"decision {ident} of {line['session']} is not in the database")
        if str(line["session"]).startswith("shared-"):
            shared_bytes[(line["session"], int(line["round"]))].add(line["hash"])
    for (session, number), hashes in sorted(shared_bytes.items()):
        if len(hashes) > 1:
            row.broken(f"{session} round {number}: threads sent {len(hashes)} different bytes")
    _replay(db, lines, row)
    row.notes.append(f"{len(edits)} edits stored, {row.requests} compactions")


def _replay(db: Path, lines: list[dict[str, Any]], row: Row) -> None:
    """A new router on the database gives every request the bytes its thread sent, no judge."""
    seen = {(line["session"], int(line["round"])): line["hash"] for line in lines if "hash" in line}
    with Recorder(db) as recorder:
        router = Router(MAIN_MODEL, context_window=WINDOW, recorder=recorder)
        for (session, number), expected in sorted(seen.items()):
            messages = conversation(number, tag=session, rows=30)
            result = router.compact(messages, session_id=session, tools=TOOLS, max_tokens=RESERVE)
            if digest(result.messages) != expected:
                row.lost(f"{session} round {number}: replayed from the database to other bytes")
