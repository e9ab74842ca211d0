"""Facts that must survive a summary: lines tied to the goal, decisions, identifiers, amounts.

The policy (`extract_facts`):

1. lines the router found relevant (`SummaryInput.relevant`) come first, verbatim, each cut at a
   field boundary to a few hundred characters;
2. then sentences of prose and whole data rows, ranked by their overlap with the goal's
   *distinctive* terms (content words stemmed loosely, and identifiers; a term found in many of
   the folded lines weighs nothing, a rare one weighs most), with a bonus for carrying an
   identifier and a decision or constraint word; decisions of the conversation rank even
   without the goal;
3. then bare identifiers, amounts, dates and tickets, then quotes, then numbers.

Lines that share one template with many other lines (the same once values are masked) are
data rows, not decisions: they are skipped, identifiers included, unless they match the goal
through a term that most rows of their kind lack. Status words that are usually table values
(approved, declined, review...) are no decision unless someone says them. Items are capped by
tokens (and a generous count); every item is a verbatim substring of the source text.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from judges.text import calls_of, estimate_tokens, stem, stems, tool_text

__all__ = [
    "FactSource",
    "GoalTerms",
    "cut_line",
    "extract_facts",
    "find_identifiers",
    "goal_focus",
    "has_decision",
    "message_sources",
    "relevant_lines",
    "source_text",
]

_URL = re.compile(r"https?://[^\s<>\"'`)\]}]+[^\s<>\"'`)\]}.,;:!?]")
_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
_AMOUNT = re.compile(
    r"[$€£¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?[kKmM]\b)?"
    r"|\b\d[\d,]*(?:\.\d+)?\s?(?:USD|EUR|GBP|JPY|CHF|CAD|AUD)\b"
)
_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?\b")
_TICKET = re.compile(r"#\d{2,}\b")
_TOKEN = re.compile(r"\b[A-Za-z0-9]+(?:[-_:./][A-Za-z0-9]+)*\b")
_NUMBER = re.compile(r"\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b|\b\d+\.\d+\b|\b\d{3,}\b")
_QUOTED = re.compile(r"\"([^\"\n]{3,120})\"|“([^”\n]{3,120})”|`([^`\n]{3,120})`")
_WORDS = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")

# Words that state a decision, a rule or a constraint by themselves.
_DECISION = re.compile(
    r"\b(?:must|never|always|decided|decides?|decisions?|agreed|agrees?|deadlines?|todo|to-do|"
    r"required|requires?|requirements?|constraints?|do not|don't|does not|doesn't|make sure|"
    r"settled|pinned|capped|"
    r"should not|shouldn't|cannot|can't|may not|"
    r"(?:white|allow|black|block|deny)list(?:s|ed|ing)?|"
    r"(?:un)?block(?:s|ed|ing)?|(?:dis)?allow(?:s|ed|ing)?|forbid(?:s|den)?|prohibit(?:s|ed)?|"
    r"banned|polic(?:y|ies)|rules?|limits?|thresholds?|effective|from now on|going forward|"
    r"appl(?:y|ies)|enforced?|mandatory|important|remember)\b",
    re.IGNORECASE,
)
# Status words that are usually table values; they state a decision only when someone says so
# ("we approved", "was declined", "approved by Bob"), never as a bare value ("outcome approved").
_STATUS = (
    r"(?:approved?|rejected|reject|declined?|confirmed|accepted|denied|cancell?ed|reviewed|"
    r"escalated|resolved|refunded)"
)
_SAID_STATUS = re.compile(
    r"\b(?:we|i|you|they|he|she|it|has|have|had|was|were|is|are|been|be|got|gets?|will|would|"
    r"manager|team|customer|user)\s+(?:\w+\s+)?" + _STATUS + r"\b"
    r"|\b" + _STATUS + r"\s+by\b",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_ROW = re.compile(r"\s\|\s|\t")
_HEADING = re.compile(r"^[A-Z][^:]{0,38}:$")
_MAJOR_BREAK = re.compile(r"\s\|\s|;\s|\.\s|,\s|\t|\)\s")
# A token that is a value changing from row to row: it carries a digit or is a code (TX-DBCEDF).
_VALUE_TOKEN = re.compile(r"(?<!\S)(?:\S*\d|[^\s\w]*[A-Z]{1,6}[-_][A-Z0-9]{3,}\b)\S*")
_FIELD_SPLIT = re.compile(r"\s\|\s|\t")
_WORD_CLASS = re.compile(r"[A-Za-z][A-Za-z_-]*")
_SUMMARY_LINES = ("Summary of ", "Goal: ", "[compaction-router summary", "Durable items")
_SCAN_CHARS = 200_000
_MAX_UNITS = 40_000

TEMPLATE_ROWS = 5
DISTINCTIVE_SHARE = 0.35  # a goal term in more of the lines than this is not distinctive...
COMMON_FLOOR = 8  # ...unless it is in at most this many lines
RELEVANT_SHARE = 0.6  # of the token budget, kept first for the router's relevant lines
MAX_RELEVANT = 200


@dataclass(frozen=True)
class FactSource:
    """A text to mine, ranked: 0 earlier summary, 1 conversation, 2 tool data."""

    text: str
    rank: int


@dataclass
class _Unit:
    """One sentence or data row of a source, where it sits, and how it scores."""

    text: str
    rank: int
    position: int
    template: str = ""  # the template key shared by many distinct lines, if any
    family: str = ""  # for a template row: its field names, else its template key
    score: float = 0.0
    decision: bool = False


class GoalTerms:
    """The goal's words (loosely stemmed) and identifiers, weighted by rarity in some lines."""

    def __init__(self, goal: str) -> None:
        """Collect the goal's content-word stems and lower-cased identifiers."""
        self.words = stems(goal)
        tokens = _TOKEN.findall(goal[:_SCAN_CHARS])
        self.ids = {token.lower() for token in tokens if _is_identifier(token)}
        self.weights: dict[str, float] = {}

    def __bool__(self) -> bool:
        """Whether the goal has any term at all."""
        return bool(self.words or self.ids)

    def present(self, text: str) -> set[str]:
        """The goal terms that occur in `text`."""
        if not self:
            return set()
        found = {stem(word) for word in _WORDS.findall(text)} & self.words
        if self.ids:
            found |= {token.lower() for token in _TOKEN.findall(text)} & self.ids
        return found

    def weigh(self, texts: Sequence[str], share: float = DISTINCTIVE_SHARE) -> list[set[str]]:
        """Weigh each term by rarity across `texts`; terms in too many of them weigh nothing."""
        present = [self.present(text) for text in texts]
        seen: Counter[str] = Counter(term for terms in present for term in terms)
        total = max(len(texts), 1)
        cap = max(COMMON_FLOOR, share * total)
        for term, count in seen.items():
            rare = math.log(1 + total / count) if count <= cap else 0.0
            self.weights[term] = rare * (2.0 if term in self.ids else 1.0)
        return present

    def score(self, terms: Iterable[str]) -> float:
        """The summed weight of `terms`."""
        return sum(self.weights.get(term, 0.0) for term in terms)

    def focus(self) -> list[str]:
        """Terms worth centring a cut line on, heaviest first."""
        ranked = sorted(self.weights.items(), key=lambda kv: (-kv[1], kv[0]))
        return [term for term, weight in ranked if weight > 0]


