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

from judges.durable_detect import KINDS, classify
from judges.durable_markers import without_markers
from judges.durable_statements import BRACKETED, Statement, comma_clauses
from judges.durable_tells import states_progress
from judges.durable_values import value_classes, value_tokens
from judges.durable_weight import instructs

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


def render_section(items: Iterable[tuple[str, str]], headed: bool = True) -> list[str]:
    """The section's lines for `(kind, text)` pairs, grouped in `KINDS` order ([] if none).

    When not `headed` (room is short), a kind whose items all read back as that kind from
    their words goes first with no heading (`parse_section` reads it so); the others keep it.
    """
    grouped: dict[str, list[str]] = {kind: [] for kind in KINDS}
    for kind, text in items:
        line = " ".join(text.split())
        if line and line not in grouped[kind]:
            grouped[kind].append(line)
    bare: list[str] = []
    titled: list[str] = []
    for kind, texts in grouped.items():
        if headed or not all(reads_as(kind, text) for text in texts):
            titled += [KIND_HEADINGS[kind], *(f"- {text}" for text in texts)] if texts else []
        else:
            bare += [f"- {text}" for text in texts]
    return [SECTION_HEADING, *bare, *titled] if bare or titled else []


def reads_as(kind: str, text: str) -> bool:
    """Whether an item listed under no kind heading is read back as `kind`."""
    return _kind_by_words(text) == kind


def core_of(text: str) -> str:
    """What an item says once asides in brackets, trailing asides, a preamble before a colon and
    opening markers are gone ("one hard limit (the blocks overshoot): no sample is ever held
    above 75 °C, because the tape lifts" says "no sample is ever held above 75 °C")."""
    return without_markers(_without_preamble(without_asides(_without_brackets(text))))


def _without_brackets(text: str) -> str:
    """`text` without bracketed asides that hold no number, date or identifier and ask
    nothing ("(the PI is a stickler)" goes, "(kg, never pounds)" stays)."""
    out = BRACKETED.sub(lambda m: m[0] if _holds(m.group(1)) else "", text)
    out = re.sub(r"\s+([,;:.])", r"\1", out).strip()
    return out if len(out.split()) >= 3 else text


def _holds(aside: str) -> bool:
    """Whether a bracketed aside holds a value or an instruction of its own."""
    if value_tokens(aside, names=False) or _CODE_LIKE.search(aside) or len(aside.split()) < 3:
        return True  # a value, code ("(event_date)"), or a word or two that the sentence needs
    clauses = re.split(r"[,;]\s*", aside)
    return any(instructs(clause) or _RULE_OPENING.match(clause) for clause in clauses)


_CODE_LIKE = re.compile(r"[_={}<>$`\\/|*]")
_CODE_SPAN = re.compile(r"`[^`]*`")
_RULE_OPENING = re.compile(r"(?:never|always|only|not|don'?t)\b", re.IGNORECASE)


def _without_preamble(text: str) -> str:
    """`text` after a colon when what stands before it is three words or more and names nothing
    ("a firm preference: SI units only"); kept whole when the preamble names someone or
    something ("A note from Harriet about the asset register: the limit's been raised")."""
    masked = _CODE_SPAN.sub(lambda span: " " * len(span[0]), text)  # `"version": 2` is code
    masked = BRACKETED.sub(lambda aside: " " * len(aside[0]), masked)  # brackets keep colons
    colon = masked.find(":")
    after = text[colon + 1 :]
    before = masked[:colon]
    if colon < 0 or len(after.split()) < 4 or len(before.split()) < 3 or value_tokens(before):
        return text  # a short key ("answer format:", "stack:") says what the value is
    return after.strip()


def without_asides(text: str) -> str:
    """`text` without its trailing comma or semicolon clauses, and a trailing reason ("because
    of the venue"), that hold no value and are about no one named ("No flights before 9am
    please, the kids are a nightmare early" keeps its first clause; "Marta is off this week,
    Jonas reviews api/" keeps both)."""
    clauses = comma_clauses(text.strip())
    names = value_tokens(text)  # a name opening a later clause is a name inside the sentence
    kept = len(clauses)
    main = 2 if _SUBORDINATE.match(clauses[0]) else 1  # "If it fails, page the on-call"
    while kept > main and not _names_any(clauses[kept - 1], names):
        clause = clauses[kept - 1]
        if states_progress(clause) or instructs(clause) or _REPORTED_ORDER.search(clause):
            break  # where the work stands, or what is wanted, is no aside ("i hate emojis")
        if len(" ".join(clauses[: kept - 1]).split()) < 3:
            break
        kept -= 1
    out = " ".join(clauses[:kept]).rstrip(",;") if kept < len(clauses) else text
    reason = _REASON.search(out)
    if reason is None or _names_any(reason.group(1), names):
        return out
    before = out[: reason.start()].rstrip(",;")  # "... to 2027-10-02" because of the venue
    return before if len(before.split()) >= 3 else out


