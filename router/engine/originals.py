"""The originals a decision records (for recall), found through the session's scan."""

from __future__ import annotations

from typing import Any

from router.history.edit_store import EditStore
from router.history.recall import branch_key
from router.history.view import View
from rungs import content_text

__all__ = ["save_originals", "with_folded_keys"]


def with_folded_keys(view: View, payload: dict[str, Any]) -> dict[str, Any]:
    """The payload with its summary naming the tool results it folds beyond the summary it
    extends (kept, so the audit and recall find their originals); the plan's own summary is
    left as it is."""
    summary = payload.get("summary")
    if not summary or "folded" in summary:
        return payload
    return {**payload, "summary": {**summary, "folded": _folded(view, summary)}}


def _folded(view: View, summary: dict[str, Any]) -> list[str]:
    """The result keys of the messages a summary folds, in order, less those the earlier edits'
    summary it extends folded already (their originals were recorded with it)."""
    start, end = summary["start"], summary["end"]
    earlier = view.base.summary
    if earlier and earlier["start"] == start and start <= earlier["end"] <= end:
        start = earlier["end"]
    return [entry.key for entry in view.found.between(start, end)]


def save_originals(view: View, store: EditStore, payload: dict[str, Any]) -> None:
    """Record the originals of results masked, cut or folded into a summary (for recall).

    Each is saved under its result key and under its branch key, in message order.
    """
    ids = {*(payload.get("replace") or {}), *(payload.get("truncate") or {})}
    summary = payload.get("summary") or {}
    if summary:
        ids.update(summary["folded"])  # `record` named them (`with_folded_keys`)
    messages = view.job.messages
    for entry in view.found.indexed(ids):
        message = messages[entry.index]
        name = view.found.tool_name(messages, str(message.get("tool_call_id")))
        _save(view, store, entry.index, entry.key, name)


def _save(view: View, store: EditStore, index: int, key: str, name: str) -> None:
    """Save the original of the result at `index` under `key` and under its branch key."""
    text = content_text(view.job.messages[index].get("content"))
    store.save_original(view.job.session_id, key, name, text)
    store.save_original(view.job.session_id, branch_key(key, view.chain[index]), name, text)
