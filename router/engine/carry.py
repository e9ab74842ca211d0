"""Answers about a session's results carried from one set of earlier edits to the next.

The engine keeps what it found over a request's results with the earlier edits applied (the
placeholders the budgets count, `router.engine.counted`). Each decision adds an edit, so the
next request has a new set of edits and would start every answer again, reading every result.
Edits only add to the plan, so an answer for the earlier set can usually be brought forward by
the payloads of the edits added since: kept in the session's memo by question, with the edits and
the scan it was found over. (Settled scans are carried by the history's own bases,
`router.history.bases`.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from recorder.types import EditRecord
from router.history.scan import ResultEntry
from router.history.view import View

__all__ = ["carried", "remember"]


@dataclass(frozen=True)
class _Answer:
    applied: list[EditRecord]
    entries: list[ResultEntry]
    value: Any


def carried(view: View, question: Any) -> tuple[Any, list[dict[str, Any]]] | None:
    """The answer kept for `question` and the payloads of the edits applied since, oldest
    first; None unless this request's scan is the same and its edits extend those."""
    answer = view.memo.answer(question)
    if not isinstance(answer, _Answer) or answer.entries is not view.found.entries:
        return None
    applied, size = view.applied, len(answer.applied)
    if applied is not answer.applied and (len(applied) < size or applied[:size] != answer.applied):
        return None
    return answer.value, [edit.payload for edit in applied[size:]]


def remember(view: View, question: Any, value: Any) -> None:
    """Keep `value` as the answer to `question` under this request's edits and scan."""
    view.memo.keep_answer(question, _Answer(view.applied, view.found.entries, value))
