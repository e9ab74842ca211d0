"""Terminal output of the console script on `rich`: tables, panels and side-by-side texts."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable, Sequence
from typing import Any

from rich.console import Console
from rich.table import Table

__all__ = [
    "PLAIN_WIDTH",
    "console",
    "inert",
    "inert_json",
    "money",
    "number",
    "print_table",
    "when",
]

PLAIN_WIDTH = 160  # columns when writing to a pipe or file, so cells are not folded narrowly
# What a terminal would obey rather than show: C0 controls but newline and tab (ESC starts OSC
# 52 clipboard writes, title changes, screen clears), DEL, C1 controls (a lone CSI or OSC byte)
# and the bidirectional overrides that reorder what is shown.
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
JSON_UNESCAPED = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def inert(text: Any) -> str:
    """Stored text as a terminal shows it, never obeys it: control characters as escapes."""
    return CONTROL.sub(_escape, "" if text is None else str(text))


def inert_json(value: Any) -> str:
    """JSON of `value` with every control character escaped (JSON leaves C1 and DEL raw)."""
    text = json.dumps(value, indent=2, ensure_ascii=False, default=str)
    return JSON_UNESCAPED.sub(lambda match: f"\\u{ord(match.group()):04x}", text)


def console(stderr: bool = False) -> Console:
    """A console on stdout (or stderr); a pipe gets plain text at a fixed width."""
    stream = sys.stderr if stderr else sys.stdout
    tty = stream.isatty()
    return Console(
        file=stream,
        width=None if tty else PLAIN_WIDTH,
        highlight=False,
        no_color=not tty,
        emoji=False,
        markup=False,
    )


def money(value: float | None) -> str:
    """A cost in dollars; a dash when unknown."""
    return "–" if value is None else f"${value:.4f}"


def number(value: float | int | None, pattern: str = "{:,}") -> str:
    """A number for a table cell, or a dash when missing."""
    return "–" if value is None else pattern.format(value)


def when(stamp: str | None) -> str:
    """A stored timestamp shortened to seconds."""
    return (stamp or "")[:19].replace("T", " ")


def print_table(
    out: Console,
    headers: Sequence[str],
    rows: Iterable[Sequence[Any]],
    *,
    title: str | None = None,
    right: Iterable[str] = (),
    empty: str = "nothing recorded",
) -> None:
    """Print one table; columns named in `right` are right-aligned (numbers); `empty` says
    what an empty table means."""
    aligned = set(right)
    table = Table(title=title, title_justify="left", show_lines=False, header_style="bold")
    for header in headers:
        table.add_column(header, justify="right" if header in aligned else "left")
    count = 0
    for row in rows:
        table.add_row(*(inert(cell) for cell in row))
        count += 1
    if count:
        out.print(table)
    else:
        out.print(f"{title + ': ' if title else ''}{empty}")
