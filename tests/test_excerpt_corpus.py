"""The corpus of planted facts: well-formed conversations, and facts that excerpts keep."""

from __future__ import annotations

import pytest

from tests.bench.corpus import FORMATS, SHAPES, build_conversation, request_text, survives
from tests.bench.corpus.measure import mask_with_excerpts


def test_the_corpus_covers_ten_formats_and_five_shapes() -> None:
    assert len(FORMATS) >= 10 and len(SHAPES) == 5


@pytest.mark.parametrize("shape", SHAPES)
def test_every_tool_call_is_answered_and_every_fact_is_in_the_history(shape: str) -> None:
    for fmt in FORMATS:
        conversation = build_conversation(fmt, shape, seed=5)
        calls = [c["id"] for m in conversation.messages for c in m.get("tool_calls") or ()]
        answers = [m["tool_call_id"] for m in conversation.messages if m["role"] == "tool"]
        assert calls == answers and len(set(calls)) == len(calls)
        assert conversation.facts, f"{fmt}/{shape} plants no fact"
        for fact in conversation.facts:
            assert survives(fact, conversation.request(fact))
            assert not any(value in fact.question for value in fact.values)


def test_the_same_seed_gives_the_same_conversation_and_another_seed_another() -> None:
    first = build_conversation("csv", "data-agent", seed=1)
    assert request_text(first.messages) == request_text(
        build_conversation("csv", "data-agent", seed=1).messages
    )
    assert request_text(first.messages) != request_text(
        build_conversation("csv", "data-agent", seed=2).messages
    )


def test_survival_fails_once_the_answer_is_gone() -> None:
    conversation = build_conversation("json-minified", "forced-loop", seed=3)
    fact = conversation.facts[0]
    emptied = [
        {**m, "content": "x"} if m["role"] == "tool" else m for m in conversation.request(fact)
    ]
    assert not survives(fact, emptied)


def test_an_unknown_format_is_refused_with_the_known_ones_listed() -> None:
    with pytest.raises(ValueError, match="json-minified"):
        build_conversation("docx", "forced-loop", seed=1)


@pytest.mark.parametrize("fmt", FORMATS)
def test_excerpt_placeholders_keep_the_planted_facts(fmt: str) -> None:
    conversation = build_conversation(fmt, "data-agent", seed=11)
    kept = [survives(f, mask_with_excerpts(conversation, f, 600)) for f in conversation.facts]
    assert all(kept), [f for f, ok in zip(conversation.facts, kept, strict=True) if not ok]
