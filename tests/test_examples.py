"""Every example runs offline as a user would run it, and prints what it promises."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
ARGS = {"react_overflow.py": ["--rounds", "70"]}
EXPECTED = {
    "quickstart.py": [
        "without the router: ",
        "ended with 400 context_length_exceeded",
        "with the router:    30 of 30 rounds",
        "compaction step: mask",
    ],
    "litellm_any_provider.py": [
        "| Anthropic | `anthropic/claude-haiku-4-5` | 200,000 |",
        "| OpenAI | `gpt-4o-mini` | 128,000 |",
        "30 rounds through LiteLLM",
        "acomplete: one async call",
        "the server saw model names ['Qwen2.5-7B-Instruct']",
    ],
    "judge_models.py": [
        'LLMJudge("anthropic/claude-haiku-4-5")',
        'api_base="http://127.0.0.1:8000/v1"',
        "retain by judge",
        "repeats decision",
        "ERR-4471 (build 2) was in 21 of 24 agent requests",
    ],
    "audit_walkthrough.py": [
        "1. ran 20 rounds",
        "router.recall() gives back the original: invoice INV-00000",
        "replayed=True, identical bytes=True, judge calls=0",
        "Decisions (newest first)",
        "what was there (recorded original)",
        "Totals",
        "passed the integrity check",
    ],
    "react_overflow.py": [
        "1. plain client: ",
        "This model's maximum context length is 128000 tokens",
        "70 of 70 rounds",
        "3. with max_tool_rounds=60, on_stop='finish': 61 rounds, ended with final answer",
    ],
    "data_agent.py": [
        "1. no router:                      call ",
        ": 400 context_length_exceeded",
        "2. router, agent keeps no notes:   call ",
        "3. router, agent keeps notes:      call ",
        "8 of 8 flagged transactions named with the right amount",
    ],
    "history_agent.py": [
        "1. no router:",
        ": 400 context_length_exceeded",
        "2. router, defaults:",
        "   event 27: ",
        "   event 30: ",
        "compaction: summarize",
    ],
}


def _env() -> dict[str, str]:
    """No provider keys reach an example; LiteLLM and tiktoken stay offline."""
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    env.update(LITELLM_LOCAL_MODEL_COST_MAP="True", PYTHONPATH=str(ROOT))
    return env


@pytest.fixture(scope="module")
def outputs() -> dict[str, subprocess.CompletedProcess[str]]:
    """Run all examples at once (each in its own process) and collect their output."""
    running = {
        name: subprocess.Popen(
            [sys.executable, str(EXAMPLES / name), *ARGS.get(name, [])],
            cwd=ROOT,
            env=_env(),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for name in EXPECTED
    }
    done = {}
    for name, process in running.items():
        out, err = process.communicate(timeout=120)
        done[name] = subprocess.CompletedProcess(process.args, process.returncode, out, err)
    return done


def integration_examples() -> set[str]:
    """The examples tests/integrations runs: framework extras, and Flink Agents in its own
    environment (test_flink_agents.py)."""
    names: set[str] = set()
    for test in ("test_integration_examples.py", "test_flink_agents.py"):
        path = ROOT / "tests" / "integrations" / test
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec is not None and spec.loader is not None, f"cannot load {path}"
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        names |= set(module.EXPECTED)
    return names


def test_every_example_is_covered() -> None:
    # The framework examples are run (and their output checked) by the integration test,
    # which skips them when their extra is missing; they are not run a second time here.
    elsewhere = integration_examples()
    # The PyFlink job and its helpers run in their own environment (.ci/pyflink_env), from
    # tests/integrations/test_pyflink_sessions.py.
    elsewhere |= {path.name for path in EXAMPLES.glob("pyflink_*.py")}
    assert not elsewhere & set(EXPECTED), "an example is run by both tests"
    assert sorted(p.name for p in EXAMPLES.glob("*.py")) == sorted([*EXPECTED, *elsewhere])


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_runs_and_prints(
    name: str, outputs: dict[str, subprocess.CompletedProcess[str]]
) -> None:
    result = outputs[name]
    assert result.returncode == 0, result.stderr[-3000:]
    for text in EXPECTED[name]:
        assert text in result.stdout, f"{name}: {text!r} not in output:\n{result.stdout}"
