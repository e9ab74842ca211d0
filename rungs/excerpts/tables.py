"""Delimited tables (CSV, TSV) and Markdown tables: each row with its header."""

from __future__ import annotations

import csv
import re

from rungs.excerpts.model import MAX_UNITS, Document, Unit
from rungs.excerpts.records import id_keys

__all__ = ["delimited_document", "markdown_document"]

_RULE = re.compile(r"^\s*[|+]?\s*:?[-=]{3,}:?\s*([|+]\s*:?[-=]{3,}:?\s*)*[|+]?\s*$")
"""A table's rule line: Markdown (`|---|:--:|`) or a SQL client's box (`+----+----+`)."""


def _delimiter(lines: list[str], fmt: str) -> str:
    if fmt == "tsv":
        return "\t"
    counts = {d: lines[0].count(d) for d in (",", ";", "|")}
    return max(counts, key=lambda d: counts[d])


def _record(header: list[str], cells: list[str]) -> dict[str, object]:
    names = [h.strip() or f"column {i + 1}" for i, h in enumerate(header)]
    record: dict[str, object] = dict(zip(names, (c.strip() for c in cells), strict=False))
    for index, extra in enumerate(cells[len(names) :], start=len(names) + 1):
        record[f"column {index}"] = extra.strip()
    return record


def delimited_document(text: str, fmt: str) -> Document:
    """Rows of a CSV/TSV table; the first line is the header."""
    lines = text.splitlines()
    nonblank = [line for line in lines if line.strip()]
    if not nonblank:
        return Document(fmt, ())
    delimiter = _delimiter(nonblank, fmt)
    header_line = nonblank[0]
    header = next(csv.reader([header_line], delimiter=delimiter), [])
    units: list[Unit] = []
    group = f"table:{delimiter.join(h.strip().lower() for h in header)}"
    row = 0
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line is header_line or len(units) >= MAX_UNITS:
            continue
        row += 1
        try:
            cells = next(csv.reader([line], delimiter=delimiter), [])
        except csv.Error:
            cells = line.split(delimiter)
        record = _record(header, cells)
        units.append(
            Unit(
                line,
                f"row {row} (line {number})",
                len(units),
                context=header_line,
                fields=record,
                group=group,
                ids=tuple(id_keys(record)),
            )
        )
    return Document(fmt, tuple(units))


def _cells(line: str) -> list[str]:
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", inner)]


def markdown_document(text: str) -> Document:
    """Rows of every Markdown table (with their header row); other lines stay lines."""
    lines = text.splitlines()
    units: list[Unit] = []
    header_line = ""
    header: list[str] = []
    row = 0
    for number, line in enumerate(lines, start=1):
        if len(units) >= MAX_UNITS:
            break
        is_row = line.strip().startswith("|") or line.count("|") >= 2
        following = lines[number] if number < len(lines) else ""
        if is_row and _RULE.match(following):
            header_line, header, row = line, _cells(line), 0
            continue
        if _RULE.match(line) or not line.strip():
            continue
        if is_row and header:
            row += 1
            record = _record(header, _cells(line))
            units.append(
                Unit(
                    line.strip(),
                    f"row {row} (line {number})",
                    len(units),
                    context=header_line.strip(),
                    fields=record,
                    group=f"table:{'|'.join(header).lower()}",
                    ids=tuple(id_keys(record)),
                )
            )
        else:
            header, header_line = [], ""
            units.append(Unit(line.strip(), f"line {number}", len(units)))
    return Document("markdown", tuple(units))
