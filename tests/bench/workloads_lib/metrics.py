"""Running one strategy over one workload: request sizes, prompt-cache billing, probes."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from typing import Any

from recorder import canonical_json
from router.reading.tokens import REPLY_PRIMING, TokenCounter
from rungs import content_text
from tests.bench.workloads_lib.common import Message, Workload
from tests.bench.workloads_lib.strategies import Strategy, arguments_text, request_tokens


@dataclass
class ProbeResult:
    """One probe: passed when every fact is present verbatim; request size when reached."""

    round: int
    label: str
    passed: bool
    tokens: int | None
    missing: list[str] = field(default_factory=list)
    facts: int = 0


@dataclass
class RunResult:
    """Everything measured for one (workload, strategy) pair."""

    workload: str
    strategy: str
    settings: str
    rounds_planned: int
    rounds_completed: int = 0
    ended: str = "all rounds done"
    tokens: list[int] = field(default_factory=list)  # prompt tokens of each request sent
    cached: list[int] = field(default_factory=list)  # tokens of its prefix shared with the last
    steps_at: list[int] = field(default_factory=list)  # rounds with a new compaction step
    rungs: dict[str, int] = field(default_factory=dict)
    breaks: int = 0
    over_window: int = 0
    judge_calls: int = 0
    judge_tokens: int = 0
    probes: list[ProbeResult] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def total(self) -> int:
        return sum(self.tokens)

    @property
    def largest(self) -> int:
        return max(self.tokens, default=0)

    def billed(self, rate: float) -> float:
        """Input tokens billed when the cached prefix costs `rate` of the normal price."""
        return sum(t - c + rate * c for t, c in zip(self.tokens, self.cached, strict=True))

    @property
    def accuracy(self) -> float:
        return sum(p.passed for p in self.probes) / max(len(self.probes), 1)

    def as_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.update(
            total_input_tokens=self.total,
            largest_request=self.largest,
            billed_input_tokens_cache_10pct=round(self.billed(0.1)),
            billed_input_tokens_cache_50pct=round(self.billed(0.5)),
            probe_accuracy=self.accuracy,
            compaction_steps=len(self.steps_at),
        )
        return data


def request_text(messages: list[Message]) -> str:
    """All the text a model would read: contents (summaries included) and call arguments."""
    return "\n".join(content_text(m.get("content")) + " " + arguments_text(m) for m in messages)


def shared_prefix(previous: list[Message], current: list[Message]) -> int:
    """How many leading messages the two requests share (canonical JSON equality)."""
    count = 0
    for old, new in zip(previous, current, strict=False):
        if not (old is new or old == new or canonical_json(old) == canonical_json(new)):
            break
        count += 1
    return count


class Runner:
    """Drives a workload's scripted policy and asks a strategy for every request."""

    def __init__(self, counter: TokenCounter) -> None:
        self.counter = counter

    def run(self, workload: Workload, strategy: Strategy) -> RunResult:
        started = time.perf_counter()
        strategy.reset(workload)
        result = RunResult(workload.key, strategy.label, strategy.settings, workload.rounds)
        history = workload.start()
        previous: list[Message] = []
        tool_tokens = self.counter.tools(workload.tools)
        probes = {p.round: [] for p in workload.probes}  # type: dict[int, list[Any]]
        for probe in workload.probes:
            probes[probe.round].append(probe)
        for number in range(1, workload.rounds + 1):
            history += workload.before(number)
            step = strategy.request(history, workload)
            if step.messages is None:
                result.ended = f"round {number}: {step.error}"
                break
            tokens = request_tokens(self.counter, step.messages, workload.tools)
            if tokens + workload.max_tokens > workload.window:
                result.over_window += 1
                result.ended = (
                    f"round {number}: rejected, {tokens:,} + {workload.max_tokens:,} "
                    f"> {workload.window:,}"
                )
                break
            shared = shared_prefix(previous, step.messages)
            cached = 0
            if shared:
                cached = tool_tokens + sum(self.counter.message(m) for m in step.messages[:shared])
            if previous and shared < len(previous):
                result.breaks += 1
            result.tokens.append(tokens)
            result.cached.append(min(cached, tokens - REPLY_PRIMING))
            result.rounds_completed = number
            result.judge_calls += step.judge_calls
            if step.compacted:
                result.steps_at.append(number)
                result.rungs[step.rung or "edit"] = result.rungs.get(step.rung or "edit", 0) + 1
            for probe in probes.get(number, []):
                result.probes.append(self._probe(probe, history, step.messages, workload, strategy))
            previous = step.messages
            history += workload.after(number)
        done = {(p.round, p.label) for p in result.probes}
        for probe in workload.probes:
            if (probe.round, probe.label) not in done:
                result.probes.append(
                    ProbeResult(
                        probe.round, probe.label, False, None, ["(not reached)"], len(probe.facts)
                    )
                )
        result.probes.sort(key=lambda p: p.round)
        result.seconds = time.perf_counter() - started
        return result

    def _probe(
        self,
        probe: Any,
        history: list[Message],
        sent: list[Message],
        workload: Workload,
        strategy: Strategy,
    ) -> ProbeResult:
        messages: list[Message] | None = sent
        if probe.question is not None:
            fork = [*history, {"role": "user", "content": probe.question}]
            messages = strategy.request(fork, workload, fork=True).messages
        if messages is None:
            return ProbeResult(
                probe.round, probe.label, False, None, ["(strategy stopped)"], len(probe.facts)
            )
        tokens = request_tokens(self.counter, messages, workload.tools)
        if tokens + workload.max_tokens > workload.window:
            return ProbeResult(
                probe.round, probe.label, False, tokens, ["(over the window)"], len(probe.facts)
            )
        text = request_text(messages)
        missing = [fact for fact in probe.facts if fact not in text]
        return ProbeResult(probe.round, probe.label, not missing, tokens, missing, len(probe.facts))
