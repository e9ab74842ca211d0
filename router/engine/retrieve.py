"""Units of cut results brought back for a new user turn, ranked by BM25 (`cut_index`).

Every result the plan cuts (masked, truncated, folded into the summary) is indexed in the
session's memo as it is first seen cut. On a new user turn, the turn's words (then the task's:
system prompt and first user message) query the index; the best units come back verbatim where
refresh places excerpts: below the placeholder of a masked result (which names its call and
`tool_call_id`), or in the summary's "Asked about since" block with their call and id for a
folded one. The refreshed plan is recorded as a decision, so a replay sends the same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass

from router.engine.cut_index import CutIndex, Hit
from router.engine.steps import Attempt
from router.engine.turns import user_turns
from router.history.view import View
from rungs import call_index, result_keys
from rungs.text import content_text, shorten

__all__ = ["RETRIEVED_CHARS", "RETRIEVED_UNITS", "cut_index", "retrieve_step"]

RETRIEVED_UNITS = 6
"""Passages brought back for one user turn at most (all but one for the turn, one for the task)."""
RETRIEVED_CHARS = 2_400
"""The characters of the units brought back for one user turn at most."""
RELATIVE_FLOOR = 0.4
"""A unit scoring below this share of the best unit's score is not brought back."""
ASKED = "Asked about since (excerpts of folded tool results; recall by tool_call_id for more):"


@dataclass(frozen=True)
class _Cut:
    """A result the plan cuts: where it is, the call behind it, and whether it was folded."""

    index: int
    tool: str
    arguments: str
    folded: bool


def cut_index(view: View) -> CutIndex:
    """The session's index of cut units, made on first use (kept in the session's memo)."""
    memo = view.memo
    with memo.lock:
        if not isinstance(memo.cut_index, CutIndex):
            memo.cut_index = CutIndex()
        index: CutIndex = memo.cut_index
    return index


def _cut(attempt: Attempt) -> dict[str, _Cut]:
    """The results the plan masks, truncates or folds, by result key."""
    plan, messages = attempt.plan, attempt.view.job.messages
    summary = plan.summary
    start, end = (summary["start"], summary["end"]) if summary else (0, 0)
    calls = call_index(messages)
    found: dict[str, _Cut] = {}
    for index, key in enumerate(result_keys(messages)):
        folded = start <= index < end
        if key and (folded or key in plan.replace or key in plan.truncate):
            call_id = str(messages[index].get("tool_call_id", ""))
            tool, arguments = calls.get(call_id, ("tool", ""))
            found[key] = _Cut(index, tool, arguments, folded)
    return found


def _queries(view: View) -> list[tuple[str, int]]:
    """The newest user turn's text and the task's (system prompt and first user message), each
    with how many units it may bring back."""
    messages, turns = view.job.messages, user_turns(view)
    system = " ".join(
        content_text(m.get("content")) for m in messages if m.get("role") in ("system", "developer")
    )
    first = content_text(messages[turns.first].get("content")) if turns.first is not None else ""
    task = f"{system}\n{first}".strip()
    if turns.last is None or turns.last == turns.first:
        return [(task, RETRIEVED_UNITS)]
    newest = content_text(messages[turns.last].get("content"))
    return [(newest, RETRIEVED_UNITS - 1), (task, 1)]


def _ranked(view: View, cut: dict[str, _Cut]) -> list[Hit]:
    """The units to bring back, best first: the newest turn's, then the task's."""
    index = cut_index(view)
    messages = view.job.messages
    originals = view.originals_of([k for k in cut if k not in index.indexed])
    index.add_all(
        (
            key,
            originals.get(key) or content_text(messages[c.index].get("content")),
            c.tool,
            c.arguments,
        )
        for key, c in cut.items()
    )
    within = set(cut)
    chosen: list[Hit] = []
    for query, limit in _queries(view):
        hits = index.search(query, limit + len(chosen), within)
        best = hits[0].score if hits else 0.0
        fresh = [h for h in hits if h.score >= best * RELATIVE_FLOOR and h not in chosen]
        chosen.extend(fresh[:limit])
    return chosen


def retrieve_step(attempt: Attempt, room: int) -> int:
    """Bring back the units that best answer the newest turn and the task, within `room`
    tokens and RETRIEVED_CHARS characters; tokens added."""
    cut = _cut(attempt)
    if not cut:
        return 0
    plan, count = attempt.plan, attempt.view.counter.text
    added_tokens, added_chars = 0, 0
    folded: list[str] = []
    for hit in _ranked(attempt.view, cut):
        where = cut[hit.key]
        if added_chars + len(hit.text) > RETRIEVED_CHARS:
            continue
        if not where.folded and hit.key in plan.replace:
            old = plan.replace[hit.key]
            if hit.text in old:
                continue
            new = f"{old}\n{hit.text}"
            grow = count(new) - count(old)
            if added_tokens + grow > room:
                continue
            plan.replace[hit.key] = new
        elif where.folded and plan.summary:
            source = f"{where.tool}({shorten(where.arguments, 80)}) tool_call_id={hit.key}"
            line = f"{source}: {hit.text}"
            if hit.text in str(plan.summary["message"]["content"]) or line in folded:
                continue
            grow = count(line)
            if added_tokens + grow > room:
                continue
            folded.append(line)
        else:
            continue  # a truncated result still shows its head; its units are indexed
        added_tokens += grow
        added_chars += len(hit.text)
    if folded:
        _append_folded(attempt, folded)
    return added_tokens


def _append_folded(attempt: Attempt, lines: list[str]) -> None:
    """Append units of folded results to the summary's "Asked about since" block."""
    summary = attempt.plan.summary
    assert summary is not None
    text = str(summary["message"]["content"])
    block = "\n".join(lines)
    content = f"{text}\n{block}" if ASKED in text else f"{text}\n{ASKED}\n{block}"
    attempt.plan.summary = {**summary, "message": {**summary["message"], "content": content}}
