"""ExtractiveSummarizer and LLMSummarizer: must-keep items survive, previous summary folded."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st
from judgekit import call, drive, prompt_text, refund_messages, summary_input, tool

from judges import ExtractiveSummarizer, LLMSummarizer, ModelReply, ModelRequest, RuleJudge
from judges.durable_section import SECTION_HEADING
from judges.extractive_parts import held as _held

MUST_KEEP = ("TX-1042", "$1,234.50", "jane@example.com", "Deadline for the refund is 2024-03-15.")


def test_extractive_keeps_every_item_and_is_structured() -> None:
    summary, sent = drive(ExtractiveSummarizer().summarize(summary_input(), MUST_KEEP))
    assert sent == []
    text = summary.text
    for item in MUST_KEEP:
        assert item in text
    assert text.startswith("Summary of 5 earlier messages")
    assert "Goal: Refund order TX-1042." in text
    assert SECTION_HEADING in text
    assert "Tool results folded:" in text
    assert 'get_order({"order_id": "TX-1042"})' in text
    assert (summary.omitted_messages, summary.fallback) == (0, False)


def test_extractive_names_the_goal_only_when_it_first_folds_the_task() -> None:
    task = "Please refund order TX-1042 for customer ACC_17. We agreed the refund must not exceed"
    messages = refund_messages()
    folded = summary_input(messages, goal=task)
    kept = replace(summary_input(messages[2:], goal=task), head=tuple(messages[:2]))
    with_task = drive(ExtractiveSummarizer().summarize(folded, ()))[0].text
    after_task = drive(ExtractiveSummarizer().summarize(kept, ()))[0].text
    assert f"Goal: {task}" in with_task
    assert "Goal:" not in after_task  # the request keeps the task in front of the summary
    assert "TX-1042" in after_task
    again = replace(summary_input(messages[4:], goal=task), earlier=tuple(messages[:4]))
    folded_before = drive(ExtractiveSummarizer().summarize(again, ()))[0].text
    assert "Goal:" not in folded_before  # an earlier summary folded it: its items are carried


def test_extractive_folds_the_previous_summary_facts() -> None:
    previous = (
        "Summary of 40 earlier messages (extractive).\nGoal: old goal\nFrom user:\n"
        "- Customer ACC_99 is on the gold plan.\n- We must never call after 6pm.\n- hello there"
    )
    summary, _ = drive(ExtractiveSummarizer().summarize(summary_input(previous=previous), ()))
    text = summary.text
    assert "Customer ACC_99 is on the gold plan." in text
    assert "We must never call after 6pm." in text
    assert "hello there" not in text
    assert "old goal" not in text


def test_extractive_output_is_bounded_and_still_keeps_items() -> None:
    messages = []
    for i in range(400):
        messages.append(call(f"c{i}", "fetch", f'{{"page": {i}, "q": "' + "w" * 300 + '"}'))
        messages.append(tool(f"c{i}", f"page {i} REF-{i:04d} " + "body " * 200))
    items = tuple(f"REF-{i:04d}" for i in range(0, 400, 20))
    summary, _ = drive(
        ExtractiveSummarizer(max_chars=3000).summarize(summary_input(messages), items)
    )
    assert len(summary.text) < 3000 + sum(len(i) + 3 for i in items)
    for item in items:
        assert item in summary.text
    assert "earlier tool results not listed" in summary.text


def test_extractive_shortens_long_lines_around_items() -> None:
    line = "a" * 1000 + " KEY-77 " + "b" * 1000
    messages = [{"role": "user", "content": line}]
    summary, _ = drive(
        ExtractiveSummarizer(snippet_chars=120).summarize(summary_input(messages), ("KEY-77",))
    )
    assert "KEY-77" in summary.text
    assert len(summary.text) < 500


def test_llm_summary_single_request() -> None:
    summarizer = LLMSummarizer("gpt-4o-mini", api_base="http://localhost:8000/v1")
    inp = summary_input(previous="Earlier: customer ACC_99 verified.")
    reply = "Refund for TX-1042 capped at $1,234.50; customer ACC_99 verified."
    summary, [request] = drive(summarizer.summarize(inp, MUST_KEEP), [reply])
    assert request.purpose == "summary"
    assert request.params["max_tokens"] == 1500
    assert request.params["api_base"] == "http://localhost:8000/v1"
    assert request.params["response_format"]["json_schema"]["name"] == "summary_reply"
    text = prompt_text(request)
    assert "<previous_summary>\nEarlier: customer ACC_99 verified.\n</previous_summary>" in text
    assert "<must_keep>" in text
    for item in MUST_KEEP:
        assert item in summary.text
    assert reply in summary.text
    assert summary.fallback  # plain text, not the schema's JSON: the ledger's items stand in
    assert summary.text.startswith(SECTION_HEADING)


def test_llm_summary_chunks_roll_and_keep_facts_from_every_chunk() -> None:
    messages = [tool(f"c{i}", f"FACT-{i:03d} " + "filler text " * 300) for i in range(16)]
    items = tuple(f"FACT-{i:03d}" for i in range(16))
    replies: list[str] = []

    def roll(request: ModelRequest) -> str:
        text = prompt_text(request)
        facts = [item for item in items if item in text.split("<transcript>")[1]]
        previous = replies[-1] if replies else ""
        replies.append((previous + " " + " ".join(facts)).strip())
        return replies[-1]

    summarizer = LLMSummarizer("m", window=6000, max_summary_tokens=500)
    summary, sent = drive(summarizer.summarize(summary_input(messages), items), roll)
    assert len(sent) >= 3
    for index, request in enumerate(sent[1:]):
        assert replies[index] in prompt_text(request)
    assert summary.text == replies[-1]
    assert all(item in summary.text for item in items)
    assert summary.omitted_messages == 0


def test_llm_summary_leaves_oldest_out_beyond_max_chunks() -> None:
    messages = [tool(f"c{i}", f"FACT-{i:03d} " + "filler text " * 300) for i in range(16)]
    summarizer = LLMSummarizer("m", window=6000, max_summary_tokens=500, max_chunks=2)
    summary, sent = drive(
        summarizer.summarize(summary_input(messages), ("FACT-000",)),
        lambda request: "short summary",
    )
    assert len(sent) == 2
    assert summary.omitted_messages > 0
    assert "were left out" in prompt_text(sent[0])
    assert "FACT-000" in summary.text


def test_llm_summary_failure_falls_back_to_extractive() -> None:
    inp = summary_input()
    summary, sent = drive(LLMSummarizer("m").summarize(inp, MUST_KEEP), ["", "  "])
    assert len(sent) == 2
    assert summary.fallback
    assert summary.text.startswith("Summary of 5 earlier messages")
    assert all(item in summary.text for item in MUST_KEEP)


def test_llm_summary_seam_error_falls_back_without_retry() -> None:
    summary, sent = drive(
        LLMSummarizer("m").summarize(summary_input(), MUST_KEEP), [ModelReply(None, error="503")]
    )
    assert len(sent) == 1
    assert summary.fallback


def test_llm_summary_reply_is_bounded() -> None:
    summarizer = LLMSummarizer("m", max_summary_tokens=100)
    summary, _ = drive(summarizer.summarize(summary_input(), ()), ["```\n" + "s" * 10**6 + "\n```"])
    prose = summary.text.split("\n\n")[-1]  # after the ledger's item section
    assert prose.endswith("sss") and len(prose) <= 600


def test_summary_of_refund_keeps_rule_targets_end_to_end() -> None:
    inp = summary_input(refund_messages())
    targets, _ = drive(RuleJudge().summary_targets(inp))
    summary, _ = drive(ExtractiveSummarizer().summarize(inp, targets.must_keep))
    assert all(item in summary.text for item in targets.must_keep)


def test_odd_messages_do_not_break_anything() -> None:
    messages: list[dict[str, object]] = [
        {
            "role": "user",
            "content": [
                {"type": "image_url", "image_url": {"url": "x"}},
                {"type": "text", "text": "see REF-9 attached"},
            ],
        },
        {"role": "assistant", "content": None, "tool_calls": "not a list"},
        {"role": "assistant", "content": "", "tool_calls": [None, {"id": "c1"}]},
        {"role": "tool", "tool_call_id": "c1", "content": None},
        {"role": "developer", "content": 42},
    ]
    inp = summary_input(messages)
    targets, _ = drive(RuleJudge().summary_targets(inp))
    assert "REF-9" in targets.must_keep
    summary, _ = drive(ExtractiveSummarizer().summarize(inp, targets.must_keep))
    assert "REF-9" in summary.text
    summary, [request] = drive(LLMSummarizer("m").summarize(inp, ("REF-9",)), ["done"])
    assert "[image_url]" in prompt_text(request)
    assert "REF-9" in summary.text


def test_llm_summary_gets_a_long_previous_summary_whole() -> None:
    facts = [f"PREV-{i:03d}" for i in range(60)]
    previous = "\n".join(f"- {fact}: " + "detail " * 40 for fact in facts)
    summarizer = LLMSummarizer("m")
    _, [request] = drive(summarizer.summarize(summary_input(previous=previous), ()), ["ok"])
    text = prompt_text(request)
    assert all(fact in text for fact in facts)


def test_llm_summary_with_a_tiny_window_falls_back() -> None:
    summarizer = LLMSummarizer("m", window=1000, max_summary_tokens=500)
    summary, sent = drive(summarizer.summarize(summary_input(), MUST_KEEP))
    assert sent == []
    assert summary.fallback
    assert all(item in summary.text for item in MUST_KEEP)


def test_extractive_over_a_previous_summary_of_thousands_of_folded_rounds() -> None:
    lines = [
        f"- fetch(page={i}) tool_call_id=call_{i}: total {i * 37 % 1000} EUR" for i in range(3000)
    ]
    previous = "[compaction-router summary of 6000 earlier messages]\n" + "\n".join(lines)
    items = tuple(line[2:] for line in lines[::-1])  # the newest ranked first
    inp = summary_input(previous=previous, messages=[])
    summary, _ = drive(ExtractiveSummarizer().summarize(inp, items))
    kept = [item for item in items if item in summary.text]
    assert len(kept) >= 50  # as many as the default bound holds, the highest-ranked first
    assert kept == list(items[: len(kept)])


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.text(alphabet="ab \n-", max_size=10), max_size=8),
    st.lists(st.text(alphabet="ab -\n", min_size=1, max_size=5), max_size=6),
)
def test_items_held_by_lines_are_the_ones_some_line_contains(
    lines: list[str], items: list[str]
) -> None:
    assert _held(items, lines) == {item for item in items if any(item in ln for ln in lines)}
