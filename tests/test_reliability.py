"""Reliability and security under faults and bad input, small sizes.

The same cases as `python tests/bench/reliability.py`, from tests/reliability_lib/: bad input,
judge faults, provider faults, crash and recovery, concurrency, hostile content, a long run.
Each asserts the zeros of the reliability table: no oversized or unpaired request sent, no
recorded decision lost or duplicated, no broken promise. Only loopback traffic; every loop and
wait is bounded; every subprocess is reaped.
"""

from __future__ import annotations

import gc
import time
import weakref
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from router import InvalidMessagesError, ProviderError, RetryPolicy, Router
from router.provider.error_mapping import classify
from router.reading.tokens import SEEN_LIMIT, TokenCounter
from router.testing import Fault, LocalOpenAIServer, connection_error, rate_limit_error
from tests.reliability_lib import (
    bad_input,
    concurrency,
    crash,
    hostile,
    judge_faults,
    long_run,
    provider_faults,
)
from tests.reliability_lib.common import (
    LOCAL_KEY,
    TOOLS,
    Row,
    conversation,
    tool_round,
)


def assert_clean(row: Row) -> None:
    """The table's zeros, and no other broken promise."""
    assert row.bad_requests == 0, row.problems
    assert row.decisions_lost == 0, row.problems
    assert row.problems == []
    assert row.runs > 0


# -- 1. bad input ---------------------------------------------------------------------------


@pytest.mark.parametrize("items", bad_input.fixed_cases())
def test_lists_that_once_escaped_as_python_errors_are_rejected_with_their_index(
    items: Any,
) -> None:
    router = Router("gpt-4o-mini", context_window=16_000)
    with pytest.raises(InvalidMessagesError) as caught:
        router.compact(items)
    assert caught.value.index == bad_input.first_problem(items)
    assert "Fix:" in str(caught.value)


def test_a_lone_surrogate_is_named_with_its_index_and_the_fix() -> None:
    messages = [{"role": "user", "content": "fine"}, {"role": "user", "content": "bad \udc80"}]
    with pytest.raises(InvalidMessagesError) as caught:
        Router("gpt-4o-mini", context_window=16_000).compact(messages)
    assert caught.value.index == 1
    assert "surrogate" in str(caught.value) and "errors='replace'" in str(caught.value)


def test_generated_lists_are_compacted_correctly_or_rejected_cleanly(tmp_path: Path) -> None:
    row, tally = bad_input.run(300, str(tmp_path / "bad.db"), raise_errors=True)
    assert_clean(row)
    assert tally.compacted > 20 and tally.invalid > 20


def test_ten_thousand_messages_and_the_hand_written_lists(tmp_path: Path) -> None:
    router = bad_input.make_router(str(tmp_path / "bad.db"))
    row, tally = Row("bad input"), bad_input.Tally()
    bad_input.ten_thousand(router, row, tally)  # its time is a benchmark figure, not a test
    bad_input.regressions(router, row, tally)
    assert tally.compacted == 1 and tally.invalid == 1 + len(bad_input.fixed_cases())


def test_a_message_changed_in_place_is_read_again() -> None:
    router = Router("gpt-4o-mini", context_window=16_000)
    messages = conversation(3)
    router.compact(messages, session_id="inplace")
    messages[-1]["role"] = "user"  # the last tool result now leaves its call unanswered
    with pytest.raises(InvalidMessagesError) as caught:
        router.compact(messages, session_id="inplace")
    assert caught.value.index == len(messages) - 2
    messages[-1]["role"] = "tool"
    messages[-1]["tool_call_id"] = "call_other"  # now it answers nothing
    with pytest.raises(InvalidMessagesError) as caught:
        router.compact(messages, session_id="inplace")
    assert caught.value.index == len(messages) - 1


def test_tool_calls_that_differ_only_in_type_hash_apart() -> None:
    counter = TokenCounter("gpt-4o-mini")
    first = tool_round("t", 0)[0]
    second = {**first, "tool_calls": [{**first["tool_calls"][0], "type": "custom"}]}
    assert counter.info(first)[1] != counter.info(second)[1]


