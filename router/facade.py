"""The `Router`: compact(), complete(), acomplete() and wrap() over one decision flow."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Generator, Sequence
from typing import Any, cast

from router.config import config_from
from router.config_model import RouterConfig
from router.engine.call import CallFlow, Op, call_flow
from router.engine.flow import Context, compaction_flow
from router.engine.recall_answers import Recall, Send, recall_answers
from router.engine.result import CompactResult
from router.errors import ConfigurationError
from router.history.edit_store import EditStore, GuardedStore, MemoryStore
from router.history.recall import RECALL_TOOL, recall_original
from router.history.sessions import Sessions
from router.history.view import Job
from router.provider.backend import window_of
from router.provider.drivers import adeliver, adrive, deliver, drive
from router.provider.retry import RetryPolicy
from router.provider.transport import Transport
from router.provider.wrapping import Seams, wrap_create
from router.reading.budget import Budget, Limits
from router.reading.messages import reserve_of
from router.reading.model_facts import cached_input_ratio, map_window
from router.reading.tokens import TokenCounter

__all__ = ["Router"]

Message = dict[str, Any]


class Router:
    """Keeps every chat request of a session inside the model's context window."""

    def __init__(self, model: str, **knobs: Any) -> None:
        """A router for `model`; every keyword is a `RouterConfig` setting.

        A misspelt keyword or a value out of range raises `ConfigurationError` saying the fix.
        """
        self.model = model
        self.config: RouterConfig = config_from(knobs)
        self.trigger, self.target = self.config.trigger, self.config.target
        self.completion_reserve = self.config.completion_reserve
        self._window: int | None = self.config.context_window or map_window(model)
        self.retry = cast(RetryPolicy, self.config.retry or RetryPolicy())
        recorder = self.config.recorder
        memory = self.config.session_memory * 3 // 8  # for the sessions, and for the store
        self.store: EditStore = recorder if recorder is not None else MemoryStore(memory)
        guarded = self._guarded = GuardedStore(self.store)  # failures surface as StoreError
        self.transport = Transport(self.config.backend, self.retry, guarded)
        counts = self.config.session_memory // 4  # the rest: token counts by content
        self.counter = TokenCounter(model, self.config.encoding, counts)
        self.sessions = Sessions(guarded, memory)

    # -- public API -------------------------------------------------------------------------

    @property
    def context_window(self) -> int:
        """The model's context window (from LiteLLM's model info unless given)."""
        if self._window is None:
            self._window = window_of(self.model)
        return self._window

    def budget(self, max_tokens: int | None = None) -> Budget:
        """The token limits a request reserving `max_tokens` for the answer gets (uncorrected)."""
        return self._limits(reserve_of(max_tokens=max_tokens)).budget(1.0)

    def compact(
        self,
        messages: Sequence[Any],
        *,
        tools: Sequence[Any] | None = None,
        session_id: str = "default",
        max_tokens: int | None = None,
        max_completion_tokens: int | None = None,
    ) -> CompactResult:
        """The request compacted to fit; judge calls, if any, go through the seam."""
        job = self._job(messages, tools, session_id, _reserve(max_tokens, max_completion_tokens))
        return drive(self._compaction(job), self._sender(session_id))

    async def acompact(
        self,
        messages: Sequence[Any],
        *,
        tools: Sequence[Any] | None = None,
        session_id: str = "default",
        max_tokens: int | None = None,
        max_completion_tokens: int | None = None,
    ) -> CompactResult:
        """Async `compact`; the request is read and compacted in a worker thread."""
        import asyncio  # here, not at import: `import router` stays light

        reserve = _reserve(max_tokens, max_completion_tokens)
        job = await asyncio.to_thread(self._job, messages, tools, session_id, reserve)
        return await adrive(self._compaction(job), self._asender(session_id), offload=True)

    def complete(
        self, messages: Sequence[Any], *, session_id: str = "default", **kwargs: Any
    ) -> Any:
        """Compact, then call the model through LiteLLM; any LiteLLM keyword passes through.

        A reply calling only the recall tool is answered here and the model called again.
        """
        stream = bool(kwargs.get("stream"))

        def carry(op: Send | Recall) -> Any:
            if isinstance(op, Recall):  # the model's recall calls are answered here
                return self.recall(session_id, op.tool_call_id, op.history)
            flow = self._flow_with(op.messages, session_id, kwargs, self._litellm_defaults())
            return deliver(drive(flow, self._sender(session_id)), stream)

        return drive(recall_answers(messages, stream), carry)

    async def acomplete(
        self, messages: Sequence[Any], *, session_id: str = "default", **kwargs: Any
    ) -> Any:
        """Async `complete`, through `litellm.acompletion`.

        The flow's own steps (compacting, reading and writing the recorder) run in a worker
        thread, so a slow or locked store never stalls the event loop.
        """
        stream = bool(kwargs.get("stream"))

        async def carry(op: Send | Recall) -> Any:
            import asyncio  # here, not at import: `import router` stays light

            if isinstance(op, Recall):  # read off the event loop
                return await asyncio.to_thread(self.recall, session_id, op.tool_call_id, op.history)
            defaults = self._litellm_defaults()
            flow = await asyncio.to_thread(
                self._flow_with, op.messages, session_id, kwargs, defaults
            )
            answer = await adrive(flow, self._asender(session_id), offload=True)
            return await adeliver(answer, stream)

        return await adrive(recall_answers(messages, stream), carry)

    def wrap(self, create: Callable[..., Any]) -> Callable[..., Any]:
        """`create` (chat.completions or responses, sync or async) compacting its input first.

        The call goes through the router's retries and overflow-resend; `session_id=` is taken
        and not passed on; provider failures arrive as `ProviderError`.
        """

        def flow(
            messages: Sequence[Any],
            session_id: str,
            kwargs: dict[str, Any],
            tools: Sequence[Any] | None,
            reserve: int | None,
        ) -> CallFlow:
            job = self._job(messages, tools, session_id, reserve)
            return call_flow(job, self._context(), kwargs, {})

        return wrap_create(create, Seams(flow, self._sender, self._asender, self.retry))

    def recall(
        self, session_id: str, tool_call_id: str, messages: Sequence[Any] | None = None
    ) -> str:
        """The original text of a masked or truncated tool result.

        Pass the conversation as `messages` when one session has several branches that reuse
        tool_call_ids: the result of that history is returned, not the first one recorded.
        """
        return recall_original(self._guarded, self.counter, session_id, tool_call_id, messages)

    def recall_tool(self) -> dict[str, Any]:
        """A tool schema an agent can register so the model can ask for a cut result back."""
        return RECALL_TOOL

    # -- flows ------------------------------------------------------------------------------

    def _job(
        self,
        messages: Sequence[Any],
        tools: Sequence[Any] | None,
        session_id: str,
        reserve: int | None,
    ) -> Job:
        """The request read against the session's last one, with its budget's limits as values."""
        if not isinstance(session_id, str) or not session_id:
            raise ConfigurationError("session_id must be a non-empty string")
        reserve = reserve_of(max_tokens=reserve)  # also for callers that combined the limits
        prefix = self.sessions.read(session_id, messages, self.counter)
        limits = self._limits(reserve)  # a missing window is reported before any work
        return Job(session_id, prefix, list(tools) if tools else None, limits)

    def _limits(self, reserve: int | None) -> Limits:
        return Limits(
            window=self.context_window,
            reserve=reserve or self.completion_reserve,
            trigger=self.trigger,
            target=self.target,
            cached_ratio=self.config.cached_input_ratio or cached_input_ratio(self.model),
        )

    def _context(self) -> Context:
        return Context(self.config, self.sessions, self.counter)

    def _compaction(self, job: Job) -> Generator[Op, Any, CompactResult]:
        return compaction_flow(job, self._context())

    def _litellm_defaults(self) -> dict[str, Any]:
        """Keywords every LiteLLM main call gets unless the caller sets them."""
        return {"model": self.model, "max_retries": 0}

    def _flow_with(
        self,
        messages: Sequence[Any],
        session_id: str,
        kwargs: dict[str, Any],
        defaults: dict[str, Any],
    ) -> CallFlow:
        reserve = _reserve(kwargs.get("max_tokens"), kwargs.get("max_completion_tokens"))
        job = self._job(messages, kwargs.get("tools"), session_id, reserve)
        return call_flow(job, self._context(), kwargs, defaults)

    @property
    def backend(self) -> Any:
        """What `completion`/`acompletion` are called on: LiteLLM unless a stand-in was given."""
        return self.transport.backend

    def _sender(self, session_id: str) -> Callable[[Op], Any]:
        return self.transport.sender(session_id)

    def _asender(self, session_id: str) -> Callable[[Op], Awaitable[Any]]:
        return self.transport.asender(session_id)


def _reserve(max_tokens: Any, max_completion_tokens: Any) -> int | None:
    """The answer's reserve a call asks for, each limit checked (a bad value is a clear error)."""
    return reserve_of(max_tokens=max_tokens, max_completion_tokens=max_completion_tokens)
