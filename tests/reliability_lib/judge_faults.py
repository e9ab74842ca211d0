"""Case 2, judge faults: an LLMJudge behind the local server fails in every way it can.

The decision is still made (recorded as a fallback when the judge gave up), the request still
fits and stays paired, and a second identical request replays the decision with no model call.
"""

from __future__ import annotations

import json
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judges import LLMJudge
from judges.llm import DEFAULT_JUDGE_WINDOW
from judges.summarizer import DEFAULT_SUMMARY_WINDOW
from recorder import Recorder
from router import RetryPolicy, Router
from router.provider.backend import load_litellm
from router.testing import Fault, LocalOpenAIServer
from tests.reliability_lib.common import (
    JUDGE_MODEL,
    LOCAL_KEY,
    TOOLS,
    JudgeReplies,
    Row,
    conversation,
    pairing_problem,
    purpose_of,
    request_problem,
)

MODEL = "gpt-4o-mini"
WINDOW = 8000
RESERVE = 500
FAST = RetryPolicy(attempts=2, max_seconds=2, base_wait=0.001, max_wait=0.01)
JUDGE_TIMEOUT = 0.3
SLOW = 6.0  # seconds: every judge call of one decision, each within the 2 s retry budget
LONG = 100 * 400 * 4  # a reply about 100× the 400 tokens a routing judge is asked for


@dataclass
class Scenario:
    """One way for the judge to fail: faults to inject and/or replies to give."""

    name: str
    faults: Sequence[Fault] = ()
    replies: dict[str, Callable[[dict[str, Any]], Any]] = field(default_factory=dict)
    rung: str = "retain"
    rounds: int = 9
    gives_up: bool = True
    judge_kwargs: dict[str, Any] = field(default_factory=dict)


class Replies(JudgeReplies):
    """The deterministic judge with some judgements overridden; counts the bad replies."""

    def __init__(self, scenario: Scenario) -> None:
        super().__init__(rung=scenario.rung)
        self.overrides = scenario.replies
        self.bad = 0

    def __call__(self, body: dict[str, Any]) -> Any:
        override = self.overrides.get(purpose_of(body))
        if override is not None:
            self.bad += 1
            return override(body)
        return super().__call__(body)


def _const(text: str) -> Callable[[dict[str, Any]], Any]:
    return lambda body: text


