"""Text helpers shared by judges: message text, clipping, token estimates, keywords.

The judges' one home for stemming and stopwords. `rungs.relevance` has the rungs' own: the two
packages may not import each other, and they are tuned for different jobs (here: which facts a
summary must keep, with a longer stopword list; there: which lines of a masked result stay).
Merging them would change what both decide, so each package keeps exactly one copy.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

__all__ = [
    "STOPWORDS",
    "Mentions",
    "calls_of",
    "clip",
    "estimate_tokens",
    "fit_tokens",
    "keywords",
    "message_text",
    "middle_cut",
    "one_line",
    "render_message",
    "stem",
    "stems",
    "tool_calls",
    "tool_names",
    "tool_text",
]

_STOPWORD_TEXT = """
    about above after again against also although among another anything are aren around because
    been before being below between both but can cannot could couldn did didn does doesn doing done
    down during each either else even ever every few find first for from further get gets give
    given had hasn have haven having her here hers herself him himself his how however into isn
    its itself just keep know last least less let like look made make many may maybe might mine
    more most much must need needs next not now off once one only other others our ours ourselves
    out over own please put really said same see seem she should shouldn show since some still
    such sure take than that the their theirs them themselves then there these they thing things
    this those though through thus too under until upon use used using very want was wasn way
    well were weren what whatever when where whether which while who whom whose why will with
    within without won would wouldn yes yet you your yours yourself check tell help thanks thank
"""
STOPWORDS = frozenset(_STOPWORD_TEXT.split())

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")
_SPACE = re.compile(r"\s+")
_RUN = re.compile(r"[a-z0-9_]+")
_WORD_CHAR = re.compile(r"[a-z0-9_]")
_PIECE = re.compile(rb"[A-Z]?[a-z]{1,7}|[A-Z]{1,3}|[0-9]{1,3}|[^\sA-Za-z0-9]")


def estimate_tokens(text: str) -> int:
    """A cautious token estimate for any tokenizer, with no vocabulary.

    ASCII text counts one token per word piece (a capital and up to seven small letters, up to
    three capitals or digits, or one punctuation mark), at least one per four characters.
    Other characters count by their UTF-8 width: 1.1 tokens for two bytes (Latin, Cyrillic,
    Greek, Arabic...), 1.5 for three (CJK, Thai, Indic...), 2.6 for four (emoji).
    """
    ascii_bytes = text.encode("ascii", "ignore")
    pieces = sum(1 for _ in _PIECE.finditer(ascii_bytes))
    two, three, four = _widths(text, len(ascii_bytes))
    wide = math.ceil(1.1 * two + 1.5 * three + 2.6 * four)
    return max(pieces, math.ceil(len(ascii_bytes) / 4)) + wide


def _widths(text: str, ascii_chars: int) -> tuple[int, int, int]:
    """How many characters of `text` take two, three and four bytes in UTF-8."""
    other = len(text) - ascii_chars
    if not other:
        return 0, 0, 0
    utf8 = len(text.encode("utf-8", "surrogatepass")) - ascii_chars
    four = len(text.encode("utf-16-le", "surrogatepass")) // 2 - len(text)
    three = utf8 - 4 * four - 2 * (other - four)
    return other - four - three, three, four


def one_line(text: str, limit: int) -> str:
    """Collapse whitespace to single spaces and cut to `limit` characters with an ellipsis."""
    flat = _SPACE.sub(" ", text[: limit * 4 + 16]).strip()
    return clip(flat, limit)


def clip(text: str, limit: int) -> str:
    """Cut `text` to at most `limit` characters, marking the cut with an ellipsis."""
    if len(text) <= limit:
        return text
    return text[: max(limit - 1, 0)] + "…"


def middle_cut(text: str, limit: int) -> str:
    """Keep the head and tail of `text` within `limit` characters, noting how much was cut."""
    if len(text) <= limit:
        return text
    note = f" […{len(text) - limit} chars cut…] "
    keep = max(limit - len(note), 0)
    head = keep * 2 // 3
    return text[:head] + note + text[len(text) - (keep - head) :]


def fit_tokens(text: str, budget: int, count: Callable[[str], int]) -> str:
    """Middle-cut `text` until `count(text)` is within `budget` tokens."""
    limit = len(text)
    while limit > 0 and count(text) > budget:
        used = max(count(text), 1)
        limit = min(limit - 1, int(limit * budget / used * 0.9))
        text = middle_cut(text, max(limit, 0))
    return text


def fitting(lines: Sequence[str], budget: int, count: Callable[[str], int]) -> tuple[str, ...]:
    """The leading `lines` that fit `budget` tokens together (one token per line break)."""
    shown: list[str] = []
    used = 0
    for line in lines:
        used += count(line) + 1
        if used > budget:
            break
        shown.append(line)
    return tuple(shown)


def message_text(message: Mapping[str, Any]) -> str:
    """The plain text of one OpenAI message's content (string or list of parts)."""
    content = message.get("content")
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, Sequence):
        return "\n".join(_part_text(part) for part in content)
    return str(content)


def tool_text(message: Mapping[str, Any]) -> str:
    """A message's text; for a tool result that is a placeholder the router wrote (a client
    sent its compacted request back), only the excerpts under the header naming the call."""
    text = message_text(message)
    if message.get("role") == "tool" and text.startswith("[compaction-router:"):
        return text.partition("\n")[2]
    return text


