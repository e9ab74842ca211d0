"""The two request shapes `Router.wrap` knows: chat-completions `messages=` and Responses `input=`.

A shape reads the caller's keywords into what the router compacts (OpenAI chat messages, the
tools to count, the answer's reserve) and writes the compacted messages back as the keywords the
wrapped function takes. Responses items go through `router.formats`' Responses codec, so items the
router did not change are sent as the caller's own objects, and `instructions` stay `instructions`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from router.errors import InvalidMessagesError

__all__ = ["Api", "Prepared", "prepare"]

Api = Literal["chat", "responses"]
Message = dict[str, Any]


@dataclass
class Prepared:
    """One call's request as the router reads it, and how to write it back."""

    api: Api
    messages: Sequence[Any]
    session_id: str
    rest: dict[str, Any]
    tools: Sequence[Any] | None
    reserve: int | None
    size: int
    _responses: Any = field(default=None, repr=False)

    def outgoing(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        """The wrapped function's keywords for a compacted main call."""
        if self._responses is None:
            return kwargs
        rest = dict(kwargs)
        messages = rest.pop("messages")
        return {**rest, **self._responses.written(messages)}

    def usage_view(self, reply: Any) -> Any:
        """What the router reads usage from: the reply, or a Responses reply in chat terms."""
        if self.api == "chat":
            return reply
        response = getattr(reply, "response", None)  # a stream's response.completed event
        whole = response if response is not None else reply
        usage = getattr(whole, "usage", None)
        tokens = getattr(usage, "input_tokens", None)
        if not isinstance(tokens, int):
            return reply
        details = getattr(usage, "input_tokens_details", None)
        chat_usage = {
            "prompt_tokens": tokens,
            "completion_tokens": getattr(usage, "output_tokens", 0),
            "prompt_tokens_details": {"cached_tokens": getattr(details, "cached_tokens", 0)},
        }
        return {"model": getattr(whole, "model", None), "usage": chat_usage}


def prepare(api: Api | None, kwargs: dict[str, Any]) -> Prepared:
    """The call's keywords read for the router; a missing or misplaced list is a clear error."""
    rest = dict(kwargs)
    session_id = rest.pop("session_id", "default")
    api = api or ("responses" if "input" in rest and "messages" not in rest else "chat")
    if api == "chat":
        messages = _required(rest, "messages", "input", "chat.completions.create")
        tools = rest.get("tools")
        reserve = rest.get("max_tokens") or rest.get("max_completion_tokens")
        return Prepared(api, messages, session_id, rest, tools, reserve, _size(messages))
    items = _required(rest, "input", "messages", "responses.create")
    responses = _ResponsesRequest(items, rest.pop("instructions", None))
    return Prepared(
        api,
        responses.messages,
        session_id,
        rest,
        responses.tools(rest.get("tools")),
        rest.get("max_output_tokens"),
        _size(responses.messages),
        responses,
    )


def _required(rest: dict[str, Any], name: str, other: str, api: str) -> Any:
    if name in rest:
        return rest.pop(name)
    if other in rest:
        problem = f"the wrapped {api}() was called with {other}= instead of {name}="
    else:
        problem = f"the wrapped {api}() was called without {name}="
    raise InvalidMessagesError(None, problem, f"pass {name}=[...] as {api}() takes it")


def _size(messages: Sequence[Any]) -> int:
    """A rough size in characters of the messages' text (to decide where to compact)."""
    total = 0
    for message in messages:
        content = message.get("content") if isinstance(message, Mapping) else None
        if content is None:
            content = getattr(message, "content", None)
        if isinstance(content, str):
            total += len(content)
        elif isinstance(content, list):
            total += sum(
                len(str(part.get("text", ""))) for part in content if isinstance(part, Mapping)
            )
    return total


class _ResponsesRequest:
    """Responses `input` items (and `instructions`) as chat pieces, and written back."""

    def __init__(self, items: str | Sequence[Any], instructions: Any) -> None:
        from router.formats.edge import SystemUnit
        from router.formats.responses import ResponsesCodec

        if not isinstance(items, str | Sequence):
            raise InvalidMessagesError(
                None, f"input is a {type(items).__name__}", "pass input= as a string or a list"
            )
        self.codec = ResponsesCodec()
        self.items, self.instructions = items, instructions
        as_list = [{"role": "user", "content": items}] if isinstance(items, str) else list(items)
        system = [SystemUnit(instructions)] if instructions is not None else []
        self.units: list[Any] = [*system, *as_list]
        self.pieces = self.codec.pieces(self.units)
        self.messages: list[Message] = [piece.message for piece in self.pieces]

    def tools(self, tools: Sequence[Any] | None) -> list[Message] | None:
        """The Responses tools as chat tools, for counting."""
        from router.formats.responses import responses_tools

        return responses_tools(tools)

    def written(self, messages: list[Message]) -> dict[str, Any]:
        """`input` (and `instructions`) for compacted messages; the caller's own if unchanged."""
        from router.formats.edge import SystemUnit, rebuild

        if messages == self.messages:
            return self._with_instructions(self.items, self.instructions)
        units = rebuild(self.codec, self.units, self.pieces, messages)
        systems = [unit.value for unit in units if isinstance(unit, SystemUnit)]
        items = [unit for unit in units if not isinstance(unit, SystemUnit)]
        return self._with_instructions(items, systems[0] if systems else self.instructions)

    @staticmethod
    def _with_instructions(items: Any, instructions: Any) -> dict[str, Any]:
        if instructions is None:
            return {"input": items}
        return {"input": items, "instructions": instructions}
