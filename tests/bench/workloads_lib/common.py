"""Shared shapes of the workloads: messages, tool schemas, probes."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

Message = dict[str, Any]


def tool_schema(name: str, description: str, **properties: dict[str, Any]) -> dict[str, Any]:
    """An OpenAI function tool schema whose properties are all required."""
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": description,
            "parameters": {
                "type": "object",
                "properties": properties,
                "required": list(properties),
            },
        },
    }


def call_message(call_id: str, name: str, arguments: dict[str, Any]) -> Message:
    """An assistant message making one tool call."""
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(arguments)},
            }
        ],
    }


def result_message(call_id: str, content: str) -> Message:
    """The tool message answering `call_id`."""
    return {"role": "tool", "tool_call_id": call_id, "content": content}


@dataclass(frozen=True)
class Probe:
    """A check at request number `round`: are all `facts` in the request, verbatim?

    With a `question`, the check runs on a fork: the history so far plus the question as a user
    message, compacted by the strategy like any request (the main run does not see the fork).
    Without one, the check runs on the round's own request.
    """

    round: int
    facts: tuple[str, ...]
    label: str
    question: str | None = None


@dataclass
class Workload:
    """A seeded agent run with known answers; subclasses script the agent's policy."""

    key: str
    title: str
    seed: int
    rounds: int
    window: int = 128_000
    max_tokens: int = 1500
    tools: list[dict[str, Any]] | None = None
    probes: list[Probe] = field(default_factory=list)

    def start(self) -> list[Message]:
        """System prompt and the goal (first user message)."""
        raise NotImplementedError

    def before(self, number: int) -> list[Message]:
        """Messages that arrive before request `number` (1-based): new events, questions."""
        return []

    def after(self, number: int) -> list[Message]:
        """The agent's reply to request `number` and any tool results it leads to."""
        raise NotImplementedError

    def describe(self) -> str:
        """One paragraph for the report."""
        raise NotImplementedError
