"""OpenAI Agents SDK: `RunConfig(call_model_input_filter=input_filter(router))`.

The filter compacts the Responses input items of each model call; items the router did not
change are passed on as the run's own objects, so the SDK's bookkeeping of sent items holds and
the run's history (`result.to_input_list()`) keeps every original.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from agents import FunctionTool
from agents.run import CallModelData, ModelInputData

from router import Router
from router.formats.responses import acompact_responses

__all__ = ["input_filter"]

SessionOf = Callable[[CallModelData[Any]], str]
Filter = Callable[[CallModelData[Any]], Awaitable[ModelInputData]]


def _session(data: CallModelData[Any], session_id: str | SessionOf | None) -> str:
    """The session: given, computed from the call, the context's `session_id`, or the agent."""
    if isinstance(session_id, str):
        return session_id
    if session_id is not None:
        return session_id(data)
    context = data.context
    found = context.get("session_id") if isinstance(context, Mapping) else None
    found = found or getattr(context, "session_id", None)
    return str(found) if found else f"agent:{data.agent.name}"


def _tools(data: CallModelData[Any]) -> list[dict[str, Any]]:
    """The agent's function tools as Responses tool schemas (for counting)."""
    return [
        {
            "type": "function",
            "name": t.name,
            "description": t.description,
            "parameters": t.params_json_schema,
        }
        for t in data.agent.tools
        if isinstance(t, FunctionTool)
    ]


def input_filter(router: Router, *, session_id: str | SessionOf | None = None) -> Filter:
    """A `call_model_input_filter` that compacts each model call's input to the router's window."""

    async def compact_model_input(data: CallModelData[Any]) -> ModelInputData:
        model_data = data.model_data
        out = await acompact_responses(
            router,
            model_data.input,
            instructions=model_data.instructions,
            tools=_tools(data),
            session_id=_session(data, session_id),
        )
        return ModelInputData(input=list(out.messages), instructions=out.system)

    return compact_model_input
