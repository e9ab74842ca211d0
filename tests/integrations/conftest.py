"""Shared builders for the format and framework tests: tool rounds in each format, pairing checks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from router.offline import configure_offline

configure_offline()


def result_text(round_index: int, call: int, rows: int) -> str:
    """A tool result of `rows` inventory rows (about 12 tokens a row)."""
    return "\n".join(
        f"row {r}: item ITEM-{round_index:03d}-{call}-{r:02d} price {r * 3 + round_index}.50"
        for r in range(rows)
    )


@dataclass(frozen=True)
class Round:
    """One model turn: optional text, one or more parallel calls and their results."""

    index: int
    text: str | None
    rows: tuple[int, ...]

    def call_id(self, call: int) -> str:
        """The id of call `call` in this round."""
        return f"call_{self.index}_{call}"


@st.composite
def rounds(draw: Any, max_rounds: int = 24) -> list[Round]:
    """A tool loop: each round 1-3 parallel calls with results of 0-40 rows."""
    count = draw(st.integers(0, max_rounds))
    out = []
    for index in range(count):
        text = draw(st.none() | st.sampled_from(["checking", "next page", "let me look"]))
        rows = tuple(draw(st.lists(st.integers(0, 40), min_size=1, max_size=3)))
        out.append(Round(index, text, rows))
    return out


def unpaired(calls: list[str], answers: list[str]) -> set[str]:
    """Call ids with no answer and answers with no call."""
    return set(calls) ^ set(answers)
