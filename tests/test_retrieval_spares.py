"""A turn of several questions gets a passage for each: a passage ranked among the turn's own
but shown already (its result came back whole, or a placeholder shows it) gives its place to
the next one ranked, so a question about a user's email is answered beside "did anything
unusual come up in the test runs?"."""

from __future__ import annotations

from router import Router
from router.reading.tokens import TokenCounter
from tests.bench.heldout import build
from tests.bench.heldout.measure import run

WINDOW = 32_000
ROUNDS = 6


def kept_answers(fmt: str) -> dict[str, bool]:
    """Each named fact's first answer, and whether the last request of the coding session
    over `fmt` results holds it."""
    workload = build(fmt, "coding", 1, rounds=ROUNDS, result_tokens=int(WINDOW * 2.2 / ROUNDS))
    outcome = run(Router("gpt-4o-mini", context_window=WINDOW), workload, WINDOW,
                  TokenCounter("gpt-4o-mini"))  # fmt: skip
    return {fact.answers[0]: ok for fact, ok in outcome.kept if fact.kind == "named"}


def test_the_asked_row_comes_back_beside_a_result_shown_whole() -> None:
    assert kept_answers("tsv")["ingrid.7618@firma.de"]
