"""Token counts the way OpenAI bills chat requests, with tiktoken's o200k_base encoding."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeAlias

from router.reading.encodings import get_encoding

__all__ = [
    "MessageCounter",
    "completion_reserve",
    "count_completion",
    "count_messages",
    "count_text",
    "count_tools",
    "message_dicts",
]

MessageCounter: TypeAlias = Callable[[Sequence[Mapping[str, Any]]], int]
"""Counts the prompt tokens of a list of message dicts."""

_PER_MESSAGE = 3
_PER_NAME = 1
_REPLY_PRIMING = 3


def _encoding() -> Any:
    """The o200k_base encoding, loaded once from LiteLLM's bundled files (the router's copy)."""
    return get_encoding("o200k_base")


def count_text(text: str) -> int:
    """Number of o200k_base tokens in `text`."""
    return len(_encoding().encode(text, disallowed_special=()))


def message_dicts(messages: Sequence[Any]) -> list[dict[str, Any]]:
    """Plain dicts from message dicts or SDK message objects."""
    out: list[dict[str, Any]] = []
    for message in messages:
        if isinstance(message, Mapping):
            out.append(dict(message))
        elif hasattr(message, "model_dump"):
            out.append(message.model_dump(exclude_none=True))
        else:
            raise TypeError(f"not a chat message: {message!r}")
    return out


def count_messages(messages: Sequence[Mapping[str, Any]]) -> int:
    """Prompt tokens of `messages`: 3 per message, its fields, names, tool calls, 3 for priming."""
    total = _REPLY_PRIMING
    for message in messages:
        total += _PER_MESSAGE + sum(_count_field(k, v) for k, v in message.items())
    return total


def _count_field(key: str, value: Any) -> int:
    """Tokens of one message field."""
    if key == "tool_calls":
        return sum(_count_tool_call(call) for call in value or [])
    if isinstance(value, str):
        return count_text(value) + (_PER_NAME if key == "name" else 0)
    if isinstance(value, list):
        return sum(_count_part(part) for part in value)
    return 0


def _count_part(part: Any) -> int:
    """Tokens of one content part: its text, or its JSON when it has no text."""
    if isinstance(part, Mapping) and isinstance(part.get("text"), str):
        return count_text(part["text"])
    if isinstance(part, str):
        return count_text(part)
    return count_text(json.dumps(part, default=str))


def _count_tool_call(call: Any) -> int:
    """Tokens of a tool call's function name and arguments."""
    function = call.get("function", {}) if isinstance(call, Mapping) else {}
    name = str(function.get("name", ""))
    arguments = function.get("arguments", "")
    if not isinstance(arguments, str):
        arguments = json.dumps(arguments)
    return count_text(name) + count_text(arguments)


def count_tools(tools: Sequence[Any] | None) -> int:
    """Tokens of the tool schemas, counted as their JSON text."""
    if not tools:
        return 0
    return count_text(json.dumps(list(tools), separators=(",", ":"), default=str))


def count_completion(message: Mapping[str, Any]) -> int:
    """Tokens of an assistant reply: its content plus tool-call names and arguments."""
    content = message.get("content")
    total = count_text(content) if isinstance(content, str) else 0
    return total + sum(_count_tool_call(call) for call in message.get("tool_calls") or [])


def completion_reserve(params: Mapping[str, Any]) -> int:
    """Completion tokens the request reserves: max_completion_tokens or max_tokens, else 0."""
    for key in ("max_completion_tokens", "max_tokens"):
        value = params.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return 0
