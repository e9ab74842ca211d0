"""The originals a decision records (for recall), found through the session's scan."""

from __future__ import annotations

from typing import Any

from router.engine.located import entries_between, indexed, tool_name
from router.history.edit_store import EditStore
from router.history.recall import branch_key
from router.history.view import View
from rungs import content_text, result_keys

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
    if view.found is None:
        return [key for key in result_keys(view.job.messages)[start:end] if key]
    return [entry.key for entry in entries_between(view.found, start, end)]


def save_originals(view: View, store: EditStore, payload: dict[str, Any]) -> None:
    """Record the originals of results masked, cut or folded into a summary (for recall).

    Each is saved under its result key and under its branch key, in message order.
    """
    ids = {*(payload.get("replace") or {}), *(payload.get("truncate") or {})}
    summary = payload.get("summary") or {}
    if summary:
        ids.update(summary["folded"] if "folded" in summary else _folded(view, summary))
    if not ids:
        return
    if view.found is None:
        _save_walking(view, store, ids)
        return
    messages = view.job.messages
    for entry in indexed(view.found, ids):
        message = messages[entry.index]
        name = tool_name(view.found, messages, str(message.get("tool_call_id")))
        _save(view, store, entry.index, entry.key, name)


def _save(view: View, store: EditStore, index: int, key: str, name: str) -> None:
    """Save the original of the result at `index` under `key` and under its branch key."""
    text = content_text(view.job.messages[index].get("content"))
    store.save_original(view.job.session_id, key, name, text)
    store.save_original(view.job.session_id, branch_key(key, view.chain[index]), name, text)


def _save_walking(view: View, store: EditStore, ids: set[str]) -> None:
    """`save_originals` over the whole request, for a view without a scan."""
    messages = view.job.messages
    names = {c["id"]: c["function"]["name"] for m in messages for c in m.get("tool_calls") or ()}
    for index, (message, key) in enumerate(zip(messages, result_keys(messages), strict=True)):
        if key in ids:
            _save(view, store, index, key, names.get(str(message.get("tool_call_id")), "tool"))
