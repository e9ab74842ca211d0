"""Every Responses input item kind, as the router reads it and writes a changed result back.

The kinds come from the OpenAI SDK's `ResponseInputItemParam`:

- calls the caller runs (`function_call`, `custom_tool_call`, `computer_call`,
  `local_shell_call`, `shell_call`, `apply_patch_call`) become tool calls, and their outputs
  (`*_output`, matched by `call_id`; `local_shell_call_output` by `id`) tool results, which
  any rung may mask;
- calls the provider ran, whose result is in the same item (`mcp_call`, `file_search_call`,
  `code_interpreter_call`), become a tool call and its result too, so their results are
  masked like function outputs; the item is written back whole with the new result;
- every other item (reasoning, web search, image generation, MCP tool lists and approvals,
  compaction, item references, kinds the SDK adds later) is counted by its serialised size,
  embedded data by what it decodes to and a generated image by what it bills, and is sent
  unchanged unless a summary covers it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from router.formats.common import field, tool_call
from router.formats.media import content_of

__all__ = [
    "CALLS",
    "OUTPUTS",
    "SERVER",
    "as_dict",
    "call_of",
    "counted_parts",
    "output_of",
    "server_call",
    "written_output",
]

Message = dict[str, Any]
CALLS = frozenset(
    {
        "function_call",
        "custom_tool_call",
        "computer_call",
        "local_shell_call",
        "shell_call",
        "apply_patch_call",
    }
)
OUTPUTS = {
    "function_call_output": "call_id",
    "custom_tool_call_output": "call_id",
    "computer_call_output": "call_id",
    "local_shell_call_output": "id",
    "shell_call_output": "call_id",
    "apply_patch_call_output": "call_id",
}
SERVER = frozenset({"mcp_call", "file_search_call", "code_interpreter_call"})
PLACEHOLDER_SCREENSHOT = (
    "data:image/png;base64,"
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg=="
)
"""A 1x1 PNG: a masked `computer_call_output` must still hold a screenshot."""
_NOT_ARGUMENTS = frozenset({"type", "id", "call_id", "status", "name"})


def as_dict(item: Any) -> dict[str, Any]:
    """An item as a plain dict (SDK objects dumped as JSON)."""
    if isinstance(item, Mapping):
        return dict(item)
    return dict(item.model_dump(mode="json", exclude_none=True))


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def call_of(item: Any, kind: str) -> Message:
    """The OpenAI tool call of a call item the caller runs."""
    call_id = str(field(item, "call_id") or "")
    if kind == "function_call":
        return tool_call(call_id, str(field(item, "name")), field(item, "arguments") or "{}")
    if kind == "custom_tool_call":
        return tool_call(call_id, str(field(item, "name")), field(item, "input") or "{}")
    rest = {k: v for k, v in as_dict(item).items() if k not in _NOT_ARGUMENTS}
    return tool_call(call_id, kind.removesuffix("_call"), _json(rest))


def output_of(item: Any, kind: str) -> tuple[Any, Any]:
    """(call id, content) of an output item; content a string or a list of parts."""
    call_id = field(item, OUTPUTS[kind])
    output = field(item, "output")
    if kind == "computer_call_output":
        return call_id, [output]
    if kind == "shell_call_output":
        chunks = [as_dict(c) if not isinstance(c, Mapping) else c for c in output or []]
        text = "\n".join(f"{c.get('stdout', '')}{c.get('stderr', '')}" for c in chunks)
        return call_id, text
    if kind == "apply_patch_call_output":
        return call_id, output if isinstance(output, str) else str(field(item, "status") or "")
    return call_id, output


def server_call(item: Any, kind: str, index: int) -> tuple[Message, Any]:
    """(tool call, result content) of an item the provider ran, the result in the item."""
    call_id = str(field(item, "id") or f"{kind}_{index}")
    if kind == "mcp_call":
        name = str(field(item, "name") or "mcp")
        output = field(item, "output")
        if output is None and field(item, "error") is not None:
            output = _json(as_dict(item).get("error"))
        return tool_call(call_id, name, field(item, "arguments") or "{}"), output or ""
    if kind == "file_search_call":
        arguments = _json({"queries": list(field(item, "queries") or [])})
        results = as_dict(item).get("results") or []
        return tool_call(call_id, "file_search", arguments), "\n".join(map(_json, results))
    dumped = as_dict(item)
    arguments = _json({"code": dumped.get("code")})
    parts: list[Any] = []
    for output in dumped.get("outputs") or []:
        if output.get("type") == "image":
            parts.append({"type": "input_image", "image_url": output.get("url")})
        else:
            parts.append({"type": "text", "text": str(output.get("logs", ""))})
    return tool_call(call_id, "code_interpreter", arguments), content_of(parts)


def written_output(item: Any, kind: str, text: Any) -> dict[str, Any]:
    """The item with its result replaced by `text` (a masked result), in the kind's own shape."""
    new = as_dict(item)
    if kind == "computer_call_output":
        new["output"] = {"type": "computer_screenshot", "image_url": PLACEHOLDER_SCREENSHOT}
    elif kind == "shell_call_output":
        first = (new.get("output") or [{}])[0]
        outcome = first.get("outcome") or {"type": "exit", "exit_code": 0}
        new["output"] = [{"stdout": text, "stderr": "", "outcome": outcome}]
    elif kind == "file_search_call":
        new["results"] = [{"text": text}]
    elif kind == "code_interpreter_call":
        new["outputs"] = [{"type": "logs", "logs": text}]
    else:
        new["output"] = text
    return new


def counted_parts(item: Any, kind: str) -> list[dict[str, Any]]:
    """Parts that count an item the router does not otherwise read: all of it, as sent."""
    dumped = as_dict(item)
    parts: list[dict[str, Any]] = []
    if kind == "image_generation_call" and isinstance(dumped.get("result"), str):
        image = dumped.pop("result")
        fmt = dumped.get("output_format") or "png"
        parts.append({"type": "input_image", "image_url": f"data:image/{fmt};base64,{image}"})
    parts.append({"type": "response_item", "item": dumped})
    return parts
