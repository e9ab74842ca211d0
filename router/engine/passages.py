"""The passages a cut result is searched by: a unit of it and the units after it, shown with
its location, so a passage that matches a question is also what answers it.

A passage never ends on what introduces the next unit: a comment ("/* Copy no more than N bytes
of SRC to DEST, stopping when C is found. */"), a heading ("## Options") or a lead-in ending on a
word and a colon ("Options:") describes what follows it, so the passage goes on to the unit it
describes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from rungs.excerpts import Excerpt, Unit

__all__ = ["PASSAGE_CHARS", "RECORD_CHARS", "passages"]

PASSAGE_CHARS = 500
"""The characters of one passage: a unit and the units after it (its location included)."""
RECORD_CHARS = 1_000
"""A unit of several lines up to this long (a changelog entry, a feed item) is one passage:
what it is about (its first line) and what is asked of it (a sign-off's date) stay together.
A passage ending on what introduces the next unit goes on to it within this many too."""
LEAD_CHARS = 120
"""The characters of a record's first line shown above each later slice of it (what it is:
a changelog entry's version, a stanza's name)."""
MAX_UNIT_CHARS = 20_000
"""The characters of one unit cut into passages at most."""

_INTRODUCES = re.compile(r"(?:^(?:/\*|//|#|--|;|\*\s|\"\"\"|''')|\*/$|[A-Za-z)\]]:$)")
"""A line that introduces what follows it: a comment, a directive or heading, a lead-in ending
on a word and a colon ("Options:", "Example (shell):"; not a JSON key cut off at its colon)."""


def _shown(units: Sequence[Unit]) -> str:
    """A passage as it is brought back: the first unit's location and context, the bodies."""
    first = units[0]
    return Excerpt(first.path, "\n".join(u.body for u in units), first.context).text


def _introduces(units: Sequence[Unit]) -> bool:
    """Whether a passage of `units` ends on what introduces the unit after it: inside a block
    comment or a docstring, or on a line that is a comment, a heading or a lead-in."""
    text = "\n".join(unit.body for unit in units).rstrip()
    if text.rfind("/*") > text.rfind("*/") or text.count('"""') % 2:
        return True
    last = text.rsplit("\n", 1)[-1].strip()
    return bool(last) and _INTRODUCES.search(last) is not None


def _end(units: Sequence[Unit], start: int) -> int:
    """Where the passage from `start` ends: within PASSAGE_CHARS, then on past the units that
    introduce the next one, within RECORD_CHARS."""
    end = start + 1
    while end < len(units) and len(_shown(units[start : end + 1])) <= PASSAGE_CHARS:
        end += 1
    while (
        end < len(units)
        and _introduces(units[start:end])
        and len(_shown(units[start : end + 1])) <= RECORD_CHARS
    ):
        end += 1
    return end


def passages(units: Sequence[Unit]) -> Iterable[tuple[str, tuple[int, int]]]:
    """Each unit with the units after it while the passage stays within PASSAGE_CHARS; a unit
    of several lines within RECORD_CHARS whole; a unit longer than that (a minified record, a
    long log line) in overlapping slices, each under its location (and, past the first, the
    record's first line), so every part of it can be found by what it is about and is shown
    whole where it is found."""
    for start in range(len(units)):
        end = _end(units, start)
        shown = _shown(units[start:end])
        unit = units[start]
        if len(shown) <= PASSAGE_CHARS or (
            len(shown) <= RECORD_CHARS and ("\n" in unit.body.strip() or end - start > 1)
        ):
            yield shown, (start, end)
            continue
        head = Excerpt(unit.path, "", unit.context).text
        body = unit.body[:MAX_UNIT_CHARS]
        lead = body.split("\n", 1)[0][:LEAD_CHARS] + "\n…\n" if "\n" in body else ""
        room = max(PASSAGE_CHARS - len(head) - len(lead), PASSAGE_CHARS // 2)
        for offset in range(0, len(body), room * 3 // 4):
            yield head + (lead if offset else "") + body[offset : offset + room], (start, end)
            if offset + room >= len(body):
                break
