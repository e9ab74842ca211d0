"""LiteLLM, loaded on first use with its price map kept local, and the model facts it knows."""

from __future__ import annotations

from typing import Any

from router.errors import ConfigurationError
from router.offline import configure_offline
from router.reading.model_facts import model_facts

__all__ = ["load_litellm", "window_of"]


def load_litellm() -> Any:
    """LiteLLM, imported on first use with its price map kept local."""
    configure_offline()
    import litellm

    litellm.suppress_debug_info = True
    return litellm


def window_of(model: str) -> int:
    """The model's context window: from the bundled model map, else LiteLLM's model info."""
    facts = model_facts(model)
    if facts is not None and facts.max_input_tokens:
        return facts.max_input_tokens
    litellm = load_litellm()
    try:
        info = litellm.get_model_info(model)
    except Exception as error:
        raise ConfigurationError(
            f"LiteLLM does not know the context window of {model!r}: pass context_window=..."
        ) from error
    window = info.get("max_input_tokens") or info.get("max_tokens")
    if not isinstance(window, int) or window <= 0:
        raise ConfigurationError(f"no context window known for {model!r}: pass context_window=...")
    return window