# -- 2. judge faults ------------------------------------------------------------------------


def test_every_judge_fault_still_gives_a_recorded_decision_that_fits() -> None:
    row = judge_faults.run()
    assert_clean(row)
    assert not row.failed
    assert row.runs == len(judge_faults.scenarios())


def slept_seconds(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """Every wait the retry loop asks for, recorded instead of slept."""
    slept: list[float] = []
    monkeypatch.setattr("tenacity.nap.time.sleep", slept.append)
    return slept


def test_a_retry_after_longer_than_the_budget_ends_the_retries_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = []
    slept = slept_seconds(monkeypatch)

    def limited() -> None:
        calls.append(time.monotonic())
        raise rate_limit_error(retry_after=25)

    policy = RetryPolicy(attempts=3, max_seconds=2, base_wait=0.001, max_wait=0.01)
    with pytest.raises(Exception, match="Rate"):
        policy.call(limited)
    assert slept == [] and len(calls) == 1


@pytest.mark.parametrize(
    ("headers", "waited"),
    [
        ({"retry-after": "0.2"}, (0.2, 1.0)),
        ({"retry-after-ms": "150", "retry-after": "9"}, (0.15, 1.0)),
        ({"retry-after": "-5"}, (0.0, 0.15)),
        ({"retry-after": "nan"}, (0.0, 0.15)),
        ({"retry-after": "soon"}, (0.0, 0.15)),
        ({"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}, (0.0, 0.15)),
    ],
)
def test_retry_after_headers_are_honoured_and_bad_ones_ignored(
    headers: dict[str, str], waited: tuple[float, float], monkeypatch: pytest.MonkeyPatch
) -> None:
    slept = slept_seconds(monkeypatch)
    error = rate_limit_error()
    error.response.headers.clear()  # type: ignore[attr-defined]
    error.response.headers.update(headers)  # type: ignore[attr-defined]
    outcomes: list[Any] = [error, "ok"]

    def once() -> Any:
        outcome = outcomes.pop(0)
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    policy = RetryPolicy(attempts=2, max_seconds=5, base_wait=0.001, max_wait=0.01)
    assert policy.call(once) == ("ok", 2)
    assert waited[0] <= sum(slept) < waited[1]


def test_a_reset_connection_is_classified_as_a_connection_error() -> None:
    from router.provider.backend import load_litellm

    litellm = load_litellm()
    reset = litellm.InternalServerError(
        message="InternalServerError: OpenAIException - Connection error.",
        llm_provider="openai",
        model="m",
    )
    assert classify(reset) == "connection"
    assert classify(connection_error()) == "connection"


# -- 3. provider faults ---------------------------------------------------------------------

EXPECTED_FAILURES = {
    "context_length_exceeded twice: ProviderError(context_length_exceeded)",
    "connection reset every attempt: ProviderError(connection)",
    "429 then 503: ProviderError(server)",
    "truncated JSON body: ProviderError(server)",
    "stream cut off: ProviderError(connection)",
}


def test_provider_faults_are_retried_or_compacted_and_end_in_the_routers_errors() -> None:
    row = provider_faults.run()
    assert_clean(row)
    assert set(row.failed) == EXPECTED_FAILURES


# -- 4. crash and recovery ------------------------------------------------------------------


def test_sigkilled_sessions_replay_the_same_bytes_and_pay_no_judge_call_twice() -> None:
    row = crash.run(runs=5, seed=7)
    assert_clean(row)
    assert row.faults >= 3  # runs actually killed


# -- 5. concurrency -------------------------------------------------------------------------


def test_four_processes_of_eight_threads_lose_no_decision() -> None:
    row = concurrency.run(processes=4, threads=8, sessions=1, shared=1, rounds=10, delay=1.5)
    assert_clean(row)
    assert not row.failed


# -- 6. hostile content ---------------------------------------------------------------------


def test_hostile_content_cannot_break_the_bound_fake_an_edit_or_leak_a_key() -> None:
    row = hostile.run(rounds=(4, 18))
    assert_clean(row)
    assert not row.failed


# -- 7. long run ----------------------------------------------------------------------------


def test_a_thousand_rounds_keep_memory_flat() -> None:
    result = long_run.run(1000, (300, 1000))
    assert_clean(result.row)
    grown = long_run.growth(result, 300, 1000)
    assert grown["rss_kib"] < 10 * 1024, long_run.describe(result)


def test_the_token_counter_keeps_no_more_than_two_generations_of_messages_alive() -> None:
    """Messages rendered for one request and counted once are let go; a caller's message
    counted again every round stays found, and a change made in place is counted again."""

    class Message(dict[str, Any]):
        """A message a weak reference can follow."""

    counter = TokenCounter("gpt-4o-mini")
    hot = Message(role="user", content="the caller's own message")
    alive = []
    for index in range(3 * SEEN_LIMIT):
        transient = Message(role="tool", tool_call_id=f"call_{index}", content=f"row {index}")
        counter.message(transient)
        counter.message(hot)
        alive.append(weakref.ref(transient))
    gc.collect()
    assert sum(ref() is not None for ref in alive) <= 2 * SEEN_LIMIT
    before = counter.message(hot)
    hot["content"] += " with more words added in place"
    assert counter.message(hot) > before


# -- streams, reused ids, requests that fit ------------------------------------------------


@pytest.fixture
def server() -> Iterator[LocalOpenAIServer]:
    with LocalOpenAIServer(window=8000, default="streamed answer text") as srv:
        yield srv


def test_a_stream_cut_off_ends_in_the_routers_error(server: LocalOpenAIServer) -> None:
    """An error while the caller iterates a stream arrives as the router's ProviderError."""
    router = Router(
        "openai/main-model",
        context_window=8000,
        retry=RetryPolicy(attempts=2, max_seconds=2, base_wait=0.001, max_wait=0.01),
    )
    server.inject(Fault.stream_cut(2))
    stream = router.complete(
        conversation(2),
        tools=TOOLS,
        max_tokens=500,
        stream=True,
        api_base=server.base_url,
        api_key=LOCAL_KEY,
    )
    with pytest.raises(ProviderError):
        for _ in stream:
            pass


def test_a_reused_tool_call_id_never_masks_the_newest_result() -> None:
    """A provider reusing ids across turns ('call_0' every turn) never gets its newest result
    masked: results are keyed per occurrence (rungs.result_keys)."""
    messages = conversation(0)
    for index in range(12):
        call, result = tool_round("dup", index)
        call["tool_calls"][0]["id"] = result["tool_call_id"] = "call_0"
        messages += [call, result]
    compacted = Router("gpt-4o-mini", context_window=8000).compact(messages, max_tokens=500)
    assert compacted.rung == "mask"
    assert compacted.messages[-1] == messages[-1]


def test_a_request_that_fits_the_hard_limit_is_never_stopped() -> None:
    """One big recent result over the trigger but under the hard limit: nothing can shrink it,
    and a judged stop is overruled, so the request goes out as it is."""
    # No cap on arrival (the old default): the default cap (1/8 of the window) would cut the
    # big result, and this test is about the judged stop being overruled, not about the cap.
    router = Router("gpt-4o-mini", context_window=16_000, max_result_tokens=None)
    messages = conversation(0) + tool_round(
        "big", 0, rows=640
    )  # ~12.5k: trigger 12.3k, limit 15.3k
    compacted = router.compact(messages, max_tokens=500)
    assert compacted.rung == "nothing" and compacted.messages == messages


async def test_an_async_stream_is_passed_through_chunk_by_chunk(server: LocalOpenAIServer) -> None:
    router = Router("openai/main-model", context_window=8000)
    stream = await router.acomplete(
        conversation(1), max_tokens=200, stream=True, api_base=server.base_url, api_key=LOCAL_KEY
    )
    text = "".join(
        [chunk.choices[0].delta.content or "" async for chunk in stream if chunk.choices]
    )
    assert text == "streamed answer text"
