"""A message's text as statements: sentences, list items and `key: value` lines, each split
into clauses that could stand alone, without acknowledgements and chat filler before them."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from judges.durable_values import VALUE
from judges.summary_lines import own_words
from judges.text import message_text

__all__ = [
    "BRACKETED",
    "Statement",
    "ack_stripped",
    "comma_clauses",
    "conversation_statements",
    "is_filler",
    "is_question",
    "statements",
    "unbracketed",
]

_I = re.IGNORECASE
_QUESTION = re.compile(
    r"\?\s*$|^(?:(?:can|could|would) you\s+|please\s+)?(?:(?:remind me|i forgot|"
    r"i (?:don't|can't) remember)\s+(?:what|which|when|where|who|how|whether|if)|"
    r"(?:tell|show) me (?:what|which))\b|"
    r"^(?:(?:so|and|but|ok|okay|hmm)[,\s]+)?(?:(?:what|where|which|how|when|who|why)\s+"
    r"(?:should|shall|can|could|do|does|did|would|will)\s+(?:i|we|you|u|they|he|she)|"
    r"why (?:is|are|was|were|does|do) (?:it|this|that|they|there)|"
    r"(?:can|could|would|will) (?:you|u)|"
    r"(?:do|does|did|can|should|shall|is|are|am|was|were|have|has) "
    r"(?:i|we|they|he|she|it|there|this|that)"
    r"(?! (?:said|say|says|mention|mentioned|tell|told)\b))\b",
    re.IGNORECASE,
)
"""A question, also one asked as a request ("Remind me what the limit was.") or in chat with no
question mark ("what should i do in vienna")."""
_TAG = re.compile(r"\s*([A-Z][\w.-]{0,30}):\s+(?=\S+\s+\S+\s+\S)")
_BULLET = re.compile(r"^\s*(?:[-*•·]|\d{1,2}[.)]|[a-z][.)])\s+")
_SENTENCE = re.compile(
    r"(?<=[.!?])(?<!\b(?:Dr|Mr|Ms|Mx|St|Sr|Jr|Mt)\.)(?<!\b(?:Mrs|Fig|tel|Tel)\.)(?<!\bProf\.)"
    r"(?<!\b(?:incl|excl)\.)(?<!\bapprox\.)(?<!\b[A-Z]\.)"
    r"\s+(?=[A-Z\"'(\[]|[a-z][\w-]*(?: [\w-]+){0,3}:\s)"
    r"|(?<=[\w%)][.!?])(?<!\b\w\.)(?<!\b(?:vs|cf|ca|no)\.)(?<!\be\.g\.)(?<!\bi\.e\.)"
    r"(?<!\d\.\d\d\.)(?<!\d\.\d\.)"
    r"(?<!\betc\.)(?<!\bapprox\.)\s+(?=[a-z])"
)
"""A sentence break: before a capital unless the period ends a title, an initial or a short
form ("Dr. Osei", "R. Okafor", "820 € (incl. VAT)"), or before a lower-case start (chat style)
unless the period ends an abbreviation, an initial or a date written day first ("on 12.03. at
9:40")."""
_CLAUSE = re.compile(
    r";\s+|,?\s+(?:and|but|while|whereas)\s+(?=(?:the|my|our|your|their|we|i|you|it|its|"
    r"deploys?|all|every|no|please|also|change|move|switch|set)\b)",
    re.IGNORECASE,
)
_HEADING = re.compile(r"^[A-Za-z][^:.!?]{0,48}:$")
_ACK_WORDS = (
    r"(?:ok(?:ay)?|sure(?: thing)?|got it|noted|acknowledged|understood|thanks?(?: you)?|"
    r"thank you(?: so much)?|will do|sounds good|great|perfect|roger(?: that)?|copy(?: that)?|"
    r"yep|yeah|no problem|of course|absolutely|alright|all right|cool|makes sense|"
    r"happy to help|you'?re welcome|recorded|on it|nice|excellent|i see|i understand|"
    r"certainly|gotcha|hello|hi|hey|good (?:morning|afternoon|evening))"
)
_ACK = re.compile(r"^" + _ACK_WORDS + r"\s*(?:[,.!:;—–-]+\s*|$)", _I)
_REPLY = re.compile(r"(?:yes|no|yep|nope|" + _ACK_WORDS + r")\b", _I)
"""What a speaker's reply opens with ("Sam: yes, draft it"): a `label: value` line never does."""
_ONLY_ACK = re.compile(
    r"^(?:(?:" + _ACK_WORDS + r"|yes|no|done|fine|good|right|great)[\s,.!:;—–-]*)+$", _I
)
_FILLER = re.compile(
    r"^(?:(?:also|so|and|oh|btw|by the way|fyi|for your info|hmm+|ugh|um+|well|quick one|"
    r"one more thing|anyway|just so you know|heads up)(?:[\s,.:;!—–-]+|$))+",
    _I,
)
_ECHO_TAIL = re.compile(
    r"\s*[—–-]+\s*(?:recorded|noted|saved|logged|got it|will do|understood)\W*$", _I
)


@dataclass(frozen=True)
class Statement:
    """One sentence, list item or `key: value` line of a message, with where it came from."""

    text: str
    role: str
    order: int
    heading: str = ""
    echo: bool = False
    """An acknowledgement that restates something ("Noted: ... — recorded")."""
    pasted: bool = False
    """A line of material someone pasted in a code fence (a log, a script), or the line
    announcing it: what a tool or a file says, not the speaker's own words."""
    listed: bool = False
    """An item of a bulleted or numbered list."""


def statements(text: str, role: str, order: int) -> Iterator[Statement]:
    """The statements of one message's text, in order, each with a position after `order`."""
    heading = ""
    position = order
    fenced = False
    lines = [raw.strip() for raw in text.splitlines()]
    for at, line in enumerate(lines):
        if line.startswith("```"):
            fenced = not fenced
            continue
        if fenced and role == "assistant":
            continue  # code the assistant wrote states nothing of the conversation
        announces = line.endswith(":") and _opens_fence(lines, at + 1)
        if not line:
            heading = ""
            continue
        if _TABLE_RULE.match(line) or _TABLE_RULE.match(
            lines[at + 1] if at + 1 < len(lines) else ""
        ):
            continue  # a table's header row and the rule under it name columns, not items
        if _HEADING.match(line) and not _BULLET.match(line):
            heading = line[:-1]
            continue
        bullet = _BULLET.match(line)
        body = line[bullet.end() :] if bullet else line
        pieces = _pieces(body)
        for number, piece in enumerate(pieces, 1):
            piece = piece.strip()
            stripped = ack_stripped(piece)
            if stripped:
                position += 1
                echo = stripped != piece
                text = _without_filler(stripped)
                pasted = fenced or (announces and number == len(pieces))
                under = heading if bullet else ""
                yield Statement(text, role, position, under, echo, pasted, bullet is not None)
        if not bullet:
            heading = ""


_TABLE_RULE = re.compile(r"^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?$")
"""The rule under a Markdown table's header row ("|---|---|")."""


def _opens_fence(lines: list[str], at: int) -> bool:
    """Whether the first line from `at` on that is not blank opens a code fence."""
    following = next((line for line in lines[at:] if line), "")
    return following.startswith("```")


def _pieces(body: str) -> list[str]:
    """Sentences of `body`, each split into clauses that could stand alone."""
    pieces: list[str] = []
    for sentence in _SENTENCE.split(body):
        if is_question(sentence):
            pieces.append(sentence)
            continue
        parts = [part.strip() for part in _split_outside_brackets(_CLAUSE, sentence)]
        if _JOINT_SUBJECT.match(sentence):
            parts = [sentence]  # "My husband Tomasz and I have an agreement": one subject
        if len(parts) > 1 and all(len(part.split()) >= 3 for part in parts):
            pieces += parts
        else:
            pieces.append(sentence)
    return pieces


_JOINT_SUBJECT = re.compile(r"^(?:[\w'-]+\s+){1,3}and\s+(?:i|we)\s+(?!(?:and|but)\b)\w", re.I)
"""A sentence opening on someone and the speaker ("Priya and I", "My husband Tomasz and I")."""


def comma_clauses(text: str) -> list[str]:
    """`text` split after each comma or semicolon outside brackets, the separators kept on the
    clause before."""
    return _split_outside_brackets(_AFTER_COMMA, text)


_AFTER_COMMA = re.compile(r"(?<=[,;])\s+")


BRACKETED = re.compile(r"\s*\(([^()]*)\)")
"""An aside in round brackets, with the space before it; its words are the group."""


def unbracketed(text: str) -> str:
    """`text` without what stands in round brackets."""
    return BRACKETED.sub("", text).strip()


def _split_outside_brackets(pattern: re.Pattern[str], text: str) -> list[str]:
    """`text` split where `pattern` matches outside round or square brackets and quotes, single
    or double (an aside in brackets is part of its clause: "(mmol/L rather than mM; never
    rpm)")."""
    depths, depth, quoted = [], 0, False
    for at, character in enumerate(text):
        if at and text[at - 1] in ":;" and character in "()":
            depths.append(depth + quoted)  # a smiley, ":(" or ";)", opens and closes nothing
            continue
        depth = max(0, depth + (character in "([“") - (character in ")]”"))
        quoted = quoted != (character == '"')
        depths.append(depth + quoted)
    for quote in _SINGLE_QUOTED.finditer(text):  # "sign them off 'Warm wishes, Helen'"
        for at in range(quote.start(), quote.end()):
            depths[at] += 1
    parts, start = [], 0
    for match in pattern.finditer(text):
        if match.start() > 0 and depths[match.start() - 1] == 0:
            parts.append(text[start : match.start()])
            start = match.end()
    return [*parts, text[start:]]


_SINGLE_QUOTED = re.compile(r"(?<![\w'])'[^'\n]{1,80}'(?![\w'])")
"""Words in single quotes; an apostrophe inside a word ("don't") opens none."""


def _without_filler(text: str) -> str:
    """`text` without chat filler before what it says ("btw", "also fyi", "quick one,")."""
    match = _FILLER.match(text)
    rest = text[match.end() :] if match else text
    return rest if len(rest.split()) >= 3 else text


def ack_stripped(text: str) -> str:
    """`text` without a leading acknowledgement or a trailing "— recorded" ('' if only that)."""
    body = _ECHO_TAIL.sub("", text.strip())
    for _ in range(3):
        match = _ACK.match(body)
        if not match or match.end() == 0:
            break
        body = body[match.end() :].strip()
    if not body or _ONLY_ACK.match(body):
        return ""
    return body if len(body.split()) >= 2 or VALUE.search(body) else ""


def is_filler(text: str) -> bool:
    """Whether `text` is only an acknowledgement or courtesy ("Noted.", "Got it — recorded")."""
    return not ack_stripped(text)


def is_question(text: str) -> bool:
    """Whether `text` asks rather than states (it neither sets nor changes an item)."""
    return _QUESTION.search(text) is not None


def conversation_statements(
    messages: Sequence[Mapping[str, Any]],
) -> Iterable[tuple[Statement, bool, int]]:
    """Every statement of the conversation's text (tool output and the router's notes left
    out), in order; a speaker
    tag that opens several messages ("Sam: ...") or a reply ("Sam: yes, ...") is not part of
    what they state."""
    order = 0
    texts = _joined(messages, [own_words(message_text(message)) for message in messages])
    tags = _speaker_tags(texts)
    for index, message in enumerate(messages):
        role = str(message.get("role", ""))
        if role not in ("system", "developer", "user", "assistant"):
            continue
        text = texts[index]
        if role == "assistant" and _confirmed(messages, texts, index):
            role = "user"  # the user said yes to it: it is theirs now
        tag = _TAG.match(text)
        if tag and (tag.group(1) in tags or _REPLY.match(text, tag.end())):
            text = text[tag.end() :]
        answer = role == "user" and _answers(messages, texts, index)
        for statement in statements(text, role, order):
            order = statement.order
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
    if len(text.split()) > 12 or VALUE.search(text) is None:
        return False
    return texts[index - 1].rstrip().endswith("?")


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
    """Names that open two or more messages as `Name: ...` (who is speaking, not a subject)."""
    opened = Counter(tag.group(1) for text in texts if (tag := _TAG.match(text)))
    return {name for name, count in opened.items() if count >= 2}
