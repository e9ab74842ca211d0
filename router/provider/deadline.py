"""One overall deadline per call: connect, read and retries together, not stretched by a slow body.

An HTTP client's `timeout` bounds each read, so a body trickling one byte a second never trips it.
The router runs each attempt against what is left of the caller's `timeout` and stops waiting
when it runs out: a synchronous attempt runs in a daemon thread the caller stops waiting for, an
asynchronous one is cancelled.
"""

from __future__ import annotations

import math
import queue
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Bounded", "ChunkReader", "Deadline", "DeadlineExceeded", "bounded", "deadline_of"]

TIMEOUT_KEYS = ("timeout", "request_timeout")


class DeadlineExceeded(TimeoutError):
    """The call's overall deadline passed (the provider's error kind is "timeout")."""


def deadline_of(kwargs: dict[str, Any]) -> Deadline | None:
    """The overall deadline a caller's `timeout` (seconds, or an httpx.Timeout) sets, if any."""
    for key in TIMEOUT_KEYS:
        value = kwargs.get(key)
        seconds = _seconds(value)
        if seconds is not None:
            return Deadline(seconds, key)
    return None


def _seconds(value: Any) -> float | None:
    """Seconds from a number or the largest finite part of an httpx.Timeout; None if unusable."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float):
        return float(value) if math.isfinite(value) and value > 0 else None
    parts = [getattr(value, name, None) for name in ("connect", "read", "write", "pool")]
    numbers = [float(p) for p in parts if isinstance(p, int | float) and math.isfinite(p)]
    return max(numbers) if numbers and max(numbers) > 0 else None


@dataclass
class Deadline:
    """`seconds` from now, for the whole call."""

    seconds: float
    key: str = "timeout"
    start: float = field(default_factory=time.monotonic)

    def remaining(self) -> float:
        """Seconds left (0 or less once passed)."""
        return self.seconds - (time.monotonic() - self.start)

    def exceeded(self) -> DeadlineExceeded:
        """The error for a call that ran out of time."""
        return DeadlineExceeded(
            f"no complete answer within the call's {self.key}={self.seconds:g} s "
            "(connecting, reading and retries together); raise the timeout or try again later"
        )

    def _left(self) -> float:
        left = self.remaining()
        if left <= 0:
            raise self.exceeded()
        return left

    def run(self, function: Callable[..., Any], **kwargs: Any) -> Any:
        """Call `function` with `timeout` set to the time left; give up when it runs out."""
        left = self._left()
        box: dict[str, Any] = {}
        done = threading.Event()

        def attempt() -> None:
            try:
                box["value"] = function(**{**kwargs, self.key: left})
            except BaseException as error:  # handed to the waiting caller
                box["error"] = error
            finally:
                done.set()

        threading.Thread(target=attempt, name="compaction-router-call", daemon=True).start()
        if not done.wait(left):
            raise self.exceeded()
        if "error" in box:
            raise box["error"]
        return box["value"]

    async def anext(self, chunks: AsyncIterator[Any]) -> Any:
        """The next chunk of an async stream; cancelled, and an error, when the deadline passes."""
        import asyncio  # here, not at import: the synchronous path never needs it

        left = self._left()
        try:
            return await asyncio.wait_for(chunks.__anext__(), left)
        except TimeoutError as error:
            if self.remaining() <= 0:
                raise self.exceeded() from error
            raise

    def bind(self, value: Any) -> Any:
        """A stream carried with this deadline to its reader (`Bounded`); anything else as it is."""
        whole = hasattr(value, "choices") or hasattr(value, "output")
        streaming = hasattr(value, "__next__") or hasattr(value, "__aiter__")
        return Bounded(value, self) if streaming and not whole else value

    async def arun(self, function: Callable[..., Awaitable[Any]], **kwargs: Any) -> Any:
        """Await `function` with `timeout` set to the time left; cancel it when it runs out."""
        import asyncio

        left = self._left()
        try:
            return await asyncio.wait_for(function(**{**kwargs, self.key: left}), left)
        except TimeoutError as error:
            if self.remaining() <= 0:
                raise self.exceeded() from error
            raise


@dataclass(frozen=True)
class Bounded:
    """A stream the provider started within a call's deadline, and that deadline.

    The router's stream wrapper (`router.provider.streams.wrap_stream`) unpacks it and stops
    reading when the deadline passes, however slowly the chunks arrive.
    """

    stream: Any
    deadline: Deadline


def bounded(value: Any) -> tuple[Any, Deadline | None]:
    """The stream and its deadline when `value` is `Bounded`; else `value` and None."""
    if isinstance(value, Bounded):
        return value.stream, value.deadline
    return value, None


class ChunkReader:
    """Reads a sync stream's chunks in a daemon thread, so waiting for one ends at the deadline.

    One chunk is read per ask (no read-ahead). The thread ends with the stream, or once the
    deadline has passed and no chunk is asked for, whichever comes first.
    """

    def __init__(self, chunks: Iterator[Any], deadline: Deadline) -> None:
        self._chunks = chunks
        self._deadline = deadline
        self._asks: queue.SimpleQueue[bool] = queue.SimpleQueue()
        self._answers: queue.SimpleQueue[tuple[bool, Any]] = queue.SimpleQueue()
        self._asked = False  # a chunk asked for and not yet handed over
        self._thread: threading.Thread | None = None

    def next(self) -> Any:
        """The next chunk (StopIteration at the end); DeadlineExceeded once the deadline passes."""
        left = self._deadline._left()
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._serve, name="compaction-router-stream", daemon=True
            )
            self._thread.start()
        if not self._asked:
            self._asks.put(True)
            self._asked = True
        try:
            ok, value = self._answers.get(timeout=left)
        except queue.Empty:
            raise self._deadline.exceeded() from None
        self._asked = False
        if ok:
            return value
        raise value

    def stop(self) -> None:
        """Let the thread end without reading another chunk."""
        self._asks.put(False)

    def _serve(self) -> None:
        while True:
            try:
                wanted = self._asks.get(timeout=max(self._deadline.remaining(), 0.0))
            except queue.Empty:
                return
            if not wanted:
                return
            try:
                answer: tuple[bool, Any] = (True, next(self._chunks))
            except BaseException as error:  # handed to the reading caller
                answer = (False, error)
            self._answers.put(answer)
            if not answer[0]:
                return
