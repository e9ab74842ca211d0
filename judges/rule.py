"""A deterministic judge that needs no model: the offline default and every fallback."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping

from judges.durable import Ledger, input_ledger
from judges.durable_values import value_tokens
from judges.extractive import ExtractiveSummarizer
from judges.facts import extract_facts, find_identifiers, message_sources
from judges.flows import settled
from judges.targets import lead_with
from judges.text import Mentions, fitting, keywords, message_text, stems
from judges.types import (
    JudgeFlow,
    ResultInfo,
    RetentionDecision,
    RetentionInput,
    RouteDecision,
    Rung,
    SituationReport,
    SummaryInput,
    SummaryTargets,
)

__all__ = ["RuleJudge"]

CONVERSATION_KINDS = ("user", "assistant")
DURABLE_SHARE = 0.5
"""At most this share of the must-keep allowance goes to durable items."""


class RuleJudge:
    """Deterministic policy: cap → stop; old tool results → retain or mask; chat → summarize.

    Conversation size is read from `tokens_by_kind["user"]` and `["assistant"]`.
    """

    name = "rule"

    def __init__(
        self,
        *,
        summary_tokens: int = 1500,
        max_targets: int = 200,
        target_tokens: int = 1500,
        target_chars: int = 400,
        min_keyword_len: int = 4,
        keyword_share: float = 0.5,
        summary_chars: int = 6000,
    ) -> None:
        """Set the expected summary size, target caps and retention keyword knobs.

        Must-keep items are capped at `target_tokens` tokens in all, `max_targets` items and
        `target_chars` characters each.
        """
        self.summary_tokens = summary_tokens
        self.max_targets = max_targets
        self.target_tokens = target_tokens
        self.target_chars = target_chars
        self.min_keyword_len = min_keyword_len
        self.keyword_share = keyword_share
        self.summary_chars = summary_chars

    def route(self, report: SituationReport) -> JudgeFlow[RouteDecision]:
        """Pick a rung from the report alone."""
        return settled(self.decide(report))

    def retain(self, inp: RetentionInput) -> JudgeFlow[RetentionDecision]:
        """Keep candidates referenced by id, or sharing distinctive words with the goal."""
        return settled(self.needed(inp))

    def summary_targets(self, inp: SummaryInput) -> JudgeFlow[SummaryTargets]:
        """The router's relevant lines, then facts ranked by the goal, decisions and identifiers.

        See `judges.facts` for the policy; every item is a verbatim substring of the input.
        """
        ledger = input_ledger(inp)
        superseded = tuple(dict.fromkeys(item.text for item in ledger.superseded))
        return settled(SummaryTargets(must_keep=self.targets(inp, ledger), superseded=superseded))

    def targets(self, inp: SummaryInput, ledger: Ledger | None = None) -> tuple[str, ...]:
        """The summary-targets policy as a plain function: durable items first (rules first,
        within a share of the allowance), then the facts, none holding a stale value."""
        if ledger is None:
            ledger = input_ledger(inp)
        allowance = self.target_tokens if inp.max_tokens is None else inp.max_tokens
        ranked = [ledger.items[n] for n in ledger.priority_order()]
        stated = [item.text for item in ranked if item.kind != "fact"]  # facts rank as facts
        durable = fitting(stated, int(allowance * DURABLE_SHARE), inp.count_tokens)
        facts = extract_facts(
            message_sources(inp.messages, inp.previous_summary),
            goal=inp.goal,
            relevant=inp.relevant,
            count=inp.count_tokens,
            max_tokens=allowance,
            limit=self.max_targets,
            item_chars=self.target_chars,
        )
        said = _chatter(inp, ledger)
        kept = [fact for fact in facts if not ledger.carries_stale(fact) and not said(fact)]
        lead = _relevant_lead(kept, inp.relevant)
        ordered = lead_with(lead, lead_with(durable, kept[len(lead) :]))
        return fitting(ordered, allowance, inp.count_tokens)[: self.max_targets]

    def default_summarizer(self) -> ExtractiveSummarizer:
        """The extractive summariser: no model, bounded output."""
        return ExtractiveSummarizer(max_chars=self.summary_chars)

    def decide(self, report: SituationReport) -> RouteDecision:
        """The routing policy as a plain function."""
        capped = report.max_tool_rounds is not None and report.tool_rounds >= report.max_tool_rounds
        if capped:
            return RouteDecision("stop", f"tool round cap reached ({report.tool_rounds})")
        if report.tokens_total <= report.trigger:
            return RouteDecision("nothing", "under the trigger")
        return _over_budget(report, self.summary_tokens)

    def needed(self, inp: RetentionInput) -> RetentionDecision:
        """The retention policy as a plain function."""
        context = Mentions(f"{inp.goal}\n{inp.recent_text}")
        goal_words = self._distinctive(inp)
        kept: list[str] = []
        why: list[str] = []
        for candidate in inp.candidates:
            hit = _referenced(candidate, context) or _shared(candidate, goal_words)
            if hit and candidate.tool_call_id not in kept:
                kept.append(candidate.tool_call_id)
                why.append(hit)
        reason = f"kept {len(kept)} of {len(inp.candidates)}"
        if why:
            reason += ": " + ", ".join(sorted(set(why))[:6])
        return RetentionDecision(needed=tuple(kept), reason=reason)

    def _distinctive(self, inp: RetentionInput) -> set[str]:
        """Goal keywords found in at most `keyword_share` of the candidates."""
        words = keywords(inp.goal, self.min_keyword_len)
        if not words or not inp.candidates:
            return set()
        seen: Counter[str] = Counter()
        for candidate in inp.candidates:
            seen.update(words & keywords(_index_text(candidate), self.min_keyword_len))
        cap = max(1, int(len(inp.candidates) * self.keyword_share))
        return {word for word in words if 0 < seen[word] <= cap}


def _relevant_lead(facts: list[str], relevant: tuple[str, ...]) -> list[str]:
    """The leading facts that are the router's relevant lines (they stay first)."""
    lead: list[str] = []
    for fact in facts:
        if not any(fact in line for line in relevant):
            break
        lead.append(fact)
    return lead


