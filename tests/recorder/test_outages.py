"""PostgreSQL outages: a restarted server, a killed connection, a server down at start.

The pool reconnects and a write is retried whole within `retry_seconds`; when the server stays
away the recorder raises `RecorderUnavailable` (a `RecorderError`) and writes nothing, and a
write that committed just before its connection died is never written twice.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import psycopg
import pytest

from recorder import CallRecord, EditRecord, Recorder, RecorderError, RecorderUnavailable
from recorder.postgres import PostgresStore
from tests.recorder.conftest import require_postgres, run_sql
from tests.recorder.pgserver import PostgresServer, free_port

MakeEdit = Callable[..., EditRecord]
MakeCall = Callable[..., CallRecord]


@pytest.fixture(scope="module")
def server() -> Iterator[PostgresServer]:
    """A server of this module's own, stopped and started by its tests."""
    require_postgres()
    own = PostgresServer(fast=False)  # durable commits: a crash must not lose them
    own.start()
    yield own
    own.destroy()


@pytest.fixture
def url(server: PostgresServer) -> Iterator[str]:
    """A fresh database on the module's server (started again if a test left it down)."""
    yield server.create_database()
    if not _accepts(server):
        server.start()


def _accepts(server: PostgresServer) -> bool:
    try:
        psycopg.connect(server.url(), connect_timeout=2).close()
    except psycopg.OperationalError:
        return False
    return True


def _count(url: str, table: str) -> int:
    return int(run_sql(url, f"SELECT count(*) FROM {table}")[0][0])


@pytest.mark.parametrize("mode", ["fast", "immediate"])
def test_a_write_during_a_restart_waits_for_the_server(
    server: PostgresServer, url: str, make_edit: MakeEdit, mode: str
) -> None:
    with Recorder(url, retry_seconds=30) as rec:
        first = rec.save_edit(make_edit(anchor_len=1))
        server.stop(mode)  # every pooled connection is now dead
        restart = threading.Timer(1.0, server.start)
        restart.start()
        second = rec.save_edit(make_edit(anchor_len=2))
        restart.join()
        assert [e.anchor_len for e in rec.load_edits("s1")] == [1, 2]
        assert rec.load_edits("s1") == [first, second]
        assert rec.verify() == []
    assert _count(url, "edits") == 2


def _blocked_backend(url: str, deadline: float) -> int:
    """The pid of the recorder's backend waiting for the table lock."""
    while time.monotonic() < deadline:
        rows = run_sql(
            url,
            "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
            " AND query LIKE '%INSERT INTO edits%'",
        )
        if rows:
            return int(rows[0][0])
        time.sleep(0.02)
    raise AssertionError("the recorder's write never reached the lock")


def test_a_connection_killed_during_a_write_is_retried_once(url: str, make_edit: MakeEdit) -> None:
    with Recorder(url, retry_seconds=30) as rec:
        rec.save_edit(make_edit(anchor_len=1))
        results: list[EditRecord] = []
        with psycopg.connect(url) as locker:
            locker.execute("LOCK TABLE edits IN EXCLUSIVE MODE")  # holds the write mid-way
            writer = threading.Thread(
                target=lambda: results.append(rec.save_edit(make_edit(anchor_len=2)))
            )
            writer.start()
            pid = _blocked_backend(url, time.monotonic() + 20)
            [(killed,)] = run_sql(url, "SELECT pg_terminate_backend(?)", [pid])
            assert killed is True
            locker.rollback()
        writer.join(30)
        assert len(results) == 1
        assert rec.load_edits("s1")[-1] == results[0]
    assert _count(url, "edits") == 2
    assert run_sql(url, "SELECT count(*) FROM pg_stat_activity WHERE pid = ?", [pid]) == [(0,)]


def test_idle_connections_killed_between_writes_are_replaced(
    url: str, make_edit: MakeEdit, make_call: MakeCall
) -> None:
    with Recorder(url, retry_seconds=30) as rec:
        rec.save_edit(make_edit(anchor_len=1))
        run_sql(
            url,
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()",
        )
        rec.save_call(make_call())
        assert rec.lookup_call("fp1") is not None
        assert len(rec.load_edits("s1")) == 1


