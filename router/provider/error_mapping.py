"""Provider failures mapped to the router's error tree, and the kinds retries look at."""

from __future__ import annotations

import re
import sys

from recorder import redact
from router.errors import ProviderError

__all__ = ["RETRYABLE", "classify", "requested_tokens", "to_router_error"]

RETRYABLE = frozenset({"rate_limit", "server", "timeout", "connection"})
REQUESTED = re.compile(r"you requested (\d+) tokens", re.IGNORECASE)
# LiteLLM reports a reset or refused connection as a 500 whose message says so.
CONNECTION = re.compile(r"\bconnection (?:error|reset|refused|aborted)", re.IGNORECASE)


def classify(error: BaseException) -> str:
    """A provider error's kind, by its class and status: context_length_exceeded, rate_limit, ...

    The classes are OpenAI's (LiteLLM's errors derive from them), httpx's and Python's own;
    a message is read only where providers put the kind nowhere else (a context overflow sent as
    a plain 400, a reset connection LiteLLM reports as a 500).
    """
    import httpx
    import openai

    status = _status(error)
    if _overflow(error):
        return "context_length_exceeded"
    if isinstance(error, openai.RateLimitError):
        return "rate_limit"
    if isinstance(error, openai.APITimeoutError | httpx.TimeoutException | TimeoutError):
        return "timeout"
    connection = openai.APIConnectionError | httpx.TransportError | ConnectionError
    if isinstance(error, connection) or CONNECTION.search(str(error)):
        return "connection"
    if isinstance(error, openai.InternalServerError) or (status is not None and status >= 500):
        return "server"
    if status == 429:
        return "rate_limit"
    if isinstance(error, openai.AuthenticationError) or status == 401:
        return "authentication"
    return "bad_request" if status is not None and 400 <= status < 500 else "error"


def _status(error: BaseException) -> int | None:
    """The HTTP status an error carries, if any."""
    status = getattr(error, "status_code", None) or getattr(error, "status", None)
    return status if isinstance(status, int) else None


def _overflow(error: BaseException) -> bool:
    """Whether the provider refused the request for its length."""
    litellm = sys.modules.get("litellm")  # only LiteLLM raises its own classes
    overflow = getattr(litellm, "ContextWindowExceededError", None)
    if isinstance(overflow, type) and isinstance(error, overflow):
        return True
    if getattr(error, "code", None) == "context_length_exceeded":
        return True
    text = str(error)
    return "context_length_exceeded" in text or "maximum context length" in text


def requested_tokens(error: BaseException) -> int | None:
    """Tokens the provider says a rejected request needed, when its message tells."""
    match = REQUESTED.search(str(error))
    return int(match.group(1)) if match else None


def to_router_error(error: BaseException) -> ProviderError:
    """The router's error for a provider failure (the original stays as its cause).

    Credentials a provider echoes back (an Authorization header in a 401's body, a key in a
    URL) are redacted from the message, and from the original's own message as far as it can
    be changed, so neither the error's text nor its repr nor a logged traceback carries them.
    """
    text = redact(str(error))
    message = text.splitlines()[0][:300] if text.strip() else type(error).__name__
    mapped = ProviderError(
        classify(error), message, status=_status(error), requested=requested_tokens(error)
    )
    _redact_in_place(error)
    return mapped


def _redact_in_place(error: BaseException) -> None:
    """Redact credentials from an exception's args and message (and from its causes)."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        try:
            current.args = tuple(redact(a) if isinstance(a, str) else a for a in current.args)
            message = getattr(current, "message", None)
            if isinstance(message, str):
                current.message = redact(message)  # type: ignore[attr-defined]
        except (AttributeError, TypeError):  # a read-only exception type: its text stays
            pass
        current = current.__cause__ or current.__context__
