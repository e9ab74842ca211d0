"""The item section of a summary: durable items under typed headings, written and read back.

The format (also read by `rungs.summary_items`, which must agree with it):

    Durable items:
    Rules:
    - <item>
    Constraints:
    - <item>
    ...

Kind headings come in the order of `KINDS`; a kind with no item has no heading. The section
ends at the first line that is neither a kind heading nor a `- ` item line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from judges.durable_detect import KINDS, states_progress
from judges.durable_statements import comma_clauses
from judges.durable_values import value_classes, value_tokens

__all__ = [
    "KIND_HEADINGS",
    "SECTION_HEADING",
    "parse_section",
    "render_section",
    "section_span",
    "section_within",
    "without_asides",
]

SECTION_HEADING = "Durable items:"
_READ_HEADINGS = (SECTION_HEADING, "Durable items (latest statement of each, verbatim):")
"""The heading written, and every heading read back (a summary an earlier release wrote)."""
KIND_HEADINGS = {
    "rule": "Rules:",
    "constraint": "Constraints:",
    "decision": "Decisions:",
    "fact": "Facts and identifiers:",
    "state": "Goal and state:",
    "preference": "Preferences:",
}
_KIND_OF = {heading: kind for kind, heading in KIND_HEADINGS.items()}


def render_section(items: Iterable[tuple[str, str]]) -> list[str]:
    """The section's lines for `(kind, text)` pairs, grouped in `KINDS` order ([] if none)."""
    grouped: dict[str, list[str]] = {kind: [] for kind in KINDS}
    for kind, text in items:
        line = " ".join(text.split())
        if line and line not in grouped[kind]:
            grouped[kind].append(line)
    lines: list[str] = []
    for kind in KINDS:
        if grouped[kind]:
            lines.append(KIND_HEADINGS[kind])
            lines += [f"- {text}" for text in grouped[kind]]
    return [SECTION_HEADING, *lines] if lines else []


def without_asides(text: str) -> str:
    """`text` without its trailing comma or semicolon clauses, and a trailing reason ("because
    of the venue"), that hold no value and are about no one named ("No flights before 9am
    please, the kids are a nightmare early" keeps its first clause; "Marta is off this week,
    Jonas reviews api/" keeps both)."""
    clauses = comma_clauses(text.strip())
    names = value_tokens(text)  # a name opening a later clause is a name inside the sentence
    kept = len(clauses)
    while kept > 1 and not _names_any(clauses[kept - 1], names):
        if states_progress(clauses[kept - 1]):
            break  # where the work stands is no aside ("full rollout blocked on the review")
        if len(" ".join(clauses[: kept - 1]).split()) < 3:
            break
        kept -= 1
    out = " ".join(clauses[:kept]).rstrip(",;") if kept < len(clauses) else text
    reason = _REASON.search(out)
    if reason is None or _names_any(reason.group(1), names):
        return out
    before = out[: reason.start()].rstrip(",;")  # "... to 2027-10-02" because of the venue
    return before if len(before.split()) >= 3 else out


_REASON = re.compile(r"\s+(?:because|due to|given that)\b(.*?)[.!]?$", re.IGNORECASE)
"""A reason trailing a statement: an aside when it holds no value and names no one."""


def _names_any(clause: str, names: Sequence[str]) -> bool:
    """Whether `clause` holds a value, or opens with one of the sentence's `names` (it speaks of
    someone: "Jonas reviews api/ until she's back")."""
    if value_tokens(clause, names=False) or any(" " in v for v in value_tokens(clause)):
        return True  # a value, or someone's full name ("our contact there is Jens Albrecht")
    first = clause.split(maxsplit=1)[0] if clause.strip() else ""
    return first.strip(",;:.") in names


