"""RuleJudge: routing rungs, retention and summary targets, with no model."""

from __future__ import annotations

from judgekit import drive, refund_messages, report, result, retention_input, summary_input

from judges import RuleJudge


def route(**overrides: object) -> tuple[str, str]:
    """The rung and reason the rule judge picks for a report."""
    decision, sent = drive(RuleJudge().route(report(**overrides)))
    assert sent == []
    assert not decision.fallback
    return decision.rung, decision.reason


def test_round_cap_stops() -> None:
    rung, reason = route(tool_rounds=50, max_tool_rounds=50)
    assert rung == "stop"
    assert "cap" in reason


def test_under_trigger_does_nothing() -> None:
    assert route(tokens_total=70_000)[0] == "nothing"


def test_old_tool_results_dominate_masks() -> None:
    assert route()[0] == "mask"


def test_referenced_old_results_retain() -> None:
    rung, reason = route(referenced_results=("call_1",))
    assert rung == "retain"
    assert "referenced" in reason


def test_plain_conversation_summarizes() -> None:
    kinds = {"system": 1_000, "user": 30_000, "assistant": 50_000, "tool_results": 9_000}
    rung, _ = route(
        tokens_by_kind=kinds,
        old_tool_tokens=6_000,
        recent_tool_tokens=3_000,
        maskable_tokens=6_000,
        tool_rounds=3,
        rounds_since_user=1,
    )
    assert rung == "summarize"


def test_masking_short_of_target_summarizes() -> None:
    rung, reason = route(maskable_tokens=20_000)
    assert rung == "summarize"
    assert "masking alone" in reason


def test_masking_fits_window_when_summary_would_not_reach_target() -> None:
    kinds = {"system": 60_000, "user": 1_000, "assistant": 1_000, "tool_results": 48_000}
    rung, _ = route(
        tokens_total=110_000,
        tokens_by_kind=kinds,
        old_tool_tokens=40_000,
        recent_tool_tokens=8_000,
        maskable_tokens=38_000,
    )
    assert rung == "mask"


def test_nothing_fits_stops() -> None:
    kinds = {"system": 130_000, "user": 500, "assistant": 500, "tool_results": 4_000}
    rung, reason = route(
        tokens_total=135_000,
        tokens_by_kind=kinds,
        old_tool_tokens=1_000,
        recent_tool_tokens=3_000,
        maskable_tokens=1_000,
    )
    assert rung == "stop"
    assert "nothing" in reason


def test_retention_keeps_results_referenced_by_id() -> None:
    inp = retention_input(
        "Refund the customer's order.",
        "[user] What did TX-1042 cost? [assistant] Let me check.",
        result("call_1", "get_order", preview="order TX-1042 total $40", identifiers=("TX-1042",)),
        result("call_2", "get_order", preview="order TX-2077 total $12", identifiers=("TX-2077",)),
        result("call_3", "list_files", preview="README.md setup.py"),
    )
    decision, _ = drive(RuleJudge().retain(inp))
    assert decision.needed == ("call_1",)
    assert decision.unknown == ()
    assert "TX-1042" in decision.reason


def test_retention_finds_identifiers_when_none_given() -> None:
    inp = retention_input(
        "Check ACC_17.",
        "",
        result("call_a", preview="account ACC_99 balance"),
        result("call_b", arguments='{"account": "ACC_17"}'),
    )
    decision, _ = drive(RuleJudge().retain(inp))
    assert decision.needed == ("call_b",)


def test_retention_matches_distinctive_goal_keywords_only() -> None:
    inp = retention_input(
        "Find the invoice for the warehouse lease in the documents",
        "",
        result("c1", "search_docs", preview="documents: warehouse lease invoice 2023"),
        result("c2", "search_docs", preview="documents: payroll summary"),
        result("c3", "search_docs", preview="documents: holiday calendar"),
    )
    decision, _ = drive(RuleJudge().retain(inp))
    assert decision.needed == ("c1",)


def test_retention_order_follows_candidates_and_is_deterministic() -> None:
    inp = retention_input(
        "",
        "TX-3 then TX-1 then TX-2 and TX-1 again",
        *(result(f"call_{i}", identifiers=(f"TX-{i}",)) for i in (1, 2, 3, 4)),
    )
    first, _ = drive(RuleJudge().retain(inp))
    second, _ = drive(RuleJudge().retain(inp))
    assert first == second
    assert first.needed == ("call_1", "call_2", "call_3")


def test_summary_targets_extract_ids_amounts_and_decisions() -> None:
    targets, sent = drive(RuleJudge().summary_targets(summary_input()))
    assert sent == []
    items = targets.must_keep
    text = " ".join(items)
    for fact in ("TX-1042", "ACC_17", "$1,234.50", "jane@example.com", "2024-03-15"):
        assert fact in text
    assert "We agreed the refund must not exceed $1,234.50." in items
    assert "TODO: email the customer at jane@example.com." in items
    assert items.index("We agreed the refund must not exceed $1,234.50.") < 2


def test_summary_targets_are_verbatim_and_capped() -> None:
    messages = [
        {
            "role": "tool",
            "tool_call_id": "x",
            "content": " ".join(f"row-{i} id ORD{i:05d} value {i * 3.5}" for i in range(500)),
        }
    ]
    inp = summary_input(messages)
    targets, _ = drive(RuleJudge(max_targets=25).summary_targets(inp))
    assert len(targets.must_keep) == 25
    source = messages[0]["content"]
    assert all(item in source for item in targets.must_keep)


def test_summary_targets_keep_previous_summary_facts() -> None:
    previous = "- Customer ACC_98 is on the gold plan.\n- We must never call ACC_99 after 6pm."
    messages = [*refund_messages(), {"role": "user", "content": "Customer ACC_55 is on silver."}]
    targets, _ = drive(RuleJudge().summary_targets(summary_input(messages, previous=previous)))
    items = targets.must_keep
    assert "We must never call ACC_99 after 6pm." in items
    assert items.index("ACC_98") < items.index("ACC_55")


def test_rule_judge_default_summarizer_is_extractive() -> None:
    assert RuleJudge().default_summarizer().name == "extractive"
