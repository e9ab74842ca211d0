"""Placeholders that follow the conversation: excerpts refreshed when a new user turn asks.

A result masked early was excerpted for the goal known then. When a later user turn asks about
something its original holds (an identifier, a rare word), the placeholder is re-rendered with
the excerpts that answer it. This changes the prompt prefix once, at that user turn, and only
when a masked result holds something the new turn asks about.
"""

from __future__ import annotations

from router.config import RouterConfig
from router.engine.kept import EXCERPT_CHARS, results_in
from router.engine.record import record
from router.engine.result import CompactResult
from router.engine.retrieve import ASKED, retrieve_step
from router.engine.steps import Attempt
from router.engine.turns import user_turns
from router.history.edit_log import Plan
from router.history.edit_store import EditStore
from router.history.view import View
from rungs import MaskCandidate, call_index, render_placeholder, result_keys

__all__ = ["new_user_turn", "record_refresh", "refresh_step", "refresh_summary", "refreshed_plan"]

UNCHANGED_KEPT = 64
"""Requests remembered per session as needing no refresh."""


def new_user_turn(view: View) -> bool:
    """Whether a user message arrived after the session's last decision."""
    last = view.last_decision()
    if last is None:
        return False
    return user_turns(view).after(last.anchor_len)


def _masked(attempt: Attempt) -> list[MaskCandidate]:
    """The results the plan masks and shows (a placeholder, truncated before or not)."""
    plan, view = attempt.plan, attempt.view
    messages = view.job.messages
    calls = call_index(messages)
    found: list[MaskCandidate] = []
    start = plan.summary["end"] if plan.summary else 0  # folded ones: `refresh_summary`
    for index, key in enumerate(result_keys(messages)):
        if key and key in plan.replace and index >= start:
            call_id = str(messages[index].get("tool_call_id", ""))
            tool, arguments = calls.get(call_id, ("tool", ""))
            tokens = view.counter.message(messages[index])
            found.append(MaskCandidate(index, key, tool, arguments, tokens))
    return found


def refresh_step(attempt: Attempt, room: int) -> int:
    """Re-render masked placeholders that now match what the newest turn asks; tokens added.

    Placeholders gain the excerpts matching the turn, and the values unusual across every
    masked result (an early batch judged rarity in a few results only): the new excerpts are
    added to what they kept, while the additions fit in `room` tokens.
    """
    masked = _masked(attempt)
    if not masked:
        return 0
    found = attempt.found_excerpts(masked, EXCERPT_CHARS)
    count = attempt.view.counter.text
    added = 0
    for candidate in masked:
        old = attempt.plan.replace[candidate.tool_call_id]
        fresh = [e.text for e in found.get(candidate.tool_call_id, []) if e.text not in old]
        if not fresh:
            continue
        kept = old.split("\n", 1)[1:]  # what the placeholder kept before stays
        text = render_placeholder(
            candidate.tool,
            candidate.arguments,
            candidate.tokens,
            candidate.tool_call_id,
            [*kept, *fresh],
        )
        grow = count(text) - count(old)
        if added + grow > room or count(text) >= candidate.tokens:
            continue
        attempt.plan.replace[candidate.tool_call_id] = text
        added += grow
    return added


def refresh_summary(attempt: Attempt, room: int) -> int:
    """Excerpts of results folded into the summary that answer the newest turn, appended to
    it (matches only, each not in the summary yet, within `room` tokens); tokens added."""
    summary = attempt.plan.summary
    if not summary:
        return 0
    results, calls = results_in(attempt.view.job.messages, summary["start"], summary["end"])
    found = attempt.excerpts_for(results, calls, EXCERPT_CHARS)
    text = str(summary["message"]["content"])
    fresh = [
        e.text
        for excerpts in found.values()
        for e in excerpts
        if e.reason == "match" and e.text not in text
    ]
    count = attempt.view.counter.text
    added: list[str] = []
    for item in fresh:
        if count("\n".join([*added, item])) + count(ASKED) > room:
            break
        added.append(item)
    if not added:
        return 0
    head = "" if ASKED in text else f"\n{ASKED}"  # retrieval may have opened the block
    content = f"{text}{head}\n" + "\n".join(added)
    attempt.plan.summary = {**summary, "message": {**summary["message"], "content": content}}
    return count(content) - count(text)


def refreshed_plan(
    view: View, settings: RouterConfig, store: EditStore, plan: Plan, tokens: int
) -> Plan | None:
    """`plan` with placeholders and summary refreshed for a new user turn, or None if unchanged."""
    if settings.keep_relevant_lines <= 0 or not new_user_turn(view):
        return None
    if not plan.replace and not plan.summary:
        return None
    last = view.last_decision()
    seen = (f"{last.id}:{last.anchor_hash}" if last else "", view.size)
    unchanged = view.memo.unchanged
    if seen in unchanged:
        return None
    attempt = Attempt(view, settings, plan.copy())
    room = max(view.budget.trigger - tokens, 0)
    added = refresh_step(attempt, room)
    added += retrieve_step(attempt, room - added)  # BM25 over every cut unit, with sources
    refresh_summary(attempt, room - added)
    if attempt.plan.replace == plan.replace and attempt.plan.summary == plan.summary:
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
    reason = "excerpts of masked results refreshed for what the newest user turn asks"
    return record(view, settings, store, attempt, "mask", "rule", reason, truncated)
