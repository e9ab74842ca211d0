"""The placeholders the budgets of `router.engine.thinning` count, found without a walk.

A placeholder counts toward the full-placeholder budget while it is in full, and toward the
excerpt budget while it keeps excerpts; one short line without excerpts counts toward neither
and is never rewritten, nor is one folded into the summary (it is not in the request). On a
long tool loop nearly all are such lines. The counted ones under the earlier edits are kept per
session and brought forward by each new edit's placeholders (`router.engine.carry`), found
anew after a fold; a plan's are those with its own new or changed placeholders.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from router.engine.carry import carried, remember
from router.engine.steps import Attempt
from rungs.mask import SHORT_MARK

__all__ = ["counted_keys", "text_tokens"]

Counted = tuple[dict[str, int], frozenset[str]]
"""Counted placeholders by key with their result's position; keys the request does not hold."""


def text_tokens(attempt: Attempt, text: str) -> int:
    """Tokens of a piece of placeholder text, remembered by text in the session's memo."""
    if not text:
        return 0
    return attempt.view.memo.tokens_of(text, attempt.view.counter.text)


def counted_keys(
    attempt: Attempt, full: bool, excerpts: bool, masked: Collection[str] | None = None
) -> list[str] | None:
    """The plan's placeholders that count toward the budgets in force (`full`, `excerpts`), in
    message order; None when the plan takes away a placeholder of the earlier edits.

    `masked`: the plan's placeholders besides the earlier edits' ones, when it has no others.
    """
    view, replace = attempt.view, attempt.plan.replace
    found, base = view.found, view.base.replace
    if masked is None and not base.keys() <= replace.keys():
        return None
    question = ("thinning", full, excerpts, view.counter.encoding_name)
    counted, absent = _under_edits(attempt, question, full, excerpts)
    remember(view, question, (counted, absent))
    changed = set(masked) if masked is not None else {k for k, _ in replace.items() - base.items()}
    keys = {key: at for key, at in counted.items() if key not in changed}
    for key in changed:
        entry = found.entry_of(key)
        if entry is not None and _counts(attempt, replace[key], full, excerpts):
            keys[key] = entry.index
    return sorted(keys, key=keys.__getitem__)


def _counts(attempt: Attempt, text: str, full: bool, excerpts: bool) -> bool:
    """Whether a placeholder of this text counts toward a budget in force."""
    if full and not text.startswith(SHORT_MARK):
        return True
    return excerpts and text_tokens(attempt, text.partition("\n")[2]) > 0


def _under_edits(attempt: Attempt, question: Any, full: bool, excerpts: bool) -> Counted:
    """The counted placeholders of the earlier edits' plan, carried forward or found anew."""
    view = attempt.view
    kept = carried(view, question)
    if kept is None or any(payload.get("summary") for payload in kept[1]):
        return _update(attempt, ({}, frozenset()), view.base.replace.keys(), full, excerpts)
    (counted, absent), payloads = kept
    keys = {key for payload in payloads for key in payload.get("replace") or ()}
    return _update(attempt, (counted, absent), keys | absent, full, excerpts)


def _update(attempt: Attempt, before: Counted, keys: Any, full: bool, excerpts: bool) -> Counted:
    """`before` with `keys` read again from the earlier edits' plan."""
    view = attempt.view
    found, base = view.found, view.base.replace
    counted, absent = dict(before[0]), set(before[1])
    folded = view.base.summary["end"] if view.base.summary else 0
    for key in keys:
        counted.pop(key, None)
        absent.discard(key)
        entry = found.entry_of(key)
        if entry is None:
            absent.add(key)
        elif entry.index >= folded and _counts(attempt, base[key], full, excerpts):
            counted[key] = entry.index
    return counted, frozenset(absent)
