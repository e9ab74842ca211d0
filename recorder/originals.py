"""Originals of cut tool results, each text stored once per session.

A text saved again under another key (the same result keyed by its branch, ``call_7@3f…``)
is stored as a reference: ``same_as`` names the row holding the text and ``content`` is empty.
"""

from __future__ import annotations

import hashlib
from typing import Any

from recorder.types import SqlConnection

__all__ = ["SELECT_ORIGINAL", "STORED_TEXTS", "insert_original", "text_digest"]

_EXISTS = "SELECT 1 FROM originals WHERE session_id = ? AND tool_call_id = ?"

_SAME_TEXT = """
SELECT tool_call_id FROM originals
WHERE session_id = ? AND digest = ? AND same_as IS NULL AND tool = ? AND content = ?
ORDER BY id LIMIT 1
"""

_INSERT = """
INSERT INTO originals (session_id, tool_call_id, tool, content, created, same_as, digest)
VALUES (?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (session_id, tool_call_id) DO NOTHING
"""

SELECT_ORIGINAL = """
SELECT coalesce(t.content, o.content) AS content FROM originals o
LEFT JOIN originals t ON t.session_id = o.session_id AND t.tool_call_id = o.same_as
WHERE o.session_id = ? AND o.tool_call_id = ?
"""
"""The text of one original, following a reference to the row that holds it."""

STORED_TEXTS = "SELECT count(*) FROM originals WHERE same_as IS NULL"
"""How many original texts are stored (references not counted)."""


def text_digest(text: str) -> str:
    """The key a stored text is found again by: the first 32 hex digits of its UTF-8 SHA-256."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def insert_original(
    conn: SqlConnection, session_id: str, key: str, tool: str, text: str, stamp: str
) -> None:
    """Insert an original unless `key` has one; a text already stored becomes a reference."""
    if conn.execute(_EXISTS, [session_id, key]).fetchone() is not None:
        return
    digest = text_digest(text)
    same: Any = conn.execute(_SAME_TEXT, [session_id, digest, tool, text]).fetchone()
    if same is not None:
        conn.execute(_INSERT, [session_id, key, tool, "", stamp, same[0], None])
    else:
        conn.execute(_INSERT, [session_id, key, tool, text, stamp, None, digest])
