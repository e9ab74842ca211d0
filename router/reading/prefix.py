"""A session's last request, remembered so the next one is read in time proportional to what is new.

Agent loops resend the same message objects with a few appended; other clients rebuild their
dicts every call (a JSON round trip, a framework's converter). Messages found again keep their
validation, token counts and hash chain; only the rest is validated, counted and hashed.

A message is found again by identity first: the request is compared with the last one's own
objects in one pass at C speed, which touches no message that is the same object. A message
that is another object (a rebuilt dict) is compared in content with the copy taken when it was
read. The newest messages of the last request (`RECENT`) are always compared with their copies,
so a client still filling in the message it just sent (a tool call added to its `tool_calls`,
a result's text replaced) is read again, and so are the first `HEAD` messages (a system prompt
or task a client edits in place, a date or a state it keeps current). Any other message changed
in place, the same dict with other content, is not noticed here: replace it with a new dict to
have it read again. A request
the provider then rejects as too long is read again in full (`router.engine.call`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from router.errors import InvalidMessagesError
from router.reading.messages import Message, as_sequence, read_messages
from router.reading.tokens import TokenCounter, snapshot
from rungs import Group, group_messages

T = TypeVar("T")

__all__ = ["HEAD", "RECENT", "Lists", "Prefix", "chain_hashes", "read_request"]

RECENT = 8
"""How many of the last request's newest messages are compared in content, not by identity."""
HEAD = 4
"""How many of the request's first messages are compared in content, not by identity."""


def chain_hashes(digests: Iterable[bytes], previous: bytes = b"") -> list[bytes]:
    """h_i = H(h_{i-1} ‖ d_i) for each message digest d_i, continuing from `previous`."""
    chain: list[bytes] = []
    for digest in digests:
        previous = hashlib.blake2b(previous + digest, digest_size=16).digest()
        chain.append(previous)
    return chain


@dataclass
class Lists:
    """A session's per-message lists, only ever appended to while they are shared."""

    items: list[Any] = field(default_factory=list)
    copies: list[Any] = field(default_factory=list)
    messages: list[Message] = field(default_factory=list)
    open_after: list[tuple[tuple[str, int], ...]] = field(default_factory=list)
    counts: list[int] = field(default_factory=list)
    chain: list[bytes] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)

    def copied(self, keep: int, groups: int) -> Lists:
        """New lists holding the first `keep` messages' entries and the first `groups` groups."""
        return Lists(
            self.items[:keep], self.copies[:keep], self.messages[:keep], self.open_after[:keep],
            self.counts[:keep], self.chain[:keep], self.groups[:groups],
        )  # fmt: skip


@dataclass(frozen=True)
class Prefix:
    """A validated request with its per-message tokens and prefix hash chain.

    Its lists may be shared with a later reading that extends it (appended to, never changed
    below `size`); each property gives exactly this request's entries.
    """

    size: int
    total: int
    group_count: int
    lists: Lists = field(repr=False)

    @property
    def items(self) -> list[Any]:
        """The request's items as given."""
        return _upto(self.lists.items, self.size)

    @property
    def copies(self) -> list[Any]:
        """A copy of each item taken when it was read (`router.reading.tokens.snapshot`)."""
        return _upto(self.lists.copies, self.size)

    @property
    def messages(self) -> list[Message]:
        """The validated messages."""
        return _upto(self.lists.messages, self.size)

    @property
    def open_after(self) -> list[tuple[tuple[str, int], ...]]:
        """The tool calls still unanswered after each message."""
        return _upto(self.lists.open_after, self.size)

    @property
    def counts(self) -> list[int]:
        """The estimated tokens of each message."""
        return _upto(self.lists.counts, self.size)

    @property
    def chain(self) -> list[bytes]:
        """The prefix hash chain (`chain_hashes`)."""
        return _upto(self.lists.chain, self.size)

    @property
    def groups(self) -> list[Group]:
        """The atomic groups of the messages."""
        return _upto(self.lists.groups, self.group_count)

    def at_tip(self) -> bool:
        """Whether no later reading has appended to this one's lists."""
        lists = self.lists
        return len(lists.items) == self.size and len(lists.groups) == self.group_count


def _upto(values: list[T], size: int) -> list[T]:
    return values if len(values) == size else values[:size]


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
    docstring): the same objects, or equal in content to their copies, and the first messages
    and the newest of the last request unchanged since they were read."""
    if previous is None:
        return 0
    limit = min(len(items), len(previous.items))
    if _equal(items, previous.items, 0, limit):
        keep = limit
    else:
        keep = _first_difference(items, previous.copies, limit)
    head = min(HEAD, keep)
    if (changed := _first_difference(items, previous.copies, head)) < head:
        keep = changed  # a first message changed in place (a system prompt kept current)
    recent = max(min(keep, len(previous.items) - RECENT), 0)
    return recent + _first_difference(
        items[recent:keep], previous.copies[recent:keep], keep - recent
    )


def read_request(
    items: Sequence[Any], previous: Prefix | None, counter: TokenCounter, share: bool = False
) -> Prefix:
    """Validate, count and hash a request, reusing what it shares with `previous`.

    `previous` reads as it did: the new reading appends to its lists only when `share` allows
    it and it extends `previous` whole; otherwise its lists are copies (at C speed).
    """
    sequence = as_sequence(items)
    listed = sequence if type(sequence) is list else list(sequence)
    return _fresh(listed, counter, _shared(listed, previous), previous, share)


def _fresh(
    items: list[Any], counter: TokenCounter, keep: int, previous: Prefix | None, share: bool
) -> Prefix:
    open_ids = dict(previous.open_after[keep - 1]) if previous and keep else None
    new_messages, new_open = read_messages(items, keep, open_ids)
    if keep == 0 and not new_messages:
        raise InvalidMessagesError(None, "the list is empty", "send at least one message")
    infos = [counter.info(message) for message in new_messages]
    new_chain = chain_hashes(
        (digest for _, digest in infos),
        previous.chain[keep - 1] if previous and keep else b"",
    )
    new_counts = [tokens for tokens, _ in infos]
    kept = previous.total - sum(previous.counts[keep:]) if previous else 0
    lists, whole = _lists_from(previous, keep, share)
    lists.items.extend(items[keep:])
    lists.copies.extend(snapshot(item) for item in items[keep:])
    lists.messages.extend(new_messages)
    lists.open_after.extend(new_open)
    lists.counts.extend(new_counts)
    lists.chain.extend(new_chain)
    _add_groups(lists.messages, whole, lists.groups)
    return Prefix(len(lists.items), kept + sum(new_counts), len(lists.groups), lists)


def _lists_from(previous: Prefix | None, keep: int, share: bool) -> tuple[Lists, int]:
    """Lists holding `previous`'s first `keep` entries (its own when `share` allows and it is
    extended whole), and how many of its groups lie whole inside them."""
    if previous is None:
        return Lists(), 0
    groups = previous.group_count
    while groups and previous.lists.groups[groups - 1].end > keep:
        groups -= 1
    if share and keep == previous.size and groups == previous.group_count and previous.at_tip():
        return previous.lists, groups
    return previous.lists.copied(keep, groups), groups


def _add_groups(messages: list[Message], whole: int, known: list[Group]) -> None:
    """Extend `known` (its first `whole` groups) by the groups of the messages after them."""
    start = known[whole - 1].end if whole else 0
    for group in group_messages(messages[start:]):
        known.append(Group(group.start + start, group.end + start, group.kind, group.call_ids))