def test_server_down_at_start_then_up(
    server: PostgresServer, url: str, make_edit: MakeEdit, caplog: pytest.LogCaptureFixture
) -> None:
    with Recorder(url) as rec:  # creates the schema
        rec.save_edit(make_edit(anchor_len=1))
    server.stop()
    with caplog.at_level(logging.WARNING, logger="recorder"):
        rec = Recorder(url, retry_seconds=1)  # no error: the server may come back
    assert "retrying on each operation" in caplog.text
    with pytest.raises(RecorderUnavailable) as down:
        rec.save_edit(make_edit(anchor_len=2))
    assert isinstance(down.value, RecorderError)
    assert down.value.operation == "open"
    assert "stayed unreachable" in str(down.value)
    with pytest.raises(RecorderUnavailable):
        rec.load_edits("s1")
    server.start()
    stored = rec.save_edit(make_edit(anchor_len=2))
    assert [e.anchor_len for e in rec.load_edits("s1")] == [1, 2]
    assert rec.save_edit(make_edit(anchor_len=2, rung="summarize")) == stored
    rec.close()
    assert _count(url, "edits") == 2


def test_a_write_that_stays_unwritten_raises_unavailable_then_fails_fast(
    server: PostgresServer, url: str, make_edit: MakeEdit, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = PostgresStore._attempt
    tries: list[str] = []

    def counted(self: PostgresStore, work: Any, transaction: Any, wait: float) -> Any:
        tries.append(str(transaction))
        return real(self, work, transaction, wait)

    monkeypatch.setattr(PostgresStore, "_attempt", counted)
    with Recorder(url, retry_seconds=1) as rec:
        rec.save_edit(make_edit(anchor_len=1))
        server.stop()
        tries.clear()
        with pytest.raises(RecorderUnavailable) as down:
            rec.save_edit(make_edit(anchor_len=2))
        assert down.value.operation == "write"
        assert len(tries) > 1  # retried within its bound
        tries.clear()
        with pytest.raises(RecorderUnavailable, match="one try, after an outage"):
            rec.save_call(CallRecord("fp", "routing", "judge", {"content": "x"}, "s1"))
        assert tries == ["commit"]  # the next operation does not wait the bound again
        server.start()
        assert [e.anchor_len for e in rec.load_edits("s1")] == [1]
        assert rec.lookup_call("fp") is None
        rec.save_edit(make_edit(anchor_len=2))
    assert _count(url, "edits") == 2


def test_a_commit_whose_reply_was_lost_is_not_written_twice(
    url: str, make_edit: MakeEdit, make_call: MakeCall, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = PostgresStore._attempt
    failed: list[str] = []

    def commit_then_lose_the_reply(
        self: PostgresStore, work: Any, transaction: Any, wait: float
    ) -> Any:
        result = real(self, work, transaction, wait)
        if transaction == "commit" and len(failed) % 2 == 0:
            failed.append("lost")
            raise psycopg.OperationalError("server closed the connection unexpectedly")
        failed.append("ok")
        return result

    with Recorder(url, retry_seconds=30) as rec:
        monkeypatch.setattr(PostgresStore, "_attempt", commit_then_lose_the_reply)
        stored = rec.save_edit(make_edit())
        rec.save_call(make_call())
        rec.save_original("s1", "call_1", "grep", "text")
        rec.save_divergence("s1", 3, {"expected": "a", "got": "b"})
        assert failed.count("lost") == 4  # every write committed, lost its reply, ran again
        assert rec.load_edits("s1") == [stored]
    counts = {t: _count(url, t) for t in ("edits", "calls", "originals", "divergences")}
    assert counts == {"edits": 1, "calls": 1, "originals": 1, "divergences": 1}


def test_no_password_in_location_errors_or_logs(caplog: pytest.LogCaptureFixture) -> None:
    password = "Sup3rSecretPassw0rdValue"
    target = f"postgresql://app:{password}@127.0.0.1:{free_port()}/router"
    with caplog.at_level(logging.DEBUG):
        rec = Recorder(target, retry_seconds=0.5)
        with pytest.raises(RecorderUnavailable) as down:
            rec.save_original("s", "c", "t", "x")
        rec.close()
    assert rec.location.startswith("postgresql://app@127.0.0.1:")
    for text in (rec.location, str(down.value), caplog.text):
        assert password not in text
