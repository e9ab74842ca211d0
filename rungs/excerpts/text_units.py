"""Line-shaped results: logs, YAML blocks, source code, prose sentences, and plain line windows."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from rungs.excerpts.fields import text_fields
from rungs.excerpts.model import MAX_UNITS, Document, Unit
from rungs.excerpts.records import id_keys

__all__ = [
    "WINDOW",
    "code_document",
    "lines_document",
    "log_document",
    "prose_document",
    "windows",
    "yaml_document",
]

WINDOW = 400
"""Long lines are cut into windows of this many characters (overlapping by a quarter)."""
_STEP = WINDOW * 3 // 4
_LEVEL = re.compile(
    r"\b(TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|ERR|FATAL|CRITICAL|SEVERE|"
    r"trace|debug|info|warn|warning|error|fatal|critical)\b"
)
_PAIR = re.compile(r"(?<![\w.])([A-Za-z_][\w.-]{0,40})=(\"[^\"]*\"|'[^']*'|[^\s,;]+)")
_DEFINITION = re.compile(
    r"^\s*(?:export\s+|pub(?:\(\w+\))?\s+|public\s+|private\s+|protected\s+|static\s+|async\s+|"
    r"abstract\s+|final\s+|override\s+)*(?:def|class|function|func|fn|interface|struct|enum|"
    r"impl|trait|module|type|object|[\w<>\[\],]+\s+\w+\s*\([^;]*$)\b"
)
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]?\s+(?=[A-Z0-9\"'(\[])|\n\s*\n")


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


def log_document(text: str) -> Document:
    """Each log line a unit carrying its level and key=value fields."""
    units: list[Unit] = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or len(units) >= MAX_UNITS:
            continue
        fields = log_fields(stripped)
        for offset, piece in windows(stripped):
            where = f"line {number}" + (f", chars {offset}-" if offset else "")
            units.append(
                Unit(
                    piece,
                    where,
                    len(units),
                    fields=fields if offset == 0 else None,
                    group="log" if fields else "",
                    ids=tuple(id_keys(fields or {})),
                )
            )
    return Document("log", tuple(units))


def _yaml_fields(lines: list[str]) -> dict[str, object]:
    fields: dict[str, object] = {}
    for line in lines:
        key, sep, value = line.strip().removeprefix("- ").partition(":")
        if sep and value.strip():
            fields[key.strip().strip("\"'")] = value.strip().strip("\"'")
    return fields


def yaml_document(text: str) -> Document:
    """Each run of sibling `key: value` lines (a mapping, a list item) is a unit, with its path."""
    units: list[Unit] = []
    parents: list[tuple[int, str]] = []
    run: list[str] = []
    run_start, run_indent = 0, -1

    def close() -> None:
        nonlocal run
        if run and len(units) < MAX_UNITS:
            path = ".".join(key for _, key in parents) or "$"
            fields = _yaml_fields(run)
            body = "\n".join(run)
            units.append(
                Unit(
                    body,
                    f"{path} (line {run_start})",
                    len(units),
                    fields=fields,
                    group=f"yaml:{path}",
                    ids=tuple(id_keys(fields)),
                )
            )
        run = []

    for number, line in enumerate(text.splitlines(), start=1):
        content = line.strip()
        if not content or content.startswith("#"):
            continue
        indent = len(line) - len(line.lstrip())
        while parents and parents[-1][0] >= indent:
            parents.pop()
        if content.endswith(":") and not content.startswith("- "):
            close()
            parents.append((indent, content[:-1].strip()))
            continue
        item = content.startswith("- ")
        if item or indent != run_indent or not run:
            close()
            run_start, run_indent = number, indent + 2 if item else indent
        run.append(line.rstrip() if len(run) else content)
    close()
    return Document("yaml", tuple(units))


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


def prose_document(text: str) -> Document:
    """Each sentence a unit (long sentences become windows)."""
    units: list[Unit] = []
    ends = list(_SENTENCE_END.finditer(text))
    bounds = [(0, ends[0].start())] if ends else []
    bounds += [(a.end(), b.start()) for a, b in itertools.pairwise(ends)]
    bounds.append((ends[-1].end() if ends else 0, len(text)))
    line, counted = 1, 0
    for index, (begin, end) in enumerate(bounds, start=1):
        sentence = text[begin:end].strip()
        if not sentence:
            continue
        line, counted = line + text.count("\n", counted, begin), begin
        for offset, piece in windows(sentence):
            if len(units) >= MAX_UNITS:
                break
            units.append(
                Unit(
                    piece,
                    f"sentence {index} (line {line})" + (f", chars {offset}-" if offset else ""),
                    len(units),
                )
            )
    return Document("prose", tuple(units))
