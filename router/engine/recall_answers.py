"""Calls of the router's own recall tool, answered by the router inside `complete()`.

When the model's reply calls only the recall tool (`Router.recall_tool()`), the router appends
that assistant turn and, for each call, the original the call names (`Router.recall`), then
calls the model again: at most MAX_RECALL_ROUNDS times, after which the reply goes back to the
caller as it is. A reply that calls the recall tool beside other tools, a reply with no tool
call, and a stream are returned unchanged: the caller answers those. The flow yields each
model call (`Send`) and original (`Recall`) it needs; the sync and async drivers carry them out.
"""

from __future__ import annotations

import json
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import Any

from router.errors import OriginalNotFound
from router.history.recall import RECALL_TOOL
from router.reading.messages import field_of

__all__ = [
    "MAX_RECALL_ROUNDS",
    "RECALL_NAME",
    "Recall",
    "Send",
    "recall_answers",
    "recall_calls",
]

MAX_RECALL_ROUNDS = 3
"""Replies calling only the recall tool answered in one `complete()` at most."""
RECALL_NAME: str = RECALL_TOOL["function"]["name"]
MISSING = f"{RECALL_NAME} needs a tool_call_id: the one named in the placeholder"

Message = dict[str, Any]


@dataclass(frozen=True)
class Send:
    """Call the model with these messages (compacted on the way); the reply comes back."""

    messages: Sequence[Any]


@dataclass(frozen=True)
class Recall:
    """The original `Router.recall` gives for a tool_call_id in this history; `OriginalNotFound`
    is thrown back in when there is none."""

    tool_call_id: str
    history: Sequence[Any]


def recall_calls(response: Any) -> list[tuple[str, str, str]] | None:
    """(call id, arguments, tool_call_id asked for) of each call when the reply calls only the
    recall tool; None otherwise."""
    choices = field_of(response, "choices") or []
    message = field_of(choices[0], "message") if choices else None
    calls = (field_of(message, "tool_calls") or []) if message is not None else []
    if not calls:
        return None
    found: list[tuple[str, str, str]] = []
    for call in calls:
        function = field_of(call, "function")
        if field_of(function, "name") != RECALL_NAME:
            return None
        arguments = str(field_of(function, "arguments") or "")
        try:
            asked = json.loads(arguments).get("tool_call_id", "")
        except (ValueError, AttributeError):
            asked = ""
        found.append((str(field_of(call, "id") or ""), arguments, str(asked)))
    return found


def _turns(
    response: Any, calls: list[tuple[str, str, str]], found: dict[str, str]
) -> list[Message]:
    """The assistant turn that called recall, and one tool message per call with its answer."""
    message = field_of(field_of(response, "choices")[0], "message")
    assistant: Message = {
        "role": "assistant",
        "content": field_of(message, "content"),
        "tool_calls": [
            {"id": call_id, "type": "function",
             "function": {"name": RECALL_NAME, "arguments": arguments}}
            for call_id, arguments, _ in calls
        ],
    }  # fmt: skip
    answers = [
        {"role": "tool", "tool_call_id": call_id, "content": found[asked]}
        for call_id, _, asked in calls
    ]
    return [assistant, *answers]


def recall_answers(messages: Sequence[Any], stream: bool) -> Generator[Send | Recall, Any, Any]:
    """Send `messages`, then answer recall-only replies and send again, bounded; the flow's
    value is the reply for the caller."""
    response = yield Send(messages)
    history = list(messages)
    for _ in range(MAX_RECALL_ROUNDS):
        calls = None if stream else recall_calls(response)
        if calls is None:
            return response
        found: dict[str, str] = {}
        for _, _, asked in calls:
            found[asked] = yield from _original(asked, history)
        history = [*history, *_turns(response, calls, found)]
        response = yield Send(history)
    return response


def _original(asked: str, history: Sequence[Any]) -> Generator[Recall, Any, str]:
    """The original named, or a line saying why there is none (the model may carry on)."""
    if not asked:
        return MISSING
    try:
        original: str = yield Recall(asked, history)
    except OriginalNotFound:
        return _sent(asked, history)
    return original


def _sent(asked: str, history: Sequence[Any]) -> str:
    """A result the router never cut, as the history holds it; else why there is none."""
    for message in reversed(history):
        if not isinstance(message, dict) or message.get("role") != "tool":
            continue
        if message.get("tool_call_id") == asked and isinstance(message.get("content"), str):
            return str(message["content"])
    return f"no original is recorded for tool_call_id={asked} in this session"
