"""Where a router keeps its edit log: in memory by default (`router.history.memory_store`),
or a `recorder.Recorder`."""

from __future__ import annotations

import logging
from typing import Any

from recorder import RecorderError, RecorderUnavailable
from recorder.types import CallRecord, EditRecord
from router.config_types import RecorderStore
from router.errors import StoreError
from router.history.backlog import Backlog, is_provisional
from router.history.memory_store import MemoryStore

__all__ = ["EditStore", "GuardedStore", "MemoryStore", "is_provisional"]

_log = logging.getLogger("router")


EditStore = RecorderStore
"""What the router needs from a store of edits, calls and originals."""


class GuardedStore:
    """A store whose failures surface as `StoreError` (the store's own error as the cause).

    When the store is unavailable (`RecorderUnavailable`: server down, disk full, read-only
    medium) a write is kept in memory instead, in order, and written before the next write
    that succeeds; every write is keyed, so nothing is written twice. An edit kept this way
    gets a provisional id (see `is_provisional`) and is listed by `unwritten`.
    """

    def __init__(self, store: EditStore) -> None:
        self.inner = store
        self._backlog = Backlog()

    def _guard(self, name: str, *args: Any) -> Any:
        try:
            return getattr(self.inner, name)(*args)
        except RecorderUnavailable:
            raise
        except RecorderError as error:
            raise StoreError(
                f"the edit store failed in {name}(): {error}. Fix: check that the database "
                "is reachable and writable, or pass recorder=None to keep edits in memory"
            ) from error

    def _write(self, name: str, *args: Any) -> None:
        """Write now (after any backlog); keep the write for later if the store is unavailable."""
        self.flush()
        try:
            self._guard(name, *args)
        except RecorderUnavailable as error:
            self._backlog.keep(name, args, error)

    def flush(self) -> int:
        """Write what was kept while the store was unavailable; the number of writes done."""
        return self._backlog.flush(self._guard) if self._backlog else 0

    def unwritten(self, session_id: str) -> list[EditRecord]:
        """The session's decisions made while the store was unavailable and not written yet."""
        return self._backlog.edits(session_id)

    def load_edits(self, session_id: str) -> list[EditRecord]:
        """Edits of a session, ordered by anchor length, then id (unwritten ones included)."""
        self.flush()
        try:
            edits: list[EditRecord] = self._guard("load_edits", session_id)
        except RecorderUnavailable as error:
            _log.warning("edit log of session %s not read: %s", session_id, error)
            edits = []
        return self._backlog.merged(session_id, edits)

    def save_edit(self, edit: EditRecord) -> EditRecord:
        """Store an edit unless one exists for its anchor; return the one stored."""
        kept = self._backlog.edit_at(edit)
        if kept is not None:
            return kept
        self.flush()
        try:
            stored: EditRecord = self._guard("save_edit", edit)
        except RecorderUnavailable as error:
            return self._backlog.keep_edit(edit, error)
        return stored

    def lookup_call(self, fingerprint: str) -> CallRecord | None:
        """A successful call made before with this request fingerprint."""
        try:
            found: CallRecord | None = self._guard("lookup_call", fingerprint)
        except RecorderUnavailable:
            return self._backlog.call(fingerprint)
        return found or self._backlog.call(fingerprint)

    def save_call(self, call: CallRecord) -> None:
        """Remember a model call."""
        self._write("save_call", call)

    def save_original(self, session_id: str, tool_call_id: str, tool: str, content: str) -> None:
        """Keep the original text of a masked or truncated result."""
        self._write("save_original", session_id, tool_call_id, tool, content)

    def get_original(self, session_id: str, tool_call_id: str) -> str | None:
        """The original text of a masked or truncated result."""
        kept = self._backlog.original(session_id, tool_call_id)
        if kept is not None:
            return kept
        try:
            text: str | None = self._guard("get_original", session_id, tool_call_id)
        except RecorderUnavailable as error:
            raise StoreError(
                f"the original of {tool_call_id!r} cannot be read now: {error}. "
                "Fix: try again when the database is reachable"
            ) from error
        return text

    def save_divergence(self, session_id: str, anchor_len: int, detail: dict[str, Any]) -> None:
        """Note that a request left the history an edit was anchored to."""
        self._write("save_divergence", session_id, anchor_len, detail)
