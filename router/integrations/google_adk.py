"""Google ADK: `LlmAgent(..., before_model_callback=compaction_callback(router))`.

The callback compacts `llm_request.contents` (ADK's per-request copies of the session's events)
and puts the compacted list in their place; the session's stored events are never touched, so
`session.events` keeps every original function response. The system instruction and the
function declarations are counted against the window. `CompactionPlugin(router)` is the same
compaction for every agent of a `Runner` (`Runner(..., plugins=[CompactionPlugin(router)])`).
The session is `"<ADK session id>:<agent name>"`: each agent of a session sees its own request.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from google.adk.agents.callback_context import CallbackContext
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse
from google.adk.plugins.base_plugin import BasePlugin

from router import Router
from router.formats.adk import acompact_adk, adk_tools

__all__ = ["CompactionPlugin", "compact_request", "compaction_callback"]

Callback = Callable[[CallbackContext, LlmRequest], Awaitable[LlmResponse | None]]


def session_of(context: CallbackContext, fixed: str | None) -> str:
    """The fixed session id, else the ADK session id and the agent's name."""
    return fixed or f"{context.session.id}:{context.agent_name}"


async def compact_request(router: Router, llm_request: LlmRequest, session_id: str) -> None:
    """Replace `llm_request.contents` with a compacted list (the contents themselves unchanged)."""
    if not llm_request.contents:
        return
    config = llm_request.config
    system = config.system_instruction if config is not None else None
    out = await acompact_adk(
        router,
        llm_request.contents,
        system=system,
        tools=adk_tools(config),
        session_id=session_id,
        max_tokens=config.max_output_tokens if config is not None else None,
    )
    llm_request.contents = list(out.messages)
    if config is not None and out.system is not system:
        config.system_instruction = out.system


def compaction_callback(router: Router, *, session_id: str | None = None) -> Callback:
    """A `before_model_callback` compacting each model request to the router's window."""

    async def compact_before_model(
        callback_context: CallbackContext, llm_request: LlmRequest
    ) -> LlmResponse | None:
        await compact_request(router, llm_request, session_of(callback_context, session_id))
        return None

    return compact_before_model


class CompactionPlugin(BasePlugin):
    """Compacts the model requests of every agent a `Runner` runs."""

    def __init__(self, router: Router, *, session_id: str | None = None) -> None:
        super().__init__(name="compaction_router")
        self.router = router
        self.session_id = session_id

    async def before_model_callback(
        self, *, callback_context: CallbackContext, llm_request: LlmRequest
    ) -> LlmResponse | None:
        """Compact the request; never answer in the model's place."""
        await compact_request(
            self.router, llm_request, session_of(callback_context, self.session_id)
        )
        return None
