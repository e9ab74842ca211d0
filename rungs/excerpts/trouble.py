"""Lines reporting that something went wrong, and questions asking whether anything did.

A command's output or a log says it failed in a few shapes: a level word ("ERROR", "W:"), an
exception line ("json.decoder.JSONDecodeError: Expecting value"), a checker's complaint
("botocore 1.43.11 has requirement s3transfer<0.18.0,>=0.17.0, but you have s3transfer 0.16.0",
"missing   c /etc/debuginfod/elfutils.urls"), or a system error ("No such file or directory").
A compiler's diagnostic ("t.c:1:20: error: 'x' undeclared") and a tool's refusal ("ls: cannot
access '/nonexistent'", "Failed to connect to bus") are reports too. A person asking "did
anything fail?" or "anything unusual?" names none of its words, so such a question is matched
with such lines by kind, not by word.
"""

from __future__ import annotations

import re

__all__ = ["asks_about_trouble", "reports_trouble"]

_REPORTS = re.compile(
    r"^\s*(?:\S+\s+){0,4}?\[?(?:ERROR|ERR|FATAL|CRITICAL|SEVERE|PANIC|WARN|WARNING|FAIL|FAILED|"
    r"FAILURE)\b\]?(?!\s*$)|"
    r"^\s*(?:E|W|error|warning|fatal|failed|failure|panic)\s*[:!]\s*\S|"
    r"[:)]\s*(?:fatal error|error|warning)(?:\s*:|\s+[A-Z]{1,4}\d+)\s*\S|"
    r"(?:^|:\s)(?:Failed to|Could not|Cannot|cannot access|Unable to)\s+\S|"
    r"^\s*Traceback \(most recent call last\)|"
    r"(?:^|\s)(?:[A-Za-z_][\w.]*\.)?[A-Z]\w*(?:Error|Exception|Warning|Fault):\s+\S|"
    r"^\s*missing\s+(?:[a-z]\s+)?/|"
    r"^\s*(?:\?\?|\.\.|S\.|\.\?)[.?5SMDLUGTP]{6,7}\s+(?:[a-z]\s+)?/|"
    r"\bhas requirement\b.*\bbut you have\b|"
    r"\bis not installed\b|"
    r"\b(?:No such file or directory|Permission denied|command not found|Segmentation fault|"
    r"Connection refused|non-zero exit status|unmet dependenc(?:y|ies)|Unable to locate)\b",
    re.MULTILINE,
)
"""A line shaped like a report of failure, not prose about failure: the level word in capitals
near the line's start, an exception's name and message, a checker's complaint."""

_ASKS = re.compile(
    r"\b(?:unusual|odd|weird|strange|wrong|problems?|issues?|errors?|errored|fail(?:s|ed|ing|"
    r"ure|ures)?|broke|broken|warn(?:s|ed|ing|ings)?|complain(?:s|ed|ing|ts?)?|flag(?:s|ged)?|"
    r"chok(?:e|ed|es)|blew up|blow up|crash(?:ed|es)?|trouble|went wrong|glitch(?:es)?|"
    r"exceptions?|tracebacks?|conflicts?|unhappy|missing|gone|absent|corrupt(?:ed)?|invalid|"
    r"denied|refused|mismatch(?:ed|es)?)\b",
    re.IGNORECASE,
)


def reports_trouble(text: str) -> bool:
    """Whether a line of `text` reports a failure, a warning or a missing piece."""
    return _REPORTS.search(text) is not None


def asks_about_trouble(text: str) -> bool:
    """Whether a question asks if something failed, warned or looked wrong ("Anything unusual
    turn up when you were checking the system?", "did any of the commands fail?")."""
    return _ASKS.search(text) is not None
