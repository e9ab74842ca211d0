"""Finding durable statements in chat text: statements, their kind, filler, and their values.

Detection is by wording (modal verbs, imperatives, "never/always/must/don't", "prefer",
"from now on", "decided", "waiting on"), structure (list items, `key: value` lines, a list
under a heading that names its kind) and position (an imperative in a system prompt is a rule;
in a user turn only with words that make it last, such as "from now on" or "every time").
Nothing here depends on one literal header or template.
"""

from __future__ import annotations

import re
from dataclasses import replace

from judges.durable_bans import REPORTED_BAN, asks_someone, only_this
from judges.durable_choices import CHOICE
from judges.durable_conversation import ANSWER
from judges.durable_dated import DEADLINE, LACKING
from judges.durable_framing import PREFACE, SAYING, as_told, planned
from judges.durable_requests import asked_in_passing, names_an_identifier, request_body, titled
from judges.durable_rows import data_row, keyed, own_row, worded_key
from judges.durable_rule_wording import AGENT, DESCRIBED
from judges.durable_statements import (
    Statement,
    comma_clauses,
    is_question,
    unbracketed,
)
from judges.durable_tells import states_past_plan
from judges.durable_values import VALUE, classes_of, value_tokens
from judges.durable_wording import (
    ABOUT_US,
    CARE,
    CONSTRAINT,
    COPULA,
    COUNTED,
    CREATED,
    DECISION,
    GENERIC,
    HEADING_WORDS,
    IMPERATIVE,
    KEEP_IN_MIND,
    LASTING,
    LEAD_IN,
    PREFERENCE,
    PROHIBITION,
    RESTRICTED,
    RETRACTED,
    RULE,
    SCOPING,
    SHOULD,
    SPENT,
    STATE,
    STATED,
    THROUGHOUT,
    UNKNOWING,
    VERB,
    WAITING,
    WHENEVER,
)

_VALUE = VALUE

__all__ = ["KINDS", "LEAD_IN", "classify", "value_tokens"]

KINDS = ("rule", "constraint", "decision", "fact", "state", "preference")
"""Item kinds in the stable order a summary lists them."""


def classify(statement: Statement, system: bool) -> str | None:
    """The kind of durable item `statement` states, or None: read without its bracketed asides
    first ("It's the Triton X-100, as you guessed (and we can't remove it)" states a fact),
    whole when they are all it states by. A pasted line (`Statement.pasted`) states at most a
    fact: a log or a script reports what a program did, it gives no rule."""
    if statement.pasted:
        return "fact" if classify(replace(statement, pasted=False), system) else None
    if (told := as_told(statement.text)) != statement.text:
        return classify(replace(statement, text=told), system)
    plain = unbracketed(statement.text)
    if plain != statement.text and (found := _classify(replace(statement, text=plain), system)):
        return found
    return _classify(statement, system)


def _classify(statement: Statement, system: bool) -> str | None:
    """The kind of durable item `statement` states, or None when it states none: read past a
    lead-in before a colon, or whole when what follows the lead-in states nothing ("we
    settled on a mixed-methods design: a survey plus ten interviews"); after the speaker's own
    hedge ("I should say that ...") only what follows it counts."""
    if states_past_plan(statement.text):
        return None  # the date or hour a later statement replaces
    if hedge := SAYING.match(statement.text):
        return _kind_of(statement.text[hedge.end() :], statement, system)
    if lead := LEAD_IN.match(statement.text):
        found = _kind_of(statement.text[lead.end() :], statement, system)
        if found is not None:
            return found
    return _kind_of(statement.text, statement, system)


def _kind_of(text: str, statement: Statement, system: bool) -> str | None:
    """The kind `text` (the statement's words) states, or None; a fact listed under a heading
    that names rules is a rule ("Chilled zone held at 2–5°C" under "Standing instructions,
    treat them as rules:")."""
    found = _worded_kind(text, statement, system)
    ruled = found == "fact" and statement.role != "assistant" and not statement.pasted
    return "rule" if ruled and _hinted(statement.heading) == "rule" else found


def _worded_kind(text: str, statement: Statement, system: bool) -> str | None:
    """The kind `text` states by its words, or None; a request worded as a question
    ("May I ask that any letters be in plain text?", "could you always cc Dana?") states what
    it asks for."""
    if is_question(text) and statement.role != "assistant":
        return _asked_for(text, statement, system)
    if is_question(text) or len(text) < 6:
        return None
    if data_row(text) and not (worded_key(text) or planned(text, statement.role) or titled(text)):
        if _said_row(text, statement) and names_an_identifier(text, statement.role):
            return "fact"  # "Diamond I04, proposal mx32817, session mx32817-14."
        return own_row(text, statement)
    if (UNKNOWING.search(text) and _VALUE.search(text) is None) or RETRACTED.search(text):
        return None
    if _announces(text):
        return None
    hinted = _hinted(statement.heading)
    found = _by_wording(text, system, statement.role)
    instructed = statement.role in ("user", "system", "developer")
    if found is None and instructed and (SHOULD.search(text) or _prohibits(text)):
        found = "rule"
    if found is None and instructed and asked_in_passing(text):
        found = "constraint" if _VALUE.search(text) else "preference"
    if found is None and instructed and (CARE.search(text) or _counted_fact(text)):
        found = "fact"  # "Oliver has a nut allergy", "it's seventeen kids on the day"
    role = statement.role
    if found is None and (planned(text, role) or names_an_identifier(text, role)):
        found = "fact"
    if found is None and hinted is not None:
        return hinted
    if found is None and keyed(text):
        return hinted or "fact"
    return found if found is not None else own_row(text, statement)


