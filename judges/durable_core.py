"""What a durable item says at its core, for when room is short: without bracketed asides,
trailing asides and reasons, a preamble before a colon and opening markers; and the one clause
that identifies it when even that does not fit. `judges.durable_section` writes items so."""

from __future__ import annotations

import re
from collections.abc import Sequence

from judges.durable_markers import without_markers
from judges.durable_statements import BRACKETED, comma_clauses, sentences
from judges.durable_tells import states_progress
from judges.durable_values import value_classes, value_tokens
from judges.durable_weight import instructs

__all__ = ["core_of", "identifying_clause", "without_asides"]


def core_of(text: str) -> str:
    """What an item says once asides in brackets, trailing asides, a preamble before a colon and
    opening markers are gone ("one hard limit (the blocks overshoot): no sample is ever held
    above 75 °C, because the tape lifts" says "no sample is ever held above 75 °C")."""
    return without_markers(_without_preamble(without_asides(_without_brackets(text))))


def _without_brackets(text: str) -> str:
    """`text` without bracketed asides that hold no number, date or identifier and ask
    nothing ("(the PI is a stickler)" goes, "(kg, never pounds)" stays)."""
    out = BRACKETED.sub(lambda m: m[0] if _holds(m.group(1)) else "", text)
    out = re.sub(r"\s+([,;:.])", r"\1", out).strip()
    return out if len(out.split()) >= 3 else text


def _holds(aside: str) -> bool:
    """Whether a bracketed aside holds a value or an instruction of its own."""
    if value_tokens(aside, names=False) or _CODE_LIKE.search(aside) or len(aside.split()) < 3:
        return True  # a value, code ("(event_date)"), or a word or two that the sentence needs
    clauses = re.split(r"[,;]\s*", aside)
    return any(instructs(clause) or _RULE_OPENING.match(clause) for clause in clauses)


_CODE_LIKE = re.compile(r"[_={}<>$`\\/|*]")
_CODE_SPAN = re.compile(r"`[^`]*`")
_RULE_OPENING = re.compile(r"(?:never|always|only|not|don'?t)\b", re.IGNORECASE)


def _without_preamble(text: str) -> str:
    """`text` after a colon when what stands before it is three words or more and names nothing
    ("a firm preference: SI units only"); kept whole when the preamble names someone or
    something ("A note from Harriet about the asset register: the limit's been raised")."""
    masked = _CODE_SPAN.sub(lambda span: " " * len(span[0]), text)  # `"version": 2` is code
    masked = BRACKETED.sub(lambda aside: " " * len(aside[0]), masked)  # brackets keep colons
    colon = masked.find(":")
    after = text[colon + 1 :]
    before = masked[:colon]
    if colon < 0 or len(after.split()) < 4 or len(before.split()) < 3 or value_tokens(before):
        return text  # a short key ("answer format:", "stack:") says what the value is
    return after.strip()


def without_asides(text: str) -> str:
    """`text` without its trailing comma or semicolon clauses, and a trailing reason ("because
    of the venue"), that hold no value and are about no one named ("No flights before 9am
    please, the kids are a nightmare early" keeps its first clause; "Marta is off this week,
    Jonas reviews api/" keeps both)."""
    clauses = comma_clauses(text.strip())
    names = value_tokens(text)  # a name opening a later clause is a name inside the sentence
    kept = len(clauses)
    main = 2 if _SUBORDINATE.match(clauses[0]) else 1  # "If it fails, page the on-call"
    while kept > main and not _names_any(clauses[kept - 1], names):
        clause = clauses[kept - 1]
        if states_progress(clause) or instructs(clause) or _REPORTED_ORDER.search(clause):
            break  # where the work stands, or what is wanted, is no aside ("i hate emojis")
        if len(" ".join(clauses[: kept - 1]).split()) < 3:
            break
        kept -= 1
    out = " ".join(clauses[:kept]).rstrip(",;") if kept < len(clauses) else text
    reason = _REASON.search(out)
    if reason is None or _names_any(reason.group(1), names):
        return out
    before = out[: reason.start()].rstrip(",;")  # "... to 2027-10-02" because of the venue
    return before if len(before.split()) >= 3 else out


_REPORTED_ORDER = re.compile(
    r"\b(?:say|says|said|tell|tells|told)\s+(?:me\s+|us\s+|you\s+|them\s+)?"
    r"(?:no|not|never|only|to)\b",
    re.IGNORECASE,
)
"""Someone's order passed on ("the doctor at the practice, he say no grapefruit with these
tablets", "the vet said no walks"): what is said is the item, not an aside."""
_SUBORDINATE = re.compile(
    r"(?:if|when|whenever|once|unless|after|before|as soon as|until|in case)\b", re.IGNORECASE
)
"""A clause opening on a condition or a time: the clause after it says what happens then."""
_REASON = re.compile(r"\s+(?:because|due to|given that|since)\b(.*?)[.!]?$", re.IGNORECASE)
"""A reason trailing a statement: an aside when it holds no value and names no one."""


def _names_any(clause: str, names: Sequence[str]) -> bool:
    """Whether `clause` holds a value, or opens with one of the sentence's `names` (it speaks of
    someone: "Jonas reviews api/ until she's back")."""
    if value_tokens(clause, names=False) or any(" " in v for v in value_tokens(clause)):
        return True  # a value, or someone's full name ("our contact there is Jens Albrecht")
    first = clause.split(maxsplit=1)[0] if clause.strip() else ""
    return _POSSESSIVE.sub("", first.strip(",;:.")) in names


_POSSESSIVE = re.compile(r"['’]s$")
"""A name's possessive ending ("Saoirse's name is spelt wrong")."""


def identifying_clause(text: str) -> str:
    """The clause of `text` that names what it is about, for when the whole does not fit: the
    one holding an identifier ("incident INC-4471 is open"), else the first holding a value or
    a name, cut to its sentences that name one ('' when `text` is one clause, no clause holds
    either, or the clause is no shorter). An identifier in a clause that points back comes
    after the nearest earlier clause naming something ("Can you add Rory's Aurelia Club number
    too … It's AC 5518 2047.")."""
    clauses = [clause.rstrip(",;") for clause in comma_clauses(text.strip())]
    if len(clauses) < 2:
        return ""
    scored = []
    for at, clause in enumerate(clauses):
        values = value_tokens(clause)  # a name says who the item is about
        code = "code" in value_classes(values)  # an identifier names its thing in any clause
        if (
            values
            and len(clause.split()) >= 3
            and (code or not (at and _POINTS_BACK.match(clause)))
        ):
            scored.append((not code, at, clause))
    if not scored:
        return ""
    _, at, clause = min(scored)
    clause = " ".join(part for part in sentences(clause) if value_tokens(part)) or clause
    if at and _POINTS_BACK.match(clause):
        lead = next((before for before in reversed(clauses[:at]) if value_tokens(before)), "")
        clause = f"{lead} … {clause}" if lead else clause
    return clause if len(clause) < len(text.strip()) else ""


_POINTS_BACK = re.compile(r"(?:he|she|it|they|this|that|which|who|these|those)\b", re.I)
"""A later clause opening on a pronoun: it says something of what another clause names, and
alone it names nothing ("zara's dad dan will drive that one instead, he has 4 seats too")."""
