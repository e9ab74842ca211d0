"""One request as the router sees it: originals, hash chain, applied edits, current tokens."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from recorder.types import EditRecord
from router.budget import Budget
from router.editlog import Plan, applicable_edits, chain_hashes
from router.tokens import REPLY_PRIMING, TokenCounter
from rungs import Group, group_messages

__all__ = ["CompactResult", "Job", "View"]

Message = dict[str, Any]
RungName = Literal["nothing", "mask", "retain", "summarize", "stop"]


@dataclass(frozen=True)
class CompactResult:
    """A compacted request, ready to send, and what was done to it."""

    messages: list[Message]
    rung: RungName
    tokens_before: int
    tokens_after: int
    replayed: bool
    reason: str = ""
    source: str = ""
    drop_tools: bool = False
    decision_id: int | None = None
    judge_calls: int = 0
    truncated: tuple[str, ...] = ()
    tried: tuple[str, ...] = ()


@dataclass(frozen=True)
class Job:
    """One compaction request: the validated messages and the budget to meet."""

    session_id: str
    messages: list[Message]
    tools: list[Any] | None
    budget: Budget
    force: bool = False


@dataclass
class View:
    """A request with its session's earlier edits applied."""

    job: Job
    counter: TokenCounter
    chain: list[bytes]
    applied: list[EditRecord]
    base: Plan
    overhead: int
    tokens_before: int
    _groups: list[Group] | None = field(default=None, repr=False)

    @classmethod
    def build(cls, job: Job, counter: TokenCounter, edits: Sequence[EditRecord]) -> View:
        """Hash the request, find the edits anchored to its prefix, and count it."""
        infos = [counter.info(message) for message in job.messages]
        chain = chain_hashes(digest for _, digest in infos)
        applied = applicable_edits(edits, chain)
        overhead = counter.tools(job.tools) + REPLY_PRIMING
        before = overhead + sum(tokens for tokens, _ in infos)
        return cls(job, counter, chain, applied, Plan.from_edits(applied), overhead, before)

    @property
    def groups(self) -> list[Group]:
        """Atomic groups of the original messages."""
        if self._groups is None:
            self._groups = group_messages(self.job.messages)
        return self._groups

    @property
    def size(self) -> int:
        """Number of messages in the request as given."""
        return len(self.job.messages)

    @property
    def anchor_hash(self) -> str:
        """Hex hash of the whole request's prefix chain."""
        return self.chain[-1].hex()

    def exact_edits(self) -> list[EditRecord]:
        """Edits made on exactly this request."""
        return [edit for edit in self.applied if edit.anchor_len == self.size]

    def render(self, plan: Plan) -> list[Message]:
        """Messages after a plan (finish instruction not included)."""
        return plan.render(self.job.messages)

    def tokens(self, messages: Sequence[Message], *, with_tools: bool = True) -> int:
        """Estimated prompt tokens of a rendered request."""
        overhead = self.overhead if with_tools else REPLY_PRIMING
        return overhead + sum(self.counter.message(message) for message in messages)
