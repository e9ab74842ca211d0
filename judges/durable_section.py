"""The item section of a summary: durable items under typed headings, written and read back.

The format (also read by `rungs.summary_items`, which must agree with it):

    Durable items:
    Rules:
    - <item>
    Constraints:
    - <item>
    ...

Kind headings come in the order of `KINDS`; a kind with no item has no heading. The section
ends at the first line that is neither a kind heading nor a `- ` item line.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from judges.durable_core import core_of, identifying_clause
from judges.durable_detect import KINDS, classify
from judges.durable_statements import Statement
from judges.durable_values import value_tokens

__all__ = [
    "KIND_HEADINGS",
    "SECTION_HEADING",
    "parse_section",
    "render_section",
    "section_span",
    "section_within",
]

SECTION_HEADING = "Durable items:"
_READ_HEADINGS = (SECTION_HEADING, "Durable items (latest statement of each, verbatim):")
"""The heading written, and every heading read back (a summary an earlier release wrote)."""
KIND_HEADINGS = {
    "rule": "Rules:",
    "constraint": "Constraints:",
    "decision": "Decisions:",
    "fact": "Facts and identifiers:",
    "state": "Goal and state:",
    "preference": "Preferences:",
}
_KIND_OF = {heading: kind for kind, heading in KIND_HEADINGS.items()}


def render_section(items: Iterable[tuple[str, str]], headed: bool = True) -> list[str]:
    """The section's lines for `(kind, text)` pairs, grouped in `KINDS` order ([] if none).

    When not `headed` (room is short), a kind whose items all read back as that kind from
    their words goes first with no heading (`parse_section` reads it so); the others keep it.
    """
    grouped: dict[str, list[str]] = {kind: [] for kind in KINDS}
    for kind, text in items:
        line = " ".join(text.split())
        if line and line not in grouped[kind]:
            grouped[kind].append(line)
    bare: list[str] = []
    titled: list[str] = []
    for kind, texts in grouped.items():
        if headed or not all(reads_as(kind, text) for text in texts):
            titled += [KIND_HEADINGS[kind], *(f"- {text}" for text in texts)] if texts else []
        else:
            bare += [f"- {text}" for text in texts]
    return [SECTION_HEADING, *bare, *titled] if bare or titled else []


def reads_as(kind: str, text: str) -> bool:
    """Whether an item listed under no kind heading is read back as `kind`."""
    return _kind_by_words(text) == kind


def parse_section(summary: str) -> list[tuple[str, str]]:
    """The `(kind, text)` items of a summary's section, in order ([] when it has none)."""
    items: list[tuple[str, str]] = []
    inside, kind = False, None
    for raw in summary.splitlines():
        line = raw.strip()
        if line in _READ_HEADINGS:
            inside, kind = True, None
            continue
        if not inside:
            continue
        if line in _KIND_OF:
            kind = _KIND_OF[line]
        elif line.startswith("- ") and line[2:].strip():
            text = line[2:].strip()
            items.append((kind or _kind_by_words(text), text))
        else:
            inside = False
    return items


def _kind_by_words(text: str) -> str:
    """The kind of an item listed under no kind heading, read from its words."""
    return classify(Statement(text, "user", 0), system=False) or "fact"


def section_span(lines: Sequence[str]) -> tuple[int, int]:
    """Where the section sits in `lines`: `[start, end)`, or `(0, 0)` when there is none."""
    for start, line in enumerate(lines):
        if line.strip() in _READ_HEADINGS:
            end = start + 1
            while end < len(lines) and (
                lines[end].strip() in _KIND_OF or lines[end].strip().startswith("- ")
            ):
                end += 1
            return start, end
    return 0, 0


