"""Streamed responses passed back with the router's error tree and usage observed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from router.provider.error_mapping import to_router_error

__all__ = ["RouterStream", "wrap_stream"]

UsageHook = Callable[[Any], None]


class RouterStream:
    """A chunk iterator (sync or async) whose provider errors arrive as `ProviderError`."""

    def __init__(self, stream: Any, on_usage: UsageHook) -> None:
        self._stream = stream
        self._on_usage = on_usage
        self._sync: Any = None
        self._async: Any = None

    def _seen(self, chunk: Any) -> Any:
        if getattr(chunk, "usage", None) is not None:
            self._on_usage(chunk)
        return chunk

    def __iter__(self) -> RouterStream:
        return self

    def __next__(self) -> Any:
        if self._sync is None:
            self._sync = iter(self._stream)
        try:
            chunk = next(self._sync)
        except StopIteration:
            raise
        except Exception as error:
            raise to_router_error(error) from error
        return self._seen(chunk)

    def __aiter__(self) -> RouterStream:
        return self

    async def __anext__(self) -> Any:
        if self._async is None:
            self._async = self._stream.__aiter__()
        try:
            chunk = await self._async.__anext__()
        except StopAsyncIteration:
            raise
        except Exception as error:
            raise to_router_error(error) from error
        return self._seen(chunk)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def wrap_stream(response: Any, on_usage: UsageHook) -> Any:
    """The response wrapped when it is a stream, else as it is."""
    streaming = hasattr(response, "__aiter__") or hasattr(response, "__next__")
    if streaming and not hasattr(response, "choices"):
        return RouterStream(response, on_usage)
    return response
