"""The engine's per-call shortcuts agree with the whole-request answers they replace.

Requests of varied sessions (tool loops, parallel calls, user turns, branches, reused and
look-alike call ids) are read as the router reads them; each shortcut is compared with the
walk over every message that it replaces.
"""

from __future__ import annotations

import json
import random
from types import SimpleNamespace
from typing import Any

import pytest

import router.engine.carry as carry
import router.engine.counted as counted_module
import router.engine.pairing as pairing
import router.engine.thinning as thinning
from recorder import Recorder
from router import Router
from router.engine.situation import goal_of, is_turn
from router.engine.turns import UserTurns, user_turns, view_goal
from router.history.memo import SessionMemo
from router.history.scan import Results
from router.reading.prefix import read_request
from router.reading.tokens import TokenCounter
from rungs import result_keys
from tests.conftest import tool_loop, tool_round
from tests.test_session_fuzz import boundaries
from tests.test_settled_scans import step as settled_step

Message = dict[str, Any]


def parallel_round(index: int, width: int, call_id: str | None = None) -> list[Message]:
    """One assistant message with `width` calls and their results (ids may be forced)."""
    ids = [call_id or f"p{index}_{k}" for k in range(width)]
    ids = [f"{one}#{k + 2}" if one == call_id and k else one for k, one in enumerate(ids)]
    calls = [
        {"id": one, "type": "function", "function": {"name": f"tool{k}", "arguments": "{}"}}
        for k, one in enumerate(ids)
    ]
    results = [{"role": "tool", "tool_call_id": one, "content": f"r {one}"} for one in ids]
    return [{"role": "assistant", "content": None, "tool_calls": calls}, *results]


def step(rng: random.Random, messages: list[Message], index: int) -> list[Message]:
    """The next request: a tool round, parallel calls, a turn, a branch or reused ids."""
    roll = rng.random()
    if roll < 0.04:  # a summary this router wrote, sent back by the client: no user turn
        summary = f"[compaction-router summary of {index} earlier messages; the originals ...]"
        return [*messages, {"role": "user", "content": summary}]
    if roll < 0.1:
        return [*messages, {"role": "user", "content": f"now page {index}"}]
    if roll < 0.16 and len(messages) > 8:
        return messages[: rng.choice(boundaries(messages))]
    if roll < 0.3:
        return [*messages, *parallel_round(index, rng.randrange(1, 4), rng.choice([None, "same"]))]
    new = tool_round(index, rows=3, tool=rng.choice(["lookup", "fetch"]))
    if roll < 0.5:
        new[0]["tool_calls"][0]["id"] = new[1]["tool_call_id"] = rng.choice(["same", "same#2"])
    return [*messages, *json.loads(json.dumps(new))]


def sessions(seed: int, length: int = 80) -> Any:
    """(messages, found, prefix) for every request of one session."""
    counter = TokenCounter("gpt-4o-mini")
    rng, results, prefix = random.Random(seed), Results(), None
    messages: list[Message] = [{"role": "user", "content": "go"}]
    for index in range(length):
        messages = step(rng, messages, index)
        prefix = read_request(messages, prefix, counter)
        yield prefix.messages, results.found(prefix), prefix


def test_results_located_through_the_scan_match_the_whole_request() -> None:
    for seed in range(4):
        for messages, found, _ in sessions(seed):
            keys = result_keys(messages)
            names = {
                c["id"]: c["function"]["name"] for m in messages for c in m.get("tool_calls") or ()
            }
            for start in range(0, len(messages), 3):
                end = start + 7
                assert [e.key for e in found.between(start, end)] == [
                    key for key in keys[start:end] if key
                ]
            wanted = [*[key for key in keys if key][::-2], "absent"]
            assert [e.index for e in found.indexed(wanted)] == sorted(
                index for index, key in enumerate(keys) if key and key in wanted
            )
            for index, key in enumerate(keys):
                if key:
                    call_id = messages[index]["tool_call_id"]
                    assert found.tool_name(messages, call_id) == names[call_id]


