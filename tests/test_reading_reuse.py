"""The session's reading of the last request is carried on for the next one, and a reading or
list anyone still holds never changes under them."""

from __future__ import annotations

import copy
import threading
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from router import Router
from router.history.edit_store import GuardedStore, MemoryStore
from router.history.sessions import Sessions
from router.reading.prefix import RECENT, Prefix, read_request
from router.reading.tokens import TokenCounter
from tests.conftest import tool_loop, tool_round

COUNTER = TokenCounter("gpt-4o-mini")


def sessions() -> Sessions:
    return Sessions(GuardedStore(MemoryStore()))


def fields(prefix: Prefix) -> tuple[Any, ...]:
    return (
        prefix.messages, prefix.counts, prefix.chain, prefix.open_after, prefix.groups,
        prefix.total, len(prefix.items), len(prefix.copies),
    )  # fmt: skip


def test_a_growing_request_reads_the_same_as_a_fresh_reading() -> None:
    memo, messages = sessions(), tool_loop(30, rows=2)
    memo.read("s", messages, COUNTER)
    for index in range(31, 40):
        messages += tool_round(index, rows=2)
        prefix = memo.read("s", messages, COUNTER)
        assert fields(prefix) == fields(read_request(messages, None, COUNTER))


def test_a_reading_still_held_is_left_as_it_was() -> None:
    memo, messages = sessions(), tool_loop(30, rows=2)
    held = memo.read("s", messages, COUNTER)
    before = copy.deepcopy(fields(held))
    messages += tool_round(31, rows=2)
    newer = memo.read("s", messages, COUNTER)
    assert fields(held) == before
    assert newer.messages is not held.messages
    assert fields(newer) == fields(read_request(messages, None, COUNTER))


def test_a_list_of_a_reading_a_decision_works_on_is_left_as_it_was() -> None:
    memo, messages = sessions(), tool_loop(30, rows=2)
    counts = memo.read("s", messages, COUNTER).counts
    with memo.deciding("s"):
        before = list(counts)
        messages += tool_round(31, rows=2)
        assert memo.read("s", messages, COUNTER).counts is not counts
        assert counts == before


def test_a_reading_that_extends_the_last_one_appends_to_its_lists() -> None:
    memo, messages = sessions(), tool_loop(30, rows=2)
    first = memo.read("s", messages, COUNTER)
    messages += tool_round(31, rows=2)
    second = memo.read("s", messages, COUNTER)
    assert second.lists is first.lists  # no copy of the history
    assert len(first.messages) == len(messages) - 2  # the first reads as it did


def test_a_compact_result_held_by_the_caller_keeps_its_messages() -> None:
    router = Router("gpt-4o-mini", context_window=4_000)
    messages = tool_loop(3, rows=2)
    result = router.compact(messages, session_id="s")
    sent = copy.deepcopy(result.messages)
    for index in range(4, 30):
        messages += tool_round(index, rows=30)
        router.compact(messages, session_id="s")
    assert result.messages == sent


Step = tuple[str, int]
steps = st.lists(
    st.tuples(
        st.sampled_from(["append", "branch", "rebuild", "replace", "fill_newest"]),
        st.integers(0, 40),
    ),
    min_size=1,
    max_size=12,
)


@settings(max_examples=60, deadline=None)
@given(steps)
def test_whatever_the_requests_do_the_reading_is_the_one_read_from_scratch(
    plan: list[Step],
) -> None:
    memo, messages = sessions(), tool_loop(4, rows=1)
    rounds = 4
    for action, number in plan:
        if action == "append":
            rounds += 1
            messages = [*messages, *tool_round(rounds, rows=1 + number % 3)]
        elif action == "branch":
            cut = 2 + 2 * (number % max(len(messages) // 2 - 1, 1))
            messages = messages[:cut]
        elif action == "rebuild":
            messages = [dict(m) for m in messages]
        elif action == "replace" and len(messages) > 2:  # a message edited: a new dict
            at = 2 + number % (len(messages) - 2)
            edited = {**messages[at], "content": f"{messages[at].get('content')} (edited)"}
            messages = [*messages[:at], edited, *messages[at + 1 :]]
        elif len(messages) > 2:  # the newest message, still being filled in, in place
            target = messages[-1 - number % min(RECENT, len(messages) - 2)]
            if isinstance(target.get("content"), str):
                target["content"] += " (edited in place)"
        prefix = memo.read("s", messages, COUNTER)
        assert fields(prefix) == fields(read_request(messages, None, COUNTER))
        del prefix


def test_threads_reading_one_session_each_count_their_own_request() -> None:
    router = Router("gpt-4o-mini", context_window=200_000)
    base = tool_loop(6, rows=2)
    failures: list[str] = []

    def worker(offset: int) -> None:
        messages = list(base)
        for index in range(20):
            messages = [*messages, *tool_round(100 * offset + index, rows=1 + offset)]
            result = router.compact(messages, session_id="shared")
            fresh = Router("gpt-4o-mini", context_window=200_000).compact(messages)
            if result.tokens_before != fresh.tokens_before:
                failures.append(f"thread {offset} call {index}")

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
