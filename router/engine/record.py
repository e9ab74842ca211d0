"""Recording a decision and building the result the caller gets (new, replayed or passed)."""

from __future__ import annotations

from dataclasses import replace
from operator import attrgetter
from typing import Any

from judges.types import RUNGS
from recorder import payload_hash
from recorder.types import EditRecord
from router.config_model import RouterConfig
from router.engine.originals import save_originals, with_folded_keys
from router.engine.result import CompactResult, RungName
from router.engine.steps import Attempt, mask_step
from router.errors import ContextBudgetExceeded
from router.history.edit_log import Plan, anchor_key, branch_anchor, same_settings
from router.history.edit_store import EditStore, is_provisional
from router.history.summary_delta import stored_summary
from router.history.view import View
from rungs import finish_messages

__all__ = ["compact_result", "record", "replay"]


def record(
    view: View,
    settings: RouterConfig,
    store: EditStore,
    attempt: Attempt,
    rung: RungName,
    source: str,
    reason: str,
    truncated: tuple[str, ...],
) -> CompactResult:
    job, plan = view.job, attempt.plan
    if rung == "stop":
        prepare_stop(attempt, reason)
    payload = plan.payload_since(view.base)
    if rung == "nothing" and payload.get("replace") is None and source != "judge" and not truncated:
        return compact_result(view, plan, "nothing", replayed=False, reason=reason)
    payload = with_folded_keys(view, payload)
    save_originals(view, store, payload)
    if payload.get("summary"):  # stored as the lines it appends, when it only appends
        payload = {**payload, "summary": stored_summary(payload["summary"], view.base.summary)}
    if plan.finish:
        tokens_after = view.tokens(final_messages(view, plan), with_tools=False)
    else:
        tokens_after = view.plan_tokens(plan)
    edit = EditRecord(
        session_id=job.session_id,
        anchor_len=view.size,
        anchor_hash=anchor(view),
        rung=rung,
        reason=reason[:500],
        source=source,
        payload=payload,
        payload_hash=payload_hash(payload),
        tokens_before=view.plan_tokens(view.base),
        tokens_after=tokens_after,
        judge_model=None if settings.judge.name == "rule" else settings.judge.name,
        config_hash=settings.config_hash,
    )
    foreign = view.foreign_here()
    if foreign is not None:  # a router with other settings decided this request: branch
        edit = settings_branch(edit, foreign)
    stored = store.save_edit(edit)
    if not same_settings(stored, edit.config_hash):  # decided meanwhile under other settings
        edit = settings_branch(edit, stored)
        stored = store.save_edit(edit)
    unwritten = tuple(unwritten_decisions(store, job.session_id))
    recorded = not is_provisional(stored)
    if stored.payload_hash != edit.payload_hash and not redacted_copy(stored, edit):
        return replace(replay(view, stored), recorded=recorded, unwritten=unwritten)
    if stored.payload_hash != edit.payload_hash:  # the store redacted a secret: send what it keeps
        plan = view.base.copy()
        plan.absorb(stored.payload)
        plan.finish = attempt.plan.finish
    return compact_result(
        view,
        plan,
        rung,
        replayed=False,
        reason=reason,
        source=source,
        decision_id=stored.id if recorded else None,
        judge_calls=attempt.judge_calls,
        truncated=truncated,
        recorded=recorded,
        unwritten=unwritten,
    )


def unwritten_decisions(store: EditStore, session_id: str) -> list[EditRecord]:
    """The session's decisions a store kept in memory while it was unavailable."""
    unwritten = getattr(store, "unwritten", None)
    return list(unwritten(session_id)) if callable(unwritten) else []


def redacted_copy(stored: EditRecord, edit: EditRecord) -> bool:
    """Whether `stored` is `edit` as the store wrote it (secrets redacted), not another decision."""
    decision = attrgetter(
        "session_id", "anchor_len", "anchor_hash", "rung", "source", "config_hash", "tokens_before"
    )
    return bool(decision(stored) == decision(edit))


def anchor(view: View) -> str:
    """The anchor of a new edit; a later step on a request already decided gets a `.k` suffix."""
    steps = len(view.exact_edits())
    return view.anchor_hash if steps == 0 else f"{view.anchor_hash}.{steps}"


def settings_branch(edit: EditRecord, other: EditRecord) -> EditRecord:
    """`edit` as a branch beside `other`, a decision on the same request under other settings.

    Its anchor gets a `~settings` suffix, so neither router replays the other's decision, and
    the payload's `settings_branch` field tells the audit which decision it stands beside.
    """
    payload = {
        **edit.payload,
        "settings_branch": {"beside": other.id, "other_config_hash": other.config_hash},
    }
    _, dot, step = edit.anchor_hash.partition(".")
    return replace(
        edit,
        anchor_hash=branch_anchor(anchor_key(edit.anchor_hash), edit.config_hash) + dot + step,
        payload=payload,
        payload_hash=payload_hash(payload),
        reason=f"settings differ from decision {other.id}: decided afresh; {edit.reason}"[:500],
    )


def prepare_stop(attempt: Attempt, reason: str) -> None:
    view, settings = attempt.view, attempt.settings
    if settings.on_stop != "finish":
        raise ContextBudgetExceeded(
            tokens=attempt.tokens(),
            window=view.budget.window,
            hard_limit=view.budget.hard_limit,
            tried=reason.split("; ")[0:1],
            reason=reason,
        )
    mask_step(attempt, spare_kept=False, keep_last=0)
    attempt.plan.finish = True
    tokens = view.tokens(finish_messages(attempt.messages()), with_tools=False)
    if tokens > view.budget.hard_limit:
        raise ContextBudgetExceeded(
            tokens=tokens,
            window=view.budget.window,
            hard_limit=view.budget.hard_limit,
            tried=("stop",),
            reason=reason + "; even the final request without tools does not fit",
        )


def final_messages(view: View, plan: Plan) -> list[dict[str, Any]]:
    messages = view.render(plan)
    return finish_messages(messages) if plan.finish else messages


def replay(view: View, edit: EditRecord) -> CompactResult:
    plan = view.base.copy()
    plan.absorb(edit.payload)
    plan.finish = bool(edit.payload.get("finish"))
    rung: RungName = next((name for name in RUNGS if name == edit.rung), "nothing")
    if rung == "stop" and not plan.finish:
        rung = "nothing"
    recorded = not is_provisional(edit)
    return compact_result(
        view, plan, rung, replayed=True, reason=edit.reason, source="replay",
        decision_id=edit.id if recorded else None, recorded=recorded,
        unwritten=() if recorded else (edit,),
    )  # fmt: skip


def compact_result(
    view: View, plan: Plan, rung: RungName, *, replayed: bool, **extra: Any
) -> CompactResult:
    messages = final_messages(view, plan)
    tokens = view.tokens(messages, with_tools=False) if plan.finish else view.plan_tokens(plan)
    return CompactResult(
        messages=messages,
        rung=rung,
        tokens_before=view.tokens_before,
        tokens_after=tokens,
        replayed=replayed,
        drop_tools=plan.finish,
        **extra,
    )
