"""Tokens of non-text content parts, by what the provider bills, never by their base64 text.

- Images (`image_url`, `input_image`): OpenAI's tile formula. `detail="low"` is 85 tokens;
  otherwise the image is fitted inside 2048x2048, its short side scaled to 768, and each
  512-pixel tile costs 170 on top of 85. The size is read from the image's own header when it
  is inline (PNG, JPEG, GIF, WebP data URLs); an image by URL, or of a format not read, counts
  as the largest a high-detail image can bill: 1,445 tokens (8 tiles).
- Audio (`input_audio`): 10 tokens a second (OpenAI bills about one audio token per 100 ms).
  The duration comes from a WAV header's byte rate; other formats are assumed to be encoded
  at 32 kbit/s, lower than common speech bitrates, so the duration is an overestimate.
- Files (`file`): 1,500 tokens a page (a page is billed as its extracted text plus an image).
  A PDF's pages are counted from its `/Type /Page` objects; when none are visible (compressed
  object streams), or the file is not a PDF, one page is assumed per 50 kB of data. A file
  given only by id counts as 20 pages. An image sent as a file counts as the image.
- Anthropic blocks (`image` and `document` with a `source`): an image is billed width x height
  / 750 after fitting its long side inside 1,568 pixels, 1,600 tokens at most (the most when its
  size cannot be read); a PDF document 3,000 tokens a page (the top of Anthropic's published
  1,500-3,000, as each page is billed as its text and an image), its pages counted as above; a
  plain-text or content document by its text.
- Any other part type: its fields count as text, except embedded data (a string over 1,024
  characters that is a data URL or base64), which counts as one token per 4 bytes it decodes
  to, and 1,000 tokens at least.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
import struct
from collections.abc import Callable
from typing import Any

__all__ = ["anthropic_image_tokens", "image_size", "part_tokens", "tiles_tokens"]

Text = Callable[[str], int]

LOW_DETAIL = 85
TILE = 170
UNKNOWN_IMAGE = LOW_DETAIL + 8 * TILE
AUDIO_PER_SECOND = 10
ASSUMED_AUDIO_BITRATE = 32_000  # bits per second, below common speech encodings
PAGE_TOKENS = 1_500
BYTES_PER_PAGE = 50_000
UNKNOWN_FILE_PAGES = 20
LONG_STRING = 1_024
UNKNOWN_DATA_MINIMUM = 1_000
HEADER_BYTES = 65_536
BASE64_TEXT = re.compile(r"[A-Za-z0-9+/=_-]+")
PAGE_OBJECT = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")
ANTHROPIC_LONG_SIDE = 1_568
ANTHROPIC_PIXELS_PER_TOKEN = 750
ANTHROPIC_MAX_IMAGE = 1_600
ANTHROPIC_PAGE = 3_000


def part_tokens(part: dict[str, Any], text: Text) -> int:
    """Tokens one content part is billed, by its type."""
    kind = part.get("type")
    if kind in ("text", "input_text", "output_text"):
        return text(str(part.get("text", "")))
    if kind in ("image_url", "input_image"):
        return image_tokens(part)
    if kind == "input_audio":
        return audio_tokens(part.get("input_audio"))
    if kind in ("file", "input_file"):
        return file_tokens(part.get("file") if kind == "file" else part, text)
    if kind in ("image", "document") and isinstance(part.get("source"), dict):
        return anthropic_tokens(part, text)
    return unknown_tokens(part, text)


def _base64(value: Any) -> str | None:
    """The base64 text of a string or of a data URL; None when `value` is not a string."""
    if not isinstance(value, str):
        return None
    return value.partition(",")[2] if value.startswith("data:") else value


def _data(value: Any) -> bytes | None:
    """The bytes of base64 text or a base64 data URL, or None."""
    text = _base64(value)
    try:
        return None if text is None else base64.b64decode(text, validate=False)
    except (binascii.Error, ValueError):
        return None


def _data_size(value: Any) -> int:
    """Bytes a base64 string (or data URL) decodes to, from its length alone."""
    return len(_base64(value) or "") * 3 // 4


def image_tokens(part: dict[str, Any]) -> int:
    """OpenAI's tile formula, from the detail asked and the size in the image's header."""
    image = part.get("image_url", part)
    url = image.get("url") if isinstance(image, dict) else image
    detail = (image.get("detail") if isinstance(image, dict) else None) or part.get("detail")
    if detail == "low":
        return LOW_DETAIL
    size = _inline_size(url) if isinstance(url, str) and url.startswith("data:") else None
    if size is None:
        return UNKNOWN_IMAGE
    return tiles_tokens(*size)


def _inline_size(value: Any) -> tuple[int, int] | None:
    """(width, height) read from the header of base64 image data (or a data URL), or None."""
    head = (_base64(value) or "")[: HEADER_BYTES * 4 // 3]
    data = _data(head[: len(head) - len(head) % 4])
    return image_size(data) if data else None


def tiles_tokens(width: int, height: int) -> int:
    """85 + 170 per 512-pixel tile after fitting 2048x2048 and scaling the short side to 768."""
    if width <= 0 or height <= 0:
        return UNKNOWN_IMAGE
    fit = min(1.0, 2048 / max(width, height))
    wide, high = width * fit, height * fit
    short = min(1.0, 768 / min(wide, high))
    return LOW_DETAIL + TILE * math.ceil(wide * short / 512) * math.ceil(high * short / 512)


def image_size(data: bytes) -> tuple[int, int] | None:
    """(width, height) from a PNG, GIF, JPEG or WebP header, or None."""
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        width, height = struct.unpack(">II", data[16:24])
        return int(width), int(height)
    if data[:6] in (b"GIF87a", b"GIF89a") and len(data) >= 10:
        width, height = struct.unpack("<HH", data[6:10])
        return int(width), int(height)
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return _webp_size(data)
    if data[:2] == b"\xff\xd8":
        return _jpeg_size(data)
    return None


def _webp_size(data: bytes) -> tuple[int, int] | None:
    chunk = data[12:16]
    if chunk == b"VP8X" and len(data) >= 30:
        width = int.from_bytes(data[24:27], "little") + 1
        height = int.from_bytes(data[27:30], "little") + 1
        return width, height
    if chunk == b"VP8 " and len(data) >= 30:
        width, height = struct.unpack("<HH", data[26:30])
        return int(width) & 0x3FFF, int(height) & 0x3FFF
    if chunk == b"VP8L" and len(data) >= 25:
        bits = int.from_bytes(data[21:25], "little")
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    return None


def _jpeg_size(data: bytes) -> tuple[int, int] | None:
    index = 2
    while index + 9 < len(data):
        if data[index] != 0xFF:
            index += 1
            continue
        marker = data[index + 1]
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7 or marker == 0xFF:
            index += 1 if marker == 0xFF else 2
            continue
        length = int.from_bytes(data[index + 2 : index + 4], "big")
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">HH", data[index + 5 : index + 9])
            return int(width), int(height)
        index += 2 + length
    return None


def audio_tokens(audio: Any) -> int:
    """10 tokens a second of audio, the duration estimated from the data (see the module doc)."""
    if not isinstance(audio, dict):
        return UNKNOWN_DATA_MINIMUM
    data = audio.get("data")
    size = _data_size(data)
    seconds = size * 8 / ASSUMED_AUDIO_BITRATE
    if str(audio.get("format", "")).lower() == "wav" and isinstance(data, str):
        header = _data(data[:64])
        if header and header[:4] == b"RIFF" and len(header) >= 32:
            byte_rate = int.from_bytes(header[28:32], "little")
            if byte_rate > 0:
                seconds = size / byte_rate
    return max(1, math.ceil(seconds * AUDIO_PER_SECOND))


def file_tokens(file: Any, text: Text) -> int:
    """1,500 tokens a page, the pages counted in a PDF or estimated from the size."""
    if not isinstance(file, dict):
        return UNKNOWN_FILE_PAGES * PAGE_TOKENS
    name = file.get("filename")
    named = text(name) if isinstance(name, str) else 0
    data = file.get("file_data")
    if not isinstance(data, str):
        return named + UNKNOWN_FILE_PAGES * PAGE_TOKENS
    size = _inline_size(data)
    if size is not None:  # an image sent as a file is billed as the image
        return named + tiles_tokens(*size)
    return named + _pages(data) * PAGE_TOKENS


def _pages(data: str) -> int:
    """Pages of base64 file data: a PDF's page objects, else one per 50 kB (one at least)."""
    raw = _data(data) or b""
    pages = len(PAGE_OBJECT.findall(raw)) if raw[:5] == b"%PDF-" else 0
    return pages or max(1, math.ceil(len(raw) / BYTES_PER_PAGE))


