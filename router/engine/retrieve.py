"""Units of cut results brought back for a new user turn, ranked by BM25 (`cut_index`).

Every result the plan cuts (masked, truncated, folded into the summary) is indexed in the
session's memo as it is first seen cut. On a new user turn, the turn's words (then the task's:
system prompt and first user message) query the index; the best units come back verbatim, each
with its call and `tool_call_id`, as a note on that user turn's message: the turn is new in the
request that carries it, so the prompt cache before it stays whole, and later requests send it
the same way. The plan is recorded as a decision, so a replay sends the same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass

from router.engine.cut_index import CutIndex, Hit
from router.engine.steps import Attempt
from router.engine.turns import user_turns
from router.history.recalled import recalled_key
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
ASKED = (
    "[compaction-router: passages of earlier tool results this message may be about; "
    "recall by tool_call_id for the whole result]"
)


@dataclass(frozen=True)
class _Cut:
    """A result the plan cuts: where it is and the call behind it."""

    index: int
    tool: str
    arguments: str


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
            found[key] = _Cut(index, tool, arguments)
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
    tokens and RETRIEVED_CHARS characters, as a note on the newest user turn; tokens added."""
    turn = user_turns(attempt.view).last
    cut = _cut(attempt)
    if turn is None or not cut:
        return 0
    messages = attempt.view.job.messages
    key = recalled_key(turn, messages[turn])
    shown = request_text(attempt)
    lines: list[str] = []
    chars = 0
    for hit in _ranked(attempt.view, cut):
        where = cut[hit.key]
        if chars + len(hit.text) > RETRIEVED_CHARS or hit.text in shown:
            continue
        source = f"{where.tool}({shorten(where.arguments, 80)}) tool_call_id={hit.key}"
        line = f"- {source}:\n{hit.text}"
        note = "\n".join([ASKED, *lines, line])
        if attempt.view.counter.text(note) > room:
            continue
        lines.append(line)
        chars += len(hit.text)
    if not lines:
        return 0
    note = "\n".join([ASKED, *lines])
    attempt.plan.recalled[key] = note
    return attempt.view.counter.text(note)


def request_text(attempt: Attempt) -> str:
    """The text the plan already shows of the cut results (placeholders and the summary)."""
    plan = attempt.plan
    summary = str(plan.summary["message"]["content"]) if plan.summary else ""
    return "\n".join([summary, *plan.replace.values(), *plan.truncate.values()])
