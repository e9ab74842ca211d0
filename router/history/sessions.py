"""Per-session state: the cached edit log and the correction of token estimates."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from recorder.types import EditRecord
from router.history.edit_log import EditLog, with_edit
from router.history.edit_store import EditStore
from router.history.view import BaseCache
from router.reading.prefix import Prefix, read_request
from router.reading.tokens import TokenCounter

__all__ = ["Sessions"]

MAX_SESSIONS = 10_000


@dataclass
class _State:
    edits: list[EditRecord] | None = None
    prefix: Prefix | None = None
    bases: BaseCache = field(default_factory=BaseCache)
    lock: threading.Lock = field(default_factory=threading.Lock)
    reading: threading.Lock = field(default_factory=threading.Lock)


class _CachingStore:
    """A store whose saved edits also land in the session's cached edit log."""

    def __init__(self, store: EditStore, state: _State) -> None:
        self._store = store
        self._state = state

    def save_edit(self, edit: EditRecord) -> EditRecord:
        stored = self._store.save_edit(edit)
        with self._state.lock:
            if self._state.edits is None:
                return stored  # not loaded yet: the next read takes the whole log from the store
            self._state.edits = with_edit(self._state.edits, stored)
        return stored

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)


def _folded(bases: BaseCache) -> tuple[int, int]:
    """The messages the session's latest edits fold into their summary (none without one)."""
    latest = bases.latest()
    summary = latest[1].plan.summary if latest is not None else None
    return (int(summary["start"]), int(summary["end"])) if summary else (0, 0)


class Sessions:
    """What the router remembers between calls of each session (bounded in number)."""

    def __init__(self, store: EditStore) -> None:
        self._store = store
        self._states: OrderedDict[str, _State] = OrderedDict()
        self._lock = threading.Lock()

    def _state(self, session_id: str) -> _State:
        with self._lock:
            state = self._states.get(session_id)
            if state is None:
                state = self._states[session_id] = _State()
                if len(self._states) > MAX_SESSIONS:
                    self._states.popitem(last=False)
            else:
                self._states.move_to_end(session_id)
            return state

    def edits(self, session_id: str, refresh: bool) -> list[EditRecord]:
        """The session's edit log, read from the store when unknown or when `refresh` asks."""
        state = self._state(session_id)
        with state.lock:
            if state.edits is None or refresh:
                state.edits = EditLog(self._store.load_edits(session_id))
            return state.edits

    def read(self, session_id: str, items: Sequence[Any], counter: TokenCounter) -> Prefix:
        """The validated request, reusing what it shares with the session's last one."""
        state = self._state(session_id)
        with state.reading:
            prefix = read_request(items, state.prefix, counter, _folded(state.bases))
            state.prefix = prefix
            return prefix

    def reread(self, session_id: str, items: Sequence[Any], counter: TokenCounter) -> Prefix:
        """The request read afresh, forgetting the session's memo and cached edit applications."""
        state = self._state(session_id)
        state.bases = BaseCache()
        prefix = read_request(items, None, counter)
        with state.reading:
            state.prefix = prefix
        return prefix

    def bases(self, session_id: str) -> BaseCache:
        """The session's cache of earlier edits applied, keyed by the set of edits."""
        return self._state(session_id).bases

    def recording(self, session_id: str) -> EditStore:
        """The store, seen through the session's edit cache."""
        return _CachingStore(self._store, self._state(session_id))

    def ratio(self, session_id: str) -> float:
        """The newest estimate ratio recorded for the session (1.0 until measured)."""
        calibrations = [e for e in self.edits(session_id, False) if e.rung == "calibrate"]
        if not calibrations:
            return 1.0
        newest = max(calibrations, key=lambda edit: edit.id or 0)
        return float(newest.payload.get("ratio", 1.0))
