"""Model facts (window, prices) read from LiteLLM's bundled model map without importing LiteLLM.

Importing LiteLLM takes seconds; its model map is a JSON file shipped inside the package, so the
router finds the file, reads it once and caches what it needs. LiteLLM itself is the last resort.
The map is a few MB: a model's entry is found in the text and parsed alone (a few ms instead of
about 20), and the whole map is parsed only when that quick read finds nothing.
"""

from __future__ import annotations

import difflib
import functools
import importlib.util
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from router.errors import ConfigurationError

__all__ = ["ModelFacts", "cached_input_ratio", "map_window", "model_facts"]

MAP_FILE = "model_prices_and_context_window_backup.json"
# When the map gives no cached-input price: providers that bill a cache read at a tenth of the
# input price (Anthropic, Gemini, the newest OpenAI models) versus the half of older OpenAI ones.
TENTH_PRICED = ("claude", "anthropic", "gemini", "gpt-5", "gpt-4.1", "o3", "o4")
DEFAULT_RATIO = 0.5
TENTH = 0.1
# Providers whose models' windows LiteLLM asks the server for: the map cannot know them.
LIVE_PROVIDERS = ("ollama", "ollama_chat")


@dataclass(frozen=True, slots=True)
class ModelFacts:
    """What the bundled map says of one model: its window and its prices per token."""

    key: str
    max_input_tokens: int | None
    input_cost: float | None
    cached_input_cost: float | None
    output_cost: float | None

    @property
    def cached_ratio(self) -> float | None:
        """A cached input token's price over a fresh one's, when the map gives both."""
        if not self.input_cost or self.cached_input_cost is None:
            return None
        return min(max(self.cached_input_cost / self.input_cost, 0.0), 1.0)


def map_path() -> Path | None:
    """Where LiteLLM's bundled model map is, found without importing LiteLLM."""
    spec = importlib.util.find_spec("litellm")
    if spec is None or spec.origin is None:
        return None
    return Path(spec.origin).parent / MAP_FILE


@functools.cache
def _map_text() -> str:
    """The text of LiteLLM's bundled model map, read once; empty when it cannot be read."""
    path = map_path()
    if path is None:
        return ""
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, ValueError):
        return ""


@functools.cache
def _model_map() -> dict[str, Any]:
    """LiteLLM's bundled model map, parsed whole once; empty when it cannot be parsed."""
    try:
        loaded = json.loads(_map_text())
    except ValueError:
        return {}
    return loaded if isinstance(loaded, dict) else {}


def _entry(key: str) -> Any:
    """The map's entry for `key`: parsed alone where the file lists it, else from the whole map.

    The map is indented by 4, so a top-level key starts a line after 4 spaces; as with
    `json.loads`, the last of repeated keys wins.
    """
    text = _map_text()
    mark = f"\n    {json.dumps(key)}: "
    at = text.rfind(mark)
    if at >= 0:
        try:
            entry, _ = json.JSONDecoder().raw_decode(text, at + len(mark))
        except ValueError:
            pass
        else:
            if isinstance(entry, dict):
                return entry
    return _model_map().get(key)


def _candidates(model: str) -> list[str]:
    """Keys to try: the name as given, then without its provider prefix."""
    keys = [model]
    if "/" in model:
        keys.append(model.split("/", 1)[1])
        keys.append(model.rsplit("/", 1)[1])
    return list(dict.fromkeys(keys))


def _number(entry: dict[str, Any], name: str) -> float | None:
    value = entry.get(name)
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        return None
    return float(value)


@functools.cache
def model_facts(model: str) -> ModelFacts | None:
    """The bundled facts of `model`, or None when the map does not know it."""
    for key in _candidates(model):
        entry = _entry(key)
        if not isinstance(entry, dict):
            continue
        window = entry.get("max_input_tokens") or entry.get("max_tokens")
        known = isinstance(window, int) and not isinstance(window, bool) and window > 0
        return ModelFacts(
            key=key,
            max_input_tokens=window if known else None,
            input_cost=_number(entry, "input_cost_per_token"),
            cached_input_cost=_number(entry, "cache_read_input_token_cost"),
            output_cost=_number(entry, "output_cost_per_token"),
        )
    return None


@functools.cache
def cached_input_ratio(model: str) -> float:
    """The cached-input price ratio of `model`: from the map, else a guess from its family."""
    facts = model_facts(model)
    ratio = facts.cached_ratio if facts is not None else None
    if ratio is not None and ratio > 0:
        return ratio
    lowered = model.lower()
    return TENTH if any(name in lowered for name in TENTH_PRICED) else DEFAULT_RATIO


def map_window(model: str) -> int | None:
    """The window the bundled map gives `model`, read without LiteLLM; None to ask LiteLLM later.

    A model neither the map nor LiteLLM's registered models know is refused here, with the
    closest names the map has, rather than at the first call.
    """
    facts = model_facts(model)
    if facts is not None:
        return facts.max_input_tokens
    if not _map_text() or model.split("/", 1)[0] in LIVE_PROVIDERS or _registered(model):
        return None
    close = _close_name(model)
    fix = "pass context_window=<tokens> for it"
    raise ConfigurationError(
        f"the context window of {model!r} is not known: LiteLLM's model map has no such model. "
        f"Fix: {f'did you mean {close!r}? Otherwise {fix}' if close else fix}"
    )


def _registered(model: str) -> bool:
    """Whether LiteLLM, if already imported, has the model (`litellm.register_model`)."""
    litellm = sys.modules.get("litellm")
    known = getattr(litellm, "model_cost", None)
    return isinstance(known, dict) and any(key in known for key in _candidates(model))


def _close_name(model: str) -> str | None:
    """The map's name closest to `model`, its provider prefix kept; None when none is close."""
    prefix, _, bare = model.partition("/") if "/" in model else ("", "", model)
    found = difflib.get_close_matches(bare, list(_model_map()), n=1, cutoff=0.8)
    return (f"{prefix}/{found[0]}" if prefix else found[0]) if found else None
