"""A client that keeps only the compacted request, placeholders and all, and asks about a result
read long before: the passage comes back on its turn from the originals the store kept, to the
same router or to a new one sharing its recorder."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from router import Router
from tests.conftest import STDLIB_MODULES, read_file_round

SOURCES = STDLIB_MODULES[:30]
ASKED = 3  # the module asked about, read in the fourth round


def tool_round(index: int) -> list[dict[str, Any]]:
    return read_file_round(index, STDLIB_MODULES[index], 3000)


def asked_definition() -> tuple[str, str]:
    """A function the asked module defines near its top, and its signature line."""
    text = SOURCES[ASKED].read_text()[:3000]
    found = re.search(r"^def (\w{5,})\([^)]*\)", text, re.M)
    assert found is not None, f"{SOURCES[ASKED]} defines no function in its first page"
    return found.group(1), found.group(0)


@pytest.mark.parametrize("new_routers", [False, True], ids=["same router", "new routers"])
def test_a_fact_read_long_ago_comes_back_from_the_store(new_routers: bool, tmp_path: Path) -> None:
    database = str(tmp_path / "decisions.db")

    def router() -> Router:
        return Router("gpt-4o-mini", context_window=32_000, recorder=database)

    history: list[dict[str, Any]] = [
        {"role": "system", "content": "You review Python modules."},
        {"role": "user", "content": "Read the modules one by one."},
    ]
    current = router()
    for index in range(len(SOURCES)):
        current = router() if new_routers else current
        compacted = current.compact([*history, *tool_round(index)], session_id="s", max_tokens=500)
        history = list(compacted.messages)  # the client keeps only what was sent
    name, signature = asked_definition()
    asked_result = next(m for m in history if m.get("tool_call_id") == f"call_{ASKED:03d}")
    assert signature not in str(asked_result["content"])  # masked: the client no longer has it
    question = {"role": "user", "content": f"In {SOURCES[ASKED].name}, what did {name} take?"}
    current = router() if new_routers else current
    sent = current.compact([*history, question], session_id="s", max_tokens=500).messages
    assert signature in str(sent[-1]["content"])


@pytest.mark.parametrize("new_routers", [False, True], ids=["same router", "new routers"])
def test_a_result_folded_into_a_summary_sent_back_comes_back_from_the_store(
    new_routers: bool, tmp_path: Path
) -> None:
    database = str(tmp_path / "decisions.db")

    def router() -> Router:
        return Router("gpt-4o-mini", context_window=6000, recorder=database)

    history: list[dict[str, Any]] = [
        {"role": "system", "content": "You review Python modules."},
        {"role": "user", "content": "Read the modules one by one."},
    ]
    current = router()
    for index in range(len(SOURCES)):
        current = router() if new_routers else current
        compacted = current.compact([*history, *tool_round(index)], session_id="s", max_tokens=500)
        history = list(compacted.messages)
    asked_id = f"call_{ASKED:03d}"
    assert not [m for m in history if m.get("tool_call_id") == asked_id]  # folded
    assert f"tool_call_id={asked_id}" in str(history[2]["content"])  # its pointer in the summary
    name, signature = asked_definition()
    question = {"role": "user", "content": f"In {SOURCES[ASKED].name}, what did {name} take?"}
    current = router() if new_routers else current
    sent = current.compact([*history, question], session_id="s", max_tokens=500).messages
    assert signature in str(sent[-1]["content"])


@pytest.mark.parametrize("new_routers", [False, True], ids=["same router", "new routers"])
def test_a_note_sent_back_goes_at_the_next_turn(new_routers: bool, tmp_path: Path) -> None:
    database = str(tmp_path / "decisions.db")

    def router() -> Router:
        return Router("gpt-4o-mini", context_window=32_000, recorder=database)

    history: list[dict[str, Any]] = [
        {"role": "system", "content": "You review Python modules."},
        {"role": "user", "content": "Read the modules one by one."},
    ]
    current = router()
    for index in range(len(SOURCES)):
        current = router() if new_routers else current
        compacted = current.compact([*history, *tool_round(index)], session_id="s", max_tokens=500)
        history = list(compacted.messages)
    name, _signature = asked_definition()
    first = {"role": "user", "content": f"In {SOURCES[ASKED].name}, what did {name} take?"}
    current = router() if new_routers else current
    history = list(current.compact([*history, first], session_id="s", max_tokens=500).messages)
    noted = history[-1]
    assert "[compaction-router: passages" in str(noted["content"])  # the note, sent back
    for index in range(len(SOURCES), len(SOURCES) + 2):  # tool rounds before the next turn
        current = router() if new_routers else current
        compacted = current.compact([*history, *tool_round(index)], session_id="s", max_tokens=500)
        history = list(compacted.messages)
        assert noted in history  # the answered turn stays as it was sent: one note, same bytes
    answer = {"role": "assistant", "content": f"{name} takes a command list."}
    second = {"role": "user", "content": f"And what does {SOURCES[ASKED + 1].name} define?"}
    request = [*history, answer, second]
    current = router() if new_routers else current
    sent = current.compact(request, session_id="s", max_tokens=500).messages
    asked = next(m for m in sent if str(m.get("content")).startswith(first["content"]))
    assert asked["content"] == first["content"]  # the earlier turn goes without its note
    assert "[compaction-router: passages" in str(sent[-1]["content"])  # the new one has its own
    again = router().compact(request, session_id="s", max_tokens=500).messages
    assert again == sent  # recorded: the same request gets the same bytes
