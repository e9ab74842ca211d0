"""The README's Python blocks run as written, offline, one after another."""

from __future__ import annotations

import ast
import asyncio
import inspect
import re
from pathlib import Path
from typing import Any

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
BLOCK = re.compile(r"^```python\n(.*?)^```", re.DOTALL | re.MULTILINE)


def python_blocks() -> list[str]:
    """The README's ```python blocks, in order."""
    return BLOCK.findall(README.read_text())


def run_block(source: str, namespace: dict[str, Any], index: int) -> None:
    """Run one block in the shared namespace; a top-level `await` is awaited."""
    code = compile(source, f"README block {index}", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    outcome = eval(code, namespace)  # the README's own code
    if inspect.iscoroutine(outcome):
        asyncio.run(outcome)


def test_the_readme_has_the_blocks_a_user_copies() -> None:
    blocks = python_blocks()
    assert len(blocks) >= 4
    assert "router.compact(" in blocks[0] and "router.wrap(" in blocks[0]


def test_every_python_block_of_the_readme_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)  # the recorder block writes compaction.db here
    namespace: dict[str, Any] = {"__name__": "readme"}
    for index, source in enumerate(python_blocks(), start=1):
        run_block(source, namespace, index)
    printed = capsys.readouterr().out
    assert "Two orders are on hold." in printed
    assert namespace["result"].rung == "nothing" and not namespace["result"].replayed
    assert any(tool["function"]["name"] == "recall_tool_result" for tool in namespace["tools"])
    assert (tmp_path / "compaction.db").exists()
