"""Media of every format as the parts the router counts; never read as text.

The codecs build OpenAI chat messages for the engine. Text blocks become text; an image, audio
clip or file becomes a content part whose tokens `router.reading.parts` bills as the provider
does: Anthropic `image`/`document` blocks and OpenAI chat/Responses parts stay as they are;
LangChain standard blocks and pydantic-ai `BinaryContent`/`*Url` objects become the OpenAI chat
part with the same data. A tool message built from a result holding media carries a `media`
note (counted, kept by every edit): when the result is masked, the codec writes the note under
the placeholder, so the model is told what was left out.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Mapping
from typing import Any

__all__ = ["MEDIA_KEY", "content_of", "engine_part", "masked_text", "text_only", "tool_message"]

MEDIA_KEY = "media"
OWN_PARTS = frozenset({"image_url", "input_image", "input_file", "input_audio"})
KINDS = {
    "image_url": "image",
    "input_image": "image",
    "image": "image",
    "input_audio": "audio",
    "file": "file",
    "input_file": "file",
    "document": "file",
}


def _field(item: Any, name: str) -> Any:
    if isinstance(item, Mapping):
        return item.get(name)
    return getattr(item, name, None)


def _dict(block: Any) -> dict[str, Any] | None:
    if isinstance(block, Mapping):
        return dict(block)
    if hasattr(block, "model_dump"):
        dumped = block.model_dump(mode="json", exclude_none=True)
        return dumped if isinstance(dumped, dict) else None
    return None


def engine_part(block: Any) -> dict[str, Any] | None:
    """The part the router counts for a media block of any format, or None if it is not media."""
    kind = getattr(block, "kind", None)
    if isinstance(kind, str) and not isinstance(block, Mapping):
        return _pydantic_ai(block, kind)
    data = _dict(block)
    if data is None:
        return None
    kind = data.get("type")
    if kind in OWN_PARTS or (kind == "file" and isinstance(data.get("file"), dict)):
        return data
    if kind in ("image", "document") and isinstance(data.get("source"), dict):
        return data  # Anthropic's own block, billed by Anthropic's rules
    if kind == "computer_screenshot":
        url = data.get("image_url")
        return {"type": "input_image", "image_url": url} if url else {"type": "input_image"}
    if kind in ("image", "audio", "file", "video"):
        return _standard(kind, data)
    return None


def _data_url(mime: Any, data: str) -> str:
    return f"data:{mime or 'application/octet-stream'};base64,{data}"


def _standard(kind: str, block: dict[str, Any]) -> dict[str, Any]:
    """A LangChain standard block (v1 `base64`/`url`/`file_id`, v0 `source_type`/`data`)."""
    data = block.get("base64")
    if data is None and block.get("source_type") == "base64":
        data = block.get("data")
    url = block.get("url") or (block.get("data") if block.get("source_type") == "url" else None)
    mime = block.get("mime_type")
    if kind == "image":
        if isinstance(data, str):
            url = _data_url(mime, data)
        return {"type": "image_url", "image_url": {"url": url if isinstance(url, str) else ""}}
    if kind == "audio" and isinstance(data, str):
        sub = str(mime or "wav").rpartition("/")[2]
        return {"type": "input_audio", "input_audio": {"data": data, "format": sub}}
    if kind == "file":
        file: dict[str, Any] = {}
        if isinstance(data, str):
            file["file_data"] = _data_url(mime, data)
        return {"type": "file", "file": file}
    return {"type": kind, "data": data, "url": url}


def _pydantic_ai(item: Any, kind: str) -> dict[str, Any] | None:
    """A pydantic-ai `BinaryContent`, `ImageUrl`, `AudioUrl`, `DocumentUrl` or `VideoUrl`."""
    if kind == "binary":
        raw = getattr(item, "data", b"")
        data = base64.b64encode(raw if isinstance(raw, bytes) else b"").decode()
        mime = str(getattr(item, "media_type", ""))
        name = mime.partition("/")[0]
        if name in ("image", "audio", "video"):
            return _standard(name, {"base64": data, "mime_type": mime})
        return _standard("file", {"base64": data, "mime_type": mime})
    url = getattr(item, "url", None)
    if kind == "image-url":
        return {"type": "image_url", "image_url": {"url": url}}
    if kind in ("audio-url", "video-url"):
        return {"type": kind.partition("-")[0], "url": url}
    if kind in ("document-url", "uploaded-file"):
        return {"type": "file", "file": {}}
    return None


def _text(block: Any) -> str:
    if isinstance(block, str):
        return block
    text = _field(block, "text")
    if isinstance(text, str):
        return text
    inner = _field(block, "content")
    if inner is not None and inner is not block:
        return _joined(inner)
    dumped = block.model_dump(mode="json") if hasattr(block, "model_dump") else block
    return json.dumps(dumped, sort_keys=True, default=str)


def text_only(content: Any) -> str:
    """The text of content (a string, or blocks of any format); media blocks are left out."""
    return _joined(content)


def _joined(content: Any) -> str:
    value = content_of(content)
    if isinstance(value, str):
        return value
    return "\n".join(str(part["text"]) for part in value if part.get("type") == "text")


def content_of(content: Any) -> str | list[dict[str, Any]]:
    """Content for the engine: its text when it holds no media, else text and media parts."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    blocks = content if isinstance(content, list | tuple) else [content]
    parts: list[dict[str, Any]] = []
    media = False
    for block in blocks:
        part = None if isinstance(block, str) else engine_part(block)
        if part is None:
            parts.append({"type": "text", "text": _text(block)})
        else:
            parts.append(part)
            media = True
    if not media:
        return "\n".join(str(part["text"]) for part in parts)
    return parts


def _note(parts: list[dict[str, Any]]) -> str:
    counts: dict[str, int] = {}
    for part in parts:
        if part.get("type") != "text":
            kind = KINDS.get(str(part.get("type")), "attachment")
            counts[kind] = counts.get(kind, 0) + 1
    held = " and ".join(f"{n} {kind}{'s' if n > 1 else ''}" for kind, n in counts.items())
    return f"[compaction-router: this result also held {held}, left out while it is masked]"


def tool_message(call_id: Any, content: Any) -> dict[str, Any]:
    """A tool message for a result; one holding media also carries the note that says so."""
    value = content_of(content)
    message: dict[str, Any] = {"role": "tool", "tool_call_id": call_id, "content": value}
    if isinstance(value, list):
        message[MEDIA_KEY] = _note(value)
    return message


def masked_text(message: Mapping[str, Any]) -> Any:
    """The content a changed result is written back with: a placeholder keeps the media note."""
    content = message["content"]
    note = message.get(MEDIA_KEY)
    if isinstance(content, str) and isinstance(note, str):
        return f"{content}\n{note}"
    return content
