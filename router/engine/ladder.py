"""The judged tier's ladder: the judge picks a rung from a situation report (`route`), and
the rungs are applied, escalating down the ladder until the request fits its target (`climb`)."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import replace

from judges.types import RUNGS, ModelReply, ModelRequest, RouteDecision
from router.engine.result import RungName
from router.engine.situation import recent_text, result_infos, situation_report
from router.engine.steps import Attempt, guarded, mask_step, retain_step, summarize_step
from router.engine.turns import view_goal
from rungs import group_messages

__all__ = ["ESCALATION", "climb", "route"]

ESCALATION: dict[str, tuple[RungName, ...]] = {
    "nothing": ("nothing", "mask", "summarize", "stop"),
    "mask": ("mask", "summarize", "stop"),
    "retain": ("retain", "summarize", "mask", "stop"),
    "summarize": ("summarize", "mask", "stop"),
    "stop": ("stop",),
}


def route(attempt: Attempt) -> Generator[ModelRequest, ModelReply, RouteDecision]:
    view, settings = attempt.view, attempt.settings
    messages = attempt.messages()
    groups = group_messages(messages)
    keep = settings.keep_last_rounds
    candidates = attempt.candidates(keep)
    report = situation_report(
        messages=messages,
        counts=[view.counter.message(message) for message in messages],
        groups=groups,
        infos=result_infos(attempt.source(), candidates, view.groups, keep),
        recent=recent_text(messages, groups, keep + 1),
        goal=view_goal(view),
        tokens=view.tokens(messages),
        budget=view.budget,
        max_tool_rounds=settings.max_tool_rounds,
        summary_at=attempt.plan.summary["start"] if attempt.plan.summary else None,
    )
    decision = yield from guarded(
        attempt, settings.judge.route(report), settings.rule.route(report)
    )
    if decision.rung not in RUNGS:
        attempt.fallback = True
        fallback = yield from guarded(
            attempt, settings.rule.route(report), settings.rule.route(report)
        )
        return replace(
            fallback, fallback=True, reason=f"judge answered {decision.rung!r}; {fallback.reason}"
        )
    return decision


def climb(
    attempt: Attempt, route: RouteDecision
) -> Generator[ModelRequest, ModelReply, tuple[RungName, str]]:
    """Apply the chosen rung, escalating down the ladder until the request fits the target."""
    budget = attempt.view.budget
    start = attempt.tokens()
    tried: list[RungName] = []
    for rung in ESCALATION[route.rung]:
        if rung == "stop" and tried:
            break
        tried.append(rung)
        if rung == "stop":
            return "stop", _why(route, tried, attempt)
        if rung == "mask":
            mask_step(attempt)
        elif rung == "retain":
            yield from retain_step(attempt)
        elif rung == "summarize":
            yield from summarize_step(attempt)
        tokens = attempt.tokens()
        if tokens <= budget.target or (rung == "nothing" and tokens <= budget.hard_limit):
            return rung, _why(route, tried, attempt)
    if attempt.tokens() > budget.hard_limit and attempt.plan.keep:
        mask_step(attempt, spare_kept=False)
        attempt.notes.append("results judged needed were masked too: nothing else fit")
    final: RungName = tried[-1] if attempt.tokens() < start else "nothing"
    if attempt.tokens() <= budget.hard_limit:
        return final, _why(route, tried, attempt) + "; target not reached"
    return "stop", _why(route, [*tried, "stop"], attempt)


def _why(route: RouteDecision, tried: Sequence[str], attempt: Attempt) -> str:
    parts = [route.reason or route.rung]
    if len(tried) > 1:
        parts.append("escalated " + " > ".join(tried))
    parts.extend(attempt.notes)
    return "; ".join(parts)
