"""The OpenAI Responses endpoint of LocalOpenAIServer: requests read as chat, answers as responses.

A `POST /v1/responses` body is logged with its chat equivalent added (`messages` from
`instructions` and `input`, `max_tokens` from `max_output_tokens`), so scripts, token counts,
faults and the window check work as for chat completions. Replies go out as a `response` object
(or its stream of events) with `usage.input_tokens`; an over-window request gets OpenAI's 400.
"""

from __future__ import annotations

import re
import time
import uuid
from collections.abc import Mapping
from typing import Any

from router.testing import wire
from router.testing.replies import AssistantReply

__all__ = ["PATHS", "as_chat_body", "overflow_body", "response_body", "stream_events"]

PATHS = frozenset({"/v1/responses", "/responses"})
OVERFLOW_MESSAGE = (
    "Your input exceeds the context window of this model. Please adjust your input and try again."
)


def _text(content: Any) -> str:
    """The text of an item's content: a string or a list of text parts."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(p.get("text", "")) for p in content if isinstance(p, Mapping))
    return ""


def _as_messages(items: Any, instructions: Any) -> list[dict[str, Any]]:
    """Responses input items as chat messages (each function call as one assistant message)."""
    messages: list[dict[str, Any]] = []
    if isinstance(instructions, str):
        messages.append({"role": "system", "content": instructions})
    if isinstance(items, str):
        return [*messages, {"role": "user", "content": items}]
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, Mapping):
            continue
        kind = item.get("type", "message")
        if kind == "function_call":
            function = {"name": item.get("name"), "arguments": item.get("arguments", "")}
            call = {"id": item.get("call_id"), "type": "function", "function": function}
            messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
        elif kind == "function_call_output":
            output = _text(item.get("output"))
            messages.append(
                {"role": "tool", "tool_call_id": item.get("call_id"), "content": output}
            )
        else:
            messages.append(
                {"role": item.get("role", "user"), "content": _text(item.get("content"))}
            )
    return messages


def as_chat_body(body: Mapping[str, Any]) -> dict[str, Any]:
    """The request body with its chat equivalent added, for scripts and token counts."""
    chat = dict(body)
    chat["messages"] = _as_messages(body.get("input"), body.get("instructions"))
    if isinstance(body.get("max_output_tokens"), int):
        chat["max_tokens"] = body["max_output_tokens"]
    return chat


def overflow_body() -> dict[str, Any]:
    """The 400 body OpenAI's Responses API sends when the input exceeds the window."""
    return wire.error_body(
        OVERFLOW_MESSAGE, "invalid_request_error", "context_length_exceeded", "input"
    )


def _output(reply: AssistantReply) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    if reply.content:
        part = {"type": "output_text", "text": reply.content, "annotations": []}
        items.append(
            {
                "type": "message",
                "id": "msg_" + uuid.uuid4().hex[:24],
                "status": "completed",
                "role": "assistant",
                "content": [part],
            }
        )
    for call in reply.tool_calls:
        function = call["function"]
        items.append(
            {
                "type": "function_call",
                "id": "fc_" + uuid.uuid4().hex[:24],
                "call_id": call["id"],
                "name": function["name"],
                "arguments": function["arguments"],
                "status": "completed",
            }
        )
    return items


def response_body(
    reply: AssistantReply, model: str, input_tokens: int, output_tokens: int
) -> dict[str, Any]:
    """A completed `response` object carrying `reply`."""
    return {
        "id": "resp_" + uuid.uuid4().hex[:24],
        "object": "response",
        "created_at": int(time.time()),
        "model": model,
        "status": "completed",
        "output": _output(reply),
        "parallel_tool_calls": True,
        "tool_choice": "auto",
        "tools": [],
        "usage": {
            "input_tokens": input_tokens,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": output_tokens,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": input_tokens + output_tokens,
        },
    }


def stream_events(
    reply: AssistantReply, model: str, input_tokens: int, output_tokens: int
) -> list[dict[str, Any]]:
    """The events streaming `reply`: created, text deltas, completed (with usage)."""
    done = response_body(reply, model, input_tokens, output_tokens)
    started = {**done, "status": "in_progress", "output": [], "usage": None}
    events: list[dict[str, Any]] = [{"type": "response.created", "response": started}]
    item_id = done["output"][0]["id"] if reply.content else ""
    for piece in re.findall(r"\s*\S+\s*|\s+", reply.content or ""):
        events.append(
            {
                "type": "response.output_text.delta",
                "item_id": item_id,
                "output_index": 0,
                "content_index": 0,
                "delta": piece,
                "logprobs": [],
            }
        )
    events.append({"type": "response.completed", "response": done})
    return [{**event, "sequence_number": n} for n, event in enumerate(events)]
