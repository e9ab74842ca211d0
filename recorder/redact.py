"""Credential scrubbing applied to everything the recorder stores about model calls."""

from __future__ import annotations

import re
from typing import Any

__all__ = ["REDACTED", "is_secret_key", "redact", "scrub"]

REDACTED = "[REDACTED]"

_TOKEN = r"[A-Za-z0-9_\-+/=.~]"

_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    # Key-like assignments: api_key=..., "token": "...", secret: ...
    (
        re.compile(
            r"(?i)((?:key|token|secret|password|passwd|credential)s?[\"']?\s*[=:]\s*[\"']?)"
            + _TOKEN
            + r"{12,}"
        ),
        r"\1" + REDACTED,
    ),
    (re.compile(r"(?i)\b(Bearer|Basic|Token)\s+" + _TOKEN + r"{8,}"), r"\1 " + REDACTED),
    (re.compile(r"\bsk-[A-Za-z0-9_\-]{12,}"), REDACTED),
    (re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"), REDACTED),
    (re.compile(r"\bAIza[0-9A-Za-z_\-]{30,}"), REDACTED),
    (re.compile(r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}"), REDACTED),
    (re.compile(r"\bgithub_pat_[A-Za-z0-9_]{20,}"), REDACTED),
    (re.compile(r"\bxox[abprs]-[A-Za-z0-9\-]{10,}"), REDACTED),
    (re.compile(r"\bhf_[A-Za-z0-9]{20,}"), REDACTED),
    (re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]+"), REDACTED),
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


def redact(text: str) -> str:
    """Replace key-shaped substrings (API keys, bearer tokens, secrets) with ``[REDACTED]``."""
    for pattern, replacement in _PATTERNS:
        text = pattern.sub(replacement, text)
    return text


def is_secret_key(name: str) -> bool:
    """Tell whether a mapping key names a credential (api_key, Authorization, headers, ...)."""
    normal = re.sub(r"[^a-z0-9]", "", name.lower())
    return normal in _SECRET_NAMES or normal.endswith(
        ("apikey", "secretaccesskey", "clientsecret", "headers", "password")
    )


def scrub(value: Any) -> Any:
    """Return a copy of a JSON-like value without credential keys and with every string redacted."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {
            redact(str(key)): scrub(item)
            for key, item in value.items()
            if not is_secret_key(str(key))
        }
    if isinstance(value, list | tuple):
        return [scrub(item) for item in value]
    return value
