"""PostgreSQL for examples/pyflink_sessions.py: a throw-away server and the job's ledger.

The router's recorder and the ledger share one database. The ledger is the example's own side
table: for every request the provider received, which job, session, round, task attempt and
subtask sent it, its purpose and SHA-256, and whether it was over the window; and one row per
injected failure. The figures the example prints are queries over it.

`ThrowawayPostgres` runs `initdb` and `pg_ctl` from Debian's `postgresql` package
(/usr/lib/postgresql/<version>/bin; `.ci/ensure_postgres` installs it) in a temporary directory
on a free loopback port, as the `postgres` user when run as root (initdb refuses root).
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

__all__ = ["Ledger", "ThrowawayPostgres", "figures", "find_postgres", "prepare"]

SCHEMA = """
CREATE TABLE IF NOT EXISTS flink_sent (
    job TEXT NOT NULL, session_id TEXT NOT NULL, round INTEGER NOT NULL,
    attempt INTEGER NOT NULL, subtask INTEGER NOT NULL, seq INTEGER NOT NULL,
    purpose TEXT NOT NULL, digest TEXT NOT NULL, tokens INTEGER NOT NULL,
    over_window BOOLEAN NOT NULL, busy_ms DOUBLE PRECISION);
CREATE TABLE IF NOT EXISTS flink_failures (
    job TEXT NOT NULL, session_id TEXT NOT NULL, round INTEGER NOT NULL,
    subtask INTEGER NOT NULL, checkpoint TEXT NOT NULL);
"""


def find_postgres() -> Path | None:
    """The newest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl, if any."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=_version)
    return Path(found[-1]).parent if found else None


def _version(path: str) -> int:
    """The major version in /usr/lib/postgresql/<version>/bin/initdb (0 when not a number)."""
    part = Path(path).parts[-3]
    return int(part) if part.isdigit() else 0


def _as_server_user(command: list[str]) -> list[str]:
    """Run as `postgres` when we are root (initdb refuses root)."""
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


class ThrowawayPostgres:
    """One PostgreSQL cluster on a free loopback port, trust authentication, user `postgres`."""

    def __init__(self) -> None:
        found = find_postgres()
        if found is None:
            raise SystemExit(
                "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin: run "
                ".ci/ensure_postgres (apt-get install postgresql) or pass --db postgresql://..."
            )
        self.bin = found
        self.folder = Path(tempfile.mkdtemp(prefix="pyflink-pg-"))
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = int(sock.getsockname()[1])
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres", "postgres")

    def _run(self, *command: str) -> None:
        """Run a server tool, failing with its output."""
        done = subprocess.run(_as_server_user(list(command)), capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"{command[0]} failed: {done.stdout}{done.stderr}")

    def __enter__(self) -> str:
        """Create and start the server; its URL."""
        data = str(self.folder / "data")
        self._run(str(self.bin / "initdb"), "-D", data, "-U", "postgres", "--auth=trust",
                  "-E", "UTF8", "--no-instructions", "--no-sync")  # fmt: skip
        options = (
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 "
            "-c max_connections=200 -c fsync=off -c synchronous_commit=off"
        )
        log = str(self.folder / "log")
        self._run(str(self.bin / "pg_ctl"), "-D", data, "-l", log, "-o", options, "-w", "start")
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def __exit__(self, *exc: object) -> None:
        """Stop the server and remove its directory."""
        with contextlib.suppress(RuntimeError):
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.folder / "data"), "-m", "immediate",
                      "-w", "stop")  # fmt: skip
        shutil.rmtree(self.folder, ignore_errors=True)


