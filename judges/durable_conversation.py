"""A conversation's messages as durable statements: who said each (an assistant's reading the
user confirmed is the user's), a speaker tag and a sign-off left out, a message that stops
mid-sentence joined to the same speaker's next, a short reply to the assistant's question
marked as an answer, and a pick among options the assistant listed written out."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from judges.durable_choices import CHOICE, options_of, with_choice
from judges.durable_statements import ACK_WORDS, Statement, opens_draft, statements
from judges.durable_values import value_tokens
from judges.summary_lines import own_words
from judges.text import message_text

__all__ = ["ANSWER", "conversation_statements"]

_I = re.IGNORECASE
_TAG = re.compile(r"\s*([A-Z][\w.-]{0,30}):\s+(?=\S+\s+\S+\s+\S)")
_REPLY = re.compile(r"(?:yes|no|yep|nope|" + ACK_WORDS + r")\b", _I)


def conversation_statements(
    messages: Sequence[Mapping[str, Any]],
) -> Iterable[tuple[Statement, bool, int]]:
    """Every statement of the conversation's text (tool output and the router's notes left
    out), in order; a speaker
    tag that opens several messages ("Sam: ...") or a reply ("Sam: yes, ...") is not part of
    what they state."""
    order = 0
    texts = _joined(messages, [own_words(message_text(message)) for message in messages])
    texts = _unsigned(messages, texts)
    tags = _speaker_tags(texts)
    for index, message in enumerate(messages):
        role = str(message.get("role", ""))
        if role not in ("system", "developer", "user", "assistant"):
            continue
        text = texts[index]
        if role == "assistant" and _confirmed(messages, texts, index):
            role = "user"  # the user said yes to it: it is theirs now
        tag = _TAG.match(text)
        if (
            tag
            and not opens_draft(text)
            and (tag.group(1) in tags or _REPLY.match(text, tag.end()))
        ):
            text = text[tag.end() :]
        answer = role == "user" and _answers(messages, texts, index)
        picked = _picked(messages, texts, index) if role == "user" else None
        text, name = picked or (text, "")
        for statement in statements(text, role, order):
            order = statement.order
            if name and name in statement.text and not statement.heading:
                statement = replace(statement, heading=CHOICE)
            if answer and not statement.heading:
                statement = replace(statement, heading=ANSWER)
            yield statement, role in ("system", "developer"), index
        order += 1


ANSWER = "(an answer to the assistant's question)"
"""The heading of a short reply with values to the assistant's question ("Where and when do you
meet?" "Brook Rd leisure centre car park, 8:15"): stated as a fact when nothing else says more."""


def _answers(messages: Sequence[Mapping[str, Any]], texts: Sequence[str], index: int) -> bool:
    """Whether the user's message at `index` is a short reply naming values to a question the
    assistant's message before it ends with."""
    if index == 0 or messages[index - 1].get("role") != "assistant":
        return False
    text = texts[index]
    if len(text.split()) > 12 or not value_tokens(text):
        return False  # "Marcus Oyelaran." to "Who is your department head?" names a value
    return texts[index - 1].rstrip().endswith("?")


def _picked(
    messages: Sequence[Mapping[str, Any]], texts: Sequence[str], index: int
) -> tuple[str, str] | None:
    """The user's message at `index` with the option it picks written in, and the option's name,
    when the assistant's message before it ends in a list of options (`judges.durable_choices`)."""
    if index == 0 or messages[index - 1].get("role") != "assistant":
        return None
    offered = texts[index - 1]
    options = options_of(offered)
    return with_choice(texts[index], options, offered) if options else None


def _joined(messages: Sequence[Mapping[str, Any]], texts: list[str]) -> list[str]:
    """`texts` with a message that stops mid-sentence ("my passport number is") joined to the
    same speaker's next message ("PA4418207"): one statement sent in two."""
    for index in range(len(texts) - 1):
        role = messages[index].get("role")
        if role == messages[index + 1].get("role") and _DANGLING.search(texts[index]):
            texts[index + 1] = f"{texts[index].rstrip()} {texts[index + 1].lstrip()}"
            texts[index] = ""
    return texts


