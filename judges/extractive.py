"""A summariser with no model: keeps the lines that carry the facts, notes each tool result."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from judges.durable import Ledger, extract_durable
from judges.durable_section import section_span, section_within
from judges.facts import (
    find_identifiers,
    goal_focus,
    has_decision,
    message_sources,
    relevant_lines,
    source_text,
)
from judges.fill import FILL_HEADING, fill_lines
from judges.flows import settled
from judges.text import calls_of, message_text, one_line, tool_calls
from judges.types import JudgeFlow, Summary, SummaryInput

__all__ = ["ExtractiveSummarizer"]

CHARS_PER_TOKEN = 3
"""A safe (low) estimate of characters per token, to turn a token allowance into characters."""


@dataclass
class _Sections:
    """The parts of an extractive summary, before trimming to size."""

    relevant: list[str] = field(default_factory=list)
    previous: list[str] = field(default_factory=list)
    said: dict[str, list[str]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    dropped_notes: int = 0


class ExtractiveSummarizer:
    """Builds a structured summary from the lines that carry the must-keep items."""

    name = "extractive"

    def __init__(
        self,
        *,
        max_chars: int = 6000,
        snippet_chars: int = 240,
        note_chars: int = 100,
        relevant_share: float = 0.5,
        relevant_chars: int = 400,
    ) -> None:
        """Bound each quoted snippet and each tool note; `max_chars` bounds the whole summary
        only when the input carries no token allowance (the allowance is the bound otherwise).

        The router's relevant lines take at most `relevant_share` of the bound, each cut at a
        field boundary to `relevant_chars`.
        """
        self.max_chars = max_chars
        self.snippet_chars = snippet_chars
        self.note_chars = note_chars
        self.relevant_share = relevant_share
        self.relevant_chars = relevant_chars

    def summarize(self, inp: SummaryInput, must_keep: tuple[str, ...]) -> JudgeFlow[Summary]:
        """Fold the messages and any previous summary into one bounded text."""
        return settled(Summary(text=self.build(inp, must_keep)))

    def build(self, inp: SummaryInput, must_keep: Sequence[str]) -> str:
        """The summary text: durable items first, then must-keep items, then the rest by value.

        Items a later statement superseded, and must-keep items holding their stale values,
        are left out. Every other must-keep item appears verbatim while it fits.
        """
        ledger = extract_durable(inp.messages, inp.previous_summary)
        measure, bound = self._measure(inp), self._bound(inp)
        head = [f"Summary of {len(inp.messages)} earlier messages (extractive)."]
        if inp.goal.strip() and self.limit(inp) >= 1200:
            head.append(f"Goal: {one_line(inp.goal, 160)}")
        section = section_within(ledger, bound - _lines_size(head, measure), measure)
        shown = "\n".join(section)
        items = [
            item
            for item in dict.fromkeys(must_keep)
            if item and item not in shown and not ledger.carries_stale(item)
        ]
        sections = _Sections(
            relevant=[line for line in self._relevant(inp) if not ledger.carries_stale(line)],
            previous=self._previous(inp.previous_summary, items, ledger),
        )
        covered = _held(items, sections.relevant + sections.previous)
        self._collect(inp.messages, items, covered, sections)
        left = bound - _lines_size(head + section, measure)
        limit = left * CHARS_PER_TOKEN if inp.max_tokens is not None else left
        text = _render([*head, *section], _trim(sections, limit - _items_size(items, limit // 2)))
        text = _with_items(text, items, len(text) + max(limit - len(text), 0) + len(text) // 2)
        room = bound - measure(text) - 2
        extra = fill_lines(inp.messages, inp.previous_summary, ledger, text, room, measure)
        return "\n\n".join([text, "\n".join(extra)]) if extra else text

    def limit(self, inp: SummaryInput) -> int:
        """The characters the summary may take: the input's allowance, else `max_chars`."""
        if inp.max_tokens is None:
            return self.max_chars
        return max(inp.max_tokens * CHARS_PER_TOKEN, 0)

    def _measure(self, inp: SummaryInput) -> Callable[[str], int]:
        """How the summary's size is counted: the router's tokens under an allowance, else
        characters."""
        return inp.count_tokens if inp.max_tokens is not None else len

    def _bound(self, inp: SummaryInput) -> int:
        """The size the summary may take, in the units of `_measure`."""
        return max(inp.max_tokens, 0) if inp.max_tokens is not None else self.max_chars

    def _relevant(self, inp: SummaryInput) -> list[str]:
        """The router's relevant lines found verbatim in the input, within their share."""
        if not inp.relevant:
            return []
        source = source_text(message_sources(inp.messages, inp.previous_summary))
        budget = int(self.limit(inp) * self.relevant_share)
        lines = relevant_lines(
            inp.relevant,
            source,
            count=lambda line: len(line) + 2,
            max_tokens=budget,
            item_chars=self.relevant_chars,
            focus=goal_focus(inp.goal),
        )
        return list(lines)

    def _previous(self, previous: str | None, items: Sequence[str], ledger: Ledger) -> list[str]:
        """The fact lines of an earlier summary outside its item section (read back into the
        ledger), shortened around what they carry; none holding a stale value."""
        lines: list[str] = []
        whole = set(items)
        raws = (previous or "").splitlines()
        start, end = section_span(raws)
        for index, raw in enumerate(raws):
            line = raw.strip().removeprefix("- ")
            if not line or _is_heading(line) or (start <= index < end and end > start):
                continue
            if ledger.carries_stale(line) or line.startswith(FILL_HEADING):
                continue
            if line in whole:  # the line is an item: kept whole, whatever else it holds
                lines.append(line)
                continue
            needles = [item for item in items if item in line] or find_identifiers(line)[:5]
            if needles or has_decision(line):
                lines.append(_around(line, needles, self.snippet_chars))
        return list(dict.fromkeys(lines))

    def _collect(
        self,
        messages: Sequence[Mapping[str, Any]],
        items: Sequence[str],
        covered: set[str],
        sections: _Sections,
    ) -> None:
        """Snippets carrying uncovered items, grouped by speaker, and one note per tool result."""
        calls = tool_calls(messages)
        for message in messages:
            role = str(message.get("role", "unknown"))
            text = message_text(message)
            speaker = role
            if role == "tool":
                name, args = calls.get(str(message.get("tool_call_id", "")), ("unknown", ""))
                speaker = f"tool {name}"
                sections.notes.append(self._note(name, args, text))
            self._snippets(speaker, text, items, covered, sections)
            for _call_id, name, args in calls_of(message):
                self._snippets(f"{role} call", f"{name}({args})", items, covered, sections)

    def _snippets(
        self, speaker: str, text: str, items: Sequence[str], covered: set[str], sections: _Sections
    ) -> None:
        """Add the lines of `text`, shortened, that carry items not yet covered."""
        fresh = [item for item in items if item not in covered and item in text]
        for line in text.splitlines() if fresh else ():
            found = [item for item in fresh if item not in covered and item in line]
            if found:
                covered.update(found)
                snippet = _around(line, found, self.snippet_chars)
                sections.said.setdefault(speaker, []).append(snippet)

    def _note(self, name: str, args: str, text: str) -> str:
        """One line per folded tool result: tool, arguments, size and a few identifiers."""
        ids = ", ".join(find_identifiers(text[:4000])[:4])
        note = f"{name}({one_line(args, self.note_chars)}) → {len(text)} chars"
        return note + (f"; ids: {ids}" if ids else "")