def find_identifiers(text: str) -> list[str]:
    """Identifier-like tokens in `text`: ids mixing letters and digits, emails, URLs, tickets."""
    found: dict[str, None] = {}
    for item, _offset in _hard_facts(text[:_SCAN_CHARS]):
        found.setdefault(item, None)
    return list(found)


def has_decision(text: str) -> bool:
    """Whether `text` states a decision, rule or constraint.

    Status words that are usually table values (approved, declined, review...) count only when
    someone says them ("we approved", "was declined", "approved by Bob").
    """
    return _DECISION.search(text) is not None or _SAID_STATUS.search(text) is not None


def message_sources(
    messages: Sequence[Mapping[str, Any]], previous_summary: str | None
) -> list[FactSource]:
    """Texts to mine from a summary input, in order, with their rank."""
    sources = [FactSource(previous_summary, 0)] if previous_summary else []
    for message in messages:
        role = str(message.get("role", ""))
        rank = 2 if role == "tool" else 1
        sources.append(FactSource(tool_text(message), rank))
        sources += [FactSource(args, 2) for _id, _name, args in calls_of(message)]
    return sources


def source_text(sources: Sequence[FactSource]) -> str:
    """All the raw text the items may be copied from."""
    return "\n".join(source.text for source in sources)


def goal_focus(goal: str) -> list[str]:
    """The goal's terms to centre a cut line on, longest (most specific) first."""
    terms = GoalTerms(goal)
    return sorted(terms.ids | terms.words, key=lambda term: (-len(term), term))


