"""The per-call scans of the early tier and the truncation rung, over what is new only.

Both ask a question of every tool result under the session's earlier edits. Results the edits
already settle (masked, cut, folded, of an excluded tool) are passed once and never looked at
again; only the others and the newly appended ones are read on each call. The answers are
those of `rungs.mask_candidates` and `rungs.plan_truncation` over the whole request.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from router.config_model import RouterConfig
from router.history.edit_log import Plan
from router.history.scan import ResultEntry
from router.history.view import View
from router.reading.budget import Maskable
from rungs import MaskCandidate, truncate_text, worth_masking

__all__ = ["candidates_on_edits", "early_maskable", "new_truncations"]


def _settled(view: View, settings: RouterConfig, kept: bool, entry: ResultEntry) -> bool:
    """Whether a result is never a candidate under the earlier edits: masked (or, with `kept`,
    kept), of an excluded tool, folded into their summary, or too small to be worth masking."""
    base, count = view.base, view.counter.message
    start = base.summary["end"] if base.summary else 0
    if entry.key in base.replace or (kept and entry.key in base.keep):
        return True
    if entry.tool in settings.exclude_tools or entry.group_start < start:
        return True
    tokens = count(view.job.messages[entry.index])
    candidate = MaskCandidate(entry.index, entry.key, entry.tool, entry.arguments, tokens)
    return not worth_masking(candidate, count)


def _as_planned(view: View, plan: Plan, entry: ResultEntry) -> dict[str, Any]:
    """The result's message with the plan's truncation of it applied."""
    message = view.job.messages[entry.index]
    if entry.key in plan.truncate:
        return {**message, "content": plan.truncate[entry.key]}
    return message


def early_maskable(view: View, settings: RouterConfig, plan: Plan, tokens: int) -> Maskable:
    """What the early tier may mask: the older results not masked, kept or excluded.

    `plan` is the earlier edits' plan with this request's truncations added.
    """
    found = view.found
    settled = partial(_settled, view, settings, True)
    position = view.settled(("early", tuple(sorted(settings.exclude_tools)))).skip(found, settled)
    older = found.rounds - settings.mask_keep_rounds
    maskable = 0
    rounds: set[int] = set()
    for at in found.since(position):
        entry = found.entries[at]
        if entry.round >= older:
            break
        if settled(entry):
            continue
        maskable += view.counter.message(_as_planned(view, plan, entry))
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
    settled = partial(_settled, view, settings, False)
    position = view.settled(("candidates", tuple(sorted(excluded)))).skip(found, settled)
    older = found.rounds - keep_last_rounds
    count = view.counter.message
    candidates: list[MaskCandidate] = []
    for at in found.since(position):
        entry = found.entries[at]
        if entry.round >= older:
            break
        if entry.tool in excluded or entry.key in plan.replace or entry.group_start < start:
            continue
        tokens = count(_as_planned(view, plan, entry))
        candidate = MaskCandidate(entry.index, entry.key, entry.tool, entry.arguments, tokens)
        if worth_masking(candidate, count):
            candidates.append(candidate)
    return candidates
