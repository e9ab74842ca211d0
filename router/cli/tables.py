"""Terminal output of the console script on `rich`: tables, panels and side-by-side texts."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from typing import Any

from rich.console import Console
from rich.table import Table

__all__ = ["PLAIN_WIDTH", "console", "money", "number", "print_table", "when"]

PLAIN_WIDTH = 160  # columns when writing to a pipe or file, so cells are not folded narrowly


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
        table.add_row(*("" if cell is None else str(cell) for cell in row))
        count += 1
    if count:
        out.print(table)
    else:
        out.print(f"{title + ': ' if title else ''}{empty}")