_DANGLING = re.compile(
    r"(?:\b(?:is|are|was|were|be|to|the|my|our|of|for|at|(?<!now )(?<!so )(?<!later )on)|[:,])"
    r"\s*$",
    _I,
)
"""A message that stops where its value should follow ("from now on" and "and so on" end)."""


def _confirmed(messages: Sequence[Mapping[str, Any]], texts: Sequence[str], index: int) -> bool:
    """Whether the assistant's message at `index` asks whether it has it right ("... the same
    day. Is that right?") and the user's next message says yes ("yes exactly", "correct")."""
    if not _CHECKING.search(texts[index]):
        return False
    for later in range(index + 1, len(messages)):
        role = messages[later].get("role")
        if role == "user":
            return _CONFIRMS.match(texts[later]) is not None
        if role != "tool":
            return False
    return False


_CHECKING = re.compile(
    r"\b(?:is that right|is that correct|right|correct|did i get that right|have i got that "
    r"right|does that sound right|yes)\?\s*$",
    _I,
)
"""An assistant's closing question asking to have what it said confirmed."""
_CONFIRMS = re.compile(
    r"\s*(?:yes|yep|yeah|yup|exactly|correct|that'?s (?:right|correct|it)|right|spot on)\b", _I
)
"""A reply that says yes to what was asked."""


def _speaker_tags(texts: Sequence[str]) -> set[str]:
    """Names that open two or more messages as `Name: ...` (who is speaking, not a subject); a
    word heading a note ("Updated: ...") is none."""
    opened = Counter(tag.group(1) for text in texts if (tag := _TAG.match(text)))
    return {name for name, count in opened.items() if count >= 2 and not _HEADS.match(name)}


_HEADS = re.compile(
    r"(?:update[ds]?|correct(?:ed|ion)|change[ds]?|note[ds]?|status|reminder|recap|summary|"
    r"actually|edit(?:ed)?|fyi)$",
    _I,
)
"""Words that head a message as a note of what changed or where things stand ("Updated:"),
never a speaker's name."""


def _unsigned(messages: Sequence[Mapping[str, Any]], texts: list[str]) -> list[str]:
    """`texts` without what opens or closes three or more messages of one speaker the same way:
    a reference heading each reply ("REQ-58120 — Understood, Teams messages only.") or a line
    signing it ("CASE-26117"), said of no statement in particular."""
    for role in {str(message.get("role", "")) for message in messages}:
        mine = [at for at, message in enumerate(messages) if message.get("role") == role]
        openings = {at: _OPENING.match(texts[at]) for at in mine}
        closings = {at: _CLOSING.search(texts[at]) for at in mine}
        opened = Counter(_said(found) for found in openings.values() if found)
        closed = Counter(_said(found) for found in closings.values() if found)
        for at in mine:
            start, end = 0, len(texts[at])
            if (found := openings[at]) and opened[_said(found)] >= _SIGNED:
                start = found.end()
            if (found := closings[at]) and closed[_said(found)] >= _SIGNED:
                end = max(found.start(), start)
            texts[at] = texts[at][start:end]
    return texts


def _said(found: re.Match[str]) -> str:
    """The words an opening or a closing says, spacing aside."""
    return " ".join(found[0].split())


_SIGNED = 3
_OPENING = re.compile(r"\s*[A-Z][\w#/-]*\d[\w#/-]*\s+[—–-]\s+(?=\S)")
"""A reference before a dash opening a message ("REQ-58120 — ")."""
_CLOSING = re.compile(r"(?<=\S)\n\s*\n\s*(?:[^\n]{1,40})\s*$")
"""A short last line after a blank one ("CASE-26117", "— Dana, front desk")."""
