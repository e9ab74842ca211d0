"""The per-call scans of the early tier and the truncation rung, over what is new only.

Both ask a question of every tool result under the session's earlier edits. Results the edits
already settle (masked, cut, folded, of an excluded tool) are passed once and never looked at
again; only the others and the newly appended ones are read on each call. The answers are
those of `rungs.mask_candidates` and `rungs.plan_truncation` over the whole request.
"""

from __future__ import annotations

from router.config_model import RouterConfig
from router.history.edit_log import Plan
from router.history.scan import ResultEntry
from router.history.view import View
from router.reading.budget import Maskable
from rungs import MaskCandidate, truncate_text, worth_masking

__all__ = ["candidates_on_edits", "early_maskable", "new_truncations"]


def _small(view: View, entry: ResultEntry) -> bool:
    """Whether a result is too small to be worth masking (see `rungs.worth_masking`)."""
    count = view.counter.message
    tokens = count(view.job.messages[entry.index])
    candidate = MaskCandidate(entry.index, entry.key, entry.tool, entry.arguments, tokens)
    return not worth_masking(candidate, count)


def early_maskable(view: View, settings: RouterConfig, plan: Plan, tokens: int) -> Maskable:
    """What the early tier may mask: the older results not masked, kept or excluded.

    `plan` is the earlier edits' plan with this request's truncations added.
    """
    found, base = view.found, view.base
    excluded = settings.exclude_tools
    start = base.summary["end"] if base.summary else 0

    def settled(entry: ResultEntry) -> bool:  # never a candidate under these edits
        key = entry.key
        return (
            key in base.replace
            or key in base.keep
            or entry.tool in excluded
            or entry.group_start < start
            or _small(view, entry)
        )

    position = view.settled(("early", tuple(sorted(excluded)))).skip(found, settled)
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
    record = view.settled(("truncate", cap, view.counter.encoding_name))
    messages = view.job.messages
    summary = base.summary
    folded = range(summary["start"], summary["end"]) if summary else range(0)  # never sent
    with record.lock:
        record.over(found)
        for at in found.since(record.position):
            entry = found.entries[at]
            if entry.key in base.truncate or entry.key in base.replace or entry.index in folded:
                continue
            message = messages[entry.index]
            content = message.get("content")
            if not isinstance(content, str) or view.counter.message(message) <= cap:
                continue
            cut = truncate_text(content, cap, view.counter.encoding)
            if cut is not None:
                record.found[entry.key] = cut
        record.position = found.count
        return dict(record.found)


def candidates_on_edits(
    view: View, settings: RouterConfig, plan: Plan, keep_last_rounds: int
) -> list[MaskCandidate] | None:
    """`rungs.mask_candidates` for `plan`, read from the session's scan; None if it cannot be.

    It can when `plan` keeps the earlier edits' summary and masks at least what they mask.
    """
    found, base = view.found, view.base
    if plan.summary != base.summary:
        return None
    if plan.written_since(base) is None and not base.replace.keys() <= plan.replace.keys():
        return None  # (a copy of the earlier edits' plan that removed nothing masks all they do)
    excluded = settings.exclude_tools
    start = base.summary["end"] if base.summary else 0

    def settled(entry: ResultEntry) -> bool:  # never a candidate under these edits
        return (
            entry.key in base.replace
            or entry.tool in excluded
            or entry.group_start < start
            or _small(view, entry)
        )

    position = view.settled(("candidates", tuple(sorted(excluded)))).skip(found, settled)
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
        candidate = MaskCandidate(
            entry.index, entry.key, entry.tool, entry.arguments, count(message)
        )
        if worth_masking(candidate, count):
            candidates.append(candidate)
    return candidates
