"""The `Router`: compact(), complete(), acomplete() and wrap() over one decision flow."""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable, Callable, Generator, Iterable, Sequence
from typing import Any, Literal

from judges import Judge, RuleJudge, Summarizer
from router.budget import Budget, below, make_budget, window_of
from router.calibrate import CALIBRATE, calibration_edit, measured_ratio, next_ratio
from router.calls import MainCall, Op, adrive, drive, main_kwargs
from router.errors import ConfigurationError
from router.flow import compaction_flow
from router.ladder import Settings
from router.recall import RECALL_TOOL, recall_original
from router.seam import RetryPolicy, classify, requested_tokens, to_router_error
from router.session import Sessions
from router.store import EditStore, MemoryStore
from router.streams import wrap_stream
from router.tokens import TokenCounter, canonical_json
from router.transport import Transport
from router.view import CompactResult, Job, View

__all__ = ["Router"]

Message = dict[str, Any]
CallFlow = Generator[Op, Any, Any]


class Router:
    """Keeps every chat request of a session inside the model's context window."""

    def __init__(
        self,
        model: str,
        *,
        context_window: int | None = None,
        judge: Judge | None = None,
        summarizer: Summarizer | str | None = None,
        recorder: EditStore | None = None,
        trigger: float = 0.8,
        target: float = 0.5,
        min_savings: int = 0,
        keep_last_rounds: int = 2,
        exclude_tools: Iterable[str] = (),
        max_result_tokens: int | None = None,
        max_tool_rounds: int | None = None,
        on_stop: Literal["raise", "finish"] = "raise",
        completion_reserve: int = 1024,
        summary_keep_groups: int = 6,
        keep_relevant_lines: int = 6,
        max_repeats: int = 8,
        backend: Any = None,
        retry: RetryPolicy | None = None,
        encoding: str | None = None,
    ) -> None:
        if on_stop not in ("raise", "finish"):
            raise ConfigurationError(f"on_stop must be 'raise' or 'finish', got {on_stop!r}")
        if context_window is not None and context_window <= 0:
            raise ConfigurationError(f"context_window must be positive, got {context_window}")
        self.model = model
        self.trigger, self.target = trigger, target
        self.completion_reserve = completion_reserve
        self._window = context_window
        self.retry = retry or RetryPolicy()
        self.store: EditStore = recorder if recorder is not None else MemoryStore()
        self.transport = Transport(backend, self.retry, self.store)
        self.counter = TokenCounter(model, encoding)
        self.settings = self._settings(
            judge or RuleJudge(),
            summarizer,
            keep_last_rounds=keep_last_rounds,
            exclude_tools=frozenset(exclude_tools),
            max_result_tokens=max_result_tokens,
            max_tool_rounds=max_tool_rounds,
            on_stop=on_stop,
            min_savings=min_savings,
            summary_keep_groups=summary_keep_groups,
            keep_relevant_lines=keep_relevant_lines,
            max_repeats=max_repeats,
        )
        self.sessions = Sessions(self.store)

    def _settings(
        self, judge: Judge, summarizer: Summarizer | str | None, **knobs: Any
    ) -> Settings:
        if isinstance(summarizer, str):
            from judges import LLMSummarizer

            summarizer = LLMSummarizer(summarizer)
        chosen = summarizer or judge.default_summarizer()
        described = {**knobs, "exclude_tools": sorted(knobs["exclude_tools"])}
        described.update(
            judge=judge.name, summarizer=chosen.name, trigger=self.trigger, target=self.target
        )
        config_hash = hashlib.sha256(canonical_json(described).encode()).hexdigest()[:16]
        return Settings(judge=judge, summarizer=chosen, config_hash=config_hash, **knobs)

    # -- public API -------------------------------------------------------------------------

    @property
    def context_window(self) -> int:
        """The model's context window (from LiteLLM's model info unless given)."""
        if self._window is None:
            self._window = window_of(self.model)
        return self._window

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
        job = self._job(messages, tools, session_id, max_tokens or max_completion_tokens)
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
        """Async `compact`."""
        job = self._job(messages, tools, session_id, max_tokens or max_completion_tokens)
        return await adrive(self._compaction(job), self._asender(session_id))

    def complete(
        self, messages: Sequence[Any], *, session_id: str = "default", **kwargs: Any
    ) -> Any:
        """Compact, then call the model through LiteLLM; any LiteLLM keyword passes through."""
        flow = self._call_flow(messages, session_id, kwargs, self._litellm_defaults())
        return drive(flow, self._sender(session_id))

    async def acomplete(
        self, messages: Sequence[Any], *, session_id: str = "default", **kwargs: Any
    ) -> Any:
        """Async `complete`, through `litellm.acompletion`."""
        flow = self._call_flow(messages, session_id, kwargs, self._litellm_defaults())
        return await adrive(flow, self._asender(session_id))

    def wrap(self, create: Callable[..., Any]) -> Callable[..., Any]:
        """`create` with the same signature, compacting `messages=` first (sync or async)."""
        from router.wrapping import wrap_create

        return wrap_create(self, create)

    def recall(
        self, session_id: str, tool_call_id: str, messages: Sequence[Any] | None = None
    ) -> str:
        """The original text of a masked or truncated tool result.

        Pass the conversation as `messages` when one session has several branches that reuse
        tool_call_ids: the result of that history is returned, not the first one recorded.
        """
        return recall_original(self.store, self.counter, session_id, tool_call_id, messages)

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
        rejected: int | None = None,
    ) -> Job:
        if not isinstance(session_id, str) or not session_id:
            raise ConfigurationError("session_id must be a non-empty string")
        prefix = self.sessions.read(session_id, messages, self.counter)
        self.context_window  # noqa: B018 - a missing window is reported before any work

        def budget_of(ratio: float) -> Budget:
            budget = self._budget(reserve, ratio)
            return budget if rejected is None else below(budget, rejected)

        tool_list = list(tools) if tools else None
        return Job(session_id, prefix, tool_list, budget_of, rejected is not None)

    def _budget(self, reserve: int | None, ratio: float) -> Budget:
        window = self.context_window
        base = make_budget(
            window=window,
            reserve=reserve or self.completion_reserve,
            trigger=self.trigger,
            target=self.target,
        )
        if ratio == 1.0:
            return base
        return Budget(
            base.window,
            base.reserve,
            int(base.hard_limit / ratio),
            int(base.trigger / ratio),
            int(base.target / ratio),
        )

    def _compaction(
        self, job: Job, seen: list[View] | None = None
    ) -> Generator[Op, Any, CompactResult]:
        def build_view(refresh: bool) -> View:
            edits = self.sessions.edits(job.session_id, refresh)
            view = View.build(job, self.counter, edits, self.sessions.bases(job.session_id))
            if seen is not None:
                seen.append(view)
            return view

        result = yield from compaction_flow(
            job, self.settings, build_view, self._recording_store(job.session_id)
        )
        return result

    def _recording_store(self, session_id: str) -> EditStore:
        return self.sessions.recording(session_id)

    def _litellm_defaults(self) -> dict[str, Any]:
        """Keywords every LiteLLM main call gets unless the caller sets them."""
        return {"model": self.model, "max_retries": 0}

    def _call_flow(
        self,
        messages: Sequence[Any],
        session_id: str,
        kwargs: dict[str, Any],
        defaults: dict[str, Any],
    ) -> CallFlow:
        reserve = kwargs.get("max_tokens") or kwargs.get("max_completion_tokens")
        tools = kwargs.get("tools")
        views: list[View] = []
        job = self._job(messages, tools, session_id, reserve)
        result = yield from self._compaction(job, views)
        try:
            response = yield MainCall(main_kwargs(defaults, result, kwargs))
        except Exception as error:
            if classify(error) != "context_length_exceeded":
                raise to_router_error(error) from error
            requested = requested_tokens(error)
            sent = result.tokens_after + (reserve or self.completion_reserve)
            measured = requested / sent if requested else views[-1].ratio * 1.15
            self._calibrate(views[-1], max(measured, views[-1].ratio * 1.05), "provider overflow")
            job = self._job(messages, tools, session_id, reserve, rejected=result.tokens_after)
            result = yield from self._compaction(job, views)
            try:
                response = yield MainCall(main_kwargs(defaults, result, kwargs))
            except Exception as again:
                raise to_router_error(again) from again

        def observe(answer: Any) -> None:
            reported = measured_ratio(answer, result.tokens_after)
            if reported is not None and not result.drop_tools:
                self._calibrate(views[-1], reported, "reported usage")

        if kwargs.get("stream"):
            return wrap_stream(response, observe)
        observe(response)
        return response

    def _calibrate(self, view: View, measured: float, why: str) -> None:
        """Record a moved estimate ratio for the requests that follow this one."""
        ratio = next_ratio(view.ratio, measured)
        if ratio is None:
            return
        steps = sum(1 for e in view.applied if e.rung == CALIBRATE and e.anchor_len == view.size)
        edit = calibration_edit(
            session_id=view.job.session_id,
            anchor_len=view.size,
            anchor_hash=view.anchor_hash,
            step=steps,
            ratio=ratio,
            reason=f"{why}: provider tokens per estimated token {measured:.3f}",
        )
        self.sessions.recording(view.job.session_id).save_edit(edit)

    @property
    def backend(self) -> Any:
        """What `completion`/`acompletion` are called on: LiteLLM unless a stand-in was given."""
        return self.transport.backend

    def _sender(self, session_id: str) -> Callable[[Op], Any]:
        return self.transport.sender(session_id)

    def _asender(self, session_id: str) -> Callable[[Op], Awaitable[Any]]:
        return self.transport.asender(session_id)
