"""Which ranked items each line of a summary holds, found without testing every pair."""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from collections.abc import Mapping, Sequence

__all__ = ["holds_per_line"]

_WORD = re.compile(r"\w+")


def holds_per_line(lines: Sequence[str], items: Sequence[str]) -> list[set[int]]:
    """For each line, the indices of the items it contains.

    An item is looked for only in the lines holding its rarest whole word (a word with a
    non-word character on both sides inside the item); an item without one, or whose rarest
    word is in many lines, is found by scanning the joined lines once.
    """
    lines_with: defaultdict[str, list[int]] = defaultdict(list)
    for index, line in enumerate(lines):
        for word in set(_WORD.findall(line)):
            lines_with[word].append(index)
    joined = "\n".join(lines)
    starts = _line_starts(lines)
    holds: list[set[int]] = [set() for _ in lines]
    for k, item in enumerate(items):
        if not item:
            continue
        candidates = _candidates(item, lines_with, len(lines))
        if candidates is None:
            candidates = _scan(joined, starts, item)
        for index in candidates:
            if item in lines[index]:
                holds[index].add(k)
    return holds


def _candidates(item: str, lines_with: Mapping[str, list[int]], size: int) -> list[int] | None:
    """The lines holding the item's rarest inner word, or None when that narrows little."""
    best: list[int] | None = None
    for match in _WORD.finditer(item):
        if match.start() == 0 or match.end() == len(item):
            continue
        found = lines_with.get(match.group(), [])
        if best is None or len(found) < len(best):
            best = found
    if best is None or len(best) * 8 > size + 64:
        return None
    return best


def _scan(joined: str, starts: Sequence[int], item: str) -> list[int]:
    """The lines whose text holds `item`, by one scan of the joined lines."""
    found: list[int] = []
    position = joined.find(item)
    while position >= 0:
        index = bisect.bisect_right(starts, position) - 1
        found.append(index)
        if index + 1 >= len(starts):
            break
        position = joined.find(item, starts[index + 1])
    return found


def _line_starts(lines: Sequence[str]) -> list[int]:
    """Where each line starts in the lines joined by breaks."""
    starts, position = [], 0
    for line in lines:
        starts.append(position)
        position += len(line) + 1
    return starts
