"""A client that keeps only the compacted request, placeholders, summary and notes included, and
asks about a result read long before: the passage comes back on its turn from the originals the
store kept, to the same router or to a new one sharing its recorder; a note it sends back is
neither answered again nor carried past the next turn."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from router import Router
from tests.conftest import STDLIB_MODULES, read_file_round

SOURCES = STDLIB_MODULES[:30]
ASKED = 3  # the module asked about, read in the fourth round
NOTE = "[compaction-router: passages"
Message = dict[str, Any]


def tool_round(index: int) -> list[Message]:
    return read_file_round(index, STDLIB_MODULES[index], 3000)


def asked_definition() -> tuple[str, str]:
    """A function the asked module defines near its top, and its signature line."""
    text = SOURCES[ASKED].read_text()[:3000]
    found = re.search(r"^def (\w{5,})\([^)]*\)", text, re.M)
    assert found is not None, f"{SOURCES[ASKED]} defines no function in its first page"
    return found.group(1), found.group(0)


class Client:
    """Keeps what the router sent as its history; each request to the same router or (with
    `new_routers`) to a new one on the same recorder, as after a restart."""

    def __init__(self, database: Path, new_routers: bool, window: int) -> None:
        self.database, self.new_routers, self.window = str(database), new_routers, window
        self.router = self.fresh()
        self.history: list[Message] = [
            {"role": "system", "content": "You review Python modules."},
            {"role": "user", "content": "Read the modules one by one."},
        ]

    def fresh(self) -> Router:
        return Router("gpt-4o-mini", context_window=self.window, recorder=self.database)

    def send(self, *new: Message) -> list[Message]:
        """Compact the history with `new` after it; the history becomes what was sent."""
        self.router = self.fresh() if self.new_routers else self.router
        sent = self.router.compact([*self.history, *new], session_id="s", max_tokens=500)
        self.history = list(sent.messages)
        return self.history

    def read_all(self) -> None:
        for index in range(len(SOURCES)):
            self.send(*tool_round(index))

    def question(self) -> Message:
        name, _signature = asked_definition()
        return {"role": "user", "content": f"In {SOURCES[ASKED].name}, what did {name} take?"}


ROUTERS = pytest.mark.parametrize("new_routers", [False, True], ids=["same router", "new routers"])


@ROUTERS
def test_a_fact_read_long_ago_comes_back_from_the_store(new_routers: bool, tmp_path: Path) -> None:
    client = Client(tmp_path / "decisions.db", new_routers, 32_000)
    client.read_all()
    _name, signature = asked_definition()
    asked = next(m for m in client.history if m.get("tool_call_id") == f"call_{ASKED:03d}")
    assert signature not in str(asked["content"])  # masked: the client no longer has it
    assert signature in str(client.send(client.question())[-1]["content"])


@ROUTERS
def test_a_result_folded_into_a_summary_sent_back_comes_back_from_the_store(
    new_routers: bool, tmp_path: Path
) -> None:
    client = Client(tmp_path / "decisions.db", new_routers, 6000)
    client.read_all()
    asked_id = f"call_{ASKED:03d}"
    assert not [m for m in client.history if m.get("tool_call_id") == asked_id]  # folded
    assert f"tool_call_id={asked_id}" in str(client.history[2]["content"])  # its pointer
    _name, signature = asked_definition()
    assert signature in str(client.send(client.question())[-1]["content"])


@ROUTERS
def test_a_note_sent_back_goes_at_the_next_turn(new_routers: bool, tmp_path: Path) -> None:
    client = Client(tmp_path / "decisions.db", new_routers, 32_000)
    client.read_all()
    first = client.question()
    noted = client.send(first)[-1]
    assert NOTE in str(noted["content"])  # the note, sent back from here on
    for index in range(len(SOURCES), len(SOURCES) + 2):  # tool rounds before the next turn
        assert noted in client.send(*tool_round(index))  # as it was sent: one note, same bytes
    name, _signature = asked_definition()
    request = [
        *client.history,
        {"role": "assistant", "content": f"{name} takes a command list."},
        {"role": "user", "content": f"And what does {SOURCES[ASKED + 1].name} define?"},
    ]
    sender = client.fresh() if new_routers else client.router
    sent = sender.compact(request, session_id="s", max_tokens=500).messages
    asked = next(m for m in sent if str(m.get("content")).startswith(first["content"]))
    assert asked["content"] == first["content"]  # the earlier turn goes without its note
    assert NOTE in str(sent[-1]["content"])  # the new turn has its own
    again = client.fresh().compact(request, session_id="s", max_tokens=500).messages
    assert again == sent  # recorded: the same request gets the same bytes
