"""Every ```python block of README.md and docs/*.md runs as written, alone, as a script.

A block is pasted into a fresh namespace (as `python block.py` would run it), in an empty
folder, offline. A block that needs a framework extra may say so in an HTML comment on the line
before it, `<!-- docs-test: skip (needs the langchain extra) -->`; it is then skipped with that
reason. A fragment is not a reason: make it complete.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BLOCK = re.compile(
    r"(?:<!--\s*docs-test:\s*skip\s*\((?P<reason>[^)]*)\)\s*-->\s*\n)?^```python\n(?P<code>.*?)^```",
    re.DOTALL | re.MULTILINE,
)


def blocks() -> list[pytest.ParameterSet]:
    """Each python block of each page, named `page:line`, skipped where its comment says so."""
    found = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for match in BLOCK.finditer(text):
            line = text.count("\n", 0, match.start("code"))
            name = f"{page.relative_to(ROOT)}:{line}"
            marks = [pytest.mark.skip(reason=match["reason"])] if match["reason"] else []
            found.append(pytest.param(match["code"], name, id=name, marks=marks))
    return found


@pytest.mark.parametrize(("code", "name"), blocks())
def test_the_block_runs_as_written(
    code: str, name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # a block may write compaction.db
    for key in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(key, raising=False)
    exec(compile(code, name, "exec"), {"__name__": "__main__"})  # the documentation's own code


def test_the_pages_hold_the_blocks_a_user_copies() -> None:
    names = [param.values[1] for param in blocks()]
    assert sum(name.startswith("README.md") for name in names) >= 2
    assert any(name.startswith("docs/architecture.md") for name in names)
    assert any(name.startswith("docs/audit.md") for name in names)
