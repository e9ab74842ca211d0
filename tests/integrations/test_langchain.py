"""LangChain 1.x: a create_agent tool loop of 100 rounds in a 16k window with CompactionMiddleware."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("langchain.agents")

from langchain.agents import create_agent
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    ToolMessage,
    convert_to_openai_messages,
)
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool
from langchain_core.utils.function_calling import convert_to_openai_tool
from langgraph.checkpoint.memory import InMemorySaver
from pydantic import Field

from recorder import Recorder
from router import Router
from router.formats import compact_langchain
from router.integrations.langchain import CompactionMiddleware
from router.testing.tokens import count_messages, count_tools

from .conftest import result_text

WINDOW = 16_000
ROUNDS = 100


@tool
def lookup(page: int) -> str:
    """Look up one page of inventory."""
    return result_text(page, 0, 40)


class ToolLoopModel(BaseChatModel):
    """Calls `lookup` for `rounds` rounds, then answers; records the size of what it was sent."""

    rounds: int = ROUNDS
    sent_tokens: list[int] = Field(default_factory=list)
    unpaired: list[set[str]] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "tool-loop"

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        dicts = convert_to_openai_messages(messages)
        self.sent_tokens.append(
            count_messages(dicts) + count_tools([convert_to_openai_tool(lookup)])
        )
        calls = [c["id"] for m in messages if isinstance(m, AIMessage) for c in m.tool_calls]
        answers = [m.tool_call_id for m in messages if isinstance(m, ToolMessage)]
        self.unpaired.append(set(calls) ^ set(answers))
        # Compaction may drop whole old rounds, so counting AI messages would undercount; the
        # newest round always reaches the model, so its call id says how many rounds are done.
        done = 1 + max((int(i.removeprefix("call_")) for i in calls if i), default=-1)
        if done >= self.rounds:
            reply = AIMessage(content="The cheapest item is ITEM-000-0-00.")
        else:
            reply = AIMessage(
                content="",
                tool_calls=[{"id": f"call_{done}", "name": "lookup", "args": {"page": done}}],
            )
        return ChatResult(generations=[ChatGeneration(message=reply)])


def run_agent(tmp_path: Path, middleware: list[Any]) -> tuple[ToolLoopModel, dict[str, Any], Any]:
    model = ToolLoopModel()
    saver = InMemorySaver()
    agent = create_agent(
        model,
        [lookup],
        system_prompt="You are an inventory agent.",
        middleware=middleware,
        checkpointer=saver,
    )
    config = {"configurable": {"thread_id": "inventory-7"}, "recursion_limit": 1000}
    state = agent.invoke({"messages": [HumanMessage("Find the cheapest item.")]}, config)
    return model, state, agent.get_state(config)


def test_hundred_rounds_fit_the_window_and_the_agent_keeps_its_history(tmp_path: Path) -> None:
    with Recorder(tmp_path / "decisions.db") as recorder:
        router = Router("gpt-4o", context_window=WINDOW, recorder=recorder)
        model, state, saved = run_agent(tmp_path, [CompactionMiddleware(router)])
        edits = recorder.load_edits("inventory-7")
    assert len(model.sent_tokens) == ROUNDS + 1
    assert max(model.sent_tokens) <= WINDOW
    assert all(not ids for ids in model.unpaired)
    tool_messages = [m for m in saved.values["messages"] if isinstance(m, ToolMessage)]
    assert len(tool_messages) == ROUNDS
    assert all(m.content == result_text(m_i, 0, 40) for m_i, m in enumerate(tool_messages))
    assert state["messages"][-1].content.startswith("The cheapest item")
    assert edits and {e.rung for e in edits} <= {"mask", "retain", "summarize"}


def test_without_the_middleware_the_model_is_sent_more_than_the_window(tmp_path: Path) -> None:
    model, _, _ = run_agent(tmp_path, [])
    assert max(model.sent_tokens) > WINDOW


def test_the_langchain_adapter_round_trips_untouched_messages() -> None:
    messages: list[BaseMessage] = [HumanMessage("Find the cheapest item.")]
    for i in range(5):
        messages.append(
            AIMessage(
                content="", tool_calls=[{"id": f"c{i}", "name": "lookup", "args": {"page": i}}]
            )
        )
        messages.append(ToolMessage(content=result_text(i, 0, 10), tool_call_id=f"c{i}"))
    out = compact_langchain(Router("gpt-4o", context_window=1_000_000), messages)
    assert all(a is b for a, b in zip(out.messages, messages, strict=True))
