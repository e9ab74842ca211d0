"""pydantic-ai: `Agent(..., capabilities=[CompactionCapability(router)])`.

A FunctionModel calls a tool 100 times in a 16k window. The capability compacts each model
request; the run's history (`result.all_messages()`) keeps every original tool return. Offline.

    python examples/pydantic_ai_agent.py
"""

from __future__ import annotations

try:
    from pydantic_ai import Agent
    from pydantic_ai.messages import (
        ModelMessage,
        ModelResponse,
        TextPart,
        ToolCallPart,
        ToolReturnPart,
    )
    from pydantic_ai.models.function import AgentInfo, FunctionModel
    from pydantic_ai.usage import UsageLimits
except ModuleNotFoundError as missing:  # the framework is an extra
    raise SystemExit(
        f"this example needs pydantic-ai ({missing.name} is missing): "
        "pip install 'compaction-router[pydantic-ai]'"
    ) from None

from router import Router
from router.integrations.pydantic_ai import CompactionCapability
from router.offline import configure_offline
from router.testing.tokens import count_text

WINDOW = 16_000
ROUNDS = 100
sent: list[int] = []


def page(number: int) -> str:
    """About 500 tokens of inventory rows."""
    return "\n".join(f"row {r}: item ITEM-{number:03d}-{r:02d} price {r * 3}.50" for r in range(40))


def model(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
    """A stand-in model: calls `lookup` ROUNDS times, then answers."""
    sent.append(
        sum(count_text(str(getattr(p, "content", "") or "")) for m in messages for p in m.parts)
    )
    n = len(sent) - 1
    if n >= ROUNDS:
        return ModelResponse(parts=[TextPart("ITEM-000-00 is the cheapest.")])
    return ModelResponse(
        parts=[ToolCallPart("lookup", {"page_number": n}, tool_call_id=f"call_{n}")]
    )


def main() -> None:
    configure_offline()
    router = Router("gpt-4o", context_window=WINDOW)
    agent = Agent(FunctionModel(model), capabilities=[CompactionCapability(router)])

    @agent.tool_plain
    def lookup(page_number: int) -> str:
        """Look up one page of inventory."""
        return page(page_number)

    limits = UsageLimits(request_limit=None, tool_calls_limit=None)
    result = agent.run_sync("Find the cheapest item.", usage_limits=limits, conversation_id="inv-1")
    returns = [p for m in result.all_messages() for p in m.parts if isinstance(p, ToolReturnPart)]
    whole = [p.content for p in returns] == [page(n) for n in range(ROUNDS)]
    print(
        f"{len(sent)} model calls; largest request the model saw: about {max(sent)} tokens (window {WINDOW})"
    )
    print(f"run history: {len(returns)} tool returns, all original: {whole}")
    print(f"answer: {result.output}")


if __name__ == "__main__":
    main()
