"""A message's text as statements: sentences, list items and `key: value` lines, each split
into clauses that could stand alone, without acknowledgements and chat filler before them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from judges.durable_values import VALUE, value_tokens

__all__ = [
    "ACK_WORDS",
    "BRACKETED",
    "Statement",
    "ack_stripped",
    "comma_clauses",
    "is_filler",
    "is_question",
    "opens_draft",
    "sentences",
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
    r"(?! (?:said|say|says|mention|mentioned|tell|told)\b))\b|"
    r"^(?:[\w']+\s+){1,3}?(?:wonders?|wondered|wondering)\s+(?:whether|if)\b(?!\s+(?:you|u)\b)",
    re.IGNORECASE,
)
"""A question, also one asked as a request ("Remind me what the limit was.") or in chat with no
question mark ("what should i do in vienna"), or someone wondering whether to do something
("Daniel wonders whether we ought to write to the landlord directly"), not asking the
assistant ("I was wondering whether you could always cc Dana")."""
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
ACK_WORDS = (
    r"(?:ok(?:ay)?|sure(?: thing)?|got it|noted|acknowledged|understood|thanks?(?: you)?|"
    r"thank you(?: so much)?|will do|sounds good|great|perfect|roger(?: that)?|copy(?: that)?|"
    r"yep|yeah|no problem|of course|absolutely|alright|all right|cool|makes sense|"
    r"happy to help|you'?re welcome|recorded|on it|nice|excellent|i see|i understand|"
    r"certainly|gotcha|hello|hi|hey|good (?:morning|afternoon|evening))"
)
_ACK = re.compile(r"^" + ACK_WORDS + r"\s*(?:[,.!:;—–-]+\s*|$)", _I)
"""What a speaker's reply opens with ("Sam: yes, draft it"): a `label: value` line never does."""
_ONLY_ACK = re.compile(
    r"^(?:(?:" + ACK_WORDS + r"|yes|no|done|fine|good|right|great)[\s,.!:;—–-]*)+$", _I
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
    drafted = role == "assistant" and opens_draft(text)
    for at, line in enumerate(lines):
        if line.startswith("```"):
            fenced = not fenced
            continue
        if fenced and role == "assistant":
            continue  # code the assistant wrote states nothing of the conversation
        announces = line.endswith(":") and _opens_fence(lines, at + 1)
        opens_table = line.endswith(":") and _opens_table(lines, at + 1)
        if not line:  # a list may stand a blank line below its heading, its items too
            heading = heading if _BULLET.match(_next_line(lines, at + 1)) else ""
            continue
        if _TABLE_RULE.match(line) or _TABLE_RULE.match(
            lines[at + 1] if at + 1 < len(lines) else ""
        ):
            continue  # a table's header row and the rule under it name columns, not items
        if _header_row(lines, at):
            continue  # a pasted table's first row of column names, with no rule under it
        if _HEADING.match(line) and not _BULLET.match(line):
            heading = line[:-1]
            continue
        bullet = _BULLET.match(line)
        body = line[bullet.end() :] if bullet else line
        pieces = _pieces(body)
        for number, piece in enumerate(pieces, 1):
            piece = piece.strip()
            stripped = ack_stripped(piece)
            if opens_table and number == len(pieces) and not value_tokens(stripped):
                continue  # "Here's what the office has logged so far:" only points at a table
            if stripped:
                position += 1
                echo = stripped != piece
                text = _without_filler(stripped)
                pasted = fenced or drafted or (announces and number == len(pieces))
                under = heading if bullet else ""
                yield Statement(text, role, position, under, echo, pasted, bullet is not None)
        if not bullet:  # a paragraph ending in a colon heads the list under it
            heads = line.endswith(":") and _BULLET.match(_next_line(lines, at + 1))
            heading = line[:-1] if heads else ""


def opens_draft(text: str) -> bool:
    """Whether a message opens on a draft written for someone ("Draft:", "Here's a draft
    reply:"): what follows restates the conversation in other words, as a pasted letter would."""
    return _DRAFT.match(text.strip().split("\n", 1)[0].strip()) is not None


def _cells(line: str) -> int:
    """How many cells a `|`-separated row has (0 for a line that is no such row)."""
    cells = line.strip("|").split("|")
    return len(cells) if len(cells) >= 3 else 0


def _header_row(lines: list[str], at: int) -> bool:
    """Whether `lines[at]` opens a run of `|`-separated rows of as many cells and names no
    value ("Name | Consent | Photos" over "Amira Haddad | yes | yes")."""
    cells = _cells(lines[at])
    if not cells or any(char.isdigit() for char in lines[at]):
        return False
    before = lines[at - 1] if at else ""
    after = lines[at + 1] if at + 1 < len(lines) else ""
    return _cells(before) == 0 and _cells(after) == cells


_DRAFT = re.compile(
    r"(?:here(?:'s| is) (?:a|an|the|my)\b[^:]{0,40}\bdraft\b[^:]{0,60}|draft\b[^:]{0,60}):$",
    re.IGNORECASE,
)
"""The line announcing a draft ("Draft (70 words):", "Here is a draft, to h.cole@...:")."""
_TABLE_RULE = re.compile(r"^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?$")
"""The rule under a Markdown table's header row ("|---|---|")."""


def _opens_table(lines: list[str], at: int) -> bool:
    """Whether the first line from `at` on that is not blank is a `|`-separated row."""
    return _cells(_next_line(lines, at)) > 0


def _opens_fence(lines: list[str], at: int) -> bool:
    """Whether the first line from `at` on that is not blank opens a code fence."""
    return _next_line(lines, at).startswith("```")


def _next_line(lines: list[str], at: int) -> str:
    """The first line from `at` on that is not blank ("" when there is none)."""
    return next((line for line in lines[at:] if line), "")


def sentences(text: str) -> list[str]:
    """`text` split where a sentence ends (not after "Dr.", "Prof." or an initial)."""
    return _SENTENCE.split(text)


def _pieces(body: str) -> list[str]:
    """Sentences of `body`, each split into clauses that could stand alone."""
    pieces: list[str] = []
    for sentence in sentences(body):
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
