"""What was cut follows the conversation: a new user turn brings back what it asks about.

A result masked or folded early was excerpted for the goal known then. When a later user turn
asks about something its original holds, the passages that answer it come back as a note on
that turn (`router.engine.retrieve`), so nothing before the turn is rewritten and the prompt
cache stays whole.
"""

from __future__ import annotations

from router.config_model import RouterConfig
from router.engine.cut_results import carried_calls, sent_back
from router.engine.record import record
from router.engine.result import CompactResult
from router.engine.retrieve import retrieve_step
from router.engine.steps import Attempt
from router.engine.turns import user_turns
from router.history.edit_log import Plan
from router.history.edit_store import EditStore
from router.history.view import View

__all__ = ["new_user_turn", "record_refresh", "refreshed_plan"]

UNCHANGED_KEPT = 64
"""Requests remembered per session as needing no refresh."""


def new_user_turn(view: View) -> bool:
    """Whether a user message arrived after the session's last decision (before the first
    decision: whether a user message other than the task is there)."""
    last = view.last_decision()
    turns = user_turns(view)
    if last is None:
        return turns.last is not None and turns.last != turns.first
    return turns.after(last.anchor_len)


def refreshed_plan(view: View, settings: RouterConfig, plan: Plan, tokens: int) -> Plan | None:
    """`plan` with placeholders and summary refreshed for a new user turn, or None if unchanged."""
    if settings.keep_relevant_lines <= 0 or not new_user_turn(view):
        return None
    if not plan.replace and not plan.summary and not sent_back(view, carried_calls(view)):
        return None
    last = view.last_decision()
    seen = (f"{last.id}:{last.anchor_hash}" if last else "", view.size)
    unchanged = view.memo.unchanged
    if seen in unchanged:
        return None
    attempt = Attempt(view, settings, plan.copy())
    retrieve_step(attempt, max(view.budget.trigger - tokens, 0))
    if attempt.plan.recalled == plan.recalled:
        with view.memo.lock:
            if len(unchanged) >= UNCHANGED_KEPT:
                unchanged.clear()
            unchanged.add(seen)
        return None
    return attempt.plan


def record_refresh(
    view: View, settings: RouterConfig, store: EditStore, plan: Plan, truncated: tuple[str, ...]
) -> CompactResult:
    """The refreshed plan recorded as a decision of its own."""
    attempt = Attempt(view, settings, plan)
    reason = "passages of cut results brought back for what the newest user turn asks"
    return record(view, settings, store, attempt, "mask", "rule", reason, truncated)
