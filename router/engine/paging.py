"""Which cut result reads on where another stops: the same tool and arguments but one whole
number that says where the read starts (a page, an offset, a line)."""

from __future__ import annotations

import json
import re

from router.engine.cut_results import Cut

__all__ = ["next_page"]


def next_page(cut: dict[str, Cut], key: str) -> str | None:
    """The cut result that reads on where `key`'s stops: the same tool with the same
    arguments but one whole number that says where the read starts (a page, an offset, a
    line), the smallest one larger than `key`'s."""
    where = cut[key]
    this = _arguments(where.arguments)
    if this is None:
        return None
    shape = where.arguments.translate(_NO_DIGITS)
    after: list[tuple[int, str]] = []
    for other_key, other in cut.items():
        if other.tool != where.tool or other_key == key:
            continue
        if other.arguments.translate(_NO_DIGITS) != shape:  # not one number apart: no parse
            continue
        that = _arguments(other.arguments)
        if that is None or that.keys() != this.keys():
            continue
        differ = [name for name in this if this[name] != that[name]]
        if len(differ) != 1 or not _PAGING.search(differ[0]):
            continue
        mine, theirs = _number(this[differ[0]]), _number(that[differ[0]])
        if mine is not None and theirs is not None and theirs > mine:
            after.append((theirs, other_key))
    return min(after)[1] if after else None


_NO_DIGITS = str.maketrans("", "", "0123456789")
_PAGING = re.compile(r"page|offset|start|cursor|skip|part|chunk|from|line", re.IGNORECASE)
"""Names of the arguments that say where in a document a read starts (not `issue`, `id`)."""


def _arguments(text: str) -> dict[str, object] | None:
    try:
        parsed = json.loads(text)
    except ValueError:
        return None
    return parsed if isinstance(parsed, dict) else None


def _number(value: object) -> int | None:
    """A whole number argument (`2`, or `"2"` from a tool that takes strings), else None."""
    if isinstance(value, str) and value.isascii() and value.isdigit():
        return int(value)
    return value if isinstance(value, int) and not isinstance(value, bool) else None
