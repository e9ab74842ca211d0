"""Calls of the router's own recall tool, answered by the router inside `complete()`.

When the model's reply calls only the recall tool (`Router.recall_tool()`), the router appends
that assistant turn and, for each call, the original the call names (`Router.recall`), then
calls the model again: at most MAX_RECALL_ROUNDS times, after which the reply goes back to the
caller as it is. A reply that calls the recall tool beside other tools, a reply with no tool
call, and a stream are returned unchanged: the caller answers those.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from router.errors import OriginalNotFound
from router.history.recall import RECALL_TOOL

__all__ = [
    "MAX_RECALL_ROUNDS",
    "RECALL_NAME",
    "answer_recalls",
    "answer_recalls_async",
    "recall_calls",
]

MAX_RECALL_ROUNDS = 3
"""Replies calling only the recall tool answered in one `complete()` at most."""
RECALL_NAME: str = RECALL_TOOL["function"]["name"]
MISSING = f"{RECALL_NAME} needs a tool_call_id: the one named in the placeholder"

Message = dict[str, Any]
Recall = Callable[[str, Sequence[Any]], str]


def _field(value: Any, name: str) -> Any:
    """`value.name` or `value[name]` (provider replies are objects or dicts)."""
    if isinstance(value, dict):
        return value.get(name)
    return getattr(value, name, None)


def recall_calls(response: Any) -> list[tuple[str, str, str]] | None:
    """(call id, arguments, tool_call_id asked for) of each call when the reply calls only the
    recall tool; None otherwise."""
    choices = _field(response, "choices") or []
    message = _field(choices[0], "message") if choices else None
    calls = (_field(message, "tool_calls") or []) if message is not None else []
    if not calls:
        return None
    found: list[tuple[str, str, str]] = []
    for call in calls:
        function = _field(call, "function")
        if _field(function, "name") != RECALL_NAME:
            return None
        arguments = str(_field(function, "arguments") or "")
        try:
            asked = json.loads(arguments).get("tool_call_id", "")
        except (ValueError, AttributeError):
            asked = ""
        found.append((str(_field(call, "id") or ""), arguments, str(asked)))
    return found


def _turns(
    response: Any, calls: list[tuple[str, str, str]], found: dict[str, str]
) -> list[Message]:
    """The assistant turn that called recall, and one tool message per call with its answer."""
    message = _field(_field(response, "choices")[0], "message")
    assistant: Message = {
        "role": "assistant",
        "content": _field(message, "content"),
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


def _original(recall: Recall, asked: str, history: Sequence[Any]) -> str:
    """The original named, or a line saying why there is none (the model may carry on)."""
    if not asked:
        return MISSING
    try:
        return recall(asked, history)
    except OriginalNotFound:
        return _sent(asked, history)


def answer_recalls(
    send: Callable[[Sequence[Any]], Any], messages: Sequence[Any], recall: Recall, stream: bool
) -> Any:
    """`send(messages)`, then answer recall-only replies and send again, bounded."""
    response = send(messages)
    history = list(messages)
    for _ in range(MAX_RECALL_ROUNDS):
        calls = None if stream else recall_calls(response)
        if calls is None:
            return response
        found = {asked: _original(recall, asked, history) for _, _, asked in calls}
        history = [*history, *_turns(response, calls, found)]
        response = send(history)
    return response


async def answer_recalls_async(
    send: Callable[[Sequence[Any]], Awaitable[Any]],
    messages: Sequence[Any],
    recall: Callable[[str, Sequence[Any]], Awaitable[str]],
    stream: bool,
) -> Any:
    """Async `answer_recalls`: `recall` is awaited (it reads the store off the event loop)."""
    response = await send(messages)
    history = list(messages)
    for _ in range(MAX_RECALL_ROUNDS):
        calls = None if stream else recall_calls(response)
        if calls is None:
            return response
        found = {asked: await _arecall(recall, asked, history) for _, _, asked in calls}
        history = [*history, *_turns(response, calls, found)]
        response = await send(history)
    return response


async def _arecall(
    recall: Callable[[str, Sequence[Any]], Awaitable[str]], asked: str, history: Sequence[Any]
) -> str:
    """The original named, or a line saying why there is none."""
    if not asked:
        return MISSING
    try:
        return await recall(asked, history)
    except OriginalNotFound:
        return _sent(asked, history)


def _sent(asked: str, history: Sequence[Any]) -> str:
    """A result the router never cut, as the history holds it; else why there is none."""
    for message in reversed(history):
        if not isinstance(message, dict) or message.get("role") != "tool":
            continue
        if message.get("tool_call_id") == asked and isinstance(message.get("content"), str):
            return str(message["content"])
    return f"no original is recorded for tool_call_id={asked} in this session"
