"""The scripted provider behind examples/pyflink_sessions.py: the agent, its judge and summariser.

One `SessionModel` per task slot stands in for the provider (no network, no key). It answers
the agent's calls (one `lookup_orders` call per round), the `LLMJudge`'s routing, retention and
summary-target requests and the `LLMSummarizer`'s requests, each from the request alone, so a
replayed request gets the same answer. Every request it receives is logged as what was *sent*
(and so paid): purpose, SHA-256 of its canonical JSON, prompt tokens and whether it was over the
window, the way OpenAI counts (prompt + tools + the completion reserve). With `strict=True` a
request over the window is refused with OpenAI's `context_length_exceeded` 400, as a provider
would; without it (the job without the router) the request is answered and counted.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any

from router.testing import ScriptedModel, context_length_error
from router.testing.tokens import completion_reserve, count_messages, count_tools

__all__ = [
    "AGENT_MODEL",
    "JUDGE_MODEL",
    "SUMMARY_MODEL",
    "TOOLS",
    "SentRequest",
    "SessionModel",
    "order_rows",
]

AGENT_MODEL = "agent-model"
JUDGE_MODEL = "judge-model"
SUMMARY_MODEL = "summariser-model"
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "lookup_orders",
            "description": "One page of the session's orders.",
            "parameters": {
                "type": "object",
                "properties": {"page": {"type": "integer"}},
                "required": ["page"],
            },
        },
    }
]
RUNGS = ("summarize", "retain", "mask")
CHARGEBACK = re.compile(r"CB-\d{5}")
INDEX_ID = re.compile(r"id=(\S+)")


def order_rows(session: str, page: int, rows: int = 24) -> str:
    """One page of orders (about 14 tokens a row); one row per page is a flagged chargeback."""
    number = int(session.rsplit("-", 1)[-1])
    lines = []
    for row in range(rows):
        status = "shipped" if (row + page) % 5 else "on hold"
        lines.append(
            f"order ORD-{number:03d}-{page:02d}-{row:02d} status {status} "
            f"total {(row * 37 + page * 11 + number) % 900}.{row:02d} EUR"
        )
    flagged = (page * 7 + number) % rows
    lines[flagged] += f" FLAGGED chargeback CB-{number:02d}{page:03d}"
    return "\n".join(lines)


@dataclass(frozen=True)
class SentRequest:
    """One request that reached the provider: what it was for and its fingerprint."""

    purpose: str
    digest: str
    tokens: int
    over_window: bool


def digest_of(model: str, messages: Any, kwargs: dict[str, Any]) -> str:
    """SHA-256 of the request as sent: model, messages and parameters in canonical JSON."""
    body = {"model": model, "messages": messages, **kwargs}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def purpose_of(model: str, kwargs: dict[str, Any]) -> str:
    """agent, routing, retention, summary_targets or summary."""
    schema = ((kwargs.get("response_format") or {}).get("json_schema") or {}).get("name")
    if isinstance(schema, str):
        return schema.removesuffix("_reply")
    return "summary" if model == SUMMARY_MODEL else "agent"


class SessionModel:
    """A LiteLLM-shaped backend answering from the request; logs every request it receives."""

    def __init__(self, window: int, *, strict: bool) -> None:
        self.window = window
        self.strict = strict
        self.sent: list[SentRequest] = []
        self.round = 0
        self._script = ScriptedModel(default=self._answer)

    def begin(self, page: int) -> None:
        """The agent's next call is for round `page` of its session."""
        self.round = page

    def drain(self) -> list[SentRequest]:
        """The requests received since the last drain, in order."""
        sent, self.sent = self.sent, []
        return sent

    def completion(self, model: str, messages: Any, **kwargs: Any) -> Any:
        """Answer like `litellm.completion`, refusing an oversized request when strict."""
        plain = {key: value for key, value in kwargs.items() if key != "api_key"}
        purpose = purpose_of(model, plain)
        tokens = count_messages(messages) + count_tools(plain.get("tools"))
        requested = tokens + completion_reserve(plain)
        over = purpose == "agent" and requested > self.window
        self.sent.append(SentRequest(purpose, digest_of(model, messages, plain), tokens, over))
        self._script.calls.clear()  # the log above is the record; keep no copies
        if over and self.strict:
            functions = count_tools(plain.get("tools"))
            reserve = completion_reserve(plain)
            raise context_length_error(
                model=model, window=self.window, requested=(tokens - functions, functions, reserve)
            )
        return self._script.completion(model, messages, **kwargs)

    def _answer(self, request: dict[str, Any]) -> Any:
        """The reply for one request, a function of the request (and the agent's round)."""
        model = request["model"]
        purpose = purpose_of(model, request)
        text = json.dumps(request["messages"], sort_keys=True)
        if purpose == "agent":
            call = {"id": f"call_{self.round:02d}", "name": "lookup_orders"}
            return {"tool_calls": [{**call, "arguments": {"page": self.round}}]}
        if purpose == "routing":
            pick = int(hashlib.sha256(text.encode()).hexdigest()[:8], 16) % len(RUNGS)
            return json.dumps({"rung": RUNGS[pick], "reason": "scripted judge"})
        if purpose == "retention":
            needed = INDEX_ID.findall(request["messages"][-1]["content"])[:1]
            return json.dumps({"needed": needed, "reason": "the first result is still needed"})
        found = list(dict.fromkeys(CHARGEBACK.findall(text)))
        if purpose == "summary_targets":
            return json.dumps({"must_keep": found[:3]})
        return "Pages looked up so far; flagged chargebacks: " + ", ".join(found[:8]) + "."
