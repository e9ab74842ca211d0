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

Sources and their units live in `judges.fact_units`; token finders and line cutting in
`judges.fact_tokens`.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence

from judges.fact_tokens import (
    NUMBER,
    SCAN_CHARS,
    TOKEN,
    cut_line,
    find_identifiers,
    hard_facts,
    has_decision,
    is_identifier,
    quotes,
)
from judges.fact_units import (
    TEMPLATE_ROWS,
    FactSource,
    Unit,
    mark_templates,
    message_sources,
    source_text,
    source_units,
)
from judges.text import estimate_tokens, stem, stems

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

_WORDS = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")

DISTINCTIVE_SHARE = 0.35  # a goal term in more of the lines than this is not distinctive...
COMMON_FLOOR = 8  # ...unless it is in at most this many lines
RELEVANT_SHARE = 0.6  # of the token budget, kept first for the router's relevant lines
MAX_RELEVANT = 200


class GoalTerms:
    """The goal's words (loosely stemmed) and identifiers, weighted by rarity in some lines."""

    def __init__(self, goal: str) -> None:
        """Collect the goal's content-word stems and lower-cased identifiers."""
        self.words = stems(goal)
        tokens = TOKEN.findall(goal[:SCAN_CHARS])
        self.ids = {token.lower() for token in tokens if is_identifier(token)}
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
            found |= {token.lower() for token in TOKEN.findall(text)} & self.ids
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
    units = source_units(sources)
    mark_templates(units)
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


def _score(units: Sequence[Unit], terms: GoalTerms) -> None:
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


def _ranked(units: Sequence[Unit]) -> Iterator[str]:
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
            has_fact = next(hard_facts(unit.text), None) is not None
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
        yield from (item for item, _offset in hard_facts(unit.text))
    for unit in live:
        if unit.rank < 2:
            yield from quotes(unit.text)
    for unit in live:
        yield from (match.group(0) for match in NUMBER.finditer(unit.text))
