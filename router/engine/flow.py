"""The one decision flow, shared by the sync and async drivers.

It yields each judge or summariser request it wants sent and receives the reply, so the
router can send, retry, memoise and replay every model call in one place.
"""

from __future__ import annotations

import functools
from collections.abc import Generator
from dataclasses import dataclass, replace

from judges.types import ModelReply, ModelRequest, RouteDecision
from router.config_model import RouterConfig
from router.engine.ladder import climb as _climb
from router.engine.ladder import route as _route
from router.engine.record import compact_result, record, replay
from router.engine.refresh import (
    new_user_turn,
    record_refresh,
    refreshed_plan,
)
from router.engine.result import CompactResult
from router.engine.retrieve import retrieve_after_cuts, retrieve_step
from router.engine.settled import new_truncations
from router.engine.steps import Attempt
from router.engine.tiers import early_mask
from router.engine.turns import user_turns
from router.engine.verify import ensure_sendable, problem
from router.history.edit_log import Plan
from router.history.edit_store import EditStore
from router.history.sessions import Sessions
from router.history.view import Job, View
from router.reading.budget import result_cap
from router.reading.tokens import TokenCounter
from rungs import tool_rounds

__all__ = ["Context", "compaction_flow", "decide"]

Flow = Generator[ModelRequest, ModelReply, CompactResult]


@dataclass(frozen=True)
class Context:
    """What the engine is given, as values: the settings, the sessions' history, the counter."""

    settings: RouterConfig
    sessions: Sessions
    counter: TokenCounter

    def view(self, job: Job, refresh: bool) -> View:
        """The request with the session's earlier edits applied (re-read from the store on ask)."""
        edits = self.sessions.edits(job.session_id, refresh)
        bases = self.sessions.bases(job.session_id)
        view = View.build(job, self.counter, edits, bases, self.settings.config_hash)
        view.recorded = functools.partial(self.sessions.original, job.session_id)
        return view


def compaction_flow(job: Job, context: Context) -> Flow:
    """Compact one request: replay, pass through, or decide, apply and record a new edit."""
    result, _ = yield from decide(job, context)
    return result


def decide(
    job: Job, context: Context
) -> Generator[ModelRequest, ModelReply, tuple[CompactResult, View]]:
    """`compaction_flow`, also giving the view the result was computed on.

    The request about to leave is re-checked (pairing, size recounted from its own text); when
    the session's memo was stale (a message changed in place), it is read again and re-decided.
    """
    with context.sessions.deciding(job.session_id):
        result, view = yield from _decide_once(job, context)
        if problem(result, view) is None:
            return result, view
        prefix = context.sessions.reread(job.session_id, job.prefix.items, context.counter)
        result, view = yield from _decide_once(replace(job, prefix=prefix), context)
        ensure_sendable(result, view)
        return result, view


def _decide_once(
    job: Job, context: Context
) -> Generator[ModelRequest, ModelReply, tuple[CompactResult, View]]:
    settings, store = context.settings, context.sessions.recording(job.session_id)
    # First from the session's cached edit log, which costs no store read. Only when that cannot
    # answer is the log re-read: another router on the same store may have recorded a decision
    # for this very request meanwhile, and replaying it keeps the bytes identical and saves a
    # judge call. (Reading the store on every request would cost a query per call.)
    for refresh in (False, True):
        view = context.view(job, refresh)
        done = _without_decision(view, settings, store)
        if done is not None:
            return done, view
    plan, truncated = _with_new_cuts(view, settings)
    attempt = Attempt(view, settings, plan.copy())
    if new_user_turn(view):  # passages of cut results brought back for the new turn
        room = max(view.budget.hard_limit - attempt.tokens(), 0) // 4
        retrieve_step(attempt, room)
    start_tokens = attempt.tokens()
    repeated = _repeat(view, settings)
    if _round_cap_hit(view, settings):
        route = RouteDecision("stop", f"tool-round cap of {settings.max_tool_rounds} reached")
        source = "rule"
    elif repeated is not None:
        route, attempt.plan.repeat = repeated
        source = "rule"
    else:
        route = _overrule_stop((yield from _route(attempt)))
        source = "fallback" if route.fallback or attempt.fallback else _source(settings)
    rung, reason = yield from _climb(attempt, route)
    if new_user_turn(view) and rung in ("mask", "retain", "summarize"):
        retrieve_after_cuts(attempt, view.budget.hard_limit, share=4)  # this request's cuts too
    if _too_little(attempt, rung, start_tokens):
        freed = start_tokens - attempt.tokens()
        attempt = Attempt(view, settings, plan)
        rung, reason = "nothing", f"{reason}; frees {freed} tokens, under min_savings"
    return record(view, settings, store, attempt, rung, source, reason, truncated), view


