"""complete()/acomplete() answer the model's calls of the router's own recall tool."""

from __future__ import annotations

import asyncio
from typing import Any

from router import RetryPolicy, Router
from router.engine.recall_answers import MAX_RECALL_ROUNDS, RECALL_NAME
from router.testing import ScriptedModel
from tests.conftest import TOOLS, tool_loop, tool_round

FAST = RetryPolicy(attempts=2, max_seconds=30, base_wait=0.001, max_wait=0.01)


def recall_call(call_id: str, asked: str) -> dict[str, Any]:
    return {"id": call_id, "name": RECALL_NAME, "arguments": {"tool_call_id": asked}}


def setup(model: ScriptedModel) -> tuple[Router, list[dict[str, Any]], list[dict[str, Any]]]:
    router = Router("gpt-4o-mini", backend=model, retry=FAST, context_window=20_000)
    return router, tool_loop(40), [*TOOLS, router.recall_tool()]


def original(index: int) -> str:
    return str(tool_round(index)[1]["content"])


def test_a_reply_calling_only_recall_is_answered_and_the_model_called_again() -> None:
    with ScriptedModel([{"tool_calls": [recall_call("r1", "call_2")]}, "ITEM-002-00"]) as model:
        router, messages, tools = setup(model)
        response = router.complete(messages, session_id="s", tools=tools)
    assert response.choices[0].message.content == "ITEM-002-00"
    first, second = model.calls
    masked = next(m for m in first.messages if m.get("tool_call_id") == "call_2")
    assert "masked" in str(masked["content"])  # the model saw a placeholder, then asked
    call, answer = second.messages[-2:]
    assert call["role"] == "assistant" and call["tool_calls"][0]["id"] == "r1"
    assert answer == {"role": "tool", "tool_call_id": "r1", "content": original(2)}


def test_a_reply_mixing_recall_with_other_tools_goes_back_unchanged() -> None:
    mixed = {"tool_calls": [recall_call("r1", "call_2"), {"name": "lookup", "arguments": {}}]}
    with ScriptedModel([mixed]) as model:
        router, messages, tools = setup(model)
        response = router.complete(messages, session_id="s", tools=tools)
    names = [c.function.name for c in response.choices[0].message.tool_calls]
    assert names == [RECALL_NAME, "lookup"] and len(model.calls) == 1


def test_recall_rounds_are_bounded_and_an_unknown_id_is_answered_in_words() -> None:
    replies = [{"tool_calls": [recall_call(f"r{i}", "nope")]} for i in range(MAX_RECALL_ROUNDS + 1)]
    with ScriptedModel(replies) as model:
        router, messages, tools = setup(model)
        response = router.complete(messages, session_id="s", tools=tools)
    assert len(model.calls) == MAX_RECALL_ROUNDS + 1
    assert response.choices[0].message.tool_calls[0].function.name == RECALL_NAME
    assert "no original is recorded for tool_call_id=nope" in model.calls[1].messages[-1]["content"]


def test_acomplete_answers_recall_calls_too() -> None:
    with ScriptedModel([{"tool_calls": [recall_call("r1", "call_3")]}, "done"]) as model:
        router, messages, tools = setup(model)
        response = asyncio.run(router.acomplete(messages, session_id="s", tools=tools))
    assert response.choices[0].message.content == "done"
    assert model.calls[1].messages[-1]["content"] == original(3)


def test_a_stream_is_returned_to_the_caller_as_it_is() -> None:
    with ScriptedModel([{"tool_calls": [recall_call("r1", "call_2")]}]) as model:
        router, messages, tools = setup(model)
        chunks = list(router.complete(messages, session_id="s", tools=tools, stream=True))
    assert chunks and len(model.calls) == 1


def test_a_result_never_cut_is_answered_as_the_history_holds_it() -> None:
    with ScriptedModel([{"tool_calls": [recall_call("r1", "call_39")]}, "ok"]) as model:
        router, messages, tools = setup(model)
        router.complete(messages, session_id="s", tools=tools)
    assert model.calls[1].messages[-1]["content"] == original(39)
