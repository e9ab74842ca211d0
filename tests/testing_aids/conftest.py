"""Fixtures for the testing aids: offline settings, a local server, SDK and LiteLLM clients."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from router.offline import configure_offline

configure_offline()

import openai  # noqa: E402

from router.testing import LocalOpenAIServer  # noqa: E402


@pytest.fixture
def srv() -> Iterator[LocalOpenAIServer]:
    """A running server with an empty script and a 4000-token window."""
    with LocalOpenAIServer(window=4_000) as server:
        yield server


@pytest.fixture
def client(srv: LocalOpenAIServer) -> Iterator[openai.OpenAI]:
    """The real OpenAI SDK client pointed at the server, without retries."""
    with openai.OpenAI(base_url=srv.base_url, api_key="sk-test", max_retries=0, timeout=2.0) as sdk:
        yield sdk


@pytest.fixture(scope="session")
def litellm() -> Any:
    """LiteLLM, imported once, with its help banner on errors turned off."""
    import litellm as module

    module.suppress_debug_info = True
    return module


@pytest.fixture
def llm_kwargs(srv: LocalOpenAIServer) -> dict[str, Any]:
    """Keyword arguments that route litellm.completion to the server, without retries."""
    return {
        "model": "openai/gpt-4o-mini",
        "api_base": srv.base_url,
        "api_key": "sk-test",
        "max_retries": 0,
        "timeout": 2.0,
    }
