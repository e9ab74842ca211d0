"""A session's last request, remembered so the next one is read in time proportional to what is new.

Agent loops resend the same message objects with a few appended; other clients rebuild their
dicts every call (a JSON round trip, a framework's converter). Messages found again keep their
validation, token counts and hash chain; only the rest is validated, counted and hashed.

A message is found again when it equals, in content, the copy taken when it was read: the
request is compared with those copies in one pass at C speed, so a content or tool_calls list
changed in place is seen, and that message and the ones after it are read again. (SDK objects
other than dicts and lists are compared as themselves.) One range may be named `folded`: the
messages the session's edits fold into a summary, whose content no request built on those edits
sends. There the messages are compared with the last request's own objects (the same objects
pass at once) rather than with the copies, so a long history costs no deep comparison; the
range is kept as `Prefix.unchecked`, and a request that goes out with any of it unfolded has
those messages compared with their copies first (`router.engine.verify`).
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

__all__ = ["Prefix", "chain_hashes", "changed_in_place", "read_request", "snapshot"]


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
    unchecked: tuple[int, int] = (0, 0)
    """Messages recognised as the last request's own objects, not compared with their copies."""


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


def _shared(
    items: list[Any], previous: Prefix | None, folded: tuple[int, int]
) -> tuple[int, tuple[int, int]]:
    """How many leading messages of `items` can keep `previous`'s reading, and the range of
    them recognised by object rather than by content (see the module's docstring)."""
    if previous is None:
        return 0, (0, 0)
    limit = min(len(items), len(previous.copies))
    start, end = max(folded[0], 0), min(folded[1], limit)
    same = start < end and items[start:end] == previous.items[start:end]
    if same and _equal(items, previous.copies, 0, start):
        rest = _first_difference(items[end:limit], previous.copies[end:limit], limit - end)
        return end + rest, (start, end)
    return _first_difference(items, previous.copies, limit), (0, 0)


def read_request(
    items: Sequence[Any],
    previous: Prefix | None,
    counter: TokenCounter,
    folded: tuple[int, int] = (0, 0),
) -> Prefix:
    """Validate, count and hash a request, reusing what it shares with `previous`.

    `folded`: the messages the session's edits fold away (compared by object, see above).
    `previous` is left as it is: the new reading has lists of its own (copied at C speed).
    """
    sequence = as_sequence(items)
    listed = sequence if type(sequence) is list else list(sequence)
    keep, unchecked = _shared(listed, previous, folded)
    return _fresh(listed, counter, keep, previous, unchecked)


def changed_in_place(prefix: Prefix) -> int | None:
    """The first message of `prefix.unchecked` that differs from its copy, if any."""
    start, end = prefix.unchecked
    if start >= end or _equal(prefix.items, prefix.copies, start, end):
        return None
    return start + _first_difference(prefix.items[start:end], prefix.copies[start:end], end - start)


def _fresh(
    items: list[Any],
    counter: TokenCounter,
    keep: int,
    previous: Prefix | None,
    unchecked: tuple[int, int] = (0, 0),
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
    kept_range = _kept_range(unchecked, keep, previous)
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
        unchecked=kept_range,
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


def _kept_range(unchecked: tuple[int, int], keep: int, previous: Prefix | None) -> tuple[int, int]:
    """The messages left unchecked: this reading's range (none after a whole comparison), with
    what `previous` left unchecked inside it still unchecked (the hull of both)."""
    start, end = unchecked[0], min(unchecked[1], keep)
    if start >= end:
        return 0, 0
    if previous is not None:
        old_start, old_end = previous.unchecked[0], min(previous.unchecked[1], keep)
        if old_start < old_end:
            start, end = min(start, old_start), max(end, old_end)
    return start, end


def _groups(messages: list[Message], keep: int, known: list[Group]) -> list[Group]:
    """`known` cut to the atomic groups of the first `keep` messages that are whole, then
    extended by the groups of the rest of `messages`."""
    while known and known[-1].end > keep:
        known.pop()
    start = known[-1].end if known else 0
    for group in group_messages(messages[start:]):
        known.append(Group(group.start + start, group.end + start, group.kind, group.call_ids))
    return known
