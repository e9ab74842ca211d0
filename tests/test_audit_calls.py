"""The call log and the audit a newcomer reads: main calls recorded by the router, originals
stored once and recallable, Datasette views, and every audit command run as a subprocess."""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from recorder import CallRecord, Recorder
from router import Router
from router.engine.main_calls import call_cost
from router.errors import ProviderError
from router.history.calibrate import calibration_edit
from router.testing import ScriptedModel
from tests.conftest import TOOLS, tool_loop
from tests.recorder.html_report_session import MODEL, drive

ROUNDS = 60
SESSION = "agent"
Rows = list[dict[str, Any]]


@pytest.fixture(scope="module")
def session_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 60-round agent session (masks, retains, a summary) with its main calls logged."""
    db = tmp_path_factory.mktemp("audit") / "compaction.db"
    drive(db, SESSION, ROUNDS, log_main_calls=True)
    with Recorder(db) as rec:
        rec.save_edit(
            calibration_edit(session_id=SESSION, anchor_len=3, anchor_hash="h", step=0,
                             ratio=1.2, reason="reported usage")
        )  # fmt: skip
    return db


def audit(db: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """Run ``compaction-router audit ...`` in a fresh process against `db`."""
    env = {**os.environ, "COMPACTION_ROUTER_DB": str(db)}
    return subprocess.run(
        [sys.executable, "-m", "router.cli", "audit", *argv],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip


def audit_json(db: Path, *argv: str) -> Any:
    """The parsed ``--json`` output of an audit command that succeeded."""
    done = audit(db, *argv, "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def main_rows(db: Path) -> list[CallRecord]:
    with Recorder(db, readonly=True) as rec:
        return [c for c in rec.session_calls(SESSION, limit=0) if c.purpose == "main"]


# -- main calls recorded by the router ------------------------------------------------------


def test_every_main_call_is_logged_with_usage_estimate_cache_latency_and_cost(
    session_db: Path,
) -> None:
    calls = main_rows(session_db)
    assert len(calls) == ROUNDS and all(call.outcome == "ok" for call in calls)
    for call in calls:
        estimate = call.extra["estimated_prompt_tokens"]
        # the provider's count; the router's estimate adds 8 tokens a tool call the local
        # server does not, which weighs more once old placeholders are one short line
        assert 0.85 * estimate <= call.prompt_tokens <= 1.15 * estimate
        assert call.cost == pytest.approx(
            call_cost(MODEL, call.prompt_tokens, call.completion_tokens, call.cached_tokens)
        )
        assert call.latency_ms > 0 and call.reply == {}  # metadata only by default
        assert call.extra["uncompacted_tokens"] >= estimate
    assert any(call.cached_tokens for call in calls)
    with Recorder(session_db, readonly=True) as rec:
        decided = {e.id for e in rec.load_edits(SESSION) if e.rung != "calibrate"}
    named = {call.extra["decision_id"] for call in calls} - {None}
    assert named <= decided and len(named) > len(decided) / 2
    first = next(i for i, call in enumerate(calls) if call.extra["decision_id"] is not None)
    in_effect = [call.extra["decision_in_effect"] for call in calls[first:]]
    assert None not in in_effect and in_effect == sorted(in_effect)  # earlier cuts still apply


def test_bodies_are_kept_only_when_asked_and_redacted(tmp_path: Path) -> None:
    key = "sk-proj-" + "A1b2C3d4E5f6G7h8J9k0" * 2
    messages = [{"role": "user", "content": f"my key is {key}; say hi"}]
    for log_bodies in (False, True):
        db = tmp_path / f"bodies-{log_bodies}.db"
        with Recorder(db, log_bodies=log_bodies) as rec, ScriptedModel(default="hi") as model:
            router = Router(MODEL, context_window=20_000, recorder=rec, backend=model)
            router.complete(messages, session_id="s", api_key="local-demo-credential")
        with Recorder(db, readonly=True) as rec:
            (call,) = rec.session_calls("s")
        if not log_bodies:
            assert call.reply == {}
            continue
        request, response = call.reply["request"], call.reply["response"]
        assert "say hi" in request["messages"][0]["content"]
        assert response["choices"][0]["message"]["content"] == "hi"
        assert key not in json.dumps(call.reply) and "[REDACTED]" in json.dumps(call.reply)
        assert "local-demo-credential" not in json.dumps(call.reply)


class BrokenRecorder(Recorder):
    """A recorder whose call log cannot be written."""

    def save_call(self, call: CallRecord) -> None:
        raise OSError("disk on fire")


def test_a_call_log_that_cannot_be_written_never_fails_the_call(tmp_path: Path) -> None:
    with BrokenRecorder(tmp_path / "b.db") as rec, ScriptedModel(default="fine") as model:
        router = Router(MODEL, context_window=20_000, recorder=rec, backend=model)
        response = router.complete([{"role": "user", "content": "hi"}], session_id="s")
    assert response.choices[0].message.content == "fine"


def test_acomplete_wrap_and_refused_calls_are_logged(tmp_path: Path) -> None:
    db = tmp_path / "paths.db"
    with Recorder(db) as rec, ScriptedModel(default="ok") as model:
        router = Router(MODEL, context_window=20_000, recorder=rec, backend=model)
        asyncio.run(router.acomplete([{"role": "user", "content": "a"}], session_id="async"))

        def create(**kwargs: Any) -> Any:
            return model.completion(**kwargs)

        router.wrap(create)(model=MODEL, messages=[{"role": "user", "content": "w"}],
                            session_id="wrapped")  # fmt: skip
    with ScriptedModel([ProviderError("server", "boom", status=500)] * 4) as failing:
        with Recorder(db) as rec:
            router = Router(MODEL, context_window=20_000, recorder=rec, backend=failing)
            with pytest.raises(ProviderError):
                router.complete(tool_loop(2), session_id="refused", tools=TOOLS)
    with Recorder(db, readonly=True) as rec:
        for session in ("async", "wrapped"):
            (call,) = rec.session_calls(session)
            assert call.purpose == "main" and call.outcome == "ok" and call.prompt_tokens > 0
        (refused,) = rec.session_calls("refused")
        assert refused.outcome == "server" and refused.prompt_tokens == 0


# -- originals: stored once, folded ones recallable -------------------------------------------


def test_each_original_text_is_stored_once(session_db: Path) -> None:
    with sqlite3.connect(session_db) as conn:
        stored = conn.execute("SELECT content FROM originals WHERE same_as IS NULL").fetchall()
        refs = conn.execute(
            "SELECT tool_call_id, same_as FROM originals WHERE same_as IS NOT NULL"
        ).fetchall()
    assert len(stored) == len({row[0] for row in stored}) > 0
    assert refs, "branch keys are references to the stored text"
    with Recorder(session_db, readonly=True) as rec:
        for key, target in refs:
            assert rec.get_original(SESSION, key) == rec.get_original(SESSION, target)


def test_results_a_summary_folded_are_recallable(session_db: Path) -> None:
    with Recorder(session_db) as rec:
        summary = next(e for e in rec.load_edits(SESSION) if e.rung == "summarize")
        folded = summary.payload["summary"]["folded"]
        router = Router(MODEL, context_window=16_000, recorder=rec)
        texts = [router.recall(SESSION, key) for key in folded]
    assert folded and all("ITEM-" in text for text in texts)


# -- Datasette views, read with plain sqlite3 ---------------------------------------------------


def test_views_give_readable_columns(session_db: Path) -> None:
    with sqlite3.connect(session_db) as conn:
        conn.row_factory = sqlite3.Row
        decisions = conn.execute("SELECT * FROM decisions").fetchall()
        calls = conn.execute("SELECT * FROM call_log WHERE purpose = 'main'").fetchall()
        (totals,) = conn.execute("SELECT * FROM session_totals").fetchall()
    assert {"decision", "session", "rung", "tokens_saved", "reason"} <= set(decisions[0].keys())
    assert all(r["rung"] != "calibrate" for r in decisions)
    assert all(r["tokens_saved"] == r["tokens_before"] - r["tokens_after"] for r in decisions)
    assert len(calls) == ROUNDS and all(r["cost"] > 0 for r in calls)
    assert {r["decision"] for r in calls} - {None} <= {r["decision"] for r in decisions}
    assert all(r["estimated_prompt_tokens"] > 0 and r["usage_prompt_tokens"] > 0 for r in calls)
    assert totals["session"] == SESSION and totals["decisions"] == len(decisions)


# -- every audit command, in a subprocess --------------------------------------------------------


def test_show_by_call_answers_what_the_call_did_not_see(session_db: Path) -> None:
    calls: Rows = audit_json(session_db, "calls", "--purpose", "main", "-n", "0")
    call = next(c for c in calls if c["decision"] is not None)
    shown = audit_json(session_db, "show", "--call", str(call["call"]))
    assert shown["edit"]["id"] == call["decision"]
    assert shown["changes"] and all(c["original"] and c["sent"] for c in shown["changes"])
    text = audit(session_db, "show", "--call", str(call["call"]))
    assert text.returncode == 0 and "what was there" in text.stdout and "why:" in text.stdout


def test_show_of_a_summary_lists_the_folded_originals(session_db: Path) -> None:
    decisions: Rows = audit_json(session_db, "list", "--rung", "summarize")
    shown = audit_json(session_db, "show", str(decisions[0]["id"]), "--full")
    (summary,) = [c for c in shown["changes"] if c["kind"] == "summarized"]
    assert summary["original"].startswith("[call_") and not summary["approximate"]
    assert summary["original_tokens"] > summary["sent_tokens"]


def test_calls_lists_main_and_judge_calls(session_db: Path) -> None:
    calls: Rows = audit_json(session_db, "calls", "-n", "0")
    assert {c["purpose"] for c in calls} >= {"main", "summary"}
    assert sum(c["purpose"] == "main" for c in calls) == ROUNDS
    judged = [c for c in calls if c["purpose"] != "main"]
    assert all(c["decision"] is not None for c in judged)
    assert len(audit_json(session_db, "calls", "-n", "5")) == 5


def test_list_hides_calibrations_unless_all(session_db: Path) -> None:
    hidden: Rows = audit_json(session_db, "list", "-n", "0")
    shown: Rows = audit_json(session_db, "list", "-n", "0", "--all")
    assert "calibrate" not in {r["rung"] for r in hidden}
    assert "calibrate" in {r["rung"] for r in shown} and len(shown) > len(hidden)


def test_report_writes_one_self_contained_html_file(session_db: Path, tmp_path: Path) -> None:
    page = tmp_path / "report.html"
    done = audit_json(session_db, "report", "--html", str(page), "--session", SESSION)
    html = page.read_text(encoding="utf-8")
    assert done["sessions"] == 1 and done["bytes"] == len(html.encode())
    assert "<svg" in html and "http://" not in html.replace("http://www.w3.org", "")


@pytest.mark.parametrize("command", [["sessions"], ["stats"], ["verify"], ["export"], ["path"]])
def test_the_other_commands_print_json(session_db: Path, command: list[str]) -> None:
    assert audit_json(session_db, *command)


def test_prune_dry_run_says_what_it_keeps(session_db: Path) -> None:
    report = audit_json(session_db, "prune", "--keep", "0", "--dry-run")
    assert report["sessions"] == [] and report["kept"][0]["session"] == SESSION
    assert "active in the last hour" in report["kept"][0]["why"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["show", "987654"], "no decision with id 987654"),
        (["show", "--call", "987654"], "no call with id 987654"),
        (["calls", "--session", "nobody"], "no session 'nobody'"),
        (["list", "--session", "nobody"], "no session 'nobody'"),
        (["report", "--html", "/tmp/x.html", "--session", "nobody"], "nobody"),
    ],
)
def test_bad_ids_and_sessions_get_one_clear_line(
    session_db: Path, argv: list[str], message: str
) -> None:
    done = audit(session_db, *argv)
    assert done.returncode == 2 and done.stdout == ""
    assert message in done.stderr and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1


def test_version() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "router.cli", "--version"], capture_output=True, text=True,
        check=False, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0 and done.stdout.startswith("compaction-router ")
