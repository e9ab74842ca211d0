"""Bounded retries (tenacity) for 429, 5xx, timeouts and connection errors; never for a 400."""

from __future__ import annotations

import email.utils
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from router.provider.deadline import Deadline, DeadlineExceeded, deadline_of
from router.provider.error_mapping import RETRYABLE, classify

if TYPE_CHECKING:  # tenacity is imported when a call is retried, not with `import router`
    from tenacity import RetryCallState

__all__ = ["CALLER_RETRY_KEYS", "RetryPolicy"]

CALLER_RETRY_KEYS = ("num_retries", "max_retries")
"""A caller's own retry options (LiteLLM's, the OpenAI SDK's): folded into the router's policy."""

MAX_RETRY_AFTER = 30.0


def _seconds(value: Any, scale: float = 1.0) -> float | None:
    """A header's delay in seconds: a number or an HTTP date; None when unusable."""
    if value is None:
        return None
    try:
        seconds = float(value) * scale
    except (TypeError, ValueError):
        try:
            when = email.utils.parsedate_to_datetime(str(value))
        except (TypeError, ValueError, IndexError):
            return None
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        seconds = (when - datetime.now(UTC)).total_seconds()
    if not math.isfinite(seconds):
        return None
    return min(max(seconds, 0.0), MAX_RETRY_AFTER)


def _retry_after(error: BaseException | None) -> float | None:
    """The provider's Retry-After hint (retry-after-ms, retry-after), bounded; else None."""
    response = getattr(error, "response", None)
    headers = getattr(response, "headers", None)
    if headers is None:
        return None
    try:
        precise = _seconds(headers.get("retry-after-ms"), 0.001)
        return precise if precise is not None else _seconds(headers.get("retry-after"))
    except Exception:  # a header mapping of an unknown kind: no hint
        return None


@dataclass(frozen=True)
class RetryPolicy:
    """Bounded retries for 429, 5xx, timeouts and connection errors; never for a 400."""

    attempts: int = 4
    max_seconds: float = 60.0
    base_wait: float = 0.5
    max_wait: float = 8.0

    def for_call(self, kwargs: dict[str, Any]) -> tuple[RetryPolicy, dict[str, Any]]:
        """The policy for one call and the keywords to send, so retries never multiply.

        A caller's `num_retries` or `max_retries` above 0 sets this call's attempts to that many
        retries plus one; 0 (the usual way to switch a library's own retries off) leaves the
        router's policy. The provider library itself is told to retry 0 times, so the router's
        retries are the only ones.
        """
        asked = [kwargs.get(key) for key in CALLER_RETRY_KEYS]
        counts = [n for n in asked if isinstance(n, int) and not isinstance(n, bool) and n > 0]
        policy = replace(self, attempts=max(counts) + 1) if counts else self
        sent = dict(kwargs)
        for key in CALLER_RETRY_KEYS:
            if key in sent:
                sent[key] = 0
        return policy, sent

    def _wait(self, state: RetryCallState) -> float:
        """The provider's Retry-After, else jittered backoff; never past `max_seconds`."""
        error = state.outcome.exception() if state.outcome else None
        hinted = _retry_after(error)
        if hinted is None:
            from tenacity import wait_random_exponential

            backoff = wait_random_exponential(multiplier=self.base_wait, max=self.max_wait)
            hinted = float(backoff(state))
        elapsed = state.seconds_since_start or 0.0
        return max(min(hinted, self.max_seconds - elapsed), 0.0)

    def _stop(self, state: RetryCallState) -> bool:
        """Stop after `attempts`, or when the next attempt would start at `max_seconds` or later.

        (A Retry-After longer than the time left ends the retries at once instead of sleeping.)
        """
        if state.attempt_number >= self.attempts:
            return True
        elapsed = state.seconds_since_start or 0.0
        upcoming = float(getattr(state, "upcoming_sleep", 0.0) or 0.0)
        return elapsed + upcoming >= self.max_seconds

    def _options(self, deadline: Deadline | None = None) -> dict[str, Any]:
        from tenacity import retry_if_exception

        def stop(state: RetryCallState) -> bool:
            if deadline is None:
                return self._stop(state)
            upcoming = float(getattr(state, "upcoming_sleep", 0.0) or 0.0)
            return self._stop(state) or deadline.remaining() - upcoming <= 0

        def retryable(error: BaseException) -> bool:
            return not isinstance(error, DeadlineExceeded) and classify(error) in RETRYABLE

        return {
            "stop": stop,
            "wait": self._wait,
            "retry": retry_if_exception(retryable),
            "reraise": True,
        }

    def call(self, function: Callable[..., Any], **kwargs: Any) -> tuple[Any, int]:
        """Call with retries (within the caller's `timeout`, if any); result and attempts."""
        from tenacity import Retrying

        deadline = deadline_of(kwargs)
        retrying = Retrying(**self._options(deadline))
        if deadline is None:
            result = retrying(function, **kwargs)
        else:
            result = deadline.bind(retrying(deadline.run, function, **kwargs))
        return result, retrying.statistics.get("attempt_number", 1)

    async def acall(
        self, function: Callable[..., Awaitable[Any]], **kwargs: Any
    ) -> tuple[Any, int]:
        """Await with retries (within the caller's `timeout`, if any); result and attempts."""
        from tenacity import AsyncRetrying

        deadline = deadline_of(kwargs)
        retrying = AsyncRetrying(**self._options(deadline))
        if deadline is None:
            result: Any = await retrying(function, **kwargs)
        else:
            result = deadline.bind(await retrying(deadline.arun, function, **kwargs))
        return result, retrying.statistics.get("attempt_number", 1)
