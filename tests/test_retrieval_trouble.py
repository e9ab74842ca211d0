"""A question whether anything went wrong finds the line that said so: a checker's complaint or
a missing file buried in a command's output comes back for "did anything fail?", and a masked
result's placeholder keeps it, though the question shares no word with it."""

from __future__ import annotations

import inspect
import json
import json.decoder
from importlib import metadata
from typing import Any

from router import Router
from rungs.excerpts import excerpt
from rungs.excerpts.trouble import asks_about_trouble, reports_trouble
from tests.conftest import exchange

Message = dict[str, Any]
COMPLAINT = (
    "botocore 1.43.11 has requirement s3transfer<0.18.0,>=0.17.0, but you have s3transfer 0.16.0."
)
MISSING = "missing   c /etc/debuginfod/elfutils.urls"


def installed_listing() -> str:
    """`pip list` of what this interpreter has installed, then one complaint of `pip check`."""
    rows = sorted({(d.metadata["Name"] or "?", d.version) for d in metadata.distributions()})
    lines = ["Package                            Version", "-" * 34 + " " + "-" * 16]
    lines += [f"{name:<34} {version}" for name, version in rows[:150]]
    return "\n".join([*lines, COMPLAINT])


def verify_output() -> str:
    """Package listing rows (real distribution names) and one file `dpkg --verify` misses."""
    rows = sorted({(d.metadata["Name"] or "?", d.version) for d in metadata.distributions()})
    lines = [f"ii  {name.lower():<40} {version:<24} all   {name} package" for name, version in rows]
    return "\n".join([*lines[:100], MISSING, *lines[100:140]])


def source_pages() -> list[tuple[str, str]]:
    """Real source files read by the agent between the checks and the question."""
    modules = (json.decoder, inspect, metadata)
    return [(module.__name__, inspect.getsource(module)[:6000]) for module in modules] * 3


def session() -> list[Message]:
    """An agent checking an environment, then reading source for a few rounds."""
    messages: list[Message] = [
        {"role": "system", "content": "You are a build engineer's assistant."},
        {
            "role": "user",
            "content": "Audit this machine's Python environment and read the sources.",
        },
    ]
    reads = [("run_command", {"cmd": "pip list; pip check"}, installed_listing()),
             ("run_command", {"cmd": "dpkg -l; dpkg --verify"}, verify_output())]  # fmt: skip
    reads += [("read_file", {"path": f"/usr/lib/python3/{name}.py"}, text)
              for name, text in source_pages()]  # fmt: skip
    for number, (tool, arguments, text) in enumerate(reads):
        messages += exchange(f"call_{number}", tool, arguments, text)
    return messages


def sent_text(messages: list[Message]) -> str:
    return "\n".join(str(m.get("content") or "") for m in messages)


def asked(question: str) -> str:
    """The text of the request that asks `question` after the session."""
    router = Router("gpt-4o-mini", context_window=32_000)
    history = session()
    for end in range(4, len(history) + 1, 2):
        router.compact(history[:end], session_id="audit", max_tokens=500)
    history.append({"role": "user", "content": question})
    return sent_text(router.compact(history, session_id="audit", max_tokens=500).messages)


def test_a_question_whether_anything_failed_brings_back_the_complaint() -> None:
    text = asked("Did the environment check you ran earlier flag any problem?")
    assert COMPLAINT in text


def test_a_vague_question_brings_back_the_missing_file() -> None:
    text = asked("Anything unusual turn up when you were checking the system earlier?")
    assert MISSING in text


def test_a_masked_listing_keeps_its_complaint_among_its_excerpts() -> None:
    found = excerpt(installed_listing(), "audit the python environment", max_chars=300)
    assert any(COMPLAINT in item.text for item in found)


def test_reports_are_told_from_prose_about_errors() -> None:
    reports = [COMPLAINT, MISSING, "json.decoder.JSONDecodeError: Expecting value: line 1 column 1",
               "2026-03-02 03:02:17 ERROR worker-7 lost its lease", "E: Unable to locate package x",
               "bash: jq: command not found",
               "t.c:1:20: error: 'x' undeclared (first use in this function)",
               "src/app.ts(12,5): error TS2322: Type 'string' is not assignable to type 'number'.",
               "ls: cannot access '/nonexistent': No such file or directory",
               "fatal: not a git repository (or any of the parent directories): .git",
               "ERROR: Could not find a version that satisfies the requirement left-pad"]  # fmt: skip
    prose = ["The error code is returned when the file is missing.", "ERRORS", "EXIT STATUS",
             "This option may produce an error in some situations.",
             "If the server cannot be reached, the client retries.",
             "  -q  Suppress warnings and errors.",
             "Returns an error code if the file cannot be opened."]  # fmt: skip
    assert all(reports_trouble(line) for line in reports)
    assert not any(reports_trouble(line) for line in prose)


def test_questions_about_trouble_are_told_from_others() -> None:
    assert asks_about_trouble("did any of the commands you ran fail?")
    assert asks_about_trouble("which exact pin was it unhappy about?")
    assert asks_about_trouble("was any config file reported as gone when you verified them?")
    assert asks_about_trouble("did the checksum come out mismatched anywhere?")
    assert not asks_about_trouble("what version of setuptools is installed?")
