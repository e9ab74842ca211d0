"""A throw-away PostgreSQL server for tests and benchmarks: initdb + pg_ctl in a temp directory.

The server binaries come from Debian's `postgresql` package (/usr/lib/postgresql/<version>/bin);
`.ci/ensure_postgres` installs it where it is missing. initdb refuses to run as root, so as root
the server runs as the `postgres` user (runuser) in a directory that user owns.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from pathlib import Path

__all__ = ["PostgresServer", "find_bin"]

INITDB_GLOB = "/usr/lib/postgresql/*/bin/initdb"
GLOB_VARIABLE = "COMPACTION_ROUTER_TEST_INITDB"
"""Overrides `INITDB_GLOB` (a glob of initdb paths), e.g. to check the tests skip without it."""


def find_bin() -> Path:
    """The newest installed PostgreSQL bin directory holding initdb and pg_ctl."""
    pattern = os.environ.get(GLOB_VARIABLE) or INITDB_GLOB
    found = sorted(
        glob.glob(pattern),
        key=lambda path: int(Path(path).parts[-3]) if Path(path).parts[-3].isdigit() else 0,
    )
    if not found:
        raise RuntimeError(
            f"no PostgreSQL server binaries (initdb, pg_ctl) at {pattern}: "
            "run .ci/ensure_postgres (apt-get install postgresql)"
        )
    return Path(found[-1]).parent


def free_port() -> int:
    """A TCP port nobody listens on at the moment, on loopback."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _as_server_user(command: list[str]) -> list[str]:
    """Run as `postgres` when we are root (initdb refuses root)."""
    if os.geteuid() == 0:
        return ["runuser", "-u", "postgres", "--", *command]
    return command


class PostgresServer:
    """One PostgreSQL cluster on a loopback port, trust authentication, user `postgres`."""

    def __init__(self, fast: bool = True) -> None:
        self.bin = find_bin()
        self.folder = Path(tempfile.mkdtemp(prefix="compaction-pg-"))
        self.data = self.folder / "data"
        self.port = free_port()
        self.fast = fast
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres", "postgres")
        self._run(
            [str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres",
             "--auth=trust", "-E", "UTF8", "--no-instructions", "--no-sync"]
        )  # fmt: skip

    def _run(self, command: list[str]) -> None:
        """Run a server tool, failing with its output."""
        done = subprocess.run(_as_server_user(command), capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"{command[0]} failed: {done.stdout}{done.stderr}")

    def start(self) -> PostgresServer:
        """Start the server on its port and wait until it accepts connections."""
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1"
        options += " -c max_connections=300"
        if self.fast:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._run(
            [str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.folder / "log"),
             "-o", options, "-w", "-t", "60", "start"]
        )  # fmt: skip
        return self

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (``fast`` aborts sessions; ``immediate`` is a crash)."""
        self._run([str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "stop"])

    def url(self, dbname: str = "postgres") -> str:
        """A libpq URL for one database on this server."""
        return f"postgresql://postgres@127.0.0.1:{self.port}/{dbname}"

    def create_database(self) -> str:
        """A fresh empty database; returns its URL."""
        import psycopg

        name = f"t_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def destroy(self) -> None:
        """Stop the server if it runs and remove its directory."""
        with contextlib.suppress(RuntimeError):
            self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)
