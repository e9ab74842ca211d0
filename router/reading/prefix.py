"""A session's last request, remembered so the next one is read in time proportional to what is new.

Agent loops resend the same message objects with a few appended; other clients rebuild their
dicts every call (a JSON round trip, a framework's converter). Messages found again keep their
validation, token counts and hash chain; only the rest is validated, counted and hashed.

What counts as found again:
- the earlier messages compare equal to last time's as a list (the same objects, or dicts equal
  in content), checked in one pass at C speed;
- the last `VERIFIED_TAIL` of them are also compared in full against a frozen copy taken when
  they were read, so a content or tool_calls list changed in place there is seen.
An older message changed in place (the same dict, a nested list edited) may keep its old reading
here; the request that goes out is recounted and re-checked for pairing before it leaves
(`router.engine.verify`), and a mismatch re-reads the whole request.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from router.errors import InvalidMessagesError
from router.reading.messages import Message, as_sequence, read_messages
from router.reading.tokens import TokenCounter
from rungs import Group, group_messages

__all__ = ["VERIFIED_TAIL", "Prefix", "chain_hashes", "frozen", "read_request"]

VERIFIED_TAIL = 16


def chain_hashes(digests: Iterable[bytes], previous: bytes = b"") -> list[bytes]:
    """h_i = H(h_{i-1} ‖ d_i) for each message digest d_i, continuing from `previous`."""
    chain: list[bytes] = []
    for digest in digests:
        previous = hashlib.blake2b(previous + digest, digest_size=16).digest()
        chain.append(previous)
    return chain


def frozen(value: Any) -> Any:
    """An immutable copy of a JSON-like value (strings and numbers shared, containers copied).

    Two frozen copies compare equal exactly when the values had equal content, whatever was
    changed in place in between; the cost is the number of containers, not the text length.
    """
    if isinstance(value, dict):
        return ("{", *[(key, frozen(item)) for key, item in value.items()])
    if isinstance(value, (list, tuple)):
        return ("[", *[frozen(item) for item in value])
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return ("object", id(value))  # an SDK object: read again unless it is the same object


@dataclass(frozen=True)
class Prefix:
    """A validated request with its per-message tokens and prefix hash chain."""

    items: list[Any]
    frozen: list[Any]
    messages: list[Message]
    open_after: list[tuple[tuple[str, int], ...]]
    counts: list[int]
    chain: list[bytes]
    total: int
    groups: list[Group]


def _first_difference(items: list[Any], old: list[Any], limit: int) -> int:
    """The first index below `limit` where `items` and `old` differ (same objects or equal)."""
    whole = limit == len(old) == len(items)  # no slices to copy
    if (old == items) if whole else (old[:limit] == items[:limit]):
        return limit
    low, high = 0, limit  # old[:low] matches; [low, high) holds a difference
    while high - low > 1:
        middle = (low + high) // 2
        if old[low:middle] == items[low:middle]:
            low = middle
        else:
            high = middle
    return low


def _shared(items: list[Any], previous: Prefix | None) -> int:
    """How many leading messages of `items` can keep `previous`'s reading."""
    if previous is None:
        return 0
    limit = _first_difference(items, previous.items, min(len(items), len(previous.items)))
    for index in range(max(limit - VERIFIED_TAIL, 0), limit):
        if frozen(items[index]) != previous.frozen[index]:
            return index
    return limit


def read_request(items: Sequence[Any], previous: Prefix | None, counter: TokenCounter) -> Prefix:
    """Validate, count and hash a request, reusing what it shares with `previous`."""
    listed = list(as_sequence(items))
    return _fresh(listed, counter, _shared(listed, previous), previous)


def _fresh(items: list[Any], counter: TokenCounter, keep: int, previous: Prefix | None) -> Prefix:
    open_ids = dict(previous.open_after[keep - 1]) if previous and keep else None
    new_messages, new_open = read_messages(items, keep, open_ids)
    if keep == 0 and not new_messages:
        raise InvalidMessagesError(None, "the list is empty", "send at least one message")
    infos = [counter.info(message) for message in new_messages]
    chain = previous.chain[:keep] if previous else []
    chain += chain_hashes((digest for _, digest in infos), chain[-1] if chain else b"")
    new_counts = [tokens for tokens, _ in infos]
    counts = (previous.counts[:keep] if previous else []) + new_counts
    kept = previous.total - sum(previous.counts[keep:]) if previous else 0
    messages = (previous.messages[:keep] if previous else []) + new_messages
    return Prefix(
        items=items,
        frozen=(previous.frozen[:keep] if previous else []) + [frozen(i) for i in items[keep:]],
        messages=messages,
        open_after=(previous.open_after[:keep] if previous else []) + new_open,
        counts=counts,
        chain=chain,
        total=kept + sum(new_counts),
        groups=_groups(messages, keep, previous.groups if previous else []),
    )


def _groups(messages: list[Message], keep: int, known: list[Group]) -> list[Group]:
    """The atomic groups of `messages`, reusing those of the first `keep` that are whole."""
    groups = list(known)
    while groups and groups[-1].end > keep:
        groups.pop()
    start = groups[-1].end if groups else 0
    for group in group_messages(messages[start:]):
        groups.append(Group(group.start + start, group.end + start, group.kind, group.call_ids))
    return groups
