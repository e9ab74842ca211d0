"""One overall deadline per call: connect, read and retries together, not stretched by a slow body.

An HTTP client's `timeout` bounds each read, so a body trickling one byte a second never trips it.
The router runs each attempt against what is left of the caller's `timeout` and stops waiting
when it runs out: a synchronous attempt runs in a daemon thread the caller stops waiting for, an
asynchronous one is cancelled.
"""

from __future__ import annotations

import asyncio
import math
import threading
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Deadline", "DeadlineExceeded", "deadline_of"]

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

    async def arun(self, function: Callable[..., Awaitable[Any]], **kwargs: Any) -> Any:
        """Await `function` with `timeout` set to the time left; cancel it when it runs out."""
        left = self._left()
        try:
            return await asyncio.wait_for(function(**{**kwargs, self.key: left}), left)
        except TimeoutError as error:
            if self.remaining() <= 0:
                raise self.exceeded() from error
            raise
