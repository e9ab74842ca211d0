"""Edge cases: reused and '#'-bearing ids, a shrinking budget on replay, None fields, threads."""

from __future__ import annotations

import json
import threading
from typing import Any

from router import Router
from rungs import result_keys
from tests.conftest import TOOLS, tool_loop, tool_round
from tests.test_rung_properties import assert_valid_and_paired


def result(call_id: str, text: str) -> list[dict[str, Any]]:
    call = {"id": call_id, "type": "function", "function": {"name": "f", "arguments": "{}"}}
    return [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": call_id, "content": text},
    ]


def test_result_keys_never_collide_with_ids_that_contain_a_hash() -> None:
    messages = [m for i in ("a", "a#2", "a", "b", "a") for m in result(i, "x")]
    keys = [k for k in result_keys(messages) if k]
    assert len(set(keys)) == len(keys) == 5
    assert result_keys(messages[:6]) == result_keys(messages)[:6], "stable as the list grows"


def test_the_newest_result_is_never_masked_when_an_old_id_is_reused() -> None:
    messages = [{"role": "user", "content": "go"}]
    for index, call_id in enumerate(["a", "a#2", "x1", "x2", "x3", "x4", "x5", "a"]):
        messages += result(call_id, f"payload {index} " * 400)
    # No cap on arrival: the default cap (1/8 of the window) cuts the middle of every large
    # result, the newest too, by design; this test is about masking with a reused id.
    for router in (
        Router("gpt-4o-mini", context_window=8_000, keep_last_rounds=1, max_result_tokens=None),
        Router("gpt-4o-mini", context_window=8_000, max_result_tokens=None, preset="fill"),
    ):
        out = router.compact(messages, max_tokens=300)
        assert out.rung == "mask"
        assert out.messages[-1] == messages[-1]
        assert_valid_and_paired(out.messages)


def test_the_early_tier_never_masks_the_newest_result_when_an_old_id_is_reused() -> None:
    messages = [{"role": "user", "content": "go"}]
    for index, call_id in enumerate(["a", "a#2", "x1", "a", "x2", "a"]):
        messages += result(call_id, f"payload {index} " * 60)
    router = Router("gpt-4o-mini", context_window=8_000, mask_trigger=500, fold_masked=False)
    out = router.compact(messages)
    assert out.reason.startswith("early tier")
    masked = [m for m in out.messages if str(m.get("content")).startswith("[compaction-router")]
    assert len(masked) == 5
    assert out.messages[-1] == messages[-1]
    assert_valid_and_paired(out.messages)
    folded = Router("gpt-4o-mini", context_window=8_000, mask_trigger=500).compact(messages)
    summary = str(folded.messages[1]["content"])
    assert all(f"tool_call_id={key}\n" in summary + "\n" for key in ("a", "a#2", "x1", "x2"))
    assert folded.messages[-2:] == messages[-2:]  # the newest round, as it came
    assert_valid_and_paired(folded.messages)


def test_a_replay_under_a_smaller_budget_is_compacted_further_not_sent_oversized() -> None:
    router = Router("gpt-4o-mini", context_window=8_000)
    messages = tool_loop(10)
    first = router.compact(messages, max_tokens=200)
    second = router.compact(messages, max_tokens=5_000)
    assert first.rung != "nothing"
    assert second.tokens_after <= router.budget(5_000).hard_limit
    assert router.compact(messages, max_tokens=5_000).messages == second.messages


def test_a_field_set_to_none_and_a_missing_field_hash_differently() -> None:
    router = Router("gpt-4o-mini", context_window=20_000)
    plain = {"role": "user", "content": "same text"}
    with_none = {**plain, "name": None}
    assert router.counter.info(plain)[1] != router.counter.info(with_none)[1]


def test_threads_compacting_one_session_raise_nothing_and_agree() -> None:
    router = Router("gpt-4o-mini", context_window=12_000)
    messages = tool_loop(0)
    prefixes = []
    for index in range(40):
        messages = messages + tool_round(index)
        prefixes.append(messages)
    for request in prefixes:
        router.compact(request, tools=TOOLS, session_id="t")
    errors: list[BaseException] = []
    outputs: dict[int, str] = {}

    def work(offset: int) -> None:
        try:
            for position in range(offset, len(prefixes), 3):
                out = router.compact(prefixes[position], tools=TOOLS, session_id="t")
                outputs[position] = json.dumps(out.messages)
        except BaseException as error:
            errors.append(error)

    threads = [threading.Thread(target=work, args=(k % 3,)) for k in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors
    for position, text in outputs.items():
        assert text == json.dumps(
            router.compact(prefixes[position], tools=TOOLS, session_id="t").messages
        )


def test_recall_with_the_conversation_returns_that_branchs_original() -> None:
    router = Router("gpt-4o-mini", context_window=8_000, keep_last_rounds=1)
    branches = []
    for name in ("ONE", "TWO"):
        messages = [{"role": "user", "content": f"branch {name}"}]
        for index in range(8):
            messages += result(f"call_{index}", f"BRANCH-{name} result {index} " * 300)
        router.compact(messages, session_id="s", max_tokens=300)
        branches.append(messages)
    assert router.recall("s", "call_0", messages=branches[1]).startswith("BRANCH-TWO")
    assert router.recall("s", "call_0", messages=branches[0]).startswith("BRANCH-ONE")
    assert router.recall("s", "call_0").startswith("BRANCH-ONE")