def relevant_lines(
    relevant: Sequence[str],
    source: str,
    *,
    count: Callable[[str], int] = estimate_tokens,
    max_tokens: int = 1000,
    item_chars: int = 400,
    focus: Sequence[str] = (),
) -> tuple[str, ...]:
    """The router's relevant lines that occur in `source`, cut at field boundaries, in order.

    An entry of several lines counts as its lines. Lines not found verbatim are dropped; the
    total stays within `max_tokens`.
    """
    kept: list[str] = []
    used = 0
    lines = (line.strip() for entry in relevant[:MAX_RELEVANT] for line in entry.split("\n"))
    for line in lines:
        if len(line) < 2 or line not in source:
            continue
        line = cut_line(line, item_chars, focus)
        if any(line in other for other in kept):
            continue
        cost = count(line) + 1
        if used + cost > max_tokens:
            continue
        kept.append(line)
        used += cost
    return tuple(kept)


def extract_facts(
    sources: Sequence[FactSource],
    *,
    goal: str = "",
    relevant: Sequence[str] = (),
    count: Callable[[str], int] = estimate_tokens,
    max_tokens: int = 1500,
    limit: int = 200,
    item_chars: int = 400,
    relevant_share: float = RELEVANT_SHARE,
) -> tuple[str, ...]:
    """Relevant lines first, then the ranked facts of `sources`, within `max_tokens` tokens."""
    text = source_text(sources)
    terms = GoalTerms(goal)
    units = _units(sources)
    _mark_templates(units)
    _score(units, terms)
    focus = terms.focus() or goal_focus(goal)
    lines = relevant_lines(
        relevant, text, count=count, max_tokens=max_tokens, item_chars=item_chars, focus=focus
    )
    first, rest = _within(lines, int(max_tokens * relevant_share), count)
    picked = _Picker(count, max_tokens, limit, first)
    for candidate in _ranked(units):
        if picked.full():
            break
        picked.add(cut_line(candidate, item_chars, focus))
    front = len(first)
    for line in rest:
        if not picked.full() and picked.add(line, front=front):
            front += 1
    return tuple(picked.items)


def _within(
    lines: Sequence[str], budget: int, count: Callable[[str], int]
) -> tuple[list[str], list[str]]:
    """The lines that fit `budget` tokens in order (skipping any too big), and the others."""
    fit: list[str] = []
    rest: list[str] = []
    used = 0
    for line in lines:
        cost = count(line) + 1
        if used + cost <= budget:
            fit.append(line)
            used += cost
        else:
            rest.append(line)
    return fit, rest


class _Picker:
    """Items kept so far, the tokens they use, and the caps."""

    def __init__(
        self, count: Callable[[str], int], max_tokens: int, limit: int, items: list[str]
    ) -> None:
        """Start from `items` (already counted against the budget)."""
        self.count = count
        self.max_tokens = max_tokens
        self.limit = limit
        self.items = items[:limit]
        self.used = sum(count(item) + 1 for item in self.items)
        self.joined = "\x00".join(self.items)
        self.misses = 0

    def full(self) -> bool:
        """Whether no more item should be tried."""
        spent = self.used >= self.max_tokens - 2 or self.misses > 200
        return spent or len(self.items) >= self.limit

    def add(self, item: str, front: int | None = None) -> bool:
        """Keep `item` if it is new, not inside a kept item, and fits the token budget."""
        if len(item) < 2 or item in self.joined:
            return False
        cost = self.count(item) + 1
        if self.used + cost > self.max_tokens:
            self.misses += 1
            return False
        self.used += cost
        if front is None:
            self.items.append(item)
        else:
            self.items.insert(front, item)
        self.joined += "\x00" + item
        return True


