"""Audit queries over a recorded history: listing, sessions, totals, verify, export, prune."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from recorder import CallRecord, EditRecord, Recorder, RecorderError

MakeEdit = Callable[..., EditRecord]
MakeCall = Callable[..., CallRecord]
Sql = Callable[..., list[tuple[Any, ...]]]


def age_session(sql: Sql, session_id: str, days: float) -> None:
    """Make a session look idle for `days` days."""
    stamp = (datetime.now(UTC) - timedelta(days=days)).isoformat(timespec="microseconds")
    sql(
        "UPDATE sessions SET first_seen = ?, last_seen = ? WHERE id = ?",
        [stamp, stamp, session_id],
    )
    for table in ("edits", "calls", "originals", "divergences"):
        sql(f"UPDATE {table} SET created = ? WHERE session_id = ?", [stamp, session_id])


@pytest.fixture
def history(rec: Recorder, make_edit: MakeEdit, make_call: MakeCall) -> Recorder:
    """Three sessions with mask, summarize and fallback decisions and their calls."""
    rec.save_edit(make_edit("a", 4, tokens_before=1000, tokens_after=400))
    rec.save_edit(
        make_edit(
            "a",
            9,
            rung="summarize",
            source="judge",
            cost=0.01,
            payload={"summary": {"message": {"content": "Goal: fix bug"}}},
        )
    )
    rec.save_edit(make_edit("b", 5, source="fallback", tokens_before=800, tokens_after=700))
    rec.save_edit(make_edit("c", 3))
    rec.save_call(make_call("r1", session_id="a", cost=0.002))
    rec.save_call(make_call("t1", purpose="summary_targets", session_id="a", cost=0.001))
    rec.save_call(make_call("s1", purpose="summary", session_id="a", cost=0.02))
    rec.save_call(make_call("m1", purpose="main", session_id="b", cost=1.5))
    rec.save_original("a", "call_1", "grep", "original text")
    rec.save_divergence("b", 2, {"expected": "x", "got": "y"})
    return rec


def test_list_edits_newest_first_and_filtered(history: Recorder) -> None:
    edits = history.list_edits()
    assert [(e.session_id, e.anchor_len) for e in edits] == [("c", 3), ("b", 5), ("a", 9), ("a", 4)]
    assert [e.anchor_len for e in history.list_edits(session="a")] == [9, 4]
    assert [e.rung for e in history.list_edits(rung="summarize")] == ["summarize"]
    assert len(history.list_edits(limit=2)) == 2
    assert len(history.list_edits(limit=0)) == 4
    future = datetime.now(UTC) + timedelta(minutes=5)
    assert history.list_edits(since=future) == []
    assert len(history.list_edits(since=datetime.now(UTC) - timedelta(minutes=5))) == 4


def test_since_filters_by_age(history: Recorder, sql: Sql) -> None:
    age_session(sql, "a", days=3)
    recent = history.list_edits(since=datetime.now(UTC) - timedelta(days=1))
    assert {e.session_id for e in recent} == {"b", "c"}


def test_get_edit_and_session_calls(history: Recorder) -> None:
    first = history.list_edits(session="a", rung="summarize")[0]
    assert first.id is not None
    assert history.get_edit(first.id) == first
    assert history.get_edit(999) is None
    assert [c.fingerprint for c in history.session_calls("a")] == ["r1", "t1", "s1"]


def test_sessions(history: Recorder) -> None:
    infos = {i.session_id: i for i in history.sessions()}
    assert set(infos) == {"a", "b", "c"}
    assert (infos["a"].edits, infos["a"].calls, infos["a"].tokens_saved) == (2, 3, 1200)
    assert infos["a"].cost == pytest.approx(0.023)
    assert history.sessions()[0].session_id in {"a", "b"}  # most recently active first


def test_stats(history: Recorder) -> None:
    stats = history.stats()
    assert stats["sessions"] == 3
    assert stats["edits"] == 4
    assert stats["rungs"] == {"mask": 3, "summarize": 1}
    assert stats["tokens_saved"] == 600 + 600 + 100 + 600
    assert stats["fallbacks"] == 1
    assert stats["divergences"] == 1
    assert stats["originals"] == 1
    assert stats["judge_cost"] == pytest.approx(0.003)
    assert stats["summary_cost"] == pytest.approx(0.02)
    assert stats["calls"]["main"]["calls"] == 1
    assert stats["calls"]["routing"]["prompt_tokens"] == 120
    json.dumps(stats)


def test_verify_clean_then_tampered(history: Recorder, sql: Sql) -> None:
    assert history.verify() == []
    sql("""UPDATE edits SET payload = '{"replace":{"call_1":"forged"}}'
           WHERE session_id = 'a' AND anchor_len = 4""")
    sql("UPDATE calls SET reply = 'not json' WHERE fingerprint = 'r1'")
    problems = history.verify()
    assert len(problems) == 2
    assert "payload hash mismatch" in problems[0] and "session a, anchor 4" in problems[0]
    assert "reply is not valid JSON" in problems[1]


def test_export_is_complete_and_json_safe(history: Recorder) -> None:
    data = json.loads(json.dumps(history.export()))
    tables = data["tables"]
    assert {name: len(rows) for name, rows in tables.items()} == {
        "sessions": 3,
        "edits": 4,
        "calls": 4,
        "originals": 1,
        "divergences": 1,
    }
    assert tables["edits"][1]["payload"]["summary"]["message"]["content"] == "Goal: fix bug"
    assert tables["calls"][0]["reply"]["choices"][0]["message"]["role"] == "assistant"
    assert [m["name"] for m in data["migrations"]] == [
        "m001_tables",
        "m002_indexes",
        "m003_views_and_shared_originals",
        "m004_original_digests",
    ]


def _counts(sql: Sql) -> dict[str, int]:
    tables = ("sessions", "edits", "calls", "originals", "divergences")
    return {t: sql(f"SELECT count(*) FROM {t}")[0][0] for t in tables}


def test_prune_dry_run_deletes_nothing(history: Recorder, sql: Sql) -> None:
    age_session(sql, "a", days=40)
    before = _counts(sql)
    report = history.prune(older_than=timedelta(days=30), dry_run=True)
    assert report.dry_run and report.sessions == ["a"]
    assert (report.edits, report.calls, report.originals) == (2, 3, 1)
    assert _counts(sql) == before


def test_prune_by_age_spares_recent_sessions(history: Recorder, sql: Sql) -> None:
    age_session(sql, "a", days=40)
    age_session(sql, "b", days=10)
    report = history.prune(older_than=timedelta(days=30))
    assert report.sessions == ["a"]
    assert {i.session_id for i in history.sessions()} == {"b", "c"}
    assert history.load_edits("a") == [] and history.get_original("a", "call_1") is None
    assert history.lookup_call("r1") is None
    assert history.verify() == []


def test_prune_keep_n(history: Recorder, sql: Sql) -> None:
    for days, session in enumerate(("c", "b", "a"), start=2):
        age_session(sql, session, days=days)
    report = history.prune(keep_sessions=1)
    assert sorted(report.sessions) == ["a", "b"]
    assert [i.session_id for i in history.sessions()] == ["c"]


def test_prune_never_touches_a_session_active_in_the_last_hour(history: Recorder) -> None:
    report = history.prune(keep_sessions=0)
    assert report.sessions == []
    report = history.prune(older_than=timedelta(seconds=1))
    assert report.sessions == []
    assert len(history.sessions()) == 3


def test_prune_needs_a_criterion(history: Recorder) -> None:
    with pytest.raises(RecorderError):
        history.prune()


def test_readonly_dry_run_prune(history: Recorder, db_target: str, sql: Sql) -> None:
    age_session(sql, "a", days=40)
    with Recorder(db_target, readonly=True) as ro:
        assert ro.prune(older_than=timedelta(days=30), dry_run=True).sessions == ["a"]
        with pytest.raises(RecorderError, match="read-only"):
            ro.prune(older_than=timedelta(days=30))


def test_prune_by_age_also_drops_old_calls_without_session(
    rec: Recorder, make_call: MakeCall, sql: Sql
) -> None:
    rec.save_call(make_call("old", session_id=None))
    rec.save_call(make_call("new", session_id=None))
    stamp = (datetime.now(UTC) - timedelta(days=60)).isoformat(timespec="microseconds")
    sql("UPDATE calls SET created = ? WHERE fingerprint = 'old'", [stamp])
    assert rec.prune(keep_sessions=0).calls == 0
    assert rec.prune(older_than=timedelta(days=30)).calls == 1
    assert rec.lookup_call("old") is None and rec.lookup_call("new") is not None


def test_views_read_decisions_calls_and_sessions_in_plain_sql(
    history: Recorder, make_edit: MakeEdit, make_call: MakeCall, sql: Sql
) -> None:
    history.save_edit(make_edit("a", 12, rung="calibrate", tokens_before=0, tokens_after=0))
    extra = {"decision_id": 1, "estimated_prompt_tokens": 950}
    history.save_call(make_call("m2", purpose="main", session_id="a", extra=extra))
    decisions = sql("SELECT session, rung, tokens_saved, reason FROM decisions ORDER BY decision")
    edits = sorted(history.list_edits(limit=0), key=lambda e: e.id or 0)
    assert [tuple(row) for row in decisions] == [
        (e.session_id, e.rung, e.tokens_before - e.tokens_after, e.reason)
        for e in edits
        if e.rung != "calibrate"
    ]
    calls = sql(
        "SELECT purpose, decision, estimated_prompt_tokens, usage_prompt_tokens, cost"
        " FROM call_log WHERE purpose = 'main' ORDER BY call"
    )
    assert [tuple(row) for row in calls] == [
        ("main", None, None, 120, 1.5),
        ("main", 1, 950, 120, 0.002),
    ]
    totals = {row[0]: tuple(row[1:]) for row in sql(
        "SELECT session, decisions, tokens_saved, calls, cost FROM session_totals"
    )}  # fmt: skip
    for info in history.sessions():
        mine = [e for e in edits if e.session_id == info.session_id and e.rung != "calibrate"]
        assert totals[info.session_id] == (
            len(mine),
            info.tokens_saved,
            info.calls,
            pytest.approx(info.cost),
        )


def test_an_original_saved_under_a_second_key_is_stored_once(rec: Recorder, sql: Sql) -> None:
    text = "row 1: alpha\n" * 50
    rec.save_original("s", "call_7", "grep", text)
    rec.save_original("s", "call_7@3f2a", "grep", text)
    rec.save_original("s", "call_7@9b1c", "grep", "a different branch's result")
    assert rec.get_original("s", "call_7@3f2a") == text
    assert rec.get_original("s", "call_7@9b1c") == "a different branch's result"
    stored = sql("SELECT tool_call_id, same_as, length(content) FROM originals ORDER BY id")
    assert [tuple(row) for row in stored] == [
        ("call_7", None, len(text)), ("call_7@3f2a", "call_7", 0), ("call_7@9b1c", None, 27),
    ]  # fmt: skip
    assert rec.stats()["originals"] == 2
