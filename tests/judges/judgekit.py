"""Drive judge flows by hand with scripted replies, and build realistic inputs."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from judges import (
    JudgeFlow,
    ModelReply,
    ModelRequest,
    ResultInfo,
    RetentionInput,
    SituationReport,
    SummaryInput,
)
from judges.durable import Ledger, extract_durable

os.environ.setdefault(
    "TIKTOKEN_CACHE_DIR",
    "/work/venv/lib/python3.11/site-packages/litellm/litellm_core_utils/tokenizers",
)

T = TypeVar("T")
Responder = Callable[[ModelRequest], ModelReply | str]
Reply = ModelReply | str | Responder


def drive(
    flow: JudgeFlow[T], replies: Iterable[Reply] | Responder = ()
) -> tuple[T, list[ModelRequest]]:
    """Run `flow`, answering each request with the next scripted reply; return value and asks.

    A single callable answers every request; a list must be used up exactly.
    """
    script: list[Reply] = [] if callable(replies) else list(replies)
    sent: list[ModelRequest] = []
    try:
        request = next(flow)
        while True:
            sent.append(request)
            if callable(replies):
                request = flow.send(_answer(replies, request))
                continue
            assert script, f"unscripted request #{len(sent)} ({request.purpose})"
            request = flow.send(_answer(script.pop(0), request))
    except StopIteration as stop:
        assert not script, f"{len(script)} scripted replies were never asked for"
        return stop.value, sent


def _answer(reply: Reply, request: ModelRequest) -> ModelReply:
    """A ModelReply from a scripted entry."""
    if callable(reply) and not isinstance(reply, ModelReply):
        reply = reply(request)
    return ModelReply(content=reply) if isinstance(reply, str) else reply


def as_json(**fields: Any) -> str:
    """A JSON reply body."""
    return json.dumps(fields)


def prompt_text(request: ModelRequest) -> str:
    """All message contents of a request, joined."""
    return "\n".join(str(m.get("content", "")) for m in request.messages)


def count_chars(text: str) -> int:
    """A rough token count: four characters per token."""
    return len(text) // 4 + 1


def result(
    call_id: str,
    tool: str = "search",
    *,
    tokens: int = 2000,
    age: int = 5,
    preview: str = "",
    arguments: str = "{}",
    identifiers: tuple[str, ...] = (),
) -> ResultInfo:
    """One older tool result as judges see it."""
    return ResultInfo(call_id, tool, arguments, tokens, age, preview, identifiers)


def report(**overrides: Any) -> SituationReport:
    """A tool-loop report over its trigger, with old tool results dominating."""
    fields: dict[str, Any] = {
        "tokens_total": 90_000,
        "hard_limit": 120_000,
        "trigger": 80_000,
        "target": 50_000,
        "tokens_by_kind": {
            "system": 1_000,
            "user": 2_000,
            "assistant": 5_000,
            "tool_results": 82_000,
        },
        "old_tool_tokens": 70_000,
        "recent_tool_tokens": 12_000,
        "maskable_tokens": 68_000,
        "rounds_since_user": 30,
        "tool_rounds": 30,
        "max_tool_rounds": None,
        "largest_results": (result("call_1", preview="order TX-1042 shipped"),),
        "referenced_results": (),
        "goal": "Refund order TX-1042 for customer ACC_17.",
        "has_summary": False,
    }
    fields.update(overrides)
    return SituationReport(**fields)


def retention_input(goal: str, recent: str, *candidates: ResultInfo) -> RetentionInput:
    """A retention question."""
    return RetentionInput(goal=goal, recent_text=recent, candidates=tuple(candidates))


def call(call_id: str, name: str, arguments: str) -> dict[str, Any]:
    """An assistant message with one tool call."""
    function = {"name": name, "arguments": arguments}
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [{"id": call_id, "type": "function", "function": function}],
    }


def tool(call_id: str, content: str) -> dict[str, Any]:
    """A tool result message."""
    return {"role": "tool", "tool_call_id": call_id, "content": content}


def refund_messages() -> list[dict[str, Any]]:
    """A short support conversation with ids, amounts, decisions and a tool round."""
    return [
        {"role": "system", "content": "You are a support agent."},
        {
            "role": "user",
            "content": "Please refund order TX-1042 for customer ACC_17. "
            "We agreed the refund must not exceed $1,234.50.",
        },
        call("call_1", "get_order", '{"order_id": "TX-1042"}'),
        tool("call_1", '{"order": "TX-1042", "amount": 1234.50, "email": "jane@example.com"}'),
        {
            "role": "assistant",
            "content": [
                {
                    "type": "text",
                    "text": "Order TX-1042 has shipped. Deadline for the refund is 2024-03-15.\n"
                    "TODO: email the customer at jane@example.com.",
                }
            ],
        },
    ]


def summary_input(
    messages: list[dict[str, Any]] | None = None,
    previous: str | None = None,
    count: Callable[[str], int] = count_chars,
    *,
    goal: str = "Refund order TX-1042.",
    relevant: tuple[str, ...] = (),
) -> SummaryInput:
    """A summary question over `messages` (the refund conversation by default)."""
    return SummaryInput(
        goal=goal,
        messages=messages if messages is not None else refund_messages(),
        previous_summary=previous,
        count_tokens=count,
        relevant=relevant,
    )


def said(*turns: tuple[str, str]) -> Ledger:
    """The durable ledger of messages given as `(role, text)` pairs."""
    return extract_durable([{"role": role, "content": text} for role, text in turns])


def in_force(ledger: Ledger) -> str:
    """The texts of the items `ledger` holds in force, one a line."""
    return "\n".join(ledger.texts())


def naming(texts: tuple[str, ...], *words: str) -> list[str]:
    """The texts that name any of `words`."""
    return [text for text in texts if any(word in text for word in words)]


def first(ledger: Ledger, count: int) -> list[str]:
    """The texts of the `count` items `ledger` keeps first when room runs short."""
    return [ledger.items[n].text for n in ledger.priority_order()[:count]]
