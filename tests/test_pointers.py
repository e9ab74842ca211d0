"""Every result a summary folds stays reachable: its tool_call_id is in what goes out."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from router import Router
from rungs import POINTERS_HEADING, pointer_lines, pointers_in
from tests.test_judged import ForgetfulSummarizer

Message = dict[str, Any]
TALK = (
    "We went over the rollout again in the meeting; people mostly talked about the offsite, "
    "the hiring plan and which dashboards they still open every morning. "
)


def session(rounds: int, talk: int, calls: int) -> list[Message]:
    """A chat that reads files now and then and talks a lot in between."""
    messages: list[Message] = [
        {"role": "system", "content": "You are the team's assistant."},
        {"role": "user", "content": "Keep notes on what we read and discuss."},
    ]
    for number in range(rounds):
        group = [
            {"id": f"call_{number}_{k}", "type": "function",
             "function": {"name": "read_file",
                          "arguments": json.dumps({"path": f"/srv/notes/{number}-{k}.md"})}}
            for k in range(calls)
        ]  # fmt: skip
        messages.append({"role": "assistant", "content": None, "tool_calls": group})
        messages += [
            {"role": "tool", "tool_call_id": c["id"], "content": f"Note {c['id']}: " + TALK}
            for c in group
        ]
        messages.append({"role": "user", "content": TALK * talk})
        messages.append({"role": "assistant", "content": "Noted. " + TALK})
    return messages


def ids(messages: list[Message]) -> set[str]:
    return {str(m["tool_call_id"]) for m in messages if m.get("role") == "tool"}


@settings(max_examples=12, deadline=None)
@given(st.integers(8, 30), st.integers(2, 12), st.integers(1, 3))
def test_a_summary_never_leaves_a_folded_result_unnamed(rounds: int, talk: int, calls: int) -> None:
    messages = session(rounds, talk, calls)
    router = Router("gpt-4o-mini", context_window=8_000)
    result = router.compact(messages, session_id="notes", max_tokens=300)
    sent = json.dumps(result.messages)
    assert all(call_id in sent for call_id in ids(messages))
    assert result.tokens_after <= 8_000


def test_the_router_adds_the_pointers_a_summariser_left_out() -> None:
    messages = session(30, 10, 2)
    router = Router("gpt-4o-mini", context_window=8_000, summarizer=ForgetfulSummarizer(),
                    mask_trigger=None)  # fmt: skip
    result = router.compact(messages, session_id="notes", max_tokens=300)
    assert result.rung == "summarize"
    summary = next(m for m in result.messages if "summary of" in str(m.get("content"))[:60])
    assert POINTERS_HEADING in summary["content"]
    assert all(call_id in json.dumps(result.messages) for call_id in ids(messages))


def test_pointer_lines_group_ids_by_tool_when_long() -> None:
    messages = session(40, 0, 3)
    lines = pointer_lines(messages, 0, len(messages), shown="")
    assert lines[0] == POINTERS_HEADING and len(lines) == 2  # one tool: one grouped line
    assert lines[1].startswith("- read_file ×120: call_0_0 call_0_1")
    assert lines[1].endswith("call_39_2") and all(c in lines[1] for c in ids(messages))
    many = session(400, 0, 3)  # 1,200 ids would pass the allowance again: first and last
    assert pointer_lines(many, 0, len(many), shown="")[1:] == [
        "- read_file ×1200: call_0_0 … call_399_2 (in call order)"
    ]
    pointed = '- read_file({"path": "/srv/notes/0-0.md"}) tool_call_id=call_0_0'
    few = pointer_lines(session(2, 0, 3), 0, 12, shown=pointed)
    assert few[1:] == [
        f'- read_file({{"path": "/srv/notes/{n}-{k}.md"}}) tool_call_id=call_{n}_{k}'
        for n, k in ((0, 1), (0, 2), (1, 0), (1, 1), (1, 2))
    ]


def test_an_id_named_in_prose_still_gets_a_pointer_line() -> None:
    prose = "Read notes 0-0 (call_0_0) and found nothing new."
    messages = session(1, 0, 1)
    lines = pointer_lines(messages, 0, len(messages), shown=prose)
    assert lines[1:] == ['- read_file({"path": "/srv/notes/0-0.md"}) tool_call_id=call_0_0']
    assert [call_id for _, _, call_id in pointers_in(f"{prose}\n{lines[1]}")] == ["call_0_0"]
