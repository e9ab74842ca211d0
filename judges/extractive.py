"""A summariser with no model: keeps the lines that carry the facts, notes each tool result."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from judges.durable import Ledger, input_ledger
from judges.durable_core import without_asides
from judges.durable_section import section_span, section_within
from judges.durable_values import value_tokens
from judges.extractive_parts import (
    TOOL_KEPT_HEADING as TOOL_KEPT,
)
from judges.extractive_parts import (
    Sections,
    around,
    held,
    is_heading,
    items_size,
    lines_size,
    render,
    trim,
    with_items,
)
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
from judges.summary_lines import own_words, tool_made
from judges.text import calls_of, message_text, one_line, tool_calls, tool_text
from judges.types import JudgeFlow, Summary, SummaryInput

__all__ = ["ExtractiveSummarizer", "with_ledger"]

CHARS_PER_TOKEN = 3
"""A safe (low) estimate of characters per token, to turn a token allowance into characters."""


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
        ledger = input_ledger(inp)
        return settled(with_ledger(Summary(self.build(inp, must_keep, ledger)), ledger))

    def build(
        self, inp: SummaryInput, must_keep: Sequence[str], ledger: Ledger | None = None
    ) -> str:
        """The summary text: durable items first, then must-keep items, then the rest by value.

        Items a later statement superseded (in the folded messages or in those kept after
        them), and must-keep items holding their stale values, are left out. Every other
        must-keep item appears verbatim while it fits.
        """
        if ledger is None:
            ledger = input_ledger(inp)
        measure, bound = self._measure(inp), self._bound(inp)
        head: list[str] = []
        if self.limit(inp) >= 1200:  # under a tight allowance the room goes to the items
            if not inp.previous_summary:  # a count of the newly folded messages alone misleads
                head.append(f"Summary of {len(inp.messages)} earlier messages (extractive).")
            if inp.goal.strip() and not _task_elsewhere(inp) and not ledger.carries_stale(inp.goal):
                head.append(f"Goal: {one_line(inp.goal, 160)}")
        pairs = [(item.kind, item.text) for item in ledger.items]
        room = bound - lines_size(head, measure)
        section = section_within(pairs, ledger.priority_order(), room, measure)
        shown = "\n".join(section)
        items = [
            item
            for item in dict.fromkeys(must_keep)
            if item
            and item not in shown
            and without_asides(item) not in shown
            and not ledger.carries_stale(item)
            and not _values_shown(item, shown)
        ]
        earlier = _marked_lines(inp.previous_summary or "")
        previous, previous_tools = self._previous(earlier, items, ledger)
        sections = Sections(
            relevant=[
                line
                for line in self._relevant(inp)
                if not ledger.carries_stale(line) and line not in shown
            ],
            previous=previous,
            previous_tools=previous_tools,
            stale=ledger.carries_stale,
        )
        covered = held(items, sections.relevant + previous + previous_tools)
        self._collect(inp.messages, items, covered, sections)
        left = bound - lines_size(head + section, measure)
        limit = left * CHARS_PER_TOKEN if inp.max_tokens is not None else left
        text = render([*head, *section], trim(sections, limit - items_size(items, limit // 2)))
        room = len(text) + max(limit - len(text), 0) + len(text) // 2
        from_tools = _only_in_tool_output(inp, earlier, items)
        text = with_items(text, [item for item in items if item not in from_tools], room)
        text = with_items(text, [item for item in items if item in from_tools], room, TOOL_KEPT)
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

    def _previous(
        self, earlier: Sequence[tuple[str, bool]], items: Sequence[str], ledger: Ledger
    ) -> tuple[list[str], list[str]]:
        """The fact lines of an earlier summary (`earlier`, from `_marked_lines`) outside its
        item section (read back into the ledger), shortened around what they carry, none
        holding a stale value: what people said, and apart from it what tool results said."""
        said: list[str] = []
        tools: list[str] = []
        whole = set(items)
        start, end = section_span([raw for raw, _tool in earlier])
        for index, (raw, tool) in enumerate(earlier):
            line = raw.strip().removeprefix("- ")
            if not line or is_heading(line) or (start <= index < end and end > start):
                continue
            if ledger.carries_stale(line) or line.startswith(FILL_HEADING):
                continue
            into = tools if tool else said
            if line in whole:  # the line is an item: kept whole, whatever else it holds
                into.append(line)
                continue
            needles = [item for item in items if item in line] or find_identifiers(line)[:5]
            if needles or has_decision(line):
                into.append(around(line, needles, self.snippet_chars))
        return list(dict.fromkeys(said)), list(dict.fromkeys(tools))

    def _collect(
        self,
        messages: Sequence[Mapping[str, Any]],
        items: Sequence[str],
        covered: set[str],
        sections: Sections,
    ) -> None:
        """Snippets carrying uncovered items, grouped by speaker, and one note per tool result."""
        calls = tool_calls(messages)
        for message in messages:
            role = str(message.get("role", "unknown"))
            text = tool_text(message)
            speaker = role
            if role == "tool":
                name, args = calls.get(str(message.get("tool_call_id", "")), ("unknown", ""))
                speaker = f"tool {name}"
                call_id = str(message.get("tool_call_id", ""))
                sections.notes.append(self._note(name, args, call_id, message_text(message)))
            self._snippets(speaker, text, items, covered, sections)
            for _call_id, name, args in calls_of(message):
                self._snippets(f"{role} call", f"{name}({args})", items, covered, sections)

    def _snippets(
        self, speaker: str, text: str, items: Sequence[str], covered: set[str], sections: Sections
    ) -> None:
        """Add the lines of `text`, shortened, that carry items not yet covered."""
        fresh = [item for item in items if item not in covered and item in text]
        for line in text.splitlines() if fresh else ():
            found = [item for item in fresh if item not in covered and item in line]
            if found and not sections.stale(line):
                covered.update(found)
                snippet = around(line, found, self.snippet_chars)
                sections.said.setdefault(speaker, []).append(snippet)

    def _note(self, name: str, args: str, call_id: str, text: str) -> str:
        """One line per folded tool result: its call and `tool_call_id` (to recall it by), its
        size and a few identifiers."""
        found = [i for i in find_identifiers(text[:4000]) if i != call_id]
        ids = ", ".join(found[:4])
        pointer = f" tool_call_id={call_id}" if call_id else ""
        note = f"{name}({one_line(args, self.note_chars)}){pointer} → {len(text)} chars"
        return note + (f"; ids: {ids}" if ids else "")


def _values_shown(item: str, shown: str) -> bool:
    """Whether every value `item` names is in the item section already (a must-keep sentence
    around an item: "They pushed back on payment; we now accept net 60 days")."""
    values = value_tokens(item)
    return bool(values) and all(value in shown for value in values)


def _marked_lines(summary: str) -> list[tuple[str, bool]]:
    """Each line of an earlier summary with whether it reports tool output (`tool_made`)."""
    return list(zip(summary.splitlines(), tool_made(summary), strict=True))


def _only_in_tool_output(
    inp: SummaryInput, earlier: Sequence[tuple[str, bool]], items: Sequence[str]
) -> set[str]:
    """The must-keep items that only tool output holds (an excerpt, a line of a result an
    earlier summary kept: `earlier`), none of anyone's words: listed apart, so no later
    reading takes them for a statement."""
    tools, people = list(inp.relevant), []
    for message in inp.messages:
        if message.get("role") == "tool":
            tools.append(tool_text(message))
        else:
            people.append(own_words(message_text(message)))
    for line, tool in earlier:
        (tools if tool else people).append(line)
    tool_source, people_source = "\n".join(tools), "\n".join(people)
    return {item for item in items if item in tool_source and item not in people_source}


def with_ledger(summary: Summary, ledger: Ledger) -> Summary:
    """`summary` reporting the items `ledger` superseded and the values they left stale."""
    superseded = tuple(dict.fromkeys(item.text for item in ledger.superseded))
    return replace(summary, superseded=superseded, stale=ledger.stale())


def _task_elsewhere(inp: SummaryInput) -> bool:
    """Whether the task the goal opens on stays verbatim in front of the summary, or an earlier
    summary folded it: a Goal line would be its second copy (its items are carried already)."""
    task = inp.task().split("…")[0].strip()[:60]
    return bool(task) and any(
        message.get("role") == "user" and " ".join(message_text(message).split()).startswith(task)
        for message in (*inp.head, *inp.earlier)
    )
