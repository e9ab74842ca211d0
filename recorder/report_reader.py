"""Builds the HTML report's data from a Recorder: decisions with their originals, and calls.

Main calls are ``calls`` rows with purpose ``main``; every field is optional. `prompt_tokens`
is the provider's usage; `extra` may add ``estimated_prompt_tokens``, ``decision_id``,
``uncompacted_tokens``, ``context_window``/``trigger``/``target``/``reserve``/``mask_trigger``
and ``tokens_ratio`` (the chart's levels, see `recorder.report_levels`). A decision no main call
names goes to the first main call recorded after it; with no main calls at all, one stand-in
call per decision is derived. A summary's folded originals are shown when its payload lists
them (``originals``: {id: text}, or ``folded``/``ids``: [tool_call_id, ...]).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from recorder.errors import RecorderError
from recorder.report_changes import (
    RecorderLike,
    TokenCounter,
    as_int,
    decision_changes,
    edit_changes,
    estimate_tokens,
    first_present,
)
from recorder.report_model import (
    DERIVED,
    ReportCall,
    ReportDecision,
    ReportSession,
    natural_key,
)
from recorder.types import CallRecord, EditRecord

__all__ = ["decision_changes", "estimate_tokens", "report_data_from_recorder"]

CALIBRATE = "calibrate"
_ESTIMATE_KEYS = ("estimated_prompt_tokens", "prompt_tokens_estimated", "estimated_tokens")
_DECISION_KEYS = ("decision_id", "edit_id", "decision")
_UNCOMPACTED_KEYS = ("uncompacted_tokens", "tokens_uncompacted", "tokens_before")
_WINDOW_KEYS = ("context_window", "window")


def _as_float(value: Any) -> float | None:
    """A float from a stored number, or None when it is missing or not a number."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _decision(
    recorder: RecorderLike, session_id: str, edit: EditRecord, count: TokenCounter
) -> ReportDecision:
    """One edit as a report decision."""
    kept = edit.payload.get("keep")
    return ReportDecision(
        id=edit.id or 0,
        rung=edit.rung,
        reason=edit.reason,
        tokens_before=edit.tokens_before,
        tokens_after=edit.tokens_after,
        source=edit.source,
        created=edit.created or "",
        messages=edit.anchor_len,
        kept=tuple(sorted((str(k) for k in kept), key=natural_key))
        if isinstance(kept, list)
        else (),
        changes=tuple(edit_changes(recorder, session_id, edit, count)),
    )


def _decision_at(stamp: str, edits: Sequence[EditRecord]) -> int | None:
    """The decision a judge call worked for: the first one recorded at or after the call."""
    later = [e for e in edits if (e.created or "") >= stamp]
    return later[0].id if later else None


def _call(record: CallRecord, index: int, edits: Sequence[EditRecord]) -> ReportCall:
    """One recorded call; fields the record lacks stay None."""
    main = record.purpose == "main"
    extra = record.extra
    decision = as_int(first_present(extra, _DECISION_KEYS))
    if decision is None and not main:
        decision = _decision_at(record.created or "", edits)
    usage = record.prompt_tokens or None
    estimate = as_int(first_present(extra, _ESTIMATE_KEYS))
    return ReportCall(
        index=index,
        purpose="main" if main else "judge",
        model=record.model,
        prompt_tokens=estimate if estimate is not None else usage,
        usage_prompt_tokens=usage,
        cached_tokens=record.cached_tokens if record.cached_tokens else None,
        completion_tokens=record.completion_tokens,
        latency_ms=record.latency_ms or None,
        cost=record.cost,
        outcome=record.outcome,
        decision_id=decision,
        uncompacted_tokens=as_int(first_present(extra, _UNCOMPACTED_KEYS)),
        detail="" if main else record.purpose,
        ratio=_as_float(extra.get("tokens_ratio")) or 1.0,
    )


