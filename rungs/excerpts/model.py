"""The shapes excerpting works with: a unit of a document, the document, a kept excerpt."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

__all__ = ["MAX_PARSE_CHARS", "MAX_TEXT_CHARS", "MAX_UNITS", "Document", "Excerpt", "Unit"]

MAX_TEXT_CHARS = 32_000_000
"""Text past this many characters is not looked at (bounded cost on huge results)."""
MAX_PARSE_CHARS = 4_000_000
"""Structured parsing (JSON, markup, tables) stops here; larger results fall back to lines."""
MAX_UNITS = 120_000
"""At most this many units are found in one result."""


@dataclass(frozen=True, slots=True)
class Unit:
    """A self-contained piece of a result: a record, a row, an element, a line, a sentence.

    `body` is a verbatim slice of the result, or (when `verbatim` is false) a JSON rendering
    of a parsed record. `context` is what makes the body readable on its own (a table header,
    a definition's signature), `path` where it sits. `fields` maps field names to values for
    record-shaped units; `group` names the collection the record belongs to (for rarity).
    """

    body: str
    path: str
    position: int
    context: str = ""
    verbatim: bool = True
    fields: Mapping[str, object] | None = None
    group: str = ""
    ids: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Document:
    """A result cut into units; `format` is what the content was detected to be."""

    format: str
    units: tuple[Unit, ...]
    truncated: bool = False
    parsed_chars: int | None = None
    """When parsing stopped early: how many leading characters the units cover."""


@dataclass(frozen=True, slots=True)
class Excerpt:
    """A kept unit: its location, why it was kept and the text to keep (at most the budget)."""

    path: str
    body: str
    context: str = ""
    reason: str = "match"
    score: float = 0.0
    position: int = 0
    verbatim: bool = True

    @property
    def text(self) -> str:
        """The excerpt as one block: location, then context, then the unit."""
        head = f"{self.path}: " if self.path else ""
        if self.context:
            return f"{head}{self.context}\n{self.body}"
        return f"{head}{self.body}"
