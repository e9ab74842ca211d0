"""The keyed operator of examples/pyflink_sessions.py: one agent round per event, per session.

Each event is the next round of one session (the key). The session's whole conversation lives
in Flink keyed state (checkpointed with it); the operator sends it through one `router.Router`
per task slot, made in `open()`, whose recorder is the shared PostgreSQL database, so a request
replayed after a restart meets the decisions and judge replies recorded before it. Without the
router (`use_router=False`) the same operator sends the whole conversation as it is.

A failure is injected once: on the first task attempt, subtask 0 raises at the first event,
from its `fail_at`-th on, whose round asked the judge or summariser, once a checkpoint has
completed (one is on disk). It raises after that round's calls were sent, so Flink restarts
every task from the last checkpoint and the rounds after it, this one included, run again.
"""

from __future__ import annotations

import glob
import json
import os
import time
from collections.abc import Iterator
from typing import Any

from pyflink.common import Types
from pyflink.datastream import KeyedProcessFunction, RuntimeContext
from pyflink.datastream.state import ValueStateDescriptor
from pyflink_model import AGENT_MODEL, JUDGE_MODEL, SUMMARY_MODEL, TOOLS, SessionModel, order_rows
from pyflink_pg import Ledger

__all__ = ["AgentSessions", "InjectedFailure", "first_messages"]

MAX_TOKENS = 512


class InjectedFailure(RuntimeError):
    """The one failure the example injects to make Flink restart from a checkpoint."""


def first_messages(session: str) -> list[dict[str, Any]]:
    """A session's opening: the system prompt and the user's task."""
    return [
        {"role": "system", "content": f"You audit the orders of {session}. Use lookup_orders."},
        {
            "role": "user",
            "content": f"Page through every order page of {session} and list each flagged "
            "chargeback (CB-...) with its order.",
        },
    ]


def completed_checkpoint(folder: str) -> str | None:
    """The newest checkpoint with its metadata on disk under `folder`, if any."""
    found = glob.glob(os.path.join(folder, "*", "chk-*", "_metadata"))
    if not found:
        return None
    return max((os.path.basename(os.path.dirname(path)) for path in found), key=_number)


def _number(name: str) -> int:
    """The N of chk-N."""
    return int(name.rsplit("-", 1)[-1])


class AgentSessions(KeyedProcessFunction):  # type: ignore[misc]
    """One agent round per event; emits (session, rounds, attempt) after the last round."""

    def __init__(self, settings: dict[str, Any]) -> None:
        self.settings = dict(settings)

    def open(self, runtime_context: RuntimeContext) -> None:
        """One model stand-in, one Router and one ledger connection for this task slot."""
        s = self.settings
        self.attempt = runtime_context.get_attempt_number()
        self.subtask = runtime_context.get_index_of_this_subtask()
        self.events = 0
        self.ledger = Ledger(s["db"], s["job"], self.attempt, self.subtask)
        self.model = SessionModel(s["window"], strict=s["use_router"])
        self.router = _router(s, self.model) if s["use_router"] else None
        self.history = runtime_context.get_state(ValueStateDescriptor("history", Types.STRING()))

    def close(self) -> None:
        """Close the recorder and the ledger connection."""
        if self.router is not None:
            self.router.store.close()
        self.ledger.close()

    def process_element(self, value: Any, ctx: KeyedProcessFunction.Context) -> Iterator[Any]:
        """Run the session's next round; after its last, emit the session's outcome."""
        session = ctx.get_current_key()
        stored = self.history.value()
        messages = json.loads(stored) if stored else first_messages(session)
        page = 1 + sum(1 for m in messages if m["role"] == "assistant")
        reply, judged = self._call(session, page, messages)
        self._maybe_fail(session, page, judged)
        call = reply["tool_calls"][0]
        messages += [reply, {"role": "tool", "tool_call_id": call["id"],
                             "content": order_rows(session, page)}]  # fmt: skip
        self.history.update(json.dumps(messages))
        if page == self.settings["rounds"]:
            yield session, page, self.attempt

    def _call(
        self, session: str, page: int, messages: list[dict[str, Any]]
    ) -> tuple[dict[str, Any], bool]:
        """Send the round's request (through the router or as it is): the assistant's reply,
        and whether the round asked the judge or summariser."""
        self.model.begin(page)
        started = time.perf_counter()
        if self.router is not None:
            response = self.router.complete(
                messages, session_id=session, tools=TOOLS, max_tokens=MAX_TOKENS
            )
        else:
            response = self.model.completion(
                AGENT_MODEL, messages, tools=TOOLS, max_tokens=MAX_TOKENS
            )
        busy_ms = (time.perf_counter() - started) * 1000
        sent = self.model.drain()
        self.ledger.sent(session, page, sent, busy_ms)
        message = response.choices[0].message
        calls = [c.model_dump() for c in message.tool_calls or []]
        reply = {"role": "assistant", "content": message.content, "tool_calls": calls}
        return reply, any(request.purpose != "agent" for request in sent)

    def _maybe_fail(self, session: str, page: int, judged: bool) -> None:
        """Raise once, on attempt 0 of subtask 0: see the module's docstring."""
        self.events += 1
        s = self.settings
        if self.attempt or self.subtask or self.events < s["fail_at"]:
            return
        if s["use_router"] and not judged:
            return
        checkpoint = completed_checkpoint(s["checkpoints"])
        if checkpoint is None:
            return
        self.ledger.failure(session, page, checkpoint)
        raise InjectedFailure(f"injected failure at {session} round {page} after {checkpoint}")


def _router(settings: dict[str, Any], model: SessionModel) -> Any:
    """The slot's Router: LLM judge and summariser on the scripted provider, shared recorder."""
    from judges import LLMJudge, LLMSummarizer
    from recorder import Recorder
    from router import Router

    return Router(
        AGENT_MODEL,
        context_window=settings["window"],
        backend=model,
        judge=LLMJudge(JUDGE_MODEL),
        summarizer=LLMSummarizer(SUMMARY_MODEL),
        recorder=Recorder(settings["db"]),
        preset="fill",
    )
