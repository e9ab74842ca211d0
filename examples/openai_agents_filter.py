"""OpenAI Agents SDK: `RunConfig(call_model_input_filter=input_filter(router))`.

A stand-in Model calls a function tool 100 times in a 16k window. The filter compacts the
Responses input items of each model call; the run (`result.to_input_list()`) keeps every
original tool output. Offline; tracing off.

    python examples/openai_agents_filter.py
"""

from __future__ import annotations

import json
from typing import Any

try:
    from agents import Agent, RunConfig, Runner, function_tool, set_tracing_disabled
    from agents.items import ModelResponse
    from agents.models.interface import Model
    from agents.usage import Usage
    from openai.types.responses import (
        ResponseFunctionToolCall,
        ResponseOutputMessage,
        ResponseOutputText,
    )
except ModuleNotFoundError as missing:  # the framework is an extra
    raise SystemExit(
        f"this example needs the OpenAI Agents SDK ({missing.name} is missing): "
        "pip install 'compaction-router[openai-agents]'"
    ) from None

from router import Router
from router.integrations.openai_agents import input_filter
from router.offline import configure_offline
from router.testing.tokens import count_text

WINDOW = 16_000
ROUNDS = 100


def page(number: int) -> str:
    """About 500 tokens of inventory rows."""
    return "\n".join(f"row {r}: item ITEM-{number:03d}-{r:02d} price {r * 3}.50" for r in range(40))


@function_tool
def lookup(number: int) -> str:
    """Look up one page of inventory."""
    return page(number)


class LoopModel(Model):
    """A stand-in model: calls `lookup` ROUNDS times, then answers."""

    def __init__(self) -> None:
        self.sent: list[int] = []

    async def get_response(
        self, system_instructions: Any, input: Any, *args: Any, **kwargs: Any
    ) -> ModelResponse:
        self.sent.append(count_text(json.dumps(input, default=str)))
        n = len(self.sent) - 1
        if n >= ROUNDS:
            text = ResponseOutputText(
                type="output_text", text="ITEM-000-00 is the cheapest.", annotations=[]
            )
            out: list[Any] = [
                ResponseOutputMessage(
                    id="m", type="message", role="assistant", status="completed", content=[text]
                )
            ]
        else:
            out = [
                ResponseFunctionToolCall(
                    type="function_call",
                    call_id=f"c{n}",
                    name="lookup",
                    arguments=json.dumps({"number": n}),
                )
            ]
        return ModelResponse(output=out, usage=Usage(), response_id=None)

    def stream_response(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError


def main() -> None:
    configure_offline()
    set_tracing_disabled(True)
    router = Router("gpt-4o", context_window=WINDOW)
    model = LoopModel()
    agent = Agent(
        name="inventory", instructions="You are an inventory agent.", model=model, tools=[lookup]
    )
    config = RunConfig(call_model_input_filter=input_filter(router, session_id="inventory-1"))
    result = Runner.run_sync(
        agent, "Find the cheapest item.", max_turns=ROUNDS + 5, run_config=config
    )
    outputs = [i for i in result.to_input_list() if i.get("type") == "function_call_output"]
    whole = [i["output"] for i in outputs] == [page(n) for n in range(ROUNDS)]
    print(
        f"{len(model.sent)} model calls; largest input the model saw: about {max(model.sent)} tokens (window {WINDOW})"
    )
    print(f"run items: {len(outputs)} tool outputs, all original: {whole}")
    print(f"answer: {result.final_output}")


if __name__ == "__main__":
    main()
