"""OpenAI Responses input items at the edge: function calls and outputs become tool rounds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from router import Router
from router.formats.common import bad_item, field, function_tool, text_of, tool_call
from router.formats.edge import Compacted, acompact_units, compact_units
from router.formats.pieces import Piece, SystemUnit

__all__ = ["ResponsesCodec", "acompact_responses", "compact_responses", "responses_tools"]

Message = dict[str, Any]
_CALLS = {"function_call": "arguments", "custom_tool_call": "input"}
_OUTPUTS = {"function_call_output": "function_call_output", "custom_tool_call_output": "custom"}


def _kind(item: Any) -> str:
    kind = field(item, "type")
    if kind is None and field(item, "role") is not None:
        return "message"
    return str(kind)


def _is_assistant_side(item: Any) -> bool:
    kind = _kind(item)
    if kind == "message":
        return bool(field(item, "role") == "assistant")
    return kind not in _OUTPUTS


class ResponsesCodec:
    """Reads Responses input items (dicts or SDK objects) into pieces and writes them back."""

    watched: tuple[str, ...] = ("content", "output", "arguments")

    def pieces(self, units: Sequence[Any], start: int = 0) -> list[Piece]:
        """User/system messages and outputs one by one; each run of model items as one turn."""
        out: list[Piece] = []
        run: list[int] = []
        for index, unit in enumerate(units[start:], start):
            if not isinstance(unit, SystemUnit) and _is_assistant_side(unit):
                run.append(index)
                continue
            if run:
                out.append(_assistant_piece(units, run))
                run = []
            out.append(_single_piece(index, unit))
        if run:
            out.append(_assistant_piece(units, run))
        return out

    def part(self, unit: Any, index: int) -> Any:
        """Items have no parts; never called."""
        raise NotImplementedError

    def changed(self, piece: Piece, units: Sequence[Any], message: Message) -> list[Any]:
        """An output item with the router's new text, or items rebuilt from the message."""
        first = units[piece.refs[0][0]]
        if isinstance(first, SystemUnit):
            return [SystemUnit(text_of(message["content"]))]
        if message["role"] == "tool":
            item = _as_dict(first)
            return [{**item, "output": message["content"]}]
        return self.fresh(message)

    def fresh(self, message: Message) -> list[Any]:
        """Items for a message the router added or rewrote."""
        items: list[Any] = []
        text = text_of(message.get("content"))
        if text or not message.get("tool_calls"):
            items.append({"role": message["role"], "content": text})
        for call in message.get("tool_calls") or []:
            function = call["function"]
            items.append(
                {
                    "type": "function_call",
                    "call_id": call["id"],
                    "name": function["name"],
                    "arguments": function["arguments"],
                }
            )
        return items

    def rebuild(self, unit: Any, parts: list[Any]) -> Any:
        """Items have no parts; never called."""
        raise NotImplementedError


def _as_dict(item: Any) -> dict[str, Any]:
    if isinstance(item, Mapping):
        return dict(item)
    return dict(item.model_dump(mode="json", exclude_none=True))


def _single_piece(index: int, unit: Any) -> Piece:
    if isinstance(unit, SystemUnit):
        return Piece({"role": "system", "content": text_of(unit.value)}, ((index, None),))
    kind = _kind(unit)
    if kind in _OUTPUTS:
        call_id = field(unit, "call_id")
        if not call_id:
            raise bad_item(index, f"{kind} item has no call_id", "give it the call's call_id")
        text = text_of(field(unit, "output"))
        return Piece({"role": "tool", "tool_call_id": call_id, "content": text}, ((index, None),))
    role = field(unit, "role")
    if role not in ("user", "system", "developer"):
        raise bad_item(index, f"unknown role {role!r}", "use user, system, developer or assistant")
    role = "system" if role == "developer" else role
    return Piece({"role": role, "content": text_of(field(unit, "content"))}, ((index, None),))


def _assistant_piece(units: Sequence[Any], run: list[int]) -> Piece:
    texts: list[str] = []
    calls: list[dict[str, Any]] = []
    for index in run:
        unit = units[index]
        kind = _kind(unit)
        if kind in _CALLS:
            raw = field(unit, _CALLS[kind])
            calls.append(tool_call(field(unit, "call_id"), field(unit, "name"), raw or "{}"))
        elif kind == "message":
            texts.append(text_of(field(unit, "content")))
    message: Message = {"role": "assistant", "content": "\n".join(texts) if texts else None}
    if calls:
        message["tool_calls"] = calls
    return Piece(message, tuple((index, None) for index in run))


def responses_tools(tools: Sequence[Any] | None) -> list[Message] | None:
    """Responses function tools as OpenAI chat function tools (for counting)."""
    if not tools:
        return None
    return [
        function_tool(field(t, "name"), field(t, "description"), field(t, "parameters"))
        for t in tools
        if field(t, "type", "function") == "function"
    ] or None


def _items(input_items: str | Sequence[Any]) -> list[Any]:
    if isinstance(input_items, str):
        return [{"role": "user", "content": input_items}]
    return list(input_items)


def compact_responses(
    router: Router,
    input_items: str | Sequence[Any],
    *,
    instructions: str | None = None,
    tools: Sequence[Any] | None = None,
    session_id: str = "default",
    max_output_tokens: int | None = None,
) -> Compacted:
    """Compact Responses `input` items to fit; untouched items are returned as given."""
    return compact_units(
        router,
        ResponsesCodec(),
        _items(input_items),
        system=instructions,
        tools=responses_tools(tools),
        session_id=session_id,
        max_tokens=max_output_tokens,
    )


async def acompact_responses(
    router: Router,
    input_items: str | Sequence[Any],
    *,
    instructions: str | None = None,
    tools: Sequence[Any] | None = None,
    session_id: str = "default",
    max_output_tokens: int | None = None,
) -> Compacted:
    """Async `compact_responses`."""
    return await acompact_units(
        router,
        ResponsesCodec(),
        _items(input_items),
        system=instructions,
        tools=responses_tools(tools),
        session_id=session_id,
        max_tokens=max_output_tokens,
    )
