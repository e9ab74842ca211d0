"""Properties that hold whatever a model replies."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st
from judgekit import drive, report, result, retention_input, summary_input

from judges import RUNGS, LLMJudge, ModelReply
from judges.text import message_text

IDS = ["call_1", "call_2", "call_3", "call_4"]
CANDIDATES = tuple(result(i, identifiers=(f"TX-{n}",)) for n, i in enumerate(IDS))

any_id = st.one_of(st.sampled_from([*IDS, "call_9", "id=call_2", ""]), st.text(max_size=30))
json_reply = st.builds(
    lambda ids, reason: json.dumps({"needed": ids, "reason": reason}),
    st.lists(any_id, max_size=12),
    st.text(max_size=50),
)
reply_text = st.one_of(json_reply, st.text(max_size=300), st.just("```json\n{}\n```"))
reply = st.one_of(
    reply_text.map(ModelReply),
    st.builds(ModelReply, st.none(), st.text(min_size=1, max_size=20)),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(reply, min_size=2, max_size=2))
def test_retention_never_returns_an_id_outside_the_candidates(replies: list[ModelReply]) -> None:
    inp = retention_input("goal", "TX-1", *CANDIDATES)
    decision, sent = drive(LLMJudge("m").retain(inp), lambda request: replies.pop(0))
    assert 1 <= len(sent) <= 2
    assert set(decision.needed) <= set(IDS)
    assert list(decision.needed) == sorted(set(decision.needed), key=IDS.index)
    assert not set(decision.unknown) & set(IDS)


@settings(max_examples=200, deadline=None)
@given(st.lists(reply_text, min_size=2, max_size=2))
def test_routing_always_returns_a_known_rung(replies: list[str]) -> None:
    decision, sent = drive(LLMJudge("m").route(report()), lambda request: replies.pop(0))
    assert decision.rung in RUNGS
    assert len(sent) <= 2
    assert "\n" not in decision.reason


def source_text() -> str:
    """All raw text of the refund conversation."""
    parts = []
    for message in summary_input().messages:
        parts.append(message_text(message))
        for call in message.get("tool_calls") or []:
            parts.append(call["function"]["arguments"])
    return "\n".join(parts)


SOURCE = source_text()
slices = st.tuples(st.integers(0, len(SOURCE)), st.integers(1, 60)).map(
    lambda span: SOURCE[span[0] : span[0] + span[1]]
)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.one_of(st.text(max_size=40), slices), max_size=20))
def test_targets_are_always_verbatim_in_the_source(items: list[str]) -> None:
    targets, _ = drive(
        LLMJudge("m").summary_targets(summary_input()),
        lambda request: json.dumps({"must_keep": items}),
    )
    assert len(targets.must_keep) == len(set(targets.must_keep))
    for item in targets.must_keep:
        assert item in SOURCE
