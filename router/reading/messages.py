"""Reading a request: accept dicts or OpenAI SDK objects, reject what no provider would take."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from router.errors import ConfigurationError, InvalidMessagesError

__all__ = ["as_sequence", "field_of", "normalize_messages", "read_messages", "reserve_of"]

Message = dict[str, Any]
ROLES = frozenset({"system", "developer", "user", "assistant", "tool"})
SHOWN = 80  # characters of a bad value quoted in an error
# The `type` of LangChain's messages, and the content blocks only Anthropic's Messages API has.
LANGCHAIN_TYPES = frozenset({"human", "ai", "system", "tool", "function", "chat", "AIMessageChunk"})
ANTHROPIC_BLOCKS = frozenset({"tool_use", "tool_result"})


def field_of(value: Any, name: str) -> Any:
    """`value.name` or `value[name]` (provider replies are objects or dicts); None if missing."""
    if isinstance(value, dict):
        return value.get(name)
    return getattr(value, name, None)


def _shown(value: Any) -> str:
    """A bounded repr of a value for an error message."""
    text = repr(value)
    return text if len(text) <= SHOWN else text[: SHOWN - 3] + "..."


def _as_dict(item: Any, index: int) -> Message:
    if isinstance(item, dict):
        return item
    dump = getattr(item, "model_dump", None) or getattr(item, "to_dict", None)
    if callable(dump):
        try:
            data = dump(exclude_none=True)
        except TypeError:
            data = dump()
        if isinstance(data, dict):
            return {key: value for key, value in data.items() if value is not None}
    raise InvalidMessagesError(
        index,
        f"expected a message dict or an OpenAI SDK message, got {type(item).__name__}",
        'pass {"role": ..., "content": ...} dicts',
    )


def _check_content(message: Message, index: int) -> None:
    content = message.get("content")
    role = message["role"]
    if isinstance(content, str):
        return
    if content is None:
        if role == "assistant":
            return
        raise InvalidMessagesError(
            index, f"{role} message has no content", "give it string content or a list of parts"
        )
    if isinstance(content, list) and all(
        isinstance(part, dict) and isinstance(part.get("type"), str) for part in content
    ):
        for part in content:
            if part["type"] in ANTHROPIC_BLOCKS:
                raise InvalidMessagesError(
                    index,
                    f"a {part['type']!r} block is Anthropic Messages format, not OpenAI chat",
                    "pass Anthropic messages through "
                    "router.formats.compact_anthropic(router, messages, system=...)",
                )
            if part["type"] == "text" and not isinstance(part.get("text"), str):
                raise InvalidMessagesError(
                    index,
                    f"a text part has no string text (got {type(part.get('text')).__name__})",
                    'give every text part a string: {"type": "text", "text": "..."}',
                )
        return
    raise InvalidMessagesError(
        index,
        f"content must be a string or a list of typed parts, got {type(content).__name__}",
        'use a string, or parts like [{"type": "text", "text": "..."}]',
    )


def _call_ids(message: Message, index: int) -> list[str]:
    calls = message.get("tool_calls") or []
    if not isinstance(calls, list):
        raise InvalidMessagesError(index, "tool_calls must be a list", "send a list of tool calls")
    ids: list[str] = []
    for call in calls:
        call_id = call.get("id") if isinstance(call, dict) else None
        if not isinstance(call_id, str) or not call_id:
            raise InvalidMessagesError(
                index, "a tool call has no id", "give every tool call the id the model returned"
            )
        function = call.get("function")
        if (
            not isinstance(function, dict)
            or not isinstance(function.get("name"), str)
            or not isinstance(function.get("arguments"), str)
        ):
            raise InvalidMessagesError(
                index,
                f"tool call {_shown(call_id)} has no function with a string name and arguments",
                'send {"id": ..., "type": "function", '
                '"function": {"name": ..., "arguments": "<JSON text>"}}',
            )
        if call_id in ids:
            raise InvalidMessagesError(
                index,
                f"tool call id {_shown(call_id)} appears twice in one message",
                "give every tool call of a message its own id",
            )
        ids.append(call_id)
    return ids


def _check_fields(message: Message, role: str, index: int) -> None:
    """Fields every provider reads: string keys and ids, tool calls only from the assistant."""
    for key in ("name", "tool_call_id"):
        value = message.get(key)
        if value is not None and not isinstance(value, str):
            raise InvalidMessagesError(
                index, f"{key} must be a string, got {type(value).__name__}", f"send {key} as text"
            )
    if message.get("tool_calls") and role != "assistant":
        raise InvalidMessagesError(
            index,
            f"a {role} message carries tool_calls",
            "only assistant messages may call tools; drop tool_calls from this message",
        )


def _check_json(message: Message, index: int) -> None:
    """The message must be plain JSON: string keys, no NaN, text encodable as UTF-8."""
    try:
        json.dumps(message, ensure_ascii=False, allow_nan=False, sort_keys=True).encode("utf-8")
    except UnicodeEncodeError as error:
        raise InvalidMessagesError(
            index,
            f"text holds a lone surrogate ({error.object[error.start : error.end]!r}), "
            "which is not valid UTF-8",
            "decode the text with errors='replace' (or re-encode it) before sending it",
        ) from None
    except (TypeError, ValueError, RecursionError) as error:
        raise InvalidMessagesError(
            index,
            f"the message is not plain JSON ({_shown(str(error))})",
            "use only strings, numbers, booleans, null, lists and string-keyed dicts",
        ) from None


def _unanswered(open_ids: dict[str, int]) -> InvalidMessagesError:
    call_id, index = next(iter(open_ids.items()))
    return InvalidMessagesError(
        index,
        f"assistant tool call {_shown(call_id)} is left unanswered",
        "append a tool message with that tool_call_id right after the assistant message",
    )


def _check_tool(message: Message, index: int, open_ids: dict[str, int]) -> None:
    call_id = message.get("tool_call_id")
    if not isinstance(call_id, str) or call_id not in open_ids:
        raise InvalidMessagesError(
            index,
            f"tool message answers tool_call_id {_shown(call_id)}, which no assistant message "
            "directly before it called",
            "send the assistant message with that tool call before its result, or drop the result",
        )
    del open_ids[call_id]


def _unknown_role(message: Message, role: Any, index: int) -> InvalidMessagesError:
    """An unknown role, naming the adapter when the message is another library's format."""
    kind = message.get("type")
    if role is None and isinstance(kind, str) and kind in LANGCHAIN_TYPES:
        return InvalidMessagesError(
            index,
            f"a LangChain message (type {kind!r}) is not an OpenAI chat message",
            "pass LangChain messages through router.formats.compact_langchain(router, messages)",
        )
    return InvalidMessagesError(
        index, f"unknown role {_shown(role)}", f"use one of {', '.join(sorted(ROLES))}"
    )


