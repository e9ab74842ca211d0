"""Property tests: every rung's output is a valid OpenAI message list and the input is unchanged."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from router.reading.messages import normalize_messages
from router.reading.tokens import TokenCounter
from rungs import (
    apply_replacements,
    apply_summary,
    choose_cut,
    finish_messages,
    fold_start,
    group_messages,
    mask_candidates,
    plan_mask,
    plan_truncation,
    render_summary,
)
from tests.strategies import conversations

COUNTER = TokenCounter("gpt-4o")
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
Message = dict[str, Any]


def mask(
    messages: list[Message],
    count: Any,
    *,
    target: int,
    keep_last_rounds: int = 1,
    exclude_tools: Any = (),
    overhead: int = 0,
) -> list[Message]:
    """The mask rung as the router composes it: candidates, a plan down to target, replaced."""
    excess = overhead + sum(count(message) for message in messages) - target
    candidates = mask_candidates(
        messages, count, keep_last_rounds=keep_last_rounds, exclude_tools=exclude_tools
    )
    planned, _ = plan_mask(candidates, count, excess=excess)
    return apply_replacements(messages, planned)


def total(messages: list[Message]) -> int:
    return COUNTER.messages(messages)


def assert_valid_and_paired(messages: list[Message]) -> None:
    normalize_messages(messages)
    answered: set[str] = set()
    called: set[str] = set()
    for message in messages:
        called.update(call["id"] for call in message.get("tool_calls") or ())
        if message["role"] == "tool":
            answered.add(message["tool_call_id"])
    assert called == answered


@SETTINGS
@given(conversations(), st.integers(0, 4), st.floats(0.05, 1.0))
def test_mask_output_is_valid_fits_when_it_can_and_leaves_input_alone(
    messages: list[Message], keep: int, fraction: float
) -> None:
    before = copy.deepcopy(messages)
    target = int(total(messages) * fraction)
    out = mask(messages, COUNTER.message, target=target, keep_last_rounds=keep, overhead=3)
    assert messages == before
    assert_valid_and_paired(out)
    assert len(out) == len(messages)
    left = mask_candidates(out, COUNTER.message, keep_last_rounds=keep)
    unmasked = [c for c in left if "masked" not in str(out[c.index]["content"])]
    # Either the request fits the target, or every older result is already a placeholder.
    assert total(out) <= target or not unmasked or all(c.tokens < 60 for c in unmasked)


@SETTINGS
@given(conversations(), st.sampled_from(["search", "fetch", "keep_me"]))
def test_mask_never_touches_excluded_tools_or_the_last_rounds(
    messages: list[Message], excluded: str
) -> None:
    out = mask(messages, COUNTER.message, target=0, keep_last_rounds=1, exclude_tools={excluded})
    names = {c["id"]: c["function"]["name"] for m in messages for c in m.get("tool_calls") or ()}
    groups = [g for g in group_messages(messages) if g.kind == "tools"]
    last = set(range(groups[-1].start, groups[-1].end)) if groups else set()
    for index, (old, new) in enumerate(zip(messages, out, strict=True)):
        if old["role"] == "tool" and (names[old["tool_call_id"]] == excluded or index in last):
            assert new == old


@SETTINGS
@given(conversations(), st.integers(20, 400))
def test_truncation_keeps_head_and_tail_and_pairing(messages: list[Message], limit: int) -> None:
    before = copy.deepcopy(messages)
    planned = plan_truncation(messages, limit, COUNTER.encoding, COUNTER.message)
    out = apply_replacements(messages, planned)
    assert messages == before
    assert_valid_and_paired(out)
    for message in out:
        if message.get("tool_call_id") in planned:
            assert COUNTER.text(message["content"]) <= limit + 40


@SETTINGS
@given(conversations(), st.integers(1, 8), st.floats(0.0, 1.0))
def test_summary_cut_falls_on_group_boundaries(
    messages: list[Message], keep: int, fraction: float
) -> None:
    before = copy.deepcopy(messages)
    groups = group_messages(messages)
    counts = [COUNTER.message(m) for m in messages]
    start = fold_start(groups)
    cut = choose_cut(
        groups, counts, start=start, keep_last_groups=keep, tail_budget=int(sum(counts) * fraction)
    )
    assert cut in {g.start for g in groups} | {start, len(messages)}
    if cut == len(messages) > start:  # only a trailing assistant reply over the budget goes too
        assert groups[-1].kind == "assistant"
    out = (
        apply_summary(messages, start, cut, render_summary("facts", cut - start))
        if cut > start
        else messages
    )
    assert messages == before
    assert_valid_and_paired(out)


@SETTINGS
@given(conversations())
def test_finish_request_is_valid(messages: list[Message]) -> None:
    out = finish_messages(messages)
    assert_valid_and_paired(out)
    assert out[-1]["role"] == "user" and len(out) == len(messages) + 1
