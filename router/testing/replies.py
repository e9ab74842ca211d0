"""Scripted replies: the forms a test may give and their normalisation into assistant messages."""

from __future__ import annotations

import inspect
import json
import threading
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeAlias

__all__ = ["AssistantReply", "Reply", "ReplyScript", "resolve_reply"]

Reply: TypeAlias = (
    str | Mapping[str, Any] | BaseException | type[BaseException] | Callable[..., Any]
)
"""Assistant text, assistant message fields, an exception to raise, or a callable returning one."""

_MAX_NESTING = 8


@dataclass(frozen=True)
class AssistantReply:
    """One normalised assistant turn: the message dict and why generation stopped."""

    message: dict[str, Any]
    finish_reason: str = "stop"

    @property
    def content(self) -> str | None:
        """Text content of the message, if any."""
        value = self.message.get("content")
        return value if isinstance(value, str) else None

    @property
    def tool_calls(self) -> list[dict[str, Any]]:
        """Tool calls of the message in full OpenAI form (empty when there are none)."""
        return list(self.message.get("tool_calls") or [])


@dataclass
class ReplyScript:
    """A thread-safe queue of replies with an optional default and tool-call id numbering."""

    replies: Iterable[Reply] = ()
    default: Reply | None = None
    _queue: deque[Reply] = field(init=False)
    _lock: threading.Lock = field(init=False, default_factory=threading.Lock)
    _next_call_id: int = field(init=False, default=1)

    def __post_init__(self) -> None:
        self._queue = deque(self.replies)

    def pop(self) -> Reply | None:
        """Next scripted reply, else the default, else None."""
        with self._lock:
            if self._queue:
                return self._queue.popleft()
        return self.default

    def peek(self) -> Reply | None:
        """Next scripted reply (else the default, else None) without consuming it."""
        with self._lock:
            if self._queue:
                return self._queue[0]
        return self.default

    def push(self, *replies: Reply) -> None:
        """Append replies to the end of the script."""
        with self._lock:
            self._queue.extend(replies)

    def leftovers(self) -> list[Reply]:
        """Replies not consumed yet."""
        with self._lock:
            return list(self._queue)

    def new_call_id(self) -> str:
        """A fresh tool-call id: call_1, call_2, ..."""
        with self._lock:
            number = self._next_call_id
            self._next_call_id += 1
        return f"call_{number}"


def resolve_reply(
    reply: Reply, request: Mapping[str, Any], new_call_id: Callable[[], str]
) -> AssistantReply | BaseException:
    """Turn a reply form into an assistant turn or the exception to raise for `request`."""
    for _ in range(_MAX_NESTING):
        if isinstance(reply, BaseException):
            return reply
        if isinstance(reply, type) and issubclass(reply, BaseException):
            return instantiate_error(reply)
        if isinstance(reply, str):
            return AssistantReply({"role": "assistant", "content": reply})
        if isinstance(reply, Mapping):
            return _from_fields(reply, new_call_id)
        if callable(reply):
            reply = call_dynamic(reply, request)
            continue
        raise TypeError(f"unsupported scripted reply: {reply!r}")
    raise TypeError("scripted reply callables nested too deeply")


def call_dynamic(fn: Callable[..., Any], request: Mapping[str, Any]) -> Any:
    """Call a dynamic reply as fn(messages, kwargs) or fn(request_json), by its signature."""
    messages = list(request.get("messages") or [])
    rest = {key: value for key, value in request.items() if key != "messages"}
    if _takes_two_args(fn):
        return fn(messages, rest)
    return fn(dict(request))


def _takes_two_args(fn: Callable[..., Any]) -> bool:
    """Whether `fn` can be called with two positional arguments."""
    try:
        inspect.signature(fn).bind(None, None)
    except TypeError:
        return False
    except ValueError:
        return False
    return True


def instantiate_error(cls: type[BaseException]) -> BaseException:
    """An instance of `cls`, filling LiteLLM's required constructor arguments when needed."""
    try:
        return cls()
    except TypeError:
        return cls(message="scripted error", model="scripted", llm_provider="openai")  # type: ignore[call-arg]


def _from_fields(fields: Mapping[str, Any], new_call_id: Callable[[], str]) -> AssistantReply:
    """An assistant turn from message fields; `finish_reason` may be given alongside them."""
    message: dict[str, Any] = {"role": "assistant", "content": None}
    message.update({k: v for k, v in fields.items() if k != "finish_reason"})
    calls = [normalise_tool_call(call, new_call_id) for call in fields.get("tool_calls") or []]
    if calls:
        message["tool_calls"] = calls
    else:
        message.pop("tool_calls", None)
    default_reason = "tool_calls" if calls else "stop"
    return AssistantReply(message, str(fields.get("finish_reason", default_reason)))


def normalise_tool_call(call: Mapping[str, Any], new_call_id: Callable[[], str]) -> dict[str, Any]:
    """Full OpenAI tool-call dict from a short `{"name", "arguments"}` or a full form."""
    function = call.get("function", call)
    if not isinstance(function, Mapping) or "name" not in function:
        raise TypeError(f"tool call needs a function name: {call!r}")
    arguments = function.get("arguments", {})
    if not isinstance(arguments, str):
        arguments = json.dumps(arguments)
    return {
        "id": str(call.get("id") or new_call_id()),
        "type": "function",
        "function": {"name": str(function["name"]), "arguments": arguments},
    }
