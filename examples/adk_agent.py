"""Google ADK: `LlmAgent(..., before_model_callback=compaction_callback(router))`.

A stand-in model calls a tool 100 times in a 16k window, the way Gemini does (calls without ids,
answered by name). The callback compacts each `LlmRequest`'s contents; the session's stored
events keep every original function response. Offline.

    python examples/adk_agent.py
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncGenerator
from typing import Any

from google.adk.agents import LlmAgent
from google.adk.models.base_llm import BaseLlm
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse
from google.adk.runners import InMemoryRunner
from google.genai import types
from pydantic import Field

from router import Router
from router.integrations.google_adk import compaction_callback
from router.offline import configure_offline
from router.testing.tokens import count_text

WINDOW = 16_000
ROUNDS = 100


def lookup(page: int) -> str:
    """Look up one page of inventory."""
    return "\n".join(f"row {r}: item ITEM-{page:03d}-{r:02d} price {r * 3}.50" for r in range(40))


class ToolLoopModel(BaseLlm):
    """A stand-in model: calls `lookup` ROUNDS times, then answers."""

    model: str = "tool-loop"
    sent: list[int] = Field(default_factory=list)

    async def generate_content_async(
        self, llm_request: LlmRequest, stream: bool = False
    ) -> AsyncGenerator[LlmResponse, None]:
        dumped = [c.model_dump(mode="json", exclude_none=True) for c in llm_request.contents]
        self.sent.append(count_text(json.dumps(dumped)))  # a rough size of what was sent
        n = len(self.sent) - 1
        if n >= ROUNDS:
            part = types.Part(text="ITEM-000-00 is the cheapest.")
        else:
            part = types.Part(function_call=types.FunctionCall(name="lookup", args={"page": n}))
        usage = types.GenerateContentResponseUsageMetadata(prompt_token_count=self.sent[-1])
        yield LlmResponse(content=types.Content(role="model", parts=[part]), usage_metadata=usage)


async def run(callback: Any) -> tuple[ToolLoopModel, list[Any]]:
    """One 100-round run; the model and the session's stored function responses."""
    model = ToolLoopModel()
    agent = LlmAgent(
        name="inventory",
        model=model,
        instruction="You are an inventory agent.",
        tools=[lookup],
        before_model_callback=callback,
    )
    runner = InMemoryRunner(agent=agent, app_name="shop")
    service = runner.session_service
    await service.create_session(app_name="shop", user_id="u1", session_id="s1")
    task = types.Content(role="user", parts=[types.Part(text="Find the cheapest item.")])
    async for _ in runner.run_async(user_id="u1", session_id="s1", new_message=task):
        pass
    session = await service.get_session(app_name="shop", user_id="u1", session_id="s1")
    assert session is not None
    parts = [p for e in session.events if e.content for p in e.content.parts or []]
    return model, [p.function_response for p in parts if p.function_response]


def main() -> None:
    configure_offline()
    plain, _ = asyncio.run(run(None))
    print(f"without compaction: largest request about {max(plain.sent)} tokens, over the window")
    router = Router("gpt-4o", context_window=WINDOW)
    model, responses = asyncio.run(run(compaction_callback(router)))
    whole = all(r.response == {"result": lookup(i)} for i, r in enumerate(responses))
    print(
        f"{len(model.sent)} model calls; largest request the model saw: about {max(model.sent)} tokens (window {WINDOW})"
    )
    print(f"session events: {len(responses)} function responses, all original: {whole}")
    # A call without an id is named by its place in the request (content 2, part 0 here).
    first = router.recall("s1:inventory", "adk-at-2-0")
    print(f"router.recall gives back the first result: {first == lookup(0)}")


if __name__ == "__main__":
    main()
