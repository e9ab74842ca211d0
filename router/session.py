"""Per-session state: the cached edit log and the correction of token estimates."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from recorder.types import EditRecord
from router.prefix import Prefix, read_request
from router.store import EditStore
from router.tokens import TokenCounter
from router.view import Base

__all__ = ["Sessions"]

MAX_SESSIONS = 10_000
MIN_RATIO, MAX_RATIO = 0.9, 2.0


@dataclass
class _State:
    edits: list[EditRecord] | None = None
    ratio: float = 1.0
    prefix: Prefix | None = None
    bases: dict[Any, Base] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)


class _CachingStore:
    """A store whose saved edits also land in the session's cached edit log."""

    def __init__(self, store: EditStore, state: _State) -> None:
        self._store = store
        self._state = state

    def save_edit(self, edit: EditRecord) -> EditRecord:
        stored = self._store.save_edit(edit)
        with self._state.lock:
            edits = list(self._state.edits or [])
            if all(known.id != stored.id for known in edits):
                edits.append(stored)
                edits.sort(key=lambda item: (item.anchor_len, item.id or 0))
            self._state.edits = edits
        return stored

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)


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
                state.edits = self._store.load_edits(session_id)
            return state.edits

    def read(self, session_id: str, items: Sequence[Any], counter: TokenCounter) -> Prefix:
        """The validated request, reusing what it shares with the session's last one."""
        state = self._state(session_id)
        prefix = read_request(items, state.prefix, counter)
        state.prefix = prefix
        return prefix

    def bases(self, session_id: str) -> dict[Any, Base]:
        """The session's cache of earlier edits applied, keyed by the set of edits."""
        return self._state(session_id).bases

    def recording(self, session_id: str) -> EditStore:
        """The store, seen through the session's edit cache."""
        return _CachingStore(self._store, self._state(session_id))

    def ratio(self, session_id: str) -> float:
        """Provider tokens per estimated token for this session (1.0 until measured)."""
        return self._state(session_id).ratio

    def observe_usage(self, session_id: str, estimate: int, response: Any) -> None:
        """Correct the estimate with the provider's reported `usage.prompt_tokens`."""
        usage = getattr(response, "usage", None)
        if isinstance(response, dict):
            usage = response.get("usage")
        actual = (
            usage.get("prompt_tokens")
            if isinstance(usage, dict)
            else getattr(usage, "prompt_tokens", None)
        )
        if isinstance(actual, int) and actual > 0 and estimate > 0:
            self._update(session_id, actual / estimate)

    def observe_overflow(self, session_id: str, estimate: int, requested: int | None) -> None:
        """The provider rejected a request the estimate said fits: count more cautiously."""
        state = self._state(session_id)
        measured = requested / max(estimate, 1) if requested else state.ratio * 1.15
        self._update(session_id, max(measured * 1.02, state.ratio * 1.05))

    def _update(self, session_id: str, measured: float) -> None:
        state = self._state(session_id)
        measured = min(max(measured, MIN_RATIO), MAX_RATIO)
        state.ratio = measured if measured > state.ratio else 0.7 * state.ratio + 0.3 * measured
