"""HTML and XML results cut into elements: table rows with their header cells, records of a
series (cards, entries: one element of many alike, its fields by term or class), list items,
paragraphs, records of leaf elements, attribute-bearing elements. The tree comes from
`markup_tree` (`html.parser`: tolerant of truncated and malformed markup, no external entities).
"""

from __future__ import annotations

import html
import re

from rungs.excerpts.markup_tree import Element, Overflow, TreeBuilder
from rungs.excerpts.model import MAX_UNITS, Document, Unit
from rungs.excerpts.records import id_keys, render

__all__ = ["markup_document"]

SLICE_CHARS = 600
"""Elements longer than this in the source are kept as a rendering of their fields."""
RECORD_CHARS = 1200
"""An element of a series (a card, an entry) up to this long is one record unit."""
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
_TAGS = re.compile(r"<[^>]*>")


def _text(source: str) -> str:
    return " ".join(html.unescape(_TAGS.sub(" ", source)).split())


def _path(element: Element) -> str:
    parts: list[str] = []
    node: Element | None = element
    while node is not None and node.parent is not None and len(parts) < 6:
        many = node.parent.tally.get(node.tag, 0) > 1
        parts.append(node.tag + (f"[{node.nth}]" if many else ""))
        node = node.parent
    return "/" + "/".join(reversed(parts))


def _length(element: Element) -> int:
    """The characters of the element's source (none while it has no end)."""
    return element.end - element.start if element.end >= 0 else 0


def _holds_text(element: Element) -> bool:
    """Whether the element or one inside it has text (`<li><a href=…>Name</a></li>`)."""
    stack = [element]
    while stack:
        node = stack.pop()
        if node.has_text:
            return True
        stack.extend(node.children)
    return False


def _listing(element: Element) -> bool:
    """Whether the children are a list of like elements (most of them one tag), not a record's
    fields, or too many to be one record."""
    children, most = len(element.children), max(element.tally.values())
    return children > 64 or (most > 2 and most * 2 > children)


def _free_key(fields: dict[str, str], name: str) -> str:
    """`name`, or `name 2`, `name 3`… when the fields hold it already."""
    key, n = name, 1
    while key in fields:
        n += 1
        key = f"{name} {n}"
    return key


def _leaf_name(leaf: Element) -> str:
    """What a leaf's value is called: its name or key attribute, its class, else its tag."""
    attrs = leaf.attrs
    return attrs.get("name") or attrs.get("key") or attrs.get("class") or leaf.tag


class _Cutter:
    """Turns the element tree into units."""

    def __init__(self, text: str, is_html: bool) -> None:
        self.text, self.is_html = text, is_html
        self.units: list[Unit] = []
        self.headers: dict[int, list[str]] = {}

    def source(self, element: Element) -> str:
        return self.text[element.start : element.start + _length(element)]

    def cut(self, root: Element) -> None:
        stack = [root]
        while stack and len(self.units) < MAX_UNITS:
            element = stack.pop()
            if self._unit(element):
                continue
            stack.extend(reversed(element.children))

    def _unit(self, element: Element) -> bool:
        if element.tag == "tr" and self.is_html:
            return self._row(element)
        if self._is_record(element):
            self._emit(element, self._record_fields(element))
            return True
        leaves = bool(element.children) and all(not c.children for c in element.children)
        if not self.is_html and leaves and not _listing(element) and element.parent is not None:
            fields = dict(element.attrs)
            for child in element.children:
                fields[_free_key(fields, child.tag)] = _text(self.source(child))
            self._emit(element, fields)
            return True
        block = element.tag in _BLOCKS if self.is_html else not element.children
        texty = element.has_text or (block and self.is_html and self._text_inside(element))
        if block and (texty or element.attrs or not self.is_html):
            fields = dict(element.attrs)
            if texty and (not self.is_html or fields):
                fields["#text"] = _text(self.source(element))
            self._emit(element, fields or None)
            return True
        return False

    def _text_inside(self, element: Element) -> bool:
        """A short block whose text is all in its children (`<li><a href=…>Name</a></li>`);
        a longer one is cut into its children instead."""
        return _length(element) <= SLICE_CHARS and _holds_text(element)

    def _is_record(self, element: Element) -> bool:
        """One of a series of like elements (cards, list entries) holding a few fields."""
        parent = element.parent
        if parent is None or element.tag in _BLOCKS or not element.children:
            return False
        if parent.tally.get(element.tag, 0) < 3:
            return False
        return _length(element) <= RECORD_CHARS and len(self._leaves(element)) >= 2

    def _leaves(self, element: Element) -> list[Element]:
        """The element's descendants without children, in document order."""
        found: list[Element] = []
        stack = list(reversed(element.children))
        while stack and len(found) < 64:
            node = stack.pop()
            if node.children:
                stack.extend(reversed(node.children))
            elif node.has_text:
                found.append(node)
        return found

    def _record_fields(self, element: Element) -> dict[str, str]:
        """A record's fields: term/definition pairs by term, other leaves by class or tag."""
        fields = {
            k: v
            for k, v in element.attrs.items()
            if k in ("id", "data-id", "name") or not self.is_html
        }
        term: str | None = None
        for leaf in self._leaves(element):
            value = _text(self.source(leaf))
            if leaf.tag in ("dt", "th"):
                term = value
                continue
            name = term or _leaf_name(leaf)
            term = None
            fields[_free_key(fields, name)] = value
        return fields

    def _emit(self, element: Element, fields: dict[str, str] | None) -> None:
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

    def _row(self, row: Element) -> bool:
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
    builder = TreeBuilder(text, is_html)
    stop: int | None = None
    try:
        builder.feed(text)
        builder.close()
    except Overflow as overflow:
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
