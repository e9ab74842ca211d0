"""Fitting a summary to its allowance: the same text as cutting one line at a time, with work
that grows with the summary, not with its square."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from rungs import fit_summary, previous_items
from rungs.item_lines import holds_per_line


def one_at_a_time(
    text: str,
    items: Sequence[str],
    allowance: int,
    count: Callable[[str], int],
    refs: Mapping[str, str],
) -> str:
    """Reference: recount the whole body after every single cut."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    items = list(dict.fromkeys(items))
    kept = list(items)
    while True:
        body = compose(lines, kept, items, refs)
        if count(body) <= allowance:
            return body
        spare = next(
            (i for i in range(len(lines) - 1, 0, -1) if not any(k in lines[i] for k in kept)),
            None,
        )
        wordy = next(
            (
                i
                for i in range(len(lines) - 1, 0, -1)
                if (held := [k for k in kept if k in lines[i]])
                and len(lines[i]) > sum(len(k) + 3 for k in held) + 8
            ),
            None,
        )
        if spare is not None:
            del lines[spare]
        elif wordy is not None:
            lines[wordy] = "- " + " … ".join(k for k in kept if k in lines[wordy])
        elif kept:
            dropped = kept.pop()
            lines = [line for line in lines if dropped not in line or len(lines) == 1]
        else:
            low, high = 0, len(body)
            while low < high:
                middle = (low + high + 1) // 2
                low, high = (
                    (middle, high) if count(body[:middle]) <= allowance else (low, middle - 1)
                )
            return body[:low]


def compose(lines: list[str], kept: list[str], items: list[str], refs: Mapping[str, str]) -> str:
    text = "\n".join(lines)
    missing = [item for item in kept if item not in text]
    out = text + ("\nKept verbatim:\n" + "\n".join(f"- {m}" for m in missing) if missing else "")
    dropped = [item for item in items if item not in kept and item not in out]
    where = sorted({refs[item] for item in dropped if item in refs})
    if where:
        out += f"\n({len(dropped)} lower-ranked facts left out for room; recall: {', '.join(where[:12])})"
    return out.strip()


WORDS = ["ORD-17", "late", "refund", "We decided to ship", "note", "x", "status: ok", "a b"]
line_text = st.lists(st.sampled_from([*WORDS, "padding words here", "-", " "]), max_size=6).map(
    " ".join
)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(line_text, max_size=14).map("\n".join),
    st.lists(st.sampled_from([*WORDS, "absent fact", "ORD-17 late"]), max_size=8),
    st.integers(0, 300),
    st.sampled_from(["chars", "words"]),
)
def test_the_fitted_text_is_the_one_cutting_line_by_line_gives(
    text: str, items: list[str], allowance: int, counter: str
) -> None:
    count: Callable[[str], int] = len if counter == "chars" else (lambda s: len(s.split()))
    refs = {item: f"call_{i}" for i, item in enumerate(items)}
    fitted = fit_summary(text, items, allowance, count, refs)
    expected = one_at_a_time(text, items, allowance, count, refs)
    assert count(fitted) <= allowance
    if "left out for room" not in expected:  # no item dropped: the same text
        assert fitted == expected
    else:  # items dropped: never one the line-by-line cut keeps out, maybe a few more
        held, reference = without_note(fitted), without_note(expected)
        assert [item for item in items if item in held and item not in reference] == []


def without_note(text: str) -> str:
    lines = text.splitlines()
    return "\n".join(line for line in lines if "left out for room" not in line)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.text(alphabet="ab \n-.", max_size=12), max_size=8),
    st.lists(st.text(alphabet="ab -.", min_size=1, max_size=6), max_size=6),
)
def test_each_line_is_found_holding_exactly_the_items_it_contains(
    lines: list[str], items: list[str]
) -> None:
    lines = [line for text in lines for line in text.splitlines()]
    held = holds_per_line(lines, items)
    assert held == [{k for k, item in enumerate(items) if item in line} for line in lines]


def folded(rounds: int) -> str:
    out = ["[compaction-router summary of earlier messages]"]
    for i in range(rounds):
        out.append(f'- search_docs(query="topic {i % 37}") tool_call_id=call_{i:05d}')
        out.append(f"  - invoice INV-{i * 7919 % 100_000} settled on day {i % 28 + 1}")
    return "\n".join(out)


def test_a_summary_of_thousands_of_folded_rounds_is_fitted_with_few_counts_of_the_whole() -> None:
    text = folded(3_000)
    items = previous_items(text)
    whole_counts: list[int] = []

    def count(part: str) -> int:
        if len(part) > 10_000:
            whole_counts.append(len(part))
        return len(part) // 4

    allowance = count(text) // 3
    refs = {item: f"call_{n:05d}" for n, item in enumerate(items)}
    fitted = fit_summary(text, items, allowance, count, refs)
    assert count(fitted) <= allowance
    assert fitted.splitlines()[1] == "- " + items[0]
    assert "lower-ranked facts left out for room" in fitted.splitlines()[-1]
    assert len(whole_counts) <= 8


def test_the_items_of_a_summary_under_either_heading_are_left_to_its_summariser() -> None:
    for heading in ("Durable items:", "Durable items (latest statement of each, verbatim):"):
        text = f"{heading}\nRules:\n- never deploy on Fridays\nWe decided to ship v2 first."
        assert previous_items(text) == ["We decided to ship v2 first."]