def parse_section(summary: str) -> list[tuple[str, str]]:
    """The `(kind, text)` items of a summary's section, in order ([] when it has none)."""
    items: list[tuple[str, str]] = []
    inside, kind = False, "fact"
    for raw in summary.splitlines():
        line = raw.strip()
        if line in _READ_HEADINGS:
            inside, kind = True, "fact"
            continue
        if not inside:
            continue
        if line in _KIND_OF:
            kind = _KIND_OF[line]
        elif line.startswith("- ") and line[2:].strip():
            items.append((kind, line[2:].strip()))
        else:
            inside = False
    return items


def section_span(lines: Sequence[str]) -> tuple[int, int]:
    """Where the section sits in `lines`: `[start, end)`, or `(0, 0)` when there is none."""
    for start, line in enumerate(lines):
        if line.strip() in _READ_HEADINGS:
            end = start + 1
            while end < len(lines) and (
                lines[end].strip() in _KIND_OF or lines[end].strip().startswith("- ")
            ):
                end += 1
            return start, end
    return 0, 0


def section_within(
    items: Sequence[tuple[str, str]],
    order: Sequence[int],
    room: int,
    measure: Callable[[str], int],
) -> list[str]:
    """The section of the `(kind, text)` items that fit `room`, taken in `order` (the most worth
    keeping first: rules, constraints, state...), shown in typed order. When they do not all
    fit, each item sheds its trailing clauses that hold no value (a reason, an aside) first,
    and an item with no room left for the whole of it goes in as its identifying clause."""
    whole = render_section(items)
    if sum(measure(line) + 1 for line in whole) > room:
        items = [(kind, without_asides(text)) for kind, text in items]
    kept: dict[int, str] = {}
    left: list[tuple[int, str, int]] = []
    kinds: set[str] = set()
    used = measure(SECTION_HEADING) + 1
    for index in order:
        kind, text = items[index]
        heading = 0 if kind in kinds else measure(KIND_HEADINGS[kind]) + 1
        cost = measure(f"- {text}") + 1 + heading
        if used + cost > room and (clause := identifying_clause(text)):
            text, cost = clause, measure(f"- {clause}") + 1 + heading
        if used + cost <= room:
            kept[index] = text
            kinds.add(kind)
            used += cost
        else:
            left.append((index, text, cost))
    return _filled(items, kept, left, room, measure)


def _filled(
    items: Sequence[tuple[str, str]],
    kept: dict[int, str],
    left: Sequence[tuple[int, str, int]],
    room: int,
    measure: Callable[[str], int],
) -> list[str]:
    """The section of the `kept` items, with the `left` ones (index, text, estimated cost) that
    still fit once the section is measured as written: the estimate counts each line and its
    newline apart, which overshoots, so a tight section had room it did not use. Each line
    left out is costed as what it adds after a newline, and the whole is measured once more."""

    def written() -> list[str]:
        return render_section((items[n][0], kept[n]) for n in sorted(kept))

    used = measure("\n".join(written()))
    kinds = {items[n][0] for n in kept}
    added: list[int] = []
    for index, text, _ in left:
        kind = items[index][0]
        # a line costs what it adds after a newline (tokens do not run across one)
        cost = measure(f"\n- {text}") + (
            0 if kind in kinds else measure(f"\n{KIND_HEADINGS[kind]}")
        )
        if used + cost <= room:
            kept[index] = text
            kinds.add(kind)
            added.append(index)
            used += cost
    while added and measure("\n".join(written())) > room:  # should a token run across after all
        del kept[added.pop()]
    return written()


def identifying_clause(text: str) -> str:
    """The clause of `text` that names what it is about, for when the whole does not fit: the
    one holding an identifier ("incident INC-4471 is open"), else the first holding a value or
    a name ('' when `text` is one clause or no clause holds either)."""
    clauses = [clause.rstrip(",;") for clause in comma_clauses(text.strip())]
    if len(clauses) < 2:
        return ""
    scored = []
    for at, clause in enumerate(clauses):
        values = value_tokens(clause)  # a name says who the item is about
        if values and len(clause.split()) >= 2:
            scored.append(("code" not in value_classes(values), at, clause))
    return min(scored)[2] if scored else ""
