"""A store that cannot write never stops a call: the decision is sent, reported, written later.

A SQLite database on a 1 MiB tmpfs is filled up (``database or disk is full``), or sits on a
read-only file; PostgreSQL outages are covered in tests/recorder/test_outages.py. Where the
machine cannot mount a tmpfs, the same full-disk error is raised by the connection instead.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from recorder import Recorder
from recorder.connection import LOCK_WAIT_SECONDS
from router import Router
from router.testing import ScriptedModel
from tests.recorder_worker import MAX_TOKENS, TOOLS, conversation

WINDOW = 4000
CLEAN_EDITS = "SELECT count(*), count(DISTINCT session_id || anchor_len || anchor_hash) FROM edits"


@contextlib.contextmanager
def small_disk(where: Path) -> Iterator[bool]:
    """A 1 MiB tmpfs at `where` (True), or a plain directory when mounting is not allowed."""
    where.mkdir()
    mounted = (
        subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(where)], capture_output=True
        ).returncode
        == 0
    )
    try:
        yield mounted
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(where)], capture_output=True)


def fill(folder: Path) -> Path:
    """Take every free byte of the file system holding `folder`."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        with contextlib.suppress(OSError):
            while True:
                os.write(fd, b"\0" * 4096)
        with contextlib.suppress(OSError):
            while True:
                os.write(fd, b"\0")
    finally:
        os.close(fd)
    return filler


class FullDisk:
    """A SQLite connection stand-in whose writes fail the way a full disk makes them fail."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self.full = True

    def execute(self, sql: str, params: Any = ()) -> Any:
        if self.full and sql.strip().upper().startswith(("INSERT", "BEGIN IMMEDIATE")):
            raise sqlite3.OperationalError("database or disk is full")
        return self._conn.execute(sql, params)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)


def router_on(recorder: Recorder, backend: ScriptedModel) -> Router:
    return Router(
        "gpt-4o-mini", context_window=WINDOW, recorder=recorder, backend=backend,
        mask_trigger=0.3, mask_target=0.2,
    )  # fmt: skip


def test_a_full_disk_sends_every_call_reports_the_decision_and_writes_it_later(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with small_disk(tmp_path / "disk") as mounted:
        db = tmp_path / "disk" / "compaction.db"
        recorder = Recorder(db)
        backend = ScriptedModel(default="ok")
        router = router_on(recorder, backend)
        filler: Path | None = None
        injected: FullDisk | None = None
        if mounted:
            filler = fill(db.parent)
        else:
            injected = FullDisk(recorder._store.conn)  # type: ignore[attr-defined]
            recorder._store.conn = injected  # type: ignore[attr-defined]

        unwritten: list[Any] = []
        with caplog.at_level(logging.WARNING, logger="router"):
            for rounds in range(1, 13):
                messages = conversation(rounds, rows=12)
                router.complete(messages, session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS)
                result = router.compact(
                    messages, session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS
                )
                if not result.recorded:
                    unwritten = list(result.unwritten)
        assert len(backend.calls) == 12  # every call went out
        assert unwritten, "no decision was made while the disk was full"
        assert all(edit.id is not None for edit in unwritten)
        assert "decision not recorded" in caplog.text
        assert "disk is full" in caplog.text

        if filler is not None:
            os.remove(filler)
        if injected is not None:
            injected.full = False
        after = router.compact(
            conversation(13, rows=12), session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS
        )
        assert after.recorded and after.unwritten == ()
        recorder.close()
        with sqlite3.connect(db) as conn:
            total, distinct = conn.execute(CLEAN_EDITS).fetchone()
            anchors = {row[0] for row in conn.execute("SELECT anchor_hash FROM edits")}
        assert total == distinct  # nothing written twice
        assert {edit.anchor_hash for edit in unwritten} <= anchors  # and nothing lost
        assert Recorder(db, readonly=True).verify() == []


@contextlib.contextmanager
def read_only_mount(where: Path) -> Iterator[Path]:
    """A compaction database on a tmpfs remounted read-only (skips where mounting is denied)."""
    with small_disk(where) as mounted:
        if not mounted:
            pytest.skip("cannot mount a tmpfs here to make a read-only medium")
        Recorder(where / "compaction.db").close()
        subprocess.run(["mount", "-o", "remount,ro", str(where)], check=True)
        yield where / "compaction.db"


def test_a_database_on_a_read_only_mount_still_compacts_and_reports_unrecorded(
    tmp_path: Path,
) -> None:
    with read_only_mount(tmp_path / "ro") as db:
        recorder = Recorder(db)
        backend = ScriptedModel(default="ok")
        router = router_on(recorder, backend)
        results = []
        for rounds in range(1, 10):
            messages = conversation(rounds, rows=12)
            router.complete(messages, session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS)
            results.append(
                router.compact(messages, session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS)
            )
        assert len(backend.calls) == 9
        decided = [r for r in results if r.rung != "nothing"]
        assert decided and not any(r.recorded for r in decided)
        recorder.close()
        assert sorted(p.name for p in db.parent.iterdir()) == ["compaction.db"]


def _hold_write_lock(db: Path, ready: Any, release: Any) -> None:
    """Another process's long write: `BEGIN IMMEDIATE` held until told to stop."""
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")  # the write lock, as a shell inside BEGIN or a long write
    ready.set()
    release.wait(60)
    conn.execute("ROLLBACK")
    conn.close()


