"""A session's last request, remembered so the next one is read in time proportional to what is new.

Agent loops resend the same message objects with a few appended. Messages that are the very
same objects as last time (same dict holding the same values: role, content, tool_calls,
tool_call_id, name...) keep their validation, token counts and hash chain; only the rest is
validated, counted and hashed. (A change made in place inside a content or tool_calls list is
not seen: build a new list instead.)
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from router.errors import InvalidMessagesError
from router.reading.messages import Message, as_sequence, read_messages
from router.reading.tokens import TokenCounter

__all__ = ["Prefix", "chain_hashes", "read_request"]

Snapshot = tuple[Any, ...] | None


def chain_hashes(digests: Iterable[bytes], previous: bytes = b"") -> list[bytes]:
    """h_i = H(h_{i-1} ‖ d_i) for each message digest d_i, continuing from `previous`."""
    chain: list[bytes] = []
    for digest in digests:
        previous = hashlib.blake2b(previous + digest, digest_size=16).digest()
        chain.append(previous)
    return chain


def _snapshot(item: Any) -> Snapshot:
    """What must stay the same for a message to be reused unread (None: always read again).

    Its top-level values (each the same object, or an equal one): a message whose role,
    tool_call_id, name, content or tool_calls was replaced in place is read again. (A content or
    tool_calls list changed inside is not seen; send a new list.)
    """
    return tuple(item.values()) if isinstance(item, dict) else None


@dataclass(frozen=True)
class Prefix:
    """A validated request with its per-message tokens and prefix hash chain."""

    items: list[Any]
    snapshots: list[Snapshot]
    messages: list[Message]
    open_after: list[tuple[tuple[str, int], ...]]
    counts: list[int]
    chain: list[bytes]
    total: int


def _shared(items: Sequence[Any], previous: Prefix | None) -> int:
    if previous is None:
        return 0
    limit = min(len(items), len(previous.items))
    old_items, snapshots = previous.items, previous.snapshots
    for index in range(limit):
        item = items[index]
        snapshot = snapshots[index]
        if item is not old_items[index] or snapshot is None:
            return index
        if snapshot != tuple(item.values()):
            return index
    return limit


def read_request(items: Sequence[Any], previous: Prefix | None, counter: TokenCounter) -> Prefix:
    """Validate, count and hash a request, reusing what it shares with `previous`."""
    items = as_sequence(items)
    return _fresh(items, counter, _shared(items, previous), previous)


def _fresh(
    items: Sequence[Any], counter: TokenCounter, keep: int, previous: Prefix | None
) -> Prefix:
    open_ids = dict(previous.open_after[keep - 1]) if previous and keep else None
    new_messages, new_open = read_messages(items, keep, open_ids)
    if keep == 0 and not new_messages:
        raise InvalidMessagesError(None, "the list is empty", "send at least one message")
    infos = [counter.info(message) for message in new_messages]
    chain = list(previous.chain[:keep]) if previous else []
    chain += chain_hashes((digest for _, digest in infos), chain[-1] if chain else b"")
    counts = (previous.counts[:keep] if previous else []) + [tokens for tokens, _ in infos]
    return Prefix(
        items=list(items),
        snapshots=(previous.snapshots[:keep] if previous else [])
        + [_snapshot(i) for i in items[keep:]],
        messages=(previous.messages[:keep] if previous else []) + new_messages,
        open_after=(previous.open_after[:keep] if previous else []) + new_open,
        counts=counts,
        chain=chain,
        total=sum(counts),
    )
