"""OpenAI Agents SDK: a 100-round tool loop in a 16k window through Runner with a fake Model."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("agents")

from agents import Agent, RunConfig, Runner, function_tool, set_tracing_disabled
from agents.items import ModelResponse
from agents.models.interface import Model
from agents.usage import Usage
from openai.types.responses import (
    ResponseFunctionToolCall,
    ResponseOutputMessage,
    ResponseOutputText,
)

from recorder import Recorder
from router import Router
from router.integrations.openai_agents import input_filter
from router.testing.tokens import count_messages

from .conftest import result_text

WINDOW = 16_000
ROUNDS = 100

set_tracing_disabled(True)


def field(item: Any, name: str) -> Any:
    return item.get(name) if isinstance(item, dict) else getattr(item, name, None)


def as_chat(items: list[Any]) -> list[dict[str, Any]]:
    """What the model was sent, as OpenAI chat dicts, for an independent token count."""
    out: list[dict[str, Any]] = []
    for item in items:
        kind = field(item, "type")
        if kind == "function_call":
            call = {
                "id": field(item, "call_id"),
                "type": "function",
                "function": {"name": field(item, "name"), "arguments": field(item, "arguments")},
            }
            if out and out[-1]["role"] == "assistant":
                out[-1].setdefault("tool_calls", []).append(call)
            else:
                out.append({"role": "assistant", "content": None, "tool_calls": [call]})
        elif kind == "function_call_output":
            out.append(
                {
                    "role": "tool",
                    "tool_call_id": field(item, "call_id"),
                    "content": str(field(item, "output")),
                }
            )
        elif field(item, "role") is not None:
            content = field(item, "content")
            text = (
                content
                if isinstance(content, str)
                else " ".join(str(field(p, "text")) for p in content)
            )
            out.append({"role": field(item, "role"), "content": text})
    return out


class LoopModel(Model):
    """Calls `lookup` for ROUNDS rounds, then answers; records what each request held."""

    def __init__(self) -> None:
        self.sent_tokens: list[int] = []
        self.unpaired: list[set[str]] = []

    async def get_response(
        self, system_instructions: Any, input: Any, *args: Any, **kwargs: Any
    ) -> ModelResponse:
        chat = as_chat(list(input))
        self.sent_tokens.append(count_messages(chat) + len(str(system_instructions)) // 4)
        calls = {c["id"] for m in chat for c in m.get("tool_calls", [])}
        self.unpaired.append(calls ^ {m["tool_call_id"] for m in chat if m["role"] == "tool"})
        done = len(self.sent_tokens) - 1
        if done >= ROUNDS:
            text = ResponseOutputText(
                type="output_text", text="The cheapest item is ITEM-000-0-00.", annotations=[]
            )
            output: list[Any] = [
                ResponseOutputMessage(
                    id="msg_end",
                    type="message",
                    role="assistant",
                    status="completed",
                    content=[text],
                )
            ]
        else:
            output = [
                ResponseFunctionToolCall(
                    type="function_call",
                    call_id=f"call_{done}",
                    name="lookup",
                    arguments=json.dumps({"page": done}),
                )
            ]
        return ModelResponse(output=output, usage=Usage(), response_id=None)

    def stream_response(self, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        raise NotImplementedError


@function_tool
def lookup(page: int) -> str:
    """Look up one page of inventory."""
    return result_text(page, 0, 40)


def run(run_config: RunConfig) -> tuple[LoopModel, Any]:
    model = LoopModel()
    agent = Agent(
        name="inventory", instructions="You are an inventory agent.", model=model, tools=[lookup]
    )
    result = Runner.run_sync(
        agent, "Find the cheapest item.", max_turns=ROUNDS + 5, run_config=run_config
    )
    return model, result


def test_input_filter_fits_every_call_and_the_run_keeps_its_items(tmp_path: Path) -> None:
    with Recorder(tmp_path / "decisions.db") as recorder:
        router = Router("gpt-4o", context_window=WINDOW, recorder=recorder)
        model, result = run(
            RunConfig(call_model_input_filter=input_filter(router, session_id="inv-9"))
        )
        edits = recorder.load_edits("inv-9")
    assert len(model.sent_tokens) == ROUNDS + 1
    assert max(model.sent_tokens) <= WINDOW
    assert all(not ids for ids in model.unpaired)
    outputs = [i for i in result.to_input_list() if field(i, "type") == "function_call_output"]
    assert [field(i, "output") for i in outputs] == [result_text(n, 0, 40) for n in range(ROUNDS)]
    assert result.final_output.startswith("The cheapest item")
    assert edits


def test_without_the_filter_the_model_is_sent_more_than_the_window() -> None:
    model, _ = run(RunConfig())
    assert max(model.sent_tokens) > WINDOW
