"""What compaction keeps, checked through the public Router: excerpts, summaries, bad input."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from router import Router
from router.reading.tokens import TokenCounter
from rungs import SUMMARY_MARK, fit_summary, rank_items, stem
from tests.bench.quality_lib.recompact import recompact

MODEL = "gpt-4o-mini"
Message = dict[str, Any]


def call(call_id: str, name: str, arguments: dict[str, Any]) -> Message:
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(arguments)},
            }
        ],
    }


def minified_page(page: int, special: dict[str, Any] | None = None) -> str:
    """One line of JSON: 150 nested records, one of them `special` when given."""
    records = [
        {
            "id": f"ORD-{page}{i:04d}",
            "meta": {"customer": {"name": f"Customer {i % 17}"}, "region": "eu"},
            "status": "shipped",
            "total": f"{20 + i % 50}.00",
        }
        for i in range(150)
    ]
    if special is not None:
        records[97] = special
    return json.dumps({"data": {"orders": records}, "page": page}, separators=(",", ":"))


def tool_loop(rounds: int, special: dict[str, Any]) -> list[Message]:
    messages: list[Message] = [
        {"role": "system", "content": "You are an order analyst."},
        {"role": "user", "content": "Page through the orders export and keep notes."},
    ]
    for page in range(rounds):
        messages.append(call(f"call_{page}", "list_orders", {"page": page}))
        content = minified_page(page, special if page == 1 else None)
        messages.append({"role": "tool", "tool_call_id": f"call_{page}", "content": content})
    return messages


def test_a_fact_deep_in_one_line_minified_json_survives_masking() -> None:
    special = {
        "id": "ORD-19931",
        "meta": {"customer": {"name": "Halvorsen Freight"}, "region": "eu"},
        "status": "shipped",
        "total": "4411.25",
    }
    messages = tool_loop(12, special)
    messages.append({"role": "user", "content": "What was the total of order ORD-19931?"})
    router = Router(MODEL, context_window=32_000)
    result = router.compact(messages, session_id="json", max_tokens=500)
    sent = json.dumps(result.messages)
    assert result.tokens_after < result.tokens_before
    masked = next(m for m in result.messages if m.get("tool_call_id") == "call_1")
    assert "masked" in masked["content"] and "recall" in masked["content"]
    assert "4411.25" in sent and "ORD-19931" in masked["content"]
    assert router.recall("json", "call_1") == messages[5]["content"]


def test_a_question_asked_after_masking_brings_the_record_back() -> None:
    special = {
        "id": "ORD-18812",
        "meta": {"customer": {"name": "Customer 12"}, "region": "eu"},
        "status": "shipped",
        "total": "27.00",
    }  # an ordinary record: nothing about it is unusual, so masking keeps none of it
    messages = tool_loop(12, special)
    router = Router(MODEL, context_window=32_000)
    before = router.compact(messages, session_id="late", max_tokens=500)
    masked = next(m for m in before.messages if m.get("tool_call_id") == "call_1")
    assert "masked" in masked["content"] and "ORD-18812" not in masked["content"]
    messages.append({"role": "user", "content": "Who was the customer on ORD-18812?"})
    after = router.compact(messages, session_id="late", max_tokens=500)
    question = str(after.messages[-1]["content"])  # the passage comes back on the question
    assert question.startswith("Who was the customer on ORD-18812?")
    passage = question.split("tool_call_id=call_1:\n", 1)[1].split("\n- ", 1)[0]
    assert "ORD-18812" in passage and "Customer 12" in passage


def chat(decisions: list[str], filler_turns: int) -> list[Message]:
    messages: list[Message] = [
        {"role": "system", "content": "You are the project assistant."},
        {"role": "user", "content": "Help us plan the migration."},
    ]
    filler = (
        "I went through the dashboards and the meeting notes again; nothing in them changes "
        "the plan, it was mostly about hiring, the offsite and who books the rooms. "
    )
    for turn in range(filler_turns):
        said = decisions[turn] if turn < len(decisions) else ""
        messages.append({"role": "user", "content": filler * 2})
        messages.append({"role": "assistant", "content": f"{said} {filler}".strip()})
    messages.append({"role": "user", "content": "Where are we now?"})
    return messages


DECISIONS = [
    "Decision: the ledger export for PRJ-4411 stays read-only until 2027-03-01.",
    "We agreed that invoices from PRJ-5120 are paid within 45 days.",
    "Constraint from legal: data of PRJ-6007 never leaves region eu-west-1.",
    "Rule: retries against billing are limited to 3 per request for PRJ-7300.",
]


def test_a_summary_at_a_tight_target_fits_and_keeps_the_ranked_decisions() -> None:
    messages = chat(DECISIONS, 60)
    counter = TokenCounter(MODEL)
    size = counter.messages(messages)
    target = size // 10
    router = Router(MODEL, context_window=size * 4, trigger=target + 1, target=target)
    result = router.compact(messages, session_id="tight", max_tokens=200)
    assert result.rung == "summarize"
    assert result.tokens_after <= target
    summary = next(m for m in result.messages if str(m["content"]).startswith(SUMMARY_MARK))
    for decision in DECISIONS:
        assert decision in summary["content"]
    assert result.messages[-1] == messages[-1]


def test_with_no_room_for_more_a_one_line_summary_goes_out_instead_of_an_error() -> None:
    messages = chat(DECISIONS, 40)
    messages[-1] = {"role": "user", "content": "Where are we now? " + "context " * 600}
    counter = TokenCounter(MODEL)
    newest = counter.messages(messages[:2] + messages[-1:])
    router = Router(MODEL, context_window=newest + 900, trigger=newest + 60, target=newest + 40)
    result = router.compact(messages, session_id="one-line", max_tokens=200)
    assert result.rung == "summarize"
    assert result.tokens_after <= newest + 900 - 200
    assert any(str(m["content"]).startswith(SUMMARY_MARK) for m in result.messages)


def test_five_recompactions_keep_decisions_and_do_not_grow() -> None:
    run = recompact(0.2, 5_000)
    assert run.refused == 0
    assert run.largest <= run.target
    assert len(run.summaries) == 5 and max(run.summaries) <= run.target
    assert max(run.summaries[1:]) <= max(run.summaries[0], run.target * 0.95)
    assert run.kept >= 0.85


BAD = {
    "deep JSON": '{"a":' * 10_000 + '"ORD-77120"' + "}" * 10_000,
    "binary noise": bytes(range(256)).decode("latin-1") * 2_000 + " ORD-77120",
    "100,000-element HTML": "<html><body>" + "<div><b>x</b></div>" * 50_000 + "</body></html>",
    "truncated JSON": json.dumps([{"id": f"R-{i}", "v": "x" * 30} for i in range(400)])[:9000],
    "2 MB one-line JSON": json.dumps([{"id": f"R-{i}", "v": "z" * 60} for i in range(25_000)]),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_results_never_fail_a_call(name: str) -> None:
    messages: list[Message] = [
        {"role": "user", "content": "Look through the export for ORD-77120."}
    ]
    for index in range(4):
        messages.append(call(f"c{index}", "export", {"part": index}))
        text = BAD[name] if index == 0 else "row " * 2_000
        messages.append({"role": "tool", "tool_call_id": f"c{index}", "content": text})
    messages.append({"role": "user", "content": "Anything about ORD-77120?"})
    result = Router(MODEL, context_window=16_000).compact(messages, session_id="bad")
    assert result.tokens_after <= 16_000
    assert result.messages[-1] == messages[-1]


def test_the_stem_keeps_words_whole_that_only_look_inflected() -> None:
    assert stem("gateway") == stem("gateways") == "gateway"
    assert stem("called") == stem("calls") == "call"
    assert stem("flagged") == stem("flags") == "flag"
    assert stem("policies") == stem("policy")


def count(text: str) -> int:
    return len(text) // 4 + 1


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.sampled_from(["We decided to ship.", "ORD-1 late", "note x", "misc"]), max_size=12),
    st.text(max_size=400),
    st.integers(0, 200),
)
def test_a_fitted_summary_is_within_its_allowance(
    items: list[str], text: str, allowance: int
) -> None:
    fitted = fit_summary(text, rank_items(items), allowance, count)
    assert count(fitted) <= allowance or fitted == ""


def test_decisions_rank_first_then_what_the_newest_messages_name() -> None:
    items = ["misc note 1", "ORD-77 was late", "We decided to keep the export read-only."]
    assert rank_items(items, "what about ORD-77?") == [items[2], items[1], items[0]]
