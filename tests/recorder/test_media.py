"""Odd media and damaged data: read-only mounts, shared files, a corrupt row, pipes, bad input.

Each test runs what a user would run (the audit CLI, a Router with a Recorder) and checks
what they would see: a working read, private files, one clear line instead of a traceback.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
import subprocess
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from recorder import EditRecord, Recorder
from router import Router, StoreError
from router.audit_cli import main
from router.testing import ScriptedModel
from tests.recorder_worker import MAX_TOKENS, TOOLS, conversation

MakeEdit = Callable[..., EditRecord]
Capture = pytest.CaptureFixture[str]
Sql = Callable[..., list[tuple[Any, ...]]]


def filled(db: Path | str, make_edit: MakeEdit) -> None:
    with Recorder(db) as rec:
        for anchor in (3, 5, 7):
            rec.save_edit(make_edit("alpha", anchor))


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@contextlib.contextmanager
def read_only_mount(where: Path, make_edit: MakeEdit) -> Iterator[Path]:
    where.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(where)]).returncode:
        pytest.skip("cannot mount a tmpfs here to make a read-only medium")
    try:
        filled(where / "compaction.db", make_edit)
        subprocess.run(["mount", "-o", "remount,ro", str(where)], check=True)
        yield where / "compaction.db"
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)


@pytest.mark.parametrize("argv", [["list"], ["sessions"], ["stats"], ["verify"], ["export"]])
def test_every_audit_command_reads_a_database_on_a_read_only_mount(
    tmp_path: Path, make_edit: MakeEdit, capsys: Capture, argv: list[str]
) -> None:
    with read_only_mount(tmp_path / "ro", make_edit) as db:
        assert main([*argv, "--db", str(db), "--json"]) == 0, capsys.readouterr().err
        with Recorder(db) as rec:  # a writable recorder opens too, and reads
            assert len(rec.load_edits("alpha")) == 3


def test_a_read_only_audit_creates_no_file(
    tmp_path: Path, make_edit: MakeEdit, capsys: Capture
) -> None:
    db = tmp_path / "compaction.db"
    filled(db, make_edit)
    before = sorted(p.name for p in tmp_path.iterdir())
    for argv in (["list"], ["stats"], ["verify"], ["sessions"], ["show", "1"]):
        assert main([*argv, "--db", str(db)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == before == ["compaction.db"]


@pytest.mark.parametrize("through_symlink", [False, True])
def test_an_existing_world_readable_file_becomes_private(
    tmp_path: Path, make_edit: MakeEdit, through_symlink: bool
) -> None:
    target = tmp_path / "shared.db"
    target.touch()
    target.chmod(0o644)
    db = tmp_path / "link.db" if through_symlink else target
    if through_symlink:
        db.symlink_to(target)
    with Recorder(db) as rec:
        rec.save_edit(make_edit())
        files = [target, *(tmp_path / f"shared.db{s}" for s in ("-wal", "-shm"))]
        assert [mode(f) for f in files if f.exists()] == [0o600] * 3


def test_one_corrupt_payload_fails_only_its_decision_with_a_clear_message(
    db_target: str, sql: Sql, make_edit: MakeEdit, capsys: Capture
) -> None:
    filled(db_target, make_edit)
    sql("UPDATE edits SET payload = '{not json' WHERE anchor_len = 5")
    (bad,) = [row[0] for row in sql("SELECT id FROM edits WHERE anchor_len = 5")]
    with Recorder(db_target) as rec:
        assert [e.anchor_len for e in rec.load_edits("alpha")] == [3, 7]  # the others load
        with pytest.raises(StoreError) as caught:  # through the router's store seam
            from router.history.edit_store import GuardedStore

            GuardedStore(rec).save_edit(make_edit("alpha", 5))
    assert f"edit {bad}" in str(caught.value) and "audit verify" in str(caught.value)
    assert main(["list", "--db", db_target]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and f"edit {bad}" in err and "audit verify" in err
    assert main(["verify", "--db", db_target]) == 1


def test_a_router_on_a_session_with_a_corrupt_row_gives_no_raw_json_error(
    tmp_path: Path,
) -> None:
    db = tmp_path / "compaction.db"
    backend = ScriptedModel(default="ok")

    def run(rounds: range) -> None:
        router = Router("gpt-4o-mini", context_window=4000, recorder=Recorder(db),
                        backend=backend, mask_trigger=0.3, mask_target=0.2)  # fmt: skip
        for n in rounds:
            try:
                router.compact(conversation(n, rows=12), session_id="s", tools=TOOLS,
                               max_tokens=MAX_TOKENS)  # fmt: skip
            except StoreError as error:  # only the damaged decision's own request may fail
                assert "audit verify" in str(error)

    run(range(1, 10))
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE edits SET payload = 'x' WHERE id = (SELECT min(id) FROM edits)")
    run(range(1, 12))  # a new process: replays, decides afresh, never a JSONDecodeError


def test_a_fifo_as_the_database_is_refused_without_hanging(tmp_path: Path, capsys: Capture) -> None:
    fifo = tmp_path / "pipe.db"
    os.mkfifo(fifo)
    status: list[int] = []
    worker = threading.Thread(target=lambda: status.append(main(["list", "--db", str(fifo)])))
    worker.daemon = True
    worker.start()
    worker.join(30)
    assert status == [2]
    assert "not a regular file" in capsys.readouterr().err


def test_a_truncated_database_is_reported_as_truncated(
    tmp_path: Path, make_edit: MakeEdit, capsys: Capture
) -> None:
    db = tmp_path / "compaction.db"
    filled(db, make_edit)
    data = db.read_bytes()
    db.write_bytes(data[: len(data) // 2])
    assert main(["stats", "--db", str(db)]) == 2
    err = capsys.readouterr().err
    assert "truncated or corrupt" in err and "not a SQLite file" not in err


def test_a_lone_surrogate_session_id_is_a_clear_error(
    db_target: str, make_edit: MakeEdit, capsys: Capture
) -> None:
    filled(db_target, make_edit)
    assert main(["list", "--db", db_target, "--session", "bad\udcff"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("\n") == 1
    router = Router("gpt-4o-mini", context_window=4000, recorder=Recorder(db_target),
                    backend=ScriptedModel(default="ok"), mask_trigger=0.3, mask_target=0.2)  # fmt: skip
    with pytest.raises(StoreError, match="not valid"):
        for n in range(1, 10):
            router.compact(conversation(n, rows=12), session_id="s\ud800", tools=TOOLS,
                           max_tokens=MAX_TOKENS)  # fmt: skip


def test_huge_durations_and_ids_are_clear_messages(
    db_target: str, make_edit: MakeEdit, capsys: Capture
) -> None:
    filled(db_target, make_edit)
    assert main(["list", "--db", db_target, "--since", "99999999d"]) == 2
    assert "Traceback" not in capsys.readouterr().err
    assert main(["prune", "--db", db_target, "--older-than", "99999999999d"]) == 2
    assert "too long" in capsys.readouterr().err
    assert main(["show", "99999999999999999999999", "--db", db_target]) != 0
    err = capsys.readouterr().err
    assert "no decision" in err and "Traceback" not in err
