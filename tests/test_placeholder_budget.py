"""The placeholders' budget: old placeholders shortened in batches, facts back when asked.

Folding (tests/test_fold.py) turns masked rounds into lines of one message; these tests keep
the placeholders in place (`fold_masked=False`) to watch their budgets at work.
"""

from __future__ import annotations

import json
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from recorder import Recorder, canonical_json
from router import ConfigurationError, Router
from router.engine.thinning import placeholder_budget
from router.reading.tokens import TokenCounter
from rungs.mask import SHORT_MARK

Message = dict[str, Any]
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "orders",
            "description": "One page of orders.",
            "parameters": {"type": "object", "properties": {"page": {"type": "integer"}}},
        },
    }
]
TASK = "Page through the orders and list every order on customs hold with its reference."


def page(index: int) -> str:
    """Thirty orders as JSON; every third page holds one order on customs hold."""
    records = [
        {
            "order": f"ORD-{index:03d}-{row:02d}",
            "status": ("shipped", "packed", "delivered")[(index + row) % 3],
            "total": f"{(index * 31 + row * 17) % 900 + 10}.{row:02d}",
        }
        for row in range(30)
    ]
    if index % 3 == 0:
        records[7]["status"] = f"customs hold, reference CH-{9000 + index}"
    return json.dumps({"page": index, "records": records}, indent=1)


def round_of(index: int) -> list[Message]:
    """One assistant call and its result."""
    call_id = f"call_{index}"
    call = {"id": call_id, "type": "function",
            "function": {"name": "orders", "arguments": json.dumps({"page": index})}}  # fmt: skip
    return [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": call_id, "content": page(index)},
    ]


def start() -> list[Message]:
    return [{"role": "system", "content": "You are an order agent."},
            {"role": "user", "content": TASK}]  # fmt: skip


def drive(router: Router, rounds: int, session: str = "loop") -> tuple[list[Message], list[Any]]:
    """An append-only tool loop through compact(); the history and every result."""
    messages, results = start(), []
    for index in range(rounds):
        messages = messages + round_of(index)
        results.append(router.compact(messages, tools=TOOLS, session_id=session))
    return messages, results


def placeholders(messages: list[Message]) -> list[str]:
    """The texts of masked results in a request."""
    return [
        str(m["content"])
        for m in messages
        if m.get("role") == "tool" and str(m.get("content")).startswith("[compaction-router:")
    ]


def paired(messages: list[Message]) -> bool:
    """Every tool call has its result right after, and every result its call."""
    calls = [c["id"] for m in messages for c in m.get("tool_calls") or ()]
    results = [m["tool_call_id"] for m in messages if m.get("role") == "tool"]
    return calls == results


def test_the_placeholders_budgets_hold_over_a_long_loop() -> None:
    router = Router("gpt-4o-mini", context_window=32_000, fold_masked=False, placeholder_tokens=600,
                    placeholder_excerpts=300)  # fmt: skip
    counter = TokenCounter("gpt-4o-mini")
    _, results = drive(router, 120)
    for result in results:
        texts = placeholders(result.messages)
        full = [counter.text(p) for p in texts if not p.startswith(SHORT_MARK)]
        assert sum(full[:-1]) <= 600  # the newest step's placeholder stays in full
        assert sum(counter.text(p.partition("\n")[2]) for p in texts) <= 300
    last = placeholders(results[-1].messages)
    short = [p for p in last if p.startswith(SHORT_MARK)]
    assert len(short) > 60, "old placeholders were not shortened"
    # shortened in batches: few steps break the cache further back than the newest result
    thinned = [r for r in results if "shortened" in (r.reason or "")]
    assert 1 <= len(thinned) <= len(short) // 5
    assert any("excerpts dropped" in (r.reason or "") for r in results)


