"""Twenty credential shapes, freshly generated, each inside the text a user would see it in.

Each `Shape` has the secret part (what must never be stored or raised) and the line it sits
in (an env dump, a header, a config file, a URL). The values are random on every run.
"""

from __future__ import annotations

import base64
import secrets
import string
from dataclasses import dataclass

__all__ = ["Shape", "key_shapes"]

_ALNUM = string.ascii_letters + string.digits
_UPPER = string.ascii_uppercase + string.digits


@dataclass(frozen=True)
class Shape:
    """One credential: its name, the secret itself and the line it appears in."""

    name: str
    secret: str
    line: str


def _pick(alphabet: str, size: int) -> str:
    return "".join(secrets.choice(alphabet) for _ in range(size))


def _jwt() -> str:
    def part(text: str) -> str:
        return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")

    header = part('{"alg":"HS256","typ":"JWT"}')
    body = part('{"sub":"' + _pick(_ALNUM, 12) + '","admin":true}')
    return f"{header}.{body}.{_pick(_ALNUM + '-_', 43)}"


def _private_key() -> str:
    lines = [_pick(_ALNUM + "+/", 64) for _ in range(4)]
    body = "\n".join(lines)
    return f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----"


def key_shapes() -> list[Shape]:
    """The twenty shapes, with new random values."""
    basic = base64.b64encode(f"deploy:{_pick(_ALNUM, 14)}".encode()).decode()
    aws_secret = _pick(_ALNUM + "/+", 40)
    pairs = [
        ("OpenAI sk-", f"sk-{_pick(_ALNUM, 48)}", "OPENAI_API_KEY={s}"),
        ("OpenAI sk-proj-", f"sk-proj-{_pick(_ALNUM + '-_', 64)}", "export OPENAI_KEY={s}"),
        ("Anthropic sk-ant-", f"sk-ant-api03-{_pick(_ALNUM + '-_', 80)}", "x-api-key: {s}"),
        ("GitHub ghp_", f"ghp_{_pick(_ALNUM, 36)}", "git clone with token {s} failed"),
        ("GitHub gho_", f"gho_{_pick(_ALNUM, 36)}", "oauth token {s} expired"),
        ("GitHub github_pat_", f"github_pat_11{_pick(_UPPER, 20)}_{_pick(_ALNUM, 59)}", "{s}"),
        ("GitLab glpat-", f"glpat-{_pick(_ALNUM + '-_', 20)}", "CI_TOKEN is {s}"),
        ("Stripe sk_live_", f"sk_live_{_pick(_ALNUM, 24)}", "stripe.api_key = '{s}'"),
        ("Stripe rk_live_", f"rk_live_{_pick(_ALNUM, 24)}", "restricted key {s}"),
        ("AWS access key id", f"AKIA{_pick(_UPPER, 16)}", "aws_access_key_id={s}"),
        ("AWS secret", aws_secret, "aws_secret_access_key = {s}"),
        ("Slack xoxb-", f"xoxb-{_pick('0123456789', 12)}-{_pick(_ALNUM, 24)}", "slack: {s}"),
        ("Slack xoxp-", f"xoxp-{_pick('0123456789', 12)}-{_pick(_ALNUM, 32)}", "user {s}"),
        ("Bearer token", _pick(_ALNUM, 40), "Authorization: Bearer {s}"),
        ("Basic auth", basic, "curl -H 'Authorization: Basic {s}' https://api.example.com"),
        ("URL password", _pick(_ALNUM, 18), "DATABASE_URL=postgresql://app:{s}@db.internal/prod"),
        ("JWT", _jwt(), "session cookie {s}"),
        ("password=", _pick(_ALNUM, 9), "login failed for admin password={s}"),
        ("private key block", _private_key(), "id_rsa:\n{s}\n"),
        ("Google AIza", f"AIza{_pick(_ALNUM + '-_', 35)}", "maps key {s}"),
    ]
    return [Shape(name, secret, line.format(s=secret)) for name, secret, line in pairs]
