"""Fields read out of free text: `key: value`, `key=value`, `key value` clauses, and numbers.

Records are not always JSON: a YAML mapping, an INI section, a stack trace's locals, an XML
element's description ("price: 12,50 €; status: active"), a log line ("user=ann status=500"),
a prose line of clauses ("recipient Ann Lee, weight 2.5 kg, status DELIVERED"). One reader
turns all of them into fields, so finding identifiers and judging rare values work the same
way on every format. Numbers are read with their units and either decimal style.
"""

from __future__ import annotations

import re
from collections import Counter

__all__ = ["MAX_FIELDS", "column_fields", "parse_number", "text_fields"]

MAX_FIELDS = 40
"""At most this many fields are read from one text."""
SAMPLE_ROWS = 200
"""How many rows decide a bare table's delimiter and width."""
MAX_SCAN = 4_000
"""Only the first characters of a text are read for fields."""
_KEY = r"(?:^|(?<=[\s,;{(|]))[\"']?([A-Za-z_@$][\w.@$-]{0,40})[\"']?[ \t]*"
_QUOTED = r"\"(?:[^\"\\\n]|\\.){0,200}\"|'[^'\n]{0,200}'"
_COLON_PAIR = rf"(:(?=[ \t])|(?<=[\"']):|=>)[ \t]*({_QUOTED}|(?:[^,;|\n]|,(?=\S)){{1,200}})"
_PAIR = re.compile(rf"{_KEY}(?:{_COLON_PAIR}|(=)[ \t]*({_QUOTED}|[^\s,;|]{{1,200}}))")
"""`key: value` (to the end of its clause) or `key=value` (one word, or quoted)."""
_LISTED_PAIR = re.compile(
    rf"{_KEY}(?:{_COLON_PAIR}|(=)[ \t]*({_QUOTED}|(?:(?![,;|}}\])\n])[^\n]){{1,200}}))"
)
"""The same in a list of pairs (`a=1, b=two words}`): a `=` value runs to its separator."""
_LISTED = re.compile(r"[,;]\s*[A-Za-z_][\w.-]*=")
_MARKS = re.compile(r"[:=,;|]")
_CLAUSE = re.compile(r"[,;|]\s+|\s+[|]\s+")
_CLAUSE_KEY = re.compile(r"^[A-Za-z_][\w-]{0,30}$")
_NUMBER = re.compile(
    r"^\s*([-+]?)\s*(?:[$€£¥₹]|[A-Z]{3}\s)?\s*(\d[\d.,_']*)\s*"
    r"(?:[A-Za-z%°µ/²³]{0,6}|[$€£¥₹])\s*$"
)


def _value(raw: str) -> str:
    value = raw.strip().rstrip(".")
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        value = value[1:-1]
    return value


def _pairs(text: str, fields: dict[str, str]) -> None:
    for line in text.splitlines():
        pattern = _LISTED_PAIR if _LISTED.search(line) else _PAIR
        _line_pairs(line, pattern, fields)
        if len(fields) >= MAX_FIELDS:
            return


def _line_pairs(line: str, pattern: re.Pattern[str], fields: dict[str, str]) -> None:
    for key, _, spaced, _, tight in pattern.findall(line):
        value = _value(spaced or tight)
        if value and not value.startswith("//") and key not in fields:
            fields[key] = value
            if len(fields) >= MAX_FIELDS:
                return


def _clauses(line: str, fields: dict[str, str]) -> None:
    """`key value` clauses of a record-like line: three or more short clauses with values."""
    clauses = [c.strip() for c in _CLAUSE.split(line) if c.strip()]
    if len(clauses) < 3:
        return
    for clause in clauses:
        words = clause.split()
        if 2 <= len(words) <= 6 and _CLAUSE_KEY.match(words[0]) and ":" not in clause:
            key = words[0]
            if key not in fields and len(fields) < MAX_FIELDS:
                fields[key] = _value(" ".join(words[1:]))


def text_fields(text: str) -> dict[str, str]:
    """The fields a text states, first occurrence of each key kept, at most MAX_FIELDS."""
    head = text[:MAX_SCAN]
    fields: dict[str, str] = {}
    if not _MARKS.search(head):
        return fields
    _pairs(head, fields)
    for line in head.splitlines():
        if len(fields) >= MAX_FIELDS:
            break
        _clauses(line, fields)
    return fields


