"""HTML and XML results cut into elements: table rows with their header cells, list items,
paragraphs, records of leaf elements, attribute-bearing elements. Parsed with `html.parser`,
which tolerates truncated and malformed markup and resolves no external entities.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from rungs.excerpts.model import MAX_UNITS, Document, Unit
from rungs.excerpts.records import id_keys, render

__all__ = ["markup_document"]

MAX_ELEMENTS = 30_000
"""Parsing stops after this many elements; the rest of the page is cut into line windows."""
SLICE_CHARS = 600
"""Elements longer than this in the source are kept as a rendering of their fields."""
_VOID = frozenset(
    [
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "source",
        "track",
        "wbr",
        "param",
    ]
)
_BLOCKS = frozenset(
    [
        "li",
        "p",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "dt",
        "dd",
        "pre",
        "blockquote",
        "caption",
        "figcaption",
        "option",
        "label",
        "summary",
        "title",
        "td",
        "th",
        "article",
    ]
)
_SCOPES = {
    "tr": "table",
    "td": "tr",
    "th": "tr",
    "li": "ul ol",
    "dd": "dl",
    "dt": "dl",
    "option": "select",
    "p": "body div section article",
}
_TAGS = re.compile(r"<[^>]*>")


@dataclass(eq=False)
class _Element:
    tag: str
    attrs: dict[str, str]
    start: int
    parent: _Element | None
    end: int = -1
    children: list[_Element] = field(default_factory=list)
    has_text: bool = False
    nth: int = 0
    tally: dict[str, int] = field(default_factory=dict)

    def adopt(self, child: _Element) -> None:
        """Adds `child`, numbering it among its same-tag siblings."""
        child.nth = self.tally[child.tag] = self.tally.get(child.tag, 0) + 1
        self.children.append(child)


class _Builder(HTMLParser):
    """Builds a light element tree with source offsets, closing what HTML leaves implicit."""

    def __init__(self, text: str, is_html: bool) -> None:
        super().__init__(convert_charrefs=False)
        self.text, self.is_html = text, is_html
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.root = _Element("#root", {}, 0, None)
        self.stack = [self.root]
        self.count = 0

    def _offset(self) -> int:
        line, column = self.getpos()
        return self.line_starts[min(line - 1, len(self.line_starts) - 1)] + column

    def _close_to(self, index: int, end: int) -> None:
        for element in self.stack[index:]:
            element.end = end
        del self.stack[index:]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.count += 1
        start = self._offset()
        if self.count > MAX_ELEMENTS:
            raise _Overflow(start)
        if self.is_html and tag in _SCOPES:
            self._implicit_close(tag, start)
        element = _Element(tag, {k: v or "" for k, v in attrs}, start, self.stack[-1])
        self.stack[-1].adopt(element)
        if self.is_html and tag in _VOID:
            element.end = start + len(self.get_starttag_text() or "")
        else:
            self.stack.append(element)

    def _implicit_close(self, tag: str, at: int) -> None:
        scope = _SCOPES[tag].split()
        for index in range(len(self.stack) - 1, 0, -1):
            name = self.stack[index].tag
            if name in scope:
                return
            if name == tag:
                self._close_to(index, at)
                return

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        start = self._offset()
        self.count += 1
        element = _Element(tag, {k: v or "" for k, v in attrs}, start, self.stack[-1])
        element.end = start + len(self.get_starttag_text() or "")
        self.stack[-1].adopt(element)

    def handle_endtag(self, tag: str) -> None:
        at = self._offset()
        end = self.text.find(">", at)
        end = len(self.text) if end < 0 else end + 1
        for index in range(len(self.stack) - 1, 0, -1):
            if self.stack[index].tag == tag:
                self._close_to(index, end)
                return

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.stack[-1].has_text = True

    def handle_entityref(self, name: str) -> None:
        self.stack[-1].has_text = True

    def handle_charref(self, name: str) -> None:
        self.stack[-1].has_text = True


class _Overflow(Exception):
    """More elements than MAX_ELEMENTS; carries the offset where parsing stopped."""

    def __init__(self, offset: int) -> None:
        super().__init__(offset)
        self.offset = offset


def _text(source: str) -> str:
    return " ".join(html.unescape(_TAGS.sub(" ", source)).split())


def _path(element: _Element) -> str:
    parts: list[str] = []
    node: _Element | None = element
    while node is not None and node.parent is not None and len(parts) < 6:
        many = node.parent.tally.get(node.tag, 0) > 1
        parts.append(node.tag + (f"[{node.nth}]" if many else ""))
        node = node.parent
    return "/" + "/".join(reversed(parts))


class _Cutter:
    """Turns the element tree into units."""

    def __init__(self, text: str, is_html: bool) -> None:
        self.text, self.is_html = text, is_html
        self.units: list[Unit] = []
        self.headers: dict[int, list[str]] = {}

    def source(self, element: _Element) -> str:
        end = element.end if element.end >= 0 else element.start
        return self.text[element.start : end]

    def cut(self, root: _Element) -> None:
        stack = [root]
        while stack and len(self.units) < MAX_UNITS:
            element = stack.pop()
            if self._unit(element):
                continue
            stack.extend(reversed(element.children))

    def _unit(self, element: _Element) -> bool:
        if element.tag == "tr" and self.is_html:
            return self._row(element)
        leaves = bool(element.children) and all(not c.children for c in element.children)
        repeated = len({c.tag for c in element.children}) == 1 and len(element.children) > 2
        if not self.is_html and leaves and not repeated and len(element.children) <= 64:
            fields = dict(element.attrs)
            fields.update({c.tag: _text(self.source(c)) for c in element.children})
            self._emit(element, fields)
            return True
        block = element.tag in _BLOCKS if self.is_html else not element.children
        if block and (element.has_text or element.attrs or not self.is_html):
            fields = dict(element.attrs)
            if not self.is_html and element.has_text:
                fields["#text"] = _text(self.source(element))
            self._emit(element, fields or None)
            return True
        return False

    def _emit(self, element: _Element, fields: dict[str, str] | None) -> None:
        source = self.source(element).strip()
        group = f"markup:{_path(element.parent) if element.parent else ''}/{element.tag}"
        group = re.sub(r"\[\d+\]", "", group)
        ids = tuple(id_keys(fields)) if fields else ()
        if len(source) <= SLICE_CHARS or not fields:
            self.units.append(
                Unit(source, _path(element), element.start, fields=fields, group=group, ids=ids)
            )
        else:
            self.units.append(
                Unit(
                    render(fields),
                    _path(element),
                    element.start,
                    verbatim=False,
                    fields=fields,
                    group=group,
                    ids=ids,
                )
            )

    def _row(self, row: _Element) -> bool:
        cells = [c for c in row.children if c.tag in ("td", "th")]
        texts = [_text(self.source(c)) for c in cells]
        table = row.parent
        while table is not None and table.tag != "table":
            table = table.parent
        key = id(table)
        if cells and all(c.tag == "th" for c in cells) and key not in self.headers:
            self.headers[key] = texts
            return True
        header = self.headers.get(key, [])
        names = [h or f"column {i + 1}" for i, h in enumerate(header)]
        names += [f"column {i + 1}" for i in range(len(names), len(texts))]
        record = dict(zip(names, texts, strict=False))
        self.units.append(
            Unit(
                render(record),
                _path(row),
                row.start,
                verbatim=False,
                fields=record,
                group=f"table:{'|'.join(header)}",
                ids=tuple(id_keys(record)),
            )
        )
        return True


def markup_document(text: str, is_html: bool) -> Document:
    """Elements of an HTML or XML page; past MAX_ELEMENTS `parsed_chars` says where it stopped."""
    builder = _Builder(text, is_html)
    stop: int | None = None
    try:
        builder.feed(text)
        builder.close()
    except _Overflow as overflow:
        stop = overflow.offset
    for element in builder.stack[1:]:
        element.end = len(text) if stop is None else stop
    cutter = _Cutter(text, is_html)
    cutter.cut(builder.root)
    units = sorted(cutter.units, key=lambda u: u.position)
    ordered = tuple(
        Unit(u.body, u.path, i, u.context, u.verbatim, u.fields, u.group, u.ids)
        for i, u in enumerate(units)
    )
    return Document("html" if is_html else "xml", ordered, stop is not None, stop)
