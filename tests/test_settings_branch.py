"""Routers with different settings on one session never replay each other's decisions."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from recorder import Recorder
from router import Router
from tests.conftest import tool_loop, tool_round

Message = dict[str, Any]


def loop_with_reads(rounds: int) -> list[Message]:
    """A tool loop whose every other round reads a file (a result router A never masks)."""
    messages = tool_loop(0)
    for index in range(1, rounds + 1):
        messages += tool_round(index, tool="read_file" if index % 2 else "lookup")
    return messages


def masked_reads(messages: list[Message], original: list[Message]) -> list[str]:
    """The ids of read_file results sent differently from the original."""
    reads = {
        call["id"]
        for message in original
        for call in message.get("tool_calls") or ()
        if call["function"]["name"] == "read_file"
    }
    before = {m["tool_call_id"]: m["content"] for m in original if m["role"] == "tool"}
    return [
        m["tool_call_id"]
        for m in messages
        if m["role"] == "tool"
        and m["tool_call_id"] in reads
        and m["content"] != before[m["tool_call_id"]]
    ]


def test_a_router_that_excludes_a_tool_never_sends_it_masked_after_another_masked_it(
    tmp_path: Path,
) -> None:
    database = tmp_path / "shared.db"
    b = Router("gpt-4o-mini", context_window=8_000, recorder=Recorder(database))
    a = Router(
        "gpt-4o-mini",
        context_window=8_000,
        recorder=Recorder(database),
        exclude_tools=["read_file"],
    )
    messages = loop_with_reads(12)
    by_b = b.compact(messages, session_id="s", max_tokens=300)
    assert masked_reads(by_b.messages, messages), "B masks read_file results"
    by_a = a.compact(messages, session_id="s", max_tokens=300)
    assert masked_reads(by_a.messages, messages) == []
    assert not by_a.replayed
    messages += tool_round(13, tool="lookup")
    later = a.compact(messages, session_id="s", max_tokens=300)
    assert masked_reads(later.messages, messages) == []


def test_the_audit_tells_a_branch_decided_under_other_settings(tmp_path: Path) -> None:
    database = tmp_path / "shared.db"
    b = Router("gpt-4o-mini", context_window=8_000, recorder=Recorder(database))
    a = Router(
        "gpt-4o-mini", context_window=8_000, recorder=Recorder(database), exclude_tools=["x"]
    )
    messages = loop_with_reads(12)
    b.compact(messages, session_id="s", max_tokens=300)
    a.compact(messages, session_id="s", max_tokens=300)
    edits = [e for e in Recorder(database).load_edits("s") if e.rung != "calibrate"]
    hashes = {e.config_hash for e in edits}
    assert hashes == {a.config.config_hash, b.config.config_hash}
    branch = next(e for e in edits if e.config_hash == a.config.config_hash)
    assert branch.payload["settings_branch"]["other_config_hash"] == b.config.config_hash
    assert "settings differ" in branch.reason
    assert json.dumps(branch.payload)


def test_each_router_replays_its_own_branch_byte_for_byte(tmp_path: Path) -> None:
    database = tmp_path / "shared.db"
    b = Router("gpt-4o-mini", context_window=8_000, recorder=Recorder(database))
    a = Router(
        "gpt-4o-mini",
        context_window=8_000,
        recorder=Recorder(database),
        exclude_tools=["read_file"],
    )
    messages = loop_with_reads(12)
    first_b = b.compact(messages, session_id="s", max_tokens=300)
    first_a = a.compact(messages, session_id="s", max_tokens=300)
    again_a = Router(
        "gpt-4o-mini",
        context_window=8_000,
        recorder=Recorder(database),
        exclude_tools=["read_file"],
    ).compact(messages, session_id="s", max_tokens=300)
    again_b = b.compact(messages, session_id="s", max_tokens=300)
    assert json.dumps(again_a.messages) == json.dumps(first_a.messages)
    assert json.dumps(again_b.messages) == json.dumps(first_b.messages)
    assert again_a.replayed and again_b.replayed
