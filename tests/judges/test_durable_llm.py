"""LLMSummarizer's typed item list, merged with the ledger's and checked, through the router."""

from __future__ import annotations

import json
from typing import Any

from judgekit import drive

from judges import LLMJudge, SummaryInput
from judges.durable_section import parse_section
from router import RetryPolicy, Router
from router.testing import ScriptedModel

FAST = RetryPolicy(attempts=2, max_seconds=30, base_wait=0.001, max_wait=0.01)
RULE = "Never deploy to production on Fridays."
OLD_CAP = "$40k"
NEW_CAP = "$55k"


def history() -> list[dict[str, Any]]:
    """A chat with a rule, a cap changed later, and many rounds of talk after both."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a release assistant."},
        {"role": "user", "content": "Plan the Q3 release of the billing service."},
        {"role": "user", "content": RULE},
        {"role": "assistant", "content": "Understood."},
        {"role": "user", "content": f"The budget cap is {OLD_CAP}."},
        {"role": "assistant", "content": "Noted."},
    ]
    for index in range(40):
        talk = f"Step {index}: reviewed module m{index} of the billing service. " + "detail " * 60
        messages.append({"role": "user", "content": talk})
        messages.append({"role": "assistant", "content": f"Reviewed m{index}. " + "ok " * 40})
        if index == 5:
            messages.append(
                {"role": "user", "content": f"Actually, raise the budget cap to {NEW_CAP}."}
            )
            messages.append({"role": "assistant", "content": "Done."})
    messages.append({"role": "user", "content": "What is left to review?"})
    return messages


def backend(summary: str) -> tuple[ScriptedModel, list[str]]:
    """Routing says summarise, targets lists nothing, the summariser answers `summary`."""
    seen: list[str] = []

    def reply(messages: list[dict[str, Any]], kwargs: dict[str, Any]) -> str:
        schema = (kwargs.get("response_format") or {}).get("json_schema") or {}
        purpose = str(schema.get("name", "main")).removesuffix("_reply")
        seen.append(purpose)
        if purpose == "routing":
            return json.dumps({"rung": "summarize", "reason": "chat"})
        if purpose == "summary_targets":
            return json.dumps({"must_keep": []})
        return summary if purpose == "summary" else "ok"

    return ScriptedModel(default=reply), seen


def compact(summary: str, session: str) -> tuple[Router, Any, str]:
    """Compact the history with the scripted summary reply; the summary message's text."""
    model, seen = backend(summary)
    router = Router(
        "gpt-4o-mini",
        judge=LLMJudge("judge-model"),
        backend=model,
        retry=FAST,
        context_window=5_000,
    )
    result = router.compact(history(), session_id=session, max_tokens=500)
    assert result.rung == "summarize" and "summary" in seen
    text = next(
        str(m["content"])
        for m in result.messages
        if "[compaction-router summary" in str(m.get("content"))
    )
    return router, result, text


def test_a_rule_the_model_dropped_is_kept_and_a_value_it_kept_after_a_change_is_not() -> None:
    reply = json.dumps(
        {
            "summary": f"Reviewed billing modules. The budget cap is {OLD_CAP}.",
            "items": [{"kind": "constraint", "text": f"The budget cap is {OLD_CAP}."}],
        }
    )
    _router, result, text = compact(reply, "merge")
    assert RULE in text
    assert OLD_CAP not in text
    assert ("rule", RULE) in parse_section(text)  # the same typed section the next round reads
    assert "ledger" not in result.reason


def test_a_reply_that_is_not_the_schema_falls_back_to_the_ledger_and_says_so() -> None:
    cut_off = '{"summary": "Reviewed billing; cap $40k", "items": [{"kind": "rule", "te'
    router, result, text = compact(cut_off, "garbage")
    assert RULE in text and NEW_CAP in text
    assert OLD_CAP not in text
    assert '"items"' not in text  # broken JSON is not pasted in as prose
    assert "durable items from the ledger" in result.reason
    assert "durable items from the ledger" in router.store.load_edits("garbage")[-1].reason


def test_llm_targets_merge_the_typed_list_with_the_ledger() -> None:
    messages = history()[:22]  # the cap is changed in the 19th message
    inp = SummaryInput(
        goal="Plan the release", messages=messages, previous_summary=None, count_tokens=len
    )
    listed = [
        {"kind": "constraint", "text": f"The budget cap is {OLD_CAP}."},
        {"kind": "fact", "text": "an item nobody stated"},
    ]
    reply = json.dumps({"must_keep": ["Step 0"], "items": listed})
    targets, _ = drive(LLMJudge("m").summary_targets(inp), lambda request: reply)
    assert RULE in targets.must_keep  # the model left it out; the ledger holds it
    assert not any(OLD_CAP in item for item in targets.must_keep)
    assert not any("nobody stated" in item for item in targets.must_keep)
    assert f"The budget cap is {OLD_CAP}." in targets.superseded
