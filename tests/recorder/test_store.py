"""The Recorder API the router relies on: edits, memoised calls, originals, divergences."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from recorder import (
    CallRecord,
    EditRecord,
    Recorder,
    RecorderError,
    is_database_url,
    location_of,
)

MakeEdit = Callable[..., EditRecord]
MakeCall = Callable[..., CallRecord]


def test_edit_round_trip(rec: Recorder, make_edit: MakeEdit) -> None:
    edit = make_edit(
        rung="summarize",
        source="judge",
        judge_model="gpt-4o-mini",
        config_hash="cfg1",
        cost=0.0031,
        payload={"summary": {"start": 1, "end": 9, "message": {"role": "user", "content": "é"}}},
    )
    stored = rec.save_edit(edit)
    assert stored.id is not None and stored.created
    [loaded] = rec.load_edits("s1")
    assert loaded == stored
    assert loaded.payload == edit.payload
    assert (loaded.rung, loaded.source, loaded.judge_model) == ("summarize", "judge", "gpt-4o-mini")
    assert (loaded.tokens_before, loaded.tokens_after, loaded.cost) == (1000, 400, 0.0031)
    assert loaded.payload_hash == edit.payload_hash


def test_load_edits_orders_by_anchor_then_id(rec: Recorder, make_edit: MakeEdit) -> None:
    for n in (9, 3, 6):
        rec.save_edit(make_edit(anchor_len=n))
    rec.save_edit(make_edit(anchor_len=3, anchor_hash="other-branch"))
    rec.save_edit(make_edit(session_id="s2", anchor_len=1))
    edits = rec.load_edits("s1")
    assert [(e.anchor_len, e.anchor_hash) for e in edits] == [
        (3, "h3"),
        (3, "other-branch"),
        (6, "h6"),
        (9, "h9"),
    ]
    assert rec.load_edits("unknown") == []


def test_first_writer_wins_across_two_recorders(db_target: str, make_edit: MakeEdit) -> None:
    with Recorder(db_target) as first, Recorder(db_target) as second:
        winner = first.save_edit(make_edit(rung="mask"))
        loser = second.save_edit(make_edit(rung="summarize", payload={"summary": {"x": 1}}))
        assert loser == winner
        assert loser.rung == "mask"
        assert len(second.load_edits("s1")) == 1


def test_threads_racing_on_one_anchor_all_get_the_winner(
    rec: Recorder, make_edit: MakeEdit
) -> None:
    barrier = threading.Barrier(8)
    results: list[EditRecord] = []

    def race(i: int) -> None:
        barrier.wait()
        results.append(rec.save_edit(make_edit(reason=f"worker {i}")))

    threads = [threading.Thread(target=race, args=(i,)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 8
    assert len({r.id for r in results}) == 1
    assert len(rec.load_edits("s1")) == 1


def test_save_edit_refuses_a_wrong_payload_hash(rec: Recorder, make_edit: MakeEdit) -> None:
    with pytest.raises(RecorderError, match="payload_hash"):
        rec.save_edit(replace(make_edit(), payload_hash="0" * 64))
    assert rec.load_edits("s1") == []


def test_save_edit_fills_a_missing_payload_hash(rec: Recorder, make_edit: MakeEdit) -> None:
    edit = make_edit()
    stored = rec.save_edit(replace(edit, payload_hash=""))
    assert stored.payload_hash == edit.payload_hash


def test_save_edit_upserts_the_session(rec: Recorder, make_edit: MakeEdit) -> None:
    rec.save_edit(make_edit(anchor_len=2))
    first = rec.sessions()[0]
    rec.save_edit(make_edit(anchor_len=5))
    [info] = rec.sessions()
    assert info.session_id == "s1"
    assert info.first_seen == first.first_seen
    assert info.last_seen >= first.last_seen
    assert info.edits == 2


def test_call_memo(rec: Recorder, make_call: MakeCall) -> None:
    assert rec.lookup_call("fp1") is None
    rec.save_call(make_call(latency_ms=812.5, attempts=2, extra={"request_id": "r-1"}))
    found = rec.lookup_call("fp1")
    assert found is not None
    assert found.reply["choices"][0]["message"]["content"] == '{"rung":"mask"}'
    assert (found.prompt_tokens, found.completion_tokens, found.cost) == (120, 8, 0.002)
    assert (found.latency_ms, found.attempts, found.extra) == (812.5, 2, {"request_id": "r-1"})


def test_second_save_of_an_ok_call_is_ignored(rec: Recorder, make_call: MakeCall) -> None:
    rec.save_call(make_call(model="first"))
    rec.save_call(make_call(model="second"))
    found = rec.lookup_call("fp1")
    assert found is not None and found.model == "first"


def test_failed_calls_are_kept_but_never_returned(rec: Recorder, make_call: MakeCall) -> None:
    rec.save_call(make_call(outcome="error: timeout", reply={}))
    assert rec.lookup_call("fp1") is None
    assert rec.stats()["calls"]["routing"]["failed"] == 1
    rec.save_call(make_call())
    found = rec.lookup_call("fp1")
    assert found is not None and found.outcome == "ok"


def test_calls_without_session(rec: Recorder, make_call: MakeCall) -> None:
    rec.save_call(make_call(session_id=None, purpose="main"))
    found = rec.lookup_call("fp1")
    assert found is not None and found.session_id is None
    assert rec.sessions() == []


def test_originals_are_idempotent(rec: Recorder) -> None:
    assert rec.get_original("s1", "call_1") is None
    rec.save_original("s1", "call_1", "grep", "line 1\nline 2")
    rec.save_original("s1", "call_1", "grep", "something else")
    assert rec.get_original("s1", "call_1") == "line 1\nline 2"
    assert rec.get_original("s2", "call_1") is None


def test_divergences_are_counted(rec: Recorder) -> None:
    rec.save_divergence("s1", 12, {"expected": "abc", "got": "def"})
    rec.save_divergence("s1", 14, {"expected": "abc", "got": "xyz"})
    assert rec.stats()["divergences"] == 2
    rows = rec.export()["tables"]["divergences"]
    assert rows[0]["detail"] == {"expected": "abc", "got": "def"}


def test_readonly_reads_but_never_writes(db_target: str, make_edit: MakeEdit) -> None:
    with Recorder(db_target) as rec:
        rec.save_edit(make_edit())
    with Recorder(db_target, readonly=True) as ro:
        assert ro.readonly
        assert len(ro.load_edits("s1")) == 1
        with pytest.raises(RecorderError, match="read-only"):
            ro.save_original("s1", "c", "t", "x")
        assert ro.get_original("s1", "c") is None


def test_readonly_on_an_empty_database_asks_for_a_writable_open(db_target: str) -> None:
    with pytest.raises(RecorderError, match="no compaction-router"):
        Recorder(db_target, readonly=True).load_edits("s1")


def test_readonly_on_a_missing_file_says_so(tmp_path: Path) -> None:
    missing = tmp_path / "nope.db"
    with pytest.raises(RecorderError, match="no compaction-router database"):
        Recorder(missing, readonly=True)
    assert not missing.exists()


def test_path_and_reopen(db_path: Path, make_edit: MakeEdit) -> None:
    rec = Recorder(str(db_path))
    assert rec.path == db_path
    assert rec.location == str(db_path)
    rec.save_edit(make_edit())
    rec.close()
    with Recorder(db_path) as again:
        assert len(again.load_edits("s1")) == 1


def test_reopen_keeps_everything(db_target: str, make_edit: MakeEdit, make_call: MakeCall) -> None:
    with Recorder(db_target) as rec:
        stored = rec.save_edit(make_edit())
        rec.save_call(make_call())
        rec.save_original("s1", "call_1", "grep", "text")
        migrations = rec.export()["migrations"]
    with Recorder(db_target) as again:
        assert again.load_edits("s1") == [stored]
        assert again.lookup_call("fp1") is not None
        assert again.get_original("s1", "call_1") == "text"
        assert again.export()["migrations"] == migrations


def test_calibrate_edits_round_trip(rec: Recorder, make_edit: MakeEdit) -> None:
    calibration = make_edit(anchor_len=7, rung="calibrate", payload={"ratio": 1.25})
    stored = rec.save_edit(calibration)
    assert stored.payload == {"ratio": 1.25} and stored.rung == "calibrate"
    assert rec.stats()["rungs"] == {"calibrate": 1}


def test_text_survives_exactly(rec: Recorder, make_edit: MakeEdit) -> None:
    text = "tab\there, 100% 'quoted' \"double\" ? :name %s émoji 🚀 \\ back"
    stored = rec.save_edit(make_edit(reason=text, payload={"summary": {"text": text}}))
    assert stored.reason == text and stored.payload == {"summary": {"text": text}}
    rec.save_original("s1", text, "tool", text)
    assert rec.get_original("s1", text) == text


def test_non_json_payload_is_refused(rec: Recorder, make_edit: MakeEdit) -> None:
    bad = replace(make_edit(), payload={"when": object()}, payload_hash="")
    with pytest.raises(RecorderError, match="JSON"):
        rec.save_edit(bad)


@pytest.mark.parametrize(
    ("target", "server"),
    [
        ("postgresql://app@db.internal:5432/router", True),
        ("postgres://localhost/router", True),
        ("host=db.internal port=5432 dbname=router user=app", True),
        ("dbname='router db'", True),
        ("compaction.db", False),
        ("runs/a=b.db", False),
        ("/var/lib/router/compaction.db", False),
        (Path("host=x"), False),
    ],
)
def test_url_or_path(target: str | Path, server: bool) -> None:
    assert is_database_url(target) is server


def test_location_of_never_shows_a_password(tmp_path: Path) -> None:
    assert location_of(tmp_path / "x.db") == str(tmp_path / "x.db")
    shown = location_of("postgresql://app:hunter2hunter2@db.internal:6432/router")
    assert shown == "postgresql://app@db.internal:6432/router"
    assert location_of("host=db.internal dbname=router password=hunter2hunter2") == (
        "postgresql://db.internal/router"
    )
