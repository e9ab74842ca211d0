"""Which of a session's edits apply to a request, found again without reading the whole log.

A request that extends the session's last one, with no edit anchored past the part they share,
has the same edits applying to it: the split, its cache key and its estimate ratio are kept.
When the log only grew by new edits (the usual case: a decision anchored past every earlier
one), the earlier split is extended by the new edits alone. Anything else (a branch, other
settings, an edit inserted earlier in the log) splits the log again.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field

from recorder.types import EditRecord
from router.history.calibrate import ratio_in_effect
from router.history.edit_log import split_edits

__all__ = ["AppliedEdits", "EditsKey", "Split"]


@dataclass(frozen=True, eq=False)
class EditsKey:
    """Names a set of applied edits: equal keys, equal sets; hashed in constant time.

    Each applied edit extends a digest chain, so a key that extends another (its edits plus
    newer ones) is recognised without comparing the edits themselves.
    """

    digests: tuple[bytes, ...] = ()

    def __len__(self) -> int:
        return len(self.digests)

    def __hash__(self) -> int:
        return hash((len(self.digests), self.digests[-1] if self.digests else b""))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, EditsKey) or len(other) != len(self):
            return False
        return not self.digests or self.digests[-1] == other.digests[-1]

    def extends(self, other: EditsKey) -> bool:
        """Whether this set is `other`'s edits followed by at least one more."""
        size = len(other)
        if len(self) <= size:
            return False
        return size == 0 or self.digests[size - 1] == other.digests[-1]

    def plus(self, edits: Sequence[EditRecord]) -> EditsKey:
        """This key with `edits` applied after its own."""
        previous = self.digests[-1] if self.digests else b""
        added: list[bytes] = []
        for edit in edits:
            entry = f"{edit.id}|{edit.anchor_len}|{edit.anchor_hash}".encode()
            previous = hashlib.blake2b(previous + entry, digest_size=16).digest()
            added.append(previous)
        return EditsKey(self.digests + tuple(added))


@dataclass(frozen=True)
class Split:
    """The edits on a prefix of a request under these settings, and those under other settings."""

    applied: list[EditRecord]
    foreign: list[EditRecord]
    key: EditsKey
    reach: int
    """The longest anchor in the log: a request longer than it has no edit made on itself."""
    ratio: float
    """The estimate ratio in effect for any request longer than `reach`."""
    read: int = field(default=0, compare=False)
    """How many edits of the log this split has read."""


@dataclass(frozen=True)
class _Memo:
    edits: Sequence[EditRecord]
    config_hash: str
    length: int
    last: bytes
    split: Split


class AppliedEdits:
    """The last split of one session's edit log, with the request it was made for."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._memo: _Memo | None = None

    def last_applied(self) -> list[EditRecord] | None:
        """The edits the last split applied to its request (None before any split)."""
        with self._lock:
            return None if self._memo is None else list(self._memo.split.applied)

    def split(self, edits: Sequence[EditRecord], chain: Sequence[bytes], config_hash: str) -> Split:
        """The split of `edits` for the request whose prefix hash chain is `chain`."""
        with self._lock:
            memo = self._memo
            if memo is None or not _extends(memo, chain, config_hash):
                split = _split(edits, chain, config_hash)
            elif memo.edits is edits:
                split = memo.split
            elif _grew(memo.edits, edits):
                split = _extended(memo.split, edits, chain, config_hash)
            else:
                split = _split(edits, chain, config_hash)
            last = chain[-1] if chain else b""
            self._memo = _Memo(edits, config_hash, len(chain), last, split)
            return split


def _extends(memo: _Memo, chain: Sequence[bytes], config: str) -> bool:
    """Whether `chain` extends the memo's request, with no memo edit anchored past that request."""
    if memo.config_hash != config:
        return False
    length = memo.length
    if not memo.split.reach <= length <= len(chain):
        return False
    return length == 0 or chain[length - 1] == memo.last


def _grew(old: Sequence[EditRecord], new: Sequence[EditRecord]) -> bool:
    """Whether `new` is `old` with edits appended (compared at C speed, by identity first)."""
    size = len(old)
    return len(new) > size and list(new[:size]) == list(old)


def _extended(
    split: Split, edits: Sequence[EditRecord], chain: Sequence[bytes], config_hash: str
) -> Split:
    """`split` carried on over the edits appended to the log since it was made."""
    added = edits[split.read :]
    applied, foreign = split_edits(added, chain, config_hash)
    return Split(
        applied=split.applied + applied,
        foreign=split.foreign + foreign,
        key=split.key.plus(applied),
        reach=max([split.reach, *(edit.anchor_len for edit in added)]),
        ratio=ratio_in_effect(applied, otherwise=split.ratio),
        read=len(edits),
    )


def _split(edits: Sequence[EditRecord], chain: Sequence[bytes], config_hash: str) -> Split:
    return _extended(Split([], [], EditsKey(), 0, 1.0), edits, chain, config_hash)
