"""LangChain 1.x: `CompactionMiddleware(router)` for `create_agent(..., middleware=[...])`.

The middleware compacts the model request in `wrap_model_call` / `awrap_model_call` through
`request.override(messages=...)`: the model sees a request that fits, and the agent's state
(and its checkpoints) keeps the full original messages.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain_core.messages import BaseMessage

from router import Router
from router.formats.edge import Compacted
from router.formats.langchain import acompact_langchain, compact_langchain

__all__ = ["CompactionMiddleware"]

Handler = Callable[[ModelRequest], ModelResponse]
AsyncHandler = Callable[[ModelRequest], Awaitable[ModelResponse]]


class CompactionMiddleware(AgentMiddleware):
    """Compacts each model call of an agent; the session is the run's thread id."""

    def __init__(self, router: Router, *, session_id: str | None = None) -> None:
        super().__init__()
        self.router = router
        self.session_id = session_id

    def wrap_model_call(self, request: ModelRequest, handler: Handler) -> ModelResponse:
        """Send the compacted request; the agent's state is left as it is."""
        listed = _listed(request)
        out = compact_langchain(
            self.router, listed, tools=request.tools, session_id=self._session(request)
        )
        return handler(_overridden(request, listed, out))

    async def awrap_model_call(self, request: ModelRequest, handler: AsyncHandler) -> ModelResponse:
        """Async `wrap_model_call`."""
        listed = _listed(request)
        out = await acompact_langchain(
            self.router, listed, tools=request.tools, session_id=self._session(request)
        )
        return await handler(_overridden(request, listed, out))

    def _session(self, request: ModelRequest) -> str:
        if self.session_id:
            return self.session_id
        return thread_id(request) or "default"


def thread_id(request: ModelRequest) -> str | None:
    """The LangGraph thread id of the run, from the runtime or the run's config."""
    info = getattr(request.runtime, "execution_info", None)
    found = getattr(info, "thread_id", None)
    if found:
        return str(found)
    try:
        from langgraph.config import get_config

        configurable = get_config().get("configurable") or {}
    except RuntimeError:
        return None
    value = configurable.get("thread_id")
    return str(value) if value else None


def _listed(request: ModelRequest) -> list[BaseMessage]:
    system = [request.system_message] if request.system_message is not None else []
    return [*system, *request.messages]


def _overridden(request: ModelRequest, listed: list[BaseMessage], out: Compacted) -> ModelRequest:
    if out.messages == listed and all(a is b for a, b in zip(out.messages, listed, strict=True)):
        return request
    messages = list(out.messages)
    system = request.system_message
    if system is not None and messages and messages[0].type == "system":
        system = messages.pop(0)
    return request.override(messages=messages, system_message=system)