def anthropic_tokens(block: dict[str, Any], text: Text) -> int:
    """What Anthropic bills for an `image` or `document` block (see the module doc)."""
    source = block["source"]
    kind = source.get("type")
    if block.get("type") == "image":
        size = _inline_size(source.get("data")) if kind == "base64" else None
        return anthropic_image_tokens(*size) if size else ANTHROPIC_MAX_IMAGE
    extra = sum(text(str(block[key])) for key in ("title", "context") if block.get(key))
    if kind == "text":
        return extra + text(str(source.get("data", "")))
    if kind == "content":
        inner = source.get("content")
        if isinstance(inner, str):
            return extra + text(inner)
        parts = inner if isinstance(inner, list) else []
        return extra + sum(part_tokens(p, text) for p in parts if isinstance(p, dict))
    data = source.get("data") if kind == "base64" else None
    pages = _pages(data) if isinstance(data, str) else UNKNOWN_FILE_PAGES
    return extra + pages * ANTHROPIC_PAGE


def anthropic_image_tokens(width: int, height: int) -> int:
    """width x height / 750 after fitting the long side inside 1,568 pixels; 1,600 at most."""
    if width <= 0 or height <= 0:
        return ANTHROPIC_MAX_IMAGE
    fit = min(1.0, ANTHROPIC_LONG_SIDE / max(width, height))
    pixels = (width * fit) * (height * fit)
    return min(ANTHROPIC_MAX_IMAGE, max(1, math.ceil(pixels / ANTHROPIC_PIXELS_PER_TOKEN)))


def _looks_binary(value: str) -> bool:
    """A data URL, or base64 text (no spaces, only the base64 alphabet, in its first 1,024)."""
    return value.startswith("data:") or BASE64_TEXT.fullmatch(value[:LONG_STRING]) is not None


def unknown_tokens(part: dict[str, Any], text: Text) -> int:
    """Short fields as text; each long string as data, one token per 4 bytes (1,000 at least)."""
    tokens = 0
    stack: list[Any] = [part]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack.extend(value.values())
            tokens += sum(text(str(key)) for key in value)
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, str) and len(value) > LONG_STRING and _looks_binary(value):
            tokens += max(UNKNOWN_DATA_MINIMUM, _data_size(value) // 4)
        elif value is not None:
            tokens += text(str(value))
    return tokens