_REPORTED_ORDER = re.compile(
    r"\b(?:say|says|said|tell|tells|told)\s+(?:me\s+|us\s+|you\s+|them\s+)?"
    r"(?:no|not|never|only|to)\b",
    re.IGNORECASE,
)
"""Someone's order passed on ("the doctor at the practice, he say no grapefruit with these
tablets", "the vet said no walks"): what is said is the item, not an aside."""
_SUBORDINATE = re.compile(
    r"(?:if|when|whenever|once|unless|after|before|as soon as|until|in case)\b", re.IGNORECASE
)
"""A clause opening on a condition or a time: the clause after it says what happens then."""
_REASON = re.compile(r"\s+(?:because|due to|given that|since)\b(.*?)[.!]?$", re.IGNORECASE)
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
    inside, kind = False, None
    for raw in summary.splitlines():
        line = raw.strip()
        if line in _READ_HEADINGS:
            inside, kind = True, None
            continue
        if not inside:
            continue
        if line in _KIND_OF:
            kind = _KIND_OF[line]
        elif line.startswith("- ") and line[2:].strip():
            text = line[2:].strip()
            items.append((kind or _kind_by_words(text), text))
        else:
            inside = False
    return items


def _kind_by_words(text: str) -> str:
    """The kind of an item listed under no kind heading, read from its words."""
    return classify(Statement(text, "user", 0), system=False) or "fact"


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
    fit, each item sheds its trailing clauses that hold no value (a reason, an aside) and the
    markers that open it ("Actually,", "Oh and"), kinds its items' words say go without a
    heading, and an item with no room left for the whole of it goes in as its identifying
    clause. An item (not a rule or a preference) naming no value that one kept item does not
    name already ("Registration capped at 210." after "we're capping registration at 210")
    waits until every other item had its turn."""
    headed = measure("\n".join(render_section(items))) <= room
    if not headed:
        items = [(kind, core_of(text)) for kind, text in items]
    section = _Section(items, headed, measure)
    left: list[tuple[int, str]] = []
    used = measure(SECTION_HEADING) + 1
    covered: list[set[str]] = []
    deferred: list[tuple[int, str]] = []
    for index in order:
        kind, text = items[index]
        values = _lowered_values(text)
        if kind not in _NEVER_DEFERRED and values and any(values <= held for held in covered):
            deferred.append((index, text))  # says nothing a kept item does not: last
            continue
        cost = section.cost(index, text, "")
        if used + cost > room and (clause := identifying_clause(text)):
            text, cost = clause, section.cost(index, clause, "")
        if used + cost <= room:
            section.keep(index, text)
            used += cost
            covered.append(_lowered_values(text))
        else:
            left.append((index, text))
    return section.filled([*left, *deferred], room)


_NEVER_DEFERRED = ("rule", "preference")
"""Kinds that say how to work: their words matter, whatever values another item names."""


def _lowered_values(text: str) -> set[str]:
    return {value.lower() for value in value_tokens(text)}


class _Section:
    """The items a section keeps so far, and what one more line would cost."""

    def __init__(
        self, items: Sequence[tuple[str, str]], headed: bool, measure: Callable[[str], int]
    ) -> None:
        self.items, self.headed, self.measure = items, headed, measure
        self.kept: dict[int, str] = {}
        self.titled: set[str] = set()
        self._reads: dict[tuple[str, str], bool] = {}

    def needs_heading(self, kind: str, text: str) -> bool:
        """Whether an item of `kind` saying `text` goes under its kind's heading."""
        if self.headed:
            return True
        if (kind, text) not in self._reads:
            self._reads[(kind, text)] = reads_as(kind, text)
        return not self._reads[(kind, text)]

    def cost(self, index: int, text: str, newline: str) -> int:
        """Tokens the item's line adds, with its kind's heading when it needs one first."""
        kind = self.items[index][0]
        titled = kind in self.titled or not self.needs_heading(kind, text)
        apart = 0 if newline else 1  # a line measured alone, its newline counted apart
        heading = 0 if titled else self.measure(f"{newline}{KIND_HEADINGS[kind]}") + apart
        return self.measure(f"{newline}- {text}") + apart + heading

    def keep(self, index: int, text: str) -> None:
        """Keep the item as `text`."""
        kind = self.items[index][0]
        self.kept[index] = text
        if self.needs_heading(kind, text):
            self.titled.add(kind)

    def written(self) -> list[str]:
        """The section's lines."""
        pairs = ((self.items[n][0], self.kept[n]) for n in sorted(self.kept))
        return render_section(pairs, self.headed)

    def filled(self, left: Sequence[tuple[int, str]], room: int) -> list[str]:
        """The section with the `left` items that still fit once it is measured as written:
        the estimate counts each line and its newline apart, which overshoots, so a tight
        section had room it did not use. Each line left out is costed as what it adds after
        a newline (tokens do not run across one), and the whole is measured once more."""
        used = self.measure("\n".join(self.written()))
        added: list[int] = []
        for index, text in left:
            cost = self.cost(index, text, "\n")
            if used + cost <= room:
                self.keep(index, text)
                added.append(index)
                used += cost
        while added and self.measure("\n".join(self.written())) > room:
            del self.kept[added.pop()]
        return self.written()


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
        if values and len(clause.split()) >= 3 and not (at and _POINTS_BACK.match(clause)):
            scored.append(("code" not in value_classes(values), at, clause))
    return min(scored)[2] if scored else ""


_POINTS_BACK = re.compile(r"(?:he|she|it|they|this|that|which|who|these|those)\b", re.I)
"""A later clause opening on a pronoun: it says something of what another clause names, and
alone it names nothing ("zara's dad dan will drive that one instead, he has 4 seats too")."""
