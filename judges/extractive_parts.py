"""The extractive summary's sections and how they are cut, trimmed and rendered."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

__all__ = [
    "EARLIER_TOOLS",
    "KEPT_HEADING",
    "TOOL_KEPT_HEADING",
    "Sections",
    "around",
    "held",
    "is_heading",
    "items_size",
    "lines_size",
    "render",
    "trim",
    "with_items",
]


KEPT_HEADING = "Also kept verbatim:"
TOOL_KEPT_HEADING = "From tool results, kept verbatim:"
"""The heading of must-keep items only tool output holds (a heading `summary_lines` reads as
tool's, so they are never read back as anyone's statement)."""
EARLIER_TOOLS = "From tool results, in an earlier summary:"
"""The heading of an earlier summary's tool lines (a heading `summary_lines` reads as tool's)."""


@dataclass
class Sections:
    """The parts of an extractive summary, before trimming to size."""

    relevant: list[str] = field(default_factory=list)
    previous: list[str] = field(default_factory=list)
    previous_tools: list[str] = field(default_factory=list)
    """An earlier summary's lines of what tool results said (kept apart from people's words)."""
    said: dict[str, list[str]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    dropped_notes: int = 0
    stale: Callable[[str], bool] = field(default=lambda line: False, repr=False)
    """Whether a line holds a superseded item or a stale value (never quoted)."""


def lines_size(lines: Sequence[str], measure: Callable[[str], int]) -> int:
    """The size of `lines` joined by breaks, counted line by line (one unit per break)."""
    return sum(measure(line) + 1 for line in lines)


def items_size(items: Sequence[str], cap: int) -> int:
    """Characters the must-keep items may need at the end, at most `cap`."""
    return min(sum(len(item) + 3 for item in items), cap)


def held(items: Sequence[str], lines: Sequence[str]) -> set[str]:
    """The items some line holds: a line that is an item at once, the rest by one scan each of
    the joined lines (an item spanning lines is looked for line by line)."""
    whole, joined = set(lines), "\n".join(lines)
    return {
        item
        for item in items
        if item in whole
        or (item in joined and ("\n" not in item or any(item in line for line in lines)))
    }


def with_items(text: str, items: Sequence[str], limit: int, heading: str = KEPT_HEADING) -> str:
    """`text` and the items it lacks, in their (ranked) order, under `heading`, while they fit
    `limit`."""
    lines = {line.strip().removeprefix("- ") for line in text.splitlines()}
    missing = [item for item in items if item not in lines and item not in text]
    if not missing:
        return text
    fitting: list[str] = []
    used = len(text) + len(heading) + 1
    for item in missing:
        if used + len(item) + 3 > limit:
            break
        fitting.append(f"- {item}")
        used += len(item) + 3
    return "\n".join([text, heading, *fitting]) if fitting else text


def is_heading(line: str) -> bool:
    """Structural lines of an extractive summary that carry no fact of their own."""
    if line.startswith(("Summary of ", "Goal: ")):
        return True
    return line.endswith(":") and len(line) <= 40


def around(line: str, needles: Sequence[str], limit: int) -> str:
    """`line` cut to windows around each needle, joined with ellipses."""
    line = line.strip()
    if len(line) <= limit:
        return line
    pad = max((limit - sum(len(n) for n in needles)) // (2 * max(len(needles), 1)), 20)
    spans: list[list[int]] = []
    for needle in needles:
        start = line.find(needle)
        if start >= 0:
            spans.append([max(start - pad, 0), min(start + len(needle) + pad, len(line))])
    if not spans:
        return line[: max(limit - 1, 0)] + "…"
    merged = _merge(sorted(spans))
    body = " … ".join(line[a:b].strip() for a, b in merged)
    return ("… " if merged[0][0] > 0 else "") + body + (" …" if merged[-1][1] < len(line) else "")


def _merge(spans: list[list[int]]) -> list[list[int]]:
    """Merge overlapping [start, end) spans."""
    merged = [spans[0]]
    for start, end in spans[1:]:
        if start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged


def trim(sections: Sections, budget: int) -> Sections:
    """Drop the oldest tool notes, then earlier-summary lines, then snippets, to fit `budget`.

    Relevant lines are bounded on their own and never dropped here.
    """
    excess = _size(sections) - budget
    for lines in (
        sections.notes,
        sections.previous,
        sections.previous_tools,
        *sections.said.values(),
    ):
        drop = 0
        while drop < len(lines) and excess > 0:
            excess -= len(lines[drop]) + 3
            drop += 1
        if lines is sections.notes:
            sections.dropped_notes = drop
        del lines[:drop]
    return sections


def _size(sections: Sections) -> int:
    """Characters the sections take when rendered."""
    return len("\n".join(_body(sections)))


def _body(sections: Sections) -> list[str]:
    """The section lines under their headings."""
    lines: list[str] = []
    if sections.relevant:
        lines += ["Relevant lines (verbatim):", *(f"- {line}" for line in sections.relevant)]
    if sections.previous:
        lines += ["Earlier summary:", *(f"- {line}" for line in sections.previous)]
    if sections.previous_tools:
        lines += [EARLIER_TOOLS, *(f"- {line}" for line in sections.previous_tools)]
    for speaker, said in sections.said.items():
        if said:
            lines += [f"From {speaker}:", *(f"- {line}" for line in said)]
    if sections.notes or sections.dropped_notes:
        lines.append("Tool results folded:")
        if sections.dropped_notes:
            lines.append(f"- ({sections.dropped_notes} earlier tool results not listed)")
        lines += [f"- {line}" for line in sections.notes]
    return lines


def render(head: Sequence[str], sections: Sections) -> str:
    """The final summary text."""
    return "\n".join([*head, *_body(sections)])
