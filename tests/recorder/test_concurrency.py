"""Several processes writing one database at once: nothing lost, nothing doubled, no errors."""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from typing import Any

from recorder import SCHEMA_VERSION, CallRecord, EditRecord, Recorder, payload_hash

WORKERS = 4
PER_WORKER = 50
SHARED_ANCHORS = 10


def _edit(session_id: str, anchor_len: int, rung: str) -> EditRecord:
    payload = {"replace": {f"call_{anchor_len}": f"[masked by {rung}]"}}
    return EditRecord(
        session_id=session_id,
        anchor_len=anchor_len,
        anchor_hash=f"h{anchor_len}",
        rung=rung,
        reason="load test",
        source="rule",
        payload=payload,
        payload_hash=payload_hash(payload),
        tokens_before=2000,
        tokens_after=900,
    )


_start: Any = None


def _init(barrier: Any) -> None:
    """Keep the start barrier shared by all workers."""
    global _start
    _start = barrier


def _worker(args: tuple[str, int]) -> list[int]:
    """Open the database together with the others, write, and return the shared winners' ids."""
    path, worker = args
    _start.wait(timeout=30)
    winners = []
    with Recorder(path) as rec:
        for i in range(PER_WORKER):
            rec.save_edit(_edit(f"worker-{worker}", i, "mask"))
            rec.save_call(
                CallRecord(
                    fingerprint=f"fp-{worker}-{i}",
                    purpose="routing",
                    model="judge",
                    reply={"i": i},
                    session_id=f"worker-{worker}",
                )
            )
            if i < SHARED_ANCHORS:
                winner = rec.save_edit(_edit("shared", i, f"rung-of-{worker}"))
                winners.append(winner.id or -1)
    return winners


def test_four_processes_write_one_fresh_database(
    db_target: str, sql: Callable[..., list[tuple[Any, ...]]]
) -> None:
    path = db_target
    ctx = multiprocessing.get_context("spawn")
    barrier = ctx.Barrier(WORKERS)
    with ctx.Pool(WORKERS, initializer=_init, initargs=(barrier,)) as pool:
        results = pool.map(_worker, [(str(path), w) for w in range(WORKERS)], chunksize=1)

    assert all(len(r) == SHARED_ANCHORS for r in results)
    assert all(r == results[0] for r in results), "every worker must see the same winners"
    per_session = dict(sql("SELECT session_id, count(*) FROM edits GROUP BY session_id"))
    calls = tuple(sql("SELECT count(*), count(DISTINCT fingerprint) FROM calls")[0])
    assert per_session == {
        **{f"worker-{w}": PER_WORKER for w in range(WORKERS)},
        "shared": SHARED_ANCHORS,
    }
    assert calls == (WORKERS * PER_WORKER, WORKERS * PER_WORKER)
    with Recorder(path, readonly=True) as rec:
        assert rec.verify() == []
        assert len(rec.sessions()) == WORKERS + 1
        assert len(rec.export()["migrations"]) == SCHEMA_VERSION


def test_eight_recorders_opening_one_fresh_database_at_once(db_target: str) -> None:
    import threading

    barrier = threading.Barrier(8)
    errors: list[BaseException] = []
    versions: list[int] = []

    def open_it() -> None:
        barrier.wait()
        try:
            with Recorder(db_target) as rec:
                versions.append(len(rec.export()["migrations"]))
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=open_it) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert versions == [SCHEMA_VERSION] * 8
