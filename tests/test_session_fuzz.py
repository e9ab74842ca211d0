"""A session fuzzed as a client might drive it: append, branch, change in place, rebuild, crash.

After every step the request is compacted and checked as a user would check it: what goes out
fits the budget (counted afresh), every tool call is answered, compacting it again gives the
same bytes, and the caller's list and dicts are left as they were.
"""

from __future__ import annotations

import copy
import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from recorder import Recorder
from router import Router
from router.errors import ContextBudgetExceeded
from router.reading.prefix import HEAD, RECENT
from router.reading.tokens import TokenCounter
from tests.conftest import tool_loop, tool_round
from tests.test_rung_properties import assert_valid_and_paired

Message = dict[str, Any]
WINDOW = 6_000
MAX_TOKENS = 300
KNOBS: dict[str, Any] = {"context_window": WINDOW, "keep_last_rounds": 1}


def boundaries(messages: list[Message]) -> list[int]:
    """Lengths at which the list ends on a whole turn (no tool call left open)."""
    return [i + 1 for i, m in enumerate(messages) if i + 1 == len(messages) or (
        messages[i + 1]["role"] != "tool" and not (m.get("tool_calls") and m["role"] == "assistant")
    )]  # fmt: skip


class Session(RuleBasedStateMachine):
    """One session of a client, compacted after every step."""

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp())
        self.database = self.folder / "session.db"
        self.router = Router("gpt-4o-mini", recorder=Recorder(self.database), **KNOBS)
        self.messages: list[Message] = tool_loop(1, rows=5)
        self.rounds = 1
        self.sent: dict[str, str] = {}  # request bytes -> output bytes, for replays
        self.last_size = 0  # messages in the last request compacted

    def teardown(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)

    @initialize()
    def start(self) -> None:
        self.compact_and_check()

    @rule(rows=st.integers(1, 60), tool=st.sampled_from(["lookup", "read_file"]))
    def append_round(self, rows: int, tool: str) -> None:
        self.rounds += 1
        self.messages += tool_round(self.rounds, rows=rows, tool=tool)

    @rule(text=st.text(min_size=1, max_size=200))
    def user_turn(self, text: str) -> None:
        self.messages.append({"role": "user", "content": text})

    @precondition(lambda self: len(self.messages) > 3)
    @rule(data=st.data())
    def branch(self, data: st.DataObject) -> None:
        cut = data.draw(st.sampled_from(boundaries(self.messages)))
        self.messages = list(self.messages[:cut])

    def changeable(self, index: int) -> Message:
        """The message at `index` to change: itself where the router compares it in content (the
        first `HEAD`, the newest `RECENT` of the last request), else a new dict in its place, as
        `router.reading.prefix` asks of a client changing an older message."""
        if HEAD <= index < self.last_size - RECENT:
            self.messages[index] = copy.deepcopy(self.messages[index])
        return self.messages[index]

    @rule(data=st.data(), words=st.integers(1, 3_000))
    def grow_in_place(self, data: st.DataObject, words: int) -> None:
        message = self.changeable(data.draw(st.integers(0, len(self.messages) - 1)))
        if isinstance(message.get("content"), str):
            message["content"] += " more" * words
        elif message["role"] == "user" or message["role"] == "tool":
            message["content"] = [{"type": "text", "text": "grown" + " more" * words}]

    @precondition(lambda self: any(isinstance(m.get("content"), list) for m in self.messages))
    @rule(words=st.integers(1, 3_000))
    def grow_a_part_in_place(self, words: int) -> None:
        index = next(i for i, m in enumerate(self.messages) if isinstance(m.get("content"), list))
        self.changeable(index)["content"][0]["text"] += " part" * words

    @rule()
    def rebuild_dicts(self) -> None:
        self.messages = json.loads(json.dumps(self.messages))

    @rule()
    def crash(self) -> None:
        self.router = Router("gpt-4o-mini", recorder=Recorder(self.database), **KNOBS)

    @invariant()
    def compacted_request_is_sendable(self) -> None:
        self.compact_and_check()

    def compact_and_check(self) -> None:
        self.last_size = len(self.messages)
        before = copy.deepcopy(self.messages)
        try:
            result = self.router.compact(self.messages, max_tokens=MAX_TOKENS)
        except ContextBudgetExceeded:
            assert self.messages == before
            return
        assert self.messages == before, "the caller's list was changed"
        assert_valid_and_paired(result.messages)
        limit = self.router.budget(MAX_TOKENS).hard_limit
        assert TokenCounter("gpt-4o-mini").messages(result.messages) <= limit
        sent = json.dumps(result.messages)
        again = self.router.compact(self.messages, max_tokens=MAX_TOKENS)
        assert json.dumps(again.messages) == sent, "compacting again changed the bytes"
        request = json.dumps(self.messages)
        if request in self.sent:
            assert self.sent[request] == sent, "a replay after a crash changed the bytes"
        self.sent[request] = sent


Session.TestCase.settings = settings(
    max_examples=12,
    stateful_step_count=10,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
test_a_fuzzed_session_always_sends_a_valid_request = Session.TestCase
