"""Text records found by layout: paragraphs, sections, documents and indented blocks.

A text result keeps its records in its layout, whatever the format: a YAML document between
`---` lines, an INI section under `[name]`, a stack trace between blank lines, a list item and
its indented continuation, a line of a one-record-per-line listing. A block is the smallest
such span that is small enough to keep whole; a larger one is cut at its shallowest indented
lines (its children), each child carrying its parents' header lines as context, down to single
lines, and long lines into sentences and windows. Each block carries the fields its text states
(`rungs.excerpts.fields`), so identifiers and rare values are found as in JSON records.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import replace

from rungs.excerpts.fields import column_fields, text_fields
from rungs.excerpts.json_units import json_document
from rungs.excerpts.model import MAX_UNITS, Document, Unit
from rungs.excerpts.records import id_keys
from rungs.excerpts.text_units import WINDOW, log_fields, windows

__all__ = ["BLOCK_CHARS", "block_document", "sentences"]

BLOCK_CHARS = 900
"""A block up to this size is one unit; a larger one is cut into its children."""
LINE_CHARS = WINDOW
"""A line longer than this is cut into sentences, and a sentence into windows of this size."""
MAX_DEPTH = 12
CONTEXT_CHARS = 200
_SEPARATOR = re.compile(r"^\s*(?:-{3,}|\.{3}|={3,}|\*{3,}|#{3,}|~{3,})\s*$")
_SECTION = re.compile(r"^\s*\[[^\]\n]{1,120}\]\s*$")
_MARKS = frozenset(" +-")
_SENTENCE_END = re.compile(r"(?<=[.!?;])[\"')\]]?\s+(?=\S)")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _chunks(lines: list[str]) -> list[tuple[int, int]]:
    """Spans of lines split at blank lines, separators and section headers.

    A chunk whose first line is indented deeper than the previous chunk's first line goes on
    that chunk (a blank line inside an indented structure does not end the record), and so
    does a section header indented deeper than its chunk's first line (a changelog entry's
    `  [ Name ]`).
    """
    spans: list[tuple[int, int]] = []
    start: int | None = None
    for index, line in enumerate(lines):
        text = line.strip()
        if not text or _SEPARATOR.match(line):
            if start is not None:
                spans.append((start, index))
                start = None
            continue
        if start is not None and _SECTION.match(line) and _indent(line) <= _indent(lines[start]):
            spans.append((start, index))
            start = None
        if start is None:
            if spans and _indent(line) > _indent(lines[spans[-1][0]]):
                start = spans.pop()[0]
            else:
                start = index
    if start is not None:
        spans.append((start, len(lines)))
    return spans


def sentences(line: str) -> Iterator[tuple[int, str]]:
    """(offset, piece) pieces of a line: its sentences, long sentences cut into windows."""
    start = 0
    for end in [m.end() for m in _SENTENCE_END.finditer(line)] + [len(line)]:
        for offset, window in windows(line[start:end].rstrip()):
            if window.strip():
                yield start + offset, window
        start = end


def _is_diff(lines: list[str]) -> bool:
    """A unified diff: hunk headers, and lines led by a marker column."""
    head = lines[:400]
    hunks = sum(1 for line in head if line.startswith("@@ "))
    marked = sum(1 for line in head if line[:1] in _MARKS)
    return hunks > 0 and marked >= 0.5 * len(head)


def _signature(line: str) -> str:
    """What a record's first line starts with: its key, list marker or first word's shape."""
    text = line.strip()
    if text.startswith(("- ", "* ", "+ ")):
        return text[:2]
    head = re.split(r"[\s:=]", text, maxsplit=1)[0]
    return re.sub(r"\d", "0", head)[:40]


class _Cutter:
    """Cuts a text's lines into block units, depth first, in document order."""

    def __init__(self, text: str, fmt: str) -> None:
        self.text = text
        self.lines = text.splitlines(keepends=True)
        self.offsets = [0]
        for line in self.lines:
            self.offsets.append(self.offsets[-1] + len(line))
        self.group = f"blocks:{fmt}"
        self.by_sentence = fmt == "prose"
        self.log = fmt == "log"
        self.marked = _is_diff(self.lines)
        self.units: list[Unit] = []
        self._stated: dict[int, dict[str, object] | None] = {}
        self._columns: dict[tuple[int, int], list[dict[str, str]] | None] = {}

    def emit(
        self,
        start: int,
        end: int,
        context: tuple[str, ...],
        piece: str = "",
        columns: dict[str, str] | None = None,
    ) -> None:
        """One unit for lines[start:end] (or `piece`, a slice of line `start`)."""
        if len(self.units) >= MAX_UNITS:
            return
        body = piece or self.text[self.offsets[start] : self.offsets[end]].strip()
        stated: Mapping[str, object] | None = None
        if end - start == 1 and not piece:
            stated = self.stated(start)
        elif not piece or self.by_sentence:  # a window of a long line is not a record
            stated = self.fields_of(body)
        fields = {**(columns or {}), **(stated or {})}
        where = f"line {start + 1}" if end - start <= 1 else f"lines {start + 1}-{end}"
        self.units.append(
            Unit(
                body,
                where,
                len(self.units),
                context=" > ".join(context)[-CONTEXT_CHARS:],
                fields=fields or None,
                group=self.group if fields else "",
                ids=tuple(id_keys(fields)),
            )
        )

    def fields_of(self, text: str) -> dict[str, object] | None:
        """The fields `text` states (a log line's level too, in a log)."""
        return log_fields(text) if self.log else dict(text_fields(text))

    def stated(self, index: int) -> dict[str, object] | None:
        """The fields line `index` states, read once."""
        if index not in self._stated:
            line = self.lines[index].strip()
            self._stated[index] = self.fields_of(line)
        return self._stated[index]

    def embedded(self, start: int, end: int) -> bool:
        """A JSON document inside the text (an HTTP body, a payload after a header) as its
        records, when lines[start:end] hold one; False otherwise."""
        text = self.text[self.offsets[start] : self.offsets[end]].strip()
        if text[:1] not in ("{", "[") or len(text) <= LINE_CHARS:
            return False
        document = json_document(text)
        if document is None:
            return False
        where = f"line {start + 1}" if end - start <= 1 else f"lines {start + 1}-{end}"
        for unit in document.units[: max(0, MAX_UNITS - len(self.units))]:
            self.units.append(replace(unit, path=f"{where} {unit.path}", position=len(self.units)))
        return True

    def line(self, index: int, context: tuple[str, ...]) -> None:
        """A single line: whole, or cut into sentences (prose, or any long line) and windows."""
        line = self.lines[index].strip()
        if len(line) <= LINE_CHARS and not self.by_sentence:
            self.emit(index, index + 1, context)
            return
        for _, piece in sentences(line):
            self.emit(index, index + 1, context, piece=piece.strip())

    def children(self, rows: list[int]) -> tuple[int | None, list[tuple[int, int]]]:
        """A block's header line (when it heads deeper lines) and its child spans."""
        header = None
        starts = self.shallowest(rows)
        if _SECTION.match(self.lines[rows[0]]) or starts == rows[:1]:
            header, rows = rows[0], rows[1:]
            starts = self.shallowest(rows)
        if starts[0] != rows[0]:
            starts.insert(0, rows[0])
        return header, list(zip(starts, [*starts[1:], rows[-1] + 1], strict=True))

    def content(self, index: int) -> str:
        """Line `index` without a diff's marker column."""
        line = self.lines[index]
        return line[1:] if self.marked and line[:1] in _MARKS else line

    def indent(self, index: int) -> int:
        """The indentation of line `index` (after a diff's marker column)."""
        return _indent(self.content(index))

    def shallowest(self, rows: list[int]) -> list[int]:
        """The rows at the least indentation among `rows`."""
        least = min(map(self.indent, rows))
        return [i for i in rows if self.indent(i) == least]

    def collection(self, spans: list[tuple[int, int]]) -> bool:
        """True when the spans are records of one kind (most start alike), not one record."""
        if len(spans) < 3:
            return False
        signatures = Counter(_signature(self.content(start)) for start, _ in spans)
        if signatures.most_common(1)[0][1] >= max(3, 0.6 * len(spans)):
            return True
        if not all(finish - begin == 1 for begin, finish in spans):
            return False
        return self.columns(spans) is not None

    def columns(self, spans: list[tuple[int, int]]) -> list[dict[str, str]] | None:
        """Fields by column when single-line spans are rows of a bare table, else None."""
        if not all(finish - begin == 1 for begin, finish in spans):
            return None
        key = (spans[0][0], len(spans))
        if key not in self._columns:
            lines = [self.content(begin) for begin, _ in spans]
            stated = sum(1 for begin, _ in spans if self.stated(begin))
            self._columns[key] = column_fields(lines) if stated < len(lines) / 2 else None
        return self._columns[key]

    def block(self, start: int, end: int, context: tuple[str, ...] = (), depth: int = 0) -> None:
        """lines[start:end] as one unit when it is one small record, else its children."""
        rows = [i for i in range(start, end) if self.lines[i].strip()]
        if len(rows) <= 1 or depth >= MAX_DEPTH:
            for index in rows:
                self.line(index, context)
            return
        size = self.offsets[rows[-1] + 1] - self.offsets[rows[0]]
        header, spans = self.children(rows)
        if size <= BLOCK_CHARS and not self.collection(spans) and not self.by_sentence:
            self.emit(rows[0], rows[-1] + 1, context)
            return
        if header is not None:
            context = (*context, self.lines[header].strip()[:CONTEXT_CHARS])
            if self.by_sentence or size > BLOCK_CHARS:
                self.line(header, context[:-1])
        if self.listing(spans, context):
            return
        for begin, finish in spans:
            self.block(begin, finish, context, depth + 1)

    def listing(self, spans: list[tuple[int, int]], context: tuple[str, ...]) -> bool:
        """Lines aligned in columns, one record each: units with fields by column."""
        if len(spans) < 8 or any(len(self.lines[b]) > LINE_CHARS for b, _ in spans):
            return False
        columns = self.columns(spans)
        if columns is None:
            return False
        for (begin, _), fields in zip(spans, columns, strict=True):
            self.emit(begin, begin + 1, context, columns=fields)
        return True


def block_document(text: str, fmt: str) -> Document:
    """The blocks of a text result: paragraphs, sections and indented records, as units."""
    cutter = _Cutter(text, fmt)
    for start, end in _chunks([line.rstrip("\r\n") for line in cutter.lines]):
        if len(cutter.units) >= MAX_UNITS:
            break
        if not cutter.embedded(start, end):
            cutter.block(start, end)
    return Document(fmt, tuple(cutter.units))
