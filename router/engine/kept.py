"""What compaction keeps of older tool results: excerpts found by structure (rungs.excerpts).

Masking keeps them in placeholders, the retention judge reads them, summaries start from them.
Excerpts of results compacted in one decision are found together, so a value is "unusual" only
when it is rare across all of them; parsing is cached per result content (rungs.excerpts).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rungs import group_calls, result_keys
from rungs.excerpts import Excerpt, excerpt_results
from rungs.mask import placeholder_excerpts

__all__ = [
    "EXCERPT_CHARS",
    "SUMMARY_EXCERPT_CHARS",
    "excerpt_items",
    "excerpts_of",
    "results_in",
    "verbatim_lines",
]

Message = dict[str, Any]
EXCERPT_CHARS = 600
"""The characters one masked result's excerpts take at most."""
SUMMARY_EXCERPT_CHARS = 400
"""The characters one folded result's excerpts take at most in a summary."""


def results_in(
    messages: Sequence[Message], start: int, end: int
) -> tuple[dict[str, str], dict[str, tuple[str, str]]]:
    """The tool results in `messages[start:end]` by result key, and the call behind each."""
    keys = result_keys(messages)
    calls: dict[str, tuple[str, str]] = {}
    for message in messages:
        calls.update(group_calls(message))
    texts: dict[str, str] = {}
    made: dict[str, tuple[str, str]] = {}
    for index in range(start, end):
        key = keys[index]
        content = messages[index].get("content")
        if key and isinstance(content, str):
            texts[key] = placeholder_excerpts(content)
            made[key] = calls.get(str(messages[index].get("tool_call_id", "")), ("", ""))
    return texts, made


def excerpts_of(
    results: Mapping[str, str],
    calls: Mapping[str, tuple[str, str]],
    goal: str,
    mentions: str,
    *,
    max_units: int,
    max_chars: int,
    total_chars: int,
) -> dict[str, list[Excerpt]]:
    """Excerpts of `results` judged as one pool, at most `total_chars` characters in all.

    Over the total, identifier matches are kept first, then other matches by score, then
    unusual values; each result's excerpts stay in document order.
    """
    if max_units <= 0 or not results or total_chars <= 0:
        return {}
    found = excerpt_results(
        results, goal, mentions, calls=calls, max_chars=max_chars, max_units=max_units
    )
    ranked = sorted(
        (excerpt.reason != "match", -excerpt.score, order, key, index)
        for order, (key, excerpts) in enumerate(found.items())
        for index, excerpt in enumerate(excerpts)
    )
    keep: set[tuple[str, int]] = set()
    used = 0
    for _, _, _, key, index in ranked:
        size = len(found[key][index].text) + 1
        if used + size <= total_chars:
            keep.add((key, index))
            used += size
    return {
        key: [e for index, e in enumerate(excerpts) if (key, index) in keep]
        for key, excerpts in found.items()
        if any((key, index) in keep for index in range(len(excerpts)))
    }


def verbatim_lines(found: Mapping[str, Sequence[Excerpt]]) -> tuple[str, ...]:
    """Lines of the excerpts that are verbatim slices of their result, best first."""
    ranked = sorted(
        (e for excerpts in found.values() for e in excerpts if e.verbatim),
        key=lambda e: (e.reason != "match", -e.score),
    )
    lines = (line.strip() for e in ranked for line in e.body.splitlines())
    return tuple(dict.fromkeys(line for line in lines if line))


def excerpt_items(found: Mapping[str, Sequence[Excerpt]]) -> tuple[dict[str, str], list[str]]:
    """Must-keep items from excerpts (the body when verbatim, else the whole excerpt on one
    line), with where each came from (`tool_call_id=...`, for recall)."""
    refs: dict[str, str] = {}
    items: list[str] = []
    for key, excerpts in found.items():
        for excerpt in excerpts:
            item = excerpt.body.strip() if excerpt.verbatim else " ".join(excerpt.text.split())
            if item and item not in refs:
                refs[item] = f"tool_call_id={key.split('#', 1)[0]}"
                items.append(item)
    return refs, items
