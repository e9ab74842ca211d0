"""A session's last request, remembered so the next one is read in time proportional to what is new.

Agent loops resend the same message objects with a few appended; other clients rebuild their
dicts every call (a JSON round trip, a framework's converter). Messages found again keep their
validation, token counts and hash chain; only the rest is validated, counted and hashed.

A message is found again by identity first: the request is compared with the last one's own
objects in one pass at C speed, which touches no message that is the same object. A message
that is another object (a rebuilt dict) is compared in content with the copy taken when it was
read. The newest messages of the last request (`RECENT`) are always compared with their copies,
so a client still filling in the message it just sent (a tool call added to its `tool_calls`,
a result's text replaced) is read again. An older message changed in place, the same dict with
other content, is not noticed here: replace it with a new dict to have it read again. A request
the provider then rejects as too long is read again in full (`router.engine.call`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from router.errors import InvalidMessagesError
from router.reading.messages import Message, as_sequence, read_messages
from router.reading.tokens import TokenCounter
from rungs import Group, group_messages

T = TypeVar("T")

__all__ = ["RECENT", "Prefix", "chain_hashes", "read_request", "snapshot"]

RECENT = 8
"""How many of the last request's newest messages are compared in content, not by identity."""


def chain_hashes(digests: Iterable[bytes], previous: bytes = b"") -> list[bytes]:
    """h_i = H(h_{i-1} ‖ d_i) for each message digest d_i, continuing from `previous`."""
    chain: list[bytes] = []
    for digest in digests:
        previous = hashlib.blake2b(previous + digest, digest_size=16).digest()
        chain.append(previous)
    return chain


def snapshot(value: Any) -> Any:
    """A copy of a JSON-like value that later compares equal to it only while its content does.

    Dicts and lists are copied (strings and numbers shared), so a change made in place to the
    value shows as a difference; the cost is the number of containers, not the text length.
    """
    if isinstance(value, dict):
        return {key: snapshot(item) for key, item in value.items()}
    if isinstance(value, list):
        return [snapshot(item) for item in value]
    if isinstance(value, tuple):
        return tuple(snapshot(item) for item in value)
    return value  # text, numbers, or an SDK object compared as itself


@dataclass(frozen=True)
class Prefix:
    """A validated request with its per-message tokens and prefix hash chain."""

    items: list[Any]
    copies: list[Any]
    messages: list[Message]
    open_after: list[tuple[tuple[str, int], ...]]
    counts: list[int]
    chain: list[bytes]
    total: int
    groups: list[Group]


def _first_difference(items: list[Any], old: list[Any], limit: int) -> int:
    """The first index below `limit` where `items` and `old` differ (in content)."""
    if _equal(items, old, 0, limit):
        return limit
    low, high = 0, limit  # old[:low] matches; [low, high) holds a difference
    while high - low > 1:
        middle = (low + high) // 2
        if _equal(items, old, low, middle):
            low = middle
        else:
            high = middle
    return low


def _equal(items: list[Any], old: list[Any], start: int, end: int) -> bool:
    """Whether `items[start:end]` equals `old[start:end]`, copying no list that is whole."""
    whole = start == 0 and end == len(items)
    other = start == 0 and end == len(old)
    return (items if whole else items[start:end]) == (old if other else old[start:end])


def _shared(items: list[Any], previous: Prefix | None) -> int:
    """How many leading messages of `items` can keep `previous`'s reading (see the module's
    docstring): the same objects, or equal in content to their copies, and the newest of the
    last request unchanged since they were read."""
    if previous is None:
        return 0
    limit = min(len(items), len(previous.items))
    if _equal(items, previous.items, 0, limit):
        keep = limit
    else:
        keep = _first_difference(items, previous.copies, limit)
    recent = max(min(keep, len(previous.items) - RECENT), 0)
    return recent + _first_difference(
        items[recent:keep], previous.copies[recent:keep], keep - recent
    )


def read_request(items: Sequence[Any], previous: Prefix | None, counter: TokenCounter) -> Prefix:
    """Validate, count and hash a request, reusing what it shares with `previous`.

    `previous` is left as it is: the new reading has lists of its own (copied at C speed).
    """
    sequence = as_sequence(items)
    listed = sequence if type(sequence) is list else list(sequence)
    return _fresh(listed, counter, _shared(listed, previous), previous)


def _fresh(
    items: list[Any],
    counter: TokenCounter,
    keep: int,
    previous: Prefix | None,
) -> Prefix:
    open_ids = dict(previous.open_after[keep - 1]) if previous and keep else None
    new_messages, new_open = read_messages(items, keep, open_ids)
    if keep == 0 and not new_messages:
        raise InvalidMessagesError(None, "the list is empty", "send at least one message")
    infos = [counter.info(message) for message in new_messages]
    new_copies = [snapshot(item) for item in items[keep:]]
    new_chain = chain_hashes(
        (digest for _, digest in infos),
        previous.chain[keep - 1] if previous and keep else b"",
    )
    new_counts = [tokens for tokens, _ in infos]
    kept = previous.total - sum(previous.counts[keep:]) if previous else 0
    if previous is None:  # nothing read before: every list is new
        previous = Prefix([], [], [], [], [], [], 0, [])
    else:  # an earlier job may still read `previous`: its lists stay as they are
        previous = _copied(previous, keep)
    messages = _extended(previous.messages, keep, new_messages)
    return Prefix(
        items=_extended(previous.items, keep, items[keep:]),
        copies=_extended(previous.copies, keep, new_copies),
        messages=messages,
        open_after=_extended(previous.open_after, keep, new_open),
        counts=_extended(previous.counts, keep, new_counts),
        chain=_extended(previous.chain, keep, new_chain),
        total=kept + sum(new_counts),
        groups=_groups(messages, keep, previous.groups),
    )


def _copied(prefix: Prefix, keep: int) -> Prefix:
    """A reading whose lists are copies of the first `keep` entries of `prefix`'s."""
    return Prefix(
        items=prefix.items[:keep],
        copies=prefix.copies[:keep],
        messages=prefix.messages[:keep],
        open_after=prefix.open_after[:keep],
        counts=prefix.counts[:keep],
        chain=prefix.chain[:keep],
        total=0,
        groups=list(prefix.groups),
    )


def _extended(known: list[T], keep: int, new: Iterable[T]) -> list[T]:
    """`known` itself, cut to its first `keep` and extended by `new`."""
    del known[keep:]
    known.extend(new)
    return known


def _groups(messages: list[Message], keep: int, known: list[Group]) -> list[Group]:
    """`known` cut to the atomic groups of the first `keep` messages that are whole, then
    extended by the groups of the rest of `messages`."""
    while known and known[-1].end > keep:
        known.pop()
    start = known[-1].end if known else 0
    for group in group_messages(messages[start:]):
        known.append(Group(group.start + start, group.end + start, group.kind, group.call_ids))
    return known
