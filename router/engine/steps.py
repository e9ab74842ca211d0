"""The rungs applied to a request, judged where a rung needs a judgement."""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any, TypeVar

from judges.types import JudgeFlow, ModelReply, ModelRequest, RetentionDecision, SummaryInput
from router.config import RouterConfig
from router.engine.situation import goal_of, recent_text, result_infos, retention_input
from router.errors import RouterError
from router.history.edit_log import Plan
from router.history.view import View
from rungs import (
    MaskCandidate,
    Relevance,
    apply_replacements,
    choose_cut,
    content_text,
    fold_start,
    group_messages,
    mask_candidates,
    plan_mask,
    render_summary,
    with_missing,
)

__all__ = ["Attempt", "guarded", "mask_step", "retain_step", "summarize_step"]

Message = dict[str, Any]
T = TypeVar("T")
Flow = Generator[ModelRequest, ModelReply, T]


@dataclass
class Attempt:
    """A decision in progress: the plan so far and what it cost."""

    view: View
    settings: RouterConfig
    plan: Plan
    judge_calls: int = 0
    fallback: bool = False
    notes: list[str] = field(default_factory=list)
    _relevance: Relevance | None = None

    def relevance(self) -> Relevance:
        """Which lines of older messages matter for this request's goal and recent mentions."""
        if self._relevance is None:
            view = self.view
            pool = [
                content_text(m.get("content")) for m in view.job.messages if m.get("role") == "tool"
            ]
            if not pool:
                pool = [content_text(m.get("content")) for m in view.job.messages]
            groups = view.groups
            mentions = recent_text(view.job.messages, groups, self.settings.keep_last_rounds + 1)
            self._relevance = Relevance(pool, goal_of(view.job.messages), mentions)
        return self._relevance

    def excerpts(self, candidates: list[MaskCandidate]) -> dict[str, list[str]]:
        """Relevant lines of each candidate's original result, kept in its placeholder."""
        limit = self.settings.keep_relevant_lines
        if limit <= 0 or not candidates:
            return {}
        originals = self.view.originals_by_call()
        relevance = self.relevance()
        found = {
            c.tool_call_id: relevance.lines(originals.get(c.tool_call_id, ""), limit)
            for c in candidates
        }
        return {call_id: lines for call_id, lines in found.items() if lines}

    def messages(self) -> list[Message]:
        """The request under the current plan."""
        return self.view.render(self.plan)

    def tokens(self) -> int:
        """Estimated tokens of the request under the current plan."""
        return self.view.tokens(self.messages())

    def source(self) -> list[Message]:
        """The original messages with truncations applied: where mask candidates are found."""
        return apply_replacements(self.view.job.messages, self.plan.truncate)

    def candidates(self, keep_last_rounds: int) -> list[MaskCandidate]:
        """Tool results that may still be masked (not masked, not summarised), oldest first."""
        summary = self.plan.summary
        return mask_candidates(
            self.source(),
            self.view.counter.message,
            keep_last_rounds=keep_last_rounds,
            exclude_tools=self.settings.exclude_tools,
            skip_ids=self.plan.replace.keys(),
            groups=self.view.groups,
            start=summary["end"] if summary else 0,
        )


def guarded(attempt: Attempt, flow: JudgeFlow[T], fallback: JudgeFlow[T]) -> Flow[T]:
    """Run a judge flow, counting its calls; any failure of the judge runs `fallback` instead."""
    try:
        request = next(flow)
        while True:
            attempt.judge_calls += 1
            request = flow.send((yield request))
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    except Exception as error:  # a judge must never fail the user's call
        attempt.fallback = True
        attempt.notes.append(f"judge failed ({type(error).__name__}); rule fallback")
        try:
            next(fallback)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]
        raise RouterError(
            "internal error: the rule fallback asked for a model call; please report it"
        ) from error


def mask_step(attempt: Attempt, *, spare_kept: bool = True, keep_last: int | None = None) -> int:
    """Mask the oldest results down to the target, sparing those judged needed; tokens freed."""
    messages = attempt.messages()
    rounds = attempt.settings.keep_last_rounds if keep_last is None else keep_last
    excess = attempt.view.tokens(messages) - attempt.view.budget.target
    if excess <= 0:
        return 0
    candidates = attempt.candidates(rounds)
    planned, freed = plan_mask(
        candidates,
        attempt.view.counter.message,
        excess=excess,
        keep_ids=attempt.plan.keep if spare_kept else (),
        excerpts=attempt.excerpts(candidates),
    )
    attempt.plan.replace.update(planned)
    return freed


