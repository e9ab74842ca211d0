"""Flink Agents messages at the edge: `ChatMessage`s read as OpenAI chat messages, and the
messages the router changed or added written back as `ChatMessage`s
(`router.integrations.flink_agents` compacts through it)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from flink_agents.api.chat_message import ChatMessage, MessageRole

from router.formats.common import arguments_of, bad_item, text_of, tool_call
from router.formats.pieces import Piece

__all__ = ["FlinkCodec"]

Message = dict[str, Any]


class FlinkCodec:
    """Reads Flink Agents `ChatMessage`s as OpenAI chat messages and writes changed ones back."""

    watched: tuple[str, ...] = ("content", "tool_calls")

    def pieces(self, units: Sequence[Any], start: int = 0) -> list[Piece]:
        """One OpenAI chat message per `ChatMessage`."""
        return [
            Piece(_message(units, index), ((index, None),)) for index in range(start, len(units))
        ]

    def part(self, unit: Any, index: int) -> Any:
        """Chat messages have no parts here; never called."""
        raise NotImplementedError

    def changed(self, piece: Piece, units: Sequence[Any], message: Message) -> list[Any]:
        """A copy of the original message with the router's new content."""
        original = units[piece.refs[0][0]]
        same_calls = [c["id"] for c in message.get("tool_calls") or ()] == _call_ids(original)
        if original.role != MessageRole.ASSISTANT or same_calls:
            return [original.model_copy(update={"content": text_of(message.get("content"))})]
        return self.fresh(message)

    def fresh(self, message: Message) -> list[Any]:
        """A `ChatMessage` for one the router added or rewrote (a summary, a closing request)."""
        role, content = message["role"], text_of(message.get("content"))
        if role == "tool":
            extra = {"external_id": message["tool_call_id"]}
            return [ChatMessage(role=MessageRole.TOOL, content=content, extra_args=extra)]
        calls = [
            {
                "id": c["id"],
                "type": "function",
                "function": {"name": c["function"]["name"], "arguments": arguments_of(c)},
                "original_id": c["id"],
            }
            for c in message.get("tool_calls") or ()
        ]
        return [ChatMessage(role=MessageRole(role), content=content, tool_calls=calls)]

    def rebuild(self, unit: Any, parts: list[Any]) -> Any:
        """Chat messages have no parts here; never called."""
        raise NotImplementedError


def _call_ids(message: Any) -> list[str]:
    """The wire ids of an assistant message's tool calls (`original_id`, else `id`)."""
    return [str(c.get("original_id") or c.get("id")) for c in message.tool_calls or ()]


def _message(units: Sequence[Any], index: int) -> Message:
    unit = units[index]
    if not isinstance(unit, ChatMessage):
        raise bad_item(
            index, f"{type(unit).__name__} is not a Flink Agents ChatMessage", "pass ChatMessages"
        )
    role = MessageRole(unit.role)
    if role == MessageRole.TOOL:
        return {"role": "tool", "tool_call_id": _answered(units, index), "content": unit.content}
    if role != MessageRole.ASSISTANT:
        return {"role": role.value, "content": unit.content}
    message: Message = {"role": "assistant", "content": unit.content or None}
    if unit.tool_calls:
        message["tool_calls"] = [
            tool_call(call_id, c["function"]["name"], c["function"].get("arguments") or {})
            for call_id, c in zip(_call_ids(unit), unit.tool_calls, strict=True)
        ]
    return message


def _answered(units: Sequence[Any], index: int) -> str:
    """The call a tool message answers: its `external_id`, else its place after the call."""
    external = units[index].extra_args.get("external_id")
    if isinstance(external, str) and external:
        return external
    start = index
    while start > 0 and MessageRole(units[start - 1].role) == MessageRole.TOOL:
        start -= 1
    ids = _call_ids(units[start - 1]) if start > 0 else []
    if index - start >= len(ids):
        raise bad_item(
            index,
            "a tool message has no external_id and no tool call before it to answer",
            "give tool messages extra_args={'external_id': <the call's id>}",
        )
    return ids[index - start]
