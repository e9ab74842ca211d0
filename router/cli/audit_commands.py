"""Handlers of the audit commands that render with `rich`: list, show, calls, sessions, stats,
prune and report. Each prints ``--json`` unchanged when asked."""

from __future__ import annotations

import argparse
from dataclasses import asdict
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from recorder import CallRecord, EditRecord, PruneReport, Recorder, RecorderError, SessionInfo
from recorder.prune import ACTIVE_WINDOW
from router.cli.audit_calls import call_log, render_calls
from router.cli.audit_show import (
    changes_of,
    nearest_calls,
    render_show,
    show_document,
    token_counter,
)
from router.cli.tables import console, inert, inert_json, money, print_table, when

__all__ = [
    "cmd_calls",
    "cmd_list",
    "cmd_prune",
    "cmd_report",
    "cmd_sessions",
    "cmd_show",
    "cmd_stats",
]

CALIBRATE = "calibrate"


def _json(args: argparse.Namespace, value: Any) -> bool:
    """Print `value` as JSON when ``--json`` was given; tell whether it was."""
    if not getattr(args, "json", False):
        return False
    print(inert_json(value))
    return True


def _known_session(rec: Recorder, session: str | None) -> None:
    """Refuse a session the database does not hold, saying where to look."""
    if session is not None and session not in {i.session_id for i in rec.sessions()}:
        raise RecorderError(
            f"no session {session!r} in {rec.location}: `compaction-router audit sessions` "
            "lists the sessions it holds"
        )


def _edits(rec: Recorder, args: argparse.Namespace) -> list[EditRecord]:
    """The decisions ``audit list`` shows: calibration rows only with ``--all``."""
    session, rung = getattr(args, "session", None), getattr(args, "rung", None)
    _known_session(rec, session)
    limit = getattr(args, "limit", 50)
    hide = not getattr(args, "all", False) and rung != CALIBRATE
    since = getattr(args, "since", None)
    edits = rec.list_edits(session=session, rung=rung, since=since, limit=0 if hide else limit)
    if hide:
        edits = [edit for edit in edits if edit.rung != CALIBRATE]
    return edits[:limit] if limit > 0 else edits


def cmd_list(args: argparse.Namespace, rec: Recorder) -> int:
    """List recent decisions (calibrations only with ``--all``)."""
    edits = _edits(rec, args)
    if _json(args, [asdict(edit) for edit in edits]):
        return 0
    heads = ("id", "created", "session", "messages", "rung", "source", "tokens", "saved", "reason")
    rows = [
        (e.id, when(e.created), e.session_id, e.anchor_len, e.rung, e.source,
         f"{e.tokens_before:,} → {e.tokens_after:,}", f"{e.tokens_before - e.tokens_after:,}",
         e.reason)
        for e in edits
    ]  # fmt: skip
    out = console()
    print_table(out, heads, rows, title="Decisions (newest first)", right=("id", "saved"))
    if rows:
        out.print("`audit show ID` shows what a decision cut and what was sent instead.")
    return 0


def _decision_for_call(rec: Recorder, call_id: int) -> int:
    """The decision a main call (by its id in ``audit calls``) was sent with."""
    for row in call_log(rec, None, None, 0):
        if row["call"] == call_id:
            if row["decision"] is None:
                raise RecorderError(
                    f"call {call_id} was sent with no compaction decision: nothing was cut"
                )
            return int(row["decision"])
    raise RecorderError(f"no call with id {call_id}: `compaction-router audit calls` lists them")


def _sent_with(call: CallRecord) -> Any:
    """The decision a main call was sent with, as its row records it."""
    return call.extra.get("decision_in_effect", call.extra.get("decision_id"))


def cmd_show(args: argparse.Namespace, rec: Recorder) -> int:
    """Show one decision side by side: what was there and what was sent."""
    call_id = getattr(args, "call", None)
    decision_id = args.decision_id
    if (decision_id is None) == (call_id is None):
        raise RecorderError("give a decision id (audit list) or --call ID (audit calls)")
    if call_id is not None:
        decision_id = _decision_for_call(rec, call_id)
    edit = rec.get_edit(decision_id)
    if edit is None:
        raise RecorderError(
            f"no decision with id {decision_id}: `compaction-router audit list` lists them"
        )
    full = bool(getattr(args, "full", False))
    changes = changes_of(rec, edit, token_counter(rec))
    calls = [c for c in rec.session_calls(edit.session_id, limit=0) if _sent_with(c) == edit.id]
    earlier = [e.id or 0 for e in rec.load_edits(edit.session_id)
               if e.rung != CALIBRATE and (e.id or 0) < (edit.id or 0)
               and e.anchor_len <= edit.anchor_len]  # fmt: skip
    document = show_document(edit, changes, nearest_calls(rec, edit), full)
    sent_with = {"main_calls": [asdict(call) for call in calls], "earlier_decisions": earlier}
    if not _json(args, {**document, **sent_with}):
        render_show(console(), edit, changes, calls, full, earlier)
    return 0


