"""Anthropic Messages at the edge: `tool_use`/`tool_result` blocks become OpenAI tool rounds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from router import Router
from router.formats.common import arguments_of, bad_item, field, function_tool, text_of, tool_call
from router.formats.edge import Compacted, acompact_units, compact_units
from router.formats.media import content_of, masked_text, tool_message
from router.formats.pieces import Piece, Ref, SystemUnit

__all__ = ["AnthropicCodec", "acompact_anthropic", "anthropic_tools", "compact_anthropic"]

Message = dict[str, Any]
_HIDDEN = frozenset({"thinking", "redacted_thinking"})
_OWN_MEDIA = frozenset({"image", "document"})


class AnthropicCodec:
    """Reads Anthropic messages (dicts or SDK objects) into pieces and writes them back."""

    watched: tuple[str, ...] = ("content",)

    def pieces(self, units: Sequence[Any], start: int = 0) -> list[Piece]:
        """Each message's blocks as OpenAI chat pieces; tool results first in a user turn."""
        out: list[Piece] = []
        for index, unit in enumerate(units[start:], start):
            if isinstance(unit, SystemUnit):
                text = text_of(unit.value)
                out.append(Piece({"role": "system", "content": text}, ((index, None),)))
            else:
                out.extend(_message_pieces(index, unit))
        return out

    def part(self, unit: Any, index: int) -> Any:
        """Block `index` of a message."""
        return field(unit, "content")[index]

    def changed(self, piece: Piece, units: Sequence[Any], message: Message) -> list[Any]:
        """A tool result with the router's new content, or blocks rebuilt from the message."""
        unit_index, part = piece.refs[0]
        if part is None:
            return _whole_units(units[unit_index], message)
        if message["role"] == "tool":
            block = _as_dict(self.part(units[unit_index], part))
            return [{**block, "content": masked_text(message)}]
        return _blocks_from(message)

    def fresh(self, message: Message) -> list[Any]:
        """A message the router added, as an Anthropic turn (system text goes in a user turn)."""
        role = "assistant" if message["role"] == "assistant" else "user"
        return [{"role": role, "content": _blocks_from(message) or text_of(message["content"])}]

    def rebuild(self, unit: Any, parts: list[Any]) -> Any:
        """A copy of the message holding `parts`."""
        return {**_as_dict(unit), "content": parts}


def _as_dict(item: Any) -> dict[str, Any]:
    if isinstance(item, Mapping):
        return dict(item)
    return dict(item.model_dump(mode="json", exclude_none=True))


def _whole_units(unit: Any, message: Message) -> list[Any]:
    if isinstance(unit, SystemUnit):
        return [SystemUnit(text_of(message["content"]))]
    role = field(unit, "role")
    return [{"role": role, "content": _blocks_from(message) or text_of(message["content"])}]


def _blocks_from(message: Message) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = []
    content = message.get("content")
    if isinstance(content, list):  # Anthropic's own media blocks go back as they came
        blocks += [p for p in content if p.get("type") in _OWN_MEDIA and "source" in p]
    text = text_of(content)
    if text:
        blocks.insert(0, {"type": "text", "text": text})
    for call in message.get("tool_calls") or []:
        blocks.append(
            {
                "type": "tool_use",
                "id": call["id"],
                "name": call["function"]["name"],
                "input": arguments_of(call),
            }
        )
    return blocks


def _message_pieces(index: int, unit: Any) -> list[Piece]:
    role, content = field(unit, "role"), field(unit, "content")
    if role not in ("user", "assistant"):
        raise bad_item(
            index, f"unknown role {role!r}", "use 'user' or 'assistant' (system goes in system=)"
        )
    if isinstance(content, str):
        return [Piece({"role": role, "content": content}, ((index, None),))]
    if not isinstance(content, list | tuple):
        raise bad_item(
            index, "content is neither a string nor a list of blocks", "pass one of them"
        )
    if role == "assistant":
        return [_assistant_piece(index, content)]
    return _user_pieces(index, content)


def _assistant_piece(index: int, blocks: Sequence[Any]) -> Piece:
    texts: list[str] = []
    calls: list[dict[str, Any]] = []
    for block in blocks:
        kind = field(block, "type")
        if kind == "tool_use":
            calls.append(tool_call(field(block, "id"), field(block, "name"), field(block, "input")))
        elif kind not in _HIDDEN:
            texts.append(text_of([block]))
    message: Message = {"role": "assistant", "content": "\n".join(texts) if texts else None}
    if calls:
        message["tool_calls"] = calls
    refs: tuple[Ref, ...] = tuple((index, part) for part in range(len(blocks)))
    return Piece(message, refs)


def _user_pieces(index: int, blocks: Sequence[Any]) -> list[Piece]:
    out: list[Piece] = []
    others: list[int] = []
    for part, block in enumerate(blocks):
        if field(block, "type") == "tool_result":
            message = tool_message(field(block, "tool_use_id"), field(block, "content"))
            out.append(Piece(message, ((index, part),)))
        else:
            others.append(part)
    if others:
        content = content_of([blocks[part] for part in others])
        out.append(Piece({"role": "user", "content": content}, tuple((index, p) for p in others)))
    return out


def anthropic_tools(tools: Sequence[Any] | None) -> list[Message] | None:
    """Anthropic tool schemas as OpenAI function tools (for counting)."""
    if not tools:
        return None
    return [
        function_tool(field(t, "name"), field(t, "description"), field(t, "input_schema"))
        for t in tools
    ]


def compact_anthropic(
    router: Router,
    messages: Sequence[Any],
    *,
    system: Any = None,
    tools: Sequence[Any] | None = None,
    session_id: str = "default",
    max_tokens: int | None = None,
) -> Compacted:
    """Compact Anthropic `messages` (and `system`) to fit; untouched ones come back as given."""
    return compact_units(
        router,
        AnthropicCodec(),
        messages,
        system=system,
        tools=anthropic_tools(tools),
        session_id=session_id,
        max_tokens=max_tokens,
    )


async def acompact_anthropic(
    router: Router,
    messages: Sequence[Any],
    *,
    system: Any = None,
    tools: Sequence[Any] | None = None,
    session_id: str = "default",
    max_tokens: int | None = None,
) -> Compacted:
    """Async `compact_anthropic`."""
    return await acompact_units(
        router,
        AnthropicCodec(),
        messages,
        system=system,
        tools=anthropic_tools(tools),
        session_id=session_id,
        max_tokens=max_tokens,
    )
