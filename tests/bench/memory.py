"""Memory a long-lived router holds, against calls and sessions: it must stay flat.

Two shapes, each with the in-memory store (as the LiteLLM proxy hook runs) and a small
`session_memory` bound so the bound is reached early:

- ``one session``: a chat whose request stays the same size (the client keeps a sliding
  window of its last messages), so every call is a new branch;
- ``many sessions``: sessions of ~1.5k tokens each, one call each, a new session every call.

Printed: Python heap held (tracemalloc, after a collection) at checkpoints, and what the
router's sessions and store say they hold:

    python tests/bench/memory.py                 # 50,000 calls and 12,000 sessions
    python tests/bench/memory.py --quick         # 3,000 calls and 2,000 sessions
"""

from __future__ import annotations

import argparse
import gc
import sys
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from router import Router
from router.offline import configure_offline

Message = dict[str, Any]
BOUND_MIB = 16


def sliding_request(call: int) -> list[Message]:
    """The last 24 messages of a chat at `call`, behind the same system prompt."""
    turns: list[Message] = []
    for index in range(call, call + 12):
        turns.append(
            {"role": "user", "content": f"Question {index}: how is shipment {index} doing?"}
        )
        text = " ".join(
            f"shipment {index} leg {leg} on time, depot D{leg * 7 % 31}" for leg in range(30)
        )
        turns.append({"role": "assistant", "content": text})
    return [{"role": "system", "content": "You track shipments."}, *turns]


def session_request(session: int) -> list[Message]:
    """A ~1.5k-token conversation of its own."""
    text = " ".join(f"record {session}-{r} amount {r * 13 % 997}" for r in range(200))
    return [
        {"role": "system", "content": "You are a bookkeeper."},
        {"role": "user", "content": f"Summarise ledger {session}: {text}"},
    ]


def held_mib() -> float:
    """Python heap held now, after a full collection."""
    gc.collect()
    return tracemalloc.get_traced_memory()[0] / 2**20


def run(
    calls: int, make: Callable[[int], tuple[str, list[Message]]]
) -> Iterator[tuple[int, float, Router]]:
    """Heap at a few checkpoints while a router takes `calls` calls."""
    router = Router("gpt-4o-mini", context_window=8_000, session_memory=BOUND_MIB * 2**20)
    checkpoints = {calls // 10, calls // 2, calls}
    for call in range(1, calls + 1):
        session, messages = make(call)
        router.compact(messages, session_id=session)
        if call in checkpoints:
            yield call, held_mib(), router


def main() -> None:
    configure_offline()
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="small sizes, for CI")
    args = parser.parse_args()
    calls, sessions = (3_000, 2_000) if args.quick else (50_000, 12_000)
    tracemalloc.start()
    base = held_mib()
    print(f"session_memory bound: {BOUND_MIB} MiB (3/8 sessions, 3/8 store, 1/4 token counts)\n")
    print("| shape | calls | heap held | sessions say | store says |")
    print("|---|---|---|---|---|")
    shapes = {
        "one session, sliding window": (calls, lambda n: ("chat", sliding_request(n))),
        "many sessions, one call each": (sessions, lambda n: (f"s{n}", session_request(n))),
    }
    for name, (count, make) in shapes.items():
        for call, heap, router in run(count, make):
            store = getattr(router.store, "bytes_held", 0) / 2**20
            print(f"| {name} | {call:,} | {heap - base:.1f} MiB | "
                  f"{router.sessions.bytes_held / 2**20:.1f} MiB | {store:.1f} MiB |")  # fmt: skip


if __name__ == "__main__":
    main()
