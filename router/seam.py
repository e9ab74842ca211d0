"""The one I/O seam to models: LiteLLM (or a stand-in) behind bounded tenacity retries."""

from __future__ import annotations

import email.utils
import hashlib
import math
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from tenacity import (
    AsyncRetrying,
    RetryCallState,
    Retrying,
    retry_if_exception,
    wait_random_exponential,
)

from router.errors import ProviderError
from router.offline import configure_offline
from router.tokens import canonical_json

__all__ = [
    "RetryPolicy",
    "classify",
    "fingerprint",
    "load_litellm",
    "requested_tokens",
    "to_router_error",
]

RETRYABLE = frozenset({"rate_limit", "server", "timeout", "connection"})
SECRET_PARAMS = frozenset(
    {"api_key", "headers", "extra_headers", "timeout", "num_retries", "max_retries", "metadata"}
)
REQUESTED = re.compile(r"you requested (\d+) tokens", re.IGNORECASE)
# LiteLLM reports a reset or refused connection as a 500 whose message says so.
CONNECTION = re.compile(r"\bconnection (?:error|reset|refused|aborted)", re.IGNORECASE)
MAX_RETRY_AFTER = 30.0


def load_litellm() -> Any:
    """LiteLLM, imported on first use with its price map kept local."""
    configure_offline()
    import litellm

    litellm.suppress_debug_info = True
    return litellm


def classify(error: BaseException) -> str:
    """A provider error's kind: context_length_exceeded, rate_limit, server, timeout, ..."""
    name = type(error).__name__
    text = str(error)
    code = getattr(error, "code", None)
    if "ContextWindowExceeded" in name or code == "context_length_exceeded":
        return "context_length_exceeded"
    if "context_length_exceeded" in text or "maximum context length" in text:
        return "context_length_exceeded"
    if "RateLimit" in name:
        return "rate_limit"
    if "Timeout" in name:
        return "timeout"
    if "Connection" in name or CONNECTION.search(text):
        return "connection"
    status = getattr(error, "status_code", None) or getattr(error, "status", None)
    if (isinstance(status, int) and status >= 500) or name in (
        "InternalServerError",
        "ServiceUnavailableError",
    ):
        return "server"
    if isinstance(status, int) and status == 429:
        return "rate_limit"
    if "Authentication" in name or status == 401:
        return "authentication"
    return "bad_request" if isinstance(status, int) and 400 <= status < 500 else "error"


def requested_tokens(error: BaseException) -> int | None:
    """Tokens the provider says a rejected request needed, when its message tells."""
    match = REQUESTED.search(str(error))
    return int(match.group(1)) if match else None


def to_router_error(error: BaseException) -> ProviderError:
    """The router's error for a provider failure (the original stays as its cause)."""
    status = getattr(error, "status_code", None)
    kind = classify(error)
    message = str(error).splitlines()[0][:300] if str(error) else type(error).__name__
    return ProviderError(kind, message, status=status if isinstance(status, int) else None)


def fingerprint(purpose: str, model: str, messages: Any, params: dict[str, Any]) -> str:
    """Stable hash of a model request, credentials and transport settings left out."""
    kept = {key: value for key, value in params.items() if key not in SECRET_PARAMS}
    body = canonical_json(
        {"purpose": purpose, "model": model, "messages": messages, "params": kept}
    )
    return hashlib.sha256(body.encode()).hexdigest()


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

    def _wait(self, state: RetryCallState) -> float:
        """The provider's Retry-After, else jittered backoff; never past `max_seconds`."""
        error = state.outcome.exception() if state.outcome else None
        hinted = _retry_after(error)
        if hinted is None:
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

    def _options(self) -> dict[str, Any]:
        return {
            "stop": self._stop,
            "wait": self._wait,
            "retry": retry_if_exception(lambda error: classify(error) in RETRYABLE),
            "reraise": True,
        }

    def call(self, function: Callable[..., Any], **kwargs: Any) -> tuple[Any, int]:
        """Call with retries; returns the result and the attempts it took."""
        retrying = Retrying(**self._options())
        result = retrying(function, **kwargs)
        return result, retrying.statistics.get("attempt_number", 1)

    async def acall(
        self, function: Callable[..., Awaitable[Any]], **kwargs: Any
    ) -> tuple[Any, int]:
        """Await with retries; returns the result and the attempts it took."""
        retrying = AsyncRetrying(**self._options())
        result: Any = await retrying(function, **kwargs)
        return result, retrying.statistics.get("attempt_number", 1)
