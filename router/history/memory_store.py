"""The in-process edit store: decisions, call memo and originals, bounded in bytes.

It is what a router keeps when no recorder is configured (and what the LiteLLM proxy hook runs
on for months), so it must not grow with the number of calls: every entry is weighed when it is
written, and past `max_bytes` the oldest entries are forgotten (least recently written first)
down to three quarters of the bound. A request built on a forgotten decision is decided again;
a `recorder.Recorder` keeps everything.
"""

from __future__ import annotations

import threading
from collections import OrderedDict, deque
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from recorder.types import CallRecord, EditRecord
from router.history.edit_log import with_edit

__all__ = ["MemoryStore", "edit_bytes"]

DEFAULT_BYTES = 256 * 2**20
DIVERGENCES_KEPT = 10_000
ENTRY_OVERHEAD = 400
"""Bytes an entry costs beyond its text (the record, its dict slots, the keys)."""

Key = tuple[str, ...]


def edit_bytes(edit: EditRecord) -> int:
    """About how many bytes an edit's record holds (its texts and a fixed overhead)."""
    payload = edit.payload
    size = ENTRY_OVERHEAD + len(edit.reason) + len(edit.anchor_hash)
    for name in ("replace", "truncate"):
        for key, text in (payload.get(name) or {}).items():
            size += len(key) + len(text) + 80
    summary = payload.get("summary") or {}
    message = summary.get("message") or {}
    size += len(str(message.get("content") or summary.get("append") or ""))
    return size + 40 * len(payload.get("keep") or ())


class MemoryStore:
    """An in-process edit store; decisions last as long as the router, within `max_bytes`."""

    def __init__(self, max_bytes: int = DEFAULT_BYTES) -> None:
        self.max_bytes = max_bytes
        self._lock = threading.Lock()
        self._edits: dict[str, list[EditRecord]] = {}
        self._anchors: dict[tuple[str, int, str], EditRecord] = {}
        self._calls: dict[str, CallRecord] = {}
        self._originals: dict[tuple[str, str], str] = {}
        self._sizes: OrderedDict[Key, int] = OrderedDict()
        self._bytes = 0
        self.divergences: deque[tuple[str, int, dict[str, Any]]] = deque(maxlen=DIVERGENCES_KEPT)
        self._next_id = 1

    @property
    def bytes_held(self) -> int:
        """About how many bytes the store holds now."""
        return self._bytes

    def load_edits(self, session_id: str) -> list[EditRecord]:
        """Edits of a session, ordered by anchor length, then id."""
        with self._lock:
            return list(self._edits.get(session_id, ()))

    def save_edit(self, edit: EditRecord) -> EditRecord:
        """Store an edit unless one exists for its anchor; return the one stored."""
        with self._lock:
            anchor = (edit.session_id, edit.anchor_len, edit.anchor_hash)
            known = self._anchors.get(anchor)
            if known is not None:
                return known
            stored = replace(edit, id=self._next_id, created=datetime.now(UTC).isoformat())
            self._next_id += 1
            self._anchors[anchor] = stored
            edits = self._edits.get(edit.session_id, [])
            self._edits[edit.session_id] = with_edit(edits, stored)
            self._weigh(("edit", edit.session_id, str(edit.anchor_len), edit.anchor_hash),
                        edit_bytes(stored))  # fmt: skip
            return stored

    def lookup_call(self, fingerprint: str) -> CallRecord | None:
        """A successful call made before with this request fingerprint."""
        with self._lock:
            return self._calls.get(fingerprint)

    def save_call(self, call: CallRecord) -> None:
        """Remember a successful model call (other outcomes are not memoised)."""
        if call.outcome != "ok":
            return
        with self._lock:
            if call.fingerprint in self._calls:
                return
            self._calls[call.fingerprint] = call
            self._weigh(("call", call.fingerprint), ENTRY_OVERHEAD + len(str(call.reply)))

    def save_original(self, session_id: str, tool_call_id: str, tool: str, content: str) -> None:
        """Keep the original text of a masked or truncated result."""
        with self._lock:
            if (session_id, tool_call_id) in self._originals:
                return
            self._originals[(session_id, tool_call_id)] = content
            self._weigh(("original", session_id, tool_call_id), ENTRY_OVERHEAD + len(content))

    def get_original(self, session_id: str, tool_call_id: str) -> str | None:
        """The original text of a masked or truncated result."""
        with self._lock:
            return self._originals.get((session_id, tool_call_id))

    def save_divergence(self, session_id: str, anchor_len: int, detail: dict[str, Any]) -> None:
        """Note that a request left the history an edit was anchored to (the newest kept)."""
        with self._lock:
            self.divergences.append((session_id, anchor_len, detail))

    def _weigh(self, key: Key, size: int) -> None:
        """Count a new entry; past the bound, forget the oldest down to three quarters of it."""
        self._sizes[key] = size
        self._bytes += size
        if self._bytes <= self.max_bytes:
            return
        dropped: dict[str, set[tuple[int, str]]] = {}
        while self._sizes and self._bytes > self.max_bytes * 3 // 4:
            old, weight = self._sizes.popitem(last=False)
            self._bytes -= weight
            self._forget(old, dropped)
        for session_id, anchors in dropped.items():
            kept = [e for e in self._edits.get(session_id, ()) if _at(e) not in anchors]
            if kept:
                self._edits[session_id] = kept
            else:
                self._edits.pop(session_id, None)

    def _forget(self, key: Key, dropped: dict[str, set[tuple[int, str]]]) -> None:
        """Drop one entry (edits are taken out of their session's log in one pass after)."""
        kind = key[0]
        if kind == "call":
            self._calls.pop(key[1], None)
        elif kind == "original":
            self._originals.pop((key[1], key[2]), None)
        else:
            session_id, size, anchor_hash = key[1], int(key[2]), key[3]
            self._anchors.pop((session_id, size, anchor_hash), None)
            dropped.setdefault(session_id, set()).add((size, anchor_hash))


def _at(edit: EditRecord) -> tuple[int, str]:
    return edit.anchor_len, edit.anchor_hash
