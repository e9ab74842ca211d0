"""LLMJudge retention and summary targets: id checks, chunking, verbatim items, fallback."""

from __future__ import annotations

import pytest
import tiktoken
from judgekit import (
    as_json,
    call,
    drive,
    prompt_text,
    result,
    retention_input,
    summary_input,
    tool,
)

from judges import LLMJudge, ModelReply, ModelRequest, ResultInfo, RetentionInput, RuleJudge
from judges.durable import extract_durable

FILLER = "status shipped, carrier 4711, weight 2.5 kg, address 12 Main St, " * 20


def candidates(n: int, preview_chars: int = 100, filler: str = FILLER) -> list[ResultInfo]:
    """`n` older results, each naming its own order id."""
    return [
        result(
            f"call_{i}",
            "get_order",
            preview=f"order TX-{i} " + filler[:preview_chars],
            identifiers=(f"TX-{i}",),
        )
        for i in range(n)
    ]


def test_retention_keeps_known_ids_and_reports_invented_ones() -> None:
    inp = retention_input("refund TX-1", "about TX-1", *candidates(3))
    reply = as_json(needed=["call_2", "call_9", " call_1 ", "call_2", "id=call_0"], reason="r")
    decision, [request] = drive(LLMJudge("m").retain(inp), [reply])
    assert request.purpose == "retention"
    assert decision.needed == ("call_0", "call_1", "call_2")
    assert decision.unknown == ("call_9",)
    assert not decision.fallback


def test_retention_with_no_candidates_asks_nothing() -> None:
    decision, sent = drive(LLMJudge("m").retain(retention_input("g", "r")))
    assert sent == []
    assert decision.needed == ()


def test_retention_failure_falls_back_to_rule() -> None:
    inp = retention_input("g", "look at TX-2", *candidates(4))
    decision, sent = drive(LLMJudge("m").retain(inp), ["?", as_json(needed="call_1", reason="r")])
    assert len(sent) == 2
    assert decision.fallback
    assert decision.needed == drive(RuleJudge().retain(inp))[0].needed == ("call_2",)


def test_retention_seam_error_falls_back_without_retry() -> None:
    inp = retention_input("g", "TX-0", *candidates(2))
    decision, sent = drive(LLMJudge("m").retain(inp), [ModelReply(None, error="timeout")])
    assert len(sent) == 1
    assert decision.fallback and decision.needed == ("call_0",)


def keep_first(request: ModelRequest) -> str:
    """A reply keeping the first candidate of the chunk it is asked about."""
    first = prompt_text(request).split("- id=")[1].split()[0]
    return as_json(needed=[first], reason="first of chunk")


@pytest.mark.parametrize("use_counter", [False, True])
def test_many_candidates_are_chunked_to_the_window(use_counter: bool) -> None:
    encoding = tiktoken.get_encoding("cl100k_base")

    def count(text: str) -> int:
        return len(encoding.encode(text))

    filler = FILLER if not use_counter else "zq" * 300
    inp = RetentionInput(
        "g", "r", tuple(candidates(150, 400, filler)), count if use_counter else None
    )
    decision, sent = drive(LLMJudge("m", judge_window=4000).retain(inp), keep_first)
    assert len(sent) > 3
    for request in sent:
        assert count(prompt_text(request)) + request.params["max_tokens"] < 4000
    assert len(decision.needed) == len(sent)
    assert decision.needed[0] == "call_0"


def test_targets_keep_only_items_found_verbatim() -> None:
    reply = as_json(must_keep=["TX-1042", "$1,234.50", "refund approved by Bob", " ACC_17 "])
    targets, [request] = drive(LLMJudge("m").summary_targets(summary_input()), [reply])
    assert request.purpose == "summary_targets"
    ledger = extract_durable(summary_input().messages)
    durable = tuple(item.text for item in ledger.items if item.kind != "fact")
    assert durable, "the input states durable items"
    assert targets.must_keep[: len(durable)] == durable
    for item in ("TX-1042", "$1,234.50", "ACC_17"):  # kept, alone or inside a durable item
        assert any(item in kept for kept in targets.must_keep)
    assert not any("refund approved by Bob" in kept for kept in targets.must_keep)


def test_targets_failure_falls_back_to_rule() -> None:
    inp = summary_input()
    targets, sent = drive(LLMJudge("m").summary_targets(inp), ["[]", "[1]"])
    assert len(sent) == 2
    assert targets.fallback
    assert targets.must_keep == drive(RuleJudge().summary_targets(inp))[0].must_keep


def test_targets_chunk_long_conversations_and_merge_every_chunk() -> None:
    messages = []
    for i in range(12):
        messages.append(call(f"c{i}", "lookup", f'{{"q": "item {i}"}}'))
        messages.append(tool(f"c{i}", f"FACT-{i:03d} " + "filler text " * 300))

    def facts_of(request: ModelRequest) -> str:
        text = prompt_text(request)
        found = [f"FACT-{i:03d}" for i in range(12) if f"FACT-{i:03d}" in text]
        return as_json(must_keep=found)

    judge = LLMJudge("m", judge_window=4000, max_chunks=8)
    targets, sent = drive(judge.summary_targets(summary_input(messages)), facts_of)
    assert len(sent) >= 3
    assert set(targets.must_keep) == {f"FACT-{i:03d}" for i in range(12)}
    for request in sent:
        assert "part " in prompt_text(request)


def test_targets_beyond_max_chunks_use_rule_facts_for_the_oldest() -> None:
    messages = [tool(f"c{i}", f"FACT-{i:03d} " + f"{chr(97 + i)}filler " * 600) for i in range(12)]
    judge = LLMJudge("m", judge_window=4000, max_chunks=2)
    targets, sent = drive(
        judge.summary_targets(summary_input(messages)), [as_json(must_keep=[])] * 2
    )
    assert len(sent) == 2
    assert "FACT-000" in targets.must_keep


def test_by_default_targets_ask_at_most_two_chunks_and_rules_mine_the_rest() -> None:
    messages = []
    for i in range(12):
        messages.append(call(f"c{i}", "lookup", f'{{"q": "item {i}"}}'))
        messages.append(tool(f"c{i}", "filler text " * 300))
    messages[1] = tool(
        "c0", "We decided the whitelist ticket RISK-4411 stays open. " + "filler " * 300
    )
    targets, sent = drive(
        LLMJudge("m", judge_window=4000).summary_targets(summary_input(messages)),
        lambda request: as_json(must_keep=[]),
    )
    assert len(sent) == 2
    assert "RISK-4411" not in " ".join(prompt_text(request) for request in sent)
    assert any("RISK-4411" in item for item in targets.must_keep)
