"""Building blocks of judgement flows: a settled value, requests, one ask with one retry."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from pydantic import BaseModel

from judges.replies import ReplyError, response_format
from judges.text import clip, one_line
from judges.types import JudgeFlow, ModelReply, ModelRequest, Purpose

__all__ = ["Asker", "Failed", "ask", "correction", "settled"]

T = TypeVar("T")

_ECHO_CHARS = 1000


@dataclass(frozen=True)
class Failed:
    """Why an ask gave up: the seam's error, or the last validation error."""

    error: str


def settled(value: T) -> JudgeFlow[T]:
    """A flow that returns `value` without asking any model."""
    return value
    yield  # unreachable: makes this function a generator


def ask(
    request: ModelRequest, parse: Callable[[str | None], T], hint: str
) -> JudgeFlow[T | Failed]:
    """Send `request`; on an unusable reply, retry once with the error; else report failure."""
    reply: ModelReply = yield request
    if reply.error is not None:
        return Failed(f"model call failed: {one_line(reply.error, 160)}")
    try:
        return parse(reply.content)
    except ReplyError as exc:
        first_error = str(exc)
    reply = yield correction(request, reply.content, first_error, hint)
    if reply.error is not None:
        return Failed(f"model call failed: {one_line(reply.error, 160)}")
    try:
        return parse(reply.content)
    except ReplyError as exc:
        return Failed(f"invalid reply twice: {one_line(str(exc), 160)}")


def correction(request: ModelRequest, bad: str | None, error: str, hint: str) -> ModelRequest:
    """The same request followed by the unusable reply and what was wrong with it."""
    echo = clip(bad, _ECHO_CHARS) if bad and bad.strip() else "(empty reply)"
    note = f"Your previous reply could not be used: {clip(error, 600)}\n{hint}"
    messages = [
        *request.messages,
        {"role": "assistant", "content": echo},
        {"role": "user", "content": note},
    ]
    return replace(request, messages=messages)


@dataclass(frozen=True)
class Asker:
    """How one kind of judgement asks: its purpose, model, window, reply cap and params."""

    purpose: Purpose
    model: str
    window: int
    reply_tokens: int
    params: Mapping[str, Any] = field(default_factory=dict)
    structured: bool = True

    def request(
        self,
        messages: list[dict[str, Any]],
        schema: type[BaseModel] | None = None,
        reply_tokens: int | None = None,
    ) -> ModelRequest:
        """A request at temperature 0 with a reply cap and, when asked, a strict JSON schema."""
        params: dict[str, Any] = {"temperature": 0, "max_tokens": reply_tokens or self.reply_tokens}
        params.update(self.params)
        if schema is not None and self.structured:
            params["response_format"] = response_format(schema, f"{self.purpose}_reply")
        return ModelRequest(self.purpose, self.model, messages, params)

    def reply_chars(self, reply_tokens: int | None = None) -> int:
        """Characters of a reply worth reading: generous for the cap, bounded all the same."""
        return (reply_tokens or self.reply_tokens) * 8 + 400