def retain_step(attempt: Attempt) -> Flow[int]:
    """Ask which older results are still needed, keep those, mask the rest down to the target."""
    keep = attempt.settings.keep_last_rounds
    candidates = attempt.candidates(keep)
    if not candidates:
        return 0
    infos = result_infos(attempt.source(), candidates, attempt.view.groups, keep)
    goal = goal_of(attempt.view.job.messages)
    messages = attempt.messages()
    recent = recent_text(messages, group_messages(messages), keep + 1)
    inp = retention_input(goal, recent, infos, attempt.view.counter.text)
    decision: RetentionDecision = yield from guarded(
        attempt, attempt.settings.judge.retain(inp), attempt.settings.rule.retain(inp)
    )
    known = {info.tool_call_id for info in infos}
    needed = frozenset(call_id for call_id in decision.needed if call_id in known)
    unknown = [call_id for call_id in (*decision.needed, *decision.unknown) if call_id not in known]
    if unknown:
        attempt.notes.append(f"ignored {len(unknown)} unknown ids from the retention judge")
    if decision.fallback:
        attempt.fallback = True
    attempt.notes.append(f"kept {len(needed)} of {len(candidates)} older results")
    attempt.plan.keep.update(needed)
    return mask_step(attempt)


def _fold_range(attempt: Attempt) -> tuple[int, int, list[int]]:
    view = attempt.view
    unfolded = apply_replacements(
        view.job.messages, {**attempt.plan.truncate, **attempt.plan.replace}
    )
    counts = [view.counter.message(message) for message in unfolded]
    start = fold_start(view.groups)
    head = view.overhead + sum(counts[:start])
    budget = view.budget
    allowance = min(2000, budget.target // 5)
    tail_budget = max(budget.target - head - allowance, 0)
    cut = choose_cut(
        view.groups,
        counts,
        start=start,
        keep_last_groups=attempt.settings.summary_keep_groups,
        tail_budget=tail_budget,
    )
    return start, cut, counts


def _within(lines: list[str], count: Callable[[str], int], attempt: Attempt) -> tuple[str, ...]:
    """The leading relevant lines that fit the summary's share of the target."""
    budget = max(500, min(2500, attempt.view.budget.target // 4))
    kept: list[str] = []
    for line in lines:
        budget -= count(line) + 1
        if budget < 0:
            break
        kept.append(line)
    return tuple(kept)


def summarize_step(attempt: Attempt) -> Flow[int]:
    """Fold older messages into one summary that keeps every must-keep item verbatim."""
    before = attempt.tokens()
    start, cut, _ = _fold_range(attempt)
    previous = attempt.plan.summary
    folded_from = previous["end"] if previous else start
    if cut <= folded_from:
        attempt.notes.append("nothing older to summarise")
        return 0
    view = attempt.view
    originals = view.job.messages[folded_from:cut]
    edits = {**attempt.plan.truncate, **attempt.plan.replace}
    previous_text = str(previous["message"]["content"]) if previous else None
    texts = [previous_text or "", *(content_text(m.get("content")) for m in originals)]
    relevant = _within(attempt.relevance().ranked(texts, 80), view.counter.text, attempt)
    inp = SummaryInput(
        goal=goal_of(view.job.messages),
        messages=apply_replacements(view.job.messages, edits)[folded_from:cut],
        previous_summary=previous_text,
        count_tokens=view.counter.text,
        relevant=relevant,
    )
    settings = attempt.settings
    rule_summarizer = settings.rule.default_summarizer()
    targets = yield from guarded(
        attempt, settings.judge.summary_targets(inp), settings.rule.summary_targets(inp)
    )
    summary = yield from guarded(
        attempt,
        settings.summarizer.summarize(inp, targets.must_keep),
        rule_summarizer.summarize(inp, targets.must_keep),
    )
    attempt.fallback = attempt.fallback or targets.fallback or summary.fallback
    text = with_missing(summary.text, (*targets.must_keep, *relevant))
    message = render_summary(text, cut - start, summary.omitted_messages)
    attempt.plan.summary = {"start": start, "end": cut, "message": message}
    attempt.notes.append(f"folded messages {start}-{cut - 1} into a summary")
    return before - attempt.tokens()
