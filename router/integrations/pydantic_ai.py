"""pydantic-ai: `CompactionCapability(router)` and `history_processor(router)`.

`Agent(..., capabilities=[CompactionCapability(router)])` compacts what the model is sent on each
request and leaves the run's message history (`result.all_messages()`) whole.
`history_processor(router)` is the same compaction as a history processor
(`capabilities=[ProcessHistory(history_processor(router))]`, or `history_processors=[...]` on
pydantic-ai 1.x); pydantic-ai writes a processor's output back into the run's history, so there
the compacted messages become the history (originals stay recallable through `router.recall`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

from pydantic_ai.capabilities import AbstractCapability
from pydantic_ai.messages import ModelMessage
from pydantic_ai.models import ModelRequestContext
from pydantic_ai.tools import RunContext

from router import Router
from router.formats.common import function_tool
from router.formats.pydantic_ai import acompact_pydantic_ai

__all__ = ["CompactionCapability", "history_processor"]

Processor = Callable[[RunContext[Any], list[ModelMessage]], Awaitable[list[ModelMessage]]]


def session_of(ctx: RunContext[Any], fixed: str | None) -> str:
    """The fixed session id, else the run's conversation id, else its run id."""
    return fixed or ctx.conversation_id or ctx.run_id or "default"


@dataclass
class CompactionCapability(AbstractCapability[Any]):
    """Compacts each model request; the run's own message history is left as it is."""

    router: Router
    session_id: str | None = None

    async def before_model_request(
        self, ctx: RunContext[Any], request_context: ModelRequestContext
    ) -> ModelRequestContext:
        """The request with its messages compacted to fit the router's window."""
        parameters = request_context.model_request_parameters
        tools = [
            function_tool(t.name, t.description, t.parameters_json_schema)
            for t in [*parameters.function_tools, *parameters.output_tools]
        ]
        settings = request_context.model_settings or {}
        out = await acompact_pydantic_ai(
            self.router,
            request_context.messages,
            tools=tools,
            session_id=session_of(ctx, self.session_id),
            max_tokens=settings.get("max_tokens"),
        )
        return replace(request_context, messages=list(out.messages))

    @classmethod
    def get_serialization_name(cls) -> str | None:
        """Not spec-serializable: it holds a router."""
        return None


def history_processor(router: Router, *, session_id: str | None = None) -> Processor:
    """A pydantic-ai history processor compacting the messages to the router's window."""

    async def compact_history(
        ctx: RunContext[Any], messages: list[ModelMessage]
    ) -> list[ModelMessage]:
        out = await acompact_pydantic_ai(router, messages, session_id=session_of(ctx, session_id))
        return list(out.messages)

    return compact_history