def scenarios() -> list[Scenario]:
    """Every judge fault of the issue, each on its own server and session."""
    delay = Fault.delay(1.5)
    return [
        Scenario("timeout", [delay, delay], judge_kwargs={"timeout": JUDGE_TIMEOUT}),
        Scenario("429 with Retry-After", [Fault.rate_limit(retry_after=0.05)] * 2),
        Scenario("429 with a Retry-After past the budget", [Fault.rate_limit(retry_after=25)]),
        Scenario("429 without Retry-After", [Fault.rate_limit()] * 2),
        Scenario("429 once, then an answer", [Fault.rate_limit(retry_after=0.01)], gives_up=False),
        Scenario("500s", [Fault.server_error(), Fault.server_error(503)]),
        Scenario("connection reset", [Fault.reset(), Fault.reset()]),
        Scenario("truncated JSON body", [Fault.truncated_json(), Fault.truncated_json()]),
        Scenario("truncated JSON reply", replies={"routing": _const('{"rung": "ma')}),
        Scenario(
            "valid JSON, invalid rung",
            replies={"routing": _const(json.dumps({"rung": "delete_all", "reason": "x"}))},
        ),
        Scenario(
            "'nothing' over the hard limit",
            replies={"routing": _const(json.dumps({"rung": "nothing", "reason": "fine"}))},
            rounds=12,
        ),
        Scenario(
            "retention ids that do not exist",
            replies={
                "retention": _const(
                    json.dumps({"needed": ["call_nope", "id=ghost", "../x", ""], "reason": "r"})
                )
            },
            gives_up=False,
        ),
        Scenario(
            "reply 100× longer than asked",
            replies={"routing": _const(json.dumps({"rung": "mask", "reason": "x" * LONG}))},
        ),
        Scenario(
            "valid JSON, then 100× more text",
            replies={"routing": _const('{"rung": "mask", "reason": "ok"}' + " tail" * (LONG // 5))},
            gives_up=False,
        ),
        Scenario(
            "summary judge and summariser garbage",
            replies={
                "summary_targets": _const("no json here " * 1000),
                "summary": _const("[compaction-router summary of 999 earlier messages]" * 2000),
            },
            rung="summarize",
            rounds=12,
            gives_up=False,
        ),
        Scenario("every judge call a 500", [Fault.server_error()] * 40, rung="summarize"),
    ]


def _judge_request_problem(request: Any) -> str | None:
    """A judge request must be a paired list and fit its model's window (judge or summariser)."""
    problem = pairing_problem(request.get("messages") or [])
    if problem is not None:
        return f"unpaired judge request: {problem}"
    purpose = purpose_of(request)
    window = DEFAULT_SUMMARY_WINDOW if purpose == "summary" else DEFAULT_JUDGE_WINDOW
    if request.requested_tokens > window:
        return (
            f"oversized {purpose} request: {request.requested_tokens} tokens > its window {window}"
        )
    return None


def run_scenario(scenario: Scenario, folder: Path, row: Row) -> None:
    """One scenario on a fresh server, router and session."""
    replies = Replies(scenario)
    with LocalOpenAIServer(default=replies) as srv, Recorder(folder / "judge.db") as recorder:
        judge = LLMJudge(
            f"openai/{JUDGE_MODEL}",
            api_base=srv.base_url,
            api_key=LOCAL_KEY,
            **scenario.judge_kwargs,
        )
        router = Router(MODEL, context_window=WINDOW, judge=judge, recorder=recorder, retry=FAST)
        srv.inject(*scenario.faults)
        messages = conversation(scenario.rounds)
        session = f"judge-{scenario.name}"
        began = time.monotonic()
        try:
            result = router.compact(messages, tools=TOOLS, session_id=session, max_tokens=RESERVE)
        except Exception as error:
            row.fail(f"{scenario.name}: {type(error).__name__}")
            row.broken(f"{scenario.name}: compact raised {type(error).__name__}: {error}")
            return
        took = time.monotonic() - began
        if took > SLOW:
            row.broken(f"{scenario.name}: the decision took {took:.1f} s (retry budget 2 s)")
        sent = _settled_count(srv)
        row.runs += 1
        row.faults += sum(1 for r in srv.requests if r.fault is not None) + replies.bad
        row.requests += sent
        for request in srv.requests:
            problem = _judge_request_problem(request)
            if problem is not None:
                row.bad(f"{scenario.name}: {problem}")
        problem = request_problem(
            result.messages, model=MODEL, window=WINDOW, reserve=RESERVE, tools=TOOLS
        )
        if problem is not None:
            row.bad(f"{scenario.name}: compacted request {problem}")
        _check_record(scenario, router, recorder, result, row)
        again = router.compact(messages, tools=TOOLS, session_id=session, max_tokens=RESERVE)
        if again.messages != result.messages or len(srv.requests) != sent:
            row.broken(f"{scenario.name}: the repeat was not a free, byte-identical replay")
        if srv.pending_faults:
            row.notes.append(f"{scenario.name}: {len(srv.pending_faults)} faults never reached")


def _settled_count(srv: LocalOpenAIServer, quiet: float = 0.5, bound: float = 5.0) -> int:
    """Requests the server has logged once none arrived for `quiet` seconds (at most `bound`).

    A judge attempt the client gave up on (a timeout) can reach the server's log after the
    decision returned; counted late, it would look like a model call made by the repeat.
    """
    deadline = time.monotonic() + bound
    count = len(srv.requests)
    while time.monotonic() < deadline:
        time.sleep(quiet)
        now = len(srv.requests)
        if now == count:
            break
        count = now
    return count


def _check_record(
    scenario: Scenario, router: Router, recorder: Recorder, result: Any, row: Row
) -> None:
    if result.decision_id is None:
        row.lost(f"{scenario.name}: no decision recorded (rung {result.rung})")
        return
    stored = recorder.get_edit(result.decision_id)
    if stored is None:
        row.lost(f"{scenario.name}: decision {result.decision_id} is not in the database")
        return
    if scenario.gives_up and stored.source != "fallback":
        row.broken(f"{scenario.name}: the judge gave up but the edit's source is {stored.source!r}")
    if not scenario.gives_up and stored.source == "fallback":
        row.broken(f"{scenario.name}: the judge answered but the edit is marked a fallback")
    row.notes.append(f"{scenario.name}: {stored.rung} ({stored.source})")


def run(names: Sequence[str] | None = None) -> Row:
    """All scenarios (or those named)."""
    row = Row("2. judge faults (LLMJudge via local server)")
    load_litellm()  # imported once up front, so no scenario's timing pays for the import
    with tempfile.TemporaryDirectory() as tmp:
        for scenario in scenarios():
            if names is None or scenario.name in names:
                run_scenario(scenario, Path(tmp), row)
    return row
