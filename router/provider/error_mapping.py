"""Provider failures mapped to the router's error tree, and the kinds retries look at."""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping
from typing import Any

from recorder import redact
from router.errors import ProviderError
from router.provider.credentials import AUTH, auth_message, is_auth_failure
from router.provider.error_scrub import scrub_exception

__all__ = [
    "RETRYABLE",
    "ErrorInBody",
    "StreamCut",
    "classify",
    "error_in_body",
    "requested_tokens",
    "to_router_error",
]

RETRYABLE = frozenset({"rate_limit", "server", "timeout", "connection"})
REQUESTED = re.compile(r"you requested (\d+) tokens", re.IGNORECASE)
# LiteLLM reports a reset or refused connection as a 500 whose message says so.
CONNECTION = re.compile(
    r"\bconnection (?:error|reset|refused|aborted)|stream ended before", re.IGNORECASE
)


class ErrorInBody(Exception):
    """A reply whose body is an error although its status said success (a server error)."""


class StreamCut(ConnectionError):
    """A stream that ended before its answer was complete (no finish_reason, no final event)."""


def error_in_body(response: Any) -> ErrorInBody | None:
    """The error a reply carries instead of an answer (`error` set, no choices or output)."""
    if isinstance(response, Mapping):
        error, answer = response.get("error"), response.get("choices") or response.get("output")
    else:
        error = getattr(response, "error", None)
        answer = getattr(response, "choices", None) or getattr(response, "output", None)
    if not error or answer:
        return None
    message = (
        error.get("message") if isinstance(error, Mapping) else getattr(error, "message", None)
    )
    said = str(message) if message else str(error)
    return ErrorInBody(f"the provider answered with an error instead of a reply: {said}")


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
    if is_auth_failure(error, status):
        return AUTH  # missing or rejected credentials: never retried
    if isinstance(error, openai.APITimeoutError | httpx.TimeoutException | TimeoutError):
        return "timeout"
    connection = openai.APIConnectionError | httpx.TransportError | ConnectionError
    if isinstance(error, connection) or CONNECTION.search(str(error)):
        return "connection"
    if isinstance(error, openai.InternalServerError) or (status is not None and status >= 500):
        return "server"
    if isinstance(error, ErrorInBody) or (isinstance(error, openai.APIError) and status is None):
        return "server"  # a provider error with no status (LiteLLM's for a 200 error body)
    if status == 429:
        return "rate_limit"
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


def to_router_error(
    error: BaseException, request: Mapping[str, Any] | None = None
) -> ProviderError:
    """The router's error for a provider failure (the original stays as its cause).

    `request` is the call's keywords (the model, whether an `api_key` was passed), so a
    credentials failure names what to set. Credentials the original carries (an Authorization
    header in a 401's body or its request, a password in a URL) are scrubbed from it, its
    causes and what they hold, so neither the error's text nor its repr nor a logged traceback
    nor the objects kept on it carry them.
    """
    kind, status = classify(error), _status(error)
    message = auth_message(error, status, request or {}) if kind == AUTH else _words(error)
    mapped = ProviderError(kind, message, status=status, requested=requested_tokens(error))
    scrub_exception(error)
    return mapped


def _words(error: BaseException) -> str:
    """The error's first line, credentials redacted; when it ends without saying anything
    (LiteLLM's "OpenAIException - "), the provider's own message found down its chain."""
    text = redact(str(error)).strip()
    first = text.splitlines()[0][:300] if text else type(error).__name__
    if not first.endswith(("-", ":")):
        return first
    current, seen = error.__cause__ or error.__context__, 0
    while current is not None and seen < 8:
        said = getattr(current, "message", None)
        if isinstance(said, str) and said.strip():
            return f"{first} {redact(said.strip()).splitlines()[0][:200]}"
        current, seen = current.__cause__ or current.__context__, seen + 1
    return first
