"""One request with its session's earlier edits applied: originals, hash chain, current tokens."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import compress, count
from operator import is_not
from typing import Any

from recorder.types import EditRecord
from router.history.bases import Base, BaseCache, apply_changes, changed_results
from router.history.bases import base as _base
from router.history.bases import grown as _grown
from router.history.calibrate import CALIBRATE, ratio_in_effect
from router.history.edit_log import Plan
from router.history.memo import SessionMemo
from router.history.scan import Found, Settled
from router.reading.budget import Budget, Limits
from router.reading.prefix import Prefix
from router.reading.tokens import REPLY_PRIMING, TokenCounter
from rungs import Group, content_text
from rungs.mask import is_placeholder

__all__ = ["BaseCache", "Job", "View"]

Message = dict[str, Any]


@dataclass(frozen=True)
class Job:
    """One compaction request: the validated messages and the budget to meet."""

    session_id: str
    prefix: Prefix
    tools: list[Any] | None
    limits: Limits

    @property
    def force(self) -> bool:
        """Whether the provider rejected this request already, so it must be compacted anew."""
        return self.limits.rejected is not None

    @property
    def messages(self) -> list[Message]:
        """The validated messages as given."""
        return self.prefix.messages


@dataclass
class View:
    """A request with its session's earlier edits applied."""

    job: Job
    counter: TokenCounter
    applied: list[EditRecord]
    base: Plan
    overhead: int
    tokens_before: int
    budget: Budget
    ratio: float
    _base: Base
    foreign: list[EditRecord] = field(default_factory=list)
    found: Found = field(default_factory=Found, repr=False)
    reach: int = field(default=0, repr=False)
    memo: SessionMemo = field(default_factory=SessionMemo, repr=False)
    _base_list: list[Message] | None = field(default=None, repr=False)
    """The list `render` last gave for the earlier edits' plan (compared by identity)."""
    recorded: Callable[[str], str | None] | None = field(default=None, repr=False)
    """The original the session's store kept for a result key: what a placeholder this router
    wrote stands for, when a client sends its compacted request back."""

    @classmethod
    def build(
        cls,
        job: Job,
        counter: TokenCounter,
        edits: Sequence[EditRecord],
        bases: BaseCache,
        config_hash: str = "",
    ) -> View:
        """Find the edits anchored to the request's prefix and apply them (cached per edit set).

        Edits made under other settings (`config_hash`) are not applied: they are `foreign`.
        """
        prefix = job.prefix
        split = bases.applied.split(edits, prefix.chain, config_hash)
        applied = split.applied
        found = bases.results.found(prefix)
        base = bases.get(split.key)
        if base is None:
            base = _grown(bases.latest(), split.key, applied, prefix, found, counter)
            base = base or _base(prefix.messages, prefix.counts, applied, counter)
            bases.put(split.key, base)
        overhead = counter.tools(job.tools) + REPLY_PRIMING
        before = overhead + prefix.total
        size = len(prefix.messages)
        ratio = split.ratio if size > split.reach else ratio_in_effect(applied, size)
        budget = job.limits.budget(ratio)
        view = cls(job, counter, applied, base.plan, overhead, before, budget, ratio, base)
        view.foreign = split.foreign
        view.found = found
        view.reach = split.reach
        view.memo = bases.memo
        return view

    def settled(self, question: Any) -> Settled:
        """How far `question` over this request's results is settled under the earlier edits.

        Kept with the edits applied, so a new edit starts every question again. Hold its
        `lock` while reading or advancing it, and call `over(view.found)` first.
        """
        base = self._base
        with base.lock:
            return base.settled.setdefault(question, Settled())

    @property
    def chain(self) -> list[bytes]:
        """Prefix hash chain of the request."""
        return self.job.prefix.chain

    @property
    def groups(self) -> list[Group]:
        """Atomic groups of the original messages."""
        return self.job.prefix.groups

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
        size = self.size
        if size > self.reach:
            return []  # no edit in the log is anchored this far
        return [e for e in self.applied if e.anchor_len == size and e.rung != CALIBRATE]

    def foreign_here(self) -> EditRecord | None:
        """A decision made on exactly this request under other settings, if any."""
        size = self.size
        if size > self.reach:
            return None
        return next((e for e in self.foreign if e.anchor_len == size and e.rung != CALIBRATE), None)

    def last_decision(self) -> EditRecord | None:
        """The newest applied edit that is a compaction decision."""
        return next((e for e in reversed(self.applied) if e.rung != CALIBRATE), None)

    def originals_of(self, keys: Sequence[str]) -> dict[str, str]:
        """The original text of each named tool result ("" for a key not in this request); for
        a placeholder sent back, the original the store kept when there is one."""
        messages, texts = self.job.messages, {}
        for key in keys:
            index = self.found.index_of(key)
            texts[key] = "" if index is None else content_text(messages[index].get("content"))
        for key, text in texts.items():
            if self.recorded is not None and is_placeholder(text):
                texts[key] = self.recorded(key) or text
        return texts

    def base_rendering(self) -> tuple[list[Message], dict[str, bool]]:
        """The earlier edits' rendering of the messages they cover, and its checks so far."""
        return self._base.rendered, self._base.checked

    def against_base(self, messages: Sequence[Message]) -> list[tuple[Message, Message]] | None:
        """(message, the one `render(self.base)` has there) wherever they are not the same object.

        None when `messages` is not as long as that rendering. The comparison runs at C speed.
        """
        base, live = self._base, self.job.messages
        if len(messages) != len(base.rendered) + len(live) - base.covered:
            return None
        if messages is self._base_list:
            return []  # the rendering itself, as `render` gave it
        expected = base.rendered + live[base.covered :]
        differ = compress(count(), map(is_not, messages, expected))
        return [(messages[at], expected[at]) for at in differ]

    def render(self, plan: Plan) -> list[Message]:
        """Messages after a plan (finish instruction not included)."""
        if plan is self.base or plan == self.base:
            self._base_list = self._base.rendered + self.job.messages[self._base.covered :]
            return self._base_list
        changed = self._changed(plan)
        return plan.render(self.job.messages) if changed is None else changed[0]

    def plan_tokens(self, plan: Plan) -> int:
        """Estimated prompt tokens after a plan (the earlier edits' plan costs no recount)."""
        if plan is self.base or plan == self.base:
            return self.tokens_before + self._base.delta
        changed = self._changed(plan)
        if changed is None:
            return self.tokens(self.render(plan))
        return self.tokens_before + self._base.delta + changed[1]

    def _changed(self, plan: Plan) -> tuple[list[Message], int] | None:
        """`plan` rendered from the earlier edits' rendering, and the tokens that moves; or None."""
        changes = changed_results(plan, self.base, self.found)
        if changes is None:
            return None
        base, messages = self._base, self.job.messages
        rendered = base.rendered + messages[base.covered :]
        moved = apply_changes(base, rendered, messages, changes, self.counter.message)
        return rendered, moved

    def tokens(self, messages: Sequence[Message], *, with_tools: bool = True) -> int:
        """Estimated prompt tokens of a rendered request."""
        overhead = self.overhead if with_tools else REPLY_PRIMING
        return overhead + sum(self.counter.message(message) for message in messages)
