"""No credential reaches the database, on either backend: twenty key shapes and a user's own.

Every text the recorder writes is redacted at the store: edit reasons and payloads (masked
placeholders, summaries), originals, call replies and error text, divergence details.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from typing import Any

import pytest

from judges import LLMJudge
from recorder import CallRecord, EditRecord, Recorder
from router import Router
from router.testing import ScriptedModel
from tests.recorder_worker import (
    JUDGE_MODEL,
    MAX_TOKENS,
    ONE_TRY,
    TOOLS,
    WINDOW,
    conversation,
    is_judge_request,
    model_reply,
)
from tests.reliability_lib.key_shapes import Shape, key_shapes

Sql = Callable[..., list[tuple[Any, ...]]]
MakeEdit = Callable[..., EditRecord]
MakeCall = Callable[..., CallRecord]
TABLES = ("edits", "calls", "originals", "divergences", "sessions")


def pieces(shape: Shape) -> list[str]:
    """What must not appear: the secret, its lines, and its JSON-escaped form."""
    parts = [shape.secret, json.dumps(shape.secret)[1:-1]]
    parts += [line for line in shape.secret.splitlines() if len(line) >= 12]
    return parts


def leaked(texts: Iterable[str], shapes: list[Shape]) -> list[str]:
    """Names of the shapes whose secret appears in any of `texts`."""
    blob = "\n".join(texts)
    return [shape.name for shape in shapes if any(part in blob for part in pieces(shape))]


def database_text(sql: Sql) -> list[str]:
    """Every value of every table, as text."""
    return [
        str(value) for table in TABLES for row in sql(f"SELECT * FROM {table}") for value in row
    ]


def test_twenty_key_shapes_are_redacted_in_every_column_written(
    rec: Recorder, sql: Sql, make_edit: MakeEdit, make_call: MakeCall
) -> None:
    shapes = key_shapes()
    assert len(shapes) == 20
    for index, shape in enumerate(shapes):
        summary = {"role": "user", "content": f"Summary: the agent saw {shape.line}"}
        payload = {"replace": {f"call_{index}": f"[masked; kept: {shape.line}]"}, "summary": {
            "start": 1, "end": 3, "message": summary}}  # fmt: skip
        rec.save_edit(
            make_edit(anchor_len=index + 1, reason=f"judge: {shape.line}", payload=payload)
        )
        rec.save_original("s1", f"call_{index}", "env", f"output:\n{shape.line}\n")
        reply = {"choices": [{"message": {"role": "assistant", "content": shape.line}}]}
        rec.save_call(make_call(f"fp{index}", reply=reply, outcome=f"error: 401 {shape.line}"))
        rec.save_divergence("s1", index, {"detail": shape.line})
    assert leaked(database_text(sql), shapes) == []
    edits = rec.load_edits("s1")
    assert len(edits) == 20 and all("[REDACTED]" in edit.reason for edit in edits)
    assert rec.verify() == []  # stored hashes are those of the redacted payloads
    assert "[REDACTED]" in (rec.get_original("s1", "call_0") or "")


def test_a_users_own_patterns_are_redacted_too(
    db_target: str, sql: Sql, make_edit: MakeEdit
) -> None:
    with Recorder(db_target, redact_patterns=[r"ACME-\d{6}", re.compile("internal-[a-z]+")]) as rec:
        rec.save_edit(make_edit(reason="ticket ACME-123456 about internal-payroll"))
        rec.save_original("s1", "call_1", "tool", "ACME-654321")
    texts = database_text(sql)
    assert not any("ACME-" in text or "internal-payroll" in text for text in texts)


def test_a_bad_user_pattern_is_refused_with_the_fix(db_path: Any) -> None:
    with pytest.raises(ValueError, match=r"not a regular expression.*re\.escape"):
        Recorder(db_path, redact_patterns=["key-(unclosed"])


def echoing_reply(shapes: list[Shape]) -> Callable[[dict[str, Any]], Any]:
    """The deterministic model of the recorder tests, but its judge and summary echo every key."""
    leak = "; ".join(shape.line for shape in shapes)

    def reply(request: dict[str, Any]) -> Any:
        answer = model_reply(request)
        if not is_judge_request(request) or not isinstance(answer, str):
            return answer
        try:
            value = json.loads(answer)
        except ValueError:
            return f"{answer} Keys seen: {leak}"
        if isinstance(value, dict) and "reason" in value:
            value["reason"] = f"{value['reason']}; saw {leak}"
        return json.dumps(value)

    return reply


def with_keys(messages: list[dict[str, Any]], shapes: list[Shape]) -> list[dict[str, Any]]:
    """The conversation with every tool result carrying the secrets (an env dump in the page)."""
    dump = "\n".join(shape.line for shape in shapes)
    return [
        {**m, "content": f"{m['content']}\n{dump}"} if m.get("role") == "tool" else m
        for m in messages
    ]


def test_keys_echoed_by_the_judge_and_summariser_or_in_masked_results_stay_out(
    db_target: str, sql: Sql
) -> None:
    shapes = key_shapes()
    backend = ScriptedModel(default=echoing_reply(shapes))
    router = Router(
        "gpt-4o-mini",
        context_window=WINDOW,
        preset="fill",  # judged rungs (retain, summarize) early, so the judge's words are stored
        max_result_tokens=None,
        judge=LLMJudge(JUDGE_MODEL),
        recorder=Recorder(db_target),
        backend=backend,
        retry=ONE_TRY,
    )
    rungs = set()
    for rounds in range(1, 16):
        messages = with_keys(conversation(rounds, rows=12), shapes)
        result = router.compact(messages, session_id="keys", tools=TOOLS, max_tokens=MAX_TOKENS)
        rungs.add(result.rung)
        assert result.recorded
    router.store.close()  # type: ignore[attr-defined]
    # which judged rung the scripted judge picks depends on the session's history; what matters
    # here is that a judge (and the summariser) spoke, so their echoed keys reached the store
    assert rungs & {"retain", "summarize"}, "the judge and the summariser were not asked"
    assert sql("SELECT count(*) FROM originals")[0][0] > 0
    assert sql("SELECT count(*) FROM calls")[0][0] > 0
    assert any("[REDACTED]" in str(row[0]) for row in sql("SELECT reason FROM edits"))
    assert leaked(database_text(sql), shapes) == []