def as_sequence(items: Any) -> Sequence[Any]:
    """The messages as a sequence, or a clear error when they are not a list of messages."""
    if isinstance(items, (str, bytes, dict)) or not hasattr(items, "__iter__"):
        raise InvalidMessagesError(None, "expected a list of messages", "wrap it in a list")
    return items if isinstance(items, Sequence) else list(items)


def read_messages(
    items: Sequence[Any], start: int = 0, open_ids: dict[str, int] | None = None
) -> tuple[list[Message], list[tuple[tuple[str, int], ...]]]:
    """Validate `items[start:]`, resuming with the calls still open before `start`.

    Returns the message dicts and, after each one, the tool calls still unanswered.
    """
    messages: list[Message] = []
    open_after: list[tuple[tuple[str, int], ...]] = []
    pending: dict[str, int] = dict(open_ids or {})
    for index in range(start, len(items)):
        message = _as_dict(items[index], index)
        role = message.get("role")
        if not isinstance(role, str) or role not in ROLES:
            raise _unknown_role(message, role, index)
        _check_content(message, index)
        _check_fields(message, role, index)
        _check_json(message, index)
        if role == "tool":
            _check_tool(message, index, pending)
        elif pending:
            raise _unanswered(pending)
        elif role == "assistant" and message.get("tool_calls"):
            pending = dict.fromkeys(_call_ids(message, index), index)
        messages.append(message)
        open_after.append(tuple(pending.items()) if pending else ())
    if pending:
        raise _unanswered(pending)
    return messages, open_after


def normalize_messages(items: Iterable[Any]) -> list[Message]:
    """Validated message dicts in a new list; the caller's dicts are never changed."""
    messages, _ = read_messages(as_sequence(items))
    if not messages:
        raise InvalidMessagesError(None, "the list is empty", "send at least one message")
    return messages


def _token_count(name: str, value: Any) -> int:
    """`value` as a positive whole number of tokens, or a clear error naming `name`."""
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        kind = f"the {type(value).__name__} {_shown(value)}"
        example = f" ({name}={int(value)})" if isinstance(value, str) and value.isdigit() else ""
        raise ConfigurationError(
            f"{name} is {kind}, not a number of tokens. Fix: pass a positive integer{example}, "
            f"or leave {name} out to use the router's completion_reserve"
        )
    raise ConfigurationError(
        f"{name}={_shown(value)} is not a positive whole number of tokens. Fix: pass the "
        f"answer's length limit as a positive integer such as {name}=1000, or leave it out"
    )


def reserve_of(**limits: Any) -> int | None:
    """The answer's token reserve a call asks for (the largest of the limits given), checked.

    Each of `max_tokens`, `max_completion_tokens`, `max_output_tokens` given must be a positive
    integer; None means not given.
    """
    given = [_token_count(name, value) for name, value in limits.items() if value is not None]
    return max(given) if given else None
