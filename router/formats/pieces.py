"""The shared vocabulary of the format codecs: pieces, their refs, the system unit, the codec."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

__all__ = ["Codec", "Message", "Piece", "Ref", "SystemUnit", "normal"]

Message = dict[str, Any]
Ref = tuple[int, int | None]
"""(unit index, part index), or (unit index, None) for the whole unit."""


@dataclass(frozen=True)
class Piece:
    """One OpenAI chat message and the caller's units (and parts) it was built from."""

    message: Message
    refs: tuple[Ref, ...]


@dataclass(frozen=True)
class SystemUnit:
    """A system prompt given beside the list (Anthropic `system`, Responses `instructions`)."""

    value: Any


class Codec(Protocol):
    """How one format reads its units into pieces and writes changed pieces back."""

    watched: tuple[str, ...]
    """Fields whose identity shows a unit was not edited in place between calls."""

    def pieces(self, units: Sequence[Any], start: int = 0) -> list[Piece]:
        """The units from `start` on as OpenAI chat pieces, in order (refs index `units`)."""

    def part(self, unit: Any, index: int) -> Any:
        """The original part `index` of `unit`."""

    def changed(self, piece: Piece, units: Sequence[Any], message: Message) -> list[Any]:
        """Replacement parts (when the piece's refs name parts) or units for a changed piece."""

    def fresh(self, message: Message) -> list[Any]:
        """New units for a message the router added (a summary, a closing instruction)."""

    def rebuild(self, unit: Any, parts: list[Any]) -> Any:
        """A copy of `unit` holding `parts`."""


def normal(message: Message) -> Message:
    """The message without None-valued keys, as the router reads it."""
    return {key: value for key, value in message.items() if value is not None}