def cmd_calls(args: argparse.Namespace, rec: Recorder) -> int:
    """The call log: every main and judge call."""
    session = getattr(args, "session", None)
    _known_session(rec, session)
    rows = call_log(rec, session, getattr(args, "purpose", None), getattr(args, "limit", 50))
    if not _json(args, rows):
        render_calls(console(), rows)
    return 0


def cmd_sessions(args: argparse.Namespace, rec: Recorder) -> int:
    """List sessions."""
    infos = rec.sessions()
    if _json(args, [asdict(info) for info in infos]):
        return 0
    heads = ("session", "first seen", "last seen", "edits", "calls", "tokens saved", "cost")
    rows = [
        (i.session_id, when(i.first_seen), when(i.last_seen), i.edits, i.calls,
         f"{i.tokens_saved:,}", money(i.cost))
        for i in infos
    ]  # fmt: skip
    print_table(console(), heads, rows, title="Sessions", right=heads[3:])
    return 0


def cmd_stats(args: argparse.Namespace, rec: Recorder) -> int:
    """Show totals: decisions by rung, calls by purpose, tokens saved and cost."""
    totals = rec.stats()
    if _json(args, totals):
        return 0
    out = console()
    metrics = [
        ("sessions", totals["sessions"]), ("decisions", totals["edits"]),
        ("tokens saved", f"{totals['tokens_saved']:,}"), ("fallbacks", totals["fallbacks"]),
        ("divergences", totals["divergences"]), ("originals kept", totals["originals"]),
        ("judge cost", money(totals["judge_cost"])),
        ("summariser cost", money(totals["summary_cost"])),
    ]  # fmt: skip
    print_table(out, ("metric", "value"), metrics, title="Totals", right=("value",))
    print_table(out, ("rung", "decisions"), sorted(totals["rungs"].items()), title="By rung")
    calls = [
        (purpose, c["calls"], c["failed"], c["prompt_tokens"], c["completion_tokens"],
         c["cached_tokens"], money(c["cost"]))
        for purpose, c in sorted(totals["calls"].items())
    ]  # fmt: skip
    heads = ("purpose", "calls", "failed", "prompt", "completion", "cached", "cost")
    print_table(out, heads, calls, title="Calls by purpose", right=heads[1:])
    return 0


def _why_kept(info: SessionInfo, args: argparse.Namespace, rank: int, spare: timedelta) -> str:
    """Why prune left a session."""
    now = datetime.now(UTC)
    idle = now - datetime.fromisoformat(info.last_seen)
    if spare and idle < spare:
        return "active in the last hour (--include-active deletes it)"
    if args.keep is not None and rank < args.keep:
        return f"among the {args.keep} most recent (--keep)"
    return f"idle {str(idle).split('.')[0]}, less than --older-than {args.older_than}"


def cmd_prune(args: argparse.Namespace, rec: Recorder) -> int:
    """Delete (or with --dry-run list) old sessions, saying what was kept and why."""
    spare = timedelta(0) if getattr(args, "include_active", False) else ACTIVE_WINDOW
    before = rec.sessions()
    report: PruneReport = rec.prune(
        older_than=args.older_than, keep_sessions=args.keep, dry_run=args.dry_run,
        spare_active=spare,
    )  # fmt: skip
    gone = set(report.sessions)
    ranked = sorted(before, key=lambda i: (i.last_seen, i.session_id), reverse=True)
    kept = [(i.session_id, _why_kept(i, args, rank, spare))
            for rank, i in enumerate(ranked) if i.session_id not in gone]  # fmt: skip
    if _json(args, {**asdict(report), "kept": [{"session": s, "why": w} for s, w in kept]}):
        return 0
    out = console()
    verb = "would delete" if report.dry_run else "deleted"
    counts = [("sessions", len(report.sessions)), ("edits", report.edits),
              ("calls", report.calls), ("originals", report.originals),
              ("divergences", report.divergences)]  # fmt: skip
    print_table(out, ("table", verb), counts, title=f"Prune ({verb})", right=(verb,))
    gone_rows = [(session,) for session in report.sessions]
    print_table(out, ("session",), gone_rows, title=f"Sessions {verb}", empty="none")
    print_table(out, ("session", "kept because"), kept, title="Kept", empty="none")
    return 0


def cmd_report(args: argparse.Namespace, rec: Recorder) -> int:
    """Write the self-contained HTML report (charts and side-by-side decisions)."""
    from recorder.html_report import render_report, report_data_from_recorder

    given = getattr(args, "output", None) or getattr(args, "html", None)
    if not given:
        raise RecorderError("say where to write the report: audit report -o report.html")
    session = getattr(args, "session", None)
    data = report_data_from_recorder(rec, session, count_tokens=token_counter(rec))
    html = render_report(data)
    target = Path(given).expanduser()
    try:
        target.write_text(html, encoding="utf-8")
    except OSError as exc:
        raise RecorderError(f"cannot write the report to {target}: {exc.strerror}") from None
    summary = {"path": str(target.absolute()), "sessions": len(data), "bytes": len(html.encode())}
    if not _json(args, summary):
        noun = "session" if len(data) == 1 else "sessions"
        print(f"Wrote {inert(summary['path'])}: {len(data)} {noun}, {summary['bytes']:,} bytes.")
    return 0
