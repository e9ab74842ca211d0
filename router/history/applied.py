"""Which of a session's edits apply to a request, found again without reading the whole log.

A request that extends the session's last one, with no edit anchored past the part they share,
has the same edits applying to it: the split, its cache key and its estimate ratio are kept.
Anything else (a new edit, a branch, other settings) splits the log again.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from recorder.types import EditRecord
from router.history.calibrate import ratio_in_effect
from router.history.edit_log import split_edits

__all__ = ["AppliedEdits", "Split"]


@dataclass(frozen=True)
class Split:
    """The edits on a prefix of a request under these settings, and those under other settings."""

    applied: list[EditRecord]
    foreign: list[EditRecord]
    key: tuple[Any, ...]
    reach: int
    """The longest anchor in the log: a request longer than it has no edit made on itself."""
    ratio: float
    """The estimate ratio in effect for any request longer than `reach`."""


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

    def split(self, edits: Sequence[EditRecord], chain: Sequence[bytes], config_hash: str) -> Split:
        """The split of `edits` for the request whose prefix hash chain is `chain`."""
        with self._lock:
            memo = self._memo
            if memo is not None and _still(memo, edits, chain, config_hash):
                split = memo.split
            else:
                split = _split(edits, chain, config_hash)
            last = chain[-1] if chain else b""
            self._memo = _Memo(edits, config_hash, len(chain), last, split)
            return split


def _still(memo: _Memo, edits: Sequence[EditRecord], chain: Sequence[bytes], config: str) -> bool:
    """Whether `memo`'s split holds for `chain`: same log and settings, its request extended."""
    if memo.edits is not edits or memo.config_hash != config:
        return False
    length = memo.length
    if not memo.split.reach <= length <= len(chain):
        return False
    return length == 0 or chain[length - 1] == memo.last


def _split(edits: Sequence[EditRecord], chain: Sequence[bytes], config_hash: str) -> Split:
    applied, foreign = split_edits(edits, chain, config_hash)
    reach = max((edit.anchor_len for edit in edits), default=0)
    key = tuple((edit.id, edit.anchor_len, edit.anchor_hash) for edit in applied)
    return Split(applied, foreign, key, reach, ratio_in_effect(applied, reach + 1))
