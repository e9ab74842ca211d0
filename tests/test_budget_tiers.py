"""The two-tier default budget, the fill preset, the result cap, budget errors, model facts."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from router import ContextBudgetExceeded, Router
from router.reading.budget import batch_rounds
from router.reading.model_facts import cached_input_ratio, model_facts
from tests.conftest import TOOLS, tool_loop, tool_round

Message = dict[str, Any]


def grow(router: Router, rounds: int) -> list[Any]:
    """Drive an append-only tool loop through compact(), one round at a time."""
    messages = tool_loop(0)
    results = []
    for index in range(rounds):
        messages = messages + tool_round(index, rows=120)
        results.append(router.compact(messages, tools=TOOLS, session_id="tiers"))
    return results


def test_defaults_mask_each_older_result_without_a_judge_far_below_the_window() -> None:
    router = Router("gpt-4o-mini", context_window=128_000)
    results = grow(router, 40)
    steps = [r for r in results if r.rung == "mask" and not r.replayed]
    assert steps, "the early tier never masked"
    assert all(r.judge_calls == 0 for r in results)
    assert max(r.tokens_after for r in results) < 128_000 // 4
    # keeping the last round (the newest), a step breaks the cache only at the result before it
    # (unless it also shortens the oldest placeholders or folds masked rounds, batches of their
    # own: see tests/test_placeholder_budget.py and tests/test_fold.py)
    for before, after in itertools.pairwise(results):
        if (
            after.rung == "mask"
            and not after.replayed
            and "oldest placeholders" not in after.reason
            and "folded" not in after.reason
        ):
            assert after.messages[: len(before.messages) - 1] == before.messages[:-1]


def test_with_two_kept_rounds_and_a_cheap_cache_steps_come_in_batches() -> None:
    results = grow(Router("gpt-4o-mini", context_window=128_000, mask_keep_rounds=2,
                          cached_input_ratio=0.1), 40)  # fmt: skip
    steps = [r for r in results if r.rung == "mask" and not r.replayed]
    assert steps and len(steps) <= len(results) // batch_rounds(2, 0.1) + 1


def test_between_early_steps_each_request_extends_the_previous_one() -> None:
    results = grow(Router("gpt-4o-mini", context_window=128_000), 30)
    for before, after in itertools.pairwise(results):
        if after.rung == "nothing" or after.replayed:
            assert after.messages[: len(before.messages)] == before.messages


def test_the_fill_preset_keeps_everything_that_fits_under_the_trigger() -> None:
    router = Router("gpt-4o-mini", context_window=128_000, preset="fill")
    results = grow(router, 20)
    assert all(r.rung == "nothing" for r in results)
    assert results[-1].tokens_after > 128_000 // 4


def test_an_explicit_knob_wins_over_its_preset() -> None:
    router = Router("gpt-4o-mini", context_window=64_000, preset="fill", max_result_tokens=0)
    assert router.config.max_result_tokens == 0 and router.config.mask_trigger is None


def test_a_newest_result_larger_than_the_window_is_cut_and_the_call_goes_out() -> None:
    router = Router("gpt-4o-mini", context_window=16_000)
    messages = tool_loop(1) + tool_round(1, rows=3000)
    result = router.compact(messages, tools=TOOLS, session_id="huge")
    assert result.tokens_after <= router.budget().hard_limit
    assert router.recall("huge", "call_1") == messages[-1]["content"]


def test_a_budget_error_says_once_what_was_tried_and_names_one_knob() -> None:
    router = Router("gpt-4o-mini", context_window=16_000, max_result_tokens=0)
    messages = tool_loop(1) + tool_round(1, rows=3000)
    with pytest.raises(ContextBudgetExceeded) as caught:
        router.compact(messages, tools=TOOLS, session_id="err")
    text = str(caught.value)
    sentences = [part.strip() for part in text.replace(";", ".").split(".") if part.strip()]
    assert len(sentences) == len(set(sentences)), text
    assert "max_result_tokens" in text and "max_tool_rounds" not in text


def test_the_batch_follows_the_cost_model() -> None:
    # only the K - 1 older kept rounds are billed again after a step: none when K = 1
    assert [batch_rounds(1, ratio) for ratio in (0.1, 0.5, 1.0)] == [1, 1, 1]
    assert [batch_rounds(2, ratio) for ratio in (0.1, 0.25, 0.5)] == [4, 2, 1]


@given(st.integers(0, 6), st.floats(0.05, 1.0))
def test_cheaper_cache_reads_never_make_the_batch_smaller(keep: int, ratio: float) -> None:
    assert batch_rounds(keep, ratio) >= batch_rounds(keep, min(ratio * 2, 1.0))


def test_model_facts_come_from_the_bundled_map() -> None:
    facts = model_facts("gpt-4o-mini")
    assert facts is not None and facts.max_input_tokens == 128_000
    assert model_facts("openai/gpt-4o-mini") == facts
    assert model_facts("no-such-model-anywhere") is None
    assert 0 < cached_input_ratio("gpt-4o-mini") <= 1
    assert cached_input_ratio("no-such-model-anywhere") == 0.5


def test_import_and_window_lookup_do_not_import_litellm() -> None:
    code = (
        "import json, sys, router; r = router.Router('gpt-4o-mini');"
        "print(json.dumps([r.context_window, 'litellm' in sys.modules]))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [128_000, False]
