"""The ``compaction-router audit`` commands, run through ``router.audit_cli.main``."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from recorder import CallRecord, EditRecord, Recorder
from router.audit_cli import main, parse_duration, parse_since

MakeEdit = Callable[..., EditRecord]
MakeCall = Callable[..., CallRecord]
Capture = pytest.CaptureFixture[str]

SUMMARY = {"summary": {"start": 1, "end": 7, "message": {"role": "user", "content": "Goal: ship"}}}


@pytest.fixture
def db(db_path: Path, make_edit: MakeEdit, make_call: MakeCall) -> Path:
    """A recorded history of two sessions, closed again."""
    with Recorder(db_path) as rec:
        rec.save_edit(
            make_edit("alpha", 4, payload={"replace": {"call_1": "[x]", "call_2": "[y]"}})
        )
        rec.save_edit(
            make_edit(
                "alpha",
                8,
                rung="summarize",
                source="judge",
                payload=SUMMARY,
                judge_model="gpt-4o-mini",
                cost=0.004,
            )
        )
        rec.save_edit(make_edit("beta", 3, source="fallback", reason="judge timed out"))
        rec.save_call(make_call("fp-a", session_id="alpha"))
        rec.save_call(make_call("fp-s", session_id="alpha", purpose="summary", cost=0.01))
    return db_path


def _age(path: Path, session_id: str, days: float) -> None:
    stamp = (datetime.now(UTC) - timedelta(days=days)).isoformat(timespec="microseconds")
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE sessions SET last_seen = ? WHERE id = ?", [stamp, session_id])
    conn.close()


def _json(capsys: Capture) -> object:
    return json.loads(capsys.readouterr().out)


def test_bare_audit_lists_as_markdown(db: Path, capsys: Capture) -> None:
    assert main(["--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("| id | created | session | anchor | rung | source |")
    assert "|---|" in out
    assert out.count("\n") == 2 + 3
    assert "judge timed out" in out


def test_list_filters_and_json(db: Path, capsys: Capture) -> None:
    assert main(["list", "--db", str(db), "--session", "alpha", "--json"]) == 0
    rows = _json(capsys)
    assert isinstance(rows, list)
    assert [r["anchor_len"] for r in rows] == [8, 4]
    assert main(["list", "--db", str(db), "--rung", "summarize", "-n", "5", "--json"]) == 0
    assert [r["rung"] for r in _json(capsys)] == ["summarize"]  # type: ignore[union-attr]
    assert main(["list", "--db", str(db), "-n", "1", "--since", "1h"]) == 0
    assert capsys.readouterr().out.count("\n") == 3


def test_db_from_environment(db: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPACTION_ROUTER_DB", str(db))
    assert main(["list", "--json"]) == 0
    assert len(_json(capsys)) == 3  # type: ignore[arg-type]
    assert main(["path"]) == 0
    assert capsys.readouterr().out.strip() == str(db)


def test_default_db_is_in_the_working_directory(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("COMPACTION_ROUTER_DB", raising=False)
    monkeypatch.chdir(tmp_path)
    assert main(["path", "--json"]) == 0
    assert _json(capsys) == {"path": str(tmp_path / "compaction.db"), "exists": False}


def test_show(db: Path, capsys: Capture) -> None:
    with Recorder(db, readonly=True) as rec:
        summarize = rec.list_edits(rung="summarize")[0]
        mask = rec.list_edits(session="alpha", rung="mask")[0]
    assert main(["show", str(summarize.id), "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert "| field | value |" in out
    for text in (
        "summarize",
        "judge",
        "gpt-4o-mini",
        "Goal: ship",
        "$0.0040",
        "| tokens before | 1000 |",
    ):
        assert text in out
    assert "| purpose |" in out and "summary" in out
    assert main(["show", str(mask.id), "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert "- `call_1`" in out and "- `call_2`" in out
    assert main(["show", str(mask.id), "--db", str(db), "--json"]) == 0
    data = _json(capsys)
    assert data["edit"]["payload"]["replace"] == {"call_1": "[x]", "call_2": "[y]"}  # type: ignore[index]
    assert len(data["calls"]) == 2  # type: ignore[index]


def test_show_unknown_id(db: Path, capsys: Capture) -> None:
    assert main(["show", "999", "--db", str(db)]) == 1
    assert "no decision with id 999" in capsys.readouterr().err


def test_sessions(db: Path, capsys: Capture) -> None:
    assert main(["sessions", "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("| session | first seen | last seen | edits | calls |")
    assert "| alpha |" in out and "| beta |" in out
    assert main(["sessions", "--db", str(db), "--json"]) == 0
    assert {s["session_id"] for s in _json(capsys)} == {"alpha", "beta"}  # type: ignore[attr-defined, index]


def test_stats(db: Path, capsys: Capture) -> None:
    assert main(["stats", "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert "| metric | value |" in out and "| rung | decisions |" in out
    assert "| fallbacks | 1 |" in out and "| tokens saved | 1800 |" in out
    assert "| summariser cost | $0.0100 |" in out
    assert main(["stats", "--db", str(db), "--json"]) == 0
    stats = _json(capsys)
    assert stats["rungs"] == {"mask": 2, "summarize": 1}  # type: ignore[index]


def test_verify_passes_then_fails_after_tampering(db: Path, capsys: Capture) -> None:
    assert main(["verify", "--db", str(db)]) == 0
    assert "OK" in capsys.readouterr().out
    conn = sqlite3.connect(db)
    with conn:
        conn.execute("""UPDATE edits SET payload = '{"summary":{"message":{"content":"forged"}}}'
                        WHERE rung = 'summarize'""")
    conn.close()
    assert main(["verify", "--db", str(db)]) == 1
    assert "payload hash mismatch" in capsys.readouterr().out
    assert main(["verify", "--db", str(db), "--json"]) == 1
    result = _json(capsys)
    assert result["ok"] is False and len(result["problems"]) == 1  # type: ignore[index]


def test_export(db: Path, capsys: Capture) -> None:
    assert main(["export", "--json", "--db", str(db)]) == 0
    data = _json(capsys)
    tables = data["tables"]  # type: ignore[index]
    assert len(tables["edits"]) == 3 and len(tables["calls"]) == 2
    assert tables["edits"][1]["payload"] == SUMMARY


def test_prune_dry_run_then_real(db: Path, capsys: Capture) -> None:
    _age(db, "beta", days=45)
    assert main(["prune", "--db", str(db), "--older-than", "30d", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "| table | would delete |" in out and "| edits | 1 |" in out and "- beta" in out
    with Recorder(db, readonly=True) as rec:
        assert len(rec.sessions()) == 2
    assert main(["prune", "--db", str(db), "--older-than", "30d", "--json"]) == 0
    assert _json(capsys) == {
        "dry_run": False,
        "sessions": ["beta"],
        "edits": 1,
        "calls": 0,
        "originals": 0,
        "divergences": 0,
    }
    with Recorder(db, readonly=True) as rec:
        assert [s.session_id for s in rec.sessions()] == ["alpha"]


def test_prune_spares_a_session_active_in_the_last_hour(db: Path, capsys: Capture) -> None:
    _age(db, "beta", days=2)
    assert main(["prune", "--db", str(db), "--keep", "0"]) == 0
    assert "- beta" in capsys.readouterr().out
    with Recorder(db, readonly=True) as rec:
        assert [s.session_id for s in rec.sessions()] == ["alpha"]


def test_prune_without_criterion(db: Path, capsys: Capture) -> None:
    assert main(["prune", "--db", str(db)]) == 2
    assert "--older-than" in capsys.readouterr().err


def test_dry_run_opens_read_only(db: Path, capsys: Capture) -> None:
    db.chmod(0o400)
    try:
        assert main(["prune", "--db", str(db), "--keep", "0", "--dry-run"]) == 0
    finally:
        db.chmod(0o600)


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["list"],
        ["show", "1"],
        ["sessions"],
        ["stats"],
        ["verify"],
        ["export", "--json"],
        ["prune", "--older-than", "30d"],
        ["prune", "--keep", "1", "--dry-run"],
    ],
)
def test_missing_database_is_one_line_and_status_2(
    tmp_path: Path, capsys: Capture, argv: list[str]
) -> None:
    missing = tmp_path / "missing.db"
    assert main([*argv, "--db", str(missing)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and "no compaction-router database" in captured.err
    assert "Traceback" not in captured.err
    assert not missing.exists()


def test_corrupt_database_is_one_line_and_status_2(tmp_path: Path, capsys: Capture) -> None:
    path = tmp_path / "junk.db"
    path.write_text("not a database")
    assert main(["stats", "--db", str(path)]) == 2
    assert "move it aside" in capsys.readouterr().err


def test_bad_arguments_exit_2(db: Path, capsys: Capture) -> None:
    assert main(["list", "--db", str(db), "--since", "yesterday"]) == 2
    assert "--since" in capsys.readouterr().err


def test_duration_and_since_parsing() -> None:
    assert parse_duration("30d") == timedelta(days=30)
    assert parse_duration("12h") == timedelta(hours=12)
    assert parse_duration("30m") == timedelta(minutes=30)
    moment = parse_since("2025-03-01T10:00:00")
    assert moment == datetime(2025, 3, 1, 10, tzinfo=UTC)
    since = parse_since("1d")
    assert datetime.now(UTC) - since >= timedelta(days=1)
