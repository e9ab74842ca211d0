"""A judge backed by LiteLLM models; every failed judgement falls back to the rule judge."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import partial
from typing import Any

from judges.flows import Asker, Failed, ask
from judges.options import checked_options
from judges.prompts import ROUTING_SYSTEM, block, chat, render_goal, render_report
from judges.protocols import Judge
from judges.replies import ReplyError, RouteReply, parse_json
from judges.retention import JSON_HINT, retention_flow
from judges.rule import RuleJudge
from judges.summarizer import LLMSummarizer
from judges.targets import targets_flow
from judges.text import one_line
from judges.types import (
    JudgeFlow,
    Purpose,
    RetentionDecision,
    RetentionInput,
    RouteDecision,
    SituationReport,
    SummaryInput,
    SummaryTargets,
)

__all__ = ["DEFAULT_JUDGE_WINDOW", "LLMJudge"]

DEFAULT_JUDGE_WINDOW = 8000

OWN_KEYWORDS = (
    "model",
    "routing_model",
    "retention_model",
    "targets_model",
    "max_reply_tokens",
    "judge_window",
    "structured_output",
    "max_chunks",
    "max_targets",
    "fallback",
    "provider_options",
)


class LLMJudge:
    """Asks one model (or one per judgement) through the router's seam; never fails the call."""

    def __init__(
        self,
        model: str,
        *,
        routing_model: str | None = None,
        retention_model: str | None = None,
        targets_model: str | None = None,
        max_reply_tokens: int = 400,
        judge_window: int | None = None,
        structured_output: bool = True,
        max_chunks: int = 2,
        max_targets: int = 60,
        fallback: Judge | None = None,
        provider_options: Mapping[str, Any] | None = None,
        **litellm_kwargs: Any,
    ) -> None:
        """Name the models; LiteLLM options go to every call.

        Documented keywords (api_base, api_key, timeout, ... see `judges.options`) are taken
        directly; any other option only inside `provider_options={...}`, so a typo is refused.
        """
        self.model = model
        self.models: dict[Purpose, str] = {
            "routing": routing_model or model,
            "retention": retention_model or model,
            "summary_targets": targets_model or model,
        }
        self.name = ", ".join(dict.fromkeys(self.models.values()))
        self.window = judge_window or DEFAULT_JUDGE_WINDOW
        self.max_reply_tokens = max_reply_tokens
        self.structured_output = structured_output
        self.max_chunks = max_chunks
        self.max_targets = max_targets
        self.fallback: Judge = fallback or RuleJudge()
        self.litellm_kwargs = checked_options(
            "LLMJudge", litellm_kwargs, provider_options, OWN_KEYWORDS
        )

    def asker(self, purpose: Purpose) -> Asker:
        """How requests for `purpose` are made."""
        return Asker(
            purpose=purpose,
            model=self.models[purpose],
            window=self.window,
            reply_tokens=self.max_reply_tokens,
            params=self.litellm_kwargs,
            structured=self.structured_output,
        )

    def route(self, report: SituationReport) -> JudgeFlow[RouteDecision]:
        """Ask the routing model; fall back to the rule judge on any failure."""
        asker = self.asker("routing")
        prompt = "\n".join(
            [
                block("report", render_report(report)),
                block("goal", render_goal(report.goal)),
                "Pick one rung for this request.",
            ]
        )
        request = asker.request(chat(ROUTING_SYSTEM, prompt), RouteReply)
        parse = partial(_route_from, report=report, max_chars=asker.reply_chars())
        result = yield from ask(request, parse, JSON_HINT)
        if isinstance(result, Failed):
            decision = yield from self.fallback.route(report)
            reason = f"{decision.reason} [fallback: {result.error}]"
            return replace(decision, reason=reason, fallback=True)
        return result

    def retain(self, inp: RetentionInput) -> JudgeFlow[RetentionDecision]:
        """Ask which candidates are still needed, chunked to the window."""
        return retention_flow(self.asker("retention"), inp, self.fallback)

    def summary_targets(self, inp: SummaryInput) -> JudgeFlow[SummaryTargets]:
        """Ask which facts must survive, one request per chunk of older messages."""
        return targets_flow(
            self.asker("summary_targets"),
            inp,
            self.fallback,
            max_chunks=self.max_chunks,
            max_targets=self.max_targets,
        )

    def default_summarizer(self) -> LLMSummarizer:
        """An LLM summariser on the main model with the same LiteLLM settings."""
        return LLMSummarizer(self.model, provider_options=self.litellm_kwargs)


def _route_from(content: str | None, report: SituationReport, max_chars: int) -> RouteDecision:
    """A routing reply as a decision; `nothing` over the hard limit is refused."""
    reply = parse_json(content, RouteReply, max_chars)
    if reply.rung == "nothing" and report.tokens_total > report.hard_limit:
        raise ReplyError("rung 'nothing' is not allowed: the request is over its hard limit")
    return RouteDecision(rung=reply.rung, reason=one_line(reply.reason, 200) or reply.rung)
