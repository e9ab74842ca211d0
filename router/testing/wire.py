"""OpenAI chat-completion wire shapes: response bodies, stream chunks and error bodies."""

from __future__ import annotations

import re
import time
import uuid
from typing import Any

from router.testing.replies import AssistantReply

__all__ = [
    "completion_body",
    "context_length_body",
    "context_length_message",
    "error_body",
    "rate_limit_body",
    "server_error_body",
    "stream_chunks",
    "usage_body",
]

_ARGUMENT_PIECE = 16


def new_completion_id() -> str:
    """A fresh id in OpenAI's chatcmpl-... style."""
    return "chatcmpl-" + uuid.uuid4().hex[:24]


def usage_body(prompt_tokens: int, completion_tokens: int) -> dict[str, int]:
    """The usage object of a response."""
    return {
        "prompt_tokens": prompt_tokens,
        "completion_tokens": completion_tokens,
        "total_tokens": prompt_tokens + completion_tokens,
    }


def completion_body(
    reply: AssistantReply, model: str, prompt_tokens: int, completion_tokens: int
) -> dict[str, Any]:
    """A `chat.completion` JSON body carrying `reply`."""
    return {
        "id": new_completion_id(),
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"refusal": None, **reply.message},
                "logprobs": None,
                "finish_reason": reply.finish_reason,
            }
        ],
        "usage": usage_body(prompt_tokens, completion_tokens),
        "system_fingerprint": "fp_local",
    }


def stream_chunks(
    reply: AssistantReply, model: str, usage: dict[str, int] | None = None
) -> list[dict[str, Any]]:
    """The `chat.completion.chunk` bodies that stream `reply`, with a usage chunk when given."""
    base = {
        "id": new_completion_id(),
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "system_fingerprint": "fp_local",
    }
    deltas: list[dict[str, Any]] = [{"role": "assistant", "content": ""}]
    deltas += [{"content": piece} for piece in _text_pieces(reply.content or "")]
    for index, call in enumerate(reply.tool_calls):
        deltas += _tool_call_deltas(index, call)
    chunks = [_chunk(base, delta, None) for delta in deltas]
    chunks.append(_chunk(base, {}, reply.finish_reason))
    if usage is not None:
        chunks.append({**base, "choices": [], "usage": usage})
    return chunks


def _chunk(base: dict[str, Any], delta: dict[str, Any], finish: str | None) -> dict[str, Any]:
    """One chunk body with a single choice."""
    choice = {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}
    return {**base, "choices": [choice]}


def _text_pieces(text: str) -> list[str]:
    """Split text into word-sized pieces, keeping all whitespace."""
    return re.findall(r"\s*\S+\s*|\s+", text)


def _tool_call_deltas(index: int, call: dict[str, Any]) -> list[dict[str, Any]]:
    """Deltas for one tool call: id and name first, then the arguments in pieces."""
    function = call["function"]
    arguments: str = function["arguments"]
    head = {
        "index": index,
        "id": call["id"],
        "type": "function",
        "function": {"name": function["name"], "arguments": ""},
    }
    pieces = [arguments[i : i + _ARGUMENT_PIECE] for i in range(0, len(arguments), _ARGUMENT_PIECE)]
    tail = [{"index": index, "function": {"arguments": piece}} for piece in pieces]
    return [{"tool_calls": [delta]} for delta in [head, *tail]]


def error_body(
    message: str, kind: str, code: str | None = None, param: str | None = None
) -> dict[str, Any]:
    """OpenAI's error envelope."""
    return {"error": {"message": message, "type": kind, "param": param, "code": code}}


def context_length_message(window: int, messages: int, functions: int, completion: int) -> str:
    """OpenAI's context_length_exceeded message, in the variant that fits the request."""
    head = f"This model's maximum context length is {window} tokens. "
    total = messages + functions + completion
    if completion and functions:
        return head + (
            f"However, you requested {total} tokens ({messages} in the messages, {functions} in "
            f"the functions, and {completion} in the completion). Please reduce the length of "
            "the messages, functions, or completion."
        )
    if completion:
        return head + (
            f"However, you requested {total} tokens ({messages} in the messages, {completion} "
            "in the completion). Please reduce the length of the messages or completion."
        )
    if functions:
        return head + (
            f"However, your messages resulted in {total} tokens ({messages} in the messages, "
            f"{functions} in the functions). Please reduce the length of the messages or functions."
        )
    return head + (
        f"However, your messages resulted in {total} tokens. "
        "Please reduce the length of the messages."
    )


def context_length_body(
    window: int, messages: int, functions: int, completion: int
) -> dict[str, Any]:
    """The 400 body OpenAI sends when a request exceeds the context window."""
    message = context_length_message(window, messages, functions, completion)
    return error_body(message, "invalid_request_error", "context_length_exceeded", "messages")


def rate_limit_body(model: str, retry_after: float | None) -> dict[str, Any]:
    """The 429 body OpenAI sends when a tokens-per-minute limit is hit."""
    wait = f" Please try again in {int((retry_after or 0.02) * 1000)}ms."
    message = (
        f"Rate limit reached for {model} in organization org-local on tokens per min (TPM): "
        f"Limit 200000, Used 199500, Requested 1500.{wait} "
        "Visit https://platform.openai.com/account/rate-limits to learn more."
    )
    return error_body(message, "tokens", "rate_limit_exceeded")


def server_error_body() -> dict[str, Any]:
    """The body OpenAI sends with a 5xx."""
    message = "The server had an error while processing your request. Sorry about that!"
    return error_body(message, "server_error")
