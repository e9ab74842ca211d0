"""A router that keeps little about its sessions sends the same bytes as one that keeps much.

`session_memory` bounds what a router remembers (readings, cached edit logs, memos, token
counts). A session it forgot is read afresh and its edits loaded from the recorder, so with a
recorder the requests that go out are the same whatever the bound; and the bound holds.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from recorder import Recorder
from router import Router
from router.history.memory_store import MemoryStore
from tests.conftest import tool_loop, tool_round

Message = dict[str, Any]
SMALL = 2**20  # the least session_memory allowed
KNOBS: dict[str, Any] = {"context_window": 8_000, "mask_trigger": 0.3, "mask_target": 0.2}

steps = st.lists(
    st.tuples(st.integers(0, 3), st.sampled_from(["grow", "grow", "branch", "replay"])),
    min_size=4,
    max_size=30,
)


def router(memory: int) -> Router:
    return Router("gpt-4o-mini", recorder=Recorder(":memory:"), session_memory=memory, **KNOBS)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps)
def test_a_small_bound_sends_what_a_large_one_sends(plan: list[tuple[int, str]]) -> None:
    small, large = router(SMALL), router(256 * 2**20)
    sessions: dict[int, list[Message]] = {}
    for session, step in plan:
        messages = sessions.setdefault(session, tool_loop(1, rows=30))
        if step == "grow":
            messages.extend(tool_round(len(messages), rows=30 + 5 * session))
        elif step == "branch" and len(messages) > 4:
            del messages[-2:]
            messages.extend(tool_round(1000 + len(messages), rows=12))
        request = json.loads(json.dumps(messages))  # a client that rebuilds its dicts
        sent = small.compact(request, session_id=f"s{session}", max_tokens=300)
        expected = large.compact(messages, session_id=f"s{session}", max_tokens=300)
        assert sent.messages == expected.messages
        assert small.sessions.bytes_held <= SMALL * 3 // 8 or len(sessions) == 1


def test_sessions_forgotten_for_room_come_back_from_the_recorder_unchanged() -> None:
    small, large = router(SMALL), router(256 * 2**20)
    sessions = {number: tool_loop(1, rows=150) for number in range(6)}
    for _ in range(12):
        for number, messages in sessions.items():
            messages.extend(tool_round(len(messages), rows=150))
            sent = small.compact(messages, session_id=f"s{number}", max_tokens=300)
            expected = large.compact(messages, session_id=f"s{number}", max_tokens=300)
            assert sent.messages == expected.messages
    assert small.sessions.bytes_held <= SMALL * 3 // 8
    assert large.sessions.bytes_held > SMALL * 3 // 8  # so the small one had to forget


def test_many_sessions_stay_within_the_bound() -> None:
    bounded = Router("gpt-4o-mini", session_memory=SMALL, **KNOBS)
    for session in range(300):
        bounded.compact(tool_loop(3, rows=30), session_id=f"s{session}")
    assert bounded.sessions.bytes_held <= SMALL * 3 // 8
    assert isinstance(bounded.store, MemoryStore)
    assert bounded.store.bytes_held <= SMALL * 3 // 8


def test_the_in_memory_store_forgets_its_oldest_entries_past_its_bound() -> None:
    store = MemoryStore(max_bytes=200_000)
    for index in range(400):
        store.save_original("s", f"call_{index}", "lookup", "x" * 2_000)
    assert store.bytes_held <= 200_000
    assert store.get_original("s", "call_399") == "x" * 2_000  # the newest are kept
    assert store.get_original("s", "call_0") is None  # the oldest went first
