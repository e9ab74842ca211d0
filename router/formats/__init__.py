"""Formats at the edge: compact Anthropic, Responses, LangChain or pydantic-ai message lists.

Each entry converts the caller's list to OpenAI chat messages, compacts it through the router
and gives it back in the caller's own format: messages the router did not change are returned as
the caller's own objects. LangChain and pydantic-ai entries need their extras installed.
"""

from __future__ import annotations

from typing import Any

from router.formats.anthropic import acompact_anthropic, compact_anthropic
from router.formats.edge import Compacted
from router.formats.responses import acompact_responses, compact_responses

__all__ = [
    "Compacted",
    "acompact_anthropic",
    "acompact_langchain",
    "acompact_pydantic_ai",
    "acompact_responses",
    "compact_anthropic",
    "compact_langchain",
    "compact_pydantic_ai",
    "compact_responses",
]

_LAZY = {
    "compact_langchain": "router.formats.langchain",
    "acompact_langchain": "router.formats.langchain",
    "compact_pydantic_ai": "router.formats.pydantic_ai",
    "acompact_pydantic_ai": "router.formats.pydantic_ai",
}


def __getattr__(name: str) -> Any:
    """Import the LangChain and pydantic-ai adapters only when asked for (optional extras)."""
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'router.formats' has no attribute {name!r}")
