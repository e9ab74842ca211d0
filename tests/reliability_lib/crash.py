"""Case 4, crash and recovery: a session's process is SIGKILLed at random points and restarted.

The parent runs the local server (so it sees every judge and main request) and kills the worker
at a random time, or just before or just after the server answers a random request. The
restart begins at a random earlier round. Checks: every round's request has the same bytes in
every run that reached it; no judge request whose reply was already recorded reaches the server
again; every decision a run reported is in the database, the same for every run.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import sqlite3
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from router.provider.judge_calls import fingerprint
from router.testing import LocalOpenAIServer
from tests.reliability_lib.common import (
    JUDGE_MODEL,
    LOCAL_KEY,
    TOOLS,
    JudgeReplies,
    Row,
    purpose_of,
    request_problem,
)
from tests.reliability_lib.processes import Worker, workers
from tests.reliability_lib.worker import MAIN_MODEL, RESERVE, WINDOW

ROUNDS = 22
RUNS_PER_SESSION = 5
KILL_MODES = ("time", "request-before", "request-after")


class KillingReplies(JudgeReplies):
    """The deterministic judge and main model; can SIGKILL the worker at its n-th request."""

    def __init__(self) -> None:
        super().__init__(rung="retain")
        self._lock = threading.Lock()
        self._pid: int | None = None
        self._left = 0
        self._after = False
        self.kills = 0

    def arm(self, pid: int, nth: int, after: bool) -> None:
        """Kill `pid` at its `nth` request from now (after the reply when `after`)."""
        with self._lock:
            self._pid, self._left, self._after = pid, nth, after

    def disarm(self) -> None:
        """Kill no one."""
        with self._lock:
            self._pid = None

    def __call__(self, body: dict[str, Any]) -> Any:
        reply = super().__call__(body)
        with self._lock:
            if self._pid is None:
                return reply
            self._left -= 1
            if self._left > 0:
                return reply
            pid, after, self._pid = self._pid, self._after, None
        self.kills += 1
        if after:  # the reply is written right after this returns; kill a moment later
            threading.Timer(random.uniform(0.0, 0.02), _kill, (pid,)).start()
        else:
            _kill(pid)
        return reply


def _kill(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)


def recorded_fingerprints(db: Path) -> set[str]:
    """Fingerprints of the judge calls the database holds a reply for."""
    if not db.exists():
        return set()
    with sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True, timeout=10) as conn:
        rows = conn.execute("SELECT fingerprint FROM calls WHERE outcome = 'ok'").fetchall()
    return {row[0] for row in rows}


def edit_ids(db: Path, session: str) -> dict[int, tuple[int, str]]:
    """The session's edits in the database: id -> (anchor_len, anchor_hash)."""
    with sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True, timeout=10) as conn:
        rows = conn.execute(
            "SELECT id, anchor_len, anchor_hash FROM edits WHERE session_id = ?", [session]
        ).fetchall()
    return {row[0]: (row[1], row[2]) for row in rows}


def judge_fingerprint(body: dict[str, Any], base_url: str) -> str:
    """The router's fingerprint of a judge request, rebuilt from what the server received."""
    kept: tuple[str, ...] = ("temperature", "max_tokens", "response_format")
    params: dict[str, Any] = {key: body[key] for key in kept if key in body}
    params.update(api_base=base_url, api_key=LOCAL_KEY)
    purpose = purpose_of(body)
    return fingerprint(purpose, f"openai/{JUDGE_MODEL}", body["messages"], params)


class Session:
    """One session's runs and what they reported."""

    def __init__(self, name: str, db: Path) -> None:
        self.name = name
        self.db = db
        self.hashes: dict[int, set[str]] = defaultdict(set)
        self.decisions: dict[int, set[int]] = defaultdict(set)
        self.last_round = 0


