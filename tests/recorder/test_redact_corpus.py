"""Redaction against shapes written by others: the probe's list, and detect-secrets' own examples.

The first corpus is the list of shapes an independent probe found stored verbatim. The second is
the set of examples detect-secrets documents beside its keyword rules (``# e.g. my_password =
"bar"``), read from the installed package, each with a long secret put in place of its ``bar``:
shapes the recorder's own rules were not written for. Text with no secret must come back as it
was, so the rules do not eat ordinary tool output.
"""

from __future__ import annotations

import inspect
import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from recorder import redact

SECRET = "Zq7secretVALUE93xk"

PROBE_SHAPES = {
    "PGP private key block": (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBF" + SECRET + "AbCd\n=Xyz1\n"
        "-----END PGP PRIVATE KEY BLOCK-----"
    ),
    "URL password with @": f"postgresql://admin:AtSign@{SECRET}@db:5432/app",
    "JSON-escaped URL": json.dumps({"dsn": f"postgresql://admin:{SECRET}@db/app"}),
    "JSON-encoded JSON password": json.dumps(json.dumps({"password": SECRET})),
    "letters-only Bearer token": "Authorization header was Bearer QWxhZGRpbmVzYW1lc2VjcmV0",
    "letters-only Bearer alone": "curl -H 'X: Bearer abcdefghijklmnopQRSTUVWXYZ'",
    "XML password": f"<config><password>{SECRET}</password></config>",
    "CLI flag": f"mysql --user root --password {SECRET} -h db",
    "CLI flag with =": f"tool --token={SECRET} run",
    "PHP array": f"$db = ['password' => '{SECRET}'];",
    "session cookie": f"Cookie: csrftoken=abc; sessionid={SECRET}; theme=dark",
    "Slack webhook": "https://hooks.slack.com/services/T00000000/B00000000/" + SECRET,
    "Slack webhook JSON-escaped": json.dumps(
        {"url": "https://hooks.slack.com/services/T0AAAA/B0BBBB/" + SECRET}
    ),
    "Azure SAS": (
        "https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&se=2030-01-01"
        f"&sr=b&sp=r&sig={SECRET}%3D"
    ),
}

SECRET_PARTS = {
    "letters-only Bearer token": "QWxhZGRpbmVzYW1lc2VjcmV0",
    "letters-only Bearer alone": "abcdefghijklmnopQRSTUVWXYZ",
}


@pytest.mark.parametrize("name", sorted(PROBE_SHAPES))
def test_each_shape_the_probe_found_stored_is_redacted(name: str) -> None:
    text = PROBE_SHAPES[name]
    cleaned = redact(text)
    assert SECRET_PARTS.get(name, SECRET) not in cleaned
    assert "[REDACTED]" in cleaned


def test_a_url_password_with_an_at_sign_keeps_the_host() -> None:
    cleaned = redact(PROBE_SHAPES["URL password with @"])
    assert cleaned == "postgresql://admin:[REDACTED]@db:5432/app"


def library_examples() -> list[str]:
    """detect-secrets' documented examples of its keyword rules, with a long secret in them."""
    from detect_secrets.plugins import keyword

    lines = [line.strip() for line in inspect.getsource(keyword).splitlines()]
    found = []
    for line in lines:
        if not line.startswith("# e.g."):
            continue
        for example in line.removeprefix("# e.g.").split(" or "):
            found.append(re.sub(r"\b(bar|foo|something)\b", SECRET, example.strip()))
    return sorted(set(found))


EXAMPLES = library_examples()


def test_the_library_documents_enough_examples() -> None:
    assert len(EXAMPLES) >= 20


@pytest.mark.parametrize("example", EXAMPLES)
def test_detect_secrets_own_examples_are_redacted(example: str) -> None:
    assert SECRET not in redact(example)


ORDINARY = [
    "row 1: item INV-001-01 price 3.50 stock 7",
    "The key points: the build passed and the token count fell by 40%.",
    '{"id": 12, "name": "item 12", "url": "https://example.com/p/12?ref=home"}',
    "def password_strength(value: str) -> int:",
    "Bearer of bad news: the deploy failed at 10:42.",
    "mail me at ops@example.com about http://example.com/a",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_text_comes_back_as_it_was(text: str) -> None:
    assert redact(text) == text


@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=300))
def test_redaction_is_idempotent_and_never_grows_a_secret_free_text(text: str) -> None:
    once = redact(text)
    assert redact(once) == once
