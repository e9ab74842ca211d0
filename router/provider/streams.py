"""Streamed responses passed back with the router's error tree and usage observed.

A wrapped stream iterates like the SDK's own, works as a (async) context manager, closes the
underlying stream, and forwards every other attribute to it (`.response`, `.get_final_completion`,
...). An OpenAI SDK stream comes back as a subclass of `openai.Stream` / `openai.AsyncStream`,
so `isinstance(s, openai.Stream)` still holds.

A stream started under a call's `timeout` is read within that one overall deadline: once it
passes, the stream is closed and reading it raises the router's timeout error, however slowly
(one byte a second) its chunks arrive.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from types import TracebackType
from typing import Any

from router.provider.deadline import ChunkReader, Deadline, bounded
from router.provider.error_mapping import StreamCut, to_router_error

__all__ = ["AsyncRouterStream", "RouterStream", "wrap_stream"]

UsageHook = Callable[[Any], None]
"""Called with each chunk that reports usage (a chat chunk's or a Responses event's response)."""


FINAL_EVENTS = frozenset({"response.completed", "response.incomplete", "response.failed"})
"""A Responses stream's last event: one of these arrives once the answer is whole."""


def _progress(chunk: Any) -> tuple[bool, bool]:
    """(whether the chunk is a chat chunk or a Responses event, whether it ends the answer)."""
    kind = getattr(chunk, "type", None)
    if isinstance(kind, str) and kind.startswith("response."):
        return True, kind in FINAL_EVENTS
    choices = getattr(chunk, "choices", None)
    if not isinstance(choices, list):
        return False, False
    return True, any(getattr(choice, "finish_reason", None) for choice in choices)


def _reports_usage(chunk: Any) -> bool:
    if getattr(chunk, "usage", None) is not None:
        return True
    return getattr(getattr(chunk, "response", None), "usage", None) is not None


class _Observed:
    """The underlying stream, the usage hook, and attribute forwarding."""

    def __init__(self, stream: Any, on_usage: UsageHook, deadline: Deadline | None = None) -> None:
        self._stream = stream
        self._on_usage = on_usage
        self._deadline = deadline

    _answering = False  # chunks of an answer (chat or Responses) have arrived
    _finished = False  # and the one that ends it

    def _seen(self, chunk: Any) -> Any:
        answering, finished = _progress(chunk)
        self._answering = self._answering or answering
        self._finished = self._finished or finished
        if _reports_usage(chunk):
            self._on_usage(chunk)
        return chunk

    def _cut(self) -> Exception | None:
        """The error for a stream that ended before its answer did; None when it was whole."""
        if not self._answering or self._finished:
            return None
        cut = StreamCut(
            "the stream ended before the answer was complete (no finish_reason or final "
            "event): the connection was cut; what arrived is partial"
        )
        return to_router_error(cut)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):  # private state is never forwarded
            raise AttributeError(name)
        return getattr(self._stream, name)


class _AsyncChunks(_Observed):
    """Async iteration over the underlying stream."""

    _achunks: Any = None

    def __aiter__(self) -> Any:
        return self

    async def __anext__(self) -> Any:
        if self._achunks is None:
            self._achunks = self._stream.__aiter__()
        try:
            if self._deadline is None:
                chunk = await self._achunks.__anext__()
            else:
                chunk = await self._deadline.anext(self._achunks)
        except StopAsyncIteration:
            cut = self._cut()
            if cut is not None:
                self._answering = False  # said once; the stream stays ended
                raise cut from None
            raise
        except Exception as error:
            if self._deadline is not None and self._deadline.remaining() <= 0:
                await _aclose(self._stream)
            raise to_router_error(error) from error
        return self._seen(chunk)

    async def __aenter__(self) -> Any:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await _aclose(self._stream)


async def _aclose(stream: Any) -> None:
    """Close a stream whose close may be a coroutine function (or absent)."""
    close = getattr(stream, "aclose", None) or getattr(stream, "close", None)
    if callable(close):
        outcome = close()
        if hasattr(outcome, "__await__"):
            await outcome


class RouterStream(_AsyncChunks):
    """A chunk iterator (sync, or async for a client that streams both ways).

    Provider errors arrive as `ProviderError`; `with` and `async with` close the stream.
    """

    _chunks: Any = None
    _reader: ChunkReader | None = None

    def __iter__(self) -> Any:
        return self

    def __next__(self) -> Any:
        if self._chunks is None:
            self._chunks = iter(self._stream)
            if self._deadline is not None:
                self._reader = ChunkReader(self._chunks, self._deadline)
        try:
            chunk = next(self._chunks) if self._reader is None else self._reader.next()
        except StopIteration:
            cut = self._cut()
            if cut is not None:
                self._answering = False  # said once; the stream stays ended
                raise cut from None
            raise
        except Exception as error:
            if self._deadline is not None and self._deadline.remaining() <= 0:
                self.close()
            raise to_router_error(error) from error
        return self._seen(chunk)

    def __enter__(self) -> Any:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Close the underlying stream (and its HTTP response) if it can be closed."""
        if self._reader is not None:
            self._reader.stop()
        close = getattr(self._stream, "close", None)
        if callable(close):
            close()


class AsyncRouterStream(_AsyncChunks):
    """An async-only chunk iterator; `await s.close()` closes the underlying stream."""

    async def close(self) -> None:
        """Close the underlying stream (and its HTTP response) if it can be closed."""
        await _aclose(self._stream)

    async def aclose(self) -> None:
        """Same as `close`."""
        await _aclose(self._stream)


@functools.cache
def _sdk_stream_classes() -> tuple[type[RouterStream], type[AsyncRouterStream]]:
    """Wrappers that are still `openai.Stream` / `openai.AsyncStream` instances.

    They never run the SDK's `__init__`: chunks, `close()` and the context-manager protocol go
    through the router's wrapper, and what the SDK sets on its own instance (`.response`, ...)
    is read from the wrapped stream.
    """
    import openai

    class OpenAIRouterStream(RouterStream, openai.Stream[Any]):
        """A wrapped `openai.Stream`: iterate it, use it in `with`, close it."""

    class OpenAIAsyncRouterStream(AsyncRouterStream, openai.AsyncStream[Any]):
        """A wrapped `openai.AsyncStream`: `async for` it, use it in `async with`, close it."""

    return OpenAIRouterStream, OpenAIAsyncRouterStream


def _kind_for(response: Any) -> type[_Observed] | None:
    """The wrapper class a response needs: None when it is not a stream."""
    openai = sys.modules.get("openai")  # an SDK stream means the SDK is loaded
    if openai is not None and isinstance(response, openai.Stream | openai.AsyncStream):
        return _sdk_stream_classes()[isinstance(response, openai.AsyncStream)]
    if hasattr(response, "choices") or hasattr(response, "output"):
        return None  # a whole response (some are iterable models)
    if hasattr(response, "__next__"):
        return RouterStream
    if hasattr(response, "__aiter__"):
        return AsyncRouterStream
    return None


def wrap_stream(response: Any, on_usage: UsageHook) -> Any:
    """The response wrapped when it is a stream (read within its call's deadline), else as it is."""
    response, deadline = bounded(response)
    kind = _kind_for(response)
    return response if kind is None else kind(response, on_usage, deadline)