def _lines_size(lines: Sequence[str], measure: Callable[[str], int]) -> int:
    """The size of `lines` joined by breaks, counted line by line (one unit per break)."""
    return sum(measure(line) + 1 for line in lines)


def _items_size(items: Sequence[str], cap: int) -> int:
    """Characters the must-keep items may need at the end, at most `cap`."""
    return min(sum(len(item) + 3 for item in items), cap)


def _held(items: Sequence[str], lines: Sequence[str]) -> set[str]:
    """The items some line holds: a line that is an item at once, the rest by one scan each of
    the joined lines (an item spanning lines is looked for line by line)."""
    whole, joined = set(lines), "\n".join(lines)
    return {
        item
        for item in items
        if item in whole
        or (item in joined and ("\n" not in item or any(item in line for line in lines)))
    }


def _with_items(text: str, items: Sequence[str], limit: int) -> str:
    """`text` and the items it lacks, in their (ranked) order, while they fit `limit`."""
    lines = {line.strip().removeprefix("- ") for line in text.splitlines()}
    missing = [item for item in items if item not in lines and item not in text]
    if not missing:
        return text
    out = text + "\nAlso kept verbatim:"
    for item in missing:
        if len(out) + len(item) + 3 > limit:
            break
        out += f"\n- {item}"
    return out


def _is_heading(line: str) -> bool:
    """Structural lines of an extractive summary that carry no fact of their own."""
    if line.startswith(("Summary of ", "Goal: ")):
        return True
    return line.endswith(":") and len(line) <= 40


def _around(line: str, needles: Sequence[str], limit: int) -> str:
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


def _trim(sections: _Sections, budget: int) -> _Sections:
    """Drop the oldest tool notes, then earlier-summary lines, then snippets, to fit `budget`.

    Relevant lines are bounded on their own and never dropped here.
    """
    excess = _size(sections) - budget
    for lines in (sections.notes, sections.previous, *sections.said.values()):
        drop = 0
        while drop < len(lines) and excess > 0:
            excess -= len(lines[drop]) + 3
            drop += 1
        if lines is sections.notes:
            sections.dropped_notes = drop
        del lines[:drop]
    return sections


def _size(sections: _Sections) -> int:
    """Characters the sections take when rendered."""
    return len("\n".join(_body(sections)))


def _body(sections: _Sections) -> list[str]:
    """The section lines under their headings."""
    lines: list[str] = []
    if sections.relevant:
        lines += ["Relevant lines (verbatim):", *(f"- {line}" for line in sections.relevant)]
    if sections.previous:
        lines += ["Earlier summary:", *(f"- {line}" for line in sections.previous)]
    for speaker, said in sections.said.items():
        if said:
            lines += [f"From {speaker}:", *(f"- {line}" for line in said)]
    if sections.notes or sections.dropped_notes:
        lines.append("Tool results folded:")
        if sections.dropped_notes:
            lines.append(f"- ({sections.dropped_notes} earlier tool results not listed)")
        lines += [f"- {line}" for line in sections.notes]
    return lines


def _render(head: Sequence[str], sections: _Sections) -> str:
    """The final summary text."""
    return "\n".join([*head, *_body(sections)])
