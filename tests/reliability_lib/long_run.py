"""Case 7, long run: one session of thousands of rounds with the rule judge and a Recorder.

Prints (or returns) the process RSS and the database size at chosen rounds: memory must not grow
with the rounds beyond what the caller's own messages and the database's content need.
"""

from __future__ import annotations

import gc
import json
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from recorder import Recorder
from router import Router
from tests.reliability_lib.common import Message, Row, request_problem, rss_kib

MODEL = "gpt-4o-mini"
WINDOW = 8000
RESERVE = 500


@dataclass
class Sample:
    """Memory and database size at one round."""

    round: int
    rss_kib: int
    db_bytes: int
    messages: int
    sent_tokens: int


@dataclass
class LongRun:
    """The samples and the row of one long run."""

    row: Row
    samples: list[Sample] = field(default_factory=list)

    def at(self, number: int) -> Sample:
        """The sample taken at round `number`."""
        return next(sample for sample in self.samples if sample.round == number)


def _db_bytes(db: Path) -> int:
    return sum(p.stat().st_size for p in db.parent.iterdir() if p.name.startswith(db.name))


def _round(index: int) -> list[Message]:
    call_id = f"call_long_{index}"
    rows = "\n".join(f"row {r}: item L-{index}-{r} price {r * 3 + index}.50" for r in range(5))
    return [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": "lookup", "arguments": json.dumps({"page": index})},
                }
            ],
        },
        {"role": "tool", "tool_call_id": call_id, "content": rows},
    ]


def run(rounds: int, checkpoints: tuple[int, ...], check_every: int = 10) -> LongRun:
    """Drive one session for `rounds` rounds (one tool round each), sampling at `checkpoints`."""
    result = LongRun(Row(f"7. long run ({rounds:,} rounds, rule judge, Recorder)"))
    row = result.row
    decisions: set[int] = set()
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "long.db"
        with Recorder(db) as recorder:
            router = Router(MODEL, context_window=WINDOW, recorder=recorder)
            messages: list[Message] = [
                {"role": "system", "content": "You are an inventory agent."},
                {"role": "user", "content": "Page through every page and report the cheapest."},
            ]
            for index in range(rounds):
                messages.extend(_round(index))
                compacted = router.compact(messages, session_id="long", max_tokens=RESERVE)
                row.runs += 1
                row.requests += 1
                if compacted.decision_id is not None and not compacted.replayed:
                    decisions.add(compacted.decision_id)
                if index % check_every == 0 or index + 1 in checkpoints:
                    problem = request_problem(
                        compacted.messages, model=MODEL, window=WINDOW, reserve=RESERVE
                    )
                    if problem is not None:
                        row.bad(f"round {index + 1}: {problem}")
                if index + 1 in checkpoints:
                    gc.collect()
                    result.samples.append(
                        Sample(
                            index + 1,
                            rss_kib(),
                            _db_bytes(db),
                            len(messages),
                            compacted.tokens_after,
                        )
                    )
            stored = {edit.id for edit in recorder.load_edits("long")}
        missing = decisions - stored
        if missing:
            row.lost(f"{len(missing)} decisions returned to the caller are not in the database")
        row.notes.append(f"{len(decisions)} decisions, {len(stored)} edits stored")
    return result


def caller_bytes_per_round(rounds: int = 2000) -> float:
    """Bytes the caller's own message list grows by each round (traced, without any router)."""
    import tracemalloc

    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        messages = [message for index in range(rounds) for message in _round(index)]
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    del messages
    return grown / rounds


def describe(result: LongRun) -> list[str]:
    """One line per sample, for printing."""
    lines = []
    for sample in result.samples:
        lines.append(
            f"round {sample.round:>5,}: RSS {sample.rss_kib / 1024:6.1f} MiB, database "
            f"{sample.db_bytes / 1024:8.1f} KiB, {sample.messages:,} messages given, "
            f"{sample.sent_tokens:,} tokens sent"
        )
    return lines


def growth(result: LongRun, first: int, last: int) -> dict[str, Any]:
    """RSS and database growth between two sampled rounds."""
    a, b = result.at(first), result.at(last)
    rounds = last - first
    return {
        "rss_kib": b.rss_kib - a.rss_kib,
        "rss_per_round": (b.rss_kib - a.rss_kib) * 1024 / rounds,
        "db_bytes": b.db_bytes - a.db_bytes,
        "db_per_round": (b.db_bytes - a.db_bytes) / rounds,
    }
