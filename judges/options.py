"""The LiteLLM options a model-backed judge passes on: documented keywords, or explicit extras."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from typing import Any

__all__ = ["PROVIDER_KEYWORDS", "checked_options"]

# Keywords a judge takes directly and passes to every LiteLLM call it makes.
PROVIDER_KEYWORDS = frozenset(
    {
        "api_base",
        "api_key",
        "api_version",
        "base_url",
        "custom_llm_provider",
        "extra_body",
        "extra_headers",
        "headers",
        "organization",
        "seed",
        "temperature",
        "timeout",
        "top_p",
    }
)


def checked_options(
    owner: str,
    keywords: Mapping[str, Any],
    explicit: Mapping[str, Any] | None,
    own: Iterable[str],
) -> dict[str, Any]:
    """The options for every call; a keyword that is neither documented nor explicit is refused.

    `own` names the owner's own parameters, so a misspelt one is pointed out.
    """
    unknown = sorted(set(keywords) - PROVIDER_KEYWORDS)
    if unknown:
        name = unknown[0]
        close = difflib.get_close_matches(name, [*own, *PROVIDER_KEYWORDS], n=1)
        hint = f": did you mean {close[0]!r}?" if close else "."
        raise TypeError(
            f"{owner} got an unexpected keyword {name!r}{hint} Pass other LiteLLM options "
            f"explicitly: provider_options={{{name!r}: ...}}"
        )
    return {**dict(explicit or {}), **keywords}
