"""A fleet on one PostgreSQL recorder: two hosts, workers SIGKILLed, sessions resumed elsewhere.

    python tests/bench/fleet.py            # 2 hosts x 4 processes x 8 threads, 200 sessions
    python tests/bench/fleet.py --quick    # 2 x 2 x 4, 24 sessions (for CI)

The benchmark starts its own PostgreSQL server (tests/recorder/pgserver.py, durable settings).
Phase 1: each host runs its processes over its half of the sessions, every thread driving one
session at a time through a public `router.Router` (LLM judge on a scripted model,
`recorder=Recorder(url)`); some processes of each host are SIGKILLed part-way. Phase 2: the
other host resumes every unfinished session in fresh processes (new process group, new
Router), re-sending the request the killed worker sent last, then going on.

Reported: requests, decisions, lost decisions (reported made, absent from the database),
duplicated decisions (one request given two decisions), resumed requests whose bytes differ
from the first send, judge calls paid twice after their reply was recorded (and, apart, judge
calls whose reply died with a killed process before it was recorded), decision write latency
p50/p99, and warm pass-through `compact()` with a PostgreSQL recorder, a SQLite recorder and
none, with the number of database operations pass-through made. No assertions on time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from recorder import Recorder
from router import Router
from tests.recorder.fleet_worker import percentile, quiet_writes
from tests.recorder.pgserver import PostgresServer
from tests.recorder_worker import TOOLS, conversation

FULL = {"hosts": 2, "processes": 4, "threads": 8, "sessions": 200, "rounds": 12, "kills": 2}
QUICK = {"hosts": 2, "processes": 2, "threads": 4, "sessions": 24, "rounds": 8, "kills": 1}
PASS_ROUNDS = 249  # 500 messages for the pass-through comparison
PASS_BATCH, PASS_REPEATS = 30, 5
WORKER = Path(__file__).resolve().parents[1] / "recorder" / "fleet_worker.py"


class Fleet:
    """Launches, kills and resumes worker processes; every process writes one JSON-lines file."""

    def __init__(self, url: str, shape: dict[str, int], folder: Path) -> None:
        self.url, self.shape, self.folder = url, shape, folder
        self.files: list[Path] = []

    def launch(self, name: str, jobs: list[tuple[str, int]]) -> subprocess.Popen[bytes]:
        """One worker in a process group of its own, its output in `name`.jsonl."""
        path = self.folder / f"{name}.jsonl"
        self.files.append(path)
        args = {"db": self.url, "jobs": jobs, "threads": self.shape["threads"],
                "rounds": self.shape["rounds"]}  # fmt: skip
        with path.open("wb") as out:
            return subprocess.Popen(
                [sys.executable, str(WORKER), json.dumps(args)],
                stdout=out,
                start_new_session=True,
            )

    def run_host(self, phase: str, host: str, sessions: list[tuple[str, int]]) -> list[Any]:
        """Start a host's processes over `sessions`, split evenly."""
        count = self.shape["processes"]
        return [
            (self.launch(f"{phase}-{host}-{i}", sessions[i::count]), sessions[i::count])
            for i in range(count)
        ]


def requests_in(path: Path) -> int:
    """How many requests a worker has reported so far."""
    return sum(1 for event in events(path) if event.get("t") == "req")


def events(path: Path) -> Iterator[dict[str, Any]]:
    """The complete JSON lines of a worker's output (a killed worker may leave half a line)."""
    for line in path.read_text().splitlines():
        try:
            yield json.loads(line)
        except ValueError:
            continue


def kill_part_way(process: subprocess.Popen[bytes], path: Path, after: int) -> None:
    """SIGKILL a worker's process group once it has sent `after` requests (or finished)."""
    deadline = time.monotonic() + 600
    while process.poll() is None and requests_in(path) < after and time.monotonic() < deadline:
        time.sleep(0.02)
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGKILL)
    process.wait()


