"""Fact survival on the generated corpus: each arm runs an agent's requests as history grows."""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from router import Router
from router.reading.tokens import TokenCounter
from tests.bench.corpus.shapes import FORMATS, SHAPES, Conversation, build_conversation, survives

MODEL = "gpt-4o-mini"
MAX_TOKENS = 1_000
Message = dict[str, Any]
Send = Callable[[list[Message], bool], list[Message]]
"""What an arm sends for a history (`True`: a probe the run does not continue from)."""


@dataclass
class Arm:
    """One way of compacting: a label and a factory of fresh senders (one per conversation)."""

    label: str
    make: Callable[[], Send]


def router_arm(label: str, window: int, **knobs: Any) -> Arm:
    """The router's `compact()` with `knobs`, one session per conversation."""

    def make() -> Send:
        router = Router(MODEL, context_window=window, **knobs)

        def send(history: list[Message], probe: bool) -> list[Message]:
            result = router.compact(history, session_id="quality", max_tokens=MAX_TOKENS)
            return list(result.messages)

        return send

    return Arm(label, make)


def strategy_arm(label: str, build: Callable[[TokenCounter], Any]) -> Arm:
    """A strategy of tests/bench/workloads_lib/strategies.py (used as it is) as an arm."""

    def make() -> Send:
        strategy = build(TokenCounter(MODEL))

        def send(history: list[Message], probe: bool) -> list[Message]:
            step = strategy.request(history, None, fork=probe)
            if step.messages is None:
                raise RuntimeError(step.error or "the strategy sent nothing")
            return list(step.messages)

        return send

    return Arm(label, make)


def arms(window: int) -> list[Arm]:
    """Router defaults, the router's tool-loop settings, ClearToolUsesEdit, sliding masking."""
    from tests.bench.workloads_lib.strategies import LangChainClearToolUses, SlidingMask

    found = [
        router_arm(f"Router defaults (window {window:,})", window),
        router_arm(
            "Router tool loop (trigger=24_000, target=8_000, keep_last_rounds=1)",
            window,
            trigger=24_000,
            target=8_000,
            keep_last_rounds=1,
        ),
        strategy_arm("sliding mask (last 3 results)", lambda c: SlidingMask("sliding", 3, c)),
    ]
    try:
        import langchain.agents.middleware.context_editing  # noqa: F401
    except ImportError:
        return found
    lc = strategy_arm("LangChain ClearToolUsesEdit()", lambda c: LangChainClearToolUses("lc", c))
    return [*found[:2], lc, found[2]]


@dataclass
class Outcomes:
    """Which facts survived, grouped by format and by shape, per kind."""

    by_format: dict[str, list[tuple[str, bool]]] = field(default_factory=lambda: defaultdict(list))
    by_shape: dict[str, list[tuple[str, bool]]] = field(default_factory=lambda: defaultdict(list))
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def add(self, conversation: Conversation, kind: str, kept: bool) -> None:
        """Count one fact's outcome."""
        self.by_format[conversation.format].append((kind, kept))
        self.by_shape[conversation.shape].append((kind, kept))

    @staticmethod
    def share(pairs: Sequence[tuple[str, bool]], unusual: bool | None = None) -> float | None:
        """The share kept (of unusual facts only, or of the others, or of all)."""
        kept = [k for kind, k in pairs if unusual is None or (kind == "unusual") == unusual]
        return sum(kept) / len(kept) if kept else None


def run_conversation(arm: Arm, conversation: Conversation, outcomes: Outcomes) -> None:
    """Send the growing history after every tool round, then each fact's question as a probe."""
    send = arm.make()
    messages = conversation.messages
    ends = [i + 1 for i, m in enumerate(messages) if m.get("role") == "tool"]
    ends = [end for end in ends if end == len(messages) or messages[end].get("role") != "tool"]
    try:
        for end in ends:
            send(messages[:end], False)
        for fact in conversation.facts:
            sent = send(conversation.request(fact), True)
            outcomes.add(conversation, fact.kind, survives(fact, sent))
    except Exception as error:  # a refusal counts against the arm, it does not stop the bench
        outcomes.errors.append(f"{conversation.format}/{conversation.shape}: {error!r}"[:200])
        for fact in conversation.facts:
            outcomes.add(conversation, fact.kind, False)


def measure(
    arm: Arm,
    seeds: Sequence[int],
    formats: Sequence[str] = FORMATS,
    shapes: Sequence[str] = SHAPES,
    rounds: int | None = None,
) -> Outcomes:
    """Every (format, shape, seed) conversation of the corpus through `arm`."""
    outcomes = Outcomes()
    started = time.perf_counter()
    for seed in seeds:
        for fmt in formats:
            for shape in shapes:
                run_conversation(arm, build_conversation(fmt, shape, seed, rounds), outcomes)
    outcomes.seconds = time.perf_counter() - started
    return outcomes
