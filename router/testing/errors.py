"""The exceptions LiteLLM raises for OpenAI-compatible providers, built without any network."""

from __future__ import annotations

import json
from typing import Any

from router.offline import configure_offline
from router.testing import wire

__all__ = [
    "bad_request_error",
    "connection_error",
    "context_length_error",
    "rate_limit_error",
    "server_error",
    "timeout_error",
]

_PROVIDER = "openai"
_PREFIX = "OpenAIException - "
_URL = "https://api.openai.com/v1/chat/completions"


def _litellm() -> Any:
    """LiteLLM, imported on first use."""
    configure_offline()
    import litellm

    return litellm


def _response(status: int, body: dict[str, Any], headers: dict[str, str] | None = None) -> Any:
    """An httpx response as the provider would have sent it, with its request attached."""
    import httpx

    request = httpx.Request("POST", _URL)
    content = json.dumps(body).encode()
    all_headers = {"content-type": "application/json", **(headers or {})}
    return httpx.Response(status, headers=all_headers, content=content, request=request)


def rate_limit_error(
    message: str | None = None, *, model: str = "gpt-4o-mini", retry_after: float | None = None
) -> Exception:
    """`litellm.RateLimitError` (429), with a Retry-After header when `retry_after` is given."""
    body = wire.rate_limit_body(model, retry_after)
    if message is not None:
        body["error"]["message"] = message
    headers = {} if retry_after is None else {"retry-after": f"{retry_after:g}"}
    error: Exception = _litellm().RateLimitError(
        message=f"RateLimitError: {_PREFIX}{body['error']['message']}",
        llm_provider=_PROVIDER,
        model=model,
        response=_response(429, body, headers),
        body=body["error"],
    )
    return error


def server_error(
    status: int = 500, message: str | None = None, *, model: str = "gpt-4o-mini"
) -> Exception:
    """The error LiteLLM maps a 5xx to: InternalServerError, BadGateway, ServiceUnavailable..."""
    litellm = _litellm()
    body = wire.server_error_body()
    text = message or body["error"]["message"]
    response = _response(status, body)
    if status == 500:
        return litellm.InternalServerError(  # type: ignore[no-any-return]
            message=f"InternalServerError: {_PREFIX}{text}",
            llm_provider=_PROVIDER,
            model=model,
            response=response,
            body=body["error"],
        )
    if status in (502, 503):
        cls = litellm.BadGatewayError if status == 502 else litellm.ServiceUnavailableError
        return cls(  # type: ignore[no-any-return]
            message=f"{cls.__name__}: {_PREFIX}{text}",
            llm_provider=_PROVIDER,
            model=model,
            response=response,
        )
    if status == 504:
        return timeout_error(text, model=model, status=504)
    return litellm.APIError(  # type: ignore[no-any-return]
        status_code=status,
        message=f"APIError: {_PREFIX}{text}",
        llm_provider=_PROVIDER,
        model=model,
        response=response,
    )


def timeout_error(
    message: str = "Request timed out.", *, model: str = "gpt-4o-mini", status: int = 408
) -> Exception:
    """`litellm.Timeout`, as raised when the client gives up waiting."""
    error: Exception = _litellm().Timeout(
        message=f"Timeout Error: {_PREFIX}{message}",
        model=model,
        llm_provider=_PROVIDER,
        exception_status_code=status,
    )
    return error


def connection_error(
    message: str = "Connection error.", *, model: str = "gpt-4o-mini"
) -> Exception:
    """`litellm.APIConnectionError`, as raised when the connection fails or is reset."""
    error: Exception = _litellm().APIConnectionError(
        message=f"{_PREFIX}{message}", llm_provider=_PROVIDER, model=model
    )
    return error


def context_length_error(
    message: str | None = None,
    *,
    model: str = "gpt-4o-mini",
    window: int = 128_000,
    requested: tuple[int, int, int] = (127_719, 104, 1_500),
) -> Exception:
    """`litellm.ContextWindowExceededError` carrying OpenAI's context_length_exceeded text."""
    body = wire.context_length_body(window, *requested)
    if message is not None:
        body["error"]["message"] = message
    error: Exception = _litellm().ContextWindowExceededError(
        message=f"ContextWindowExceededError: {_PREFIX}{body['error']['message']}",
        model=model,
        llm_provider=_PROVIDER,
        response=_response(400, body),
        body=body["error"],
    )
    return error


def bad_request_error(
    message: str = "Invalid request.", *, model: str = "gpt-4o-mini"
) -> Exception:
    """`litellm.BadRequestError` (400) with an invalid_request_error body."""
    body = wire.error_body(message, "invalid_request_error")
    error: Exception = _litellm().BadRequestError(
        message=f"{_PREFIX}{message}",
        model=model,
        llm_provider=_PROVIDER,
        response=_response(400, body),
        body=body["error"],
    )
    return error
