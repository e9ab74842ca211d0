"""Where a summary begins: after the task, or at the task once it no longer stands as written.

The first user message (the task) stays verbatim in front of every summary while it is still
true and small: it says what the session is for. It is folded with the rest when a later
statement changes a value it states (carried verbatim, it would send the replaced value on
every call), or when on its own it takes more than half the target (a short chat summarised
tightly, where its items are worth more as lines of the summary than as prose). Once folded,
it stays folded.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from judges.durable import extract_durable
from router.history.view import View
from rungs import Group, fold_start

__all__ = ["summary_start"]


def summary_start(view: View, counts: Sequence[int], previous: Mapping[str, Any] | None) -> int:
    """The first message the summary folds: after the task, or the task itself (see above)."""
    start = fold_start(view.groups)
    task = _task(view.groups, start)
    if task is None:
        return start
    if previous is not None and int(previous["start"]) <= task:
        return int(previous["start"])
    head = view.overhead + sum(counts[:start])
    if head * 2 > view.budget.target or task_superseded(view.job.messages[task:]):
        return task
    return start


def task_superseded(messages: Sequence[Mapping[str, Any]]) -> bool:
    """Whether a later message changes a value the first of `messages` (the task) states."""
    if not messages or not extract_durable(messages[:1]).items:
        return False  # the task states no item: nothing of it can be replaced
    return any(item.message == 0 for item in extract_durable(messages).superseded)


def _task(groups: Sequence[Group], start: int) -> int | None:
    """The index of the task when it is the user turn that ends right before `start`."""
    for group in groups:
        if group.end == start and group.kind == "user":
            return group.start
    return None
