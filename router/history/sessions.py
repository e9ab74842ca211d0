"""Per-session state: the reading of the last request, the cached edit log, the engine's memo.

One `Sessions` belongs to one `Router` and owns everything the router remembers about each
session. It is bounded in bytes (`RouterConfig.session_memory`): each session is weighed when
its request is read, and past the bound the least recently used sessions are forgotten (a
forgotten session is read afresh on its next call, its edits loaded from the store). A
session's cached edit log keeps the edits of the branch its requests follow; when it grows
past an eighth of the bound, edits of branches the session left are dropped from the cache
(they stay in the store, and a request on such a branch reloads the log).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from recorder.types import EditRecord
from router.errors import StoreError
from router.history.bases import BaseCache
from router.history.edit_log import with_edit
from router.history.edit_store import EditStore
from router.history.memo import SessionMemo
from router.history.memory_store import DEFAULT_BYTES, edit_bytes
from router.reading.prefix import Prefix, read_request
from router.reading.tokens import TokenCounter

__all__ = ["Sessions"]

MESSAGE_BYTES = 600
"""What a message read costs beyond its text: its copy, counts, chain link, group entry."""
TOKEN_BYTES = 4


@dataclass
class _State:
    edits: list[EditRecord] | None = None
    prefix: Prefix | None = None
    bases: BaseCache = field(default_factory=BaseCache)
    lock: threading.Lock = field(default_factory=threading.Lock)
    reading: threading.Lock = field(default_factory=threading.Lock)
    log_bytes: int = 0
    weight: int = 0
    deciding: int = 0
    """Decisions on the session under way: while any runs, a new reading copies its lists."""

    def weigh(self) -> int:
        """About how many bytes the session holds: its reading, edit log and memo."""
        prefix = self.prefix
        read = 0 if prefix is None else MESSAGE_BYTES * prefix.size + TOKEN_BYTES * prefix.total
        return read + self.log_bytes + self.bases.memo.weight()


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
            self._state.log_bytes += edit_bytes(stored)
        return stored

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)


class Sessions:
    """What the router remembers between calls of each session (bounded in bytes)."""

    def __init__(self, store: EditStore, max_bytes: int = DEFAULT_BYTES) -> None:
        self._store = store
        self.max_bytes = max_bytes
        self._states: OrderedDict[str, _State] = OrderedDict()
        self._lock = threading.Lock()
        self._bytes = 0

    @property
    def bytes_held(self) -> int:
        """About how many bytes the sessions held when last weighed."""
        return self._bytes

    def _state(self, session_id: str) -> _State:
        with self._lock:
            state = self._states.get(session_id)
            if state is None:
                state = self._states[session_id] = _State()
            else:
                self._states.move_to_end(session_id)
            return state

    def _weighed(self, session_id: str, state: _State) -> None:
        """Weigh a session again; past the bound, forget the least recently used others."""
        weight = state.weigh()
        with self._lock:
            self._bytes += weight - state.weight
            state.weight = weight
            while self._bytes > self.max_bytes and len(self._states) > 1:
                oldest, dropped = next(iter(self._states.items()))
                if oldest == session_id:
                    self._states.move_to_end(oldest)
                    continue
                del self._states[oldest]
                self._bytes -= dropped.weight

    def edits(self, session_id: str, refresh: bool) -> list[EditRecord]:
        """The session's edit log, read from the store when unknown or when `refresh` asks."""
        state = self._state(session_id)
        with state.lock:
            if state.edits is None or refresh:
                state.edits = list(self._store.load_edits(session_id))
                state.log_bytes = sum(edit_bytes(edit) for edit in state.edits)
            elif state.log_bytes > self.max_bytes // 8:
                self._keep_live_branch(state)
            return state.edits

    @staticmethod
    def _keep_live_branch(state: _State) -> None:
        """Drop from the cached log the edits the session's last request did not build on."""
        live = state.bases.applied.last_applied()
        if live is None or len(live) == len(state.edits or ()):
            return
        state.edits = live
        state.log_bytes = sum(edit_bytes(edit) for edit in live)

    def read(self, session_id: str, items: Sequence[Any], counter: TokenCounter) -> Prefix:
        """The validated request, reusing what it shares with the session's last one."""
        state = self._state(session_id)
        with state.reading:
            prefix = read_request(items, state.prefix, counter, share=state.deciding == 0)
            state.prefix = prefix
        self._weighed(session_id, state)
        return prefix

    @contextmanager
    def deciding(self, session_id: str) -> Iterator[None]:
        """Mark a decision on the session as under way: the lists of the reading it works on
        are not appended to by another request's reading meanwhile (that one copies them)."""
        state = self._state(session_id)
        with state.reading:
            state.deciding += 1
        try:
            yield
        finally:
            with state.reading:
                state.deciding -= 1

    def reread(self, session_id: str, items: Sequence[Any], counter: TokenCounter) -> Prefix:
        """The request read afresh, forgetting the session's memo and cached edit applications."""
        state = self._state(session_id)
        state.bases = BaseCache()
        prefix = read_request(items, None, counter)
        with state.reading:
            state.prefix = prefix
        return prefix

    def memo(self, session_id: str) -> SessionMemo:
        """What the engine and the format adapters keep about the session between calls."""
        return self._state(session_id).bases.memo

    def bases(self, session_id: str) -> BaseCache:
        """The session's cache of earlier edits applied, keyed by the set of edits."""
        return self._state(session_id).bases

    def original(self, session_id: str, key: str) -> str | None:
        """The original the store kept for a result key, if it can be read now."""
        try:
            return self._store.get_original(session_id, key)
        except StoreError:
            return None  # a store that is down degrades to what the request holds

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
