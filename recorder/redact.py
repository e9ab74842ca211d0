"""Credential scrubbing applied to everything the recorder stores about model calls."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from recorder.secret_rules import SHAPES, maintained_rules, spans

__all__ = [
    "REDACTED",
    "Patterns",
    "compile_patterns",
    "is_secret_key",
    "redact",
    "scrub",
    "scrub_payload",
]

Patterns = tuple[re.Pattern[str], ...]

REDACTED = "[REDACTED]"

_SECRET_NAMES = frozenset(
    {
        "apikey",
        "xapikey",
        "authorization",
        "proxyauthorization",
        "auth",
        "headers",
        "extraheaders",
        "defaultheaders",
        "cookie",
        "setcookie",
        "token",
        "accesstoken",
        "refreshtoken",
        "idtoken",
        "apitoken",
        "authtoken",
        "bearertoken",
        "sessiontoken",
        "azureadtoken",
        "secret",
        "clientsecret",
        "secretkey",
        "privatekey",
        "password",
        "passwd",
        "credentials",
        "vertexcredentials",
        "awsaccesskeyid",
        "awssecretaccesskey",
        "awssessiontoken",
    }
)


def compile_patterns(patterns: Iterable[str | re.Pattern[str]] | None) -> Patterns:
    """A user's extra secret patterns (regex text or compiled), checked; each match is redacted."""
    if patterns is None:
        return ()
    if isinstance(patterns, str | re.Pattern):
        patterns = [patterns]
    compiled: list[re.Pattern[str]] = []
    for pattern in patterns:
        if isinstance(pattern, re.Pattern):
            compiled.append(pattern)
            continue
        if not isinstance(pattern, str) or not pattern:
            raise ValueError(f"redact_patterns takes regular expressions as text, got {pattern!r}")
        try:
            compiled.append(re.compile(pattern))
        except re.error as exc:
            raise ValueError(
                f"redact_patterns: {pattern!r} is not a regular expression ({exc}); "
                "escape it with re.escape() to match it literally"
            ) from exc
    return tuple(compiled)


def redact(text: str, extra: Patterns = ()) -> str:
    """Replace secrets (API keys, tokens, passwords, private keys, credentials in URLs...) with
    ``[REDACTED]``: detect-secrets' rules and the shapes they miss (see `recorder.secret_rules`).

    `extra` holds a user's own patterns (see `compile_patterns`); every match is replaced whole.
    """
    found = spans(text, maintained_rules()) + spans(text, SHAPES)
    found += [match.span() for own in extra for match in own.finditer(text)]
    return _replaced(text, found) if found else text


def _replaced(text: str, found: list[tuple[int, int]]) -> str:
    """`text` with each of the (possibly overlapping) spans replaced by one ``[REDACTED]``."""
    parts, position = [], 0
    for start, end in sorted(found):
        if end <= position:
            continue
        if start >= position:
            parts.append(text[position:start])
            parts.append(REDACTED)
        position = end
    parts.append(text[position:])
    return "".join(parts)


def is_secret_key(name: str) -> bool:
    """Tell whether a mapping key names a credential (api_key, Authorization, headers, ...)."""
    normal = re.sub(r"[^a-z0-9]", "", name.lower())
    return normal in _SECRET_NAMES or normal.endswith(
        ("apikey", "secretaccesskey", "clientsecret", "headers", "password")
    )


def scrub(value: Any, extra: Patterns = ()) -> Any:
    """Return a copy of a JSON-like value without credential keys and with every string redacted."""
    if isinstance(value, str):
        return redact(value, extra)
    if isinstance(value, dict):
        return {
            redact(str(key), extra): scrub(item, extra)
            for key, item in value.items()
            if not is_secret_key(str(key))
        }
    if isinstance(value, list | tuple):
        return [scrub(item, extra) for item in value]
    return value


def scrub_payload(value: Any, extra: Patterns = ()) -> Any:
    """Like `scrub`, but keeps every key (an edit payload's keys are tool call ids, not secrets)."""
    if isinstance(value, str):
        return redact(value, extra)
    if isinstance(value, dict):
        return {str(key): scrub_payload(item, extra) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [scrub_payload(item, extra) for item in value]
    return value
