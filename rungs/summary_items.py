"""A summary's item section, as the fit and re-compaction read it.

A summariser that knows durable items writes them first, under one heading and typed
sub-headings (the format is documented in docs/durable-items.md and written by
`judges.durable_section`):

    Durable items:
    Rules:
    - <item>
    ...

Such a summary owns its statements: the summariser has already merged them and left out those a
later statement superseded, so the fit keeps the section's items first (rules, then
constraints, goal and state, decisions, preferences, facts) and does not append a statement the
summary left out. Any other item still goes in verbatim when it is missing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = [
    "FILL_HEADING",
    "KIND_HEADINGS",
    "SECTION_HEADING",
    "Section",
    "is_filler",
    "outside_section",
]

SECTION_HEADING = "Durable items:"
_READ_HEADINGS = (SECTION_HEADING, "Durable items (latest statement of each, verbatim):")
"""The heading written, and every heading read back (a summary an earlier release wrote)."""
FILL_HEADING = "Also said (most telling first):"
KIND_HEADINGS = {
    "Rules:": 0,
    "Constraints:": 1,
    "Goal and state:": 2,
    "Decisions:": 3,
    "Preferences:": 4,
    "Facts and identifiers:": 5,
}
"""Each kind heading with how early its items stay when room runs short."""

STATEMENT = re.compile(
    r"\b(?:decid\w*|decision\w*|agree\w*|constraint\w*|must|never|always|only|required?|"
    r"requirements?|do not|don't|cannot|can't|polic(?:y|ies)|rules?|limits?|deadlines?|"
    r"from now on|going forward|make sure|settled?|pinned|capped|stays?|prefer\w*|"
    r"actually|instead|change\w*|switch\w*|moved?|raised?|lowered?)\b",
    re.IGNORECASE,
)


_ACK = (
    r"(?:ok(?:ay)?|sure(?: thing)?|got it|noted|acknowledged|understood|thanks?(?: you)?|"
    r"will do|sounds good|great|perfect|roger(?: that)?|copy(?: that)?|yep|yeah|yes|done|"
    r"no problem|of course|absolutely|alright|all right|cool|makes sense|recorded|on it|fine)"
)
_FILLER = re.compile(r"^(?:" + _ACK + r"[\s,.!:;—–-]*)+$", re.IGNORECASE)
_ECHO = re.compile(r"^(?:noted|acknowledged|recorded|got it|understood)\s*[:,—–-]", re.IGNORECASE)


def is_filler(line: str) -> bool:
    """An acknowledgement or an echo of one ("Acknowledged.", "Noted: ... — recorded")."""
    text = line.strip().removeprefix("- ").strip()
    return not text or _FILLER.match(text) is not None or _ECHO.match(text) is not None


class Section:
    """Where a summary's item section sits among its lines, and the items it lists."""

    def __init__(self, lines: Sequence[str]) -> None:
        """Find the section in `lines` (empty when there is none)."""
        self.start = self.end = 0
        self.items: list[str] = []
        self.headings: set[int] = set()
        ranked: list[tuple[int, int, str]] = []
        rank = len(KIND_HEADINGS)
        for index, raw in enumerate(lines):
            line = raw.strip()
            if not self.end and line in _READ_HEADINGS and not self.headings:
                self.start, self.end = index, index + 1
                self.headings.add(index)
                continue
            if self.end != index or not self.headings:
                continue
            if line in KIND_HEADINGS:
                rank = KIND_HEADINGS[line]
                self.headings.add(index)
            elif line.startswith("- ") and line[2:].strip():
                ranked.append((rank, -index, line[2:].strip()))
            else:
                continue
            self.end = index + 1
        self.items = [text for _rank, _index, text in sorted(ranked)]

    def __bool__(self) -> bool:
        """Whether the summary has an item section."""
        return self.end > self.start

    def ranked(self, items: Sequence[str], text: str) -> list[str]:
        """The section's items first (most worth keeping first), then `items` not inside one
        of them; with a section, a missing item that is a statement is left out (the
        summariser merged the statements and dropped the superseded ones)."""
        if not self:
            return list(items)
        joined = "\n".join(self.items)
        rest = [
            item
            for item in items
            if item not in joined and (item in text or not STATEMENT.search(item))
        ]
        return [*self.items, *rest]


def outside_section(lines: Sequence[str]) -> list[int]:
    """Indexes of the lines outside the item section and the fill block (what re-compaction
    carries as items of an earlier summary)."""
    section = Section(lines)
    kept: list[int] = []
    filling = False
    for index, raw in enumerate(lines):
        line = raw.strip()
        if section and section.start <= index < section.end:
            continue
        if line == FILL_HEADING:
            filling = True
            continue
        if (filling and line.startswith("- ")) or is_filler(line):
            continue
        filling = False
        kept.append(index)
    return kept
