"""One fleet worker process for tests/bench/fleet.py (run as a subprocess).

    python tests/recorder/fleet_worker.py '{"db": URL, "jobs": [[session, first_round], ...],
                                            "threads": 8, "rounds": 12}'

`threads` threads share one Router (LLM judge on a scripted model, a PostgreSQL `Recorder`)
and drive sessions from the job list, each from its first round to `rounds`. Every event is
one JSON line on stdout, flushed at once, so a SIGKILL loses at most the line being written:
  req       a request: session, round, sha256 of the compacted messages, rung, decision id
  paid      a judge request that reached the (scripted) model: its digest
  recorded  that judge reply committed to the recorder (same thread, right after)
  write     one decision write (`save_edit`), in milliseconds
  done      the worker finished its jobs
"""

from __future__ import annotations

import json
import sys
import threading
import time
from pathlib import Path
from typing import Any

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from judges import LLMJudge
from recorder import Recorder, payload_hash
from recorder.types import CallRecord, EditRecord
from router import Router
from tests.recorder_worker import (
    JUDGE_MODEL,
    MAIN_MODEL,
    MAX_TOKENS,
    ONE_TRY,
    TOOLS,
    WINDOW,
    conversation,
    digest,
    is_judge_request,
    model_reply,
)

__all__ = ["ROWS", "percentile", "quiet_writes", "worker"]

ROWS = 40  # rows per tool result: decisions start after a few rounds in an 8,000-token window
_local = threading.local()
_out_lock = threading.Lock()


def emit(**fields: Any) -> None:
    """One JSON line on stdout, written whole and flushed (a SIGKILL may come at any time)."""
    line = json.dumps(fields, sort_keys=True) + "\n"
    with _out_lock:
        sys.stdout.write(line)
        sys.stdout.flush()


class PayingBackend:
    """The scripted model behind the judge; notes every judge request that is paid for."""

    def __init__(self) -> None:
        from router.testing import ScriptedModel

        self.inner = ScriptedModel(default=model_reply)

    def completion(self, model: str, messages: list[dict[str, Any]], **kwargs: Any) -> Any:
        reply = self.inner.completion(model, messages, **kwargs)
        if is_judge_request({"model": model}):
            paid = digest([model, messages, kwargs.get("response_format")])
            _local.paid = paid
            emit(t="paid", d=paid)
        return reply


class TimedRecorder(Recorder):
    """A Recorder that reports decision write latency and which paid judge reply it recorded."""

    def save_edit(self, edit: EditRecord) -> EditRecord:
        started = time.perf_counter()
        stored = super().save_edit(edit)
        emit(t="write", ms=(time.perf_counter() - started) * 1000)
        return stored

    def save_call(self, call: CallRecord) -> None:
        super().save_call(call)
        paid = getattr(_local, "paid", None)
        if paid is not None and call.outcome == "ok":
            emit(t="recorded", d=paid)
            _local.paid = None


def drive_session(router: Any, session: str, first: int, rounds: int) -> None:
    """Send a session's requests from round `first` on, one line each."""
    for number in range(first, rounds + 1):
        result = router.compact(
            conversation(number, tag=session, rows=ROWS),
            session_id=session,
            tools=TOOLS,
            max_tokens=MAX_TOKENS,
        )
        emit(
            t="req",
            s=session,
            r=number,
            h=digest(result.messages),
            rung=result.rung,
            decision=result.decision_id,
            replayed=result.replayed,
        )


def worker(args: dict[str, Any]) -> None:
    """One process: `threads` threads share one Router and pull sessions off a list."""
    router = Router(
        MAIN_MODEL,
        context_window=WINDOW,
        judge=LLMJudge(JUDGE_MODEL),
        recorder=TimedRecorder(args["db"]),
        backend=PayingBackend(),
        retry=ONE_TRY,
    )
    jobs = list(args["jobs"])
    lock = threading.Lock()

    def run() -> None:
        while True:
            with lock:
                if not jobs:
                    return
                session, first = jobs.pop(0)
            drive_session(router, session, first, args["rounds"])

    threads = [threading.Thread(target=run) for _ in range(args["threads"])]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    emit(t="done")


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of `values` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def quiet_writes(url: str, count: int) -> tuple[float, float]:
    """p50 and p99 ms of `save_edit` from one thread on an otherwise idle server."""
    payload = {"replace": {f"call_{i}": "[masked]" for i in range(40)}}
    times = []
    with Recorder(url) as rec:
        for n in range(count):
            edit = EditRecord("quiet", n + 1, f"h{n}", "mask", "bench", "rule", payload,
                              payload_hash(payload), 9000, 4000)  # fmt: skip
            started = time.perf_counter()
            rec.save_edit(edit)
            times.append((time.perf_counter() - started) * 1000)
    return percentile(times, 0.50), percentile(times, 0.99)


if __name__ == "__main__":
    worker(json.loads(sys.argv[1]))
