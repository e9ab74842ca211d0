"""What the SQLite recorder costs the router, measured on one 500-message tool-loop session.

    python tests/bench/recorder.py
    python tests/bench/recorder.py --quick    # fewer repetitions, for CI (the same table)

One run, the same messages throughout. Printed (microseconds per operation, median of many):
  (a)  warm pass-through `compact()` without a recorder (in-memory edit log)
  (b)  the same with a `Recorder` when no new decision is made, and the ratio (b)/(a)
       - "pass-through": the same request again; the session never needed an edit
       - "growing loop": each call resends the last request's messages plus one new round
       - "edit log": a session with earlier edits, re-applied on each call, still under trigger
       - "exact replay": the request an edit was made on, replayed
  (c)  one decision written (`save_edit`), one call memo lookup (hit and miss), one `save_call`
  (d)  replay lookup: `load_edits` of the session's whole edit log
  (e)  applying the edit log to the 500 messages: hash chain + matching, and rendering the plan
The target: the recorder adds under 10% to the pass-through path when no decision is made.
No assertions on time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from recorder import CallRecord, Recorder, payload_hash
from router import Router
from router.history.bases import BaseCache
from router.history.edit_log import Plan, split_edits
from router.history.view import Job, View
from router.provider.judge_calls import fingerprint
from router.reading.budget import Limits
from router.reading.prefix import read_request
from tests.recorder_worker import MAX_TOKENS, TOOLS, conversation

ROUNDS = 249  # 2 + 2 * 249 = 500 messages
BIG_WINDOW = 2_000_000  # the whole session fits: pure pass-through
WINDOW = 16_000  # a window the session outgrows: edits accumulate
REPEATS = 7  # interleaved batches (a, b, a, b, ...) so drift hits both sides alike
BATCH = 40
WRITES = 300


def per_call(action: Callable[[], Any], count: int) -> list[float]:
    """Microseconds of each of `count` calls."""
    times = []
    for _ in range(count):
        start = time.perf_counter_ns()
        action()
        times.append((time.perf_counter_ns() - start) / 1000)
    return times


def paired(a: Callable[[], Any], b: Callable[[], Any]) -> tuple[float, float]:
    """Medians of a and b, measured in interleaved batches after one warm-up call each."""
    a(), b()
    times_a: list[float] = []
    times_b: list[float] = []
    for _ in range(REPEATS):
        times_a += per_call(a, BATCH)
        times_b += per_call(b, BATCH)
    return statistics.median(times_a), statistics.median(times_b)


def median(action: Callable[[], Any], count: int) -> float:
    return statistics.median(per_call(action, count))


def grown(router: Router, session: str, rounds: int) -> None:
    """Drive a session from one round up to `rounds`, as an agent loop would."""
    for n in range(1, rounds + 1):
        router.compact(conversation(n, rows=8), session_id=session, tools=TOOLS,
                       max_tokens=MAX_TOKENS)  # fmt: skip


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="bench-recorder-"))
    messages = conversation(ROUNDS, rows=8)
    assert len(messages) == 500
    rec = Recorder(folder / "bench.db")
    rows: list[tuple[str, float, float | None]] = []

    def compact(router: Router, session: str, request: list[dict[str, Any]]) -> Callable[[], Any]:
        return lambda: router.compact(request, session_id=session, tools=TOOLS,
                                      max_tokens=MAX_TOKENS)  # fmt: skip

    # (a)/(b) plain pass-through: the session never needed an edit
    memory = Router("gpt-4o", context_window=BIG_WINDOW)
    recorded = Router("gpt-4o", context_window=BIG_WINDOW, recorder=rec)
    a, b = paired(compact(memory, "plain", messages), compact(recorded, "plain", messages))
    assert recorded.compact(messages, session_id="plain", tools=TOOLS).rung == "nothing"
    rows += [("(a) pass-through, no recorder", a, None), ("(b) pass-through, Recorder", b, b / a)]

    # (a)/(b) an agent loop: each call resends the same message objects plus one new round
    memory = Router("gpt-4o", context_window=BIG_WINDOW)
    recorded = Router("gpt-4o", context_window=BIG_WINDOW, recorder=rec)
    times_a, times_b = [], []
    for n in range(ROUNDS - 200, ROUNDS + 1):
        request = messages[: 2 + 2 * n]
        times_a += per_call(compact(memory, "loop", request), 1)
        times_b += per_call(compact(recorded, "loop", request), 1)
    a, b = statistics.median(times_a), statistics.median(times_b)
    rows += [("(a) growing loop, +1 round a call, no recorder", a, None),
             ("(b) growing loop, +1 round a call, Recorder", b, b / a)]  # fmt: skip

    # (a)/(b) with an edit log: grow the session so edits accumulate, then a request under trigger
    memory = Router("gpt-4o", context_window=WINDOW)
    recorded = Router("gpt-4o", context_window=WINDOW, recorder=rec)
    started = time.perf_counter()
    grown(memory, "log", ROUNDS)
    grown(recorded, "log", ROUNDS)
    grow_seconds = time.perf_counter() - started
    edits = rec.load_edits("log")
    last = edits[-1].anchor_len
    kind = "exact replay" if last == len(messages) else "pass-through"
    a, b = paired(compact(memory, "log", messages), compact(recorded, "log", messages))
    assert recorded.compact(messages, session_id="log", tools=TOOLS, max_tokens=MAX_TOKENS).replayed
    rows += [(f"(a) {len(edits)}-edit log applied, {kind}, no recorder", a, None),
             (f"(b) {len(edits)}-edit log applied, {kind}, Recorder", b, b / a)]  # fmt: skip
    if kind == "pass-through":
        exact = conversation((last - 2) // 2, rows=8)
        a, b = paired(compact(memory, "log", exact), compact(recorded, "log", exact))
        rows += [(f"(a) exact replay ({last} msgs), no recorder", a, None),
                 (f"(b) exact replay ({last} msgs), Recorder", b, b / a)]  # fmt: skip

    # (c) one decision written; call memo lookups and one call written
    numbers = iter(range(10**9))
    payload = {"replace": dict.fromkeys((f"call_{i}" for i in range(40)), "[masked]")}
    template = replace(edits[-1], payload=payload, payload_hash=payload_hash(payload))

    def save_edit() -> None:
        n = next(numbers)
        rec.save_edit(replace(template, session_id="writes", anchor_len=n + 1,
                              anchor_hash=f"h{n}", id=None, created=None))  # fmt: skip

    def save_call() -> None:
        reply = {"content": '{"rung": "mask"}'}
        call = CallRecord(f"fp{next(numbers)}", "routing", "judge", reply, "writes", 900, 20)
        rec.save_call(call)

    def request_fingerprint() -> str:
        return fingerprint("routing", "judge", messages[:3], {"temperature": 0})

    rows.append(("(c) save_edit (one decision: BEGIN IMMEDIATE, insert, commit)",
                 median(save_edit, WRITES), None))  # fmt: skip
    rows.append(("(c) save_call (one judge reply)", median(save_call, WRITES), None))
    rows.append(("(c) request fingerprint (sha256 of canonical JSON)",
                 median(request_fingerprint, WRITES), None))  # fmt: skip
    stored = f"fp{WRITES}"  # the first call save_call wrote
    assert rec.lookup_call(stored) is not None and rec.lookup_call(request_fingerprint()) is None
    rows.append(
        ("(c) lookup_call, memo hit", median(lambda: rec.lookup_call(stored), WRITES), None)
    )
    rows.append(("(c) lookup_call, memo miss",
                 median(lambda: rec.lookup_call(request_fingerprint()), WRITES), None))  # fmt: skip

    # (d) replay lookup
    rows.append(
        (f"(d) load_edits ({len(edits)} edits)", median(lambda: rec.load_edits("log"), 200), None)
    )

    # (e) edit application on the 500 messages (no cache of applied edits: the cold cost)
    counter = recorded.counter
    limits = Limits(recorded.context_window, MAX_TOKENS, recorded.trigger, recorded.target)
    job = Job("log", read_request(messages, None, counter), TOOLS, limits)
    view = View.build(job, counter, edits, BaseCache())
    rows.append((f"(e) View.build: match {len(edits)} edits, apply them, count (500 msgs)",
                 median(lambda: View.build(job, counter, edits, BaseCache()), 200), None))  # fmt: skip
    rows.append(("(e)   of which split_edits (match the hash chain)",
                 median(lambda: split_edits(edits, view.chain, ""), 200), None))  # fmt: skip
    plan = Plan.from_edits(view.applied)
    rows.append((f"(e)   of which render {len(plan.replace)} masks + summary",
                 median(lambda: plan.render(messages), 200), None))  # fmt: skip
    cached = recorded.sessions.bases("log")
    rows.append(("(e) View.build, applied edits cached (the warm path)",
                 median(lambda: View.build(job, counter, edits, cached), 200), None))  # fmt: skip

    rec.close()
    width = max(len(name) for name, _, _ in rows)
    print(
        f"500-message tool-loop session; {len(edits)} edits made while growing it "
        f"({ROUNDS} rounds, twice, {grow_seconds:.1f} s); medians, one run\n"
    )
    print(f"| {'operation':<{width}} | {'µs':>9} | {'(b)/(a)':>7} |")
    print(f"|{'-' * (width + 2)}|{'-' * 11}|{'-' * 9}|")
    for name, micros, ratio in rows:
        shown = f"{ratio:.3f}" if ratio is not None else ""
        print(f"| {name:<{width}} | {micros:>9.1f} | {shown:>7} |")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repetitions, for CI")
    if parser.parse_args().quick:
        REPEATS, BATCH, WRITES = 2, 5, 30
    main()
