"""The integration examples run offline as a user would run them and print what they promise."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NEEDS = {
    "adk_agent.py": "google.adk",
    "anthropic_messages.py": "router",
    "langchain_agent.py": "langchain",
    "langgraph_agent.py": "langgraph.prebuilt",
    "pydantic_ai_agent.py": "pydantic_ai",
    "openai_agents_filter.py": "agents",
    "litellm_proxy_hook.py": "fastapi",
}
EXPECTED = {
    "adk_agent.py": [r"101 model calls", r"100 function responses, all original: True"],
    "anthropic_messages.py": [
        r"anthropic: mask, \d+ -> \d+ tokens",
        r"responses: \d+ of \d+ items are the caller's own objects",
    ],
    "langchain_agent.py": [r"101 model calls", r"100 tool results, all original: True"],
    "langgraph_agent.py": [r"101 model calls", r"state: 100 tool results, all original: True"],
    "pydantic_ai_agent.py": [r"101 model calls", r"100 tool returns, all original: True"],
    "openai_agents_filter.py": [r"101 model calls", r"100 tool outputs, all original: True"],
    "litellm_proxy_hook.py": [r"60 of 60 rounds", r"the upstream saw model 'fake-model'"],
}
LARGEST = re.compile(r"largest (?:request|input)[^:]*: (?:about )?(\d+) tokens \(window (\d+)\)")


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_runs_and_stays_inside_the_window(name: str) -> None:
    if importlib.util.find_spec(NEEDS[name]) is None:
        pytest.skip(f"{NEEDS[name]} is not installed")
    if name == "litellm_proxy_hook.py" and shutil.which("litellm") is None:
        pytest.skip("the litellm command is not installed")
    env = dict(os.environ, LITELLM_LOCAL_MODEL_COST_MAP="True", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / name)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    for pattern in EXPECTED[name]:
        assert re.search(pattern, done.stdout), (pattern, done.stdout)
    for largest, window in LARGEST.findall(done.stdout):
        assert int(largest) <= int(window)