def test_a_shortened_placeholder_keeps_its_excerpts_while_they_fit() -> None:
    _, results = drive(Router("gpt-4o-mini", context_window=32_000, fold_masked=False), 90)
    newest = placeholders(results[-1].messages)[-1]
    assert newest.startswith("[compaction-router: result of orders(")
    early = next(m for m in results[-1].messages if m.get("tool_call_id") == "call_3")
    assert str(early["content"]).startswith(SHORT_MARK)
    assert "CH-9003" in str(early["content"])


def test_every_tool_call_stays_paired_and_a_short_line_keeps_its_id() -> None:
    _, results = drive(Router("gpt-4o-mini", context_window=32_000, fold_masked=False), 90)
    assert all(paired(r.messages) for r in results)
    for message in results[-1].messages:
        content = str(message.get("content"))
        if content.startswith(SHORT_MARK):
            assert f"tool_call_id={message['tool_call_id']}" in content


def test_a_question_about_an_old_masked_result_gets_its_excerpt_back() -> None:
    router = Router(
        "gpt-4o-mini", context_window=32_000, fold_masked=False, placeholder_excerpts=300
    )
    messages, results = drive(router, 90)
    early = next(m for m in results[-1].messages if m.get("tool_call_id") == "call_3")
    assert str(early["content"]).startswith(SHORT_MARK)
    assert "CH-9003" not in str(early["content"])
    asked = [*messages, {"role": "assistant", "content": "Still paging."},
             {"role": "user", "content": "What is the reference of order ORD-003-07?"}]  # fmt: skip
    answer = router.compact(asked, tools=TOOLS, session_id="loop")
    assert "CH-9003" in json.dumps(answer.messages)
    assert paired(answer.messages)
    assert router.recall("loop", "call_3") == page(3)


def test_a_replay_from_the_recorder_gives_identical_bytes(tmp_path: Path) -> None:
    db = tmp_path / "edits.db"
    with Recorder(db) as rec:
        messages, results = drive(
            Router("gpt-4o-mini", context_window=32_000, fold_masked=False, recorder=rec), 60
        )
    assert any("shortened" in (r.reason or "") for r in results)
    with Recorder(db) as rec:
        again = Router("gpt-4o-mini", context_window=32_000, fold_masked=False, recorder=rec)
        replayed = again.compact(messages, tools=TOOLS, session_id="loop")
    assert replayed.replayed
    assert canonical_json(replayed.messages) == canonical_json(results[-1].messages)


def test_the_budget_is_a_setting_the_fill_preset_turns_off() -> None:
    config = Router("gpt-4o-mini", context_window=32_000, fold_masked=False).config
    assert config.placeholder_tokens == config.placeholder_excerpts == "auto"
    fill = Router("m", context_window=32_000, preset="fill").config
    assert fill.placeholder_tokens is None and fill.placeholder_excerpts is None
    for knob in ("placeholder_tokens", "placeholder_excerpts"):
        with pytest.raises(ConfigurationError, match=knob):
            Router("m", context_window=32_000, **{knob: -1})
    full, excerpts = "placeholder_tokens", "placeholder_excerpts"
    assert placeholder_budget("auto", 128_000, full) == 125
    assert placeholder_budget(0.01, 120_000, full) == 1_200
    assert placeholder_budget(1_200, 120_000, excerpts) == 1_200
    assert placeholder_budget("auto", 120_000, excerpts) == 10_000
    assert placeholder_budget(None, 120_000, excerpts) is None
    _, results = drive(
        Router("gpt-4o-mini", context_window=32_000, fold_masked=False, preset="fill"), 5
    )
    assert all(paired(r.messages) for r in results)


def test_between_shortenings_each_request_extends_the_previous_one_but_the_newest() -> None:
    _, results = drive(
        Router("gpt-4o-mini", context_window=32_000, fold_masked=False, placeholder_tokens=600), 60
    )
    assert sum("shortened" in (r.reason or "") for r in results) <= 10
    for before, after in pairwise(results):
        if "shortened" not in (after.reason or ""):
            assert after.messages[: len(before.messages) - 1] == before.messages[:-1]
