"""Sample messages and tool schemas shared by the tests."""

from __future__ import annotations

from typing import Any

USER: list[dict[str, Any]] = [{"role": "user", "content": "What is the weather in Paris?"}]
LOOKUP_TOOL: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": "lookup",
        "description": "Look up a city's weather.",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
    },
}
