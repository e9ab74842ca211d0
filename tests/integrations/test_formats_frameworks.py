"""LangChain and pydantic-ai message lists through the router: round trip, pairing, originals."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("langchain_core")
pytest.importorskip("pydantic_ai")

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    SystemPromptPart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)

from router import Router
from router.formats import compact_langchain, compact_pydantic_ai

from .conftest import Round, result_text, rounds, unpaired

SETTINGS = settings(max_examples=20, deadline=None)
TASK = "Page through the inventory and report the cheapest item."


def langchain_list(loop: list[Round]) -> list[BaseMessage]:
    messages: list[BaseMessage] = [SystemMessage("You are an inventory agent."), HumanMessage(TASK)]
    for turn in loop:
        calls = [
            {"id": turn.call_id(c), "name": "lookup", "args": {"page": c}}
            for c in range(len(turn.rows))
        ]
        messages.append(AIMessage(content=turn.text or "", tool_calls=calls))
        messages += [
            ToolMessage(result_text(turn.index, c, rows), tool_call_id=turn.call_id(c))
            for c, rows in enumerate(turn.rows)
        ]
    return messages


def pydantic_list(loop: list[Round]) -> list[ModelMessage]:
    messages: list[ModelMessage] = [
        ModelRequest(parts=[SystemPromptPart("You are an inventory agent."), UserPromptPart(TASK)])
    ]
    for turn in loop:
        text = [TextPart(turn.text)] if turn.text else []
        calls = [
            ToolCallPart("lookup", {"page": c}, tool_call_id=turn.call_id(c))
            for c in range(len(turn.rows))
        ]
        messages.append(ModelResponse(parts=[*text, *calls]))
        returns = [
            ToolReturnPart("lookup", result_text(turn.index, c, rows), tool_call_id=turn.call_id(c))
            for c, rows in enumerate(turn.rows)
        ]
        messages.append(ModelRequest(parts=returns))
    return messages


def langchain_unpaired(messages: list[BaseMessage]) -> set[str]:
    calls = [c["id"] for m in messages if isinstance(m, AIMessage) for c in m.tool_calls]
    return unpaired(calls, [m.tool_call_id for m in messages if isinstance(m, ToolMessage)])


def pydantic_unpaired(messages: list[ModelMessage]) -> set[str]:
    parts = [p for m in messages for p in m.parts]
    calls = [p.tool_call_id for p in parts if isinstance(p, ToolCallPart)]
    return unpaired(calls, [p.tool_call_id for p in parts if isinstance(p, ToolReturnPart)])


def equal_means_same(before: list[Any], after: list[Any]) -> bool:
    return all(any(o is i for i in before) for o in after if any(o == i for i in before))


@given(rounds())
@SETTINGS
def test_langchain_round_trip_returns_the_callers_objects(loop: list[Round]) -> None:
    messages = langchain_list(loop)
    out = compact_langchain(Router("gpt-4o", context_window=1_000_000), messages)
    assert len(out.messages) == len(messages)
    assert all(a is b for a, b in zip(out.messages, messages, strict=True))


@given(rounds(), st.integers(8_000, 16_000))
@SETTINGS
def test_langchain_compacted_keeps_every_call_answered(loop: list[Round], window: int) -> None:
    messages = langchain_list(loop)
    out = compact_langchain(
        Router("gpt-4o", context_window=window, completion_reserve=512), messages
    )
    assert langchain_unpaired(out.messages) == set()
    assert out.result.tokens_after <= window - 512
    assert equal_means_same(messages, out.messages)
    assert out.messages[0] is messages[0]


@given(rounds())
@SETTINGS
def test_pydantic_ai_round_trip_returns_the_callers_objects(loop: list[Round]) -> None:
    messages = pydantic_list(loop)
    out = compact_pydantic_ai(Router("gpt-4o", context_window=1_000_000), messages)
    assert len(out.messages) == len(messages)
    assert all(a is b for a, b in zip(out.messages, messages, strict=True))


@given(rounds(), st.integers(8_000, 16_000))
@SETTINGS
def test_pydantic_ai_compacted_keeps_every_call_answered(loop: list[Round], window: int) -> None:
    messages = pydantic_list(loop)
    out = compact_pydantic_ai(
        Router("gpt-4o", context_window=window, completion_reserve=512), messages
    )
    assert pydantic_unpaired(out.messages) == set()
    assert out.result.tokens_after <= window - 512
    assert equal_means_same(messages, out.messages)
    assert isinstance(out.messages[-1], ModelRequest)
