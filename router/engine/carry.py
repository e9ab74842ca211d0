"""Answers about a session's results carried from one set of earlier edits to the next.

The engine keeps what it found over a request's results with the earlier edits applied (the
placeholders the budgets count, `router.engine.counted`). Each decision adds an edit, so the
next request has a new set of edits and would start every answer again, reading every result.
Edits only add to the plan, so an answer for the earlier set can usually be brought forward by
the payloads of the edits added since: kept here per session and question, with the edits and
the scan it was found over. (Settled scans are carried by the history's own bases,
`router.history.view`.)
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from recorder.types import EditRecord
from router.history.scan import ResultEntry
from router.history.view import View

__all__ = ["carried", "remember"]

_KEPT = 4096


@dataclass(frozen=True)
class _Answer:
    applied: list[EditRecord]
    entries: list[ResultEntry]
    value: Any


_ANSWERS: OrderedDict[tuple[str, Any], _Answer] = OrderedDict()
_LOCK = threading.Lock()


def carried(view: View, question: Any) -> tuple[Any, list[dict[str, Any]]] | None:
    """The answer kept for `question` and the payloads of the edits applied since, oldest
    first; None unless this request's scan is the same and its edits extend those."""
    if view.found is None:
        return None
    with _LOCK:
        answer = _ANSWERS.get((view.job.session_id, question))
    if answer is None or answer.entries is not view.found.entries:
        return None
    applied, size = view.applied, len(answer.applied)
    if applied is not answer.applied and (len(applied) < size or applied[:size] != answer.applied):
        return None
    return answer.value, [edit.payload for edit in applied[size:]]


def remember(view: View, question: Any, value: Any) -> None:
    """Keep `value` as the answer to `question` under this request's edits and scan."""
    if view.found is None:
        return
    key = (view.job.session_id, question)
    with _LOCK:
        _ANSWERS[key] = _Answer(view.applied, view.found.entries, value)
        _ANSWERS.move_to_end(key)
        while len(_ANSWERS) > _KEPT:
            _ANSWERS.popitem(last=False)
