"""The `summarize` rung's pure parts: where to cut, the summary message, verbatim checks."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rungs.groups import Group, Message
from rungs.summary_fit import fit_summary
from rungs.summary_items import outside_section
from rungs.text import content_text

__all__ = [
    "SUMMARY_MARK",
    "CarriedSummary",
    "apply_summary",
    "carried_summary",
    "choose_cut",
    "decisions_in",
    "fit_summary",
    "fold_start",
    "is_summary",
    "missing_items",
    "previous_items",
    "rank_items",
    "render_summary",
    "with_missing",
]

SUMMARY_MARK = "[compaction-router summary"
_FOLDED = re.compile(r" of (\d+) earlier messages")


@dataclass(frozen=True)
class CarriedSummary:
    """A summary this router wrote earlier that the client sent back as part of its history."""

    index: int
    text: str
    folded: int
    """How many messages it says it folded."""


def is_summary(message: Message) -> bool:
    """Whether `message` is a summary this router wrote (a client may send it back)."""
    if message.get("role") != "user":
        return False
    return content_text(message.get("content")).startswith(SUMMARY_MARK)


def carried_summary(messages: Sequence[Message], start: int, end: int) -> CarriedSummary | None:
    """The first message of `messages[start:end]` that is a summary this router wrote, if any."""
    for index in range(max(start, 0), min(end, len(messages))):
        if is_summary(messages[index]):
            text = content_text(messages[index].get("content"))
            found = _FOLDED.match(text, len(SUMMARY_MARK))
            return CarriedSummary(index, text, int(found.group(1)) if found else 1)
    return None


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

    The tail keeps at most `keep_last_groups` groups, shrinking while it is over `tail_budget`
    tokens. It keeps at least one, unless that one is an assistant reply (a history compacted
    between turns) over the budget: then the reply is folded too, so the summary has room.
    Returns `start` when there is nothing to fold.
    """
    later = [group for group in groups if group.start >= start]
    if len(later) < 2:
        return start
    kept = min(max(keep_last_groups, 1), len(later) - 1)
    while kept > 1 and sum(tokens[later[-kept].start :]) > tail_budget:
        kept -= 1
    last = later[-1]
    if kept == 1 and last.kind == "assistant" and sum(tokens[last.start : last.end]) > tail_budget:
        return last.end
    return later[-kept].start


def render_summary(text: str, folded: int, omitted: int = 0) -> Message:
    """The message that stands in for `folded` earlier messages."""
    note = (
        f" The oldest {omitted} of them did not fit the summariser and are left out."
        if omitted
        else ""
    )
    header = f"{SUMMARY_MARK} of {folded} earlier messages; originals recorded.{note}]"
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


_HEADINGS = ("Summary of ", "Goal: ", "- Goal: ")
DECISION = re.compile(
    r"\b(?:decid\w*|decision\w*|agree\w*|constraint\w*|must|never|always|only|required?|"
    r"requirements?|do not|don't|cannot|can't|polic(?:y|ies)|rules?|limits?|deadlines?|"
    r"from now on|going forward|make sure|settled?|pinned|capped|stays?)\b",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'(\[])")
_TOKEN = re.compile(r"[\w.@/-]*\d[\w.@/-]*|[A-Z][A-Z0-9_-]{2,}")


def rank_items(items: Sequence[str], named: str = "") -> list[str]:
    """Must-keep items, most important first: decisions and constraints, then items holding an
    identifier `named` (the goal and the newest messages) mentions, then the rest; stable.

    An item of several sentences is cut to the sentences that state a decision or hold an
    identifier (each a verbatim piece of the item), so one fact does not carry its neighbours.
    """
    mentioned = {token for token in _TOKEN.findall(named) if len(token) >= 3}

    def rank(item: str) -> int:
        if DECISION.search(item):
            return 0
        return 1 if any(token in mentioned for token in _TOKEN.findall(item)) else 2

    pieces = [piece for item in items for piece in _telling(item)]
    unique = [item for item in dict.fromkeys(pieces) if item.strip()]
    return sorted(unique, key=rank)


def _telling(item: str) -> list[str]:
    """The sentences of `item` that state a decision or hold an identifier (or all of it)."""
    sentences = [part.strip() for part in _SENTENCE.split(item.strip())]
    if len(sentences) < 2:
        return [item.strip()]
    kept = [part for part in sentences if DECISION.search(part) or _TOKEN.search(part)]
    return kept or [item.strip()]


def previous_items(summary: str | None) -> list[str]:
    """The facts an earlier summary carried: its listed items and its lines stating decisions.

    Re-compaction ranks them with the new must-keep items, so a summary of a summary keeps
    what mattered and does not grow. The item section and the fill block of a summary are
    left to its summariser, which reads the section back (applying later statements that
    supersede an item) and ranks the fill again.
    """
    items: list[str] = []
    raws = (summary or "").splitlines()
    for index in outside_section(raws):
        line = raws[index].strip()
        if not line or line.startswith((SUMMARY_MARK, *_HEADINGS)) or line.endswith(":"):
            continue
        if line.startswith("- "):
            items.append(line[2:].strip())
        elif DECISION.search(line) and not line.startswith("("):
            items.append(line)
    return [item for item in dict.fromkeys(items) if item]


def decisions_in(texts: Sequence[str], max_chars: int = 300) -> list[str]:
    """The sentences of `texts` (what was said, not tool output) that state a decision or a
    constraint, verbatim, each at most `max_chars` long, in order; no question."""
    found: list[str] = []
    for text in texts:
        for line in text.splitlines():
            for sentence in _SENTENCE.split(line.strip()):
                if not sentence or len(sentence) > max_chars or sentence.rstrip().endswith("?"):
                    continue  # a question decides nothing
                if DECISION.search(sentence):
                    found.append(sentence.strip())
    return list(dict.fromkeys(found))
