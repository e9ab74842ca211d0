"""Run held-out workloads through a router the way an agent loop does, and count what survives."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from router.reading.tokens import TokenCounter
from tests.bench.heldout.records import Fact
from tests.bench.heldout.shapes import Message
from tests.bench.heldout.workload import FORMATS, SHAPE_NAMES, Workload, build, survived

MAX_TOKENS = 1_000
KINDS = ("named", "unusual", "decision")


@dataclass
class Outcome:
    """One workload's run: which facts reached the final request, and what went wrong on the way."""

    workload: Workload
    kept: list[tuple[Fact, bool]] = field(default_factory=list)
    requests: int = 0
    over: int = 0
    unpaired: int = 0
    errors: list[str] = field(default_factory=list)


def unpaired_calls(messages: Sequence[Message]) -> int:
    """Tool calls without a result right after them, plus tool results answering no open call."""
    count, open_ids = 0, set[str]()
    for message in messages:
        if message.get("role") == "tool":
            if message.get("tool_call_id") in open_ids:
                open_ids.discard(message["tool_call_id"])
            else:
                count += 1
            continue
        count += len(open_ids)
        open_ids = {c["id"] for c in message.get("tool_calls") or []}
    return count + len(open_ids)


def run(
    router: Any, workload: Workload, window: int, counter: TokenCounter, *, grow: bool = True
) -> Outcome:
    """Send each of the workload's requests through `router.compact`, history growing each round.

    With `grow=False` only the final request is sent: what compaction keeps when the question is
    already there the first time it sees the results.
    """
    outcome, sent = Outcome(workload), None
    session = f"heldout-{workload.format}-{workload.shape}-{workload.seed}"
    for end in workload.request_ends if grow else [len(workload.messages)]:
        outcome.requests += 1
        try:
            result = router.compact(
                workload.messages[:end],
                tools=workload.tools,
                session_id=session,
                max_tokens=MAX_TOKENS,
            )
        except Exception as error:  # a refusal is a result here, not a crash of the benchmark
            outcome.errors.append(f"{type(error).__name__}: {str(error)[:120]}")
            sent = None
            continue
        sent = list(result.messages)
        if counter.messages(sent) + counter.tools(workload.tools) + MAX_TOKENS > window:
            outcome.over += 1
        outcome.unpaired += unpaired_calls(sent)
    outcome.kept = [(fact, sent is not None and survived(fact, sent)) for fact in workload.facts]
    return outcome


def run_all(
    make_router: Callable[[], Any],
    *,
    seeds: Iterable[int],
    window: int,
    rounds: int,
    formats: Sequence[str] = FORMATS,
    shapes: Sequence[str] = SHAPE_NAMES,
    grow: bool = True,
) -> list[Outcome]:
    """Every (format, shape, seed) workload through a fresh router each."""
    counter = TokenCounter("gpt-4o-mini")
    result_tokens = max(200, int(window * 2.2 / rounds))
    return [
        run(
            make_router(),
            build(fmt, shape, seed, rounds=rounds, result_tokens=result_tokens),
            window,
            counter,
            grow=grow,
        )
        for seed in seeds
        for fmt in formats
        for shape in shapes
    ]


@dataclass
class Table:
    """Survival and safety counts grouped by format and by shape."""

    outcomes: list[Outcome]

    def _rows(self, key: Callable[[Outcome], str]) -> dict[str, list[Outcome]]:
        groups: dict[str, list[Outcome]] = defaultdict(list)
        for outcome in self.outcomes:
            groups[key(outcome)].append(outcome)
        return dict(groups)

    @staticmethod
    def _cells(group: list[Outcome]) -> list[str]:
        cells = []
        for kinds in (KINDS, *((k,) for k in KINDS)):
            pairs = [kept for o in group for fact, kept in o.kept if fact.kind in kinds]
            cells.append(
                f"{sum(pairs)}/{len(pairs)}"
                + (f" ({100 * sum(pairs) / len(pairs):.0f}%)" if pairs else "")
            )
        cells += [
            str(sum(o.over for o in group)),
            str(sum(o.unpaired for o in group)),
            str(sum(len(o.errors) for o in group)),
            str(sum(o.requests for o in group)),
        ]
        return cells

    def markdown(self, by: str) -> str:
        """A Markdown table grouped by "format" or "shape", with a total row."""
        head = [
            by,
            "facts kept",
            "named",
            "unusual",
            "decision",
            "over window",
            "unpaired",
            "errors",
            "requests",
        ]
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        groups = self._rows(lambda o: getattr(o.workload, by))
        for name, group in groups.items():
            lines.append("| " + " | ".join([name, *self._cells(group)]) + " |")
        lines.append("| " + " | ".join(["**all**", *self._cells(self.outcomes)]) + " |")
        return "\n".join(lines)

    def survival(self, kind: str | None = None) -> float:
        """The fraction of facts (of `kind`, or all) that reached the final request."""
        pairs = [kept for o in self.outcomes for fact, kept in o.kept if kind in (None, fact.kind)]
        return sum(pairs) / len(pairs) if pairs else 0.0


def measure(
    make_router: Callable[[], Any],
    *,
    seeds: Iterable[int] = (1, 2, 3),
    window: int = 32_000,
    rounds: int = 8,
    grow: bool = True,
) -> Table:
    """Run every format and shape for `seeds` through routers from `make_router`; the survival table.

    `grow=False` sends only each conversation's final request (a diagnostic, not an agent loop).
    """
    return Table(run_all(make_router, seeds=seeds, window=window, rounds=rounds, grow=grow))
