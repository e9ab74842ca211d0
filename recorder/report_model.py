"""Plain data the HTML audit report is drawn from: sessions, their calls and their decisions."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "DERIVED",
    "ChangeKind",
    "ChangedMessage",
    "ReportCall",
    "ReportDecision",
    "ReportSession",
    "natural_key",
]

ChangeKind = Literal["masked", "truncated", "summarized"]
DERIVED = "derived"
"""The outcome of a stand-in main call built from a decision when main calls are not recorded."""


@dataclass(frozen=True)
class ReportCall:
    """One model call of a session: a main call (the agent's) or a judge call (the router's)."""

    index: int
    purpose: Literal["main", "judge"]
    model: str
    prompt_tokens: int | None = None
    usage_prompt_tokens: int | None = None
    cached_tokens: int | None = None
    completion_tokens: int | None = None
    latency_ms: float | None = None
    cost: float | None = None
    outcome: str = "ok"
    decision_id: int | None = None
    uncompacted_tokens: int | None = None
    detail: str = ""
    ratio: float = 1.0
    """Provider tokens per estimated token the router budgeted this request with."""

    @property
    def billed_prompt(self) -> int | None:
        """Prompt tokens as billed: the provider's usage if reported, else the estimate."""
        return self.usage_prompt_tokens if self.usage_prompt_tokens else self.prompt_tokens


@dataclass(frozen=True)
class ChangedMessage:
    """One message a decision changed: what was there and what was sent instead."""

    key: str
    kind: ChangeKind
    original: str | None
    sent: str
    original_tokens: int | None
    sent_tokens: int
    approximate: bool = False


@dataclass(frozen=True)
class ReportDecision:
    """One compaction decision with the messages it changed; `messages` is the request's length."""

    id: int
    rung: str
    reason: str
    tokens_before: int
    tokens_after: int
    source: str = ""
    created: str = ""
    messages: int | None = None
    kept: tuple[str, ...] = ()
    changes: tuple[ChangedMessage, ...] = ()

    @property
    def saved(self) -> int:
        """Tokens this decision took out of the request."""
        return self.tokens_before - self.tokens_after


@dataclass(frozen=True)
class ReportSession:
    """One session: its window and ratios (when known), its calls and its decisions."""

    session_id: str
    calls: tuple[ReportCall, ...] = ()
    decisions: tuple[ReportDecision, ...] = ()
    window: int | None = None
    trigger: float | None = None
    target: float | None = None
    reserve: int | None = None
    mask_trigger: float | str | None = None
    """The early tier's threshold setting ('auto', a fraction or tokens); None: off or unknown."""
    cache_read_ratio: float = 0.5
    notes: tuple[str, ...] = ()

    @property
    def main_calls(self) -> tuple[ReportCall, ...]:
        """The agent's own model calls, in order."""
        return tuple(call for call in self.calls if call.purpose == "main")

    @property
    def calls_recorded(self) -> bool:
        """Whether the main calls were recorded (not stand-ins derived from the decisions)."""
        return any(call.outcome != DERIVED for call in self.main_calls)


_DIGITS = re.compile(r"(\d+)")


def natural_key(text: str) -> tuple[tuple[int, int | str], ...]:
    """A sort key that orders embedded numbers by value: call_2 before call_10."""
    parts = _DIGITS.split(text)
    return tuple((0, int(part)) if part.isdigit() else (1, part) for part in parts if part)
