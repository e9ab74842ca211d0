"""Credential scrubbing applied to everything the recorder stores about model calls."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

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

_TOKEN = r"[A-Za-z0-9_\-+/=.~]"

_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    # Private key blocks (PEM, OpenSSH), also when cut off before their END line.
    (
        re.compile(
            r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?"
            r"(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|\Z)"
        ),
        REDACTED,
    ),
    # URLs with a password: scheme://user:password@host
    (re.compile(r"(?i)\b([a-z][a-z0-9+.\-]*://[^\s:/@]*:)[^\s@/]+(@)"), r"\1" + REDACTED + r"\2"),
    # Authorization headers, whatever their scheme.
    (
        re.compile(
            r"(?i)((?:proxy-)?authorization[\"']?\s*[:=]\s*[\"']?)(?:\w+\s+)?" + _TOKEN + r"{4,}"
        ),
        r"\1" + REDACTED,
    ),
    # Password assignments, however short: password=hunter2, "passwd": "x1y2"
    (
        re.compile(
            r"(?i)((?:password|passwd|pwd|passphrase)[\"']?\s*[=:]\s*[\"']?)[^\s\"',;&]{3,}"
        ),
        r"\1" + REDACTED,
    ),
    # Key-like assignments: api_key=..., "token": "...", secret: ...
    (
        re.compile(
            r"(?i)((?:key|token|secret|credential)s?[\"']?\s*[=:]\s*[\"']?)" + _TOKEN + r"{12,}"
        ),
        r"\1" + REDACTED,
    ),
    (
        re.compile(r"(?i)\b(Bearer|Basic|Token)\s+(?=\S*[0-9+/=])" + _TOKEN + r"{8,}"),
        r"\1 " + REDACTED,
    ),
    (re.compile(r"\bsk-[A-Za-z0-9_\-]{12,}"), REDACTED),  # OpenAI sk-, sk-proj-; Anthropic sk-ant-
    (re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}"), REDACTED),  # Stripe
    (re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"), REDACTED),  # AWS access key id
    (re.compile(r"\bAIza[0-9A-Za-z_\-]{30,}"), REDACTED),  # Google
    (re.compile(r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}"), REDACTED),  # GitHub
    (re.compile(r"\bgithub_pat_[A-Za-z0-9_]{20,}"), REDACTED),
    (re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}"), REDACTED),  # GitLab
    (re.compile(r"\bxox[abeprs]-[A-Za-z0-9\-]{10,}"), REDACTED),  # Slack
    (re.compile(r"\bxapp-[A-Za-z0-9\-]{10,}"), REDACTED),
    (re.compile(r"\bhf_[A-Za-z0-9]{20,}"), REDACTED),  # Hugging Face
    (re.compile(r"\bnpm_[A-Za-z0-9]{30,}"), REDACTED),  # npm
    (re.compile(r"\bSG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}"), REDACTED),  # SendGrid
    (
        re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]+"),
        REDACTED,
    ),  # JWT
)

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
    """Replace key-shaped substrings (API keys, bearer tokens, secrets) with ``[REDACTED]``.

    `extra` holds a user's own patterns (see `compile_patterns`); every match is replaced whole.
    """
    for pattern, replacement in _PATTERNS:
        text = pattern.sub(replacement, text)
    for own in extra:
        text = own.sub(REDACTED, text)
    return text


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
