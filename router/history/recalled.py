"""Passages brought back for a user turn, carried by that turn's own message.

A new user turn is new in the request that carries it, so what is added to it leaves the
prompt cache of everything before it intact; later requests send it the same way until a newer
user turn replaces it (a plan records a dropped note as an empty one). A note is
keyed by the message's index and a digest of its text, so a branch that puts another message
there does not inherit it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

from rungs.text import content_text

__all__ = [
    "NOTE_DROPPED",
    "NOTE_HEADING",
    "before",
    "carries_note",
    "notes_sent_back",
    "recalled_key",
    "with_recalled",
    "without_recalled",
]

Message = dict[str, Any]

NOTE_HEADING = (
    "[compaction-router: passages of earlier tool results this message may be about; "
    "recall by tool_call_id for the whole result]"
)
"""The first line of a note."""
NOTE_DROPPED = "(note dropped)"
"""What a plan records for a user turn whose note the client sent back once a newer turn came:
the turn is sent without it."""


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
        if note == NOTE_DROPPED:
            messages[at] = without_recalled(message)
            continue
        if isinstance(content, list):
            added: Any = [*content, {"type": "text", "text": note}]
        else:
            added = f"{content}\n\n{note}" if content else note
        messages[at] = {**message, "content": added}
    return messages


def without_recalled(message: Message) -> Message:
    """`message` without a note this router appended to it (a client sent the request back):
    what the user wrote, never tool output read as their words."""
    content = message.get("content")
    if not carries_note(message):
        return message
    if isinstance(content, list):
        return {**message, "content": [part for part in content if not _is_note(part)]}
    return {**message, "content": str(content).partition(NOTE_HEADING)[0].rstrip("\n")}


def _is_note(part: object) -> bool:
    return isinstance(part, dict) and str(part.get("text", "")).startswith(NOTE_HEADING)


def notes_sent_back(messages: Sequence[Message], end: int) -> list[str]:
    """The keys of the user messages before `end` that carry a note of this router's (a client
    sent the request back): a newer turn has come, so they go without it."""
    return [
        recalled_key(at, message)
        for at, message in enumerate(messages[:end])
        if message.get("role") == "user" and carries_note(message)
    ]


def carries_note(message: Message) -> bool:
    """Whether `message` carries a note of this router's (sent back by the client)."""
    content = message.get("content")
    if isinstance(content, str):
        return NOTE_HEADING in content
    return isinstance(content, list) and any(_is_note(part) for part in content)


def before(notes: Mapping[str, str], end: int) -> list[str]:
    """The keys of notes on messages before `end` (folded into a summary)."""
    return [key for key in notes if _index(key) < end]