def _index_text(candidate: ResultInfo) -> str:
    """What retention matches keywords against: tool name, arguments, preview and excerpts."""
    excerpts = " ".join(candidate.excerpts)
    return f"{candidate.tool} {candidate.arguments} {candidate.preview} {excerpts}"


def _referenced(candidate: ResultInfo, context: Mentions) -> str:
    """The first identifier of `candidate` that the goal or recent text mentions, or ''."""
    ids = candidate.identifiers or tuple(find_identifiers(_index_text(candidate))[:20])
    for ident in ids:
        if len(ident) >= 3 and ident in context:
            return ident
    return ""


def _shared(candidate: ResultInfo, goal_words: set[str]) -> str:
    """A distinctive goal keyword the candidate shares, or ''."""
    shared = sorted(goal_words & keywords(_index_text(candidate)))
    return shared[0] if shared else ""


def _conversation(kinds: Mapping[str, int]) -> int:
    """Tokens of user and assistant text."""
    return sum(kinds.get(kind, 0) for kind in CONVERSATION_KINDS)


def _pick(rung: Rung, reason: str) -> RouteDecision:
    """A decision with its reason."""
    return RouteDecision(rung, reason)


def _over_budget(report: SituationReport, summary_tokens: int) -> RouteDecision:
    """The rung for a request above its trigger."""
    after_mask = report.tokens_total - report.maskable_tokens
    conversation = _conversation(report.tokens_by_kind)
    foldable = report.old_tool_tokens + conversation
    after_summary = report.tokens_total - foldable + summary_tokens
    masked: Rung = "retain" if report.referenced_results else "mask"
    tools_lead = report.old_tool_tokens >= conversation and report.maskable_tokens > 0
    if tools_lead and after_mask <= report.target:
        why = "old tool results dominate; masking them reaches the target"
        return _pick(masked, why + ("; some are still referenced" if masked == "retain" else ""))
    if conversation > report.old_tool_tokens and after_summary <= report.target:
        return _pick("summarize", "conversation text dominates; a summary reaches the target")
    if after_summary <= report.target < after_mask:
        return _pick("summarize", "masking alone cannot reach the target; a summary can")
    if report.maskable_tokens > 0 and after_mask <= report.hard_limit:
        return _pick("mask", "masking old tool results fits the window")
    if after_summary <= report.hard_limit and foldable > summary_tokens:
        return _pick("summarize", "only a summary can fit the window")
    return _pick("stop", "nothing can bring the request inside the window")


def _chatter(inp: SummaryInput, ledger: Ledger) -> Callable[[str], bool]:
    """Whether a fact is chat with nothing to keep: said in the conversation (in no tool
    result), naming no value and nothing the task names, and no durable item ("Let me check
    with the front desk"; "The audit is still open" stays when the task is about the audit)."""
    tools = "\n".join(message_text(m) for m in inp.messages if m.get("role") == "tool")
    items = "\n".join(item.text for item in (*ledger.items, *ledger.later))
    task = stems(inp.task())

    def chatter(fact: str) -> bool:
        if fact in tools or fact in items or value_tokens(fact):
            return False
        return not stems(fact) & task

    return chatter