def section_within(
    items: Sequence[tuple[str, str]],
    order: Sequence[int],
    room: int,
    measure: Callable[[str], int],
) -> list[str]:
    """The section of the `(kind, text)` items that fit `room`, taken in `order` (the most worth
    keeping first: rules, constraints, state...), shown in typed order. When they do not all
    fit, each item sheds its trailing clauses that hold no value (a reason, an aside) and the
    markers that open it ("Actually,", "Oh and"), kinds its items' words say go without a
    heading, and an item with no room left for the whole of it goes in as its identifying
    clause. An item (not a rule or a preference) naming no value that one kept item does not
    name already ("Registration capped at 210." after "we're capping registration at 210")
    waits until every other item had its turn."""
    headed = measure("\n".join(render_section(items))) <= room
    if not headed:
        items = [(kind, core_of(text)) for kind, text in items]
    section = _Section(items, headed, measure)
    left: list[tuple[int, str]] = []
    used = measure(SECTION_HEADING) + 1
    covered: list[set[str]] = []
    deferred: list[tuple[int, str]] = []
    for index in order:
        kind, text = items[index]
        values = _lowered_values(text)
        if kind not in _NEVER_DEFERRED and values and any(values <= held for held in covered):
            deferred.append((index, text))  # says nothing a kept item does not: last
            continue
        cost = section.cost(index, text, "")
        if used + cost > room and (clause := identifying_clause(text)):
            text, cost = clause, section.cost(index, clause, "")
        if used + cost <= room:
            section.keep(index, text)
            used += cost
            covered.append(_lowered_values(text))
        else:
            left.append((index, text))
    return section.filled([*left, *deferred], room)


_NEVER_DEFERRED = ("rule", "preference")
"""Kinds that say how to work: their words matter, whatever values another item names."""


def _lowered_values(text: str) -> set[str]:
    return {value.lower() for value in value_tokens(text)}


class _Section:
    """The items a section keeps so far, and what one more line would cost."""

    def __init__(
        self, items: Sequence[tuple[str, str]], headed: bool, measure: Callable[[str], int]
    ) -> None:
        self.items, self.headed, self.measure = items, headed, measure
        self.kept: dict[int, str] = {}
        self.titled: set[str] = set()
        self._reads: dict[tuple[str, str], bool] = {}

    def needs_heading(self, kind: str, text: str) -> bool:
        """Whether an item of `kind` saying `text` goes under its kind's heading."""
        if self.headed:
            return True
        if (kind, text) not in self._reads:
            self._reads[(kind, text)] = reads_as(kind, text)
        return not self._reads[(kind, text)]

    def cost(self, index: int, text: str, newline: str) -> int:
        """Tokens the item's line adds, with its kind's heading when it needs one first."""
        kind = self.items[index][0]
        titled = kind in self.titled or not self.needs_heading(kind, text)
        apart = 0 if newline else 1  # a line measured alone, its newline counted apart
        heading = 0 if titled else self.measure(f"{newline}{KIND_HEADINGS[kind]}") + apart
        return self.measure(f"{newline}- {text}") + apart + heading

    def keep(self, index: int, text: str) -> None:
        """Keep the item as `text`."""
        kind = self.items[index][0]
        self.kept[index] = text
        if self.needs_heading(kind, text):
            self.titled.add(kind)

    def written(self) -> list[str]:
        """The section's lines."""
        pairs = ((self.items[n][0], self.kept[n]) for n in sorted(self.kept))
        return render_section(pairs, self.headed)

    def filled(self, left: Sequence[tuple[int, str]], room: int) -> list[str]:
        """The section with the `left` items that still fit once it is measured as written:
        the estimate counts each line and its newline apart, which overshoots, so a tight
        section had room it did not use. Each line left out is costed as what it adds after
        a newline (tokens do not run across one), and the whole is measured once more."""
        used = self.measure("\n".join(self.written()))
        added: list[int] = []
        for index, text in left:
            cost = self.cost(index, text, "\n")
            if used + cost <= room:
                self.keep(index, text)
                added.append(index)
                used += cost
        while added and self.measure("\n".join(self.written())) > room:
            del self.kept[added.pop()]
        return self.written()
