"""The rungs applied to a request, judged where a rung needs a judgement."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from judges.durable import split_at
from judges.types import JudgeFlow, ModelReply, ModelRequest, RetentionInput, SummaryInput
from router.config_model import RouterConfig
from router.engine.kept import (
    EXCERPT_CHARS,
    SUMMARY_EXCERPT_CHARS,
    excerpt_items,
    excerpts_of,
    results_in,
    verbatim_lines,
)
from router.engine.settled import candidates_on_edits
from router.engine.situation import recent_text, result_infos
from router.engine.task_fold import fold_range
from router.engine.turns import view_goal
from router.errors import RouterError
from router.history.edit_log import Plan
from router.history.recalled import without_recalled
from router.history.view import View
from rungs import (
    MaskCandidate,
    apply_replacements,
    carried_summary,
    content_text,
    decisions_in,
    fit_summary,
    group_messages,
    mask_candidates,
    plan_mask,
    pointer_lines,
    pointers_in,
    previous_items,
    rank_items,
    render_summary,
)
from rungs.excerpts import Excerpt

__all__ = ["Attempt", "guarded", "mask_step", "retain_step", "summarize_step"]

Message = dict[str, Any]
T = TypeVar("T")
Flow = Generator[ModelRequest, ModelReply, T]
ONE_LINE_TOKENS = 24
"""What a one-line summary needs: the router stops only when not even this fits."""


@dataclass
class Attempt:
    """A decision in progress: the plan so far and what it cost."""

    view: View
    settings: RouterConfig
    plan: Plan
    judge_calls: int = 0
    fallback: bool = False
    notes: list[str] = field(default_factory=list)
    _mentions: str | None = None

    def goal(self) -> str:
        """The task and what the latest user message asks."""
        return view_goal(self.view)

    def mentions(self) -> str:
        """What the newest groups say and ask: where identifiers asked about are found."""
        if self._mentions is None:
            keep = self.settings.keep_last_rounds + 1
            self._mentions = recent_text(self.view.job.messages, self.view.groups, keep)
        return self._mentions

    def excerpts(self, candidates: Sequence[MaskCandidate]) -> dict[str, list[str]]:
        """Excerpts of each candidate's original result, judged across all the candidates.

        At most `keep_relevant_lines` units and EXCERPT_CHARS characters per result, and as
        many characters in all as the usable window has tokens (about a quarter of it).
        """
        if not candidates:
            return {}
        results = self.view.originals_of([c.tool_call_id for c in candidates])
        found = excerpts_of(
            results,
            {c.tool_call_id: (c.tool, c.arguments) for c in candidates},
            self.goal(),
            self.mentions(),
            max_units=self.settings.keep_relevant_lines,
            max_chars=EXCERPT_CHARS,
            total_chars=self.view.budget.hard_limit,
        )
        return {key: [e.text for e in excerpts] for key, excerpts in found.items()}

    def messages(self) -> list[Message]:
        """The request under the current plan."""
        return self.view.render(self.plan)

    def tokens(self) -> int:
        """Estimated tokens of the request under the current plan."""
        return self.view.plan_tokens(self.plan)

    def source(self) -> list[Message]:
        """The original messages with truncations applied: where mask candidates are found."""
        return apply_replacements(self.view.job.messages, self.plan.truncate)

    def candidates(self, keep_last_rounds: int) -> list[MaskCandidate]:
        """Tool results that may still be masked (not masked, not summarised), oldest first."""
        found = candidates_on_edits(self.view, self.settings, self.plan, keep_last_rounds)
        if found is not None:
            return found
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
    rounds = attempt.settings.keep_last_rounds if keep_last is None else keep_last
    excess = attempt.tokens() - attempt.view.budget.target
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


def retain_step(attempt: Attempt) -> Flow[None]:
    """Ask which older results are still needed, keep those, mask the rest down to the target."""
    keep = attempt.settings.keep_last_rounds
    candidates = attempt.candidates(keep)
    if not candidates:
        return
    excerpts = attempt.excerpts(candidates)
    infos = result_infos(attempt.source(), candidates, attempt.view.groups, keep, excerpts)
    messages = attempt.messages()
    recent = recent_text(messages, group_messages(messages), keep + 1)
    inp = RetentionInput(attempt.goal(), recent, tuple(infos), attempt.view.counter.text)
    decision = yield from guarded(
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
    mask_step(attempt)


def summarize_step(attempt: Attempt) -> Flow[None]:
    """Fold older messages into one summary within the room the target leaves for it."""
    view = attempt.view
    edited = [
        without_recalled(m) if m.get("role") == "user" else m
        for m in apply_replacements(view.job.messages, attempt.plan.edits())
    ]
    fold = fold_range(view, attempt.plan, attempt.settings.summary_keep_groups, edited)
    start, cut, counts = fold.start, fold.cut, fold.counts
    previous = attempt.plan.summary
    if previous is not None and int(previous["start"]) != start:
        previous = None  # the task joins the fold: summarised again from the originals
    carried = None if previous else carried_summary(view.job.messages, start, cut)
    folded_from = previous["end"] if previous else start
    if cut <= folded_from:
        attempt.notes.append("nothing older to summarise")
        return
    previous_text = str(previous["message"]["content"]) if previous else None
    allowance = summary_allowance(attempt, start, cut, counts)
    found = _folded_excerpts(attempt, folded_from, cut)
    refs, excerpt_texts = excerpt_items(found)
    folding, earlier = edited[folded_from:cut], tuple(edited[start:folded_from])
    if carried:  # the client sent an earlier summary back: read as the previous one
        previous_text, at = carried.text, carried.index
        folding = [*edited[start:at], *edited[at + 1 : cut]]
    inp = SummaryInput(
        goal=attempt.goal(),
        messages=folding,
        previous_summary=previous_text,
        count_tokens=view.counter.text,
        relevant=verbatim_lines(found),
        max_tokens=allowance,
        kept=tuple(edited[cut:]),
        head=tuple(edited[:start]),
        earlier=earlier,
        older=carried.index - start if carried else 0,
        readings=view.memo.readings,
    )
    if fold.ledger is not None and not carried:  # read whole already: split where it folds
        inp.derived["ledger"] = split_at(fold.ledger, cut - start)
    settings = attempt.settings
    targets = yield from guarded(
        attempt, settings.judge.summary_targets(inp), settings.rule.summary_targets(inp)
    )
    items = rank_items(
        [*previous_items(previous_text), *_said(inp), *excerpt_texts, *targets.must_keep],
        f"{inp.goal}\n{attempt.mentions()}",
    )
    summary = yield from guarded(
        attempt,
        settings.summarizer.summarize(inp, tuple(items)),
        settings.rule.default_summarizer().summarize(inp, tuple(items)),
    )
    attempt.fallback = attempt.fallback or targets.fallback or summary.fallback
    if summary.note:
        attempt.notes.append(summary.note)
    text = fit_summary(summary.text, summary.current(items), allowance, view.counter.text, refs)
    named = pointers_in(carried.text) if carried else ()
    pointers = pointer_lines(view.job.messages, start, cut, text, named)  # none is left out
    text = "\n".join([text, *pointers]) if pointers else text
    folded = cut - start + (carried.folded - 1 if carried else 0)
    message = render_summary(text, folded, summary.omitted_messages)
    attempt.plan.summary = {"start": start, "end": cut, "message": message}
    replaced = tuple(dict.fromkeys((*targets.superseded, *summary.superseded)))
    if replaced:  # recorded with the edit: which durable items later statements replaced
        attempt.plan.summary["superseded"] = list(replaced)
    attempt.notes.append(f"folded messages {start}-{cut - 1} into a summary")


def summary_allowance(attempt: Attempt, start: int, cut: int, counts: Sequence[int]) -> int:
    """Tokens the summary text may take: target - kept head - kept tail - the summary's header.

    When what is kept leaves the target no room at all, a one-line summary still goes in if
    the window has room; any room the target leaves is never exceeded.
    """
    view = attempt.view
    header = view.counter.message(render_summary("", cut - start))
    kept = view.overhead + sum(counts[:start]) + sum(counts[cut:]) + header
    room = view.budget.target - kept
    if room > 0:
        return room
    return max(min(ONE_LINE_TOKENS, view.budget.hard_limit - kept), 0)


def _said(inp: SummaryInput) -> list[str]:
    """Decisions and constraints stated in the folded conversation (not in tool output)."""
    said = (content_text(m.get("content")) for m in inp.messages if m.get("role") != "tool")
    return decisions_in(list(said))


def _folded_excerpts(attempt: Attempt, start: int, end: int) -> dict[str, list[Excerpt]]:
    """Excerpts of the original tool results being folded, judged across them."""
    results, calls = results_in(attempt.view.job.messages, start, end)
    return excerpts_of(
        results,
        calls,
        attempt.goal(),
        attempt.mentions(),
        max_units=max(attempt.settings.keep_relevant_lines, 1),
        max_chars=SUMMARY_EXCERPT_CHARS,
        total_chars=attempt.view.budget.target,
    )
