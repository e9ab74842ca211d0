"""The `truncate` rung: a result over its limit is cut in the middle, head and tail kept."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from rungs.groups import Message, result_keys

__all__ = ["Encoding", "plan_truncation", "truncate_text"]


class Encoding(Protocol):
    """The part of a tiktoken encoding the rung needs."""

    def encode(self, text: str, *, disallowed_special: tuple[str, ...] = ()) -> list[int]: ...

    def decode(self, tokens: list[int]) -> str: ...


def truncate_text(text: str, max_tokens: int, encoding: Encoding) -> str | None:
    """`text` cut to about `max_tokens` (head and tail kept), or None when it already fits."""
    tokens = encoding.encode(text, disallowed_special=())
    if len(tokens) <= max_tokens:
        return None
    keep = max(max_tokens - 24, 2)
    head = keep * 2 // 3
    tail = keep - head
    cut = len(tokens) - head - tail
    marker = f"\n[compaction-router: {cut} tokens cut from the middle of this result]\n"
    return encoding.decode(tokens[:head]) + marker + encoding.decode(tokens[-tail:])


def plan_truncation(
    messages: Sequence[Message],
    max_tokens: int,
    encoding: Encoding,
    estimate: Callable[[Message], int],
    *,
    skip_ids: frozenset[str] = frozenset(),
) -> dict[str, str]:
    """Cut text, by result key, for every string tool result estimated over `max_tokens`."""
    planned: dict[str, str] = {}
    for message, key in zip(messages, result_keys(messages), strict=True):
        if not key or not isinstance(message.get("content"), str):
            continue
        if key in skip_ids or estimate(message) <= max_tokens:
            continue
        cut = truncate_text(message["content"], max_tokens, encoding)
        if cut is not None:
            planned[key] = cut
    return planned
