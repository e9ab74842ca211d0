"""LangGraph: a create_react_agent tool loop of 100 rounds in a 16k window with the compaction hook."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("langgraph.prebuilt")

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
    convert_to_openai_messages,
)
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool
from langchain_core.utils.function_calling import convert_to_openai_tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.prebuilt import create_react_agent
from pydantic import Field

from recorder import Recorder
from router import Router
from router.integrations.langgraph import compaction_hook
from router.testing.tokens import count_messages, count_tools

from .conftest import result_text

WINDOW = 16_000
ROUNDS = 100
PROMPT = "You are an inventory agent."
THREAD = "inventory-9"


@tool
def lookup(page: int) -> str:
    """Look up one page of inventory."""
    return result_text(page, 0, 40)


class ToolLoopModel(BaseChatModel):
    """Calls `lookup` for ROUNDS rounds, then answers; records what each request held."""

    sent_tokens: list[int] = Field(default_factory=list)
    unpaired: list[set[str]] = Field(default_factory=list)
    prompts: list[str] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "tool-loop"

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        self.sent_tokens.append(
            count_messages(convert_to_openai_messages(messages))
            + count_tools([convert_to_openai_tool(lookup)])
        )
        self.prompts.extend(str(m.content) for m in messages if isinstance(m, SystemMessage))
        calls = [c["id"] for m in messages if isinstance(m, AIMessage) for c in m.tool_calls]
        answers = [m.tool_call_id for m in messages if isinstance(m, ToolMessage)]
        self.unpaired.append(set(calls) ^ set(answers))
        # The newest round always reaches the model: its call id says how many rounds are done.
        done = 1 + max((int(str(i).removeprefix("call_")) for i in calls), default=-1)
        if done >= ROUNDS:
            reply = AIMessage(content="The cheapest item is ITEM-000-0-00.")
        else:
            reply = AIMessage(
                content="",
                tool_calls=[{"id": f"call_{done}", "name": "lookup", "args": {"page": done}}],
            )
        return ChatResult(generations=[ChatGeneration(message=reply)])


def build(hook: Any) -> tuple[ToolLoopModel, Any]:
    model = ToolLoopModel()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        agent = create_react_agent(
            model, [lookup], prompt=PROMPT, pre_model_hook=hook, checkpointer=InMemorySaver()
        )
    return model, agent


CONFIG: Any = {"configurable": {"thread_id": THREAD}, "recursion_limit": 1000}
TASK = {"messages": [HumanMessage("Find the cheapest item.")]}


def check_run(model: ToolLoopModel, agent: Any) -> None:
    """Every request fit and was paired; the checkpointed state holds every original result."""
    assert len(model.sent_tokens) == ROUNDS + 1
    assert max(model.sent_tokens) <= WINDOW
    assert all(not ids for ids in model.unpaired)
    assert model.prompts == [PROMPT] * (ROUNDS + 1)  # the agent's prompt, once per call
    saved = agent.get_state(CONFIG).values["messages"]
    results = [m for m in saved if isinstance(m, ToolMessage)]
    assert [m.content for m in results] == [result_text(i, 0, 40) for i in range(ROUNDS)]
    assert len(saved) == 2 * ROUNDS + 2
    assert saved[-1].content.startswith("The cheapest item")


def test_hundred_rounds_fit_the_window_and_the_graph_state_stays_whole(tmp_path: Path) -> None:
    with Recorder(tmp_path / "decisions.db") as recorder:
        router = Router("gpt-4o", context_window=WINDOW, recorder=recorder)
        model, agent = build(compaction_hook(router, prompt=PROMPT, tools=[lookup]))
        agent.invoke(TASK, CONFIG)
        edits = recorder.load_edits(THREAD)
    check_run(model, agent)
    assert edits and {e.rung for e in edits} <= {"mask", "retain", "summarize"}


async def test_an_async_run_fits_the_window_the_same_way() -> None:
    router = Router("gpt-4o", context_window=WINDOW)
    model, agent = build(compaction_hook(router, prompt=PROMPT, tools=[lookup]))
    await agent.ainvoke(TASK, CONFIG)
    check_run(model, agent)


def test_without_the_hook_the_model_is_sent_more_than_the_window() -> None:
    model, agent = build(None)
    agent.invoke(TASK, CONFIG)
    assert max(model.sent_tokens) > WINDOW


def test_a_state_without_messages_is_refused_with_a_clear_error() -> None:
    hook = compaction_hook(Router("gpt-4o", context_window=WINDOW))
    with pytest.raises(ValueError, match="no 'messages'"):
        hook.invoke({"history": []}, {"configurable": {"thread_id": "t"}})
