"""Requests and references in the fewest words: what a request worded as a question asks for,
a request closed by "please", and a sentence naming an identifier (see `judges.durable_detect`)."""

from __future__ import annotations

import re

from judges.durable_statements import comma_clauses, is_question
from judges.durable_values import classes_of, value_tokens
from judges.durable_wording import VERB

__all__ = [
    "asked_in_passing",
    "names_an_identifier",
    "names_identifier",
    "request_body",
    "titled",
]


def names_an_identifier(text: str, role: str) -> bool:
    """Whether the user or the system states an identifier in a sentence ("We get our beans from
    Roastworks, account RW-5521"): a reference that cannot be worked out again."""
    if role == "assistant" or len(text) > 300 or is_question(text):
        return False  # a long line is material, not a sentence someone says
    return names_identifier(text) or titled(text)


def names_identifier(text: str) -> bool:
    """Whether `text` names an identifier: a code ("KF-2209147"), a phone number, network
    addresses with nothing but numbers beside them ("10.20.10.4"), or a number given as a
    reference ("a reference: 58812", "his NHS number ... It is 943 476 5919")."""
    classes = classes_of(text)
    if classes & _IDENTIFIERS or _REFERENCE.search(text) is not None:
        return True
    return "address" in classes and classes <= _ADDRESSED  # not a record naming amounts too


_IDENTIFIERS = frozenset({"code", "phone"})
_ADDRESSED = frozenset({"address", "time"})
"""Addresses alone, or with bare numbers ("NAS 10.20.10.4, Pi-hole 10.20.10.3 (a Raspberry Pi
4)"); a record that names an amount as well ("PAY-C386BBC4 1049.00 EUR ... ip 192.0.253.230")
is a line of material, not an identifier someone gives."""


_REFERENCE = re.compile(
    r"\b(?:reference|ref|number|no\.|account|policy|booking|confirmation|membership|case|"
    r"ticket|order|invoice|customer|member|patient|reg|id)\b[^\n]{0,40}?(?<![\d.,])\d[\d ]{3,}\d\b",
    re.IGNORECASE,
)


def titled(text: str) -> bool:
    """Whether `text` is a line wholly in bold naming what a pasted letter is about ("**Departing
    Monday 16 March, returning Thursday 19 March**"): a title states the letter's key facts."""
    return _BOLD_LINE.match(text) is not None and bool(value_tokens(text))


_BOLD_LINE = re.compile(r"^\*\*[^*\n]{8,160}\*\*[.:]?$")


def request_body(text: str) -> tuple[str, bool] | None:
    """What a request worded as a question asks for, and whether it asks that something be so
    ("may I ask that any letters ... be in plain text"); None for any other question, and for a
    request for an answer or a piece of work ("could you help me work out what ...")."""
    frame = _REQUEST_FRAME.match(text)
    if frame is None:
        return None
    body = text[frame.end() :].strip().rstrip("?").strip()
    if not body or is_question(body):
        return None
    if frame.group(1) and _SUBJUNCTIVE.search(body):
        return body, True
    if _FINDS_OUT.search(body.split(",")[0]):
        return None
    return body, False


_REQUEST_FRAME = re.compile(
    r"^(?:(?:so|and|also|oh|one more thing)[,\s]+)?(?:please\s+)?"
    r"(?:(?:may|might|can|could) i (?:ask|request)( that)?(?: you(?: to)?)?|"
    r"(?:could|can|would|will) (?:you|u)(?: please| pls| kindly)?|would you mind)\s+",
    re.IGNORECASE,
)
"""A request worded as a question; its group: "that", what follows says what must be so."""
_FINDS_OUT = re.compile(r"\b(?:whether|if|what|which|when|where|who|how|why)\b", re.IGNORECASE)
"""A request for an answer or a piece of work ("check whether the March one went out", "help me
work out what it would save", "put together a list of what I should bring")."""
_SUBJUNCTIVE = re.compile(r"\b(?:be|not be|always be|never be|remain|stay)\b", re.IGNORECASE)


def asked_in_passing(text: str) -> bool:
    """A request with no verb that ends on "please", alone or as a clause ("dish names in plain
    English please", "commit msgs in conventional commits format pls, ci lints them"): how
    something is wanted, said in the fewest words."""
    for clause in comma_clauses(text):
        clause = clause.rstrip(",;")
        end = _POLITE_END.search(clause)
        if end and len(clause[: end.start()].split()) >= 3 and VERB.search(clause) is None:
            return True
    return False


_POLITE_END = re.compile(r"\b(?:please|pls|plz)[.!]*$", re.IGNORECASE)
""""please" closing a clause (three words or more must stand before it)."""
