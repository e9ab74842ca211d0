"""Google ADK / google-genai `Content` lists at the edge: function_call/function_response rounds.

A `model` content is one assistant turn (its text parts, its function calls as tool calls); a
`user` content gives one tool message per function response, then one user turn for its text.
Gemini calls often carry no id (ADK strips its own `adk-` ids before the request): such a call
gets an id made from its position, and a response without an id answers the first unanswered
call of its name in the nearest model turn before it. Ids made here never reach the model: a
rebuilt part keeps the original call or response, only its text changes.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from google.genai import types

from router import Router
from router.formats.common import arguments_of, bad_item, function_tool, text_of
from router.formats.edge import Compacted, acompact_units, compact_units
from router.formats.pieces import Piece, Ref, SystemUnit

__all__ = ["AdkCodec", "acompact_adk", "adk_tools", "compact_adk", "system_text"]

Message = dict[str, Any]
_MADE = "adk-at-"
"""Prefix of the ids made here for calls that have none."""


class AdkCodec:
    """Reads `types.Content` into pieces and writes changed ones back as copies."""

    watched: tuple[str, ...] = ("parts",)

    def pieces(self, units: Sequence[Any], start: int = 0) -> list[Piece]:
        """A model content as one assistant turn; a user content's responses, then its text."""
        out: list[Piece] = []
        for index, unit in enumerate(units[start:], start):
            if isinstance(unit, SystemUnit):
                out.append(
                    Piece({"role": "system", "content": system_text(unit.value)}, ((index, None),))
                )
            elif not isinstance(unit, types.Content):
                raise bad_item(
                    index, f"{type(unit).__name__} is not a types.Content", "pass Content objects"
                )
            elif unit.role == "model":
                out.append(_model_piece(index, unit))
            else:
                out.extend(_user_pieces(index, unit, units))
        return out

    def part(self, unit: Any, index: int) -> Any:
        """Part `index` of a content."""
        return unit.parts[index]

    def changed(self, piece: Piece, units: Sequence[Any], message: Message) -> list[Any]:
        """The part with the router's new text; a model turn keeps its original call parts."""
        unit_index, part_index = piece.refs[0]
        unit = units[unit_index]
        if isinstance(unit, SystemUnit):
            return [SystemUnit(text_of(message.get("content")))]
        parts = list(unit.parts or [])
        if message["role"] == "tool" and part_index is not None:
            return [_answered(parts[part_index], text_of(message["content"]))]
        owned = [k for _, k in piece.refs if k is not None]
        hidden = [parts[k] for k in owned if not _read(parts[k])]
        if unit.role == "model":
            calls = {
                _call_id(fc, unit_index, k): parts[k]
                for k in owned
                if (fc := parts[k].function_call)
            }
            new = _model_parts(message, calls, hidden)
        else:
            text = text_of(message.get("content"))
            new = ([types.Part(text=text)] if text else []) + hidden
        return new if part_index is not None else [self.rebuild(unit, new)]

    def fresh(self, message: Message) -> list[Any]:
        """A content for a message the router added (a summary goes in as a user turn)."""
        if message["role"] == "assistant":
            return [types.Content(role="model", parts=_model_parts(message, {}, []))]
        return [
            types.Content(role="user", parts=[types.Part(text=text_of(message.get("content")))])
        ]

    def rebuild(self, unit: Any, parts: list[Any]) -> Any:
        """A copy of the content holding `parts` (the original is never changed)."""
        return unit.model_copy(update={"parts": parts})


def system_text(value: Any) -> str:
    """The text of a system instruction: a string, a Content, a Part or a list of them."""
    if isinstance(value, types.Content):
        return system_text(value.parts or [])
    if isinstance(value, types.Part):
        return value.text or ""
    if isinstance(value, list | tuple):
        return "\n".join(system_text(item) for item in value)
    return text_of(value)


def _read(part: types.Part) -> bool:
    """Whether the router reads the part (visible text, a call or a response)."""
    return bool(part.function_call or part.function_response or (part.text and not part.thought))


def _call_id(call: types.FunctionCall, unit: int, part: int) -> str:
    return call.id or f"{_MADE}{unit}-{part}"


def _model_piece(index: int, unit: types.Content) -> Piece:
    parts = list(unit.parts or [])
    texts = [p.text for p in parts if p.text and not p.thought]
    calls = [
        _tool_call(_call_id(p.function_call, index, k), p.function_call)
        for k, p in enumerate(parts)
        if p.function_call
    ]
    message: Message = {"role": "assistant", "content": "\n".join(texts) if texts else None}
    if calls:
        message["tool_calls"] = calls
    refs: tuple[Ref, ...] = tuple((index, k) for k in range(len(parts))) or ((index, None),)
    return Piece(message, refs)


def _tool_call(call_id: str, call: types.FunctionCall) -> Message:
    arguments = json.dumps(call.args or {}, sort_keys=True, default=str)
    return {
        "id": call_id,
        "type": "function",
        "function": {"name": call.name or "", "arguments": arguments},
    }