def unfinished(path: Path, jobs: list[tuple[str, int]], rounds: int) -> list[tuple[str, int]]:
    """Sessions a killed worker left, each from the last request it sent (sent again)."""
    last: dict[str, int] = {}
    for event in events(path):
        if event.get("t") == "req":
            last[event["s"]] = max(last.get(event["s"], 0), event["r"])
    return [(s, max(last.get(s, 1), 1)) for s, _ in jobs if last.get(s, 0) < rounds]


def run_fleet(url: str, shape: dict[str, int], folder: Path) -> tuple[Fleet, int, float]:
    """Phase 1 with kills, then phase 2 resuming the killed workers' sessions on the other host."""
    fleet = Fleet(url, shape, folder)
    hosts = [chr(ord("A") + h) for h in range(shape["hosts"])]
    sessions = [f"s{n:03d}" for n in range(shape["sessions"])]
    started = time.perf_counter()
    running = {h: fleet.run_host("p1", h, [(s, 1) for s in sessions[i :: len(hosts)]])
               for i, h in enumerate(hosts)}  # fmt: skip
    chooser = random.Random(13)
    victims = {h: chooser.sample(range(shape["processes"]), shape["kills"]) for h in hosts}
    resumes: dict[str, list[tuple[str, int]]] = defaultdict(list)
    killers = []
    for h in hosts:
        for index in victims[h]:
            process, jobs = running[h][index]
            path = folder / f"p1-{h}-{index}.jsonl"
            after = chooser.randint(
                len(jobs) * shape["rounds"] // 4, len(jobs) * shape["rounds"] // 2
            )
            killer = threading.Thread(target=kill_part_way, args=(process, path, after))
            killer.start()
            killers.append((killer, h, path, jobs))
    for killer, h, path, jobs in killers:
        killer.join()
        other = hosts[(hosts.index(h) + 1) % len(hosts)]
        resumes[other] += unfinished(path, jobs, shape["rounds"])
    for h in hosts:
        for process, _ in running[h]:
            process.wait()
    resumed = sum(len(jobs) for jobs in resumes.values())
    second = [pair for h, jobs in resumes.items() for pair in fleet.run_host("p2", h, jobs)]
    for process, _ in second:
        process.wait()
    return fleet, resumed, time.perf_counter() - started


def judge_payments(fleet: Fleet) -> tuple[int, int, int]:
    """Judge calls paid; paid again after their reply was recorded; paid again after a kill."""
    recorded: set[str] = set()
    paid: set[str] = set()
    after_record = in_flight = total = 0
    for path in fleet.files:  # phase 1 files come before phase 2 files
        for event in events(path):
            key = str(event.get("d"))
            if event.get("t") == "recorded":
                recorded.add(key)
            elif event.get("t") == "paid":
                total += 1
                if key in recorded:
                    after_record += 1
                elif key in paid:
                    in_flight += 1
                paid.add(key)
    return total, after_record, in_flight


def tally(fleet: Fleet, url: str) -> dict[str, Any]:
    """Requests, decisions, losses, duplicates, differing bytes, double payments, latency."""
    import psycopg

    sends: dict[tuple[str, int], list[dict[str, Any]]] = defaultdict(list)
    writes: list[float] = []
    for path in fleet.files:
        for event in events(path):
            if event.get("t") == "req":
                sends[(event["s"], event["r"])].append(event)
            elif event.get("t") == "write":
                writes.append(event["ms"])
    with psycopg.connect(url) as conn:
        stored = {row[0] for row in conn.execute("SELECT id FROM edits")}
    reported = {e["decision"] for group in sends.values() for e in group if e["decision"]}
    new_per_request = [
        {e["decision"] for e in group if e["decision"] and not e["replayed"]}
        for group in sends.values()
    ]
    paid, after_record, in_flight = judge_payments(fleet)
    return {
        "requests": sum(len(group) for group in sends.values()),
        "distinct requests": len(sends),
        "requests sent again after a kill": sum(len(g) - 1 for g in sends.values()),
        "decisions (database rows)": len(stored),
        "decisions reported to callers": len(reported),
        "lost decisions": len(reported - stored),
        "duplicated decisions": sum(1 for ids in new_per_request if len(ids) > 1),
        "resent requests whose bytes differ": sum(
            1 for g in sends.values() if len({e["h"] for e in g}) > 1
        ),
        "judge calls paid": paid,
        "judge calls paid twice (reply recorded)": after_record,
        "judge calls paid again (reply died with a killed worker)": in_flight,
        "decision writes": len(writes),
        "decision write p50 ms": round(percentile(writes, 0.50), 2),
        "decision write p99 ms": round(percentile(writes, 0.99), 2),
    }


