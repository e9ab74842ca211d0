"""A user's pick among options the assistant listed ("Let's go with the second one", "The middle
size feels right", "option B"): the words name no value, so the option picked is written into
the sentence ("Let's go with the second one: IngramSpark for the paperback ..."), and the
statement is the user's decision. `judges.durable_conversation` applies it to each user turn
that follows an assistant turn holding a list."""

from __future__ import annotations

import re

__all__ = ["CHOICE", "options_of", "with_choice"]

CHOICE = "(a choice among the options the assistant listed)"
"""The heading of a statement picking one of the assistant's listed options: a decision."""

_ITEM = re.compile(r"^\s*(?:\d{1,2}[.)]|[-*•]|[A-Ea-e][.)])\s+(\S.*)$")
_ORDINALS = {
    "first": 0,
    "1st": 0,
    "second": 1,
    "2nd": 1,
    "third": 2,
    "3rd": 2,
    "fourth": 3,
    "4th": 3,
    "fifth": 4,
    "5th": 4,
    "last": -1,
}
_BY_POSITION = re.compile(
    r"\b(?:the\s+)(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last|middle)\s+"
    r"([a-z]+)\b",
    re.IGNORECASE,
)
_BY_NAME = re.compile(r"\b(?:option|choice|number|no\.)\s*([1-9]|[A-E])\b", re.IGNORECASE)
_NOUNS = frozenset({"one", "option", "choice"})


def options_of(text: str) -> list[str]:
    """The items of the last list in an assistant's message (two or more lines in a row that
    open as list items), or [] when it holds none."""
    groups: list[list[str]] = [[]]
    for line in text.splitlines():
        item = _ITEM.match(line)
        if item:
            groups[-1].append(item.group(1).strip())
        elif line.strip() and groups[-1]:
            groups.append([])
    lists = [group for group in groups if len(group) >= 2]
    return lists[-1] if lists else []


def with_choice(text: str, options: list[str], offered: str) -> tuple[str, str] | None:
    """`text` with the option it picks written in after the sentence that picks it, and the
    option's name as written in; None when it picks none. A pick by position needs "one",
    "option" or "choice" after it, or a word the assistant's message `offered` uses ("the
    middle size" after "the trim size")."""
    for found in _BY_POSITION.finditer(text):
        noun = found.group(2).lower()
        said = rf"\b{re.escape(noun.removesuffix('s'))}(?:s|es)?\b"  # "size" after "sizes"
        if noun not in _NOUNS and not re.search(said, offered, re.I):
            continue
        at = _position(found.group(1).lower(), len(options))
        if at is not None and _picks(text, found.start()):
            return _written_in(text, found.end(), options[at])
    named = _BY_NAME.search(text)
    if named is not None:
        mark = named.group(1).upper()
        at = int(mark) - 1 if mark.isdigit() else ord(mark) - ord("A")
        if at < len(options) and _picks(text, named.start()):
            return _written_in(text, named.end(), options[at])
    return None


def _picks(text: str, at: int) -> bool:
    """Whether the sentence around position `at` picks what it names ("let's go with", "sounds
    right", "please") and denies nothing ("the first one didn't work" reports a step)."""
    sentence = text[_sentence_start(text, at) : _sentence_end(text, at)]
    return _CHOOSES.search(sentence) is not None and _DENIES.search(sentence) is None


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence holding position `at` opens: after the last stop or line end before."""
    return max(text.rfind(mark, 0, at) for mark in ".!?\n") + 1


def _sentence_end(text: str, at: int) -> int:
    """Where the sentence holding position `at` ends: a stop before a space, a line end, or the
    end of the text."""
    found = _END.search(text, at)
    return found.start() if found else len(text)


_END = re.compile(r"[.!?](?=\s|$)|\n")


_CHOOSES = re.compile(
    r"\b(?:go(?:ing)? (?:with|for)|take|pick|choose|prefer|sounds?|feels?|looks?|best|fine|"
    r"please|let'?s|book|opt|want|like|right|good|perfect|ok|okay|works?|suits?|plenty|"
    r"enough|will do|happy|yes|yeah)\b",
    re.IGNORECASE,
)
_DENIES = re.compile(r"n't\b|\b(?:not|never)\b", re.IGNORECASE)


def _position(word: str, count: int) -> int | None:
    """The index a position word names among `count` options (None for no single one)."""
    if word == "middle":
        return count // 2 if count % 2 else None
    at = _ORDINALS[word]
    return at if at < count else None


def _written_in(text: str, end: int, option: str) -> tuple[str, str] | None:
    """`text` with the sentence that picks (ending after position `end`) closing on `option`'s
    name: what stands before a colon in it, else its first sentence."""
    plain = option.replace("**", "").strip()
    name = plain.split(":", 1)[0] if ":" in plain[:80] else re.split(r"(?<=[.!?])\s", plain)[0]
    name = name.strip().rstrip(".")
    at = _sentence_end(text, end)
    rest = text[at + 1 :] if text[at : at + 1] in (".", "!", "?") else text[at:]
    return (f"{text[:at].rstrip()}: {name}.{rest}", name) if name else None
