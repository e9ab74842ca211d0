"""Names a conversation writes with a capital, read again where someone types them in lower case
("we're going with stripe" after "Stripe" and "Mollie" were discussed): a name is a value however
it is typed, so a change naming it replaces what named the other."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace

from judges.durable_statements import Statement
from judges.durable_subjects import Subject
from judges.text import STOPWORDS

__all__ = ["KnownNames"]

_CAPITALISED = re.compile(r"(?<=[a-z0-9,;)] )[A-Z][a-z]{2,}\b")
"""A capitalised word after a lower-case word or a comma: a name, not a sentence's first word."""
_LOWER = re.compile(r"\b[a-z]{3,}\b")


@dataclass
class KnownNames:
    """How often each word of one conversation was written as a name and in lower case so far."""

    capitalised: Counter[str] = field(default_factory=Counter)
    lower: Counter[str] = field(default_factory=Counter)

    def read(self, statement: Statement, subject: Subject) -> Subject:
        """`subject` with the names `statement` types in lower case among its values (a word
        written as a name more often than not so far); then the statement's words are counted."""
        named = {value.lower() for value in subject.said}
        words = list(dict.fromkeys(_LOWER.findall(statement.text)))
        typed = [
            word.capitalize()
            for word in words
            if word not in named and self.capitalised[word] > self.lower[word]
        ]
        for found in _CAPITALISED.findall(statement.text):
            if found.lower() not in STOPWORDS:
                self.capitalised[found.lower()] += 1
        self.lower.update(words)
        if not typed:
            return subject
        return replace(subject, values=(*subject.values, *typed), said=(*subject.said, *typed))