def test_pairing_checked_after_an_earlier_rendering_agrees_with_the_full_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    read: list[int] = []
    whole = pairing.unpaired
    monkeypatch.setattr(pairing, "unpaired", lambda m: read.append(len(m)) or whole(m))
    first = tool_loop(20, rows=2)
    chain = [bytes([i % 256, i // 256]) for i in range(200)]
    memo = SessionMemo()
    assert pairing.rendering_paired(memo, chain, first, len(first))
    masked = {**first[5], "content": "[masked]"}
    grown = [*first[:5], masked, *first[6:], *tool_round(30, rows=2)]
    cases = [
        (grown, True),
        ([*grown, *tool_round(31)[:1]], False),  # a call left unanswered
        ([*grown[:5], {**masked, "tool_call_id": "other"}, *grown[6:]], False),
        ([*grown[:5], {**masked, "role": "user"}, *grown[6:]], False),
        ([*grown, tool_round(32)[1]], False),  # a stray result
    ]
    for rendered, paired in cases:
        read.clear()
        assert pairing.rendering_paired(memo, chain, rendered, len(first) + 2) is paired
        assert (whole(rendered) is None) is paired
        if paired:
            assert max(read) <= 2  # only what follows the earlier rendering was walked
    other = [*chain[:3], *(b"x" + link for link in chain[3:])]  # a message changed in place
    read.clear()
    assert pairing.rendering_paired(memo, other, grown, len(first) + 2)
    assert max(read) == len(grown)


def test_user_turns_read_from_the_last_request_match_the_whole_request() -> None:
    for seed in range(4):
        for messages, found, _ in sessions(seed, 120):
            job = SimpleNamespace(messages=messages, session_id=f"turns{seed}")
            view: Any = SimpleNamespace(job=job, found=found)
            users = [i for i, m in enumerate(messages) if m["role"] == "user"]
            turns = [i for i in users if is_turn(messages[i])]
            assert user_turns(view) == UserTurns(users[0], turns[-1] if turns else None)
            assert view_goal(view) == goal_of(messages)


@pytest.mark.parametrize("knobs", [{}, {"placeholder_tokens": 300, "placeholder_excerpts": 600}])
def test_counted_placeholders_carried_across_edits_match_the_whole_request(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any, knobs: dict[str, Any]
) -> None:
    fast, seen = thinning.counted_keys, [0, 0, 0]

    def counted(attempt: Any, full: bool, excerpts: bool, masked: Any = None) -> list[str] | None:
        keys = fast(attempt, full, excerpts, masked)
        replace, base = attempt.plan.replace, attempt.view.base.replace
        if masked is not None:  # the keys the step masked are all that differ from the edits'
            assert set(masked) == {key for key, _ in replace.items() - base.items()}
            assert base.keys() <= replace.keys()
            seen[2] += 1
        plan = attempt.plan  # results folded into the summary are not in the request
        folded = plan.summary["end"] if plan.summary else 0
        keys_at = enumerate(result_keys(attempt.view.job.messages))
        whole = [k for at, k in keys_at if k and k in replace and at >= folded]
        assert keys == [k for k in whole if counts(attempt, replace[k], full, excerpts)]
        seen[0] += 1
        return keys

    def carried(view: Any, question: Any) -> Any:
        found = fast_carried(view, question)
        seen[1] += found is not None
        return found

    fast_carried, counts = carry.carried, counted_module._counts
    monkeypatch.setattr(thinning, "counted_keys", counted)
    monkeypatch.setattr(counted_module, "carried", carried)
    routed = Router(
        "gpt-4o-mini", context_window=20_000, recorder=Recorder(tmp_path / "c.db"), **knobs
    )
    rng = random.Random(3)
    messages: list[Message] = [{"role": "user", "content": "Fetch every page."}]
    for index in range(150):
        messages = settled_step(rng, messages, index)
        routed.compact(messages, session_id="c", max_tokens=500)
    assert seen[0] > 40 and seen[1] > seen[0] // 2  # mostly carried from the earlier edits
    assert seen[2] > seen[0] // 2
