"""The session memo of the last request: what is read again, and the split of the edit log kept."""

from __future__ import annotations

import copy
from typing import Any

from recorder.types import EditRecord
from router.history.applied import AppliedEdits
from router.history.edit_log import split_edits
from router.reading.prefix import read_request
from router.reading.tokens import TokenCounter
from tests.conftest import tool_loop, tool_round

COUNTER = TokenCounter("gpt-4o-mini")


def test_an_old_message_replaced_by_one_of_the_same_size_is_read_again() -> None:
    messages = tool_loop(40, rows=2)
    memo = read_request(messages, None, COUNTER)
    at = next(i for i, m in enumerate(messages) if m.get("tool_calls"))
    call = copy.deepcopy(messages[at]["tool_calls"][0])
    call["function"]["arguments"] = '{"page": 9}'  # same length
    messages = [*messages[:at], {**messages[at], "tool_calls": [call]}, *messages[at + 1 :]]
    messages += tool_round(41, rows=2)
    again = read_request(messages, memo, COUNTER)
    fresh = read_request(messages, None, COUNTER)
    assert again.chain == fresh.chain
    assert again.counts == fresh.counts
    assert again.chain[0] == memo.chain[0] and again.chain[-1] != memo.chain[-1]


def test_a_rebuilt_request_keeps_the_whole_memo() -> None:
    messages = tool_loop(20, rows=2)
    memo = read_request(messages, None, COUNTER)
    rebuilt: list[dict[str, Any]] = [dict(m) for m in messages]
    again = read_request([*rebuilt, *tool_round(21, rows=2)], memo, COUNTER)
    assert again.chain[: len(memo.chain)] == memo.chain
    assert again.messages[: len(messages)] == memo.messages


def edit(anchor_len: int, chain: list[bytes], edit_id: int) -> EditRecord:
    return EditRecord(
        session_id="s", anchor_len=anchor_len, anchor_hash=chain[anchor_len - 1].hex(),
        rung="mask", reason="", source="rule", payload={}, payload_hash="", tokens_before=0,
        tokens_after=0, id=edit_id,
    )  # fmt: skip


def test_the_kept_split_of_the_edit_log_is_the_split_of_the_whole_log() -> None:
    messages = tool_loop(12, rows=2)
    memo = read_request(messages, None, COUNTER)
    edits = [edit(n, memo.chain, i) for i, n in enumerate((4, 8, len(messages)), start=1)]
    applied = AppliedEdits()
    requests = [
        [*messages, *tool_round(13, rows=2)],  # extends: the split is kept
        [*messages, *tool_round(13, rows=2), *tool_round(14, rows=2)],
        messages[:6],  # a branch before the newest anchor
        [*messages[:8], *tool_round(30, rows=2)],
    ]
    for request in requests:
        chain = read_request(request, None, COUNTER).chain
        split = applied.split(edits, chain, "")
        mine, foreign = split_edits(edits, chain, "")
        assert (split.applied, split.foreign) == (mine, foreign)


def test_the_newest_message_filled_in_place_is_read_again() -> None:
    messages = tool_loop(40, rows=2)
    memo = read_request(messages, None, COUNTER)
    newest_call = next(m for m in reversed(messages) if m.get("tool_calls"))
    newest_call["tool_calls"][0]["function"]["arguments"] = '{"page": 9}'  # same dict
    again = read_request(messages, memo, COUNTER)
    fresh = read_request(messages, None, COUNTER)
    assert again.chain == fresh.chain and again.chain[-1] != memo.chain[-1]


def test_a_first_message_changed_in_place_is_read_again() -> None:
    messages = tool_loop(40, rows=2)
    memo = read_request(messages, None, COUNTER)
    messages[0]["content"] += " Today is Friday."  # the same dict: a system prompt kept current
    again = read_request([*messages, *tool_round(41, rows=2)], memo, COUNTER)
    assert again.chain[0] != memo.chain[0]


def test_an_old_message_found_again_by_identity_is_not_compared_in_content() -> None:
    messages = tool_loop(40, rows=2)
    memo = read_request(messages, None, COUNTER)
    messages[5]["content"] += " (changed in place)"  # the same dict: trusted as read
    again = read_request([*messages, *tool_round(41, rows=2)], memo, COUNTER)
    assert again.chain[: len(memo.chain)] == memo.chain
