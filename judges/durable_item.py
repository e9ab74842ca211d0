"""One durable item the ledger holds (`DurableItem`): its kind, its verbatim text, where it was
stated, and its values read once."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from judges.durable_subjects import Subject, subject_of
from judges.durable_values import value_key, value_tokens

__all__ = ["DurableItem"]


@dataclass(frozen=True)
class DurableItem:
    """One durable item: its kind, its text (verbatim), and where it was stated."""

    kind: str
    text: str
    order: int = 0
    role: str = "user"
    message: int = -1
    echo: bool = False
    pasted: bool = False
    subject: Subject = field(default_factory=lambda: subject_of(""), compare=False, repr=False)
    revised: bool = False
    """Whether it changed an earlier item: a value someone bothered to change is one they use."""
    mentioned: bool = False
    """Whether a later statement names one of its values (`judges.durable_recur`)."""

    @cached_property
    def stated(self) -> tuple[str, ...]:
        """Every value its text names, a lead-in's too, read once."""
        return tuple(value_tokens(self.text))

    @cached_property
    def plain(self) -> str:
        """Its text lower-cased with its spaces evened, to compare wordings."""
        return " ".join(self.text.lower().split())

    @cached_property
    def keyed(self) -> tuple[tuple[str, str], ...]:
        """Each value it sets or names, lower-cased, with its `value_keys` key (an amount by its
        digits), read once."""
        named = dict.fromkeys((*self.subject.values, *self.stated))
        return tuple((value.lower(), value_key(value)) for value in named)
