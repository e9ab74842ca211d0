"""Passages brought back for a user turn, carried by that turn's own message.

A new user turn is new in the request that carries it, so what is added to it leaves the
prompt cache of everything before it intact; later requests send it the same way until a newer
user turn replaces it (a plan records a dropped note as an empty one). A note is
keyed by the message's index and a digest of its text, so a branch that puts another message
there does not inherit it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

from rungs.text import content_text

__all__ = ["before", "recalled_key", "with_recalled"]

Message = dict[str, Any]


def recalled_key(index: int, message: Message) -> str:
    """The key of a note on message `index`: its index and a digest of its text."""
    text = content_text(message.get("content")).encode("utf-8", "surrogatepass")
    return f"{index}:{hashlib.blake2b(text, digest_size=8).hexdigest()}"


def _index(key: str) -> int:
    return int(key.partition(":")[0])


def with_recalled(messages: list[Message], notes: Mapping[str, str]) -> list[Message]:
    """`messages` (a list of its own) with each note appended to the message it names."""
    for key, note in sorted(notes.items(), key=lambda item: _index(item[0])):
        at = _index(key)
        if at >= len(messages) or recalled_key(at, messages[at]) != key:
            continue
        message = messages[at]
        content = message.get("content")
        if isinstance(content, list):
            added: Any = [*content, {"type": "text", "text": note}]
        else:
            added = f"{content}\n\n{note}" if content else note
        messages[at] = {**message, "content": added}
    return messages


def before(notes: Mapping[str, str], end: int) -> list[str]:
    """The keys of notes on messages before `end` (folded into a summary)."""
    return [key for key in notes if _index(key) < end]
