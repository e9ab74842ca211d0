"""The judges package imports nothing from the router, the rungs or the recorder."""

from __future__ import annotations

import ast
from pathlib import Path

import judges
from judges import (
    ExtractiveSummarizer,
    Judge,
    LLMJudge,
    LLMSummarizer,
    RuleJudge,
    Summarizer,
)

FORBIDDEN = ("router", "rungs", "recorder")


def test_judges_import_no_other_layer() -> None:
    package = Path(judges.__file__).parent
    for path in package.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in FORBIDDEN, f"{path.name} imports {name}"


def test_public_api() -> None:
    for name in (
        "RuleJudge",
        "LLMJudge",
        "ExtractiveSummarizer",
        "LLMSummarizer",
        "Judge",
        "Summarizer",
        "SituationReport",
        "ModelRequest",
        "JudgeFlow",
    ):
        assert name in judges.__all__
    assert judges.__doc__


def test_judges_satisfy_the_protocols() -> None:
    found: list[Judge] = [RuleJudge(), LLMJudge("m")]
    summarizers: list[Summarizer] = [
        ExtractiveSummarizer(),
        LLMSummarizer("m"),
        *(judge.default_summarizer() for judge in found),
    ]
    assert [judge.name for judge in found] == ["rule", "m"]
    assert [s.name for s in summarizers] == ["extractive", "m", "extractive", "m"]