def prepare(url: str) -> None:
    """Create the ledger tables (kept across runs; each run's rows carry its job label)."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(SCHEMA)


class Ledger:
    """One task slot's writer of ledger rows (autocommit: a row outlives a failure after it)."""

    def __init__(self, url: str, job: str, attempt: int, subtask: int) -> None:
        import psycopg

        self.conn = psycopg.connect(url, autocommit=True)
        self.job, self.attempt, self.subtask = job, attempt, subtask

    def sent(self, session: str, page: int, requests: Iterable[Any], busy_ms: float) -> None:
        """The requests one round of a session sent (the agent's own call last)."""
        rows = [
            (self.job, session, page, self.attempt, self.subtask, seq, r.purpose, r.digest,
             r.tokens, r.over_window, busy_ms if r.purpose == "agent" else None)
            for seq, r in enumerate(requests)
        ]  # fmt: skip
        with self.conn.cursor() as cursor:
            cursor.executemany(
                "INSERT INTO flink_sent VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)", rows
            )

    def failure(self, session: str, page: int, checkpoint: str) -> None:
        """A failure about to be injected, after the named checkpoint completed."""
        self.conn.execute(
            "INSERT INTO flink_failures VALUES (%s, %s, %s, %s, %s)",
            (self.job, session, page, self.subtask, checkpoint),
        )

    def close(self) -> None:
        """Close the connection."""
        self.conn.close()


QUERIES = {
    "sessions": "SELECT count(DISTINCT session_id) FROM flink_sent WHERE job = %(job)s",
    "agent_calls": "SELECT count(*) FROM flink_sent WHERE job = %(job)s AND purpose = 'agent'",
    "rounds": "SELECT count(*) FROM (SELECT DISTINCT session_id, round FROM flink_sent "
    "WHERE job = %(job)s AND purpose = 'agent') r",
    "over_window": "SELECT count(*) FROM flink_sent WHERE job = %(job)s AND over_window",
    "first_over": "SELECT min(round) FROM flink_sent WHERE job = %(job)s AND over_window",
    "largest": "SELECT max(tokens) FROM flink_sent WHERE job = %(job)s AND purpose = 'agent'",
    "failures": "SELECT count(*) FROM flink_failures WHERE job = %(job)s",
    "replayed": "SELECT count(*), count(*) FILTER (WHERE digests = 1) FROM (SELECT "
    "count(DISTINCT digest) AS digests FROM flink_sent WHERE job = %(job)s AND purpose = 'agent' "
    "GROUP BY session_id, round HAVING count(DISTINCT attempt) > 1) r",
    "replayed_judgements": "SELECT count(*) FILTER (WHERE s.attempt = 0), count(*) FILTER "
    "(WHERE s.attempt > 0) FROM flink_sent s JOIN (SELECT session_id, round FROM flink_sent "
    "WHERE job = %(job)s AND purpose = 'agent' GROUP BY session_id, round "
    "HAVING count(DISTINCT attempt) > 1) r USING (session_id, round) "
    "WHERE s.job = %(job)s AND s.purpose <> 'agent'",
    "judge_calls": "SELECT count(*) FROM flink_sent WHERE job = %(job)s AND purpose <> 'agent'",
    "paid_twice": "SELECT count(*) FROM (SELECT 1 FROM flink_sent WHERE job = %(job)s AND "
    "purpose <> 'agent' GROUP BY session_id, purpose, digest HAVING count(*) > 1) r",
    "busy_ms": "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY busy_ms) FROM flink_sent "
    "WHERE job = %(job)s AND purpose = 'agent'",
}


def figures(url: str, job: str) -> dict[str, Any]:
    """The ledger's figures for one job (see QUERIES); judge calls by purpose too."""
    import psycopg

    out: dict[str, Any] = {}
    with psycopg.connect(url, autocommit=True) as conn:
        for name, sql in QUERIES.items():
            row = conn.execute(sql, {"job": job}).fetchone()
            out[name] = row if row is not None and len(row) > 1 else (row or [None])[0]
        by_purpose = conn.execute(
            "SELECT purpose, count(*) FROM flink_sent WHERE job = %(job)s AND purpose <> 'agent' "
            "GROUP BY purpose ORDER BY purpose",
            {"job": job},
        ).fetchall()
        out["by_purpose"] = dict(by_purpose)
        out["checkpoint"] = [r[0] for r in conn.execute(
            "SELECT checkpoint FROM flink_failures WHERE job = %(job)s", {"job": job})]  # fmt: skip
    return out
