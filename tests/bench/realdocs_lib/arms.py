"""The compared arms and the runner that scores them: kept, recoverable, billed."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from judges import RuleJudge
from router.reading.tokens import TokenCounter
from rungs import group_messages
from tests.bench.realdocs_lib.sessions import Asked
from tests.bench.workloads_lib.common import Message, Workload
from tests.bench.workloads_lib.metrics import ProbeResult, Runner, request_text
from tests.bench.workloads_lib.strategies import (
    FullHistory,
    LangChainClearToolUses,
    RouterStrategy,
    Step,
    Strategy,
)

__all__ = ["RECALLABLE", "RealRunner", "Scored", "SentBack", "SlidingWindow", "arms"]

RECALLABLE = (
    "router defaults",
    "router, output sent back",
    "router, output sent back to new routers",
)
"""Arms whose cut results can be recalled by the id they leave in the request."""


class SlidingWindow(Strategy):
    """The system prompt, the first user message, and the messages of the last `rounds` rounds."""

    def __init__(self, label: str, rounds: int, counter: TokenCounter) -> None:
        super().__init__(label, f"last {rounds} tool rounds, older messages dropped", counter)
        self.rounds = rounds

    def request(self, history: list[Message], workload: Workload, *, fork: bool = False) -> Step:
        groups = group_messages(history)
        head = [g for g in groups[:2] if g.kind in ("system", "user")]
        tools = [g for g in groups if g.kind == "tools"]
        if len(tools) <= self.rounds:
            return Step(list(history))
        start = max(tools[-self.rounds].start, head[-1].end if head else 0)
        kept = [m for g in head for m in history[g.start : g.end]]
        return Step([*kept, *history[start:]], compacted=True)


class SentBack(RouterStrategy):
    """A client that keeps the router's output as its history and sends it back with what is
    new: to the same router and session, or (`new_router`) each request to a new router (a
    restart, another worker) sharing one SQLite recorder, where only what the request carries
    (the summary, placeholders, pointers) and what the recorder holds carry the session over."""

    def __init__(self, label: str, counter: TokenCounter, new_router: bool = True) -> None:
        super().__init__(label, counter, RuleJudge, {})
        self.new_router = new_router
        self.folder = tempfile.TemporaryDirectory(prefix="sent-back-")
        self.carried: list[Message] = []
        self.seen = 0
        self.runs = 0

    def reset(self, workload: Workload) -> None:
        self.runs += 1
        self.knobs = {"recorder": str(Path(self.folder.name) / f"run-{self.runs}.db")}
        self.carried, self.seen = [], 0
        super().reset(workload)

    def request(self, history: list[Message], workload: Workload, *, fork: bool = False) -> Step:
        if self.new_router:
            super().reset(workload)  # a new router, the same recorder and session id
        step = super().request([*self.carried, *history[self.seen :]], workload, fork=fork)
        if not fork and step.messages is not None:
            self.carried, self.seen = list(step.messages), len(history)
        return step


def arms(counter: TokenCounter, sent_back: bool = False) -> list[Strategy]:
    """Router defaults (and, on ask, a client sending its output back), ClearToolUsesEdit
    (keep=3, trigger 100k), a 10-round window, all."""
    router: list[Strategy] = [RouterStrategy("router defaults", counter, RuleJudge, {})]
    if sent_back:
        router.append(SentBack("router, output sent back", counter, new_router=False))
        router.append(SentBack("router, output sent back to new routers", counter))
    return [
        *router,
        LangChainClearToolUses("ClearToolUsesEdit", counter),
        SlidingWindow("10-round window", 10, counter),
        FullHistory("full history", "everything, until the window refuses it", counter),
    ]


@dataclass
class Scored(ProbeResult):
    """A probe's result with how old the fact was and whether its call can still be recalled."""

    age: int = 0
    format: str = ""
    recoverable: bool = False


def pointed(messages: list[Message], call_id: str) -> bool:
    """Whether the request still names `call_id` (a result, a placeholder or a folded line)."""
    if any(m.get("tool_call_id") == call_id for m in messages):
        return True
    return call_id in request_text(messages)


class RealRunner(Runner):
    """The workloads runner, whose probes also say whether a lost fact can be recalled."""

    def _probe(self, probe: Asked, history: list[Message], sent: list[Message],  # type: ignore[override]
               workload: Workload, strategy: Strategy) -> ProbeResult:  # fmt: skip
        found = super()._probe(probe, history, sent, workload, strategy)
        recallable = strategy.label in RECALLABLE and found.tokens is not None
        return Scored(
            found.round,
            found.label,
            found.passed,
            found.tokens,
            found.missing,
            found.facts,
            age=getattr(probe, "age", 0),
            format=getattr(probe, "format", ""),
            recoverable=found.passed
            or (recallable and pointed(sent, getattr(probe, "call_id", "-"))),
        )
