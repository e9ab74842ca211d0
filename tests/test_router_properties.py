"""Property: whatever the conversation and window, what compact() returns fits and stays paired."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from router import ContextBudgetExceeded, Router
from tests.strategies import conversations
from tests.test_rung_properties import assert_valid_and_paired


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    conversations(max_turns=30),
    st.integers(1_500, 30_000),
    st.sampled_from(["raise", "finish"]),
    st.one_of(st.none(), st.integers(50, 2_000)),
)
def test_compact_output_fits_and_is_paired_or_stops_cleanly(
    messages: list[dict[str, Any]], window: int, on_stop: Any, max_result: int | None
) -> None:
    before = copy.deepcopy(messages)
    router = Router(
        "gpt-4o",
        context_window=window,
        on_stop=on_stop,
        max_result_tokens=max_result,
        completion_reserve=200,
    )
    try:
        result = router.compact(messages)
    except ContextBudgetExceeded as stop:
        assert stop.tokens > 0 and stop.hard_limit > 0
        assert messages == before
        return
    assert messages == before
    assert_valid_and_paired(result.messages)
    budget = router.budget(None)
    assert result.tokens_after <= budget.hard_limit
    assert result.tokens_after == router.counter.messages(result.messages)
    again = router.compact(copy.deepcopy(messages))
    assert again.messages == result.messages
