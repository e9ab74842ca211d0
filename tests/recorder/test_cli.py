"""The ``compaction-router audit`` commands, run through ``router.audit_cli.main``."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from recorder import CallRecord, EditRecord, Recorder, is_database_url, location_of
from router.audit_cli import main, parse_duration, parse_since

MakeEdit = Callable[..., EditRecord]
MakeCall = Callable[..., CallRecord]
Capture = pytest.CaptureFixture[str]
Sql = Callable[..., list[tuple[Any, ...]]]

MASKED = {"call_10": "[masked: page ten]", "call_2": "[masked: page two]"}
ORIGINALS = {"call_10": "row: ten " * 40, "call_2": "row: two " * 300}
SUMMARY = {"summary": {"start": 1, "end": 7, "message": {"role": "user", "content": "Goal: ship"}}}


@pytest.fixture
def db(db_target: str, make_edit: MakeEdit, make_call: MakeCall) -> str:
    """A recorded history of two sessions, closed again (a SQLite file or a PostgreSQL URL)."""
    with Recorder(db_target) as rec:
        rec.save_edit(make_edit("alpha", 4, payload={"replace": MASKED}))
        for key in MASKED:
            rec.save_original("alpha", key, "lookup", ORIGINALS[key])
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
    return db_target


def _age(sql: Sql, session_id: str, days: float) -> None:
    stamp = (datetime.now(UTC) - timedelta(days=days)).isoformat(timespec="microseconds")
    sql("UPDATE sessions SET last_seen = ? WHERE id = ?", [stamp, session_id])
    for table in ("edits", "calls", "originals", "divergences"):  # its rows written back then too
        sql(f"UPDATE {table} SET created = ?, id = -id WHERE session_id = ?", [stamp, session_id])


def _json(capsys: Capture) -> Any:
    return json.loads(capsys.readouterr().out)


def table_rows(out: str) -> list[list[str]]:
    """The body rows of the tables `rich` printed, as lists of cell texts."""
    return [
        [cell.strip() for cell in line.strip().strip("│").split("│")]
        for line in out.splitlines()
        if line.startswith("│")
    ]


def test_bare_audit_lists_decisions_as_a_table(db: str, capsys: Capture) -> None:
    assert main(["--db", str(db)]) == 0
    out = capsys.readouterr().out
    header = out.splitlines()[2]
    for name in ("id", "created", "session", "messages", "rung", "source", "saved", "reason"):
        assert f" {name} " in header
    listed = table_rows(out)
    assert [row[2] for row in listed] == ["beta", "alpha", "alpha"]
    assert listed[0][-1] == "judge timed out" and listed[1][4] == "summarize"


def test_list_filters_and_json(db: str, capsys: Capture) -> None:
    assert main(["list", "--db", str(db), "--session", "alpha", "--json"]) == 0
    rows = _json(capsys)
    assert isinstance(rows, list)
    assert [r["anchor_len"] for r in rows] == [8, 4]
    assert main(["list", "--db", str(db), "--rung", "summarize", "-n", "5", "--json"]) == 0
    assert [r["rung"] for r in _json(capsys)] == ["summarize"]
    assert main(["list", "--db", str(db), "-n", "1", "--since", "1h"]) == 0
    assert len(table_rows(capsys.readouterr().out)) == 1


def test_db_from_environment(db: str, capsys: Capture, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPACTION_ROUTER_DB", str(db))
    assert main(["list", "--json"]) == 0
    assert len(_json(capsys)) == 3
    assert main(["path"]) == 0
    assert capsys.readouterr().out.strip() == location_of(db)


def test_default_db_is_in_the_working_directory(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("COMPACTION_ROUTER_DB", raising=False)
    monkeypatch.chdir(tmp_path)
    assert main(["path", "--json"]) == 0
    assert _json(capsys) == {"path": str(tmp_path / "compaction.db"), "exists": False}


def test_show_puts_each_original_beside_what_was_sent(db: str, capsys: Capture) -> None:
    with Recorder(db, readonly=True) as rec:
        mask = rec.list_edits(session="alpha", rung="mask")[0]
    assert main(["show", str(mask.id), "--db", str(db)]) == 0
    out = capsys.readouterr().out
    changed = [row for row in table_rows(out) if row[0] in MASKED]
    assert [row[0] for row in changed] == ["call_2", "call_10"]  # natural order
    for row in changed:
        assert row[1].endswith("tokens") and row[2].endswith("tokens")
        assert int(row[1].split()[0].replace(",", "")) > int(row[2].split()[0])
    assert "[masked: page two]" in out and "row: two row: two" in out
    assert "more characters (--full)" in out
    assert main(["show", str(mask.id), "--db", str(db), "--full"]) == 0
    assert "more characters" not in capsys.readouterr().out


def test_show_json_has_whole_texts_with_full(db: str, capsys: Capture) -> None:
    with Recorder(db, readonly=True) as rec:
        mask = rec.list_edits(session="alpha", rung="mask")[0]
    assert main(["show", str(mask.id), "--db", str(db), "--json", "--full"]) == 0
    data: Any = _json(capsys)
    assert data["edit"]["payload"]["replace"] == MASKED
    assert len(data["calls"]) == 2 and data["main_calls"] == []  # none names the decision
    changes = {change["key"]: change for change in data["changes"]}
    assert list(changes) == ["call_2", "call_10"]
    for key, change in changes.items():
        assert change["original"] == ORIGINALS[key] and change["sent"] == MASKED[key]
        assert change["kind"] == "masked" and change["original_tokens"] > change["sent_tokens"]


def test_show_summary_says_why_and_what_replaced_the_messages(db: str, capsys: Capture) -> None:
    with Recorder(db, readonly=True) as rec:
        summarize = rec.list_edits(rung="summarize")[0]
    assert main(["show", str(summarize.id), "--db", str(db)]) == 0
    out = capsys.readouterr().out
    for text in ("summarize", "judge", "gpt-4o-mini", "Goal: ship", "$0.0040", "1,000 →"):
        assert text in out
    assert "messages 1–6" in out and "summarized" in out


def test_show_unknown_id(db: str, capsys: Capture) -> None:
    assert main(["show", "999", "--db", str(db)]) == 2
    err = capsys.readouterr().err
    assert "no decision with id 999" in err and "audit list" in err and "Traceback" not in err


def test_sessions(db: str, capsys: Capture) -> None:
    assert main(["sessions", "--db", str(db)]) == 0
    listed = {row[0]: row for row in table_rows(capsys.readouterr().out)}
    assert set(listed) == {"alpha", "beta"}
    assert listed["alpha"][3:5] == ["2", "2"]  # edits, calls
    assert main(["sessions", "--db", str(db), "--json"]) == 0
    assert {s["session_id"] for s in _json(capsys)} == {"alpha", "beta"}


def test_stats(db: str, capsys: Capture) -> None:
    assert main(["stats", "--db", str(db)]) == 0
    cells = table_rows(capsys.readouterr().out)
    assert ["fallbacks", "1"] in cells and ["tokens saved", "1,800"] in cells
    assert ["summariser cost", "$0.0100"] in cells and ["summarize", "1"] in cells
    assert main(["stats", "--db", str(db), "--json"]) == 0
    stats = _json(capsys)
    assert stats["rungs"] == {"mask": 2, "summarize": 1}


def test_verify_passes_then_fails_after_tampering(db: str, sql: Sql, capsys: Capture) -> None:
    assert main(["verify", "--db", str(db)]) == 0
    assert "OK" in capsys.readouterr().out
    sql("""UPDATE edits SET payload = '{"summary":{"message":{"content":"forged"}}}'
           WHERE rung = 'summarize'""")
    assert main(["verify", "--db", str(db)]) == 1
    assert "payload hash mismatch" in capsys.readouterr().out
    assert main(["verify", "--db", str(db), "--json"]) == 1
    result = _json(capsys)
    assert result["ok"] is False and len(result["problems"]) == 1


def test_export(db: str, capsys: Capture) -> None:
    assert main(["export", "--json", "--db", str(db)]) == 0
    data = _json(capsys)
    tables = data["tables"]
    assert len(tables["edits"]) == 3 and len(tables["calls"]) == 2
    assert tables["edits"][1]["payload"] == SUMMARY


def test_prune_dry_run_then_real(db: str, sql: Sql, capsys: Capture) -> None:
    _age(sql, "beta", days=45)
    assert main(["prune", "--db", str(db), "--older-than", "30d", "--dry-run"]) == 0
    cells = table_rows(capsys.readouterr().out)
    assert ["edits", "1"] in cells and ["beta"] in cells
    assert ["alpha", "active in the last hour (--include-active deletes it)"] in cells
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
        "kept": [
            {"session": "alpha", "why": "active in the last hour (--include-active deletes it)"}
        ],
    }
    with Recorder(db, readonly=True) as rec:
        assert [s.session_id for s in rec.sessions()] == ["alpha"]


def test_prune_spares_a_session_active_in_the_last_hour(db: str, sql: Sql, capsys: Capture) -> None:
    _age(sql, "beta", days=2)
    assert main(["prune", "--db", str(db), "--keep", "0"]) == 0
    assert ["beta"] in table_rows(capsys.readouterr().out)
    with Recorder(db, readonly=True) as rec:
        assert [s.session_id for s in rec.sessions()] == ["alpha"]
    assert main(["prune", "--db", str(db), "--keep", "0", "--include-active", "--json"]) == 0
    assert _json(capsys)["sessions"] == ["alpha"]
    with Recorder(db, readonly=True) as rec:
        assert rec.sessions() == []


def test_include_active_deletes_sessions_written_this_instant(
    db: str, sql: Sql, capsys: Capture
) -> None:
    # stamped a little ahead of the store's clock, as by a writer whose clock runs fast
    ahead = (datetime.now(UTC) + timedelta(seconds=30)).isoformat(timespec="microseconds")
    sql("UPDATE sessions SET last_seen = ?", [ahead])
    for table in ("edits", "calls", "originals"):
        sql(f"UPDATE {table} SET created = ?", [ahead])
    assert main(["prune", "--db", str(db), "--keep", "0", "--include-active", "--json"]) == 0
    assert _json(capsys)["sessions"] == ["alpha", "beta"]
    with Recorder(db, readonly=True) as rec:
        assert rec.sessions() == []


def test_prune_without_criterion(db: str, capsys: Capture) -> None:
    assert main(["prune", "--db", str(db)]) == 2
    assert "--older-than" in capsys.readouterr().err


def test_dry_run_opens_read_only(db: str, capsys: Capture) -> None:
    file = None if is_database_url(db) else Path(db)
    if file is not None:
        file.chmod(0o400)
    try:
        assert main(["prune", "--db", str(db), "--keep", "0", "--dry-run"]) == 0
    finally:
        if file is not None:
            file.chmod(0o600)


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


def test_bad_arguments_exit_2(db: str, capsys: Capture) -> None:
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


@pytest.mark.parametrize(
    "how",
    [["-o"], ["--output"], ["--html", "-o"], ["--html"]],
    ids=["-o", "--output", "--html -o", "--html FILE"],
)
def test_report_takes_its_file_as_curl_and_httpie_do(
    db: str, tmp_path: Path, capsys: Capture, how: list[str]
) -> None:
    page = tmp_path / "r.html"
    assert main(["report", "--db", str(db), *how, str(page)]) == 0
    assert page.read_text(encoding="utf-8").lower().startswith("<!doctype html>")
    assert "2 sessions" in capsys.readouterr().out


def test_report_without_a_file_says_how_to_name_one(db: str, capsys: Capture) -> None:
    assert main(["report", "--db", str(db)]) == 2
    assert "audit report -o report.html" in capsys.readouterr().err
