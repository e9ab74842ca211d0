"""Shared pieces of the `Router.wrap` tests: a server script, clients, a skewed tokenizer."""

from __future__ import annotations

from typing import Any

import openai

from router import RetryPolicy, Router
from router.testing import LocalOpenAIServer
from router.testing.tokens import count_messages

WINDOW = 16_000
RESERVE = 500
FAST = RetryPolicy(attempts=3, max_seconds=10, base_wait=0.001, max_wait=0.01)


def forced_call(request: dict[str, Any]) -> dict[str, Any]:
    """The server's reply: a call for the next page (pages counted by the tool results sent)."""
    page = sum(1 for m in request["messages"] if m.get("role") == "tool")
    return {"tool_calls": [{"name": "lookup", "arguments": {"page": page}}]}


def router(**knobs: Any) -> Router:
    """A router for the local server's model and window, with fast retries."""
    return Router("gpt-4o-mini", **{"context_window": WINDOW, "retry": FAST, **knobs})


def sync_client(server: LocalOpenAIServer, retries: int = 0) -> openai.OpenAI:
    """The OpenAI client pointed at the local server."""
    return openai.OpenAI(base_url=server.base_url, api_key="sk-test", max_retries=retries)


def async_client(server: LocalOpenAIServer, retries: int = 0) -> openai.AsyncOpenAI:
    """The async OpenAI client pointed at the local server."""
    return openai.AsyncOpenAI(base_url=server.base_url, api_key="sk-test", max_retries=retries)


def inflated(messages: Any) -> int:
    """A provider whose tokenizer counts 40% more than the router's estimate."""
    return int(count_messages(messages) * 1.4)


def calibrations(routed: Router, session_id: str) -> list[float]:
    """The estimate ratios the router recorded for a session, in order."""
    edits = routed.store.load_edits(session_id)
    return [float(e.payload["ratio"]) for e in edits if e.rung == "calibrate"]
