"""Images and files in every format are counted by what the provider bills and sent as given."""

from __future__ import annotations

import base64
import json
import os
import struct
import zlib
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from router import Router
from router.formats import Compacted, compact_anthropic, compact_responses

SCREENSHOT = (1920, 1080)


def png(width: int, height: int, padding: int = 1_000_000) -> bytes:
    """A PNG whose header says width x height, padded to about a screenshot's size."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + header
    head = b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + chunk
    return head + struct.pack(">I", zlib.crc32(chunk)) + os.urandom(padding)


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def data_url(data: bytes, mime: str = "image/png") -> str:
    return f"data:{mime};base64,{b64(data)}"


def anthropic_image(data: bytes) -> dict[str, Any]:
    return {
        "type": "image",
        "source": {"type": "base64", "media_type": "image/png", "data": b64(data)},
    }


def router(window: int = 128_000) -> Router:
    return Router("gpt-4o", context_window=window)


# one user turn holding a ~1 MB screenshot, in each format; each returns (compacted, sent list)
def anthropic_turn(image: bytes) -> tuple[Compacted, list[Any]]:
    messages = [
        {
            "role": "user",
            "content": [{"type": "text", "text": "What is on screen?"}, anthropic_image(image)],
        }
    ]
    return compact_anthropic(router(), messages), messages


def responses_image_turn(image: bytes) -> tuple[Compacted, list[Any]]:
    part = {"type": "input_image", "image_url": data_url(image), "detail": "auto"}
    items = [
        {"role": "user", "content": [{"type": "input_text", "text": "What is on screen?"}, part]}
    ]
    return compact_responses(router(), items), items


def responses_file_turn(image: bytes) -> tuple[Compacted, list[Any]]:
    part = {"type": "input_file", "filename": "shot.png", "file_data": data_url(image)}
    items = [{"role": "user", "content": [{"type": "input_text", "text": "Read this."}, part]}]
    return compact_responses(router(), items), items


def langchain_turn(image: bytes) -> tuple[Compacted, list[Any]]:
    from langchain_core.messages import HumanMessage

    from router.formats.langchain import compact_langchain

    part = {"type": "image_url", "image_url": {"url": data_url(image)}}
    messages = [HumanMessage(content=[{"type": "text", "text": "What is on screen?"}, part])]
    return compact_langchain(router(), messages), messages


def langchain_standard_turn(image: bytes) -> tuple[Compacted, list[Any]]:
    from langchain_core.messages import HumanMessage

    from router.formats.langchain import compact_langchain

    part = {"type": "image", "base64": b64(image), "mime_type": "image/png"}
    messages = [HumanMessage(content=[{"type": "text", "text": "What is on screen?"}, part])]
    return compact_langchain(router(), messages), messages


def pydantic_ai_turn(image: bytes) -> tuple[Compacted, list[Any]]:
    from pydantic_ai.messages import BinaryContent, ModelRequest, UserPromptPart

    from router.formats.pydantic_ai import compact_pydantic_ai

    prompt = UserPromptPart(
        content=["What is on screen?", BinaryContent(image, media_type="image/png")]
    )
    messages = [ModelRequest(parts=[prompt])]
    return compact_pydantic_ai(router(), messages), messages


TURNS: dict[str, Callable[[bytes], tuple[Compacted, list[Any]]]] = {
    "anthropic image": anthropic_turn,
    "responses input_image": responses_image_turn,
    "responses input_file": responses_file_turn,
    "langchain image_url": langchain_turn,
    "langchain standard image": langchain_standard_turn,
    "pydantic-ai BinaryContent": pydantic_ai_turn,
}


@pytest.mark.parametrize("name", list(TURNS))
def test_a_one_megabyte_screenshot_counts_what_it_bills_and_goes_out_as_given(name: str) -> None:
    out, given_list = TURNS[name](png(*SCREENSHOT))
    assert out.result.rung == "nothing"
    assert out.result.tokens_before < 2_000  # billed about 1,100-1,600 tokens, not ~1 million
    assert out.messages[0] is given_list[0]


@settings(max_examples=20, deadline=None)
@given(
    name=st.sampled_from(sorted(TURNS)),
    width=st.integers(16, 6_000),
    height=st.integers(16, 6_000),
)
def test_an_images_count_depends_on_its_size_in_pixels_not_its_bytes(
    name: str, width: int, height: int
) -> None:
    small, _ = TURNS[name](png(width, height, padding=1_000))
    large, _ = TURNS[name](png(width, height, padding=400_000))
    assert small.result.tokens_before == large.result.tokens_before


def test_anthropic_images_are_billed_by_anthropics_rule() -> None:
    def extra(width: int, height: int) -> int:
        image = png(width, height, padding=0)
        with_image, _ = anthropic_turn(image)
        text_only = compact_anthropic(
            router(),
            [{"role": "user", "content": [{"type": "text", "text": "What is on screen?"}]}],
        )
        return with_image.result.tokens_before - text_only.result.tokens_before

    assert extra(1000, 1000) == 1334  # 1,000,000 pixels / 750, Anthropic's published example
    assert extra(200, 200) == 54
    assert extra(*SCREENSHOT) == 1600  # scaled down to about 1,600 tokens


def tool_loop_anthropic(rounds: int) -> list[dict[str, Any]]:
    """A computer-use loop: each tool result holds a screenshot and a line of text."""
    messages: list[dict[str, Any]] = [{"role": "user", "content": "Find the settings page."}]
    for r in range(rounds):
        call = f"toolu_{r:03d}"
        messages.append(
            {
                "role": "assistant",
                "content": [
                    {"type": "tool_use", "id": call, "name": "screenshot", "input": {"step": r}}
                ],
            }
        )
        result = [
            {"type": "text", "text": f"step {r}: the window title is Page {r}"},
            anthropic_image(png(*SCREENSHOT, padding=20_000)),
        ]
        messages.append(
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": call, "content": result}],
            }
        )
    return messages


def test_an_image_in_a_tool_result_goes_out_untouched() -> None:
    messages = tool_loop_anthropic(1)
    out = compact_anthropic(router(), messages)
    assert out.result.rung == "nothing"
    assert out.result.tokens_before < 2_000
    assert all(a is b for a, b in zip(out.messages, messages, strict=True))


def test_a_masked_screenshot_leaves_a_placeholder_that_says_an_image_was_there() -> None:
    messages = tool_loop_anthropic(30)  # about 49,000 tokens of screenshots
    before = json.dumps(messages)
    out = compact_anthropic(router(window=16_000), messages, max_tokens=1_000)
    assert out.result.tokens_after <= 15_000
    assert json.dumps(messages) == before  # the caller's list is not changed
    masked = [
        block
        for message in out.messages
        if isinstance(message["content"], list)
        for block in message["content"]
        if block.get("type") == "tool_result" and isinstance(block["content"], str)
    ]
    assert masked
    for block in masked:
        assert "1 image" in block["content"]
        assert "iVBOR" not in block["content"]  # never the image's base64 as text
    kept = [m for m in out.messages if any(m is original for original in messages)]
    assert kept  # the newest rounds are the caller's own objects


def test_a_masked_responses_image_output_says_an_image_was_there() -> None:
    items: list[dict[str, Any]] = [{"role": "user", "content": "Walk the pages."}]
    for r in range(30):
        call = f"call_{r:03d}"
        items.append(
            {"type": "function_call", "call_id": call, "name": "screenshot", "arguments": "{}"}
        )
        output = [
            {"type": "input_text", "text": f"page {r}"},
            {"type": "input_image", "image_url": data_url(png(*SCREENSHOT, padding=20_000))},
        ]
        items.append({"type": "function_call_output", "call_id": call, "output": output})
    out = compact_responses(router(window=16_000), items, max_output_tokens=1_000)
    assert out.result.rung != "nothing"
    assert out.result.tokens_after <= 15_000
    masked = [
        i
        for i in out.messages
        if i.get("type") == "function_call_output" and isinstance(i["output"], str)
    ]
    assert masked and all("1 image" in i["output"] for i in masked)
    assert any(i is items[-1] for i in out.messages)


def test_pydantic_ai_files_returned_by_a_tool_are_counted() -> None:
    from pydantic_ai.messages import (
        BinaryContent,
        ModelRequest,
        ModelResponse,
        ToolCallPart,
        ToolReturnPart,
        UserPromptPart,
    )

    from router.formats.pydantic_ai import compact_pydantic_ai

    shot = BinaryContent(png(*SCREENSHOT), media_type="image/png")
    messages = [
        ModelRequest(parts=[UserPromptPart(content="Take a screenshot.")]),
        ModelResponse(parts=[ToolCallPart(tool_name="screenshot", args={}, tool_call_id="c1")]),
        ModelRequest(
            parts=[
                ToolReturnPart(tool_name="screenshot", content=["done", shot], tool_call_id="c1")
            ]
        ),
    ]
    plain = ToolReturnPart(tool_name="screenshot", content="done", tool_call_id="c1")
    text_only = compact_pydantic_ai(router(), [*messages[:2], ModelRequest(parts=[plain])])
    out = compact_pydantic_ai(router(), messages)
    assert 1_000 <= out.result.tokens_before - text_only.result.tokens_before <= 1_500
    assert out.messages[2] is messages[2]
