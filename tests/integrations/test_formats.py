"""Anthropic and Responses lists through the router: round trip, pairing, originals returned."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from router import Router
from router.formats import compact_anthropic, compact_responses

from .conftest import Round, result_text, rounds, unpaired

SETTINGS = settings(max_examples=25, deadline=None)
TASK = "Page through the inventory and report the cheapest item."


def anthropic_list(loop: list[Round]) -> list[dict[str, Any]]:
    """The loop as Anthropic messages: tool_use blocks, then tool_result blocks in a user turn."""
    messages: list[dict[str, Any]] = [{"role": "user", "content": TASK}]
    for turn in loop:
        blocks: list[dict[str, Any]] = [{"type": "text", "text": turn.text}] if turn.text else []
        blocks += [
            {"type": "tool_use", "id": turn.call_id(c), "name": "lookup", "input": {"page": c}}
            for c in range(len(turn.rows))
        ]
        messages.append({"role": "assistant", "content": blocks})
        results = [
            {
                "type": "tool_result",
                "tool_use_id": turn.call_id(c),
                "content": result_text(turn.index, c, rows),
            }
            for c, rows in enumerate(turn.rows)
        ]
        messages.append({"role": "user", "content": results})
    return messages


def responses_list(loop: list[Round]) -> list[dict[str, Any]]:
    """The loop as Responses input items: reasoning, function_call and function_call_output."""
    items: list[dict[str, Any]] = [{"role": "user", "content": TASK}]
    for turn in loop:
        items.append({"type": "reasoning", "id": f"rs_{turn.index}", "summary": []})
        if turn.text:
            items.append(
                {
                    "type": "message",
                    "role": "assistant",
                    "content": [{"type": "output_text", "text": turn.text}],
                }
            )
        for c in range(len(turn.rows)):
            items.append(
                {
                    "type": "function_call",
                    "call_id": turn.call_id(c),
                    "name": "lookup",
                    "arguments": json.dumps({"page": c}),
                }
            )
        for c, rows in enumerate(turn.rows):
            items.append(
                {
                    "type": "function_call_output",
                    "call_id": turn.call_id(c),
                    "output": result_text(turn.index, c, rows),
                }
            )
    return items


def anthropic_pairs(messages: list[Any]) -> set[str]:
    """Unpaired ids: each tool_use must be answered in the next user turn."""
    calls, answers = [], []
    for message in messages:
        if isinstance(message["content"], str):
            continue
        for block in message["content"]:
            if block["type"] == "tool_use":
                calls.append(block["id"])
            if block["type"] == "tool_result":
                answers.append(block["tool_use_id"])
    return unpaired(calls, answers)


def responses_pairs(items: list[Any]) -> set[str]:
    """Unpaired ids between function_call and function_call_output items."""
    calls = [i["call_id"] for i in items if i.get("type") == "function_call"]
    answers = [i["call_id"] for i in items if i.get("type") == "function_call_output"]
    return unpaired(calls, answers)


def equal_means_same(before: list[Any], after: list[Any]) -> bool:
    """Every output equal to an input is that input object itself (no re-built copies)."""
    return all(any(o is i for i in before) for o in after if any(o == i for i in before))


@given(rounds())
@SETTINGS
def test_anthropic_round_trip_returns_the_callers_objects(loop: list[Round]) -> None:
    messages = anthropic_list(loop)
    system = [{"type": "text", "text": "You are an inventory agent."}]
    out = compact_anthropic(Router("gpt-4o", context_window=1_000_000), messages, system=system)
    assert out.result.rung == "nothing"
    assert len(out.messages) == len(messages)
    assert all(a is b for a, b in zip(out.messages, messages, strict=True))
    assert out.system is system


@given(rounds(), st.integers(8_000, 16_000))
@SETTINGS
def test_anthropic_compacted_keeps_every_tool_use_answered(loop: list[Round], window: int) -> None:
    messages = anthropic_list(loop)
    router = Router("gpt-4o", context_window=window, completion_reserve=512)
    out = compact_anthropic(router, messages, system="You are an inventory agent.")
    assert anthropic_pairs(out.messages) == set()
    assert out.result.tokens_after <= window - 512
    assert equal_means_same(messages, out.messages)
    assert out.system == "You are an inventory agent."


@given(rounds())
@SETTINGS
def test_responses_round_trip_returns_the_callers_objects(loop: list[Round]) -> None:
    items = responses_list(loop)
    out = compact_responses(
        Router("gpt-4o", context_window=1_000_000), items, instructions="Be brief."
    )
    assert out.result.rung == "nothing"
    assert all(a is b for a, b in zip(out.messages, items, strict=True))
    assert len(out.messages) == len(items)


@given(rounds(), st.integers(8_000, 16_000))
@SETTINGS
def test_responses_compacted_keeps_every_call_answered(loop: list[Round], window: int) -> None:
    items = responses_list(loop)
    router = Router("gpt-4o", context_window=window, completion_reserve=512)
    out = compact_responses(router, items, instructions="Be brief.")
    assert responses_pairs(out.messages) == set()
    assert out.result.tokens_after <= window - 512
    assert equal_means_same(items, out.messages)


def test_masked_anthropic_result_keeps_its_block_fields() -> None:
    messages = anthropic_list([Round(i, None, (40,)) for i in range(20)])
    messages[2]["content"][0]["is_error"] = False
    out = compact_anthropic(Router("gpt-4o", context_window=16_000), messages)
    masked = out.messages[2]["content"][0]
    assert out.result.rung == "mask"
    assert masked["tool_use_id"] == "call_0_0" and masked["is_error"] is False
    assert masked["content"] != messages[2]["content"][0]["content"]
    assert out.messages[-1] is messages[-1]


def test_an_anthropic_system_role_inside_messages_is_refused_with_the_fix() -> None:
    try:
        compact_anthropic(Router("gpt-4o"), [{"role": "system", "content": "x"}])
    except ValueError as error:
        assert "messages[0]" in str(error) and "system=" in str(error)
    else:
        raise AssertionError("a system message inside messages was accepted")


def test_a_message_given_new_content_between_calls_is_read_again() -> None:
    router = Router("gpt-4o", context_window=1_000_000)
    messages = anthropic_list([Round(i, None, (2,)) for i in range(3)])
    before = compact_anthropic(router, messages, session_id="edits").result.tokens_before
    last = messages[-1]["content"][0]
    messages[-1]["content"] = [{**last, "content": result_text(9, 0, 40)}]
    after = compact_anthropic(router, messages, session_id="edits").result.tokens_before
    assert after > before + 300


def test_a_growing_loop_gives_the_same_pieces_as_a_fresh_read() -> None:
    warm, cold = Router("gpt-4o", context_window=12_000), Router("gpt-4o", context_window=12_000)
    items = responses_list([Round(i, "next page" if i % 3 else None, (20, 5)) for i in range(40)])
    outputs = [i for i, item in enumerate(items) if item.get("type") == "function_call_output"]
    ends = [i + 1 for i in outputs if i + 1 not in outputs]
    for n in ends[::3]:
        grown = compact_responses(warm, items[:n], session_id="loop")
        fresh = compact_responses(cold, items[:n], session_id=f"fresh-{n}")
        assert grown.result.tokens_before == fresh.result.tokens_before
