"""A ledger compares a new statement only with items it shares something with (`Subject.reach`):
every pair the full tests would join shares a word, a value or a family, on chats written apart
and on statements put together at random."""

from __future__ import annotations

import importlib
from itertools import islice
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judges.durable_conversation import conversation_statements
from judges.durable_match import DurableItem
from judges.durable_restates import said_alike
from judges.durable_subjects import same_subject, subject_of

BENCH = Path(__file__).resolve().parents[1] / "bench"
SETS = (("apart_nineteenth", "NINETEENTH"), ("apart_twelfth", "TWELFTH"))


def _joined(new: DurableItem, old: DurableItem) -> bool:
    """Whether any test `find_match` applies could take `new` for a restatement of `old`."""
    family = new.subject.family & old.subject.family
    return bool(family) or said_alike(new, old) or same_subject(new.subject, old.subject)


def _shares(new: DurableItem, old: DurableItem) -> bool:
    return new.plain == old.plain or bool(new.subject.reach & old.subject.reach)


def _item(text: str, role: str = "user", message: int = 0) -> DurableItem:
    return DurableItem("fact", text, role=role, message=message, subject=subject_of(text))


def _chat_items(monkeypatch: pytest.MonkeyPatch) -> list[DurableItem]:
    monkeypatch.syspath_prepend(str(BENCH))
    items = []
    for module, name in SETS:
        for _, build in getattr(importlib.import_module(f"durable_lib.{module}"), name):
            messages = [message for part in build()[0] for message in part]
            found = conversation_statements(messages)
            items += [_item(s.text, s.role, at) for s, _, at in islice(found, 60)]
    return items


def test_every_pair_the_tests_join_in_chats_written_apart_shares_something(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    items = _chat_items(monkeypatch)
    joined = [(a, b) for a in items for b in items if a is not b and _joined(a, b)]
    assert len(joined) > 100  # the chats restate and change their items often
    assert [(a.text, b.text) for a, b in joined if not _shares(a, b)] == []
    apart = sum(not _shares(a, b) for a in items for b in items)
    assert apart > len(items) ** 2 // 2  # and most pairs need no closer look


SUBJECTS = ("the budget cap", "Deploy day", "the venue", "Flight LO 276", "standup", "Kofi Adu")
SETTINGS = ("$55k", "Thursday", "10:00 UTC", "12 June", "v3.2", "27 Kestrel Road", "£250", "")
SHAPES = (
    "{s} is {v}.",
    "{s}: {v}",
    "Change {s} from {w} to {v}.",
    "{s} moved to {v}, not {w}.",
    "We're waiting on {s}, {v}.",
    "ok so {v} for {s}",
    "Actually {s} must be {v} instead of {w}.",
    "{v}",
)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(SHAPES),
            st.sampled_from(SUBJECTS),
            st.sampled_from(SETTINGS),
            st.sampled_from(SETTINGS),
        ),
        min_size=2,
        max_size=2,
    ),
    st.booleans(),
)
def test_statements_a_ledger_may_join_share_something(
    parts: list[tuple[str, str, str, str]], echo: bool
) -> None:
    new, old = (
        DurableItem(
            "state",
            text := shape.format(s=subject, v=value, w=other).strip(),
            message=at,
            echo=echo,
            subject=subject_of(text),
        )
        for at, (shape, subject, value, other) in enumerate(parts)
    )
    if _joined(new, old):
        assert _shares(new, old)
