"""LangGraph: `create_react_agent(..., pre_model_hook=compaction_hook(router))`.

A fake chat model calls a tool 100 times in a 16k window. The hook hands the model a compacted
`llm_input_messages`; the graph's checkpointed `messages` keep every original tool result. Offline.

    python examples/langgraph_agent.py
"""

from __future__ import annotations

import warnings
from typing import Any

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
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.prebuilt import create_react_agent
from pydantic import Field

from router import Router
from router.integrations.langgraph import compaction_hook
from router.offline import configure_offline
from router.testing.tokens import count_messages

WINDOW = 16_000
ROUNDS = 100
PROMPT = "You are an inventory agent."


@tool
def lookup(page: int) -> str:
    """Look up one page of inventory."""
    return "\n".join(f"row {r}: item ITEM-{page:03d}-{r:02d} price {r * 3}.50" for r in range(40))


class ToolLoopModel(BaseChatModel):
    """A stand-in model: calls `lookup` ROUNDS times, then answers."""

    sent: list[int] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "tool-loop"

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
        self.sent.append(count_messages(convert_to_openai_messages(messages)))
        n = len(self.sent) - 1
        if n >= ROUNDS:
            reply = AIMessage(content="ITEM-000-00 is the cheapest.")
        else:
            reply = AIMessage(
                content="", tool_calls=[{"id": f"call_{n}", "name": "lookup", "args": {"page": n}}]
            )
        return ChatResult(generations=[ChatGeneration(message=reply)])


def run(hook: Any) -> tuple[ToolLoopModel, list[BaseMessage]]:
    """One 100-round run; the model and the graph's saved messages."""
    model = ToolLoopModel()
    with warnings.catch_warnings():  # LangGraph 1.x points to langchain's create_agent
        warnings.simplefilter("ignore", DeprecationWarning)
        agent = create_react_agent(
            model, [lookup], prompt=PROMPT, pre_model_hook=hook, checkpointer=InMemorySaver()
        )
    config: Any = {"configurable": {"thread_id": "inventory-1"}, "recursion_limit": 1000}
    agent.invoke({"messages": [HumanMessage("Find the cheapest item.")]}, config)
    return model, agent.get_state(config).values["messages"]


def main() -> None:
    configure_offline()
    plain, _ = run(None)
    print(f"without the hook: largest request {max(plain.sent)} tokens, over the {WINDOW} window")
    router = Router("gpt-4o", context_window=WINDOW)
    model, saved = run(compaction_hook(router, prompt=PROMPT, tools=[lookup]))
    results = [m for m in saved if isinstance(m, ToolMessage)]
    whole = all(m.content == lookup.invoke({"page": i}) for i, m in enumerate(results))
    print(
        f"{len(model.sent)} model calls; largest request the model saw: {max(model.sent)} tokens (window {WINDOW})"
    )
    print(f"graph state: {len(results)} tool results, all original: {whole}")


if __name__ == "__main__":
    main()
