"""A light element tree of an HTML or XML page with source offsets, built with `html.parser`.

It closes what HTML leaves implicit (a `<li>` before the next one), tolerates truncated and
malformed markup, resolves no external entities, and stops after MAX_ELEMENTS elements.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

__all__ = ["MAX_ELEMENTS", "Element", "Overflow", "TreeBuilder"]

MAX_ELEMENTS = 30_000
"""Parsing stops after this many elements; the rest of the page is cut into line windows."""
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


@dataclass(eq=False)
class Element:
    tag: str
    attrs: dict[str, str]
    start: int
    parent: Element | None
    end: int = -1
    children: list[Element] = field(default_factory=list)
    has_text: bool = False
    nth: int = 0
    tally: dict[str, int] = field(default_factory=dict)

    def adopt(self, child: Element) -> None:
        """Adds `child`, numbering it among its same-tag siblings."""
        child.nth = self.tally[child.tag] = self.tally.get(child.tag, 0) + 1
        self.children.append(child)


class TreeBuilder(HTMLParser):
    """Builds a light element tree with source offsets, closing what HTML leaves implicit."""

    def __init__(self, text: str, is_html: bool) -> None:
        super().__init__(convert_charrefs=False)
        self.text, self.is_html = text, is_html
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.root = Element("#root", {}, 0, None)
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
            raise Overflow(start)
        if self.is_html and tag in _SCOPES:
            self._implicit_close(tag, start)
        element = Element(tag, {k: v or "" for k, v in attrs}, start, self.stack[-1])
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
        element = Element(tag, {k: v or "" for k, v in attrs}, start, self.stack[-1])
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


class Overflow(Exception):
    """More elements than MAX_ELEMENTS; carries the offset where parsing stopped."""

    def __init__(self, offset: int) -> None:
        super().__init__(offset)
        self.offset = offset
