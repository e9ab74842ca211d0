"""The `summarize` rung's pure parts: where to cut, the summary message, verbatim checks."""

from __future__ import annotations

from collections.abc import Sequence

from rungs.groups import Group, Message

__all__ = [
    "SUMMARY_MARK",
    "apply_summary",
    "choose_cut",
    "fold_start",
    "missing_items",
    "render_summary",
    "with_missing",
]

SUMMARY_MARK = "[compaction-router summary"


def fold_start(groups: Sequence[Group]) -> int:
    """First index that may be folded: after leading system messages and the first user turn."""
    start = 0
    for group in groups:
        if group.kind != "system":
            if group.kind == "user":
                start = group.end
            break
        start = group.end
    return start


def choose_cut(
    groups: Sequence[Group],
    tokens: Sequence[int],
    *,
    start: int,
    keep_last_groups: int,
    tail_budget: int,
) -> int:
    """Group boundary ending the folded range; the tail after it is kept verbatim.

    The tail keeps at most `keep_last_groups` groups and at least one, shrinking while it is
    over `tail_budget` tokens. Returns `start` when there is nothing to fold.
    """
    later = [group for group in groups if group.start >= start]
    if len(later) < 2:
        return start
    kept = min(max(keep_last_groups, 1), len(later) - 1)
    while kept > 1 and sum(tokens[later[-kept].start :]) > tail_budget:
        kept -= 1
    return later[-kept].start


def render_summary(text: str, folded: int, omitted: int = 0) -> Message:
    """The message that stands in for `folded` earlier messages."""
    note = (
        f" The oldest {omitted} of them did not fit the summariser and are left out."
        if omitted
        else ""
    )
    header = f"{SUMMARY_MARK} of {folded} earlier messages; the originals are recorded.{note}]"
    return {"role": "user", "content": f"{header}\n{text.strip()}"}


def missing_items(text: str, must_keep: Sequence[str]) -> list[str]:
    """The must-keep items that do not appear verbatim in `text`, in order, without repeats."""
    missing: list[str] = []
    for item in must_keep:
        if item and item not in text and item not in missing:
            missing.append(item)
    return missing


def with_missing(text: str, must_keep: Sequence[str]) -> str:
    """`text` with every missing must-keep item appended verbatim."""
    missing = missing_items(text, must_keep)
    if not missing:
        return text
    lines = "\n".join(f"- {item}" for item in missing)
    return f"{text.rstrip()}\n\nKept verbatim:\n{lines}"


def apply_summary(
    messages: Sequence[Message], start: int, end: int, summary: Message
) -> list[Message]:
    """Messages with `[start, end)` replaced by the summary message."""
    return [*messages[:start], summary, *messages[end:]]
