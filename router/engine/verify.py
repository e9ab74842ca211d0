"""The last check before a request leaves: every tool call answered, and the size it was decided at.

The engine's figures come from the session's reading of earlier requests. A request that is
the earlier edits' rendering (some results' text aside) is checked against that rendering's
own figures; any other is recounted from its own text and re-checked for pairing. A mismatch
makes the engine read the whole request again and decide afresh (`router.engine.flow.decide`).
"""

from __future__ import annotations

from typing import Any

from router.engine.pairing import rendering_paired, unpaired
from router.engine.result import CompactResult
from router.errors import ContextBudgetExceeded, InvalidMessagesError
from router.history.view import View

__all__ = ["ensure_sendable", "problem", "unpaired"]


def recount(result: CompactResult, view: View) -> int:
    """The estimated prompt tokens of the request about to go out, from its own messages."""
    return view.tokens(result.messages, with_tools=not result.drop_tools)


def problem(result: CompactResult, view: View) -> str | None:
    """Why `result` must not go out as decided (stale figures, broken pairing), or None."""
    tokens = _checked_against_edits(result, view)
    if tokens is None:
        broken = unpaired(result.messages)
        if broken is not None:
            return broken
        tokens = recount(result, view)
    if tokens != result.tokens_after:
        return f"the request counts {tokens} tokens, not the {result.tokens_after} decided on"
    if tokens > view.budget.hard_limit:
        return f"the request counts {tokens} tokens, over the limit of {view.budget.hard_limit}"
    return None


def _checked_against_edits(result: CompactResult, view: View) -> int | None:
    """The tokens of `result` when it is the earlier edits applied with some results' text
    changed, checked as such; None when it is anything else (then it is checked in full).

    Such a request is the edits' rendering (checked for pairing once per set of edits) and the
    caller's own messages from where the edits end, object for object, except tool results that
    differ only in their text: pairing is the rendering's, and the count moves by those results.
    The caller's messages were compared in full with the copies taken when they were read
    (`router.reading.prefix`), so their validation and counts are exact.
    """
    differences = None if result.drop_tools else view.against_base(result.messages)
    if differences is None or not all(_text_only(new, old) for new, old in differences):
        return None
    rendered, checked = view.base_rendering()
    covered = len(rendered) + view.size - len(result.messages)  # messages the edits cover
    if "paired" not in checked:
        checked["paired"] = rendering_paired(view.memo, view.chain, rendered, covered)
    if not checked["paired"] or (covered and view.job.prefix.open_after[covered - 1]):
        return None
    message = view.counter.message
    moved = sum(message(new) - message(old) for new, old in differences)
    return view.plan_tokens(view.base) + moved


def _text_only(new: Any, old: Any) -> bool:
    """Whether `new` is the tool result `old` with another text and nothing else changed."""
    if not isinstance(new, dict) or not isinstance(old, dict) or old.get("role") != "tool":
        return False
    if new.keys() != old.keys() or not isinstance(new.get("content"), str):
        return False
    return all(new[key] is old[key] for key in new if key != "content")


def ensure_sendable(result: CompactResult, view: View) -> None:
    """Raise a clear error unless `result` is paired and inside the budget."""
    broken = unpaired(result.messages)
    if broken is not None:
        raise InvalidMessagesError(
            None,
            f"after compaction {broken}",
            "send each assistant tool call followed by one tool message per call",
        )
    tokens = recount(result, view)
    budget = view.budget
    if tokens > budget.hard_limit:
        raise ContextBudgetExceeded(
            tokens=tokens,
            window=budget.window,
            hard_limit=budget.hard_limit,
            tried=(result.rung,),
            reason="the request changed while it was being compacted",
        )
