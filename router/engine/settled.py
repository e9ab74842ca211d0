"""The per-call scans of the early tier and the truncation rung, over what is new only.

Both ask a question of every tool result under the session's earlier edits. Results the edits
already settle (masked, cut, folded, of an excluded tool) are passed once and never looked at
again; only the others and the newly appended ones are read on each call. The answers are
those of `rungs.mask_candidates` and `rungs.plan_truncation` over the whole request.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from router.config import RouterConfig
from router.engine.carry import carried, remember
from router.history.edit_log import Plan
from router.history.scan import ResultEntry, Settled
from router.history.view import View
from router.reading.budget import Maskable
from rungs import MaskCandidate, truncate_text

__all__ = ["candidates_on_edits", "early_maskable", "new_truncations"]


def early_maskable(view: View, settings: RouterConfig, plan: Plan, tokens: int) -> Maskable:
    """What the early tier may mask: the older results not masked, kept or excluded.

    `plan` is the earlier edits' plan with this request's truncations added.
    """
    found, base = view.found, view.base
    assert found is not None
    excluded = settings.exclude_tools
    start = base.summary["end"] if base.summary else 0

    def settled(entry: ResultEntry) -> bool:  # never a candidate under these edits
        key = entry.key
        return (
            key in base.replace
            or key in base.keep
            or entry.tool in excluded
            or entry.group_start < start
        )

    position = _skip(view, ("early", tuple(sorted(excluded))), settled)
    older = found.rounds - settings.mask_keep_rounds
    maskable = 0
    rounds: set[int] = set()
    messages = view.job.messages
    for at in found.since(position):
        entry = found.entries[at]
        if entry.round >= older:
            break
        if settled(entry):
            continue
        message = messages[entry.index]
        if entry.key in plan.truncate:
            message = {**message, "content": plan.truncate[entry.key]}
        maskable += view.counter.message(message)
        rounds.add(entry.group_start)
    return Maskable(tokens, maskable, len(rounds))


def new_truncations(view: View, cap: int) -> dict[str, str]:
    """Cut text, by result key, for each string result over `cap` the earlier edits leave whole."""
    found, base = view.found, view.base
    assert found is not None
    question = ("truncate", cap, view.counter.encoding_name)
    record = _record(view, question, _uncut)
    messages = view.job.messages
    with record.lock:
        record.over(found)
        for at in found.since(record.position):
            entry = found.entries[at]
            if entry.key in base.truncate or entry.key in base.replace:
                continue
            message = messages[entry.index]
            content = message.get("content")
            if not isinstance(content, str) or view.counter.message(message) <= cap:
                continue
            cut = truncate_text(content, cap, view.counter.encoding)
            if cut is not None:
                record.found[entry.key] = cut
        record.position = found.count
        cuts = dict(record.found)
    remember(view, question, (found.count, cuts))
    return dict(cuts)


def candidates_on_edits(
    view: View, settings: RouterConfig, plan: Plan, keep_last_rounds: int
) -> list[MaskCandidate] | None:
    """`rungs.mask_candidates` for `plan`, read from the session's scan; None if it cannot be.

    It can when `plan` keeps the earlier edits' summary and masks at least what they mask.
    """
    found, base = view.found, view.base
    if found is None or plan.summary != base.summary:
        return None
    if not base.replace.keys() <= plan.replace.keys():
        return None
    excluded = settings.exclude_tools
    start = base.summary["end"] if base.summary else 0

    def settled(entry: ResultEntry) -> bool:  # never a candidate under these edits
        return entry.key in base.replace or entry.tool in excluded or entry.group_start < start

    position = _skip(view, ("candidates", tuple(sorted(excluded))), settled)
    older = found.rounds - keep_last_rounds
    messages, count = view.job.messages, view.counter.message
    candidates: list[MaskCandidate] = []
    for at in found.since(position):
        entry = found.entries[at]
        if entry.round >= older:
            break
        if entry.tool in excluded or entry.key in plan.replace or entry.group_start < start:
            continue
        message = messages[entry.index]
        if entry.key in plan.truncate:
            message = {**message, "content": plan.truncate[entry.key]}
        tokens = count(message)
        candidates.append(
            MaskCandidate(entry.index, entry.key, entry.tool, entry.arguments, tokens)
        )
    return candidates


Rebase = Callable[[View, tuple[int, dict[str, Any]], list[dict[str, Any]]], dict[str, Any] | None]


def _record(view: View, question: Any, rebase: Rebase) -> Settled:
    """`view.settled(question)`, started where the answer under fewer edits left off (its
    findings passed through `rebase` with the payloads added since) rather than from 0."""
    record = view.settled(question)
    found = view.found
    assert found is not None
    with record.lock:
        kept = carried(view, question) if record.entries is None else None
        if kept is not None and kept[0][0] <= found.count:
            rebased = rebase(view, kept[0], kept[1])
            if rebased is not None:
                record.entries, record.position, record.found = found.entries, kept[0][0], rebased
    return record


def _skip(view: View, question: Any, settled: Callable[[ResultEntry], bool]) -> int:
    """`Settled.skip` over the request's results, carried across new edits that add no summary."""
    found = view.found
    assert found is not None
    position = _record(view, question, _unsummarised).skip(found, settled)
    remember(view, question, (position, {}))
    return position


def _unsummarised(
    view: View, answer: tuple[int, dict[str, Any]], payloads: list[dict[str, Any]]
) -> dict[str, Any] | None:
    """No findings, when no payload added since brings a summary (results only get settled:
    masks and kept results are only added); else None (start again)."""
    return None if any(payload.get("summary") for payload in payloads) else {}


def _uncut(
    view: View, answer: tuple[int, dict[str, Any]], payloads: list[dict[str, Any]]
) -> dict[str, Any]:
    """The cuts found before, less those of results the edits now cut or mask."""
    base = view.base
    return {k: v for k, v in answer[1].items() if k not in base.truncate and k not in base.replace}
