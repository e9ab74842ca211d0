"""Sessions at scale on PyFlink: many agent sessions as a keyed stream, a failure, a replay.

A bounded stream of events (one per agent round, `--sessions` x `--rounds`) is keyed by session
and run by a real Flink mini-cluster at parallelism 2: each session's conversation is keyed
state, checkpointed every second; each task slot has its own `router.Router` (made in the
operator's `open()`), and every Router records to one shared PostgreSQL database. The provider
is scripted and offline (`pyflink_model.SessionModel`, with `judges.LLMJudge` and
`LLMSummarizer` asking it through the router's seam). Once, mid-run, a task raises after a
checkpoint completed, in a round that asked the judge; Flink's fixed-delay strategy restarts
every task from that checkpoint and the rounds after it run again. The same job then runs
without the router (same failure, in a round of its own).

Printed: sessions, failures injected, requests replayed and how many were byte-identical to the
first time (SHA-256 of what the provider received, per session and round, before and after the
restart), judge and summariser calls paid twice, requests over the window, and throughput in
sessions per second beside the job without the router.

    bash .ci/pyflink_env     # .venv-pyflink: apache-flink 2.3.0 + this repository; needs Java 17
    .venv-pyflink/bin/python examples/pyflink_sessions.py [--sessions 40] [--rounds 30]
        [--db postgresql://...]   # default: a throw-away PostgreSQL server (initdb) of its own

docs/pyflink.md maps each piece onto a real cluster.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
HELPERS = ("pyflink_agent.py", "pyflink_model.py", "pyflink_pg.py")

from pyflink_pg import ThrowawayPostgres, figures, prepare  # noqa: E402


def parse_args() -> argparse.Namespace:
    """Command-line options."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=30, help="agent rounds per session")
    parser.add_argument("--window", type=int, default=8192, help="the model's context window")
    parser.add_argument("--parallelism", type=int, default=2)
    parser.add_argument("--fail-at", type=int, default=0,
                        help="subtask 0's event to fail at (default: 60%% of its share)")  # fmt: skip
    parser.add_argument("--db", help="PostgreSQL URL (default: start a throw-away server)")
    args = parser.parse_args()
    if args.parallelism < 2 or args.sessions < args.parallelism or args.rounds < 2:
        parser.error("need --parallelism >= 2, --sessions >= parallelism and --rounds >= 2")
    if not args.fail_at:
        args.fail_at = max(1, int(0.6 * args.sessions * args.rounds / args.parallelism))
    return args


def flink_settings(args: argparse.Namespace, checkpoints: Path) -> dict[str, str]:
    """The job's configuration: checkpoints, restarts, Python workers."""
    return {
        "parallelism.default": str(args.parallelism),
        "python.executable": sys.executable,
        "python.client.executable": sys.executable,
        # Small bundles: a checkpoint barrier waits for at most ten events in a Python worker.
        "python.fn-execution.bundle.size": "10",
        "python.fn-execution.bundle.time": "100",
        # Each Python operator gets its own worker process, released cleanly on a restart.
        "python.fn-execution.memory.managed": "false",
        "state.backend.type": "hashmap",
        "execution.checkpointing.interval": "1 s",
        "execution.checkpointing.dir": checkpoints.as_uri(),
        "execution.checkpointing.unaligned.enabled": "true",
        "restart-strategy.type": "fixed-delay",
        "restart-strategy.fixed-delay.attempts": "3",
        "restart-strategy.fixed-delay.delay": "1 s",
    }