def _repeat(view: View, settings: RouterConfig) -> tuple[RouteDecision, int] | None:
    """The last decision again, without a judge, while the situation has not changed in kind.

    A masking decision stands until a new user turn arrives or it has been repeated
    `settings.max_repeats` times; results judged needed stay protected (they are in the plan).
    """
    last = view.last_decision()
    if last is None or last.rung not in ("mask", "retain") or settings.max_repeats <= 0:
        return None
    times = int(last.payload.get("repeat", 0))
    if times >= settings.max_repeats:
        return None
    if user_turns(view).after(last.anchor_len):
        return None
    reason = f"repeats decision {last.id} ({last.rung}): no new user turn since"
    return RouteDecision("mask", reason), times + 1


def _overrule_stop(route: RouteDecision) -> RouteDecision:
    """A judged `stop` climbs the ladder from `mask` first: the call stops only if nothing fits.

    Stopping is the router's to enforce (the tool-round cap, or no rung fitting the window);
    a judge's `stop` alone never fails a call that could be sent.
    """
    if route.rung != "stop":
        return route
    return replace(route, rung="mask", reason=f"{route.reason}; stop overruled: try to fit first")


def _too_little(attempt: Attempt, rung: str, start_tokens: int) -> bool:
    """Whether an edit frees fewer than `min_savings` tokens on a request that already fits."""
    minimum = attempt.settings.min_savings
    if not minimum or rung in ("nothing", "stop") or start_tokens > attempt.view.budget.hard_limit:
        return False
    return start_tokens - attempt.tokens() < minimum


def _without_decision(view: View, settings: RouterConfig, store: EditStore) -> CompactResult | None:
    """The result when no judgement is needed: a replay or a pass-through; else None."""
    job = view.job
    exact = view.exact_edits()
    if exact and not job.force:
        replayed = replay(view, exact[-1])
        if replayed.tokens_after <= view.budget.hard_limit:
            return replayed
        return None  # the budget shrank since (a larger max_tokens): decide a further step
    if job.force or _round_cap_hit(view, settings):
        return None
    plan, truncated = _with_new_cuts(view, settings)
    tokens = view.plan_tokens(plan)
    if tokens > view.budget.trigger and not _cooling(view, tokens):
        return None
    fresh = refreshed_plan(view, settings, plan, tokens)  # for a new user turn
    early = early_mask(
        view, settings, store, fresh or plan, truncated, tokens, on_edits=fresh is None
    )
    if early is not None:
        return early
    if fresh is not None:
        return record_refresh(view, settings, store, fresh, truncated)
    if truncated:
        attempt = Attempt(view, settings, plan)
        return record(
            view, settings, store, attempt, "nothing", "rule", "cut oversized results", truncated
        )
    return compact_result(view, plan, "nothing", replayed=bool(view.applied))


def _source(settings: RouterConfig) -> str:
    return "rule" if settings.judge.name == "rule" else "judge"


def _cooling(view: View, tokens: int) -> bool:
    """After a judged `nothing`, wait for real growth before asking again."""
    last = view.last_decision()
    if last is None or last.rung != "nothing":
        return False
    budget = view.budget
    room = max(budget.hard_limit - last.tokens_after, 0)
    return tokens <= budget.hard_limit and tokens < last.tokens_after + max(room // 2, 1)


def _round_cap_hit(view: View, settings: RouterConfig) -> bool:
    cap = settings.max_tool_rounds
    return cap is not None and tool_rounds(view.groups) >= cap


def _with_new_cuts(view: View, settings: RouterConfig) -> tuple[Plan, tuple[str, ...]]:
    """The earlier edits' plan with this request's new cuts (itself, uncopied, when there are
    none: the steps that go on from it work on copies), and the results cut."""
    base = view.base
    cap = result_cap(settings.max_result_tokens, view.budget.hard_limit)
    cut = new_truncations(view, cap) if cap else {}
    fresh = {key: text for key, text in cut.items() if base.truncate.get(key) != text}
    if not fresh:
        return base, tuple(cut)
    plan = base.copy()
    plan.truncate.update(fresh)
    return plan, tuple(cut)
