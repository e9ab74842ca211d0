"""Data the router hands to judges and the decisions judges hand back.

Judges are sans-I/O: each judgement is a generator that yields the `ModelRequest`
it wants sent, receives a `ModelReply`, and finally returns its decision.
A judge that needs no model (the rule judge) returns without yielding.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, MutableMapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

from judges.durable_tokens import replaced_test

Rung = Literal["nothing", "mask", "retain", "summarize", "stop"]
RUNGS: tuple[Rung, ...] = ("nothing", "mask", "retain", "summarize", "stop")
Purpose = Literal["routing", "retention", "summary_targets", "summary"]

T = TypeVar("T")


@dataclass(frozen=True)
class ModelRequest:
    """One chat request a judge or summariser wants sent through the router's seam."""

    purpose: Purpose
    model: str
    messages: list[dict[str, Any]]
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ModelReply:
    """What came back for a `ModelRequest`: text, or the error that ended the retries."""

    content: str | None
    error: str | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float | None = None


JudgeFlow = Generator[ModelRequest, ModelReply, T]


@dataclass(frozen=True)
class ResultInfo:
    """One tool result as a judge sees it: never its whole text."""

    tool_call_id: str
    tool: str
    arguments: str
    tokens: int
    age_rounds: int
    preview: str = ""
    identifiers: tuple[str, ...] = ()
    excerpts: tuple[str, ...] = ()
    """Verbatim units of the result the router found tied to the goal or unusual."""


@dataclass(frozen=True)
class SituationReport:
    """A bounded picture of one request, for the routing judge."""

    tokens_total: int
    hard_limit: int
    trigger: int
    target: int
    tokens_by_kind: dict[str, int]
    old_tool_tokens: int
    recent_tool_tokens: int
    maskable_tokens: int
    rounds_since_user: int
    tool_rounds: int
    max_tool_rounds: int | None
    largest_results: tuple[ResultInfo, ...]
    referenced_results: tuple[str, ...]
    goal: str
    has_summary: bool


@dataclass(frozen=True)
class RouteDecision:
    """The routing judge's pick and its one-line reason."""

    rung: Rung
    reason: str
    fallback: bool = False


@dataclass(frozen=True)
class RetentionInput:
    """What the retention judge decides on: the goal and an index of older groups.

    `count_tokens` (optional) is the router's counter; without it judges estimate.
    """

    goal: str
    recent_text: str
    candidates: tuple[ResultInfo, ...]
    count_tokens: Callable[[str], int] | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class RetentionDecision:
    """Which candidate tool_call_ids are still needed; unknown ids are reported, not kept."""

    needed: tuple[str, ...]
    unknown: tuple[str, ...] = ()
    reason: str = ""
    fallback: bool = False


@dataclass(frozen=True)
class SummaryInput:
    """Older messages to fold, the goal, and any previous summary to fold in.

    `relevant` holds excerpts of those messages the router found tied to the goal or to what
    the newest messages mention (records holding rare goal words or referenced identifiers,
    unusual values), most telling first. `max_tokens` is the summary's allowance: the room the
    target leaves after the kept head and tail; every summariser writes within it (None: no
    allowance given, the summariser's own bound applies).
    """

    goal: str
    messages: list[dict[str, Any]]
    previous_summary: str | None
    count_tokens: Callable[[str], int]
    relevant: tuple[str, ...] = ()
    max_tokens: int | None = None
    kept: tuple[dict[str, Any], ...] = ()
    """The messages kept verbatim after the folded ones (the request's tail): never summarised,
    but a change stated there supersedes an item of the folded messages or the earlier summary,
    so the summary drops the old value."""
    head: tuple[dict[str, Any], ...] = ()
    """The messages kept verbatim before the folded ones (the system prompt, and the task while
    it is up to date)."""
    earlier: tuple[dict[str, Any], ...] = ()
    """The messages `previous_summary` already folded, when the request still carries them:
    durable items are read from them too, so an item an earlier summary had no room for can
    come back in a later one with more room."""
    older: int = 0
    """How many leading `messages` are older than `previous_summary` (a summary the client sent
    back after them, such as the task kept in front of it): what the summary states replaces
    what they state."""
    readings: MutableMapping[Any, Any] | None = field(default=None, compare=False, repr=False)
    """What the caller keeps between summaries of one conversation for reading its statements
    (`judges.durable.Readings`; the router passes its session's): each is read once."""
    derived: dict[str, Any] = field(default_factory=dict, init=False, compare=False, repr=False)
    """What is worked out from this input once and read by each judge given it (the durable
    items' ledger): the input never changes, so neither does what follows from it."""

    def task(self) -> str:
        """The task the goal opens on (the first user message, shortened), without the latest
        ask that follows it."""
        return self.goal.partition(" | latest: ")[0]


@dataclass(frozen=True)
class SummaryTargets:
    """Facts that must survive the summary verbatim."""

    must_keep: tuple[str, ...]
    fallback: bool = False
    superseded: tuple[str, ...] = ()
    """Durable items a later statement replaced (never to be kept), for the record."""


@dataclass(frozen=True)
class Summary:
    """The summariser's text and whether it had to leave the oldest messages out."""

    text: str
    omitted_messages: int = 0
    fallback: bool = False
    superseded: tuple[str, ...] = ()
    """Durable items a later statement replaced and the summary left out, for the record."""
    stale: tuple[str, ...] = ()
    """Values those items set that no item in force names: no line of the summary holds one."""
    note: str = ""
    """What the router should record about how the summary was made (a fallback's cause)."""

    def current(self, items: Sequence[str]) -> tuple[str, ...]:
        """`items` without those holding a superseded item or a stale value (whole words)."""
        holds = replaced_test(self.superseded, self.stale)
        return tuple(item for item in items if not holds(item))