@contextlib.contextmanager
def locked_by_another_process(db: Path) -> Iterator[None]:
    """The database's write lock held by another process for as long as the block runs."""
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    ready, release = context.Event(), context.Event()
    holder = context.Process(target=_hold_write_lock, args=(db, ready, release))
    holder.start()
    try:
        assert ready.wait(60), "the lock holder did not start"
        yield
    finally:
        release.set()
        holder.join(60)


def test_a_database_locked_by_another_process_takes_the_store_down_path(tmp_path: Path) -> None:
    db = tmp_path / "compaction.db"
    recorder = Recorder(db)
    backend = ScriptedModel(default="ok")
    router = router_on(recorder, backend)
    router.compact(conversation(1, rows=12), session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS)
    unrecorded = []
    with locked_by_another_process(db):
        for rounds in range(2, 9):
            messages = conversation(rounds, rows=12)
            router.complete(messages, session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS)
            result = router.compact(messages, session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS)
            unrecorded += [] if result.recorded else list(result.unwritten)
    assert len(backend.calls) == 7  # every call went out while the file was locked
    assert unrecorded, "no decision was made while the database was locked"
    time.sleep(2 * LOCK_WAIT_SECONDS)  # the store is left alone this long after a lock timeout
    for rounds in range(9, 17):  # the next decisions write the ones kept meanwhile first
        after = router.compact(
            conversation(rounds, rows=12), session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS
        )
        assert after.recorded and after.unwritten == ()
    recorder.close()
    with sqlite3.connect(db) as conn:
        anchors = {row[0] for row in conn.execute("SELECT anchor_hash FROM edits")}
    assert {edit.anchor_hash for edit in unrecorded} <= anchors  # written once the lock went


async def test_a_locked_database_is_waited_on_off_the_event_loop(tmp_path: Path) -> None:
    import asyncio
    import threading

    db = tmp_path / "compaction.db"
    recorder = Recorder(db)
    router = router_on(recorder, ScriptedModel(default="ok"))
    loop_thread = threading.get_ident()
    waited_on: set[int] = set()

    def noting(write: Any) -> Any:
        def noted(*args: Any) -> Any:
            waited_on.add(threading.get_ident())
            return write(*args)

        return noted

    for name in ("save_edit", "save_original", "save_call"):
        setattr(recorder, name, noting(getattr(recorder, name)))
    with locked_by_another_process(db):
        for rounds in range(1, 6):
            await router.acomplete(
                conversation(rounds, rows=12), session_id="a", tools=TOOLS, max_tokens=MAX_TOKENS
            )
            await asyncio.sleep(0)
    assert waited_on and loop_thread not in waited_on