def one_run(
    session: Session,
    srv: LocalOpenAIServer,
    replies: KillingReplies,
    rng: random.Random,
    final: bool,
    row: Row,
) -> None:
    """Start the worker at a random earlier round; kill it at a random point unless `final`."""
    start = rng.randint(1, session.last_round + 1) if session.last_round else 1
    paid = recorded_fingerprints(session.db)
    before = len(srv.requests)
    args = {
        "db": str(session.db),
        "base_url": srv.base_url,
        "session": session.name,
        "tag": session.name,
        "start": start,
        "rounds": ROUNDS,
    }
    mode = "none" if final else rng.choice(KILL_MODES)
    with workers(("crash", args)) as (worker,):
        ready = worker.wait_for("event", timeout=60)
        if ready is None:
            row.broken(f"{session.name}: worker never got ready: {worker.stderr[-500:]}")
            worker.kill()
            return
        if mode == "time":
            time.sleep(rng.uniform(0.0, 1.5))
            worker.kill()
        elif mode != "none":
            replies.arm(worker.pid, rng.randint(1, 8), after=mode == "request-after")
        code = worker.finish(timeout=90)
        replies.disarm()
    row.runs += 1
    if code != 0:
        row.faults += 1
    elif not final and mode != "none":
        row.notes.append(f"{session.name}: run finished before its kill ({mode})")
    if final and code != 0:
        row.broken(f"{session.name}: the final run exited {code}: {worker.stderr[-800:]}")
        row.fail(f"final run exited {code}")
    _collect(session, worker, row)
    _check_requests(session, srv, srv.requests[before:], paid, final, row)


def _collect(session: Session, worker: Worker, row: Row) -> None:
    for line in worker.lines:
        if "round" not in line:
            continue
        number = int(line["round"])
        session.last_round = max(session.last_round, number)
        session.hashes[number].add(line["hash"])
        session.hashes[number].add(line["sent"])
        if line.get("decision") is not None:
            session.decisions[number].add(int(line["decision"]))


def _check_requests(
    session: Session,
    srv: LocalOpenAIServer,
    received: list[Any],
    paid: set[str],
    final: bool,
    row: Row,
) -> None:
    recorded = recorded_fingerprints(session.db) if final else set()
    for request in received:
        row.requests += 1
        if purpose_of(request) == "main":
            problem = request_problem(
                request["messages"], model=MAIN_MODEL, window=WINDOW, reserve=RESERVE, tools=TOOLS
            )
            if problem is not None:
                row.bad(f"{session.name}: main request {problem}")
            continue
        key = judge_fingerprint(request, srv.base_url)
        if key in paid:
            row.lost(f"{session.name}: a judge call recorded before the restart was paid again")
        if final and key not in recorded:
            row.broken(f"{session.name}: a judge call of a finished run is not in the database")


def _check_session(session: Session, row: Row) -> None:
    stored = edit_ids(session.db, session.name)
    for number, hashes in sorted(session.hashes.items()):
        if len(hashes) > 1:
            row.broken(f"{session.name}: round {number} was sent as {len(hashes)} different bytes")
    for number, ids in sorted(session.decisions.items()):
        if len(ids) > 1:
            row.lost(
                f"{session.name}: round {number} got decisions {sorted(ids)} in different runs"
            )
        for ident in ids:
            if ident not in stored:
                row.lost(
                    f"{session.name}: decision {ident} (round {number}) is not in the database"
                )


def run(runs: int = 50, seed: int = 0) -> Row:
    """`runs` worker runs in sessions of RUNS_PER_SESSION (all but the last of each killed)."""
    row = Row("4. crash and recovery (SIGKILL, restart)")
    rng = random.Random(seed)
    replies = KillingReplies()
    with tempfile.TemporaryDirectory() as tmp, LocalOpenAIServer(default=replies) as srv:
        db = Path(tmp) / "crash.db"
        done = 0
        number = 0
        while done < runs:
            session = Session(f"crash-{number}", db)
            count = min(RUNS_PER_SESSION, runs - done)
            for index in range(count):
                one_run(session, srv, replies, rng, final=index == count - 1, row=row)
            _check_session(session, row)
            done += count
            number += 1
    row.notes.append(f"{replies.kills} kills from inside the server, {row.faults} runs killed")
    return row
