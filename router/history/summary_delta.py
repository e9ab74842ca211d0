"""A summary that only appends to the one before it is stored as the lines it appends.

The early tier's folds grow one summary message a few rounds at a time, and a new user turn may
append the excerpts it asks about. Stored whole, each such edit would repeat the summary, so a
long session's log would grow with the square of its length. An edit whose summary is exactly
the earlier one with lines appended (and the header's message count updated) stores only those
lines under `append`, with digests of the summary it extends and of the one it makes; `Plan.absorb`
rebuilds the message from the summary it extends, byte for byte, so a replay sends what was
sent. Anything else is stored whole.
"""

from __future__ import annotations

import hashlib
from typing import Any

from rungs import render_summary, summary_body

__all__ = ["extended_summary", "stored_summary"]

Summary = dict[str, Any]


def extended_summary(previous: Summary | None, delta: Summary) -> Summary:
    """The whole summary a stored `append` stands for, on top of `previous` (which may already be
    it: a decision replayed on the edits that include it)."""
    content = str(previous["message"]["content"]) if previous else ""
    whole = {key: value for key, value in delta.items() if key not in _DELTA_KEYS}
    digest = _digest(content) if previous else None
    if previous and digest == delta.get("result"):
        return {**whole, "message": previous["message"]}
    if not previous or digest != delta.get("extends"):
        raise ValueError("a summary edit appends to a summary the edit log does not hold")
    body = summary_body(content) + str(delta["append"])
    return {**whole, "message": render_summary(body, int(delta["end"]) - int(delta["start"]))}


def stored_summary(summary: Summary, previous: Summary | None) -> Summary:
    """`summary` as an edit stores it: the lines it appends to `previous`, when that rebuilds
    it exactly; else whole."""
    if not previous or previous.get("start") != summary.get("start"):
        return summary
    before, after = str(previous["message"]["content"]), str(summary["message"]["content"])
    old, new = summary_body(before), summary_body(after)
    if not new.startswith(old):
        return summary
    delta = {key: value for key, value in summary.items() if key != "message"}
    delta.update(append=new[len(old) :], extends=_digest(before), result=_digest(after))
    if extended_summary(previous, delta)["message"] != summary["message"]:
        return summary
    return delta


_DELTA_KEYS = ("append", "extends", "result")


def _digest(text: str) -> str:
    """The digest of a summary's text."""
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=12).hexdigest()