def _said_row(text: str, statement: Statement) -> bool:
    """Whether a row of values reads as said, not pasted: no column separators, and it opens
    on a word ("ISPyB shipment ID 118274", not "04 2026-03-11 PAY-D75D6769 2077.85 EUR")."""
    return not statement.pasted and "|" not in text and "\t" not in text and text[:1].isalpha()


def _by_wording(text: str, system: bool, role: str = "user") -> str | None:
    """The kind the words of `text` state, or None."""
    values = _VALUE.search(text) is not None
    if PREFERENCE.search(text):
        return "preference"
    if WAITING.search(text):
        return "state"
    if role != "assistant" and _FORBIDDEN.match(text):
        return "rule"  # "Never call before 9am": a prohibition, whatever values it names
    if CONSTRAINT.search(text) and values:
        return "constraint"
    if role != "assistant" and "money" in classes_of(text) and not SPENT.search(text):
        return "constraint"  # an amount someone sets ("£18,000 all in") bounds the work
    instructed = role != "assistant"
    lasting = LASTING.search(text) or (instructed and GENERIC.search(text))
    binding = system or (asks_someone(text) if instructed else AGENT.search(text) is not None)
    ruled = RULE.search(text) is not None and DESCRIBED.search(text) is None
    if (ruled and binding) or (IMPERATIVE.search(text) and (system or lasting)):
        return "rule"
    if instructed and RESTRICTED.search(text):
        return "rule"
    if instructed and (REPORTED_BAN.search(text) or only_this(text)):
        return "rule"  # "the insurance says NO naked flames on stage ever", "LED candles only."
    if instructed and (when := WHENEVER.search(text)) and IMPERATIVE.match(text[when.end() :]):
        return "rule"
    if instructed and IMPERATIVE.search(text) and value_tokens(text):
        return "constraint"  # an instruction naming what it is about ("address it to Ms. Holm")
    if (
        instructed
        and THROUGHOUT.search(text)
        and not (VERB.search(text) or AGENT.search(text) or _DESCRIBES.match(text))
    ):
        return "rule"  # a lasting instruction with no verb ("Citations in APA 7th throughout")
    if SCOPING.search(text):
        return "rule"
    if DECISION.search(text):
        return "decision"
    if instructed and _INTENT.match(text) and value_tokens(text, names=False):
        return "decision"  # "we're releasing as v2.31.6"
    if STATE.search(text):
        return "state"
    if (values or value_tokens(text)) and COPULA.search(text):
        return "fact"
    if CREATED.search(text) and classes_of(text) & {"code", "time"}:
        return "fact"
    if instructed and (KEEP_IN_MIND.search(text) or ABOUT_US.search(text)):
        return "fact"
    if DEADLINE.search(text):
        return "constraint"
    if instructed and LACKING.search(text):
        return "fact"
    return None


_DESCRIBES = re.compile(r"(?:it|he|she|they|this|that|there)\b", re.I)
"""An opening that describes a thing ("it describes the flat as clean and tidy throughout"),
not a style asked for throughout."""
_FORBIDDEN = re.compile(
    r"(?:please\s+)?(?:never|do not|don'?t|dont)\s+"
    r"(?!\w+ed\b|been\b|had\b|seen\b|done\b|heard\b|met\b|gone\b|know\b|think\b)[a-z]+|"
    r"(?:nobody|no one|no-one)\s+(?!\w+ed\b|knows\b|cares\b|said\b|told\b|was\b|is\b|has\b|"
    r"had\b|seems\b|likes\b|wants\b|reads\b|uses\b)[a-z]+s\b",
    re.I,
)
"""A prohibition opening the statement ("Never call before 9am", "NOBODY drills that ceiling"),
not a report ("never used bazel myself", "don't know", "nobody told me")."""


_INTENT = re.compile(
    r"(?:so\s+|and\s+|now\s+)?(?:we'?re|we are|i'?m|i am)\s+(?:now\s+)?(?:releas|ship|launch|"
    r"deploy|tak|book|fly|driv|stay|bring|mov|switch|hir|order)ing\b",
    re.I,
)
"""What the speaker is doing from now on ("we're releasing as v2.31.6", "I'm taking the 7:40")."""


def _announces(text: str) -> bool:
    """Whether `text` only announces what follows ("One thing must be clear from the start.",
    "Follow these policies:")."""
    if value_tokens(text):
        return False
    words = len(text.split())
    return (PREFACE.search(text) is not None and words <= 12) or (
        text.rstrip().endswith(":") and words <= 6
    )


def _asked_for(text: str, statement: Statement, system: bool) -> str | None:
    """The kind of what a request worded as a question asks for, or None for any other question."""
    asked = request_body(text)
    if asked is None:
        return None
    body, that_it_be = asked
    if that_it_be:
        return "rule"  # "may I ask that any letters ... be in plain text"
    found = _worded_kind(body, statement, system)
    return found if found in ("rule", "constraint", "preference") else None


def _prohibits(text: str) -> bool:
    """Whether a clause of `text` opens as a prohibition ("no seafood", "eggs + dairy fine, no
    fish")."""
    return any(PROHIBITION.search(clause) for clause in comma_clauses(text))


def _counted_fact(text: str) -> bool:
    """A count in words stated as so ("it's seventeen kids on the day")."""
    return COUNTED.search(text) is not None and STATED.search(text) is not None


def _hinted(heading: str) -> str | None:
    """The kind a list's heading names through its words ("Hard limits", "What I like")."""
    if not heading:
        return None
    if heading == ANSWER:
        return "fact"
    if heading == CHOICE:
        return "decision"
    words = heading.lower()
    for kind, pattern in HEADING_WORDS:
        if pattern.search(words):
            return kind
    return None
