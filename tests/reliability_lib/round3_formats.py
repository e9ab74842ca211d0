"""Media in every format, and every Responses item kind: counted as billed, sent inside the window.

- media: a ~1 MB 1920x1080 screenshot as a user turn in each format, and 30 screenshots in
  Anthropic tool results through a 16,000-token window. A request is bad when its estimate is
  far from what the provider bills (OpenAI 1,105 tokens, Anthropic 1,600), when an untouched
  message does not go out byte-identical, or when image data goes out as text.
- Responses items: 24 rounds of each tool-like kind (~1,500 tokens a result) into a 16,000-token
  window. A request is bad when what is sent (its JSON text, tiktoken o200k) exceeds the window
  or a call loses its result.
"""

from __future__ import annotations

import json
from typing import Any

import tiktoken

from router import Router
from router.formats import compact_anthropic, compact_responses
from tests.reliability_lib.common import Row
from tests.test_media_formats import SCREENSHOT, TURNS, png, tool_loop_anthropic
from tests.test_responses_items import KINDS, loop

__all__ = ["media_formats", "responses_items"]

WINDOW = 16_000
RESERVE = 1_000
BILLED = {"anthropic image": 1_600}
OPENAI_SCREENSHOT = 1_105


def _sent(items: list[Any]) -> int:
    encoding = tiktoken.get_encoding("o200k_base")
    return sum(len(encoding.encode(json.dumps(item, default=str))) for item in items)


def media_formats() -> Row:
    """A screenshot in each format; screenshots in masked Anthropic tool results."""
    row = Row("media in every format (1 MB screenshot)")
    image = png(*SCREENSHOT)
    for name, turn in TURNS.items():
        row.runs += 1
        row.requests += 1
        out, given = turn(image)
        billed = BILLED.get(name, OPENAI_SCREENSHOT)
        extra = out.result.tokens_before - billed
        row.notes.append(
            f"{name}: estimated {out.result.tokens_before:,} tokens (billed {billed:,} + text), "
            f"rung {out.result.rung}, sent as given: {out.messages[0] is given[0]}"
        )
        if not 0 <= extra <= 50 or out.messages[0] is not given[0]:
            row.bad(f"{name}: estimate {out.result.tokens_before:,} vs billed {billed:,}")
    messages = tool_loop_anthropic(30)
    out = compact_anthropic(Router("gpt-4o", context_window=WINDOW), messages, max_tokens=RESERVE)
    row.runs += 1
    row.requests += 1
    text = json.dumps([m for m in out.messages if not any(m is o for o in messages)])
    row.notes.append(
        f"30 screenshots in Anthropic tool results, window {WINDOW:,}: estimated "
        f"{out.result.tokens_before:,} before, {out.result.tokens_after:,} after, rung "
        f"{out.result.rung}; rebuilt messages hold image data as text: {'iVBOR' in text}"
    )
    if out.result.tokens_after > WINDOW - RESERVE or "iVBOR" in text:
        row.bad("masked screenshots: over the window or image data sent as text")
    return row


def responses_items() -> Row:
    """24 rounds of each tool-like Responses item kind into a 16,000-token window."""
    row = Row("Responses item kinds (24 rounds each)")
    for kind in KINDS:
        items = loop(kind)
        out = compact_responses(
            Router("gpt-4o", context_window=WINDOW), items, max_output_tokens=RESERVE
        )
        row.runs += 1
        row.requests += 1
        sent = _sent(out.messages)
        row.notes.append(
            f"{kind}: estimated {out.result.tokens_before:,} (JSON {_sent(items):,}), rung "
            f"{out.result.rung}, sent {sent:,} into {WINDOW:,}"
        )
        kinds = [str(item.get("type")) for item in out.messages]
        pair = [str(item["type"]) for item in KINDS[kind](0)]
        unpaired = len(pair) == 2 and kinds.count(pair[0]) != kinds.count(pair[1])
        if sent > WINDOW - RESERVE or unpaired:
            row.bad(f"{kind}: {sent:,} tokens sent into {WINDOW:,}, unpaired: {unpaired}")
    return row
