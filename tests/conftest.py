"""Shared fixtures: offline tokenizers, conversations and a router on a small window."""

from __future__ import annotations

import json
import sysconfig
from pathlib import Path
from typing import Any

import pytest

from router.offline import configure_offline

configure_offline()

Message = dict[str, Any]


def exchange(call_id: str, tool: str, arguments: dict[str, Any], text: str) -> list[Message]:
    """One assistant call of `tool` with `arguments` (id `call_id`) and its result `text`."""
    call = {
        "id": call_id,
        "type": "function",
        "function": {"name": tool, "arguments": json.dumps(arguments)},
    }
    return [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": call_id, "content": text},
    ]


def tool_round(index: int, rows: int = 40, tool: str = "lookup") -> list[Message]:
    """One assistant tool call and its result of `rows` rows."""
    body = "\n".join(
        f"row {r}: item ITEM-{index:03d}-{r:02d} price {r * 3 + index}.50 stock {r * 7 % 13}"
        for r in range(rows)
    )
    return exchange(f"call_{index}", tool, {"page": index}, body)


STDLIB_MODULES = sorted(Path(sysconfig.get_paths()["stdlib"]).glob("*.py"))
"""Real files every machine running the tests has: the standard library's own modules."""


def read_file_round(index: int, path: Path, chars: int) -> list[Message]:
    """One `read_file` call (id `call_<index:03d>`) and the first `chars` characters of `path`."""
    return exchange(f"call_{index:03d}", "read_file", {"path": str(path)}, path.read_text()[:chars])


def tool_loop(rounds: int, rows: int = 40) -> list[Message]:
    """A system prompt, a task and `rounds` tool rounds."""
    messages: list[Message] = [
        {"role": "system", "content": "You are an inventory agent."},
        {"role": "user", "content": "Page through the inventory and report the cheapest item."},
    ]
    for index in range(rounds):
        messages.extend(tool_round(index, rows))
    return messages


TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "lookup",
            "description": "Look up one page of inventory.",
            "parameters": {"type": "object", "properties": {"page": {"type": "integer"}}},
        },
    }
]


@pytest.fixture
def loop_messages() -> list[Message]:
    """A 30-round tool loop."""
    return tool_loop(30)
