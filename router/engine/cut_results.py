"""What a request's plan has cut, and where each cut result's original is.

A result is cut when the plan masks, truncates or folds it, when the client sends back a
placeholder this router wrote in its place, or when a summary the client sends back names its
call (its result no longer in the request; its original only in the store).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from router.engine.steps import Attempt
from router.history.view import View
from rungs import carried_summary, pointers_in
from rungs.fold import Pointer
from rungs.mask import is_placeholder
from rungs.text import content_text

__all__ = [
    "LEADING_MESSAGES",
    "Cut",
    "carried_calls",
    "cut_results",
    "original_text",
    "sent_back",
]

LEADING_MESSAGES = 6
"""Where a summary the client sends back sits: among the request's first messages (after the
system prompt and the task), as this router placed it."""


@dataclass(frozen=True)
class Cut:
    """A result the plan cuts: where it is (-1: folded into a summary sent back, its original
    only in the store) and the call behind it."""

    index: int
    tool: str
    arguments: str


def cut_results(attempt: Attempt, carried: Sequence[Pointer]) -> dict[str, Cut]:
    """The results the plan masks, truncates or folds, placeholders sent back as results, and
    the `carried` calls of a summary sent back (`carried_calls`), by result key (from the
    session's scan of the request's results when there is one)."""
    plan, view = attempt.plan, attempt.view
    summary = plan.summary
    start, end = (summary["start"], summary["end"]) if summary else (0, 0)

    messages = view.job.messages

    def is_cut(index: int, key: str) -> bool:
        if start <= index < end or key in plan.replace or key in plan.truncate:
            return True
        return is_placeholder(messages[index].get("content"))  # cut before, sent back

    cut = {call_id: Cut(-1, tool, arguments) for tool, arguments, call_id in carried}
    found = view.found
    shown = found.entries[: found.count]
    cut.update((e.key, Cut(e.index, e.tool, e.arguments)) for e in shown if is_cut(e.index, e.key))
    return cut


def carried_calls(view: View) -> list[Pointer]:
    """`(tool, arguments, tool_call_id)` of each call a summary the client sent back names (its
    results folded before; the store may keep their originals). Reads the first messages only."""
    messages = view.job.messages
    carried = carried_summary(messages, 0, LEADING_MESSAGES)
    return pointers_in(carried.text) if carried is not None else []


def original_text(view: View, cut: dict[str, Cut], key: str, originals: dict[str, str]) -> str:
    """A cut result's original: from the request (the store's for a placeholder sent back), or
    for a call folded into a summary sent back, the store's ("" when it kept none)."""
    if cut[key].index < 0:
        return (view.recorded(key) if view.recorded is not None else None) or ""
    found = originals.get(key)
    return found or content_text(view.job.messages[cut[key].index].get("content"))


def sent_back(view: View, carried: Sequence[Pointer]) -> bool:
    """Whether the client sent back placeholders or a summary this router wrote (the store keeps
    what they stand for, so a new turn searches them too): its oldest result is a placeholder,
    as the oldest are masked first, or a summary among its first messages names calls
    (`carried`, from `carried_calls`). A few messages are read, however long the request."""
    if carried:
        return True
    messages, found = view.job.messages, view.found
    first = found.entries[0].index if found.count else None
    return first is not None and is_placeholder(messages[first].get("content"))
