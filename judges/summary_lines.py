"""Which lines of a summary report tool output rather than the conversation.

A summary lists what tool results said (excerpts, the calls folded, pointers, passages brought
back for a turn) beside what people said. Durable items are read from people's words only, and
an extractive summary that carries an earlier one keeps the two apart, so this is the one
reading both use.
"""

from __future__ import annotations

import re

__all__ = ["TOOL_HEADINGS", "own_words", "tool_made"]

TOOL_HEADINGS = (
    "Relevant lines",
    "From tool",
    "Tool results",
    "Tool calls",
    "From assistant call",
)
"""Headings under which a summary lists what tool results said (excerpts, calls, pointers)."""
_EXCERPT = re.compile(r"lines? \d+(?:-\d+)?: ")
"""How an excerpt of a tool result opens ("lines 7-20: ...")."""
_CALL = re.compile(r"^[A-Za-z_][\w.-]*\(\{.*\}\)$")
"""A tool call written out (`read_file({"path": ...})`): no one's statement."""
_NOTE = "[compaction-router: passages"
"""How a note of passages brought back for a user turn opens (it runs to the end)."""


def tool_made(summary: str) -> list[bool]:
    """For each line of `summary`: whether it reports tool output. A line under a heading of
    tool lines, a line naming a call by `tool_call_id` or written by the router about tool
    results, an excerpt, a call written out, an indented line, a line going on (no bullet of its
    own) from such a line or one that is itself an excerpt, and everything from a note of
    passages on."""
    marks: list[bool] = []
    under_tools = entry_tool = in_note = False
    for raw in summary.splitlines():
        line = raw.strip()
        body = line.removeprefix("- ")
        in_note = in_note or (body.startswith(_NOTE) and "tool_call_id=" not in line)
        if line.endswith(":") and not line.startswith("- ") and not raw[:1].isspace():
            under_tools = line.startswith(TOOL_HEADINGS) or "tool_call_id" in line
            marks.append(in_note or under_tools)
            continue
        made = _reports_tool(body)
        new_entry = line.startswith("- ") or not line  # else it goes on from the entry above
        entry_tool = made if new_entry else entry_tool or made
        marks.append(in_note or under_tools or entry_tool or raw[:1].isspace())
    return marks


def _reports_tool(body: str) -> bool:
    """Whether an entry's text is the router's or a tool's: a pointer, a placeholder, an
    excerpt, a call written out."""
    return bool(
        "tool_call_id" in body
        or body.startswith("[compaction-router")
        or _EXCERPT.match(body)
        or _CALL.match(body)
    )


def own_words(text: str) -> str:
    """A message's text before a note of passages the router appended to it (a client that
    sends the request back sends the note too): tool output, not the speaker's words."""
    at = text.find(_NOTE)
    return text if at < 0 else text[:at].rstrip()
