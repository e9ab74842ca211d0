"""Atomic groups: an assistant message with tool calls and the tool messages answering it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

Message = dict[str, Any]
GroupKind = Literal["system", "user", "assistant", "tools"]

__all__ = [
    "Group",
    "Message",
    "call_index",
    "group_calls",
    "group_messages",
    "result_keys",
    "tool_rounds",
]


@dataclass(frozen=True, slots=True)
class Group:
    """Messages `[start, end)` that any rung keeps or changes whole."""

    start: int
    end: int
    kind: GroupKind
    call_ids: tuple[str, ...] = ()


def _call_ids(message: Message) -> tuple[str, ...]:
    calls = message.get("tool_calls") or ()
    return tuple(str(call.get("id", "")) for call in calls)


def group_messages(messages: Sequence[Message]) -> list[Group]:
    """Split a valid message list into atomic groups, in order."""
    groups: list[Group] = []
    index = 0
    total = len(messages)
    while index < total:
        message = messages[index]
        role = message.get("role")
        if role == "assistant" and message.get("tool_calls"):
            end = index + 1
            while end < total and messages[end].get("role") == "tool":
                end += 1
            groups.append(Group(index, end, "tools", _call_ids(message)))
            index = end
            continue
        kind: GroupKind
        if role in ("system", "developer"):
            kind = "system"
        elif role == "assistant":
            kind = "assistant"
        else:
            kind = "user"
        groups.append(Group(index, index + 1, kind))
        index += 1
    return groups


def tool_rounds(groups: Sequence[Group]) -> int:
    """Tool-call rounds since the last user message."""
    rounds = 0
    for group in reversed(groups):
        if group.kind == "user":
            break
        if group.kind == "tools":
            rounds += 1
    return rounds


def call_index(messages: Sequence[Message]) -> dict[str, tuple[str, str]]:
    """Map each tool_call_id to (tool name, arguments text)."""
    index: dict[str, tuple[str, str]] = {}
    for message in messages:
        for call in message.get("tool_calls") or ():
            function = call.get("function") or {}
            arguments = function.get("arguments", "")
            if not isinstance(arguments, str):
                arguments = str(arguments)
            index[str(call.get("id", ""))] = (str(function.get("name", "tool")), arguments)
    return index


def result_keys(messages: Sequence[Message]) -> list[str]:
    """A key per message naming each tool result uniquely ("" for other messages).

    The key is the tool_call_id; a provider that reuses an id in later turns gets `id#2`,
    `id#3`, ... for the later results, so an edit never reaches a result it was not made for.
    """
    seen: dict[str, int] = {}
    taken: set[str] = set()
    keys: list[str] = []
    for message in messages:
        if message.get("role") != "tool":
            keys.append("")
            continue
        call_id = str(message.get("tool_call_id", ""))
        key = call_id
        while key in taken:
            seen[call_id] = seen.get(call_id, 1) + 1
            key = f"{call_id}#{seen[call_id]}"
        taken.add(key)
        keys.append(key)
    return keys


def group_calls(message: Message) -> dict[str, tuple[str, str]]:
    """(tool name, arguments text) of each call one assistant message makes, by id."""
    found: dict[str, tuple[str, str]] = {}
    for call in message.get("tool_calls") or ():
        function = call.get("function") or {}
        arguments = function.get("arguments", "")
        text = arguments if isinstance(arguments, str) else str(arguments)
        found[str(call.get("id", ""))] = (str(function.get("name", "tool")), text)
    return found