def _digits(number: str) -> str:
    """`number` in plain decimal notation, whichever of `.` and `,` is the decimal mark."""
    number = number.replace("_", "").replace("'", "").rstrip(".,")
    dots, commas = number.count("."), number.count(",")
    if dots and commas:
        decimal = "." if number.rfind(".") > number.rfind(",") else ","
        other = "," if decimal == "." else "."
        return number.replace(other, "").replace(decimal, ".")
    if commas:
        whole, _, tail = number.rpartition(",")
        if commas > 1 or len(tail) == 3:
            return number.replace(",", "")
        return f"{whole}.{tail}"
    if dots > 1:
        return number.replace(".", "")
    return number


def parse_number(value: object) -> float | None:
    """A number, or a string holding one with an optional sign, currency and unit; else None."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float):
        return float(value)
    if not isinstance(value, str) or len(value) > 40:
        return None
    found = _NUMBER.match(value)
    if not found:
        return None
    try:
        return float(found.group(1) + _digits(found.group(2)))
    except ValueError:
        return None


def _is_header(tokens: list[str]) -> bool:
    return all(not any(ch.isdigit() for ch in token) for token in tokens)


def _split(line: str, delimiter: str | None, width: int | None = None) -> list[str]:
    if delimiter is None:
        tokens = line.split()
        if width is not None and len(tokens) > width:
            tokens = [*tokens[: width - 1], " ".join(tokens[width - 1 :])]
        return tokens
    return [cell.strip() for cell in line.strip().split(delimiter)]


def _width(rows: list[list[str]]) -> int | None:
    """The cell count most rows share (>= 3 cells, >= 60% of rows), else None."""
    counts = Counter(len(cells) for cells in rows if len(cells) >= 3)
    if not counts:
        return None
    width, seen = counts.most_common(1)[0]
    return width if seen >= 0.6 * len(rows) and width <= MAX_FIELDS else None


def _aligned_width(lines: list[str]) -> int | None:
    """The column count of whitespace-aligned rows: a header row's (the widest of the first rows
    without digits), else the count 60% of rows reach; a last column holding spaces (`ps`'s
    COMMAND) takes the rest of its row."""
    counts = sorted(len(line.split()) for line in lines)
    reached = counts[int(len(counts) * 0.4)]
    heads = [line.split() for line in lines[:5] if _is_header(line.split())]
    header = max(heads, key=len, default=[])
    if _is_header(header) and sum(1 for c in counts if c >= len(header)) >= 0.6 * len(counts):
        return len(header)
    return reached if reached >= 3 else None


def column_fields(lines: list[str]) -> list[dict[str, str]] | None:
    """Fields by column for lines that are rows of a table without markup: delimited by tabs,
    commas, semicolons or pipes, or aligned in whitespace columns (`ls -l`, `ps`, `df`).

    None unless most lines split into the same number (>= 3) of cells. A first row without
    digits names the columns (`column 1`, ... otherwise); rows of another width get no fields.
    """
    if len(lines) < 3:
        return None
    sample = lines[:SAMPLE_ROWS]
    for delimiter in ("\t", ",", ";", "|", None):
        if delimiter is not None and sum(delimiter in line for line in sample) < 0.6 * len(sample):
            continue
        rows = [_split(line, delimiter) for line in sample]
        width = _width(rows) if delimiter is not None else _aligned_width(sample)
        if width is None or width > MAX_FIELDS:
            continue
        rows = [_split(line, delimiter, width) for line in lines]
        heads = [cells for cells in rows[:5] if len(cells) == width and _is_header(cells)]
        header = heads[0] if heads else next((c for c in rows if len(c) == width), [])
        named = _is_header(header) and len(set(header)) == width
        names = header if named else [f"column {i + 1}" for i in range(width)]
        return [
            {n: c for n, c in zip(names, cells, strict=True) if c}
            if len(cells) == width and not (named and cells is header)
            else {}
            for cells in rows
        ]
    return None
