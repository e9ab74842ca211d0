"""Invariants of excerpts on any input: no exception, verbatim or valid JSON, within budget."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rungs.excerpts import Excerpt, excerpt, find_units

WORDS = st.sampled_from(
    [
        "alpha",
        "beta",
        "refund",
        "ORD-17",
        "held",
        "x",
        "{",
        "}",
        "[",
        "]",
        ",",
        ":",
        '"',
        "<tr>",
        "</tr>",
        "<td>",
        "|",
        "\t",
        "\n",
        "- ",
        "  ",
    ]
)
STRUCTURED = st.lists(WORDS, max_size=200).map(" ".join)
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner, max_size=6)
    ),
    max_leaves=40,
).map(json.dumps)
ANY_TEXT = st.one_of(
    st.text(max_size=2000),
    st.binary(max_size=2000).map(lambda b: b.decode("latin-1")),
    STRUCTURED,
    JSONISH,
)


def well_formed(found: Excerpt, source: str) -> bool:
    """A verbatim slice of the source, or valid JSON re-rendering a parsed unit."""
    if found.verbatim:
        return found.body in source and (not found.context or found.context in source)
    try:
        json.loads(found.body)
    except ValueError:
        return False
    return True


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=ANY_TEXT, goal=st.text(max_size=60), budget=st.integers(min_value=0, max_value=900))
def test_excerpts_never_fail_and_stay_within_budget(text: str, goal: str, budget: int) -> None:
    found = excerpt(text, goal, ["ORD-17", "x1"], max_chars=budget)
    assert sum(len(e.text) for e in found) + max(0, len(found) - 1) <= budget
    assert all(well_formed(e, text) for e in found)
    assert [e.position for e in found] == sorted(e.position for e in found)


@settings(max_examples=80, deadline=None)
@given(text=ANY_TEXT)
def test_every_unit_is_verbatim_or_json(text: str) -> None:
    document = find_units(text, tool_name="tool", arguments="{}")
    for unit in document.units:
        if unit.verbatim:
            assert unit.body in text
        else:
            json.loads(unit.body)


@settings(max_examples=60, deadline=None)
@given(
    rows=st.lists(
        st.tuples(st.integers(0, 10**6), st.sampled_from(["a", "b", "c"])), min_size=1, max_size=60
    ),
    target=st.integers(0, 59),
)
def test_an_asked_identifier_in_a_json_array_is_always_kept(
    rows: list[tuple[int, str]], target: int
) -> None:
    records = [{"code": f"K-{i}", "n": n, "s": s} for i, (n, s) in enumerate(rows)]
    wanted = f"K-{target % len(records)}"
    found = excerpt(json.dumps(records), "", [wanted], max_chars=300)
    assert any(json.loads(e.body).get("code") == wanted for e in found)