def _units(sources: Sequence[FactSource]) -> list[_Unit]:
    """Sentences of prose and whole data rows, with their rank and position."""
    units: list[_Unit] = []
    position = 0
    for source in sources:
        text = source.text[:_SCAN_CHARS]
        offset = 0
        for raw in text.split("\n"):
            line = raw.strip()
            if source.rank == 0:
                line = line.removeprefix("- ").strip()
            if line and not (source.rank == 0 and _is_heading(line)):
                for piece in _pieces(line):
                    units.append(_Unit(piece, source.rank, position + offset))
            offset += len(raw) + 1
            if len(units) >= _MAX_UNITS:
                return units
        position += len(text) + 1
    return units


def _pieces(line: str) -> list[str]:
    """A data row whole; a line of prose split into sentences."""
    if _ROW.search(line):
        return [line]
    return [piece.strip() for piece in _SENTENCE.split(line) if piece.strip()]


def _is_heading(line: str) -> bool:
    """Structural lines of an earlier summary that carry no fact of their own."""
    return line.startswith(_SUMMARY_LINES) or _HEADING.match(line) is not None


def _masks(text: str) -> tuple[str, str | None]:
    """The template keys of a line: its text with value tokens (digits, codes) masked, and the
    word-class shape of a data-heavy line (a fifth or more of its tokens are values), or None.
    """
    masked, values = _VALUE_TOKEN.subn("#", text)
    exact = " ".join(masked.lower().split())
    tokens = exact.count(" ") + 1
    if tokens < 5 or values < 3 or values * 5 < tokens:
        return exact, None
    return exact, _WORD_CLASS.sub("w", exact)


def _mark_templates(units: Sequence[_Unit], threshold: int = TEMPLATE_ROWS) -> None:
    """Mark units whose template (masked text, or shape of a data row) many distinct lines share.

    Each template row also gets its family: rows with the same field names (`a 1 | b 2 | ...`),
    else its template; a goal term that most of a family's rows carry tells those rows nothing.
    """
    members: dict[str, set[str]] = defaultdict(set)
    keys: list[tuple[str, str | None]] = []
    for unit in units:
        exact, shape = _masks(unit.text)
        masked = "m:" + exact
        shaped = None if shape is None else "s:" + shape
        keys.append((masked, shaped))
        members[masked].add(unit.text)
        if shaped is not None:
            members[shaped].add(unit.text)
    for unit, (masked, shaped) in zip(units, keys, strict=True):
        if len(members[masked]) >= threshold:
            unit.template = masked
        elif shaped is not None and len(members[shaped]) >= threshold:
            unit.template = shaped
        if unit.template:
            unit.family = _fields(unit.text) or unit.template


def _fields(text: str) -> str:
    """The field names of a row of three or more `name value | name value` fields, or ''."""
    fields = _FIELD_SPLIT.split(text)
    if len(fields) < 3:
        return ""
    names = []
    for field_text in fields:
        first = field_text.split(maxsplit=1)[0] if field_text.strip() else ""
        names.append("#" if not first or _VALUE_TOKEN.match(first) else first.lower())
    return "f:" + "|".join(names)


def _score(units: Sequence[_Unit], terms: GoalTerms) -> None:
    """Goal scores (distinctive goal words and ids) and decision flags of each unit.

    A template row scores only the goal terms that at most half of its family's rows carry,
    and never counts as a decision.
    """
    present = terms.weigh([unit.text for unit in units]) if terms else [set()] * len(units)
    sizes: Counter[str] = Counter()
    carried: dict[str, Counter[str]] = defaultdict(Counter)
    for unit, found in zip(units, present, strict=True):
        if unit.family:
            sizes[unit.family] += 1
            carried[unit.family].update(found)
    for unit, found in zip(units, present, strict=True):
        if unit.family and found:
            share = carried[unit.family]
            found = {term for term in found if share[term] * 2 <= sizes[unit.family]}
        unit.score = terms.score(found)
        unit.decision = not unit.template and has_decision(unit.text)