def _place_decisions(
    calls: list[ReportCall], stamps: Sequence[str], edits: Sequence[EditRecord]
) -> list[ReportCall]:
    """Give each decision with no main call naming it the first main call made after it."""
    named = {call.decision_id for call in calls if call.purpose == "main"}
    placed = list(calls)
    for edit in edits:
        if edit.id in named:
            continue
        for position, call in enumerate(placed):
            later = stamps[position] >= (edit.created or "")
            if call.purpose == "main" and call.decision_id is None and later:
                placed[position] = replace(call, decision_id=edit.id)
                break
    return placed


def _derived_calls(decisions: Sequence[ReportDecision]) -> tuple[ReportCall, ...]:
    """Stand-in main calls, one per decision, for databases that hold no main calls."""
    calls, carried = [], 0
    for index, decision in enumerate(decisions, 1):
        carried += decision.saved
        sent = decision.tokens_after
        calls.append(
            ReportCall(index, "main", "", sent, decision_id=decision.id, outcome=DERIVED,
                       uncompacted_tokens=sent + carried)
        )  # fmt: skip
    return tuple(calls)


def _session(
    recorder: RecorderLike, session_id: str, count: TokenCounter, overrides: dict[str, Any]
) -> ReportSession:
    """One session's report data."""
    edits = [e for e in recorder.load_edits(session_id) if e.rung != CALIBRATE]
    edits.sort(key=lambda e: (e.created or "", e.id or 0))
    records = recorder.session_calls(session_id, limit=0)
    ordinals = {"main": 0, "judge": 0}
    calls: list[ReportCall] = []
    for record in records:
        group = "main" if record.purpose == "main" else "judge"
        ordinals[group] += 1
        calls.append(_call(record, ordinals[group], edits))
    calls = _place_decisions(calls, [record.created or "" for record in records], edits)
    decisions = tuple(_decision(recorder, session_id, e, count) for e in edits)
    notes: tuple[str, ...] = ()
    if not any(call.purpose == "main" for call in calls) and decisions:
        calls = [*calls, *_derived_calls(decisions)]
        notes = ("Main calls are not recorded in this database: the chart shows only the "
                 "requests where decisions were made, and no bill.",)  # fmt: skip
    window = overrides.get("window") or _extra_number(records, _WINDOW_KEYS)
    return ReportSession(
        session_id=session_id,
        calls=tuple(calls),
        decisions=decisions,
        window=as_int(window),
        trigger=overrides.get("trigger") or _as_float(_extra_number(records, ("trigger",))),
        target=overrides.get("target") or _as_float(_extra_number(records, ("target",))),
        reserve=as_int(_extra_number(records, ("reserve",))),
        mask_trigger=_mask_trigger(records),
        notes=notes,
    )


def _extra_number(records: Sequence[CallRecord], keys: Sequence[str]) -> Any:
    """The last value of `keys` any main call's extra holds."""
    values = [first_present(r.extra, keys) for r in records if r.purpose == "main"]
    present = [value for value in values if value is not None]
    return present[-1] if present else None


def _mask_trigger(records: Sequence[CallRecord]) -> float | str | None:
    """The early tier's setting the last main call recorded ('auto', a number; None: off)."""
    values = [
        r.extra["mask_trigger"]
        for r in records
        if r.purpose == "main" and "mask_trigger" in r.extra
    ]
    last = values[-1] if values else None
    return last if last == "auto" else _as_float(last)


def report_data_from_recorder(
    recorder: RecorderLike,
    session: str | None = None,
    *,
    count_tokens: TokenCounter | None = None,
    window: int | None = None,
    trigger: float | None = None,
    target: float | None = None,
) -> list[ReportSession]:
    """Report data for one session or every session (most recently active first).

    `count_tokens` counts the tokens of a text (default: `estimate_tokens`); `window`, `trigger`
    and `target` draw the window lines when the recorded calls do not carry them.
    """
    known = [info.session_id for info in recorder.sessions()]
    if session is not None and session not in known:
        raise RecorderError(
            f"session {session!r} is not in this database; `audit list` shows its sessions"
        )
    chosen = [session] if session is not None else known
    overrides = {"window": window, "trigger": trigger, "target": target}
    count = count_tokens or estimate_tokens
    return [_session(recorder, sid, count, overrides) for sid in chosen]
