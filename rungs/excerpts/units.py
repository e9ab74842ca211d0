"""Finding the units of a result: detect its format, cut it, and fall back to line windows."""

from __future__ import annotations

from collections.abc import Callable

from rungs.excerpts.blocks import block_document
from rungs.excerpts.detect import detect_format
from rungs.excerpts.json_units import json_document, ndjson_document
from rungs.excerpts.markup import markup_document
from rungs.excerpts.model import MAX_PARSE_CHARS, MAX_TEXT_CHARS, Document, Unit
from rungs.excerpts.tables import delimited_document, markdown_document
from rungs.excerpts.text_units import code_document, lines_document

__all__ = ["find_units"]

_CUTTERS: dict[str, Callable[[str], Document | None]] = {
    "json": json_document,
    "ndjson": ndjson_document,
    "csv": lambda text: delimited_document(text, "csv"),
    "tsv": lambda text: delimited_document(text, "tsv"),
    "markdown": markdown_document,
    "html": lambda text: markup_document(text, is_html=True),
    "xml": lambda text: markup_document(text, is_html=False),
    "yaml": lambda text: block_document(text, "yaml"),
    "log": lambda text: block_document(text, "log"),
    "code": code_document,
    "prose": lambda text: block_document(text, "prose"),
    "lines": lambda text: block_document(text, "lines"),
}


def _cut(fmt: str, head: str) -> Document | None:
    cutter = _CUTTERS.get(fmt)
    if cutter is None:
        return None
    try:
        return cutter(head)
    except Exception:  # a result that breaks a parser is cut into lines, never fails the call
        return None


def _fallback(text: str, fmt: str) -> Document:
    """A result that did not parse as detected: its layout's blocks, or lines when huge."""
    if len(text) <= MAX_PARSE_CHARS:
        try:
            document = block_document(text, fmt)
            if document.units:
                return document
        except Exception:  # a result that breaks the block cutter is cut into lines
            pass
    return lines_document(text, fmt=fmt)


def find_units(
    text: str, *, tool_name: str | None = None, arguments: str | None = None
) -> Document:
    """The units of a tool result, its format detected from the content and the call.

    Structured parsing covers the first MAX_PARSE_CHARS characters; the rest, and any result
    that does not parse, is cut by layout (or line windows when huge). Never raises on any string.
    """
    if not isinstance(text, str):
        raise TypeError(f"find_units needs the result as str, got {type(text).__name__}")
    text = text[:MAX_TEXT_CHARS]
    try:
        fmt = detect_format(text, tool_name, arguments)
    except Exception:  # detection is a guess: any failure means plain lines
        fmt = "lines"
    head = text[:MAX_PARSE_CHARS]
    document = _cut(fmt, head) if fmt != "json" or len(text) == len(head) else None
    if document is None or (not document.units and head.strip()):
        return _fallback(text, fmt if fmt == "lines" else f"{fmt}-as-lines")
    covered = len(head) if document.parsed_chars is None else document.parsed_chars
    if covered >= len(text):
        return document
    rest = lines_document(text[covered:], first_line=text.count("\n", 0, covered) + 1)
    shifted = tuple(Unit(u.body, u.path, len(document.units) + u.position) for u in rest.units)
    return Document(document.format, document.units + shifted, True, covered)