def run_job(args: argparse.Namespace, url: str, job: str, use_router: bool) -> dict[str, Any]:
    """Run one job to the end; the sessions it emitted and its wall time."""
    from pyflink.common import Configuration, Types, WatermarkStrategy
    from pyflink.datastream import StreamExecutionEnvironment
    from pyflink.datastream.connectors.number_seq import NumberSequenceSource
    from pyflink_agent import AgentSessions

    checkpoints = Path(tempfile.mkdtemp(prefix=f"pyflink-{job}-"))
    conf = Configuration()
    for key, value in flink_settings(args, checkpoints).items():
        conf.set_string(key, value)
    env = StreamExecutionEnvironment.get_execution_environment(conf)
    for name in HELPERS:
        env.add_python_file(str(HERE / name))
    settings = {
        "db": url, "job": job, "use_router": use_router, "window": args.window,
        "rounds": args.rounds, "fail_at": args.fail_at, "checkpoints": str(checkpoints),
    }  # fmt: skip
    sessions = args.sessions
    events = env.from_source(
        NumberSequenceSource(0, sessions * args.rounds - 1), WatermarkStrategy.no_watermarks(),
        "rounds",
    ).set_parallelism(1)  # fmt: skip
    names = events.map(lambda n: f"session-{n % sessions:03d}", output_type=Types.STRING())
    out = (
        names.set_parallelism(1)
        .key_by(lambda session: session, key_type=Types.STRING())
        .process(
            AgentSessions(settings),
            output_type=Types.TUPLE([Types.STRING(), Types.INT(), Types.INT()]),
        )
        .name("agent sessions")
    )
    started = time.perf_counter()
    try:
        done = list(out.execute_and_collect(f"sessions-{job}"))
    finally:
        shutil.rmtree(checkpoints, ignore_errors=True)
    return {"done": done, "seconds": time.perf_counter() - started}


def report(args: argparse.Namespace, url: str, runs: dict[str, dict[str, Any]]) -> None:
    """Print the figures of both jobs from the ledger."""
    print(
        f"PyFlink: {args.sessions} sessions x {args.rounds} rounds as a keyed stream, "
        f"parallelism {args.parallelism}, one Router per task slot, one PostgreSQL recorder, "
        f"checkpoints every 1 s, fixed-delay restarts, window {args.window:,} tokens"
    )
    for job, run in runs.items():
        f = figures(url, job)
        sessions = {session for session, _rounds, _attempt in run["done"]}
        replayed, identical = f["replayed"]
        print(f"{'with the router' if job.startswith('router') else 'without the router'}:")
        print(f"  sessions completed: {len(run['done'])} ({len(sessions)} distinct)")
        after = ", ".join(f["checkpoint"]) or "-"
        print(f"  failures injected: {f['failures']} (after checkpoint {after})")
        print(f"  requests sent by the agent: {f['agent_calls']:,} for {f['rounds']:,} rounds")
        print(f"  requests replayed: {replayed}, byte-identical to the first time: {identical}")
        before, again = f["replayed_judgements"]
        print(f"  judgements in the replayed rounds: {before} made before the failure, "
              f"{again} asked again")  # fmt: skip
        purposes = ", ".join(f"{k} {v}" for k, v in f["by_purpose"].items()) or "none"
        print(f"  judge and summariser calls: {f['judge_calls']} ({purposes}); "
              f"paid twice: {f['paid_twice']}")  # fmt: skip
        first = f" (from round {f['first_over']})" if f["first_over"] else ""
        print(f"  requests over the window: {f['over_window']}{first}; "
              f"largest prompt {f['largest']:,} tokens")  # fmt: skip
        run["rate"] = args.sessions / run["seconds"]
        run["busy"] = f["busy_ms"]
    routed, plain = runs.values()
    print(
        f"throughput: {routed['rate']:.2f} sessions/s with the router ({routed['seconds']:.1f} s), "
        f"{plain['rate']:.2f} without ({plain['seconds']:.1f} s), ratio "
        f"{routed['rate'] / plain['rate']:.2f}; median time per round in the operator "
        f"{routed['busy']:.1f} ms vs {plain['busy']:.1f} ms"
    )


def main() -> None:
    args = parse_args()
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    # A Python worker process per task slot, as on a cluster (the local default runs every
    # slot's Python code inside this process).
    os.environ.setdefault("_python_worker_execution_mode", "process")
    label = time.strftime("%Y%m%d%H%M%S")
    with contextlib.ExitStack() as stack:
        url = args.db or stack.enter_context(ThrowawayPostgres())
        prepare(url)
        runs = {
            f"router-{label}": run_job(args, url, f"router-{label}", use_router=True),
            f"plain-{label}": run_job(args, url, f"plain-{label}", use_router=False),
        }
        report(args, url, runs)


if __name__ == "__main__":
    main()
