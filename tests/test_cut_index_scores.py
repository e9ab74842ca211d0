"""The retrieval index's BM25, kept as passages arrive, scores as the bm25s library does when
it is built from scratch over the same passages (the specification), whatever subset of the
cut results a query ranks among."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from router.engine.cut_index import IDENTIFIER_WEIGHT, CutIndex
from router.engine.index_terms import terms

bm25s = pytest.importorskip("bm25s", reason="bm25s (a dev extra) is the scoring oracle")

WORDS = ["port", "gateway", "payment", "timeout", "retry", "disk", "quota", "node", "v2.13.4"]
WORDS += ["8073", "eu-west-1", "owner", "alice", "backup", "failed", "healthy", "lease"]
line = st.lists(st.sampled_from(WORDS), min_size=1, max_size=8).map(" ".join)
result = st.lists(line, min_size=1, max_size=6).map("\n".join)


def valued(term: str) -> bool:
    """A value: a term of three characters or more with a digit."""
    return len(term) >= 3 and any(c.isdigit() for c in term)


def oracle(index: CutIndex, rows: list[int], asked: list[str]) -> dict[int, float]:
    """bm25s over exactly these passages, built from scratch."""
    model = bm25s.BM25()
    model.index([index.tokens[i] for i in rows], show_progress=False)
    known = [t for t in dict.fromkeys(asked) if t in model.vocab_dict]
    if not known:
        return {}
    weighted = [t for t in known for _ in range(IDENTIFIER_WEIGHT if valued(t) else 1)]
    scores = model.get_scores(weighted)
    return {row: float(score) for row, score in zip(rows, scores, strict=True) if score > 0}


@settings(max_examples=40, deadline=None)
@given(
    results=st.lists(result, min_size=1, max_size=8),
    query=st.lists(st.sampled_from(WORDS), min_size=1, max_size=4).map(" ".join),
    picks=st.lists(st.booleans(), min_size=8, max_size=8),
)
def test_scores_equal_a_fresh_bm25_over_the_results_ranked_among(
    results: list[str], query: str, picks: list[bool]
) -> None:
    index = CutIndex()
    for number, text in enumerate(results):
        index.add(f"call_{number}", text, "read_file", f'{{"path": "/srv/{number}.log"}}')
    within = {f"call_{n}" for n in range(len(results)) if picks[n]} or {"call_0"}
    rows = [i for i, key in enumerate(index.keys) if key in within]
    if not rows:
        return
    asked = terms(query)
    scores, _ = index.bm25(asked, within)
    expected = oracle(index, rows, asked)
    assert scores.keys() == expected.keys()
    for row, score in expected.items():
        assert scores[row] == pytest.approx(score, rel=1e-5)


def test_the_bytes_held_are_those_of_the_passages_kept() -> None:
    index = CutIndex()
    for number in range(5):
        index.add(f"call_{number}", f"port {8070 + number}\nowner alice\nquota 3", "read", "{}")
    expected = sum(
        len(text) + 60 * len(found) + 120
        for text, found in zip(index.texts, index.tokens, strict=True)
    )
    assert index.bytes_held == expected > 0
