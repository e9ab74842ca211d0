"""Decision reasons read as sentences for a person, and a fold's reason names the range it made."""

from __future__ import annotations

import re

from router import Router
from tests.conftest import TOOLS, tool_loop


def test_reasons_count_in_words_and_a_fold_names_the_summarys_range() -> None:
    router = Router("gpt-4o-mini", context_window=32_000)
    for rounds in range(1, 120):
        router.compact(tool_loop(rounds), tools=TOOLS, session_id="s")
    edits = [e for e in router.store.load_edits("s") if e.rung == "mask"]
    reasons = [e.reason or "" for e in edits]
    assert reasons and not any(re.search(r"\b1 [a-z ]*results\b", r) for r in reasons)
    assert not any("placeholders shortened (over" in r for r in reasons)
    folds = [e for e in edits if "folded" in (e.reason or "") and "summary" in e.payload]
    assert folds, "a long loop folds its masked rounds"
    for edit in folds:
        summary = edit.payload["summary"]
        whole = f"messages {summary['start']}–{summary['end'] - 1}"
        assert whole in (edit.reason or ""), (whole, edit.reason)
