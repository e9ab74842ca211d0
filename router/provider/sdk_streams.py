"""Wrapped OpenAI SDK streams that are still `openai.Stream` / `openai.AsyncStream` instances.

The subclasses never run the SDK's `__init__`: every chunk, `close()` and the context-manager
protocol go through the router's wrapper, and attributes the SDK sets on its own instance
(`.response`, ...) are read from the wrapped stream.
"""

from __future__ import annotations

from typing import Any

import openai

from router.provider.streams import AsyncRouterStream, RouterStream

__all__ = ["OpenAIAsyncRouterStream", "OpenAIRouterStream", "sdk_stream_class"]


class OpenAIRouterStream(RouterStream, openai.Stream[Any]):
    """A wrapped `openai.Stream`: iterate it, use it in `with`, close it."""


class OpenAIAsyncRouterStream(AsyncRouterStream, openai.AsyncStream[Any]):
    """A wrapped `openai.AsyncStream`: `async for` it, use it in `async with`, close it."""


def sdk_stream_class(asynchronous: bool) -> type[RouterStream] | type[AsyncRouterStream]:
    """The wrapper class for an SDK stream of either kind."""
    return OpenAIAsyncRouterStream if asynchronous else OpenAIRouterStream
