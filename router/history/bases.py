"""A session's earlier edits applied to the prefix they cover: each set computed once, kept by
the set of edits, and grown from the last set when newer edits extend it.

A plan that only adds or changes result texts (a batch of masks on top of every earlier edit) is
rendered from the earlier edits' rendering: it is copied and only the results whose text the plan
changes are replaced, the token count moved by what those replacements change. The result is the
same list, message for message, that `Plan.render` gives.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from recorder.types import EditRecord
from router.history.applied import AppliedEdits, EditsKey
from router.history.edit_log import Plan
from router.history.memo import SessionMemo
from router.history.scan import Found, Results, Settled
from router.reading.prefix import Prefix
from router.reading.tokens import TokenCounter

__all__ = ["Base", "BaseCache", "apply_changes", "base", "changed_results", "grown"]

Message = dict[str, Any]


@dataclass(frozen=True)
class Base:
    """The session's earlier edits applied to the prefix they cover, computed once."""

    plan: Plan
    covered: int
    rendered: list[Message]
    delta: int
    settled: dict[Any, Settled] = field(default_factory=dict, compare=False)
    lock: threading.Lock = field(default_factory=threading.Lock, compare=False)
    checked: dict[str, bool] = field(default_factory=dict, compare=False)


class BaseCache:
    """A session's earlier edits applied, by the set of edits; small, and safe across threads.

    It also holds the session's scan of tool results (`router.history.scan.Results`), its
    last split of the edit log (`router.history.applied.AppliedEdits`) and the engine's
    answers kept between calls (`router.history.memo.SessionMemo`).
    """

    def __init__(self, size: int = 8) -> None:
        self._size = size
        self._items: dict[Any, Base] = {}
        self._lock = threading.Lock()
        self.results = Results()
        self.applied = AppliedEdits()
        self.memo = SessionMemo()
        self._latest: tuple[Any, Base] | None = None

    def get(self, key: Any) -> Base | None:
        """The cached base for this set of edits, if any."""
        with self._lock:
            return self._items.get(key)

    def put(self, key: Any, base: Base) -> None:
        """Remember a base, forgetting the oldest when full."""
        with self._lock:
            if len(self._items) >= self._size:
                self._items.pop(next(iter(self._items)), None)
            self._items[key] = base
            self._latest = (key, base)

    def latest(self) -> tuple[Any, Base] | None:
        """The key and base remembered last (a newer set of edits often extends it)."""
        with self._lock:
            return self._latest


def base(
    messages: Sequence[Message],
    counts: Sequence[int],
    applied: Sequence[EditRecord],
    counter: TokenCounter,
) -> Base:
    plan = Plan.from_edits(applied)
    covered = max((edit.anchor_len for edit in applied), default=0)
    rendered = plan.render(messages[:covered])
    delta = sum(counter.message(message) for message in rendered) - sum(counts[:covered])
    return Base(plan, covered, rendered, delta)


def grown(
    latest: tuple[Any, Base] | None,
    key: EditsKey,
    applied: Sequence[EditRecord],
    prefix: Prefix,
    found: Found,
    counter: TokenCounter,
) -> Base | None:
    """The base for `applied` from the last one when these edits extend its own; else None.

    Only the results the newer edits change are rendered again (no new summary), and only the
    messages they newly cover are counted.
    """
    if latest is None or not isinstance(latest[0], EditsKey):
        return None
    old_key, old = latest
    if not key.extends(old_key):
        return None
    extra = applied[len(old_key) :]
    plan = old.plan.copy()
    for edit in extra:
        plan.absorb(edit.payload)
    changes = changed_results(plan, old.plan, found)
    if changes is None:
        return None
    covered = max(old.covered, *(edit.anchor_len for edit in extra))
    messages = prefix.messages
    rendered = old.rendered + messages[old.covered : covered]
    inside = [(index, text) for index, text in changes if index < covered]
    moved = apply_changes(old, rendered, messages, inside, counter.message)
    added = messages[old.covered : covered]
    fresh = sum(counter.message(m) for m in added) - sum(prefix.counts[old.covered : covered])
    settled = {question: _carried(record, plan) for question, record in old.settled.items()}
    return Base(plan, covered, rendered, old.delta + moved + fresh, settled)


def _carried(record: Settled, plan: Plan) -> Settled:
    """A scan settled under earlier edits, for a plan that only adds masks, cuts and keeps.

    What those edits settled stays settled; what the scan found for results the plan now
    masks or cuts is dropped, as a scan under the plan would not find it.
    """
    with record.lock:
        found = {
            key: value
            for key, value in record.found.items()
            if key not in plan.replace and key not in plan.truncate
        }
        return Settled(record.entries, record.position, found)


def _text(plan: Plan, key: str) -> str | None:
    """The text a plan gives a result (a mask wins over a cut), or None when it leaves it."""
    found = plan.replace.get(key)
    return plan.truncate.get(key) if found is None else found


def changed_results(plan: Plan, base: Plan, found: Found) -> list[tuple[int, str]] | None:
    """(message index, text) of each result `plan` renders otherwise than `base`, in order.

    None when `plan` differs from `base` in more than added or changed result texts (another
    summary, a text taken away): then the whole plan must be rendered.
    """
    if plan.summary != base.summary or plan.recalled != base.recalled:
        return None
    written = plan.written_since(base)
    if written is not None:
        keys = {*written[0], *written[1]}
    elif not (
        base.replace.keys() <= plan.replace.keys() and base.truncate.keys() <= plan.truncate.keys()
    ):
        return None
    else:
        keys = {key for key, _ in plan.replace.items() - base.replace.items()}
        keys.update(key for key, _ in plan.truncate.items() - base.truncate.items())
    changed: list[tuple[int, str]] = []
    for key in keys:
        text = _text(plan, key)
        index = found.index_of(key)
        if text is None or index is None or text == _text(base, key):
            continue
        changed.append((index, text))
    changed.sort()
    return changed


def _position(base: Base, index: int) -> int | None:
    """Where message `index` is in a rendering from `base` (its `rendered` messages stand for
    the first `covered`); None when its summary folded it away."""
    if index >= base.covered:
        return len(base.rendered) + index - base.covered
    summary = base.plan.summary
    start, end = (0, 0) if summary is None else (int(summary["start"]), int(summary["end"]))
    if index < start or summary is None:
        return index
    if index < end:
        return None
    return index - (end - start) + 1


def apply_changes(
    base: Base,
    rendered: list[Message],
    messages: list[Message],
    changes: list[tuple[int, str]],
    count: Callable[[Message], int],
) -> int:
    """Replace the changed results in `rendered` (a copy of a rendering from `base`) in place;
    the tokens this moves."""
    moved = 0
    for index, text in changes:
        at = _position(base, index)
        if at is None:
            continue
        message = {**messages[index], "content": text}
        moved += count(message) - count(rendered[at])
        rendered[at] = message
    return moved
