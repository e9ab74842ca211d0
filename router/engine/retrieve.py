"""What was cut, brought back for a new user turn: whole results it names, passages of others.

Every result the plan cuts (masked, truncated, folded into the summary) is indexed in the
session's memo as it is first seen cut (`cut_index`: BM25). On a new user turn, the turn's
words (then the task's: system prompt and first user message) query the index. Results whose
call the turn names ("the paginators JSON", "the login1 config") come back whole, best ranked
first, within a share of the window; the best passages of the rest follow. Each comes with its
call and `tool_call_id`, as a note on that user turn's message: the turn is new in the request
that carries it, so the prompt cache before it stays whole. The search runs again over the
final plan's cuts, so a result cut by the very request that asks is found too. A note answers
its own turn: at the next user turn it goes (the reply that used it stays), so later requests
do not pay for it. The plan is recorded as a decision, so a replay sends the same bytes.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from router.engine.cut_index import CutIndex, Hit
from router.engine.cut_results import Cut, carried_calls, cut_results, original_text, sent_back
from router.engine.paging import next_page
from router.engine.steps import Attempt
from router.engine.turns import user_turns
from router.history.recalled import (
    NOTE_DROPPED,
    NOTE_HEADING,
    carries_note,
    notes_sent_back,
    recalled_key,
)
from router.history.view import View
from rungs.text import content_text, shorten

__all__ = [
    "RETRIEVED_CHARS",
    "RETRIEVED_UNITS",
    "WHOLE_SHARE",
    "cut_index",
    "retrieve_after_cuts",
    "retrieve_step",
]

RETRIEVED_UNITS = 6
"""Passages brought back for one user turn at most (all but one for the turn, one for the task)."""
RETRIEVED_CHARS = 2_400
"""The characters of the units brought back for one user turn at most."""
WHOLE_SHARE = 24
"""Results the newest turn names (their file, page or URL) come back whole, best ranked first,
while together they are at most this fraction of the request's limit."""
WHOLE_RESULTS = 2
"""Results brought back whole for one turn at most."""
RELATIVE_FLOOR = 0.4
"""A unit scoring below this share of the best unit's score is not brought back."""
SPARE = 1
"""Passages ranked after a query's own that may take the place of one the request already
shows (in a result brought back whole, in a placeholder or the summary)."""


def cut_index(view: View) -> CutIndex:
    """The session's index of cut units, made on first use (kept in the session's memo)."""
    memo = view.memo
    with memo.lock:
        if not isinstance(memo.cut_index, CutIndex):
            memo.cut_index = CutIndex()
        index: CutIndex = memo.cut_index
    return index


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


def _ranked(view: View, cut: dict[str, Cut]) -> list[_Ranked]:
    """The units to bring back, best first: the newest turn's, then the task's, each query's
    own followed by its spares."""
    index = cut_index(view)
    new = [key for key in cut if key not in index.indexed]
    originals = view.originals_of([key for key in new if cut[key].index >= 0])
    texts = {key: original_text(view, cut, key, originals) for key in new}
    index.add_all(
        (key, text, cut[key].tool, cut[key].arguments) for key, text in texts.items() if text
    )
    within = set(cut)
    chosen: list[Hit] = []
    ranked: list[_Ranked] = []
    for number, (query, limit) in enumerate(_queries(view)):
        hits = index.search(query, limit + SPARE + len(chosen), within)
        best = hits[0].score if hits else 0.0
        fresh = [h for h in hits if h.score >= best * RELATIVE_FLOOR and h not in chosen]
        chosen.extend(fresh[:limit])
        ranked += [
            _Ranked(h, number, limit, at >= limit) for at, h in enumerate(fresh[: limit + SPARE])
        ]
    return ranked


@dataclass(frozen=True)
class _Ranked:
    """A passage ranked for one of the queries (`_queries`), which brings back `limit` at most;
    a `spare` one only in place of one the request shows already."""

    hit: Hit
    query: int
    limit: int
    spare: bool


