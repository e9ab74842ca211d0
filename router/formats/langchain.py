"""LangChain `BaseMessage` lists at the edge: AIMessage.tool_calls and ToolMessage as rounds."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_core.utils.function_calling import convert_to_openai_tool

from router import Router
from router.formats.common import arguments_of, bad_item, text_of, tool_call
from router.formats.edge import Compacted, acompact_units, compact_units
from router.formats.media import content_of, masked_text, tool_message
from router.formats.pieces import Piece

__all__ = ["LangChainCodec", "acompact_langchain", "compact_langchain", "langchain_tools"]

Message = dict[str, Any]


class LangChainCodec:
    """Reads LangChain messages into pieces (one each) and writes changed ones back."""

    watched: tuple[str, ...] = ("content", "tool_calls")

    def pieces(self, units: Sequence[Any], start: int = 0) -> list[Piece]:
        """One OpenAI chat message per LangChain message."""
        return [
            Piece(_message(index, unit), ((index, None),))
            for index, unit in enumerate(units[start:], start)
        ]

    def part(self, unit: Any, index: int) -> Any:
        """LangChain messages have no parts here; never called."""
        raise NotImplementedError

    def changed(self, piece: Piece, units: Sequence[Any], message: Message) -> list[Any]:
        """A copy of the original message with the router's new content."""
        original = units[piece.refs[0][0]]
        if isinstance(original, ToolMessage | SystemMessage | HumanMessage):
            return [original.model_copy(update={"content": masked_text(message)})]
        return self.fresh(message)

    def fresh(self, message: Message) -> list[Any]:
        """A LangChain message for one the router added or rewrote."""
        role, content = message["role"], text_of(message.get("content"))
        if role == "system":
            return [SystemMessage(content=content)]
        if role == "assistant":
            calls = [
                {"id": c["id"], "name": c["function"]["name"], "args": _args(c)}
                for c in message.get("tool_calls") or []
            ]
            return [AIMessage(content=content, tool_calls=calls)]
        if role == "tool":
            return [ToolMessage(content=content, tool_call_id=message["tool_call_id"])]
        return [HumanMessage(content=content)]

    def rebuild(self, unit: Any, parts: list[Any]) -> Any:
        """LangChain messages have no parts here; never called."""
        raise NotImplementedError


def _args(call: Message) -> dict[str, Any]:
    value = arguments_of(call)
    return value if isinstance(value, dict) else {"input": value}


def _message(index: int, unit: Any) -> Message:
    if not isinstance(unit, BaseMessage):
        raise bad_item(
            index, f"{type(unit).__name__} is not a LangChain message", "pass BaseMessage objects"
        )
    if isinstance(unit, ToolMessage):
        return tool_message(unit.tool_call_id, unit.content)
    if isinstance(unit, AIMessage):
        message: Message = {"role": "assistant", "content": text_of(unit.content) or None}
        if unit.tool_calls:
            message["tool_calls"] = [
                tool_call(str(call["id"]), call["name"], call["args"]) for call in unit.tool_calls
            ]
        return message
    if isinstance(unit, SystemMessage):
        return {"role": "system", "content": text_of(unit.content)}
    return {"role": "user", "content": content_of(unit.content)}


def langchain_tools(tools: Sequence[Any] | None) -> list[Message] | None:
    """LangChain tools (BaseTool, functions or schemas) as OpenAI function tools (for counting)."""
    return [convert_to_openai_tool(tool) for tool in tools] if tools else None


def compact_langchain(
    router: Router,
    messages: Sequence[BaseMessage],
    *,
    tools: Sequence[Any] | None = None,
    session_id: str = "default",
    max_tokens: int | None = None,
) -> Compacted:
    """Compact LangChain messages to fit; untouched messages are returned as given."""
    return compact_units(
        router,
        LangChainCodec(),
        messages,
        tools=langchain_tools(tools),
        session_id=session_id,
        max_tokens=max_tokens,
    )


async def acompact_langchain(
    router: Router,
    messages: Sequence[BaseMessage],
    *,
    tools: Sequence[Any] | None = None,
    session_id: str = "default",
    max_tokens: int | None = None,
) -> Compacted:
    """Async `compact_langchain`."""
    return await acompact_units(
        router,
        LangChainCodec(),
        messages,
        tools=langchain_tools(tools),
        session_id=session_id,
        max_tokens=max_tokens,
    )
