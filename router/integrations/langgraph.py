"""LangGraph: `create_react_agent(model, tools, pre_model_hook=compaction_hook(router))`.

The hook compacts the graph's `messages` into `llm_input_messages`, which the prebuilt agent
sends to the model instead; it never returns `messages`, so the graph's state (and every
checkpoint of it) keeps the full original conversation. The session is the run's `thread_id`.
The agent's `prompt` is applied after the hook: pass the same prompt (and the tools) here so the
router counts what the model is really sent.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_core.messages import BaseMessage, SystemMessage
from langchain_core.runnables import RunnableConfig, RunnableLambda

from router import Router
from router.formats.edge import Compacted
from router.formats.langchain import acompact_langchain, compact_langchain

__all__ = ["compaction_hook"]

Update = dict[str, list[BaseMessage]]


def compaction_hook(
    router: Router,
    *,
    prompt: str | SystemMessage | None = None,
    tools: Sequence[Any] | None = None,
    session_id: str | None = None,
) -> RunnableLambda[Any, Update]:
    """A `pre_model_hook` (sync and async) returning the compacted `llm_input_messages`."""
    system = SystemMessage(prompt) if isinstance(prompt, str) else prompt

    def compact_state(state: Any, config: RunnableConfig) -> Update:
        listed = _listed(state, system)
        out = compact_langchain(
            router, listed, tools=tools, session_id=_session(config, session_id)
        )
        return {"llm_input_messages": _without_system(out, system)}

    async def acompact_state(state: Any, config: RunnableConfig) -> Update:
        listed = _listed(state, system)
        out = await acompact_langchain(
            router, listed, tools=tools, session_id=_session(config, session_id)
        )
        return {"llm_input_messages": _without_system(out, system)}

    return RunnableLambda(compact_state, afunc=acompact_state, name="compaction_hook")


def _listed(state: Any, system: SystemMessage | None) -> list[BaseMessage]:
    """The state's messages, after the prompt the agent will put in front of them."""
    messages = (
        state.get("messages") if isinstance(state, Mapping) else getattr(state, "messages", None)
    )
    if messages is None:
        raise ValueError(
            "the graph state has no 'messages': use compaction_hook with create_react_agent's "
            "state (or a state schema with a 'messages' list)"
        )
    return ([system] if system is not None else []) + list(messages)


def _without_system(out: Compacted, system: SystemMessage | None) -> list[BaseMessage]:
    """The compacted list without the prompt (the agent adds its own prompt after the hook)."""
    messages = list(out.messages)
    if system is not None and messages and isinstance(messages[0], SystemMessage):
        messages.pop(0)
    return messages


def _session(config: RunnableConfig, fixed: str | None) -> str:
    """The fixed session id, else the run's `thread_id`, else "default"."""
    if fixed:
        return fixed
    value = (config.get("configurable") or {}).get("thread_id")
    return str(value) if value else "default"
