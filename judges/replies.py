"""Reply models for LLM judges: strict JSON schemas and tolerant, bounded parsing."""

from __future__ import annotations

import json
import re
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from judges.types import Rung

__all__ = [
    "ItemKind",
    "ItemReply",
    "ReplyError",
    "RetentionReply",
    "RouteReply",
    "SummaryReply",
    "TargetsReply",
    "parse_json",
    "parse_text",
    "response_format",
    "strict_schema",
]

M = TypeVar("M", bound=BaseModel)

_FENCE = re.compile(r"```[A-Za-z0-9_-]*\s*\n?(.*?)```", re.DOTALL)
_MAX_STARTS = 32


class ReplyError(ValueError):
    """A model reply that cannot be used; the message says why, for the retry prompt."""


class RouteReply(BaseModel):
    """The routing judge's JSON reply."""

    model_config = ConfigDict(extra="ignore")
    rung: Rung
    reason: str


class RetentionReply(BaseModel):
    """The retention judge's JSON reply."""

    model_config = ConfigDict(extra="ignore")
    needed: list[str]
    reason: str


ItemKind = Literal["rule", "constraint", "decision", "fact", "state", "preference"]


class ItemReply(BaseModel):
    """One durable item a model listed: its kind and its text, as stated."""

    model_config = ConfigDict(extra="ignore")
    kind: ItemKind
    text: str


class TargetsReply(BaseModel):
    """The summary-targets judge's JSON reply (typed items optional, so older replies parse)."""

    model_config = ConfigDict(extra="ignore")
    must_keep: list[str]
    items: list[ItemReply] = []


class SummaryReply(BaseModel):
    """The summariser's JSON reply: the summary's prose and the typed durable items."""

    model_config = ConfigDict(extra="ignore")
    summary: str
    items: list[ItemReply]


def strict_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON schema, made valid for strict structured outputs."""
    strict = _strictify(model.model_json_schema())
    assert isinstance(strict, dict)
    return strict


def _strictify(node: Any) -> Any:
    """Close every object, require every property, drop defaults."""
    if isinstance(node, list):
        return [_strictify(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _strictify(value) for key, value in node.items() if key != "default"}
    if out.get("type") == "object" or "properties" in out:
        out["additionalProperties"] = False
        out["required"] = list(out.get("properties", {}))
    return out


def response_format(model: type[BaseModel], name: str) -> dict[str, Any]:
    """The `response_format` parameter asking for strict JSON matching `model`."""
    return {
        "type": "json_schema",
        "json_schema": {"name": name, "schema": strict_schema(model), "strict": True},
    }


def parse_json(content: str | None, model: type[M], max_chars: int) -> M:
    """The first JSON object in `content` (fenced or not) validated as `model`."""
    text = _non_empty(content)[:max_chars]
    found = _first_object(text)
    if found is None:
        raise ReplyError("no JSON object found in the reply")
    try:
        return model.model_validate(found, strict=True)
    except ValidationError as exc:
        raise ReplyError(_describe(exc)) from None


def parse_text(content: str | None, max_chars: int) -> str:
    """Plain reply text, unfenced and cut to `max_chars`."""
    text = _non_empty(content)[: max_chars * 2]
    fenced = _FENCE.fullmatch(text.strip())
    if fenced:
        text = fenced.group(1)
    text = text.strip()[:max_chars]
    if not text:
        raise ReplyError("the reply was empty")
    return text


def _non_empty(content: str | None) -> str:
    """The content, or a ReplyError when there is none."""
    if content is None or not content.strip():
        raise ReplyError("the reply was empty")
    return content


def _first_object(text: str) -> dict[str, Any] | None:
    """The first decodable JSON object: inside ``` fences first, then anywhere in the text."""
    for block in _FENCE.findall(text):
        found = _decode_from(block.strip(), 0)
        if found is not None:
            return found
    start = text.find("{")
    for _ in range(_MAX_STARTS):
        if start < 0:
            return None
        found = _decode_from(text, start)
        if found is not None:
            return found
        start = text.find("{", start + 1)
    return None


def _decode_from(text: str, start: int) -> dict[str, Any] | None:
    """A JSON object decoded at `start`, or None."""
    if not text.startswith("{", start):
        return None
    try:
        value, _end = json.JSONDecoder().raw_decode(text, start)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def _describe(exc: ValidationError) -> str:
    """A short, bounded account of what failed validation."""
    parts = []
    for error in exc.errors()[:5]:
        where = ".".join(str(part) for part in error["loc"]) or "reply"
        parts.append(f"{where}: {error['msg']}")
    return "; ".join(parts)[:600]
