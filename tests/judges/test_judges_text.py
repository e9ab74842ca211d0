"""Text helpers: whole-token mentions, token estimates, clipping, JSON reply parsing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import tiktoken
from hypothesis import given, settings
from hypothesis import strategies as st

from judges.replies import ReplyError, RouteReply, parse_json, parse_text
from judges.text import Mentions, estimate_tokens, middle_cut, one_line

DESIGN = (
    Path("/work/shared/DESIGN.md").read_text()
    if Path("/work/shared/DESIGN.md").exists()
    else ("The judge advises; the router enforces. " * 200)
)
ALPHABET = st.sampled_from(list("ab1_-./ $#@,X"))


def reference(text: str, needle: str) -> bool:
    """Whole-token search by regular expression."""
    pattern = r"(?<![a-z0-9_])" + re.escape(needle.lower()) + r"(?![a-z0-9_])"
    return bool(needle) and re.search(pattern, text.lower()) is not None


@settings(max_examples=300, deadline=None)
@given(st.text(ALPHABET, max_size=60), st.text(ALPHABET, max_size=6))
def test_mentions_match_the_regular_expression(text: str, needle: str) -> None:
    assert (needle in Mentions(text)) == reference(text, needle)


def test_mentions_examples() -> None:
    index = Mentions("Order TX-1042/refund; $1,234.50 paid, ticket #4521x and #77.")
    assert "tx-1042" in index and "$1,234.50" in index and "#77" in index
    assert "TX-104" not in index and "#4521" not in index and "$1,234.5" not in index


@pytest.mark.parametrize(
    "text",
    [
        DESIGN,
        json.dumps([{"id": f"TX-{i}", "amount": i * 3.25, "uuid": f"{i:032x}"} for i in range(50)]),
        "数据库连接失败请检查配置" * 20,
        "🙂🧪" * 50,
        "a1b2c3d4" * 40,
        "Привет мир, как дела? Ελληνικά العربية " * 20,
        "ประเทศไทย हिन्दी" * 20,
    ],
)
def test_estimate_is_cautious_but_not_wild(text: str) -> None:
    real = max(len(tiktoken.get_encoding(n).encode(text)) for n in ("cl100k_base", "o200k_base"))
    assert real * 0.9 <= estimate_tokens(text) <= real * 4


def test_clipping_helpers() -> None:
    assert one_line("a\n\n b\tc", 10) == "a b c"
    assert one_line("x" * 50, 10) == "x" * 9 + "…"
    cut = middle_cut("h" * 500 + "t" * 500, 100)
    assert len(cut) <= 100 and cut.startswith("h") and cut.endswith("t") and "cut" in cut


def test_parse_json_variants() -> None:
    assert parse_json('```\n{"rung": "mask", "reason": "r"}\n```', RouteReply, 1000).rung == "mask"
    assert parse_json('x {"rung": "stop", "reason": "r", "extra": 1} y', RouteReply, 1000)
    for bad in (None, "", "[]", '{"rung": "mask"}', '{"rung": "MASK", "reason": "r"}'):
        with pytest.raises(ReplyError):
            parse_json(bad, RouteReply, 1000)
    with pytest.raises(ReplyError):
        parse_json('{"rung": "mask", "reason": "' + "r" * 5000 + '"}', RouteReply, 1000)


def test_parse_text_unfences_and_bounds() -> None:
    assert parse_text("```text\nhello\n```", 100) == "hello"
    assert len(parse_text("y" * 10_000, 100)) == 100
    with pytest.raises(ReplyError):
        parse_text(" \n ", 100)
