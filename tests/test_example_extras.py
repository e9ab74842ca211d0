"""A framework example run without its extra says which extra to install, in one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# A module finder placed first on sys.path that hides the named top-level packages.
HIDE = """
import sys
from importlib.abc import MetaPathFinder
HIDDEN = set(sys.argv[1].split(","))
class Hide(MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in HIDDEN:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, Hide())
script = sys.argv[2]
sys.argv = [script]
import runpy
runpy.run_path(script, run_name="__main__")
"""


@pytest.mark.parametrize(
    ("example", "hidden", "extra"),
    [
        ("langchain_agent.py", "langchain,langchain_core,langgraph", "langchain"),
        ("openai_agents_filter.py", "agents", "openai-agents"),
        ("pydantic_ai_agent.py", "pydantic_ai", "pydantic-ai"),
    ],
)
def test_a_framework_example_without_its_extra_names_the_extra(
    example: str, hidden: str, extra: str
) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", HIDE, hidden, str(ROOT / "examples" / example)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        next(line for line in done.stderr.splitlines() if "pip install" in line)
    ], done.stderr
    assert f"pip install 'compaction-router[{extra}]'" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_audit_walkthrough_keeps_its_database_and_says_what_to_run(tmp_path: Path) -> None:
    db = tmp_path / "kept.db"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "audit_walkthrough.py"), "--db", str(db)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=True,
    )
    assert db.exists()
    assert f"The database is kept at {db}" in done.stdout
    assert f"compaction-router audit list --db {db}" in done.stdout