def retrieve_step(attempt: Attempt, room: int) -> None:
    """Bring back what best answers the newest turn and the task, within `room` tokens, as a
    note on the newest user turn.

    A result the turn names (its file, page or URL) and ranks first comes back whole within a
    share of the window (`WHOLE_SHARE`): a person asking about "the paginators JSON" gets that
    result, not three passages of it. Passages of the rest follow, within RETRIEVED_CHARS.
    """
    turn = user_turns(attempt.view).last
    if turn is None:
        return
    view = attempt.view
    key = recalled_key(turn, view.job.messages[turn])
    _answer_only(attempt.plan.recalled, key)
    carried = carried_calls(view)
    if sent_back(view, carried):  # the client's history carries earlier turns' notes: they go
        attempt.plan.recalled.update(
            dict.fromkeys(notes_sent_back(view.job.messages, turn), NOTE_DROPPED)
        )
    if carries_note(view.job.messages[turn]):
        return  # answered already: its note came back with it, and stays as it was sent
    cut = cut_results(attempt, carried)
    if not cut:
        return
    shown = request_text(attempt)
    ranked = _ranked(view, cut)
    hits = [found.hit for found in ranked if not found.spare]
    whole = _whole(attempt, cut, hits, min(room, view.budget.hard_limit // WHOLE_SHARE))
    note = _Note(view, room)
    for result_key, text in whole.items():
        note.lines.append(f"- {_source(cut, result_key)} (whole):\n{text}")
        note.add(_goes_on(view, cut, result_key, whole, shown))
    tried: Counter[int] = Counter()
    for rank, found in enumerate(ranked):
        hit = found.hit
        if tried[found.query] >= found.limit:
            continue
        if hit.key in whole or hit.text in shown or note.holds(hit.text):
            continue  # shown already: a spare passage takes its place
        tried[found.query] += 1
        added = note.add(f"- {_source(cut, hit.key)}:\n{hit.text}", hit.text)
        if added and hit.ends_result and rank == 0:  # the best passage, cut off by its page
            note.add(_goes_on(view, cut, hit.key, whole, shown, note))
    if not note.lines:
        return
    attempt.plan.recalled[key] = "\n".join([NOTE_HEADING, *note.lines])


@dataclass
class _Note:
    """The lines of a note being written, within `room` tokens and RETRIEVED_CHARS of passages."""

    view: View
    room: int
    lines: list[str] = field(default_factory=list)
    chars: int = 0

    def holds(self, text: str) -> bool:
        """Whether a line already written shows `text`."""
        return any(text in line for line in self.lines)

    def add(self, line: str, passage: str | None = None) -> bool:
        """Write `line` (its passage counted against RETRIEVED_CHARS) if it fits."""
        size = len(line if passage is None else passage)
        if not line or self.chars + size > RETRIEVED_CHARS:
            return False
        if self.view.counter.text("\n".join([NOTE_HEADING, *self.lines, line])) > self.room:
            return False
        self.lines.append(line)
        self.chars += size
        return True


def _goes_on(
    view: View,
    cut: dict[str, Cut],
    key: str,
    whole: dict[str, str],
    shown: str,
    note: _Note | None = None,
) -> str:
    """The line that shows how a result (whole, or a passage that ends it) goes on: the first
    passage of its next page (a record the page cut off ends there), or "" when there is none
    to add."""
    follow = next_page(cut, key)
    if follow is None or follow in whole:
        return ""
    head = cut_index(view).head(follow)
    if not head or head in shown or (note is not None and note.holds(head)):
        return ""
    return f"- {_source(cut, follow)} (how it goes on):\n{head}"


def _answer_only(notes: dict[str, str], key: str) -> None:
    """Drop the notes of earlier turns: a note answers the turn that asked, whose reply stays;
    carried on, every later request would pay for it (the cache breaks once, at that turn)."""
    for earlier in [k for k, note in notes.items() if k != key and note != NOTE_DROPPED]:
        del notes[earlier]


def _source(cut: dict[str, Cut], key: str) -> str:
    where = cut[key]
    return f"{where.tool}({shorten(where.arguments, 80)}) tool_call_id={key}"


def _whole(attempt: Attempt, cut: dict[str, Cut], hits: list[Hit], room: int) -> dict[str, str]:
    """The originals of the best-ranked results the newest turn names, by key, while they fit
    in `room` tokens together."""
    view = attempt.view
    queries = _queries(view)
    if len(queries) < 2 or not hits:  # no turn besides the task
        return {}
    named = cut_index(view).named(queries[0][0], set(cut))
    others = sorted(named, key=lambda k: (-named[k], k))  # named, though no passage ranked
    ranked = [k for k in dict.fromkeys([*(h.key for h in hits), *others]) if k in named]
    chosen: dict[str, str] = {}
    spent = 0
    for result_key in ranked[:WHOLE_RESULTS]:
        originals = view.originals_of([result_key]) if cut[result_key].index >= 0 else {}
        text = original_text(view, cut, result_key, originals)
        tokens = view.counter.text(text)
        if text and spent + tokens <= room:
            chosen[result_key] = text
            spent += tokens
    return chosen


def retrieve_after_cuts(attempt: Attempt, limit: int, share: int = 1) -> None:
    """`retrieve_step` again over the plan's final cuts (a result masked or folded by this very
    request is searched too), its room `share` of what is left under `limit`."""
    turn = user_turns(attempt.view).last
    if turn is None:
        return
    messages = attempt.view.job.messages
    attempt.plan.recalled.pop(recalled_key(turn, messages[turn]), None)
    retrieve_step(attempt, max(limit - attempt.tokens(), 0) // share)


def request_text(attempt: Attempt) -> str:
    """The text the plan already shows of the cut results (placeholders and the summary)."""
    plan = attempt.plan
    summary = str(plan.summary["message"]["content"]) if plan.summary else ""
    return "\n".join([summary, *plan.replace.values(), *plan.truncate.values()])