def _ranked(units: Sequence[_Unit]) -> Iterator[str]:
    """Candidate items, best first: whole sentences and rows by value, then bare facts.

    A sentence or row is a candidate when it shares distinctive goal terms, or (outside tool
    data) states a decision. Its value is twice its goal overlap (relative to the best unit's)
    plus 1 for an identifier *and* a decision, 0.5 for a decision, 0.25 for an identifier;
    rows of one template count less the more of them came before. Bare facts follow, found
    lazily: identifiers, amounts, dates and tickets, then quotes, then numbers, each from the
    earlier summary first, then the conversation, then tool data. Template rows that do not
    match the goal give nothing.
    """
    live = [unit for unit in units if unit.score > 0 or not unit.template]
    best = max((unit.score for unit in live), default=0.0) or 1.0
    whole: list[tuple[tuple[float, int, int], str]] = []
    seen: Counter[str] = Counter()
    for unit in live:
        if unit.score > 0 or (unit.rank < 2 and unit.decision):
            has_fact = next(_hard_facts(unit.text), None) is not None
            value = 2 * unit.score / best + 0.5 * unit.decision + 0.25 * has_fact
            value += 1.0 if unit.decision and has_fact else 0.0
            if unit.template:
                value /= 1 + seen[unit.template] / TEMPLATE_ROWS
                seen[unit.template] += 1
            whole.append(((-value, unit.rank, unit.position), unit.text))
    whole.sort(key=lambda entry: entry[0])
    yield from (text for _key, text in whole)
    live.sort(key=lambda unit: (unit.rank, unit.position))
    for unit in live:
        yield from (item for item, _offset in _hard_facts(unit.text))
    for unit in live:
        if unit.rank < 2:
            yield from _quotes(unit.text)
    for unit in live:
        yield from (match.group(0) for match in _NUMBER.finditer(unit.text))


def cut_line(line: str, limit: int, focus: Sequence[str] = ()) -> str:
    """`line` cut to at most `limit` characters at field boundaries, never mid-token.

    The kept window starts at the line's start, or a little before the first `focus` term found
    when that term would otherwise be cut away. The result is a substring of `line`. Only a
    single token longer than half of `limit` is ever cut through.
    """
    line = line.strip()
    if len(line) <= limit:
        return line
    start = 0
    lowered = line.lower()
    for term in focus[:8]:
        found = lowered.find(term)
        if found >= 0:
            if found + len(term) > limit * 2 // 3:
                target = found - limit // 3
                start = _boundary(line, target - limit // 4, target, fallback=0)
            break
    end = _boundary(line, start + limit // 2, start + limit, fallback=start + limit)
    return line[start:end].strip(" |;,\t")


def _boundary(line: str, low: int, high: int, *, fallback: int) -> int:
    """A cut point in [low, high]: just after the last separator, else after a space, else
    `fallback`."""
    low, high = max(low, 0), min(high, len(line))
    if high >= len(line):
        return len(line)
    best = -1
    for match in _MAJOR_BREAK.finditer(line, low, high):
        best = match.end()
    if best > low:
        return best
    space = line.rfind(" ", low, high)
    return space + 1 if space > 0 else fallback


def _hard_facts(text: str) -> Iterator[tuple[str, int]]:
    """URLs, emails, amounts, dates, tickets and identifiers mixing letters and digits."""
    for pattern in (_URL, _EMAIL, _AMOUNT, _DATE, _TICKET):
        for match in pattern.finditer(text):
            yield match.group(0).strip(), match.start()
    for match in _TOKEN.finditer(text):
        token = match.group(0)
        if _is_identifier(token):
            yield token, match.start()


def _is_identifier(token: str) -> bool:
    """A token of three or more characters that mixes letters and digits."""
    if len(token) < 3 or len(token) > 80:
        return False
    return any(ch.isdigit() for ch in token) and any(ch.isalpha() for ch in token)


def _quotes(text: str) -> Iterator[str]:
    """Quoted strings, without their quotes."""
    for match in _QUOTED.finditer(text):
        inner = next(group for group in match.groups() if group is not None).strip()
        if len(inner) >= 3:
            yield inner
