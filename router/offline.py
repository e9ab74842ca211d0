"""Process settings that let tiktoken and LiteLLM work with no network."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

__all__ = ["configure_offline"]

_done = False


def _litellm_tokenizer_dir() -> Path | None:
    """Folder where LiteLLM ships tiktoken's cl100k and o200k files, found without importing it."""
    spec = importlib.util.find_spec("litellm")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "litellm_core_utils" / "tokenizers"
    return folder if folder.is_dir() else None


def configure_offline() -> None:
    """Point tiktoken at LiteLLM's bundled encodings and keep LiteLLM's price map local."""
    global _done
    if _done:
        return
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    os.environ.setdefault("LITELLM_LOG", "ERROR")
    if "TIKTOKEN_CACHE_DIR" not in os.environ:
        folder = _litellm_tokenizer_dir()
        if folder is not None:
            os.environ["TIKTOKEN_CACHE_DIR"] = str(folder)
    _done = True
