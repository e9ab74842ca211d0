"""Facts that must survive a summary: identifiers, amounts, quotes and decision sentences."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from judges.text import calls_of, message_text

__all__ = ["FactSource", "extract_facts", "find_identifiers", "has_decision", "message_sources"]

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
_DECISION = re.compile(
    r"\b(?:must|never|always|decided|decide|decision|agreed|agree|deadline|todo|whitelist|"
    r"allowlist|blacklist|blocklist|required|requires|constraint|do not|don't|approved|rejected|"
    r"confirmed|important|make sure|should not|shouldn't|cannot)\b",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_SCAN_CHARS = 200_000

DECISIONS, HARD, QUOTES, NUMBERS = 0, 1, 2, 3


@dataclass(frozen=True)
class FactSource:
    """A text to mine, ranked: 0 earlier summary, 1 conversation, 2 tool data."""

    text: str
    rank: int


def find_identifiers(text: str) -> list[str]:
    """Identifier-like tokens in `text`: ids mixing letters and digits, emails, URLs, tickets."""
    found: dict[str, None] = {}
    for _category, item, _offset in _hard_facts(text[:_SCAN_CHARS]):
        found.setdefault(item, None)
    return list(found)


def has_decision(text: str) -> bool:
    """Whether `text` carries a decision or constraint word."""
    return _DECISION.search(text) is not None


def message_sources(
    messages: Sequence[Mapping[str, Any]], previous_summary: str | None
) -> list[FactSource]:
    """Texts to mine from a summary input, in order, with their rank."""
    sources = [FactSource(previous_summary, 0)] if previous_summary else []
    for message in messages:
        role = str(message.get("role", ""))
        rank = 2 if role == "tool" else 1
        sources.append(FactSource(message_text(message), rank))
        sources += [FactSource(args, 2) for _id, _name, args in calls_of(message)]
    return sources


def extract_facts(
    sources: Sequence[FactSource], *, limit: int = 40, item_chars: int = 240
) -> tuple[str, ...]:
    """Rank and deduplicate the facts of `sources`; decisions first, then hard facts."""
    best: dict[str, tuple[int, int, int]] = {}
    position = 0
    for source in sources:
        text = source.text[:_SCAN_CHARS]
        for category, item, offset in _facts(text, source.rank, item_chars):
            key = (category, source.rank, position + offset)
            if item not in best or key < best[item]:
                best[item] = key
        position += len(text) + 1
    return _drop_contained(sorted(best, key=best.__getitem__), limit)


def _drop_contained(ordered: list[str], limit: int) -> tuple[str, ...]:
    """Keep items in order, skipping any already contained in a kept one, up to `limit`."""
    kept: list[str] = []
    for item in ordered:
        if len(kept) >= limit:
            break
        if not any(item in other for other in kept):
            kept.append(item)
    return tuple(kept)


def _facts(text: str, rank: int, item_chars: int) -> Iterator[tuple[int, str, int]]:
    """All facts of one text; decisions and quotes only from non-tool text."""
    if rank < 2:
        yield from _decisions(text, item_chars)
        yield from _quotes(text)
    yield from _hard_facts(text)
    for match in _NUMBER.finditer(text):
        yield NUMBERS, match.group(0), match.start()


def _hard_facts(text: str) -> Iterator[tuple[int, str, int]]:
    """URLs, emails, amounts, dates, tickets and identifiers mixing letters and digits."""
    for pattern in (_URL, _EMAIL, _AMOUNT, _DATE, _TICKET):
        for match in pattern.finditer(text):
            yield HARD, match.group(0).strip(), match.start()
    for match in _TOKEN.finditer(text):
        token = match.group(0)
        if _is_identifier(token):
            yield HARD, token, match.start()


def _is_identifier(token: str) -> bool:
    """A token of three or more characters that mixes letters and digits."""
    if len(token) < 3 or len(token) > 80:
        return False
    return any(ch.isdigit() for ch in token) and any(ch.isalpha() for ch in token)


def _quotes(text: str) -> Iterator[tuple[int, str, int]]:
    """Quoted strings, without their quotes."""
    for match in _QUOTED.finditer(text):
        inner = next(group for group in match.groups() if group is not None).strip()
        if len(inner) >= 3:
            yield QUOTES, inner, match.start()


def _decisions(text: str, item_chars: int) -> Iterator[tuple[int, str, int]]:
    """Sentences that carry a decision or constraint word, cut to `item_chars`."""
    offset = 0
    for sentence in _SENTENCE.split(text):
        start = text.find(sentence, offset)
        offset = max(start, offset)
        stripped = sentence.strip()
        if stripped and _DECISION.search(stripped):
            yield DECISIONS, stripped[:item_chars].rstrip(), offset
