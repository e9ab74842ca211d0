"""Every knob of a router, with its default, validated in one place; and the hash naming them.

`Router(model, **knobs)` builds a `RouterConfig` from its keywords: an unknown keyword or a
value out of range is a `ConfigurationError` that names the setting and the fix.

The default budget has two tiers. The early tier masks older tool results by rule, with no judge
call, in batches sized by the prompt-cache cost model (`mask_trigger`, `mask_target`,
`mask_keep_rounds`, `cached_input_ratio`); the judged tier (retain, summarize) comes in at the
window fraction `trigger`. `preset="fill"` turns the early tier off: keep as much as fits.
"""

from __future__ import annotations

import difflib
from typing import Any

from pydantic import ValidationError

from router.config_model import PRESETS, RouterConfig
from router.config_types import ModelBackend, RecorderStore, RetrySettings
from router.errors import ConfigurationError

__all__ = [
    "PRESETS",
    "ModelBackend",
    "RecorderStore",
    "RetrySettings",
    "RouterConfig",
    "config_from",
]


def config_from(knobs: dict[str, Any]) -> RouterConfig:
    """The config for these keywords, or a `ConfigurationError` naming what to fix."""
    try:
        return RouterConfig(**knobs)
    except ValidationError as error:
        raise ConfigurationError(_explain(error)) from None


def _explain(error: ValidationError) -> str:
    """One sentence per problem: the setting, what is wrong, and the fix."""
    fields = RouterConfig.model_fields
    problems = []
    for item in error.errors():
        if not item["loc"]:
            problems.append(str(item["msg"]).removeprefix("Value error, "))
            continue
        name = str(item["loc"][0])
        if item["type"] == "extra_forbidden":
            close = difflib.get_close_matches(name, list(fields), n=1)
            hint = f"did you mean {close[0]!r}?" if close else f"settings: {', '.join(fields)}"
            problems.append(f"unknown setting {name!r}: {hint}")
            continue
        described = fields[name].description if name in fields else None
        message = str(item["msg"]).removeprefix("Value error, ")
        problems.append(f"{name}={item.get('input')!r}: {message}. Fix: {name} is {described}")
    return "; ".join(problems)
