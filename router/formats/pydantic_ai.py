"""pydantic-ai messages at the edge: ToolCallPart/ToolReturnPart as OpenAI tool rounds."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    RetryPromptPart,
    SystemPromptPart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)

from router import Router
from router.formats.common import arguments_of, bad_item, text_of, tool_call
from router.formats.edge import Compacted, acompact_units, compact_units
from router.formats.media import content_of, masked_text, tool_message
from router.formats.pieces import Piece, Ref

__all__ = ["PydanticAICodec", "acompact_pydantic_ai", "compact_pydantic_ai"]

Message = dict[str, Any]


class PydanticAICodec:
    """Reads ModelRequest/ModelResponse parts into pieces and writes changed parts back."""

    watched: tuple[str, ...] = ("parts",)

    def pieces(self, units: Sequence[Any], start: int = 0) -> list[Piece]:
        """A response as one assistant turn; a request's tool returns first, then its prompts."""
        out: list[Piece] = []
        for index, unit in enumerate(units[start:], start):
            if isinstance(unit, ModelResponse):
                out.append(_response_piece(index, unit))
            elif isinstance(unit, ModelRequest):
                out.extend(_request_pieces(index, unit))
            else:
                raise bad_item(
                    index,
                    f"{type(unit).__name__} is not a pydantic-ai message",
                    "pass ModelRequest/ModelResponse",
                )
        return out

    def part(self, unit: Any, index: int) -> Any:
        """Part `index` of a message."""
        return unit.parts[index]

    def changed(self, piece: Piece, units: Sequence[Any], message: Message) -> list[Any]:
        """The part with the router's new content, or parts rebuilt from the message."""
        unit_index, part_index = piece.refs[0]
        unit = units[unit_index]
        riders = [
            unit.parts[p]
            for _, p in piece.refs[1:]
            if p is not None and _prompt_text(unit.parts[p]) is None
        ]
        if message["role"] == "tool" and part_index is not None:
            original = unit.parts[part_index]
            return [dataclasses.replace(original, content=masked_text(message)), *riders]
        if isinstance(unit, ModelResponse):
            return _response_parts(message)
        return [_prompt_part(message), *riders]

    def fresh(self, message: Message) -> list[Any]:
        """A message the router added: a ModelRequest, or a ModelResponse for an assistant turn."""
        if message["role"] == "assistant":
            return [ModelResponse(parts=_response_parts(message))]
        return [ModelRequest(parts=[_prompt_part(message)])]

    def rebuild(self, unit: Any, parts: list[Any]) -> Any:
        """A copy of the message holding `parts`."""
        return dataclasses.replace(unit, parts=parts)


def _prompt_part(message: Message) -> Any:
    text = text_of(message.get("content"))
    return (
        SystemPromptPart(content=text)
        if message["role"] == "system"
        else UserPromptPart(content=text)
    )


def _response_parts(message: Message) -> list[Any]:
    parts: list[Any] = []
    text = text_of(message.get("content"))
    if text:
        parts.append(TextPart(content=text))
    for call in message.get("tool_calls") or []:
        parts.append(
            ToolCallPart(
                tool_name=call["function"]["name"], args=arguments_of(call), tool_call_id=call["id"]
            )
        )
    return parts


def _response_piece(index: int, unit: ModelResponse) -> Piece:
    texts: list[str] = []
    calls: list[dict[str, Any]] = []
    for part in unit.parts:
        if isinstance(part, ToolCallPart):
            calls.append(tool_call(part.tool_call_id, part.tool_name, part.args_as_json_str()))
        elif isinstance(part, TextPart):
            texts.append(part.content)
    message: Message = {"role": "assistant", "content": "\n".join(texts) if texts else None}
    if calls:
        message["tool_calls"] = calls
    refs: tuple[Ref, ...] = tuple((index, p) for p in range(len(unit.parts)))
    return Piece(message, refs)


def _is_tool_answer(part: Any) -> bool:
    return isinstance(part, ToolReturnPart) or (
        isinstance(part, RetryPromptPart) and part.tool_name is not None
    )


def _prompt_text(part: Any) -> str | None:
    """The text a prompt part shows the model; None for parts the router does not read."""
    if isinstance(part, RetryPromptPart):
        return part.model_response()
    if isinstance(part, SystemPromptPart | UserPromptPart):
        return text_of(part.content)
    return None


def _request_pieces(index: int, unit: ModelRequest) -> list[Piece]:
    """Tool answers first, then system prompts, then one user turn; unread parts ride along."""
    parts = list(unit.parts)
    out = [
        Piece(_tool_message(part), ((index, p),))
        for p, part in enumerate(parts)
        if _is_tool_answer(part)
    ]
    for p, part in enumerate(parts):
        if isinstance(part, SystemPromptPart):
            out.append(Piece({"role": "system", "content": text_of(part.content)}, ((index, p),)))
    prompts = [
        p
        for p, part in enumerate(parts)
        if isinstance(part, UserPromptPart | RetryPromptPart) and not _is_tool_answer(part)
    ]
    unread = [
        p
        for p, part in enumerate(parts)
        if _prompt_text(part) is None and not _is_tool_answer(part)
    ]
    if prompts or not out:
        content = content_of([block for p in prompts for block in _prompt_blocks(parts[p])])
        out.append(Piece({"role": "user", "content": content}, tuple((index, p) for p in prompts)))
    last = out[-1]
    out[-1] = Piece(last.message, last.refs + tuple((index, p) for p in unread))
    return out


def _prompt_blocks(part: Any) -> list[Any]:
    """A prompt part's content as blocks: its text, images and files."""
    if isinstance(part, UserPromptPart) and not isinstance(part.content, str):
        return list(part.content)
    return [str(_prompt_text(part))]


def _tool_message(part: Any) -> Message:
    """A tool answer: its text, then any files it returned (counted as media)."""
    if isinstance(part, RetryPromptPart):
        return tool_message(part.tool_call_id, part.model_response())
    files = list(part.files)
    text = part.model_response_str()
    return tool_message(part.tool_call_id, [text, *files] if files else text)


def compact_pydantic_ai(
    router: Router,
    messages: Sequence[ModelMessage],
    *,
    tools: Sequence[Message] | None = None,
    session_id: str = "default",
    max_tokens: int | None = None,
) -> Compacted:
    """Compact pydantic-ai messages to fit (`tools` as OpenAI schemas); untouched ones come back."""
    return compact_units(
        router,
        PydanticAICodec(),
        messages,
        tools=tools,
        session_id=session_id,
        max_tokens=max_tokens,
    )


async def acompact_pydantic_ai(
    router: Router,
    messages: Sequence[ModelMessage],
    *,
    tools: Sequence[Message] | None = None,
    session_id: str = "default",
    max_tokens: int | None = None,
) -> Compacted:
    """Async `compact_pydantic_ai`."""
    return await acompact_units(
        router,
        PydanticAICodec(),
        messages,
        tools=tools,
        session_id=session_id,
        max_tokens=max_tokens,
    )
