"""``audit calls``: the log of every main and judge call, with the decision each one carried.

A main call names the decision it was sent with in the row's ``extra`` (``decision_in_effect``:
its own decision, else the newest earlier one its request was built on); a judge call worked
for the first decision of its session recorded at or after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Console

from recorder import CallRecord, EditRecord, Recorder
from router.cli.tables import money, number, print_table, when

__all__ = ["call_log", "render_calls"]

_HEADERS = ("call", "created", "session", "purpose", "decision", "model", "estimated", "usage",
            "cached", "completion", "latency", "cost", "outcome")  # fmt: skip
_RIGHT = ("call", "decision", "estimated", "usage", "cached", "completion", "latency", "cost")


def _decision_of(call: CallRecord, edits: Sequence[EditRecord]) -> int | None:
    """The decision a call carried (main) or worked for (judge)."""
    if call.purpose == "main":
        named = call.extra.get("decision_in_effect", call.extra.get("decision_id"))
        return named if isinstance(named, int) else None
    later = [e for e in edits if (e.created or "") >= (call.created or "")]
    return later[0].id if later else None


def _row(call: CallRecord, edits: Sequence[EditRecord]) -> dict[str, Any]:
    """One call as the log shows it (also its ``--json`` form)."""
    estimate = call.extra.get("estimated_prompt_tokens")
    return {
        "call": call.id,
        "created": call.created,
        "session": call.session_id,
        "purpose": call.purpose,
        "decision": _decision_of(call, edits),
        "model": call.model,
        "estimated_prompt_tokens": estimate if isinstance(estimate, int) else None,
        "usage_prompt_tokens": call.prompt_tokens or None,
        "cached_tokens": call.cached_tokens or None,
        "completion_tokens": call.completion_tokens,
        "latency_ms": round(call.latency_ms, 1),
        "attempts": call.attempts,
        "cost": call.cost,
        "outcome": call.outcome,
        "bodies": bool(call.reply) if call.purpose == "main" else None,
    }


def call_log(
    rec: Recorder, session: str | None, purpose: str | None, limit: int
) -> list[dict[str, Any]]:
    """Calls newest first, optionally of one session or purpose (``judge``: every judge call)."""
    sessions = [session] if session is not None else [i.session_id for i in rec.sessions()]
    rows: list[dict[str, Any]] = []
    for session_id in sessions:
        edits = [e for e in rec.load_edits(session_id) if e.rung != "calibrate"]
        edits.sort(key=lambda e: (e.created or "", e.id or 0))
        for call in rec.session_calls(session_id, limit=0):
            is_main = call.purpose == "main"
            if purpose is None or purpose == call.purpose or (purpose == "judge" and not is_main):
                rows.append(_row(call, edits))
    rows.sort(key=lambda row: (row["created"] or "", row["call"] or 0), reverse=True)
    return rows[:limit] if limit > 0 else rows


def render_calls(out: Console, rows: Sequence[dict[str, Any]]) -> None:
    """Print the call log as a table, oldest at the bottom."""
    cells = [
        (r["call"], when(r["created"]), r["session"], r["purpose"], number(r["decision"]),
         r["model"], number(r["estimated_prompt_tokens"]), number(r["usage_prompt_tokens"]),
         number(r["cached_tokens"]), number(r["completion_tokens"]),
         number(r["latency_ms"], "{:,.0f} ms"), money(r["cost"]), r["outcome"])
        for r in rows
    ]  # fmt: skip
    print_table(out, _HEADERS, cells, title="Model calls (newest first)", right=_RIGHT)
