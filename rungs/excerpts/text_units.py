"""Line-shaped results: source code under its signatures, a log line's fields, line windows.

Other text is cut by layout in `rungs.excerpts.blocks`, which reads log fields from here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rungs.excerpts.fields import text_fields
from rungs.excerpts.model import MAX_UNITS, Document, Unit
from rungs.excerpts.records import id_keys

__all__ = [
    "WINDOW",
    "code_document",
    "lines_document",
    "log_fields",
    "windows",
]

WINDOW = 400
"""Long lines are cut into windows of this many characters (overlapping by a quarter)."""
_STEP = WINDOW * 3 // 4
_LEVEL = re.compile(
    r"\b(TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|ERR|FATAL|CRITICAL|SEVERE|"
    r"trace|debug|info|warn|warning|error|fatal|critical)\b"
)
_DEFINITION = re.compile(
    r"^\s*(?:export\s+|pub(?:\(\w+\))?\s+|public\s+|private\s+|protected\s+|static\s+|async\s+|"
    r"abstract\s+|final\s+|override\s+)*(?:def|class|function|func|fn|interface|struct|enum|"
    r"impl|trait|module|type|object|[\w<>\[\],]+\s+\w+\s*\([^;]*$)\b"
)


def windows(line: str) -> Iterator[tuple[int, str]]:
    """(offset, piece) windows of at most WINDOW characters covering `line`."""
    if len(line) <= WINDOW:
        yield 0, line
        return
    for start in range(0, len(line) - WINDOW // 4, _STEP):
        yield start, line[start : start + WINDOW]


def _line_units(text: str, first_line: int, units: list[Unit], **extra: object) -> None:
    for number, line in enumerate(text.splitlines(), start=first_line):
        stripped = line.strip()
        if not stripped:
            continue
        for offset, piece in windows(stripped):
            if len(units) >= MAX_UNITS:
                return
            where = f"line {number}" + (
                f", chars {offset}-{offset + len(piece)}"
                if offset or len(piece) < len(stripped)
                else ""
            )
            units.append(Unit(piece, where, len(units), **extra))  # type: ignore[arg-type]


def lines_document(text: str, first_line: int = 1, fmt: str = "lines") -> Document:
    """Each line a unit; lines longer than WINDOW become overlapping windows."""
    units: list[Unit] = []
    _line_units(text, first_line, units)
    return Document(fmt, tuple(units))


def log_fields(line: str) -> dict[str, object] | None:
    """The level and key=value pairs of a log line (None when it has neither)."""
    fields: dict[str, object] = dict(text_fields(line))
    level = _LEVEL.search(line[:200])
    if level:
        fields["level"] = level.group(1).upper().replace("WARNING", "WARN")
    return fields or None


def code_document(text: str) -> Document:
    """Each line a unit whose context is the signature of the definition enclosing it."""
    units: list[Unit] = []
    scopes: list[tuple[int, str]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or len(units) >= MAX_UNITS:
            continue
        indent = len(line) - len(line.lstrip())
        while scopes and scopes[-1][0] >= indent and not stripped.startswith(("}", ")")):
            scopes.pop()
        context = scopes[-1][1][:WINDOW] if scopes else ""
        fields = text_fields(stripped) or None
        for offset, piece in windows(stripped):
            units.append(
                Unit(
                    piece,
                    f"line {number}" + (f", chars {offset}-" if offset else ""),
                    len(units),
                    context=context,
                    fields=fields if offset == 0 else None,
                    group="code" if fields and offset == 0 else "",
                    ids=tuple(id_keys(fields or {})),
                )
            )
        if _DEFINITION.match(line):
            scopes.append((indent, stripped))
    return Document("code", tuple(units))
