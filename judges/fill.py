"""What fills a summary's room after its items: the rest of the conversation, by value.

Candidates are the statements of the folded messages and the lines of an earlier summary
outside its item section. Acknowledgements and courtesy ("Noted.", "Got it — recorded",
"Sure!") are never candidates; statements holding a superseded item or a stale value are left
out; what the summary already holds is not repeated. The rest are ranked by what they carry
(values, identifiers, content words), who said it (the user first) and how recent it is, and
taken best first while they fit.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from judges.durable import Ledger
from judges.durable_section import section_span
from judges.durable_statements import is_filler, statements
from judges.durable_values import value_tokens
from judges.text import STOPWORDS, message_text, one_line

__all__ = ["FILL_HEADING", "fill_lines"]

FILL_HEADING = "Also said (most telling first):"
LINE_CHARS = 300
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'_-]*")
_SKIP_PREFIXES = ("Summary of ", "Goal: ", "[compaction-router summary", "(")


def fill_lines(
    messages: Sequence[Mapping[str, Any]],
    previous: str | None,
    ledger: Ledger,
    held: str,
    room: int,
    measure: Callable[[str], int],
) -> list[str]:
    """Lines (each `- ...`) worth adding, best first, within `room` as `measure` counts."""
    held_lower = held.lower()
    scored: list[tuple[float, int, str]] = []
    seen: set[str] = set()
    for position, (text, role, recency) in enumerate(_candidates(messages, previous)):
        line = one_line(text, LINE_CHARS)
        key = " ".join(line.lower().split()).rstrip(".!;,")
        if key in seen or key in held_lower or is_filler(line) or ledger.carries_stale(line):
            continue
        if _is_item(line, ledger):
            continue
        seen.add(key)
        value = _value(line, role, recency)
        if value > 0:
            scored.append((-value, position, line))
    scored.sort()
    kept: list[str] = []
    used = measure(FILL_HEADING) + 1
    for _value_key, _position, line in scored:
        cost = measure(line) + 3
        if used + cost > room:
            continue
        kept.append(f"- {line}")
        used += cost
    return [FILL_HEADING, *kept] if kept else []


def _candidates(
    messages: Sequence[Mapping[str, Any]], previous: str | None
) -> Iterator[tuple[str, str, float]]:
    """(text, role, recency in [0, 1]) of each statement that could fill the room."""
    lines = (previous or "").splitlines()
    start, end = section_span(lines)
    for index, raw in enumerate(lines):
        line = raw.strip().removeprefix("- ").strip()
        if start <= index < end and end > start:
            continue
        if not line or line.startswith(_SKIP_PREFIXES) or line.endswith(":"):
            continue
        yield line, "summary", 0.0
    total = max(len(messages), 1)
    for index, message in enumerate(messages):
        role = str(message.get("role", ""))
        if role not in ("user", "assistant", "system", "developer"):
            continue
        for statement in statements(message_text(message), role, 0):
            yield statement.text, role, (index + 1) / total


def _is_item(line: str, ledger: Ledger) -> bool:
    """Whether `line` is (or holds) an item in force: the item section already carries it."""
    lowered = line.lower()
    return any(item.text.lower() in lowered for item in ledger.items if len(item.text) >= 8)


def _value(line: str, role: str, recency: float) -> float:
    """What a line is worth: values and content words it carries, its speaker, its recency."""
    words = [w for w in _WORD.findall(line) if w.lower() not in STOPWORDS and len(w) > 2]
    values = value_tokens(line)
    if len(words) < 3 and not values:
        return 0.0
    worth = min(len(values), 3) + min(len(set(words)), 12) / 6 + recency * 0.5
    worth += {"user": 0.4, "system": 0.4, "summary": 0.2}.get(role, 0.0)
    if line.rstrip().endswith("?"):
        worth -= 0.5
    return max(worth, 0.01)
