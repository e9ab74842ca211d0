"""ScriptedModel: a stand-in for LiteLLM's completion calls that answers from a script."""

from __future__ import annotations

import copy
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING, Any

from router.testing import tokens, wire
from router.testing.replies import AssistantReply, Reply, ReplyScript, resolve_reply

if TYPE_CHECKING:
    from openai.types.chat import ChatCompletion, ChatCompletionChunk

__all__ = ["ScriptedCall", "ScriptedModel"]

_HIDDEN_KWARGS = frozenset({"api_key"})


@dataclass(frozen=True)
class ScriptedCall:
    """One call a ScriptedModel received: model, messages and keyword arguments (copies)."""

    model: str
    messages: list[dict[str, Any]]
    kwargs: dict[str, Any]


class ScriptedModel:
    """A LiteLLM-shaped backend whose `completion`/`acompletion` replies come from a script."""

    def __init__(
        self,
        replies: Iterable[Reply] = (),
        *,
        default: Reply | None = None,
        name: str = "scripted",
        prompt_tokens: tokens.MessageCounter | None = None,
    ) -> None:
        self.name = name
        self.calls: list[ScriptedCall] = []
        self._script = ReplyScript(replies, default)
        self._count = prompt_tokens or tokens.count_messages

    def completion(self, model: str, messages: Sequence[Any], **kwargs: Any) -> Any:
        """Answer like `litellm.completion`: a ChatCompletion, or chunks when `stream=True`."""
        reply, call = self._next(model, messages, kwargs)
        if kwargs.get("stream"):
            return iter(self._chunks(reply, call))
        return self._response(reply, call)

    async def acompletion(self, model: str, messages: Sequence[Any], **kwargs: Any) -> Any:
        """Answer like `litellm.acompletion`: a ChatCompletion, or an async chunk iterator."""
        reply, call = self._next(model, messages, kwargs)
        if kwargs.get("stream"):
            return _aiter(self._chunks(reply, call))
        return self._response(reply, call)

    def push(self, *replies: Reply) -> None:
        """Append replies to the script."""
        self._script.push(*replies)

    @property
    def remaining(self) -> list[Reply]:
        """Replies not consumed yet."""
        return self._script.leftovers()

    def assert_done(self) -> None:
        """Raise AssertionError when scripted replies are left unconsumed."""
        left = self._script.leftovers()
        if left:
            listing = "\n".join(f"  {i}. {reply!r}" for i, reply in enumerate(left, 1))
            raise AssertionError(
                f"ScriptedModel {self.name!r} has {len(left)} unused replies after "
                f"{len(self.calls)} calls:\n{listing}"
            )

    def __enter__(self) -> ScriptedModel:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if exc_type is None:
            self.assert_done()

    def _next(
        self, model: str, messages: Sequence[Any], kwargs: Mapping[str, Any]
    ) -> tuple[AssistantReply, ScriptedCall]:
        """Record the call and resolve the reply it gets; raise a scripted exception."""
        call = ScriptedCall(model, copy.deepcopy(tokens.message_dicts(messages)), _copy(kwargs))
        self.calls.append(call)
        reply = self._script.pop()
        if reply is None:
            raise AssertionError(self._exhausted_message(call))
        request = {"model": model, "messages": call.messages, **call.kwargs}
        outcome = resolve_reply(reply, request, self._script.new_call_id)
        if isinstance(outcome, BaseException):
            raise outcome
        return outcome, call

    def _exhausted_message(self, call: ScriptedCall) -> str:
        """Why the script cannot answer call number len(calls)."""
        last = call.messages[-1] if call.messages else {}
        snippet = str(last.get("content"))[:120]
        return (
            f"ScriptedModel {self.name!r} ran out of replies at call {len(self.calls)} "
            f"(model={call.model!r}, {len(call.messages)} messages, last "
            f"{last.get('role')!r}: {snippet!r})"
        )

    def _usage(self, reply: AssistantReply, call: ScriptedCall) -> dict[str, int]:
        """Usage numbers for a reply: counted prompt plus counted completion."""
        prompt = self._count(call.messages) + tokens.count_tools(call.kwargs.get("tools"))
        return wire.usage_body(prompt, tokens.count_completion(reply.message))

    def _response(self, reply: AssistantReply, call: ScriptedCall) -> ChatCompletion:
        """The reply as an OpenAI ChatCompletion object."""
        from openai.types.chat import ChatCompletion

        usage = self._usage(reply, call)
        body = wire.completion_body(
            reply, call.model, usage["prompt_tokens"], usage["completion_tokens"]
        )
        return ChatCompletion.model_validate(body)

    def _chunks(self, reply: AssistantReply, call: ScriptedCall) -> list[ChatCompletionChunk]:
        """The reply as stream chunks, with a usage chunk when stream_options asks for one."""
        from openai.types.chat import ChatCompletionChunk

        options = call.kwargs.get("stream_options") or {}
        usage = self._usage(reply, call) if options.get("include_usage") else None
        bodies = wire.stream_chunks(reply, call.model, usage)
        return [ChatCompletionChunk.model_validate(body) for body in bodies]


async def _aiter(items: list[ChatCompletionChunk]) -> AsyncIterator[ChatCompletionChunk]:
    """Yield items asynchronously."""
    for item in items:
        yield item


def _copy(kwargs: Mapping[str, Any]) -> dict[str, Any]:
    """Deep copy of keyword arguments without credentials (shallow where a value resists)."""
    kept = {key: value for key, value in kwargs.items() if key not in _HIDDEN_KWARGS}
    try:
        return copy.deepcopy(kept)
    except Exception:
        return kept
