"""How long `acomplete` holds the event loop, with the recorder's database free and locked.

A ticker task wakes every millisecond and notes the longest gap between its wakes while a
session of `acomplete` calls runs (a scripted model answers; decisions are made and recorded).
One synchronous call comes first: one-off loads (the tokenizer's encoding, the scripted model's
import of the OpenAI types) hold the GIL in whatever thread they run. Then the same while another process holds the
database's write lock (`BEGIN IMMEDIATE`, as a
`sqlite3` shell inside a transaction or a long write does): the router must not stall the loop
on the lock, and takes the store-down path within about a second per write.

    python tests/bench/event_loop.py            # 40 calls each way
    python tests/bench/event_loop.py --quick    # 10 calls each way
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from recorder import Recorder
from router import Router
from router.offline import configure_offline
from router.testing import ScriptedModel
from tests.conftest import tool_loop, tool_round


def hold_lock(db: str, ready: Any, release: Any) -> None:
    """Another process's write lock, held until released."""
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
    ready.set()
    release.wait(300)
    conn.execute("ROLLBACK")


async def session(router: Router, calls: int) -> tuple[float, float, int]:
    """(longest loop stall, seconds for the calls, decisions left unrecorded)."""
    stalls: list[float] = []
    done = asyncio.Event()

    async def ticker() -> None:
        last = time.perf_counter()
        while not done.is_set():
            await asyncio.sleep(0.001)
            now = time.perf_counter()
            stalls.append(now - last - 0.001)
            last = now

    tick = asyncio.create_task(ticker())
    messages = tool_loop(2, rows=60)
    began, unrecorded = time.perf_counter(), 0
    for index in range(calls):
        messages = messages + tool_round(100 + index, rows=60)
        await router.acomplete(messages, session_id="loop", max_tokens=300)
        result = await router.acompact(messages, session_id="loop", max_tokens=300)
        unrecorded += not result.recorded
    spent = time.perf_counter() - began
    done.set()
    await tick
    return max(stalls, default=0.0), spent, unrecorded


def run(calls: int, locked: bool) -> tuple[float, float, int]:
    """One session of `calls` calls on a fresh database, locked by another process or not."""
    with tempfile.TemporaryDirectory() as folder:
        db = str(Path(folder) / "loop.db")
        router = Router(
            "gpt-4o-mini", context_window=8_000, recorder=Recorder(db),
            backend=ScriptedModel(default="ok"), mask_trigger=0.3, mask_target=0.2,
        )  # fmt: skip
        router.complete(tool_loop(1, rows=5), session_id="warm")  # one-off loads and imports
        if not locked:
            return asyncio.run(session(router, calls))
        context = multiprocessing.get_context("spawn")
        ready, release = context.Event(), context.Event()
        holder = context.Process(target=hold_lock, args=(db, ready, release))
        holder.start()
        try:
            ready.wait(60)
            return asyncio.run(session(router, calls))
        finally:
            release.set()
            holder.join(60)


def main() -> None:
    configure_offline()
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="10 calls each way, for CI")
    args = parser.parse_args()
    calls = 10 if args.quick else 40
    print("| database | calls | longest event-loop stall | time for the calls | unrecorded |")
    print("|---|---|---|---|---|")
    for locked in (False, True):
        stall, spent, unrecorded = run(calls, locked)
        name = "locked by another process" if locked else "free"
        print(f"| {name} | {calls} | {stall * 1000:.1f} ms | {spent:.1f} s | {unrecorded} |")


if __name__ == "__main__":
    main()
