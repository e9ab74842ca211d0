"""A tool loop whose client keeps the compacted request as its history and sends it back to a
new router each round: every call stays recallable, tool output never becomes a durable item,
placeholders sent back are summarised by their excerpts (their calls are named once, by the
pointer lines), and the summary it carries is never taken for the user's newest turn."""

from __future__ import annotations

import json
from typing import Any

from judges.durable_section import parse_section
from router import Router
from rungs import SUMMARY_MARK
from tests.conftest import STDLIB_MODULES, read_file_round

ROUNDS = 48
SOURCES = STDLIB_MODULES[:ROUNDS]


def tool_round(index: int) -> list[dict[str, Any]]:
    return read_file_round(index, SOURCES[index % len(SOURCES)], 1500)


def sent_back_loop() -> tuple[list[dict[str, Any]], list[str]]:
    """The last request of the loop, and every tool result's text."""
    history: list[dict[str, Any]] = [
        {"role": "system", "content": "You review Python modules."},
        {"role": "user", "content": "Read the modules one by one and list what each exports."},
    ]
    results: list[str] = []
    for index in range(ROUNDS):
        new = tool_round(index)
        results.append(new[1]["content"])
        router = Router("gpt-4o-mini", context_window=8000, target=4000, trigger=6000)
        compacted = router.compact([*history, *new], session_id=f"worker-{index}", max_tokens=500)
        history = list(compacted.messages)
    return history, results


def summaries(messages: list[dict[str, Any]]) -> list[str]:
    texts = (str(m.get("content") or "") for m in messages)
    return [text for text in texts if text.startswith(SUMMARY_MARK)]


def test_every_call_stays_named_and_the_summary_is_no_user_turn() -> None:
    history, results = sent_back_loop()
    sent = json.dumps(history)
    assert all(f"call_{index:03d}" in sent for index in range(ROUNDS))
    assert len(summaries(history)) == 1
    assert "[compaction-router: passages" not in summaries(history)[0]
    assert "[compaction-router: result of" not in summaries(history)[0]  # pointers name them
    section = summaries(history)[0].partition("Durable items")[2].split("\n\n")[0]
    items = [line[2:] for line in section.splitlines() if line.startswith("- ")]
    assert not [item for item in items if any(item in result for result in results)]


def test_passages_brought_back_on_a_turn_sent_back_are_never_read_as_the_users_words() -> None:
    history: list[dict[str, Any]] = [
        {"role": "system", "content": "You review Python modules."},
        {"role": "user", "content": "Read the modules one by one and list what each exports."},
    ]
    results: list[str] = []
    noted = 0
    for index in range(ROUNDS):
        new = tool_round(index)
        results.append(new[1]["content"])
        if index % 8 == 7:  # the user asks about a module read a while ago
            asked = SOURCES[index - 6].name
            new = [{"role": "user", "content": f"What did {asked} import at the top?"}, *new]
        router = Router("gpt-4o-mini", context_window=8000, target=4000, trigger=6000)
        compacted = router.compact([*history, *new], session_id=f"worker-{index}", max_tokens=500)
        history = list(compacted.messages)
        noted += "[compaction-router: passages" in json.dumps(history)
    assert noted  # notes were sent back
    assert len(summaries(history)) == 1
    summary = summaries(history)[0]
    assert "[compaction-router: passages" not in summary
    items = [text for _kind, text in parse_section(summary)]
    assert not [item for item in items if any(item in result for result in results)]
    assert not [item for item in items if item.startswith("read_file(")]
