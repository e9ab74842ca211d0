"""A session's tool results, found once: each request scans only the messages that are new.

The early tier and the truncation rung look at every tool result of a request. Rather than walk
the whole history on every call, a session keeps the results it has found with what the scans
need (result key, tool round, call), extended by the messages appended since the last request.
A request that is not an extension of the scanned one (a branch, a message read again) starts a
new scan. Over it, each question remembers how far its answer is settled (`Settled`).
"""

from __future__ import annotations

import threading
from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from router.reading.prefix import Prefix
from rungs import group_calls, is_summary

__all__ = ["Found", "ResultEntry", "Results", "Settled"]


@dataclass(frozen=True, slots=True)
class ResultEntry:
    """One tool result: where it is, its result key, its tool round and the call that made it."""

    index: int
    key: str
    round: int
    group_start: int
    tool: str
    arguments: str


@dataclass(frozen=True)
class Found:
    """The results of one request: the first `count` entries of a scan's (growing) list."""

    entries: list[ResultEntry] = field(default_factory=list)
    count: int = 0
    rounds: int = 0
    positions: dict[str, int] = field(default_factory=dict)
    """Each result key's position in `entries` (a position past `count` is not in this request)."""
    first_user: int | None = None
    """The index of the first user message."""
    last_turn: int | None = None
    """The index of the latest user turn: a user message that is no summary this router wrote."""

    def entry_of(self, key: str) -> ResultEntry | None:
        """The entry of the result named `key` in this request, if it has one."""
        position = self.positions.get(key)
        if position is None or position >= self.count:
            return None
        return self.entries[position]

    def index_of(self, key: str) -> int | None:
        """The message index of the result named `key` in this request, if it has one."""
        entry = self.entry_of(key)
        return None if entry is None else entry.index

    def since(self, position: int) -> range:
        """Positions of the entries from `position` on."""
        return range(position, self.count)

    def between(self, start: int, end: int) -> list[ResultEntry]:
        """The entries of the results at message indexes `[start, end)`, in order."""
        entries, count = self.entries, self.count
        first = bisect_left(entries, start, 0, count, key=lambda entry: entry.index)
        last = bisect_left(entries, end, first, count, key=lambda entry: entry.index)
        return entries[first:last]

    def indexed(self, keys: Iterable[str]) -> list[ResultEntry]:
        """The entries of those of `keys` this request holds, in message order."""
        entries = (self.entry_of(key) for key in keys)
        return sorted((entry for entry in entries if entry is not None), key=lambda e: e.index)

    def tool_name(self, messages: Sequence[dict[str, Any]], call_id: str) -> str:
        """The tool named by the last call with `call_id` in the request ("tool" if none).

        Results of one id get the keys `id`, `id#2`, `id#3`, ... in turn, a key some other id
        took (a literal `id#2`) skipped, so the id's results all lie in the run of keys present
        from `id` on.
        """
        name, key, suffix = "tool", call_id, 1
        while (entry := self.entry_of(key)) is not None:
            if messages[entry.index].get("tool_call_id") == call_id:
                name = entry.tool
            suffix += 1
            key = f"{call_id}#{suffix}"
        return name


@dataclass
class Settled:
    """How far a question over a scan is answered for good, and what it found before there."""

    entries: list[ResultEntry] | None = None
    position: int = 0
    found: dict[str, Any] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def over(self, found: Found) -> None:
        """Start this record again unless it was made over `found`'s scan (hold `lock`)."""
        if self.entries is not found.entries or self.position > found.count:
            self.entries, self.position, self.found = found.entries, 0, {}

    def skip(self, found: Found, settled: Callable[[ResultEntry], bool]) -> int:
        """Move past the leading entries of `found` that `settled` says stay settled; the first
        position still to read on each call (started again over another scan)."""
        with self.lock:
            self.over(found)
            position = self.position
            while position < found.count and settled(found.entries[position]):
                position += 1
            self.position = position
        return position


class Results:
    """The tool results scanned so far for one session, and where its first user message and
    latest user turn are; safe across threads."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._restart()

    def found(self, prefix: Prefix) -> Found:
        """The results of `prefix`, scanning only what follows the last request scanned."""
        with self._lock:
            if not self._extends(prefix):
                self._restart()
            self._scan(prefix)
            count, users = len(self._entries), self._users
            return Found(self._entries, count, self._rounds, self._positions, *users)

    def _extends(self, prefix: Prefix) -> bool:
        length = self._length
        if length > len(prefix.messages):
            return False
        if length and prefix.chain[length - 1] != self._chain_at:
            return False
        groups = prefix.groups
        at = bisect_left(groups, length, key=lambda group: group.start)
        return at == len(groups) or groups[at].start == length  # a group boundary

    def _restart(self) -> None:
        """Start a new scan (a new list: `Settled` records over the old one start again)."""
        self._entries: list[ResultEntry] = []
        self._length, self._chain_at, self._rounds = 0, b"", 0
        self._seen: dict[str, int] = {}
        self._taken: set[str] = set()
        self._positions: dict[str, int] = {}
        self._users: tuple[int | None, int | None] = (None, None)

    def _scan(self, prefix: Prefix) -> None:
        messages, groups = prefix.messages, prefix.groups
        first = bisect_left(groups, self._length, key=lambda group: group.start)
        for group in groups[first:]:
            if group.kind == "user":  # one message; a summary sent back is no turn
                user, turn = self._users
                turn = turn if is_summary(messages[group.start]) else group.start
                self._users = (group.start if user is None else user, turn)
            if group.kind != "tools":
                continue
            calls = group_calls(messages[group.start])
            for index in range(group.start + 1, group.end):
                call_id = str(messages[index].get("tool_call_id", ""))
                tool, arguments = calls.get(call_id, ("tool", ""))
                key = self._key(call_id)
                self._positions[key] = len(self._entries)
                self._entries.append(
                    ResultEntry(index, key, self._rounds, group.start, tool, arguments)
                )
            self._rounds += 1
        self._length = len(messages)
        self._chain_at = prefix.chain[-1] if prefix.chain else b""

    def _key(self, call_id: str) -> str:
        """The result key `rungs.result_keys` gives this result (`id`, then `id#2`, ...)."""
        key = call_id
        while key in self._taken:
            self._seen[call_id] = self._seen.get(call_id, 1) + 1
            key = f"{call_id}#{self._seen[call_id]}"
        self._taken.add(key)
        return key
