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
from dataclasses import dataclass
from typing import Any

from judges.durable import Ledger, Readings, extract_durable
from router.history.edit_log import Plan
from router.history.view import View
from rungs import CarriedSummary, Group, carried_summary, choose_cut, fold_start, result_keys

__all__ = ["Fold", "fold_range", "summary_start"]

Message = Mapping[str, Any]
MAX_SUMMARY_TOKENS = 2000
"""The most a summary's share of the target gives it, in a large window."""


@dataclass(frozen=True)
class Fold:
    """The messages `[start, cut)` a summary folds, each message's tokens under the plan's cuts
    and masks, and the ledger of the conversation from `start` on when it was read whole (no
    earlier summary among those messages): the summary's own ledger is that one, split at
    `cut`, so it is not read twice."""

    start: int
    cut: int
    counts: list[int]
    ledger: Ledger | None


def fold_range(view: View, plan: Plan, keep_groups: int, edited: Sequence[Message]) -> Fold:
    """Where the summary begins and ends (see the module's docstring); `edited` are the
    request's messages as the summary reads them."""
    counts = _counts_under(view, plan.edits())
    start = summary_start(view, counts, plan.summary)
    head = view.overhead + sum(counts[:start])
    target = view.budget.target
    messages = view.job.messages
    ledger = None
    if _tools_dominate(messages, counts, start):
        allowance = min(MAX_SUMMARY_TOKENS, target // 5)
    else:
        last = view.groups[-1]
        room = max(target - head - sum(counts[last.start : last.end]), target * 3 // 4)
        carried = carried_summary(messages, start, len(messages))
        whole = _items_ledger(view, start, edited, carried)
        items = min(_items_lines(whole.texts(), view), room)
        allowance = max(min(MAX_SUMMARY_TOKENS, target // 2), items)
        ledger = whole if carried is None else None
    tail_budget = max(target - head - allowance, 0)
    cut = choose_cut(
        view.groups, counts, start=start, keep_last_groups=keep_groups, tail_budget=tail_budget
    )
    return Fold(start, cut, counts, ledger)


def _tools_dominate(messages: Sequence[Message], counts: Sequence[int], start: int) -> bool:
    """Whether tool results make half or more of what may be folded (their placeholders and
    pointers carry them, so the summary needs less room)."""
    tools = sum(c for m, c in zip(messages[start:], counts[start:], strict=False)
                if m.get("role") == "tool")  # fmt: skip
    return tools * 2 >= sum(counts[start:])


def _items_ledger(
    view: View, start: int, edited: Sequence[Message], carried: CarriedSummary | None
) -> Ledger:
    """The durable items stated from `start` on, read from the earlier summary sent back in
    the request (`carried`) when there is one."""
    readings = view.memo.readings
    if carried is None:
        return extract_durable(edited[start:], readings=readings)
    at = carried.index
    return extract_durable(edited[at + 1 :], carried.text, (), readings, edited[start:at])


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
    return next((g.start for g in groups if g.end == start and g.kind == "user"), None)
