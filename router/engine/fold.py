"""The early tier's fold: masked tool rounds become lines of the summary message, by rule.

After masking, every old round still costs its assistant message (the calls, their ids and
arguments) and one placeholder per result, re-read at the cached price by every later call.
Folding them into the summary message keeps one line per result (call, `tool_call_id`, the
excerpts kept) and drops the rest. Folding rewrites the summary, which sits early in the
request, so the prompt cache breaks there: the fold F and the rounds folded B are billed again
at full price. With rounds adding g tokens each and a cached token priced at c, folding every
B tokens costs per round c·B/2 (reading the unfolded rounds) + (1 − c)(F + B)·g/B (the breaks),
least at B = √(2(1 − c)·F·g / c). So a fold waits until the unfolded masked rounds reach that.
"""

from __future__ import annotations

import math
from bisect import bisect_left

from router.engine.steps import Attempt
from router.history.scan import Found
from rungs import (
    FOLD_HEADING,
    Message,
    fold_lines,
    fold_start,
    foldable_end,
    render_summary,
    summary_body,
)

__all__ = ["fold_due", "fold_step"]


def fold_step(attempt: Attempt, keep_rounds: int) -> None:
    """Fold the masked rounds before the last `keep_rounds` into the summary when the cost
    model says it pays."""
    view, plan = attempt.view, attempt.plan
    found = view.found
    if not plan.replace:
        return
    previous = plan.summary
    start = int(previous["start"]) if previous else fold_start(view.groups)
    begin = int(previous["end"]) if previous else start
    messages = view.job.messages
    last = min(_kept_from(found, keep_rounds, view.size), _newest_user(messages, begin))
    placeholders = _placeholders(attempt, found, begin, last)
    end = foldable_end(messages, view.groups, begin, last, placeholders)
    if end <= begin:
        return
    groups = view.groups
    folded = groups[bisect_left(groups, begin, key=lambda g: g.start) :]
    folded = folded[: bisect_left(folded, end, key=lambda g: g.start)]
    old_body = summary_body(str(previous["message"]["content"])) if previous else ""
    added = "\n".join(
        part for part in (_heading(old_body), *fold_lines(messages, folded, placeholders)) if part
    )
    unfolded = sum(_count(attempt, messages, index, placeholders) for index in range(begin, end))
    old_fold = view.counter.message(previous["message"] if previous else render_summary("", 0))
    new_fold = old_fold + view.counter.text("\n" + added)  # the new lines only: O(what is new)
    rounds = sum(group.kind == "tools" for group in folded)
    if new_fold >= (old_fold if previous else 0) + unfolded:
        return
    if not fold_due(unfolded, new_fold, unfolded / max(rounds, 1), view.job.limits.cached_ratio):
        return
    message = render_summary("\n".join(part for part in (old_body, added) if part), end - start)
    plan.summary = {"start": start, "end": end, "message": message}
    said = f"{rounds} masked tool round{'' if rounds == 1 else 's'} (messages {begin}–{end - 1})"
    into = f"the summary, now of messages {start}–{end - 1}" if previous else "a summary"
    attempt.notes.append(f"folded {said} into {into}")


def fold_due(unfolded: int, fold: int, per_round: float, cached_ratio: float) -> bool:
    """Whether `unfolded` tokens of masked rounds are worth a fold of `fold` tokens."""
    ratio = min(max(cached_ratio, 0.01), 1.0)
    if ratio >= 1.0:
        return True  # no cache to break: every token folded away is saved on each call
    return unfolded >= math.sqrt(2 * (1 - ratio) * fold * per_round / ratio)


def _heading(old_body: str) -> str:
    """The heading of the folded lines, unless the summary already has it."""
    return "" if FOLD_HEADING in old_body else FOLD_HEADING


def _kept_from(found: Found, keep_rounds: int, size: int) -> int:
    """The first message of the last `keep_rounds` tool rounds (never folded)."""
    first = found.rounds - keep_rounds
    for at in range(found.count - 1, -1, -1):
        entry = found.entries[at]
        if entry.round < first:
            break
        size = entry.group_start
    return size


def _newest_user(messages: list[Message], begin: int) -> int:
    """The newest user message at or after `begin` (never folded), else the request's end."""
    for index in range(len(messages) - 1, begin - 1, -1):
        if messages[index].get("role") == "user":
            return index
    return len(messages)


def _placeholders(attempt: Attempt, found: Found, begin: int, last: int) -> dict[int, str]:
    """The placeholder text of each masked result from `begin` up to `last`, by message index."""
    replace = attempt.plan.replace
    return {e.index: replace[e.key] for e in found.between(begin, last) if e.key in replace}


def _count(attempt: Attempt, messages: list[Message], index: int, texts: dict[int, str]) -> int:
    """Tokens of message `index` as the plan renders it (a masked result: its placeholder)."""
    text = texts.get(index)
    if text is None:
        return attempt.view.job.prefix.counts[index]
    return attempt.view.counter.message({**messages[index], "content": text})