def _model_parts(
    message: Message, originals: dict[str, types.Part], hidden: list[types.Part]
) -> list[types.Part]:
    """Unread parts (thoughts), the new text, then each call: its original part if there is one."""
    text = text_of(message.get("content"))
    calls = [originals.get(c["id"]) or _call_part(c) for c in message.get("tool_calls") or []]
    return hidden + ([types.Part(text=text)] if text else []) + calls


def _call_part(call: Message) -> types.Part:
    """A function call part for a call the router wrote (an id made here is left out)."""
    call_id = None if str(call["id"]).startswith(_MADE) else call["id"]
    args = arguments_of(call)
    return types.Part(
        function_call=types.FunctionCall(
            id=call_id,
            name=call["function"]["name"],
            args=args if isinstance(args, dict) else {"input": args},
        )
    )


def _user_pieces(index: int, unit: types.Content, units: Sequence[Any]) -> list[Piece]:
    """Tool answers first, then one user turn for the text; unread parts ride along."""
    parts = list(unit.parts or [])
    ids = _response_ids(index, parts, units)
    out = [
        Piece(_tool_message(ids[k], p.function_response), ((index, k),))
        for k, p in enumerate(parts)
        if p.function_response
    ]
    texts = [k for k, p in enumerate(parts) if p.text and not p.thought]
    if texts or not out:
        text = "\n".join(str(parts[k].text) for k in texts)
        out.append(Piece({"role": "user", "content": text}, tuple((index, k) for k in texts)))
    unread = tuple((index, k) for k, p in enumerate(parts) if not _read(p))
    last = out[-1]
    out[-1] = Piece(last.message, (last.refs + unread) or ((index, None),))
    return out


def _response_ids(index: int, parts: list[types.Part], units: Sequence[Any]) -> dict[int, str]:
    """The call id each function response of content `index` answers."""
    start, open_calls = _open_calls(index, units)
    for at in range(start + 1, index):
        if isinstance(units[at], types.Content):
            _answer(at, list(units[at].parts or []), open_calls)
    return _answer(index, parts, open_calls)


def _open_calls(index: int, units: Sequence[Any]) -> tuple[int, list[tuple[str | None, str]]]:
    """Where the nearest model content before `index` is, and (name, id) of its id-less calls."""
    for at in range(index - 1, -1, -1):
        unit = units[at]
        if isinstance(unit, types.Content) and unit.role == "model":
            return at, [
                (p.function_call.name, _call_id(p.function_call, at, k))
                for k, p in enumerate(unit.parts or [])
                if p.function_call and not p.function_call.id
            ]
    return index, []


def _answer(
    index: int, parts: list[types.Part], open_calls: list[tuple[str | None, str]]
) -> dict[int, str]:
    """Ids for the responses in `parts`: their own, else the first open call of their name."""
    ids: dict[int, str] = {}
    for k, part in enumerate(parts):
        response = part.function_response
        if response is None:
            continue
        if response.id:
            ids[k] = response.id
            continue
        match = next((i for i, (name, _) in enumerate(open_calls) if name == response.name), None)
        ids[k] = open_calls.pop(match)[1] if match is not None else f"{_MADE}{index}-{k}"
    return ids


def _tool_message(call_id: str, response: types.FunctionResponse | None) -> Message:
    value = response.response if response is not None else None
    return {"role": "tool", "tool_call_id": call_id, "content": response_text(value)}


def response_text(value: Any) -> str:
    """What a function response shows: ADK's `{"result": text}` as the text, else its JSON."""
    if isinstance(value, dict) and set(value) == {"result"} and isinstance(value["result"], str):
        return value["result"]
    return json.dumps(value, sort_keys=True, default=str)


def _answered(part: types.Part, text: str) -> types.Part:
    """A copy of a response part whose response is the router's text."""
    response = part.function_response
    assert response is not None
    new = response.model_copy(update={"response": {"result": text}})
    return part.model_copy(update={"function_response": new})


def adk_tools(config: types.GenerateContentConfig | None) -> list[Message]:
    """The function declarations of a request's config as OpenAI function tools (for counting)."""
    out: list[Message] = []
    for tool in (config.tools if config else None) or []:
        for declaration in getattr(tool, "function_declarations", None) or []:
            schema = declaration.parameters_json_schema
            if schema is None and declaration.parameters is not None:
                schema = declaration.parameters.model_dump(mode="json", exclude_none=True)
            out.append(function_tool(declaration.name, declaration.description, schema))
    return out


def compact_adk(
    router: Router,
    contents: Sequence[types.Content],
    *,
    system: Any = None,
    tools: Sequence[Message] | None = None,
    session_id: str = "default",
    max_tokens: int | None = None,
) -> Compacted:
    """Compact ADK contents to fit; untouched contents are returned as given, none is changed."""
    return compact_units(
        router,
        AdkCodec(),
        contents,
        system=system,
        tools=tools,
        session_id=session_id,
        max_tokens=max_tokens,
    )


async def acompact_adk(
    router: Router,
    contents: Sequence[types.Content],
    *,
    system: Any = None,
    tools: Sequence[Message] | None = None,
    session_id: str = "default",
    max_tokens: int | None = None,
) -> Compacted:
    """Async `compact_adk`."""
    return await acompact_units(
        router,
        AdkCodec(),
        contents,
        system=system,
        tools=tools,
        session_id=session_id,
        max_tokens=max_tokens,
    )
