"""Provider failures mapped to the router's error tree, and the kinds retries look at."""

from __future__ import annotations

import re

from router.errors import ProviderError

__all__ = ["RETRYABLE", "classify", "requested_tokens", "to_router_error"]

RETRYABLE = frozenset({"rate_limit", "server", "timeout", "connection"})
REQUESTED = re.compile(r"you requested (\d+) tokens", re.IGNORECASE)
# LiteLLM reports a reset or refused connection as a 500 whose message says so.
CONNECTION = re.compile(r"\bconnection (?:error|reset|refused|aborted)", re.IGNORECASE)


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
    code = status if isinstance(status, int) else None
    return ProviderError(kind, message, status=code, requested=requested_tokens(error))
