"""Carrying out the flows' operations: main calls and memoised judge calls, with retries."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from judges.types import ModelReply, ModelRequest
from router.engine.call import MainCall, Op
from router.history.edit_store import EditStore
from router.provider.backend import load_litellm
from router.provider.judge_calls import JudgeCall
from router.provider.retry import RetryPolicy

__all__ = ["Transport"]


class Transport:
    """Sends operations to the backend (LiteLLM unless a stand-in was given)."""

    def __init__(self, backend: Any, retry: RetryPolicy, store: EditStore) -> None:
        self._backend = backend
        self.retry = retry
        self.store = store

    @property
    def backend(self) -> Any:
        """What `completion`/`acompletion` are called on."""
        if self._backend is None:
            self._backend = load_litellm()
        return self._backend

    async def abackend(self) -> Any:
        """`backend`, imported in a worker thread the first time (LiteLLM takes seconds)."""
        if self._backend is not None:
            return self._backend
        import asyncio  # here, not at import: `import router` stays light

        return await asyncio.to_thread(lambda: self.backend)

    def _cost_of(self, response: Any) -> float | None:
        cost = getattr(self.backend, "completion_cost", None)
        return float(cost(completion_response=response)) if callable(cost) else None

    def sender(self, session_id: str) -> Callable[[Op], Any]:
        """A synchronous `send` for one session's flow."""

        def send(op: Op) -> Any:
            if isinstance(op, MainCall):
                policy, kwargs = self.retry.for_call(op.kwargs)
                return policy.call(self.backend.completion, **kwargs)[0]
            return self.judge(op, session_id)

        return send

    def asender(self, session_id: str) -> Callable[[Op], Awaitable[Any]]:
        """An awaitable `send` for one session's flow."""

        async def send(op: Op) -> Any:
            if isinstance(op, MainCall):
                policy, kwargs = self.retry.for_call(op.kwargs)
                backend = await self.abackend()
                return (await policy.acall(backend.acompletion, **kwargs))[0]
            return await self.ajudge(op, session_id)

        return send

    def judge(self, request: ModelRequest, session_id: str) -> ModelReply:
        """A judge request: the recorded reply, or one call (retried) that never raises."""
        call = JudgeCall(request, self.store, session_id)
        memo = call.memo()
        if memo is not None:
            return memo
        try:
            response, attempts = self.retry.call(self.backend.completion, **call.kwargs())
        except Exception as error:
            return call.failed(error)
        return call.succeeded(response, attempts, self._cost_of)

    async def ajudge(self, request: ModelRequest, session_id: str) -> ModelReply:
        """Async `judge`; the recorder is read and written in a worker thread."""
        import asyncio  # here, not at import: `import router` stays light

        call = JudgeCall(request, self.store, session_id)
        memo = await asyncio.to_thread(call.memo)
        if memo is not None:
            return memo
        try:
            backend = await self.abackend()
            response, attempts = await self.retry.acall(backend.acompletion, **call.kwargs())
        except Exception as error:
            return await asyncio.to_thread(call.failed, error)
        return await asyncio.to_thread(call.succeeded, response, attempts, self._cost_of)
