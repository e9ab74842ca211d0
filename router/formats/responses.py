"""OpenAI Responses input items at the edge: calls and their outputs become tool rounds."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from router import Router
from router.formats.common import bad_item, field, function_tool, text_of
from router.formats.edge import Compacted, acompact_units, compact_units
from router.formats.media import content_of, masked_text, tool_message
from router.formats.pieces import Piece, Ref, SystemUnit
from router.formats.responses_items import (
    CALLS,
    OUTPUTS,
    SERVER,
    call_of,
    counted_parts,
    output_of,
    server_call,
    written_output,
)

__all__ = ["ResponsesCodec", "acompact_responses", "compact_responses", "responses_tools"]

Message = dict[str, Any]


def _kind(item: Any) -> str:
    kind = field(item, "type")
    if kind is None and field(item, "role") is not None:
        return "message"
    return str(kind)


def _is_assistant_side(item: Any) -> bool:
    kind = _kind(item)
    if kind == "message":
        return bool(field(item, "role") == "assistant")
    return kind not in OUTPUTS


class ResponsesCodec:
    """Reads Responses input items (dicts or SDK objects) into pieces and writes them back.

    Every item kind is counted (see `router.formats.responses_items`). An item the provider ran
    with its result inside (`mcp_call`, ...) is read as a tool call (part 0) answered by its
    result (part 1), when no call of the caller's is waiting for its output before it.
    """

    watched: tuple[str, ...] = ("content", "output", "arguments", "results", "outputs")

    def pieces(self, units: Sequence[Any], start: int = 0) -> list[Piece]:
        """User/system messages and outputs one by one; each run of model items as one turn."""
        out: list[Piece] = []
        run: list[int] = []
        for index, unit in enumerate(units[start:], start):
            if isinstance(unit, SystemUnit) or not _is_assistant_side(unit):
                if run:
                    out.append(_assistant_piece(units, run))
                    run = []
                out.append(_single_piece(index, unit))
            elif _kind(unit) in SERVER and not _calls_waiting(units, run):
                call, result = server_call(unit, _kind(unit), index)
                out.append(_assistant_piece(units, run, (index, call)))
                out.append(Piece(tool_message(call["id"], result), ((index, 1),)))
                run = []
            else:
                run.append(index)
        if run:
            out.append(_assistant_piece(units, run))
        return out

    def part(self, unit: Any, index: int) -> Any:
        """Part 0 (the call) or 1 (the result) of an item the provider ran: kept as it is."""
        return (index, None)

    def changed(self, piece: Piece, units: Sequence[Any], message: Message) -> list[Any]:
        """An output item with the router's new result, or items rebuilt from the message."""
        unit_index, part = piece.refs[0]
        first = units[unit_index]
        if isinstance(first, SystemUnit):
            return [SystemUnit(text_of(message["content"]))]
        if message["role"] == "tool":
            text = masked_text(message)
            if part is not None:
                return [(part, text)]
            return [written_output(first, _kind(first), text)]
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
        """An item the provider ran, with its result as the router left it."""
        for part, text in parts:
            if part == 1 and text is not None:
                return written_output(unit, _kind(unit), text)
        return unit


def _calls_waiting(units: Sequence[Any], run: list[int]) -> bool:
    """Whether the run already holds a call of the caller's (its output must come next)."""
    return any(_kind(units[index]) in CALLS for index in run)


def _single_piece(index: int, unit: Any) -> Piece:
    if isinstance(unit, SystemUnit):
        return Piece({"role": "system", "content": text_of(unit.value)}, ((index, None),))
    kind = _kind(unit)
    if kind in OUTPUTS:
        call_id, content = output_of(unit, kind)
        if not call_id:
            field_name = OUTPUTS[kind]
            raise bad_item(
                index, f"{kind} item has no {field_name}", f"give it the call's {field_name}"
            )
        return Piece(tool_message(call_id, content), ((index, None),))
    role = field(unit, "role")
    if role not in ("user", "system", "developer"):
        raise bad_item(index, f"unknown role {role!r}", "use user, system, developer or assistant")
    role = "system" if role == "developer" else role
    return Piece({"role": role, "content": content_of(field(unit, "content"))}, ((index, None),))


def _assistant_piece(
    units: Sequence[Any], run: list[int], server: tuple[int, Message] | None = None
) -> Piece:
    texts: list[str] = []
    parts: list[dict[str, Any]] = []
    calls: list[dict[str, Any]] = []
    for index in run:
        unit = units[index]
        kind = _kind(unit)
        if kind in CALLS:
            calls.append(call_of(unit, kind))
        elif kind == "message":
            texts.append(text_of(field(unit, "content")))
        else:
            parts.extend(counted_parts(unit, kind))
    refs: tuple[Ref, ...] = tuple((index, None) for index in run)
    if server is not None:
        calls.append(server[1])
        refs += ((server[0], 0),)
    content: Any = "\n".join(texts) if texts else None
    if parts:
        content = ([{"type": "text", "text": content}] if content else []) + parts
    message: Message = {"role": "assistant", "content": content}
    if calls:
        message["tool_calls"] = calls
    return Piece(message, refs)


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
