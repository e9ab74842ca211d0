"""Where a summary begins and ends: after the task, or at the task once it no longer stands
as written; and how much of the newest conversation stays verbatim after it.

The first user message (the task) stays verbatim in front of every summary while it is still
true and small: it says what the session is for. It is folded with the rest when a later
statement changes a value it states (carried verbatim, it would send the replaced value on
every call), or when with what precedes it it takes more than a third of the target (a short
chat summarised tightly, where its items are worth more as lines of the summary than as
prose). Once folded, it stays folded.

The summary may take half the target where conversation dominates what is folded (a fifth
where tool results do), and more when the durable items of the folded conversation need it:
the newest turns kept verbatim then shrink, down to the last one, because a rule or a limit
stated earlier is worth more than the wording of the latest exchange.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from judges.durable import Readings, extract_durable
from router.history.edit_log import Plan
from router.history.view import View
from rungs import Group, carried_summary, choose_cut, fold_start, result_keys

__all__ = ["fold_range", "summary_start"]

Message = Mapping[str, Any]
MAX_SUMMARY_TOKENS = 2000
"""The most a summary's share of the target gives it, in a large window."""


def fold_range(view: View, plan: Plan, keep_groups: int) -> tuple[int, int, list[int]]:
    """The messages `[start, cut)` the summary folds, with each message's tokens under the
    plan's cuts and masks (see the module's docstring)."""
    counts = _counts_under(view, {**plan.truncate, **plan.replace})
    start = summary_start(view, counts, plan.summary)
    head = view.overhead + sum(counts[:start])
    target = view.budget.target
    messages = view.job.messages
    if _tools_dominate(messages, counts, start):
        allowance = min(MAX_SUMMARY_TOKENS, target // 5)
    else:
        last = view.groups[-1]
        room = max(target - head - sum(counts[last.start : last.end]), target * 3 // 4)
        items = min(_items_tokens(view, start), room)
        allowance = max(min(MAX_SUMMARY_TOKENS, target // 2), items)
    tail_budget = max(target - head - allowance, 0)
    cut = choose_cut(
        view.groups, counts, start=start, keep_last_groups=keep_groups, tail_budget=tail_budget
    )
    return start, cut, counts


def _tools_dominate(messages: Sequence[Message], counts: Sequence[int], start: int) -> bool:
    """Whether tool results make half or more of what may be folded (their placeholders and
    pointers carry them, so the summary needs less room)."""
    tools = sum(c for m, c in zip(messages[start:], counts[start:], strict=False)
                if m.get("role") == "tool")  # fmt: skip
    return tools * 2 >= sum(counts[start:])


def _items_tokens(view: View, start: int) -> int:
    """What the durable items stated from `start` on take as lines of a summary."""
    messages, readings = view.job.messages, view.memo.readings
    carried = carried_summary(messages, start, len(messages))
    if carried is None:
        return _items_lines(extract_durable(messages[start:], readings=readings).texts(), view)
    at = carried.index
    ledger = extract_durable(messages[at + 1 :], carried.text, (), readings, messages[start:at])
    return _items_lines(ledger.texts(), view)


def _items_lines(texts: Sequence[str], view: View) -> int:
    return sum(view.counter.text(f"- {text}") + 1 for text in texts) + ITEM_HEADINGS_TOKENS


ITEM_HEADINGS_TOKENS = 40
"""The item section's heading and its kind headings."""


def _counts_under(view: View, edits: Mapping[str, str]) -> list[int]:
    """Each message's tokens with `edits` (cuts and masks, by result key) applied: the read
    counts, with the edited results counted again."""
    messages, counts = view.job.messages, list(view.job.prefix.counts)
    for index, key in enumerate(result_keys(messages)):
        if key and key in edits:
            edited = {**messages[index], "content": edits[key]}
            counts[index] = view.counter.message(edited, remember=False)
    return counts


def summary_start(view: View, counts: Sequence[int], previous: Mapping[str, Any] | None) -> int:
    """The first message the summary folds: after the task, or the task itself (see above)."""
    start = fold_start(view.groups)
    task = _task(view.groups, start)
    if task is None:
        return start
    if previous is not None and int(previous["start"]) <= task:
        return int(previous["start"])
    if carried_summary(view.job.messages, task, start):
        return task  # an earlier summary sent back in the task's place: folded again
    head = view.overhead + sum(counts[:start])
    if head * 3 > view.budget.target:
        return task
    if task_superseded(view.job.messages[task:], view.memo.readings):
        return task
    return start


def task_superseded(
    messages: Sequence[Mapping[str, Any]], readings: Readings | None = None
) -> bool:
    """Whether a later message changes a value the first of `messages` (the task) states."""
    if not messages or not extract_durable(messages[:1], readings=readings).items:
        return False  # the task states no item: nothing of it can be replaced
    ledger = extract_durable(messages, readings=readings)
    return any(item.message == 0 for item in ledger.superseded)


def _task(groups: Sequence[Group], start: int) -> int | None:
    """The index of the task when it is the user turn that ends right before `start`."""
    for group in groups:
        if group.end == start and group.kind == "user":
            return group.start
    return None
