"""RuleJudge's decisions, with LLMJudge's and LLMSummarizer's requests sent to a scripted model.

It measures what an LLM judge would cost (calls and prompt tokens) for the same decisions:
every request LLMJudge would build goes through the router's seam to a ScriptedModel, whose
valid reply is then ignored in favour of RuleJudge's decision. Decisions, and so the requests
the agent sends, are exactly those of the RuleJudge run.
"""

from __future__ import annotations

import json
from collections.abc import Generator
from typing import Any

from judges import ExtractiveSummarizer, LLMJudge, LLMSummarizer, RuleJudge
from router.reading.tokens import TokenCounter
from router.testing import ScriptedModel

REPLIES = {
    "routing_reply": {"rung": "mask", "reason": "shadow"},
    "retention_reply": {"needed": [], "reason": "shadow"},
    "summary_targets_reply": {"must_keep": []},
}


def _scripted_reply(request: dict[str, Any]) -> str:
    """A valid reply for any judge or summariser request."""
    fmt = request.get("response_format") or {}
    name = (fmt.get("json_schema") or {}).get("name", "")
    if name in REPLIES:
        return json.dumps(REPLIES[name])
    system = str((request.get("messages") or [{}])[0].get("content", ""))
    if "rung" in system and "JSON" in system:
        return json.dumps(REPLIES["routing_reply"])
    if '"needed"' in system:
        return json.dumps(REPLIES["retention_reply"])
    if '"must_keep"' in system:
        return json.dumps(REPLIES["summary_targets_reply"])
    return "shadow summary"


def scripted_backend() -> ScriptedModel:
    """The stand-in model every shadow request goes to."""
    return ScriptedModel(default=_scripted_reply, name="shadow-judge")


def _value(flow: Generator[Any, Any, Any]) -> Any:
    """The result of a flow that asks no model."""
    try:
        next(flow)
    except StopIteration as done:
        return done.value
    raise RuntimeError("RuleJudge flows never ask a model")


def _shadow(flow: Generator[Any, Any, Any], value: Any) -> Generator[Any, Any, Any]:
    """Send every request `flow` makes, then return `value` instead of its result."""
    try:
        request = next(flow)
        while True:
            request = flow.send((yield request))
    except StopIteration:
        pass
    return value


class ShadowSummarizer:
    """LLMSummarizer's requests; the extractive summary's text."""

    name = "shadow-llm-summarizer"

    def __init__(self, model: str) -> None:
        self._llm = LLMSummarizer(model)
        self._rule = ExtractiveSummarizer()

    def summarize(self, inp: Any, must_keep: tuple[str, ...]) -> Any:
        value = _value(self._rule.summarize(inp, must_keep))
        return _shadow(self._llm.summarize(inp, must_keep), value)


class ShadowJudge:
    """LLMJudge's requests; RuleJudge's decisions."""

    name = "rule"  # decides exactly as RuleJudge

    def __init__(self, model: str = "gpt-4o-mini") -> None:
        self._llm = LLMJudge(model)
        self._rule = RuleJudge()
        self._model = model

    def route(self, report: Any) -> Any:
        return _shadow(self._llm.route(report), self._rule.decide(report))

    def retain(self, inp: Any) -> Any:
        return _shadow(self._llm.retain(inp), self._rule.needed(inp))

    def summary_targets(self, inp: Any) -> Any:
        return _shadow(self._llm.summary_targets(inp), _value(self._rule.summary_targets(inp)))

    def default_summarizer(self) -> ShadowSummarizer:
        return ShadowSummarizer(self._model)


def usage(backend: ScriptedModel, counter: TokenCounter) -> dict[str, int]:
    """Judge and summariser calls the shadow backend received, and their prompt tokens."""
    out = {"judge_calls": 0, "judge_tokens": 0, "summarizer_calls": 0, "summarizer_tokens": 0}
    for call in backend.calls:
        fmt = call.kwargs.get("response_format") or {}
        name = (fmt.get("json_schema") or {}).get("name", "")
        kind = "judge" if name in REPLIES else "summarizer"
        out[f"{kind}_calls"] += 1
        out[f"{kind}_tokens"] += counter.messages(call.messages)
        purpose = name.removesuffix("_reply") or "summary"
        out[purpose] = out.get(purpose, 0) + 1
    return out
