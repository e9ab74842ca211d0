"""Small text helpers shared by the rungs."""

from __future__ import annotations

from typing import Any

__all__ = ["content_text", "shorten"]


def shorten(text: str, limit: int) -> str:
    """One line of at most `limit` characters, cut in the middle when longer."""
    line = " ".join(text.split())
    if len(line) <= limit:
        return line
    if limit < 8:
        return line[:limit]
    head = (limit - 1) // 2
    tail = limit - 1 - head
    return f"{line[:head]}…{line[-tail:]}"


def content_text(content: Any) -> str:
    """The text of a message's content: a string, or the text parts of a parts list."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = [str(part.get("text", "")) for part in content if isinstance(part, dict)]
        return "\n".join(text for text in texts if text)
    return ""
