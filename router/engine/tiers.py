"""The early tier of the two-tier budget: rule masking in cost-model batches, no judge call.

The judged tier (route, retain, summarize) lives in `router.engine.ladder` and comes in at the
window-fraction trigger; below it, this tier keeps a tool loop small and its prompt cache warm.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import replace

from router.config_model import RouterConfig
from router.engine.fold import fold_step
from router.engine.record import record
from router.engine.refresh import new_user_turn
from router.engine.result import CompactResult
from router.engine.retrieve import retrieve_after_cuts
from router.engine.settled import early_maskable
from router.engine.steps import Attempt, mask_step
from router.engine.thinning import thin_placeholders
from router.history.edit_log import Plan
from router.history.edit_store import EditStore
from router.history.view import View
from router.reading.budget import Maskable, batch_rounds, mask_target

__all__ = ["early_mask"]


def early_mask(
    view: View,
    settings: RouterConfig,
    store: EditStore,
    plan: Plan,
    truncated: tuple[str, ...],
    tokens: int,
    *,
    on_edits: bool = False,
) -> CompactResult | None:
    """The early tier: mask a batch of older tool results by rule, with no judge call.

    None when the tier is off or no batch is due. The step masks at once everything the cost
    model's batch allows, so the prompt cache breaks once per batch, not once per round.
    `on_edits`: `plan` is the earlier edits' plan plus this request's truncations, so what
    may be masked is read from the session's scan (only new results are looked at).
    """
    if settings.mask_trigger is None:
        return None
    keep = settings.mask_keep_rounds
    attempt = Attempt(view, settings, plan.copy())
    found = early_maskable(view, settings, plan, tokens) if on_edits else None
    if found is None:
        candidates = [c for c in attempt.candidates(keep) if c.tool_call_id not in plan.keep]
        starts = [g.start for g in view.groups]
        rounds = {starts[bisect_right(starts, c.index) - 1] for c in candidates}
        found = Maskable(tokens, sum(c.tokens for c in candidates), len(rounds))
    budget = view.budget
    target = mask_target(
        found,
        usable=budget.hard_limit,
        trigger=settings.mask_trigger,
        target=settings.mask_target,
        batch=batch_rounds(keep, view.job.limits.cached_ratio),
    )
    if target is None:
        return None
    attempt.view = replace(view, budget=replace(budget, target=target))
    freed = mask_step(attempt, keep_last=keep)
    if freed <= 0:
        return None
    written = attempt.plan.written_since(plan) if on_edits else None  # what the step masked
    thin_placeholders(attempt, written[1] if written is not None else None)
    if settings.fold_masked:
        fold_step(attempt, keep)
    if new_user_turn(view):  # what this step masked is searched for the new turn too
        retrieve_after_cuts(attempt, view.budget.trigger)
    masked = len(attempt.plan.replace) - len(plan.replace)
    masked_said = f"{masked} older tool result{'' if masked == 1 else 's'}"
    reason = "; ".join([f"early tier: masked {masked_said}", *attempt.notes])
    return record(view, settings, store, attempt, "mask", "rule", reason, truncated)
