"""Small readers shared by the format codecs: fields of dicts or SDK objects, text of content."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from router import InvalidMessagesError
from router.formats.media import text_only

__all__ = ["arguments_of", "bad_item", "field", "function_tool", "text_of", "tool_call"]


def field(item: Any, name: str, default: Any = None) -> Any:
    """`item[name]` for a mapping, `item.name` for an SDK object."""
    if type(item) is dict:
        return item.get(name, default)
    if isinstance(item, Mapping):
        return item.get(name, default)
    return getattr(item, name, default)


def text_of(content: Any) -> str:
    """The text of a content value: a string, or a list of blocks (media blocks left out)."""
    return text_only(content)


def tool_call(call_id: str, name: str, arguments: Any) -> dict[str, Any]:
    """One OpenAI tool call; `arguments` a JSON string or a value to encode."""
    if not isinstance(arguments, str):
        arguments = json.dumps(arguments, sort_keys=True, default=str)
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}


def arguments_of(call: Mapping[str, Any]) -> Any:
    """The decoded arguments of an OpenAI tool call (the raw string if it is not JSON)."""
    raw = call["function"]["arguments"]
    try:
        return json.loads(raw)
    except (TypeError, ValueError):
        return raw


def function_tool(name: Any, description: Any, parameters: Any) -> dict[str, Any]:
    """An OpenAI function tool schema, for counting what the tools cost."""
    if not isinstance(name, str) or not name:
        raise InvalidMessagesError(
            None, f"a tool schema has no name ({name!r})", "give every tool schema a 'name'"
        )
    function: dict[str, Any] = {"name": name, "parameters": parameters or {"type": "object"}}
    if description:
        function["description"] = description
    return {"type": "function", "function": function}


def bad_item(index: int, problem: str, fix: str) -> InvalidMessagesError:
    """The router's error for a malformed item of the caller's list."""
    return InvalidMessagesError(index, problem, fix)
