"""A summary that only appends to the last one is stored as what it appends.

Folds grow one summary a few rounds at a time; stored whole, a long session's edit log would
grow with the square of its length. The stored lines rebuild the message byte for byte, and a
decision replayed on edits that already include it gives the same summary again.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from recorder import Recorder, canonical_json
from router import Router
from router.history.edit_log import Plan
from router.history.summary_delta import extended_summary, stored_summary
from rungs import render_summary
from tests.test_fold import loop_round, run


def summary(body: str, folded: int, start: int = 2) -> dict[str, object]:
    return {"start": start, "end": start + folded, "message": render_summary(body, folded)}


def test_an_appending_summary_is_stored_as_its_lines_and_rebuilt_exactly() -> None:
    first = summary("Heading:\n- a tool_call_id=call_1", 4)
    grown = summary("Heading:\n- a tool_call_id=call_1\n- b tool_call_id=call_2", 6)
    stored = stored_summary(grown, first)
    assert "message" not in stored and stored["append"] == "\n- b tool_call_id=call_2"
    assert extended_summary(first, stored) == grown
    assert extended_summary(grown, stored) == grown  # replayed on edits that include it
    plan = Plan()
    plan.absorb({"summary": first})
    plan.absorb({"summary": stored})
    assert plan.summary == grown


def test_anything_but_an_append_is_stored_whole() -> None:
    first = summary("Heading:\n- a", 4)
    rewritten = summary("Other heading:\n- a", 6)
    moved = summary("Heading:\n- a\n- b", 6, start=3)
    omitted = {**summary("x", 6), "message": render_summary("Heading:\n- a\n- b", 6, omitted=2)}
    for whole in (rewritten, moved, omitted):
        assert stored_summary(whole, first) == whole
    assert stored_summary(first, None) == first
    with pytest.raises(ValueError, match="does not hold"):
        extended_summary(rewritten, stored_summary(summary("Heading:\n- a\n- c", 6), first))


def test_a_long_folded_session_stores_each_fold_once(tmp_path: Path) -> None:
    with Recorder(tmp_path / "r.db") as rec:
        messages, results = run(Router("gpt-4o-mini", context_window=128_000, recorder=rec), 150)
        payloads = [e.payload for e in rec.list_edits(session="fold", limit=0)]
    folds = [p["summary"] for p in payloads if "summary" in p]
    final = next(m for m in results[-1].messages if "tool_call_id=call_0_0" in str(m["content"]))
    assert len(folds) >= 5 and sum("append" in s for s in folds) >= len(folds) - 1
    stored = sum(len(json.dumps(s)) for s in folds)
    assert stored < 2 * len(json.dumps(final))  # each line stored once, not once per fold
    with Recorder(tmp_path / "r.db") as rec:
        again = Router("gpt-4o-mini", context_window=128_000, recorder=rec)
        replayed = again.compact(messages, session_id="fold")
        grown = again.compact(messages + loop_round(150), session_id="fold")
    assert replayed.replayed
    assert canonical_json(replayed.messages) == canonical_json(results[-1].messages)
    assert grown.messages[2] == results[-1].messages[2] or "folded" in (grown.reason or "")
