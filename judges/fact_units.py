"""The sources the facts of a summary are mined from (`judges.facts`), and their units.

A summary input gives ranked sources: the earlier summary, the conversation, tool data. A
source's text is cut into units: sentences of prose and whole data rows, each with the rank
of its source and its position. Units whose template (their text with values masked, or the
word-class shape of a data row) many distinct lines share are marked as template rows, with
their family (the row's field names, else its template).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from judges.fact_tokens import SCAN_CHARS
from judges.text import calls_of, tool_text

__all__ = [
    "TEMPLATE_ROWS",
    "FactSource",
    "Unit",
    "mark_templates",
    "message_sources",
    "source_text",
    "source_units",
]

_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_FIELD_SEPARATOR = re.compile(r"\s\|\s|\t")
"""A column separator (` | ` or a tab): a line holding one is a data row of fields."""
_HEADING = re.compile(r"^[A-Z][^:]{0,38}:$")
# A token that is a value changing from row to row: it carries a digit or is a code (TX-DBCEDF).
_VALUE_TOKEN = re.compile(r"(?<!\S)(?:\S*\d|[^\s\w]*[A-Z]{1,6}[-_][A-Z0-9]{3,}\b)\S*")
_WORD_CLASS = re.compile(r"[A-Za-z][A-Za-z_-]*")
_SUMMARY_LINES = ("Summary of ", "Goal: ", "[compaction-router summary", "Durable items")
_MAX_UNITS = 40_000

TEMPLATE_ROWS = 5


@dataclass(frozen=True)
class FactSource:
    """A text to mine, ranked: 0 earlier summary, 1 conversation, 2 tool data."""

    text: str
    rank: int


@dataclass
class Unit:
    """One sentence or data row of a source, where it sits, and how it scores."""

    text: str
    rank: int
    position: int
    template: str = ""  # the template key shared by many distinct lines, if any
    family: str = ""  # for a template row: its field names, else its template key
    score: float = 0.0
    decision: bool = False


def message_sources(
    messages: Sequence[Mapping[str, Any]], previous_summary: str | None
) -> list[FactSource]:
    """Texts to mine from a summary input, in order, with their rank."""
    sources = [FactSource(previous_summary, 0)] if previous_summary else []
    for message in messages:
        role = str(message.get("role", ""))
        rank = 2 if role == "tool" else 1
        sources.append(FactSource(tool_text(message), rank))
        sources += [FactSource(args, 2) for _id, _name, args in calls_of(message)]
    return sources


def source_text(sources: Sequence[FactSource]) -> str:
    """All the raw text the items may be copied from."""
    return "\n".join(source.text for source in sources)


def source_units(sources: Sequence[FactSource]) -> list[Unit]:
    """Sentences of prose and whole data rows, with their rank and position."""
    units: list[Unit] = []
    position = 0
    for source in sources:
        text = source.text[:SCAN_CHARS]
        offset = 0
        for raw in text.split("\n"):
            line = raw.strip()
            if source.rank == 0:
                line = line.removeprefix("- ").strip()
            if line and not (source.rank == 0 and _is_heading(line)):
                for piece in _pieces(line):
                    units.append(Unit(piece, source.rank, position + offset))
            offset += len(raw) + 1
            if len(units) >= _MAX_UNITS:
                return units
        position += len(text) + 1
    return units


def _pieces(line: str) -> list[str]:
    """A data row whole; a line of prose split into sentences."""
    if _FIELD_SEPARATOR.search(line):
        return [line]
    return [piece.strip() for piece in _SENTENCE.split(line) if piece.strip()]


def _is_heading(line: str) -> bool:
    """Structural lines of an earlier summary that carry no fact of their own."""
    return line.startswith(_SUMMARY_LINES) or _HEADING.match(line) is not None


def _masks(text: str) -> tuple[str, str | None]:
    """The template keys of a line: its text with value tokens (digits, codes) masked, and the
    word-class shape of a data-heavy line (a fifth or more of its tokens are values), or None.
    """
    masked, values = _VALUE_TOKEN.subn("#", text)
    exact = " ".join(masked.lower().split())
    tokens = exact.count(" ") + 1
    if tokens < 5 or values < 3 or values * 5 < tokens:
        return exact, None
    return exact, _WORD_CLASS.sub("w", exact)


def mark_templates(units: Sequence[Unit], threshold: int = TEMPLATE_ROWS) -> None:
    """Mark units whose template (masked text, or shape of a data row) many distinct lines share.

    Each template row also gets its family: rows with the same field names (`a 1 | b 2 | ...`),
    else its template; a goal term that most of a family's rows carry tells those rows nothing.
    """
    members: dict[str, set[str]] = defaultdict(set)
    keys: list[tuple[str, str | None]] = []
    for unit in units:
        exact, shape = _masks(unit.text)
        masked = "m:" + exact
        shaped = None if shape is None else "s:" + shape
        keys.append((masked, shaped))
        members[masked].add(unit.text)
        if shaped is not None:
            members[shaped].add(unit.text)
    for unit, (masked, shaped) in zip(units, keys, strict=True):
        if len(members[masked]) >= threshold:
            unit.template = masked
        elif shaped is not None and len(members[shaped]) >= threshold:
            unit.template = shaped
        if unit.template:
            unit.family = _fields(unit.text) or unit.template


def _fields(text: str) -> str:
    """The field names of a row of three or more `name value | name value` fields, or ''."""
    fields = _FIELD_SEPARATOR.split(text)
    if len(fields) < 3:
        return ""
    names = []
    for field_text in fields:
        first = field_text.split(maxsplit=1)[0] if field_text.strip() else ""
        names.append("#" if not first or _VALUE_TOKEN.match(first) else first.lower())
    return "f:" + "|".join(names)
