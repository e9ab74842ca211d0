"""Fields read out of free text: `key: value`, `key=value`, `key value` clauses, and numbers.

Records are not always JSON: a YAML mapping, an INI section, a stack trace's locals, an XML
element's description ("price: 12,50 €; status: active"), a log line ("user=ann status=500"),
a prose line of clauses ("recipient Ann Lee, weight 2.5 kg, status DELIVERED"). One reader
turns all of them into fields, so finding identifiers and judging rare values work the same
way on every format. Numbers are read with their units and either decimal style.
"""

from __future__ import annotations

import re

__all__ = ["MAX_FIELDS", "parse_number", "text_fields"]

MAX_FIELDS = 40
"""At most this many fields are read from one text."""
MAX_SCAN = 4_000
"""Only the first characters of a text are read for fields."""
_PAIR = re.compile(
    r"(?:^|(?<=[\s,;{(|]))[\"']?([A-Za-z_@$][\w.@$-]{0,40})[\"']?[ \t]*(?:(:|=>)[ \t]*"
    r"(\"(?:[^\"\\\n]|\\.){0,200}\"|'[^'\n]{0,200}'|(?:[^,;|\n]|,(?=\S)){1,200})"
    r"|(=)[ \t]*(\"(?:[^\"\\\n]|\\.){0,200}\"|'[^'\n]{0,200}'|[^\s,;|]{1,200}))"
)
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
    for key, _, spaced, _, tight in _PAIR.findall(text):
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
