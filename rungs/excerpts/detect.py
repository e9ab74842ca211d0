"""Which format a tool result is in, sniffed from its content and helped by the call."""

from __future__ import annotations

import contextlib
import json
import re

__all__ = ["FORMATS", "detect_format"]

FORMATS = (
    "json",
    "ndjson",
    "csv",
    "tsv",
    "markdown",
    "html",
    "xml",
    "yaml",
    "log",
    "code",
    "prose",
    "lines",
)
SNIFF_CHARS = 65_536
_FILE_KEYS = ("path", "file", "name", "url", "uri", "target", "source")
_LEVEL = re.compile(r"\b(TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|ERR|FATAL|CRITICAL|SEVERE)\b")
_TIMESTAMP = re.compile(
    r"^\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|^\[?\d{2}:\d{2}:\d{2}|^[A-Z][a-z]{2} +\d"
)
_MD_ROW = re.compile(r"^\s*\|.*\|\s*$")
_MD_RULE = re.compile(r"^\s*[|+]?\s*:?[-=]{3,}:?\s*([|+]\s*:?[-=]{3,}:?\s*)+[|+]?\s*$")
_YAML_KEY = re.compile(r"^\s*(- )?[\w.\"' -]{1,60}:(\s|$)")
_CODE = re.compile(
    r"^\s*(def |class |async def |function |func |fn |pub |public |private |protected |import "
    r"|from \S+ import|#include|package |const |let |var |interface |type \w+ |impl |return\b"
    r"|if \(|for \(|}\s*$|@\w+)"
)
_HTML = re.compile(r"<(!doctype html|html|body|div|table|p|ul|li|span|a |head)\b", re.I)
_EXTENSIONS = {
    ".json": "json",
    ".jsonl": "ndjson",
    ".ndjson": "ndjson",
    ".csv": "csv",
    ".tsv": "tsv",
    ".md": "markdown",
    ".html": "html",
    ".htm": "html",
    ".xml": "xml",
    ".rss": "xml",
    ".yaml": "yaml",
    ".yml": "yaml",
    ".log": "log",
    ".txt": "prose",
}
_CODE_EXTENSIONS = (
    ".py",
    ".js",
    ".ts",
    ".go",
    ".rs",
    ".java",
    ".c",
    ".h",
    ".cpp",
    ".rb",
    ".kt",
    ".swift",
    ".php",
    ".cs",
    ".scala",
    ".sh",
    ".tsx",
    ".jsx",
)


def _named_files(arguments: str | None) -> str:
    """The arguments that name a file (path, file, url, ...): not a command that runs one."""
    if not arguments:
        return ""
    try:
        parsed = json.loads(arguments)
    except (ValueError, RecursionError):
        return arguments
    if not isinstance(parsed, dict):
        return arguments
    return " ".join(
        str(value)
        for key, value in parsed.items()
        if isinstance(value, str) and any(word in key.lower() for word in _FILE_KEYS)
    )


def _hinted(tool_name: str | None, arguments: str | None) -> str | None:
    """A format the call names: a file extension in an argument naming a file."""
    blob = f"{tool_name or ''} {_named_files(arguments)}".lower()
    for ext in _CODE_EXTENSIONS:  # the substring test first: most calls name no extension
        if ext in blob and re.search(re.escape(ext) + r"\b", blob):
            return "code"
    for ext, fmt in _EXTENSIONS.items():
        if ext in blob and re.search(re.escape(ext) + r"\b", blob):
            return fmt
    return None


def _share(lines: list[str], pattern: re.Pattern[str]) -> float:
    return sum(1 for line in lines if pattern.search(line)) / max(1, len(lines))


def _delimited(lines: list[str]) -> str | None:
    """csv or tsv when the first lines split into the same number (>= 2) of fields."""
    for delimiter, name in (("\t", "tsv"), (",", "csv"), (";", "csv"), ("|", "csv")):
        counts = [line.count(delimiter) for line in lines[:30]]
        if len(counts) >= 2 and counts[0] >= 1:
            same = sum(1 for c in counts if c == counts[0]) / len(counts)
            if same >= 0.8 and not lines[0].lstrip().startswith(("{", "[", "<")):
                return name
    return None


def _ndjson(lines: list[str]) -> bool:
    sample = [line for line in lines[:20] if line.strip()]
    good = 0
    for line in sample:
        with contextlib.suppress(ValueError, RecursionError):
            good += isinstance(json.loads(line), dict)
    return len(sample) >= 2 and good / len(sample) >= 0.7


def detect_format(text: str, tool_name: str | None = None, arguments: str | None = None) -> str:
    """One of FORMATS, from the first 64 KB of `text` and the call's name and arguments."""
    head = text[:SNIFF_CHARS]
    stripped = head.lstrip()
    lines = [line for line in head.splitlines() if line.strip()][:200]
    if not lines:
        return "lines"
    if stripped.startswith(("{", "[")):
        return "ndjson" if _ndjson(lines) else "json"
    if stripped.startswith("<"):
        return "html" if _HTML.search(head[:4000]) else "xml"
    hint = _hinted(tool_name, arguments)
    code_share = _share(lines, _CODE)
    if (hint == "code" and code_share >= 0.15) or (hint is None and code_share >= 0.25):
        return "code"
    if _share(lines, _MD_ROW) >= 0.5 and any(_MD_RULE.match(line) for line in lines[:5]):
        return "markdown"
    delimited = _delimited(lines)
    header_row = not _TIMESTAMP.search(lines[0]) and not _LEVEL.search(lines[0])
    if delimited and header_row and hint in (None, "csv", "tsv"):
        return delimited
    if _share(lines, _TIMESTAMP) >= 0.6 or _share(lines, _LEVEL) >= 0.6:
        return "log"
    if _share(lines, _YAML_KEY) >= 0.6:
        return "yaml"
    if hint in FORMATS and hint not in ("log", "prose"):
        return hint
    long_lines = sum(1 for line in lines if len(line) > 80 and ". " in line)
    if long_lines / len(lines) >= 0.3 or (len(lines) <= 3 and ". " in head):
        return "prose"
    if hint == "log" and max(_share(lines, _TIMESTAMP), _share(lines, _LEVEL)) >= 0.2:
        return "log"
    return "lines"
