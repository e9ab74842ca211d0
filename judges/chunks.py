"""Split older messages into transcript chunks that fit a judge's own window."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from judges.text import fit_tokens, middle_cut, render_message, tool_names

__all__ = ["Chunked", "chunk_transcript", "pack"]


@dataclass(frozen=True)
class Chunked:
    """Transcript chunks, oldest first, and how many of the oldest messages were left out."""

    chunks: tuple[str, ...]
    omitted: int = 0


def chunk_transcript(
    messages: Sequence[Mapping[str, Any]],
    count: Callable[[str], int],
    budget: int,
    max_chunks: int,
    lead: str | None = None,
) -> Chunked:
    """Render messages (after an optional `lead` text) and pack them greedily into chunks."""
    names = tool_names(messages)
    entries = [f"[earlier summary] {lead}"] if lead else []
    entries += [render_message(message, names) for message in messages]
    rendered = [_fit(entry, budget, count) for entry in entries]
    groups = pack([count(text) + 1 for text in rendered], budget)
    dropped = groups[: max(len(groups) - max_chunks, 0)]
    kept = groups[len(dropped) :]
    omitted = sum(len(group) for group in dropped)
    if lead and dropped:
        omitted -= 1
    chunks = tuple("\n".join(rendered[i] for i in group) for group in kept)
    return Chunked(chunks=chunks, omitted=omitted)


def _fit(text: str, budget: int, count: Callable[[str], int]) -> str:
    """One rendered message cut in the middle to fit `budget` tokens."""
    return fit_tokens(middle_cut(text, budget * 12), budget, count)


def pack(sizes: Sequence[int], budget: int, max_items: int | None = None) -> list[list[int]]:
    """Greedy packing of consecutive entries into groups of at most `budget` tokens."""
    groups: list[list[int]] = []
    used = 0
    for index, size in enumerate(sizes):
        full = max_items is not None and bool(groups) and len(groups[-1]) >= max_items
        if not groups or full or used + size > budget:
            groups.append([])
            used = 0
        groups[-1].append(index)
        used += size
    return groups
