"""Tool results of a request found through the session's scan (`View.found`), not by a walk.

Each answer is the one `rungs.result_keys` and the request's tool calls give over the whole
request; the work is proportional to the results asked about.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from typing import Any

from router.history.scan import Found, ResultEntry

__all__ = ["entries_between", "entry_of", "indexed", "tool_name"]

Message = dict[str, Any]


def entry_of(found: Found, key: str) -> ResultEntry | None:
    """The entry of the result named `key` in this request, if it has one."""
    position = found.positions.get(key)
    if position is None or position >= found.count:
        return None
    return found.entries[position]


def entries_between(found: Found, start: int, end: int) -> list[ResultEntry]:
    """The entries of the results at message indexes `[start, end)`, in order."""
    entries, count = found.entries, found.count
    first = bisect_left(entries, start, 0, count, key=lambda entry: entry.index)
    last = bisect_left(entries, end, first, count, key=lambda entry: entry.index)
    return entries[first:last]


def indexed(found: Found, keys: Iterable[str]) -> list[ResultEntry]:
    """The entries of those of `keys` this request holds, in message order."""
    entries = (entry_of(found, key) for key in keys)
    return sorted((entry for entry in entries if entry is not None), key=lambda e: e.index)


def tool_name(found: Found, messages: Sequence[Message], call_id: str) -> str:
    """The tool named by the last call with `call_id` in the request ("tool" if none).

    Every call has one result. Results of one id get the keys `id`, `id#2`, `id#3`, ... in
    turn, a key some other id took (a literal `id#2`) skipped, so the id's results all lie in
    the run of keys present from `id` on.
    """
    name, key, suffix = "tool", call_id, 1
    while (entry := entry_of(found, key)) is not None:
        if messages[entry.index].get("tool_call_id") == call_id:
            name = entry.tool
        suffix += 1
        key = f"{call_id}#{suffix}"
    return name
