"""Writes kept in memory while the edit store is unavailable, written in order when it is back."""

from __future__ import annotations

import itertools
import logging
import threading
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from recorder import RecorderError, RecorderUnavailable
from recorder.types import CallRecord, EditRecord
from router.errors import StoreError

__all__ = ["MAX_KEPT", "PROVISIONAL_ID", "Backlog", "is_provisional"]

_log = logging.getLogger("router")

MAX_KEPT = 10_000
"""At most this many writes are kept; past it the oldest is dropped (with an error log line)."""

PROVISIONAL_ID = 1 << 62
"""Ids from here up are provisional: the edit was decided and sent but is not written yet."""

Write = tuple[str, tuple[Any, ...]]
Guard = Callable[..., Any]


def is_provisional(edit: EditRecord) -> bool:
    """Whether an edit was made while the store was unavailable and is not written yet."""
    return edit.id is not None and edit.id >= PROVISIONAL_ID


def _anchor(edit: EditRecord) -> tuple[str, int, str]:
    return edit.session_id, edit.anchor_len, edit.anchor_hash


class Backlog:
    """Writes that found the store unavailable, in order, with lookups for what they hold."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._flushing = threading.Lock()
        self._writes: list[Write] = []
        self._edits: dict[tuple[str, int, str], EditRecord] = {}
        self._ids = itertools.count(PROVISIONAL_ID)

    def __bool__(self) -> bool:
        return bool(self._writes)

    def keep(self, name: str, args: tuple[Any, ...], error: BaseException) -> None:
        """Keep one write for later."""
        with self._lock:
            first = not self._writes
            self._writes.append((name, args))
            if len(self._writes) > MAX_KEPT:
                lost = self._writes.pop(0)
                _log.error("store unavailable too long: dropped an unwritten %s", lost[0])
                self._forget(lost)
        if first:  # once per outage; each unwritten decision has its own line
            _log.warning("store unavailable, writes kept in memory until it is back: %s", error)

    def keep_edit(self, edit: EditRecord, error: BaseException) -> EditRecord:
        """Keep a decision for later; returns it with a provisional id."""
        stamp = edit.created or datetime.now(UTC).isoformat(timespec="microseconds")
        with self._lock:
            known = self._edits.get(_anchor(edit))
            if known is not None:
                return known
            kept = replace(edit, id=next(self._ids), created=stamp)
            self._edits[_anchor(edit)] = kept
            self._writes.append(("save_edit", (replace(edit, created=stamp),)))
        _log.warning(
            "decision not recorded (session %s, %d messages): %s",
            edit.session_id,
            edit.anchor_len,
            error,
        )
        return kept

    def _forget(self, write: Write) -> None:
        name, args = write
        if name == "save_edit":
            self._edits.pop(_anchor(args[0]), None)

    def edit_at(self, edit: EditRecord) -> EditRecord | None:
        """The kept decision at `edit`'s anchor, if any (the first decision there wins)."""
        with self._lock:
            return self._edits.get(_anchor(edit))

    def edits(self, session_id: str) -> list[EditRecord]:
        """The session's kept decisions, in the order they were made."""
        with self._lock:
            return [edit for key, edit in self._edits.items() if key[0] == session_id]

    def merged(self, session_id: str, loaded: list[EditRecord]) -> list[EditRecord]:
        """`loaded` with the session's kept decisions whose anchors it lacks."""
        kept = self.edits(session_id)
        if not kept:
            return loaded
        known = {_anchor(edit) for edit in loaded}
        edits = loaded + [edit for edit in kept if _anchor(edit) not in known]
        return sorted(edits, key=lambda item: (item.anchor_len, item.id or 0))

    def call(self, fingerprint: str) -> CallRecord | None:
        """A kept successful call with this fingerprint."""
        with self._lock:
            for name, args in self._writes:
                if name == "save_call" and args[0].fingerprint == fingerprint:
                    found: CallRecord = args[0]
                    return found if found.outcome == "ok" else None
        return None

    def original(self, session_id: str, tool_call_id: str) -> str | None:
        """A kept original text."""
        with self._lock:
            for name, args in self._writes:
                if name == "save_original" and args[:2] == (session_id, tool_call_id):
                    text: str = args[3]
                    return text
        return None

    def flush(self, guard: Guard) -> int:
        """Write the kept writes in order through `guard`; stop while the store is unavailable."""
        if not self._flushing.acquire(blocking=False):
            return 0  # another thread is writing the backlog
        written = 0
        try:
            while True:
                with self._lock:
                    if not self._writes:
                        return written
                    write = self._writes[0]
                try:
                    guard(write[0], *write[1])
                except RecorderUnavailable:
                    return written
                except (RecorderError, StoreError) as error:  # a real fault: never to be written
                    _log.error("unwritten %s dropped: %s", write[0], error)
                with self._lock:
                    if self._writes and self._writes[0] is write:
                        self._writes.pop(0)
                        self._forget(write)
                written += 1
        finally:
            self._flushing.release()
