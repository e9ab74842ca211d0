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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Protocol

from recorder.errors import RecorderError
from recorder.report_model import (
    DERIVED,
    ChangedMessage,
    ChangeKind,
    ReportCall,
    ReportDecision,
    ReportSession,
    natural_key,
)
from recorder.types import CallRecord, EditRecord, SessionInfo

__all__ = ["decision_changes", "estimate_tokens", "report_data_from_recorder"]

TokenCounter = Callable[[str], int]
CALIBRATE = "calibrate"
_ESTIMATE_KEYS = ("estimated_prompt_tokens", "prompt_tokens_estimated", "estimated_tokens")
_DECISION_KEYS = ("decision_id", "edit_id", "decision")
_UNCOMPACTED_KEYS = ("uncompacted_tokens", "tokens_uncompacted", "tokens_before")
_WINDOW_KEYS = ("context_window", "window")
_FOLDED_KEYS = ("originals", "folded", "ids", "tool_call_ids")


def summary_text(payload: dict[str, Any]) -> str | None:
    """The summary message text of an edit payload, if it has one."""
    summary = payload.get("summary")
    if not isinstance(summary, dict):
        return None
    message = summary.get("message")
    content = message.get("content") if isinstance(message, dict) else summary.get("text")
    if content is None and isinstance(summary.get("append"), str):  # lines appended to the last
        content = summary["append"].lstrip("\n")
    if isinstance(content, list):
        parts = [part.get("text", "") for part in content if isinstance(part, dict)]
        content = "\n".join(str(part) for part in parts)
    return content if isinstance(content, str) else None


class RecorderLike(Protocol):
    """The part of the Recorder API the report reads."""

    def sessions(self) -> list[SessionInfo]:
        """Every session, most recently active first."""

    def load_edits(self, session_id: str) -> list[EditRecord]:
        """A session's edits."""

    def session_calls(self, session_id: str, limit: int = 50) -> list[CallRecord]:
        """A session's model calls, oldest first; `limit` <= 0 is all."""

    def get_original(self, session_id: str, tool_call_id: str) -> str | None:
        """The recorded original of a masked or truncated tool result."""


def estimate_tokens(text: str) -> int:
    """A tokenizer-free estimate (about four bytes a token) used when no counter is given."""
    return (len(text.encode("utf-8")) + 3) // 4


def _first(extra: Mapping[str, Any], keys: Sequence[str]) -> Any:
    """The first of `keys` present (not None) in `extra`."""
    return next((extra[key] for key in keys if extra.get(key) is not None), None)


def _as_int(value: Any) -> int | None:
    """An int from a stored number, or None when it is missing or not a number."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return int(value)


def _as_float(value: Any) -> float | None:
    """A float from a stored number, or None when it is missing or not a number."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _changes(
    recorder: RecorderLike, session_id: str, edit: EditRecord, count: TokenCounter
) -> list[ChangedMessage]:
    """Masked and truncated results (natural id order), then the summary, of one edit."""
    changes: list[ChangedMessage] = []
    kinds: tuple[tuple[str, ChangeKind], ...] = (("replace", "masked"), ("truncate", "truncated"))
    for name, kind in kinds:
        texts = edit.payload.get(name)
        if not isinstance(texts, dict):
            continue
        for key in sorted(texts, key=lambda k: natural_key(str(k))):
            original = recorder.get_original(session_id, str(key))
            sent = str(texts[key])
            changes.append(
                ChangedMessage(
                    key=str(key),
                    kind=kind,
                    original=original,
                    sent=sent,
                    original_tokens=None if original is None else count(original),
                    sent_tokens=count(sent),
                )
            )
    summary = _summary_change(recorder, session_id, edit, count)
    return changes + ([summary] if summary else [])


def decision_changes(
    recorder: RecorderLike, edit: EditRecord, count: TokenCounter | None = None
) -> list[ChangedMessage]:
    """What one decision changed, message by message in natural order: original and sent."""
    return _changes(recorder, edit.session_id, edit, count or estimate_tokens)


def _folded_text(recorder: RecorderLike, session_id: str, folded: Any) -> str | None:
    """The recorded originals a summary folded, when the payload names or holds them."""
    if isinstance(folded, dict):
        pairs = [(str(k), str(v)) for k, v in folded.items()]
    elif isinstance(folded, list):
        found = [(str(k), recorder.get_original(session_id, str(k))) for k in folded]
        pairs = [(k, v) for k, v in found if v is not None]
    else:
        return None
    pairs.sort(key=lambda pair: natural_key(pair[0]))
    return "\n\n".join(f"[{key}]\n{text}" for key, text in pairs) or None


def _summary_change(
    recorder: RecorderLike, session_id: str, edit: EditRecord, count: TokenCounter
) -> ChangedMessage | None:
    """The summary of an edit as one change: the folded range and the summary text."""
    summary = edit.payload.get("summary")
    sent = summary_text(edit.payload)
    if not isinstance(summary, dict) or sent is None:
        return None
    start, end = _as_int(summary.get("start")), _as_int(summary.get("end"))
    span = f"messages {start}–{end - 1}" if start is not None and end is not None else "messages"
    original = _folded_text(recorder, session_id, _first(summary, _FOLDED_KEYS))
    sent_tokens = count(sent)
    if original is not None:
        return ChangedMessage(span, "summarized", original, sent, count(original), sent_tokens)
    folded_tokens = edit.tokens_before - edit.tokens_after + sent_tokens
    return ChangedMessage(span, "summarized", None, sent, folded_tokens, sent_tokens, True)


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
        changes=tuple(_changes(recorder, session_id, edit, count)),
    )


def _decision_at(stamp: str, edits: Sequence[EditRecord]) -> int | None:
    """The decision a judge call worked for: the first one recorded at or after the call."""
    later = [e for e in edits if (e.created or "") >= stamp]
    return later[0].id if later else None


def _call(record: CallRecord, index: int, edits: Sequence[EditRecord]) -> ReportCall:
    """One recorded call; fields the record lacks stay None."""
    main = record.purpose == "main"
    extra = record.extra
    decision = _as_int(_first(extra, _DECISION_KEYS))
    if decision is None and not main:
        decision = _decision_at(record.created or "", edits)
    usage = record.prompt_tokens or None
    estimate = _as_int(_first(extra, _ESTIMATE_KEYS))
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
        uncompacted_tokens=_as_int(_first(extra, _UNCOMPACTED_KEYS)),
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
        window=_as_int(window),
        trigger=overrides.get("trigger") or _as_float(_extra_number(records, ("trigger",))),
        target=overrides.get("target") or _as_float(_extra_number(records, ("target",))),
        reserve=_as_int(_extra_number(records, ("reserve",))),
        mask_trigger=_mask_trigger(records),
        notes=notes,
    )


def _extra_number(records: Sequence[CallRecord], keys: Sequence[str]) -> Any:
    """The last value of `keys` any main call's extra holds."""
    values = [_first(r.extra, keys) for r in records if r.purpose == "main"]
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
