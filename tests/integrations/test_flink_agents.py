"""Flink Agents: the integration's checks and the proposal's three agents, in their environment.

Flink Agents 0.3.1 pins pydantic 2.11.4, so it has an environment of its own (`bash
.ci/flink_env` makes `.venv-flink`, or `$FLINK_VENV`). These tests run there, as subprocesses
with that environment's python; without it they skip.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VENV = Path(os.environ.get("FLINK_VENV") or ROOT / ".venv-flink")
PYTHON = VENV / "bin" / "python"
EXPECTED = {
    "flink_react_overflow.py": [
        r"1\. OpenAIChatModelSetup \(as the proposal ran it\): failed in round 48 ",
        r"context_length_exceeded|maximum context length is 128000 tokens",
        r"2\. CompactingChatModelSetup: 200 tool rounds, 201 calls, ended with final answer",
    ],
    "flink_data_agent.py": [
        r"1\. OpenAIChatModelSetup: call \d+ refused at 1[23]\d,\d{3} tokens",
        r"3\. router, notes: +\d+ calls, .*report names 12 of 12 flagged transactions "
        r"\(accepted\)",
    ],
    "flink_memory_agent.py": [
        r"1\. OpenAIChatModelSetup: \d+ events answered, event \d+ refused at 1[23]\d,\d{3}",
        r"2\. CompactingChatModelSetup: 70 of 70 events answered",
        r"event 70: Yes: add BR to the card-not-present whitelist .*\(ticket RISK-58213\)",
        r"3\. recovery \(new router, same recorder\): 70 of 70 requests byte-identical",
    ],
}
LARGEST = re.compile(r"largest request ([\d,]+) tokens \(window ([\d,]+)\)")
needs_env = pytest.mark.skipif(
    not PYTHON.exists(), reason=f"no Flink Agents environment at {VENV}: run bash .ci/flink_env"
)


def _env() -> dict[str, str]:
    """No provider key reaches a run; LiteLLM stays offline."""
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    env.update(LITELLM_LOCAL_MODEL_COST_MAP="True", PYTHONPATH=str(ROOT))
    return env


@needs_env
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_proposal_agent_fails_plain_and_runs_compacted(name: str) -> None:
    done = subprocess.run(
        [str(PYTHON), str(ROOT / "examples" / name)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=_env(),
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    for pattern in EXPECTED[name]:
        assert re.search(pattern, done.stdout), (pattern, done.stdout)
    largest = LARGEST.findall(done.stdout)
    assert largest, done.stdout
    for tokens, window in largest:
        assert int(tokens.replace(",", "")) <= int(window.replace(",", ""))


@needs_env
def test_integration_checks_pass_in_the_flink_environment() -> None:
    done = subprocess.run(
        [
            str(PYTHON),
            "-m",
            "pytest",
            "-q",
            "--noconftest",
            "-p",
            "no:cacheprovider",
            "-o",
            "addopts=",
            str(ROOT / "tests" / "integrations" / "flink_checks.py"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=_env(),
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert re.search(r"\d+ passed", done.stdout), done.stdout[-2000:]