def counted(recorder: Recorder, counter: list[int]) -> Recorder:
    """Count every database operation the recorder's backend runs."""
    backend = recorder._store
    for name in ("read", "inspect", "write"):
        original = getattr(backend, name)

        def wrapper(*args: Any, _original: Callable[..., Any] = original) -> Any:
            counter[0] += 1
            return _original(*args)

        setattr(backend, name, wrapper)
    return recorder


def pass_through(url: str, folder: Path) -> list[tuple[str, float, float, int]]:
    """Median µs of a warm pass-through `compact()` per recorder, ratio to none, DB operations."""
    messages = conversation(PASS_ROUNDS, rows=8)
    ops = {"PostgreSQL": [0], "SQLite": [0], "none": [0]}
    routers = {
        "none": Router("gpt-4o", context_window=2_000_000),
        "SQLite": Router("gpt-4o", context_window=2_000_000,
                         recorder=counted(Recorder(folder / "pass.db"), ops["SQLite"])),
        "PostgreSQL": Router("gpt-4o", context_window=2_000_000,
                             recorder=counted(Recorder(url), ops["PostgreSQL"])),
    }  # fmt: skip
    times: dict[str, list[float]] = {name: [] for name in routers}
    for router in routers.values():
        router.compact(messages, session_id="pass", tools=TOOLS)  # loads the (empty) edit log
    for counter in ops.values():
        counter[0] = 0
    for _ in range(PASS_REPEATS):
        for name, router in routers.items():
            for _ in range(PASS_BATCH):
                started = time.perf_counter_ns()
                result = router.compact(messages, session_id="pass", tools=TOOLS)
                times[name].append((time.perf_counter_ns() - started) / 1000)
                assert result.rung == "nothing"
    base = statistics.median(times["none"])
    return [
        (name, statistics.median(times[name]), statistics.median(times[name]) / base,
         ops[name][0])
        for name in routers
    ]  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small numbers, for CI")
    options = parser.parse_args()
    shape = QUICK if options.quick else FULL
    folder = Path(tempfile.mkdtemp(prefix="bench-fleet-"))
    server = PostgresServer(fast=False).start()
    try:
        url = server.create_database()
        Recorder(url).close()  # the schema, once
        fleet, resumed, seconds = run_fleet(url, shape, folder)
        figures = tally(fleet, url)
        p50, p99 = quiet_writes(url, 300)
        figures["decision write p50 / p99 ms, idle server"] = f"{p50:.2f} / {p99:.2f}"
        overhead = pass_through(url, folder)
    finally:
        server.destroy()
    print(
        f"{shape['hosts']} hosts x {shape['processes']} processes x {shape['threads']} threads, "
        f"{shape['sessions']} sessions x {shape['rounds']} rounds, {shape['kills']} process(es) "
        f"per host SIGKILLed, {resumed} sessions resumed on the other host; {seconds:.1f} s\n"
    )
    width = max(len(name) for name in figures)
    print(f"| {'measure':<{width}} | {'value':>9} |\n|{'-' * (width + 2)}|{'-' * 11}|")
    for name, value in figures.items():
        print(f"| {name:<{width}} | {value:>9} |")
    print(f"\nwarm pass-through compact(), {2 + 2 * PASS_ROUNDS} messages, median of "
          f"{PASS_REPEATS * PASS_BATCH}:\n")  # fmt: skip
    print("| recorder | µs | × none | database operations |\n|---|---|---|---|")
    for name, micros, ratio, operations in overhead:
        print(f"| {name} | {micros:.0f} | {ratio:.3f} | {operations} |")


if __name__ == "__main__":
    main()
