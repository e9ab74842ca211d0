"""Every benchmark script runs end to end in its quick mode, as CI runs it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "tests" / "bench"
# Each script with its quick-mode arguments and a line its output must hold.
QUICK = {
    "overhead.py": (["--quick"], "| warm compact() per call (median) |"),
    "recorder.py": (["--quick"], "| (b) pass-through, Recorder"),
    "reliability.py": (["--smoke"], "Long run (case 7):"),
}
# Scripts whose quick run is asserted by their own test.
ELSEWHERE = {
    "fleet.py": "tests/recorder/test_fleet.py",
    "report_html.py": "the HTML report's tests",
    "workloads.py": "tests/test_workloads.py (its run(), in process: the same five minutes once)",
}


def test_every_benchmark_script_has_a_quick_run() -> None:
    """Each script is run here, by its own test, or at least offers a quick mode for CI."""
    for path in sorted(BENCH.glob("*.py")):
        if path.name in QUICK or path.name in ELSEWHERE or path.name == "__init__.py":
            continue
        assert "--quick" in path.read_text(), f"{path.name} has no --quick mode"


@pytest.mark.parametrize("script", sorted(QUICK))
def test_a_benchmark_script_runs_in_its_quick_mode(script: str, tmp_path: Path) -> None:
    arguments, expected = QUICK[script]
    # No PYTHONPATH: each script puts the repository first itself, ahead of tests/bench (whose
    # recorder.py would otherwise hide the recorder package).
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    env.pop("PYTHONPATH", None)
    env["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"
    done = subprocess.run(
        [sys.executable, str(BENCH / script), *arguments],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=900,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert expected in done.stdout
    assert "PROBLEM" not in done.stdout, done.stdout
