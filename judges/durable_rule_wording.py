"""The wording that tells whether a rule's words ("never", "always", "don't") ask something of
someone or tell what is so: what stands before them, what follows them (a verb in the past, what
someone cannot have or do), a rule with its verb left out, what someone never or always did, and
who acts in an assistant's sentence (`judges.durable_bans` and `judges.durable_detect` apply it)."""

from __future__ import annotations

import re

__all__ = [
    "AGENT",
    "DESCRIBED",
    "DIRECTED_BEFORE",
    "DONE_BEFORE",
    "HABIT_WORD",
    "NEEDS",
    "VERBLESS",
]

_I = re.IGNORECASE
_DONE_FORM = (
    r"(?:\w+ed|made|did|was|were|had|got|saw|went|said|paid|sent|knew|took|came|ran|gave|"
    r"bought|sold|told|heard|left|met|put|read|won|lost)\b"
)
DESCRIBED = re.compile(
    r"\b(?!(?:and|but|so|please|pls|just|also|then|oh)\b)[a-z']+,?\s+(?:never|always)\s+"
    + _DONE_FORM,
    _I,
)
DONE_BEFORE = re.compile(
    r"\s+(?!\w+eed\b)(?:\w+ed|had|did|was|were|got|saw|went|been|seen|met|heard|done|gone)\b", _I
)
"""A verb in the past after a rule word ("never used one", "always had a spare"): a report of
what happened, even when it opens the sentence; "never proceed" is no past."""
"""What someone did or never did ("she never made the payment"): a fact, not a rule; opening
the sentence, the same words instruct ("never put the two of them together")."""
VERBLESS = re.compile(
    r"(?<!\bis)(?<!\bare)(?<!\bwas)(?<!\bwere)(?<!\bbe)(?<!'s)(?<!\bget)(?<!\bgets)(?<!\bgot)\s+"
    r"(?:never|always)\s+(?:in|on|at|with|without|before|after|together|both|near|alone|"
    r"next to|more than|less than|over|under)\b|"
    r"^[^,.;]{1,40}\b(?:as|in)\s+\S+(?:\s+\S+)?\s+always\s*[.!]?$",
    _I,
)
"""A rule with its verb left out ("leo and finn never in the same car", "Mia always on the
early shift", "dates as dd/mm always"): no copula before "never" or "always", which would make
it a description."""
AGENT = re.compile(r"\b(?:i|we|you|i'll|we'll|you'll|i'm|we're|let's|let me)\b", _I)
"""Someone who acts: an assistant's sentence with a rule's words binds only when it names one
("I won't push without asking"); "json.dumps never sees a Decimal" describes."""
HABIT_WORD = re.compile(
    r"always|never|don'?t|do not|doesn'?t|does not|can'?t|cannot|can not|dont|doesnt", _I
)
"""Rule words that also tell of a habit or a report ("she is always a tiger")."""
DIRECTED_BEFORE = re.compile(
    r"(?:^|[,;:.!?(]\s*|\b(?:you|u|we|please|pls|just|and|so|but|also|oh|then|everyone|"
    r"nobody|no one)\s+)$",
    _I,
)
"""What stands before a rule word that asks something of someone (a clause's start, "we")."""
NEEDS = re.compile(
    r"\s+(?:have|eat|drink|take|be given|use|handle|tolerate|work|want|need|like|allow)\b", _I
)
"""What someone cannot have or do ("can't have dairy", "doesn't work Mondays")."""
