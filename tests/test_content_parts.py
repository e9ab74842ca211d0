"""Images, audio and files are counted by what the provider bills, never as base64 text."""

from __future__ import annotations

import base64
import os
import struct
import zlib
from typing import Any

from router import Router
from router.reading.tokens import TokenCounter

Message = dict[str, Any]


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def png(width: int, height: int) -> bytes:
    """A PNG whose header says width x height (the pixel data is not needed to bill it)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + header
    return (
        b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + chunk + struct.pack(">I", zlib.crc32(chunk))
    )


def wav(seconds: float, rate: int = 16_000) -> bytes:
    """A 16-bit mono PCM WAV of `seconds` of noise."""
    frames = os.urandom(int(seconds * rate) * 2)
    header = b"RIFF" + struct.pack("<I", 36 + len(frames)) + b"WAVEfmt "
    header += struct.pack("<IHHIIHH", 16, 1, 1, rate, rate * 2, 2, 16)
    return header + b"data" + struct.pack("<I", len(frames)) + frames


def pdf(pages: int, size: int) -> bytes:
    """A PDF-like file with `pages` page objects, padded with binary data to `size` bytes."""
    body = b"%PDF-1.7\n" + b"1 0 obj << /Type /Pages /Count %d >> endobj\n" % pages
    body += b"".join(
        b"%d 0 obj << /Type /Page /Parent 1 0 R >> endobj\n" % (i + 2) for i in range(pages)
    )
    return body + os.urandom(max(size - len(body), 0))


def image_part(url: str, detail: str | None = None) -> dict[str, Any]:
    image: dict[str, Any] = {"url": url}
    if detail:
        image["detail"] = detail
    return {"type": "image_url", "image_url": image}


def user(*parts: dict[str, Any]) -> Message:
    return {"role": "user", "content": [{"type": "text", "text": "look"}, *parts]}


def extra_tokens(part: dict[str, Any]) -> int:
    """Tokens a part adds to a user message, as the router counts them."""
    counter = TokenCounter("gpt-4o")
    return counter.message(user(part)) - counter.message(user())


def test_images_follow_openais_published_examples() -> None:
    square = f"data:image/png;base64,{b64(png(1024, 1024))}"
    tall = f"data:image/png;base64,{b64(png(2048, 4096))}"
    huge = f"data:image/png;base64,{b64(png(4096, 8192))}"
    assert extra_tokens(image_part(square, "high")) == 765  # OpenAI's vision guide
    assert extra_tokens(image_part(tall, "high")) == 1105
    assert extra_tokens(image_part(huge, "low")) == 85


def test_an_image_of_unknown_size_counts_as_the_most_a_high_detail_image_bills() -> None:
    by_url = extra_tokens(image_part("https://example.com/chart.png"))
    inline = [
        extra_tokens(image_part(f"data:image/png;base64,{b64(png(w, h))}"))
        for w, h in [(512, 512), (1024, 1024), (2048, 768), (768, 2048), (4000, 3000)]
    ]
    assert by_url >= max(inline)


def test_ten_seconds_of_audio_cost_about_a_hundred_tokens_not_its_base64() -> None:
    data = b64(wav(10))
    tokens = extra_tokens({"type": "input_audio", "input_audio": {"data": data, "format": "wav"}})
    assert 90 <= tokens <= 110
    assert tokens * 100 < len(data)


def test_compressed_audio_is_overestimated_but_fits_where_it_would() -> None:
    mp3 = b64(os.urandom(160_000))  # 10 s at 128 kbit/s
    tokens = extra_tokens({"type": "input_audio", "input_audio": {"data": mp3, "format": "mp3"}})
    assert 100 <= tokens <= 1_000
    router = Router("gpt-4o-audio-preview", context_window=8_000)
    message = user({"type": "input_audio", "input_audio": {"data": mp3, "format": "mp3"}})
    assert router.compact([message]).rung == "nothing"


def test_a_pdf_is_billed_by_its_pages() -> None:
    one_mb_three_pages = f"data:application/pdf;base64,{b64(pdf(3, 1_000_000))}"
    part = {"type": "file", "file": {"filename": "report.pdf", "file_data": one_mb_three_pages}}
    tokens = extra_tokens(part)
    assert 3 * 1_000 <= tokens <= 3 * 2_000
    router = Router("gpt-4o", context_window=128_000)
    assert router.compact([user(part)]).tokens_before < 10_000


def test_a_pdf_whose_pages_are_hidden_is_estimated_from_its_size() -> None:
    hidden = b"%PDF-1.7\n" + os.urandom(500_000)
    part = {"type": "file", "file": {"file_data": f"data:application/pdf;base64,{b64(hidden)}"}}
    assert extra_tokens(part) >= 10 * 1_000


def test_an_unknown_part_with_embedded_data_is_not_counted_as_text() -> None:
    data = b64(os.urandom(300_000))
    part = {"type": "input_video", "video": {"data": data, "caption": "a cat"}}
    tokens = extra_tokens(part)
    text_tokens = TokenCounter("gpt-4o").text(data)
    assert 1_000 <= tokens < text_tokens / 2


def test_an_unknown_part_with_plain_text_counts_its_text() -> None:
    words = "the quick brown fox jumps over the lazy dog " * 200
    part = {"type": "note", "note": words}
    assert extra_tokens(part) >= TokenCounter("gpt-4o").text(words)


def test_a_twenty_megabyte_result_of_one_unbroken_token_is_counted_as_at_least_its_tokens() -> None:
    counter = TokenCounter("gpt-4o")
    text = "a" * 20_000_000
    sample = "a" * 8_000
    assert counter.text(text) >= len(counter.encoding.encode(sample)) * (len(text) // len(sample))


def test_long_ordinary_text_is_counted_as_the_encoder_counts_it_in_one_go() -> None:
    counter = TokenCounter("gpt-4o")
    text = " ".join(f"word{i} and some more text, with punctuation;" for i in range(20_000))
    exact = len(counter.encoding.encode(text))
    assert exact <= counter.text(text) <= exact * 1.01
