"""The PyFlink sessions job runs as a user runs it and keeps its promises after a restart.

examples/pyflink_sessions.py runs in the PyFlink environment (`.ci/pyflink_env` makes
.venv-pyflink) against a throw-away PostgreSQL server it starts itself. Skipped, with the
reason, where that environment, Java or the PostgreSQL server binaries are missing.
"""

from __future__ import annotations

import glob
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYTHON = ROOT / ".venv-pyflink" / "bin" / "python"
SESSIONS, ROUNDS = 40, 30


def _missing() -> str | None:
    """Why the job cannot run here, or None."""
    if not PYTHON.exists():
        return "no .venv-pyflink: run .ci/pyflink_env"
    if shutil.which("java") is None and not os.environ.get("JAVA_HOME"):
        return "no Java 17: apt-get install openjdk-17-jre-headless"
    if not glob.glob("/usr/lib/postgresql/*/bin/initdb"):
        return "no PostgreSQL server binaries: run .ci/ensure_postgres"
    return None


pytestmark = pytest.mark.skipif(_missing() is not None, reason=str(_missing()))


@pytest.fixture(scope="module")
def output() -> str:
    """The example's standard output (it ran to the end)."""
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    env["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"
    done = subprocess.run(
        [str(PYTHON), "examples/pyflink_sessions.py", "--sessions", str(SESSIONS),
         "--rounds", str(ROUNDS)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=1500,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-4000:]
    return done.stdout


def section(output: str, title: str) -> str:
    """The lines of one job's figures."""
    after = output.split(f"\n{title}:\n", 1)[1]
    return after.split("\nwith", 1)[0].split("\nthroughput", 1)[0]


def figure(text: str, pattern: str) -> tuple[int, ...]:
    """The integers a pattern captures in `text` (thousands separators allowed)."""
    found = re.search(pattern, text)
    assert found, f"{pattern!r} not in:\n{text}"
    return tuple(int(group.replace(",", "")) for group in found.groups())


def test_every_session_completes_once_after_the_restart(output: str) -> None:
    routed = section(output, "with the router")
    assert figure(routed, r"sessions completed: (\d+) \((\d+) distinct\)") == (SESSIONS, SESSIONS)
    assert figure(routed, r"failures injected: (\d+) \(after checkpoint chk-(\d+)\)")[0] == 1
    sent, rounds = figure(routed, r"requests sent by the agent: ([\d,]+) for ([\d,]+) rounds")
    assert rounds == SESSIONS * ROUNDS
    replayed, identical = figure(routed, r"requests replayed: (\d+), byte-identical[^:]*: (\d+)")
    assert replayed > 0 and sent == rounds + replayed
    assert identical == replayed


def test_no_judgement_is_paid_twice_and_nothing_goes_over_the_window(output: str) -> None:
    routed = section(output, "with the router")
    calls, twice = figure(routed, r"judge and summariser calls: (\d+) .*paid twice: (\d+)")
    assert calls > 0, "the judged rungs were never reached: the example no longer shows them"
    assert twice == 0
    before, again = figure(
        routed,
        r"judgements in the replayed rounds: (\d+) made before the failure, (\d+) asked again",
    )
    assert before > 0, "the failure is injected in a round that asked the judge"
    assert again == 0
    assert figure(routed, r"requests over the window: (\d+)") == (0,)


def test_without_the_router_requests_go_over_the_window(output: str) -> None:
    plain = section(output, "without the router")
    assert figure(plain, r"sessions completed: (\d+)") == (SESSIONS,)
    assert figure(plain, r"requests over the window: (\d+)")[0] > 0
    assert re.search(r"throughput: [\d.]+ sessions/s with the router .* ratio [\d.]+", output)
