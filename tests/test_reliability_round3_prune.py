"""Prune measures age on the store's own terms: a writer's wrong clock never deletes live data.

A session written by a host whose clock runs days behind carries old-looking times; the store's
write order shows it was written after sessions stamped recently, so it counts as recent. Times
that run ahead of the store's own clock make prune by age refuse, naming the sessions.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from recorder import Recorder, RecorderError
from tests.recorder.conftest import (  # noqa: F401 - fixtures: both backends
    backend,
    build_call,
    build_edit,
    db_path,
    db_target,
    pg_server,
)


@pytest.fixture
def store(db_target: str) -> Iterator[Recorder]:  # noqa: F811 - the fixture imported above
    """A writable recorder on a fresh database of the backend under test."""
    with Recorder(db_target) as recorder:
        yield recorder


def clock_off_by(monkeypatch: pytest.MonkeyPatch, delta: timedelta) -> None:
    """Make the recorder stamp its writes with a host clock `delta` away from the true time."""
    monkeypatch.setattr(
        "recorder.store.now",
        lambda: (datetime.now(UTC) + delta).isoformat(timespec="microseconds"),
    )


def write_session(rec: Recorder, session: str) -> None:
    """A decision, a call and an original for `session`."""
    rec.save_edit(build_edit(session, 4))
    rec.save_call(build_call(f"fp-{session}", session_id=session))
    rec.save_original(session, "call_1", "grep", "text")


def test_a_session_stamped_by_a_clock_days_behind_survives_prune_by_age(
    store: Recorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_session(store, "steady")  # a host with the right time
    clock_off_by(monkeypatch, -timedelta(days=3))
    write_session(store, "skewed")  # seconds later, a host three days behind
    monkeypatch.undo()
    report = store.prune(older_than=timedelta(days=1))
    assert report.sessions == []
    assert {info.session_id for info in store.sessions()} == {"steady", "skewed"}
    assert store.load_edits("skewed") != []


def test_old_sessions_written_before_recent_ones_are_still_pruned(
    store: Recorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock_off_by(monkeypatch, -timedelta(days=40))
    write_session(store, "old")
    monkeypatch.undo()
    write_session(store, "new")
    assert store.prune(older_than=timedelta(days=30)).sessions == ["old"]
    assert {info.session_id for info in store.sessions()} == {"new"}


def test_times_ahead_of_the_store_clock_make_prune_by_age_refuse(
    store: Recorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock_off_by(monkeypatch, timedelta(days=2))
    write_session(store, "ahead")
    monkeypatch.undo()
    with pytest.raises(RecorderError, match=r"ahead of the store's clock.*'ahead'"):
        store.prune(older_than=timedelta(days=1), dry_run=True)
    with pytest.raises(RecorderError, match=r"ahead of the store's clock"):
        store.prune(older_than=timedelta(days=1))
    assert [info.session_id for info in store.sessions()] == ["ahead"]
