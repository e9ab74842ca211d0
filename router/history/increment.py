"""A plan rendered as the earlier edits' rendering with the few results it changes replaced.

Masking a batch adds placeholders for a few results to a plan that already holds every earlier
edit. Rather than apply the whole plan to the whole request again (and count every message of
it), the rendering of the earlier edits is copied and only the results whose text the plan
changes are replaced; the token count moves by what those replacements change. The result is
the same list, message for message, that `Plan.render` gives.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from router.history.edit_log import Plan
from router.history.scan import Found

__all__ = ["apply_changes", "changed_results", "position"]

Message = dict[str, Any]


def _text(plan: Plan, key: str) -> str | None:
    """The text a plan gives a result (a mask wins over a cut), or None when it leaves it."""
    found = plan.replace.get(key)
    return plan.truncate.get(key) if found is None else found


def changed_results(plan: Plan, base: Plan, found: Found) -> list[tuple[int, str]] | None:
    """(message index, text) of each result `plan` renders otherwise than `base`, in order.

    None when `plan` differs from `base` in more than added or changed result texts (another
    summary, a text taken away): then the whole plan must be rendered.
    """
    if plan.summary != base.summary or plan.recalled != base.recalled:
        return None
    written = plan.written_since(base)
    if written is not None:
        keys = {*written[0], *written[1]}
    elif not (
        base.replace.keys() <= plan.replace.keys() and base.truncate.keys() <= plan.truncate.keys()
    ):
        return None
    else:
        keys = {key for key, _ in plan.replace.items() - base.replace.items()}
        keys.update(key for key, _ in plan.truncate.items() - base.truncate.items())
    changed: list[tuple[int, str]] = []
    for key in keys:
        text = _text(plan, key)
        index = found.index_of(key)
        if text is None or index is None or text == _text(base, key):
            continue
        changed.append((index, text))
    changed.sort()
    return changed


def position(index: int, covered: int, head: int, summary: dict[str, Any] | None) -> int | None:
    """Where message `index` is in the rendering (`head` messages stand for the first `covered`).

    None when a summary folded it away.
    """
    if index >= covered:
        return head + index - covered
    start, end = (0, 0) if summary is None else (int(summary["start"]), int(summary["end"]))
    if index < start or summary is None:
        return index
    if index < end:
        return None
    return index - (end - start) + 1


def apply_changes(
    rendered: list[Message],
    messages: list[Message],
    changes: list[tuple[int, str]],
    where: Callable[[int], int | None],
    count: Callable[[Message], int],
) -> int:
    """Replace the changed results in `rendered` (a copy) in place; the tokens this moves."""
    moved = 0
    for index, text in changes:
        at = where(index)
        if at is None:
            continue
        message = {**messages[index], "content": text}
        moved += count(message) - count(rendered[at])
        rendered[at] = message
    return moved