def _part_text(part: object) -> str:
    """Text of one content part; non-text parts become a short marker."""
    if isinstance(part, str):
        return part
    if isinstance(part, Mapping):
        if isinstance(part.get("text"), str):
            return str(part["text"])
        return f"[{part.get('type', 'part')}]"
    return str(part)


def tool_names(messages: Iterable[Mapping[str, Any]]) -> dict[str, str]:
    """Map each tool_call_id to its function name, from the assistant tool_calls."""
    return {call_id: name for call_id, (name, _args) in tool_calls(messages).items()}


def tool_calls(messages: Iterable[Mapping[str, Any]]) -> dict[str, tuple[str, str]]:
    """Map each tool_call_id to its function name and arguments text."""
    return {
        call_id: (name, args) for message in messages for call_id, name, args in calls_of(message)
    }


def calls_of(message: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """The (id, function name, arguments text) of each tool call in one message."""
    calls = message.get("tool_calls")
    found: list[tuple[str, str, str]] = []
    for call in calls if isinstance(calls, list | tuple) else ():
        if isinstance(call, Mapping):
            function = call.get("function")
            function = function if isinstance(function, Mapping) else {}
            name = str(function.get("name", "tool"))
            found.append((str(call.get("id", "")), name, str(function.get("arguments", ""))))
    return found


def render_message(
    message: Mapping[str, Any], names: Mapping[str, str], arg_chars: int = 400
) -> str:
    """One message as transcript text: a role tag, its text, and any tool calls."""
    role = str(message.get("role", "unknown"))
    text = message_text(message)
    if role == "tool":
        call_id = str(message.get("tool_call_id", ""))
        head = f"[tool {names.get(call_id, 'unknown')} id={call_id}]"
    else:
        head = f"[{role}]"
    lines = [f"{head} {text}".rstrip()] if text or role != "assistant" else []
    for call_id, name, args in calls_of(message):
        lines.append(f"[{role} calls {name}({one_line(args, arg_chars)}) id={call_id}]")
    return "\n".join(lines) or head


def keywords(text: str, min_len: int = 4) -> set[str]:
    """Lower-cased content words of `text`: no stopwords, none shorter than `min_len`."""
    words = (word.lower().strip("-_") for word in _WORD.findall(text))
    return {word for word in words if len(word) >= min_len and word not in STOPWORDS}


_SUFFIXES = ("ies", "ied", "ing", "ed", "es", "s")


@lru_cache(maxsize=65_536)
def stem(word: str) -> str:
    """A loose stem of one word: holds~hold, flagged~flag, whitelists~whitelist, applies~apply.

    Lower-cases, drops one common inflection (-s, -es, -ed, -ing, -ies, -ied), undoubles a final
    consonant, and drops a final silent e or turns a final y into i, so that word forms meet.
    """
    base = word.lower()
    for suffix in _SUFFIXES:
        if base.endswith(suffix) and len(base) - len(suffix) >= 3:
            if suffix == "s" and base.endswith(("ss", "us", "is")):
                break
            base = base[: -len(suffix)] + ("i" if suffix in ("ies", "ied") else "")
            break
    if len(base) >= 4 and base[-1] == base[-2] and base[-1] not in "aeiouls":
        base = base[:-1]
    if len(base) >= 4 and base[-1] == "e":
        base = base[:-1]
    elif len(base) >= 3 and base[-1] == "y":
        base = base[:-1] + "i"
    return base


def stems(text: str, min_len: int = 4) -> set[str]:
    """Loose stems of the content words of `text` (no stopwords, none shorter than `min_len`)."""
    return {stem(word) for word in keywords(text, min_len)}


class Mentions:
    """Case-insensitive whole-token lookups in one text, indexed once by its word runs."""

    def __init__(self, text: str) -> None:
        """Index the word runs of `text`."""
        self.text = text.lower()
        self.runs: dict[str, list[int]] = {}
        for match in _RUN.finditer(self.text):
            self.runs.setdefault(match.group(0), []).append(match.start())

    def __contains__(self, needle: object) -> bool:
        """Whether `needle` occurs with no letter, digit or underscore right around it."""
        if not isinstance(needle, str) or not needle:
            return False
        lowered = needle.lower()
        runs = [(self.runs.get(m.group(0), []), m.start()) for m in _RUN.finditer(lowered)]
        if not runs:
            return self._scan(lowered)
        positions, offset = min(runs, key=lambda run: len(run[0]))
        return any(self._whole_at(lowered, pos - offset) for pos in positions)

    def _whole_at(self, needle: str, start: int) -> bool:
        """Whether `needle` sits at `start` with token boundaries on both sides."""
        end = start + len(needle)
        if start < 0 or not self.text.startswith(needle, start):
            return False
        before = self.text[start - 1] if start else " "
        after = self.text[end] if end < len(self.text) else " "
        return not (_WORD_CHAR.match(before) or _WORD_CHAR.match(after))

    def _scan(self, needle: str) -> bool:
        """Boundary-checked search for a needle with no word run of its own."""
        start = self.text.find(needle)
        while start >= 0:
            if self._whole_at(needle, start):
                return True
            start = self.text.find(needle, start + 1)
        return False
