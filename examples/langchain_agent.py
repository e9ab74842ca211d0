"""LangChain 1.x: `create_agent(..., middleware=[CompactionMiddleware(router)])`.

A fake chat model calls a tool 100 times in a 16k window. The middleware compacts what the model
is sent on each call; the agent's checkpointed state keeps every original tool result. Offline.

    python examples/langchain_agent.py
"""

from __future__ import annotations

from typing import Any

try:
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
    from langgraph.checkpoint.memory import InMemorySaver
    from pydantic import Field
except ModuleNotFoundError as missing:  # the framework is an extra
    raise SystemExit(
        f"this example needs LangChain ({missing.name} is missing): "
        "pip install 'compaction-router[langchain]'"
    ) from None

from router import Router
from router.integrations.langchain import CompactionMiddleware
from router.offline import configure_offline
from router.testing.tokens import count_messages

WINDOW = 16_000
ROUNDS = 100


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


def main() -> None:
    configure_offline()
    router = Router("gpt-4o", context_window=WINDOW)
    model = ToolLoopModel()
    agent = create_agent(
        model,
        [lookup],
        system_prompt="You are an inventory agent.",
        middleware=[CompactionMiddleware(router)],
        checkpointer=InMemorySaver(),
    )
    config: Any = {"configurable": {"thread_id": "inventory-1"}, "recursion_limit": 1000}
    agent.invoke({"messages": [HumanMessage("Find the cheapest item.")]}, config)
    saved = agent.get_state(config).values["messages"]
    results = [m for m in saved if isinstance(m, ToolMessage)]
    whole = all(m.content == lookup.invoke({"page": i}) for i, m in enumerate(results))
    print(
        f"{len(model.sent)} model calls; largest request the model saw: {max(model.sent)} tokens (window {WINDOW})"
    )
    print(f"agent state: {len(results)} tool results, all original: {whole}")


if __name__ == "__main__":
    main()
