"""Shared parts of the reliability cases: the result row, request checks, conversations, replies.

Every check here is written from the OpenAI chat-completions rules, independently of the router's
own validation, so a router bug cannot hide behind the same code.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from recorder import canonical_json
from router.reading.tokens import TokenCounter

ROOT = Path(__file__).resolve().parents[2]
Message = dict[str, Any]
ROLES = frozenset({"system", "developer", "user", "assistant", "tool"})
JUDGE_MODEL = "judge-model"
LOCAL_KEY = "sk-local"


# -- the table ------------------------------------------------------------------------------


@dataclass
class Row:
    """One line of the reliability table."""

    case: str
    runs: int = 0
    faults: int = 0
    requests: int = 0
    bad_requests: int = 0
    decisions_lost: int = 0
    failed: Counter[str] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def bad(self, what: str) -> None:
        """Count a request that went out oversized or unpaired."""
        self.bad_requests += 1
        self.problems.append(what)

    def lost(self, what: str) -> None:
        """Count a recorded decision that was lost or duplicated."""
        self.decisions_lost += 1
        self.problems.append(what)

    def broken(self, what: str) -> None:
        """A promise broken in another way (an escaped exception, bytes that changed...)."""
        self.problems.append(what)

    def fail(self, why: str) -> None:
        """A user call that failed, and why (expected failures are listed too)."""
        self.failed[why] += 1

    def failures(self) -> str:
        """The failed calls as one cell."""
        if not self.failed:
            return "0"
        parts = [f"{count}× {why}" for why, count in sorted(self.failed.items())]
        return f"{sum(self.failed.values())}: " + "; ".join(parts)


def markdown(rows: Sequence[Row]) -> str:
    """The reliability table."""
    lines = [
        "| case | runs | faults injected | requests sent | oversized or unpaired requests sent "
        "| recorded decisions lost or duplicated | user calls failed and why |",
        "|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        lines.append(
            f"| {row.case} | {row.runs} | {row.faults} | {row.requests} | {row.bad_requests} "
            f"| {row.decisions_lost} | {row.failures()} |"
        )
    return "\n".join(lines)


# -- request checks -------------------------------------------------------------------------


def pairing_problem(messages: Sequence[Mapping[str, Any]]) -> str | None:
    """Why a message list is not a valid, paired OpenAI request; None when it is."""
    pending: dict[str, int] = {}
    for index, message in enumerate(messages):
        role = message.get("role")
        if role not in ROLES:
            return f"[{index}] unknown role {role!r}"
        content = message.get("content")
        if content is None and role != "assistant":
            return f"[{index}] {role} message without content"
        if role == "tool":
            call_id = message.get("tool_call_id")
            if call_id not in pending:
                return f"[{index}] tool result {call_id!r} answers no open call"
            del pending[call_id]
            continue
        if pending:
            return f"[{index}] calls {sorted(pending)} left unanswered"
        calls = message.get("tool_calls") or []
        if calls and role != "assistant":
            return f"[{index}] {role} message with tool_calls"
        pending = {str(call["id"]): index for call in calls}
        if len(pending) != len(calls):
            return f"[{index}] repeated tool call id"
    if pending:
        return f"calls {sorted(pending)} left unanswered at the end"
    try:
        json.dumps(list(messages), allow_nan=False).encode("utf-8")
    except (TypeError, ValueError) as error:
        return f"not sendable as JSON: {error}"
    return None


def tokens_of(model: str, messages: Sequence[Message], tools: Sequence[Any] | None = None) -> int:
    """Prompt tokens of a request counted afresh (no cache shared with any router)."""
    counter = TokenCounter(model)
    return counter.messages(list(messages)) + counter.tools(tools)


def request_problem(
    messages: Sequence[Message],
    *,
    model: str,
    window: int,
    reserve: int,
    tools: Sequence[Any] | None = None,
) -> str | None:
    """Why a request must not be sent: unpaired, invalid, or over the window; None if fine."""
    problem = pairing_problem(messages)
    if problem is not None:
        return f"unpaired: {problem}"
    tokens = tokens_of(model, messages, tools)
    if tokens + reserve > window:
        return f"oversized: {tokens} prompt + {reserve} reserve > {window}"
    return None


def digest(messages: Any) -> str:
    """sha256 of the canonical JSON of a message list."""
    return hashlib.sha256(canonical_json(messages).encode()).hexdigest()


# -- conversations --------------------------------------------------------------------------


def call_message(call_id: str, tool: str = "lookup", page: int = 0) -> Message:
    """An assistant message making one tool call."""
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": tool, "arguments": json.dumps({"page": page})},
            }
        ],
    }


def rows_text(tag: str, index: int, rows: int) -> str:
    """A tool result of `rows` inventory rows."""
    return "\n".join(
        f"row {r}: item {tag.upper()}-{index:03d}-{r:02d} price {r * 3 + index}.50 "
        f"stock {r * 7 % 13}"
        for r in range(rows)
    )


def tool_round(tag: str, index: int, rows: int = 40, body: str | None = None) -> list[Message]:
    """One assistant tool call and its result."""
    call_id = f"call_{tag}_{index}"
    text = rows_text(tag, index, rows) if body is None else body
    return [
        call_message(call_id, page=index),
        {"role": "tool", "tool_call_id": call_id, "content": text},
    ]


def conversation(rounds: int, tag: str = "inv", rows: int = 40) -> list[Message]:
    """A system prompt, a task and `rounds` tool rounds."""
    messages: list[Message] = [
        {"role": "system", "content": "You are an inventory agent."},
        {"role": "user", "content": f"Page through inventory {tag} and report the cheapest item."},
    ]
    for index in range(rounds):
        messages.extend(tool_round(tag, index, rows))
    return messages


TOOLS: list[dict[str, Any]] = [
    {
        "type": "function",
        "function": {
            "name": "lookup",
            "description": "Look up one page of inventory.",
            "parameters": {"type": "object", "properties": {"page": {"type": "integer"}}},
        },
    }
]


# -- the local server's replies ------------------------------------------------------------


def purpose_of(body: Mapping[str, Any]) -> str:
    """Which request a body is: routing, retention, summary_targets, summary, or main."""
    if not str(body.get("model", "")).endswith(JUDGE_MODEL):
        return "main"
    schema = ((body.get("response_format") or {}).get("json_schema") or {}).get("name")
    return str(schema).removesuffix("_reply") if schema else "summary"


def last_text(body: Mapping[str, Any]) -> str:
    """Text of the last message of a request body."""
    messages = body.get("messages") or [{}]
    content = messages[-1].get("content")
    return content if isinstance(content, str) else json.dumps(content)


def candidate_ids(body: Mapping[str, Any]) -> list[str]:
    """The ids a retention request lists as candidates."""
    return re.findall(r"id=(\S+)", last_text(body))


@dataclass
class JudgeReplies:
    """A deterministic judge behind the local server; each field scripts one judgement."""

    rung: str = "retain"
    keep: int = 1
    summary: str = "Summary: pages were read; the cheapest items were on page 0."
    main: Any = "ok"

    def __call__(self, body: dict[str, Any]) -> Any:
        purpose = purpose_of(body)
        if purpose == "main":
            return self.main
        if purpose == "routing":
            return json.dumps({"rung": self.rung, "reason": "older pages are done"})
        if purpose == "retention":
            ids = candidate_ids(body)[: self.keep]
            return json.dumps({"needed": ids, "reason": "the first page still matters"})
        if purpose == "summary_targets":
            return json.dumps({"must_keep": re.findall(r"[A-Z]+-000-0[0-2]", last_text(body))[:3]})
        return self.summary


# -- processes ------------------------------------------------------------------------------


def rss_kib() -> int:
    """Resident set size of this process in KiB (from /proc, else the peak from getrusage)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    import resource

    return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


def child_env() -> dict[str, str]:
    """The environment of a worker subprocess: the repository importable, no proxies."""
    env = {key: value for key, value in os.environ.items() if "proxy" not in key.lower()}
    env["PYTHONPATH"] = str(ROOT)
    return env
