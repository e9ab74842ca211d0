"""pydantic-ai: a 100-round tool loop in a 16k window through Agent with a FunctionModel."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pydantic_ai")

from pydantic_ai import Agent
from pydantic_ai.capabilities import ProcessHistory
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel
from pydantic_ai.usage import UsageLimits

from recorder import Recorder
from router import Router
from router.integrations.pydantic_ai import CompactionCapability, history_processor
from router.testing.tokens import count_messages

from .conftest import result_text

WINDOW = 16_000
ROUNDS = 100


def as_chat(messages: list[ModelMessage]) -> list[dict[str, Any]]:
    """What the model was sent, as OpenAI chat dicts, for an independent token count."""
    out: list[dict[str, Any]] = []
    for message in messages:
        if isinstance(message, ModelResponse):
            calls = [
                {
                    "id": p.tool_call_id,
                    "type": "function",
                    "function": {"name": p.tool_name, "arguments": json.dumps(p.args)},
                }
                for p in message.parts
                if isinstance(p, ToolCallPart)
            ]
            text = "".join(p.content for p in message.parts if isinstance(p, TextPart))
            out.append(
                {
                    "role": "assistant",
                    "content": text or None,
                    **({"tool_calls": calls} if calls else {}),
                }
            )
            continue
        for part in message.parts:
            if isinstance(part, ToolReturnPart):
                out.append(
                    {
                        "role": "tool",
                        "tool_call_id": part.tool_call_id,
                        "content": str(part.content),
                    }
                )
            elif isinstance(part, UserPromptPart):
                out.append({"role": "user", "content": str(part.content)})
    return out


class LoopModel:
    """Calls `lookup` for ROUNDS rounds, then answers; records what each request held."""

    def __init__(self) -> None:
        self.sent_tokens: list[int] = []
        self.unpaired: list[set[str]] = []

    def __call__(self, messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        chat = as_chat(messages)
        self.sent_tokens.append(count_messages(chat))
        calls = {c["id"] for m in chat for c in m.get("tool_calls", [])}
        self.unpaired.append(calls ^ {m["tool_call_id"] for m in chat if m["role"] == "tool"})
        done = len(self.sent_tokens) - 1
        if done >= ROUNDS:
            return ModelResponse(parts=[TextPart("The cheapest item is ITEM-000-0-00.")])
        return ModelResponse(
            parts=[ToolCallPart("lookup", {"page": done}, tool_call_id=f"call_{done}")]
        )


def run(capabilities: list[Any]) -> tuple[LoopModel, Any]:
    model = LoopModel()
    agent = Agent(FunctionModel(model), capabilities=capabilities)

    @agent.tool_plain
    def lookup(page: int) -> str:
        """Look up one page of inventory."""
        return result_text(page, 0, 40)

    limits = UsageLimits(request_limit=None, tool_calls_limit=None)
    result = agent.run_sync("Find the cheapest item.", usage_limits=limits, conversation_id="inv-3")
    return model, result


def test_capability_fits_every_request_and_leaves_the_run_history_whole(tmp_path: Path) -> None:
    with Recorder(tmp_path / "decisions.db") as recorder:
        router = Router("gpt-4o", context_window=WINDOW, recorder=recorder)
        model, result = run([CompactionCapability(router)])
        edits = recorder.load_edits("inv-3")
    assert len(model.sent_tokens) == ROUNDS + 1
    assert max(model.sent_tokens) <= WINDOW
    assert all(not ids for ids in model.unpaired)
    returns = [p for m in result.all_messages() for p in m.parts if isinstance(p, ToolReturnPart)]
    assert [p.content for p in returns] == [result_text(i, 0, 40) for i in range(ROUNDS)]
    assert edits


def test_without_compaction_the_model_is_sent_more_than_the_window() -> None:
    model, _ = run([])
    assert max(model.sent_tokens) > WINDOW


def test_history_processor_fits_every_request_and_pairs_every_call() -> None:
    router = Router("gpt-4o", context_window=WINDOW)
    model, result = run([ProcessHistory(history_processor(router))])
    assert max(model.sent_tokens) <= WINDOW
    assert all(not ids for ids in model.unpaired)
    assert result.output.startswith("The cheapest item")


def test_untouched_pydantic_ai_messages_come_back_as_the_same_objects() -> None:
    from router.formats import compact_pydantic_ai

    messages: list[ModelMessage] = [ModelRequest(parts=[UserPromptPart("Find it.")])]
    for i in range(4):
        messages.append(
            ModelResponse(parts=[ToolCallPart("lookup", {"page": i}, tool_call_id=f"c{i}")])
        )
        messages.append(
            ModelRequest(
                parts=[ToolReturnPart("lookup", result_text(i, 0, 5), tool_call_id=f"c{i}")]
            )
        )
    out = compact_pydantic_ai(Router("gpt-4o", context_window=1_000_000), messages)
    assert all(a is b for a, b in zip(out.messages, messages, strict=True))
