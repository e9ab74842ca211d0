"""Getting a cut result back: the original of a masked or truncated tool result."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from router.errors import OriginalNotFound
from router.history.edit_store import EditStore
from router.reading.prefix import read_request
from router.reading.tokens import TokenCounter
from rungs import result_keys

__all__ = ["RECALL_TOOL", "branch_key", "recall_original"]

RECALL_TOOL: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": "recall_tool_result",
        "description": (
            "Get back the full original text of an earlier tool result that was masked or cut "
            "to save context. Pass the tool_call_id named in the placeholder."
        ),
        "parameters": {
            "type": "object",
            "properties": {"tool_call_id": {"type": "string"}},
            "required": ["tool_call_id"],
        },
    },
}


def branch_key(key: str, link: bytes) -> str:
    """A result key qualified by the history that led to it (for recall across branches)."""
    return f"{key}@{link.hex()[:16]}"


def _branch_key(messages: Sequence[Any], tool_call_id: str, counter: TokenCounter) -> str | None:
    prefix = read_request(messages, None, counter)
    keys = result_keys(prefix.messages)
    for index in range(len(keys) - 1, -1, -1):
        if keys[index] == tool_call_id:
            return branch_key(tool_call_id, prefix.chain[index])
    return None


def recall_original(
    store: EditStore,
    counter: TokenCounter,
    session_id: str,
    tool_call_id: str,
    messages: Sequence[Any] | None = None,
) -> str:
    """The recorded original, of the branch `messages` describe when given."""
    key = _branch_key(messages, tool_call_id, counter) if messages is not None else None
    original = store.get_original(session_id, key or tool_call_id)
    if original is None:
        raise OriginalNotFound(
            f"no original recorded for tool_call_id {tool_call_id!r} in session {session_id!r}: "
            "only results the router masked or truncated are kept"
        )
    return original
