"""Credentials taken out of everything a provider's exception carries.

A provider error (and each exception chained to it as cause or context) can hold the request it
failed on: its URL with a password or a signed query, its Authorization header, a response body
echoing a key. The router keeps these exceptions as the cause of its `ProviderError`, so before
it does, every one of them is scrubbed in place: args, message, attributes (strings, mappings,
sequences, HTTP requests and responses, URLs) and further exceptions found there.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable
from typing import Any

from recorder.redact import REDACTED, is_secret_key, redact

__all__ = ["scrub_exception"]

MAX_DEPTH = 6
"""How deep into attributes (objects within objects) a scrub goes."""


def scrub_exception(error: BaseException) -> None:
    """Redact credentials from an exception, its causes and contexts, and what they hold."""
    pending: list[BaseException] = [error]
    done: set[int] = set()
    while pending:
        current = pending.pop()
        if id(current) in done:
            continue
        done.add(id(current))
        _Scrubber(pending.append).exception(current)
        for linked in (current.__cause__, current.__context__):
            if linked is not None:
                pending.append(linked)


class _Scrubber:
    """One exception's scrub; exceptions found inside are handed to `found`."""

    def __init__(self, found: Callable[[BaseException], None]) -> None:
        self.found = found
        self.visited: set[int] = set()

    def exception(self, error: BaseException) -> None:
        """Scrub an exception's args and attributes in place."""
        with contextlib.suppress(AttributeError, TypeError):  # a read-only type: text stays
            error.args = tuple(self.value(arg, 1) for arg in error.args)
        self.attributes(error, 1)

    def attributes(self, owner: Any, depth: int) -> None:
        """Scrub the attributes of an object in place (those that can be set)."""
        try:
            fields = dict(vars(owner))
        except TypeError:
            return
        for name, item in fields.items():
            cleaned = REDACTED if _secret_field(name, item) else self.value(item, depth)
            if cleaned is not item:
                with contextlib.suppress(AttributeError, TypeError):
                    setattr(owner, name, cleaned)

    def value(self, item: Any, depth: int) -> Any:
        """`item` without credentials: a cleaned copy, or the same object scrubbed in place."""
        if isinstance(item, str):
            cleaned = redact(item)
            return item if cleaned == item else cleaned
        if isinstance(item, bytes):
            return _scrub_bytes(item)
        if item is None or isinstance(item, int | float | bool) or depth > MAX_DEPTH:
            return item
        if id(item) in self.visited:
            return item
        self.visited.add(id(item))
        if isinstance(item, BaseException):
            self.found(item)
            return item
        if isinstance(item, dict):
            return self.mapping(item, depth)
        if isinstance(item, list | tuple):
            cleaned_items = [self.value(inner, depth + 1) for inner in item]
            if all(new is old for new, old in zip(cleaned_items, item, strict=True)):
                return item
            return type(item)(cleaned_items) if isinstance(item, list) else tuple(cleaned_items)
        return self.http_or_object(item, depth)

    def mapping(self, item: dict[Any, Any], depth: int) -> dict[Any, Any]:
        """A dict with credential entries replaced and every value scrubbed."""
        cleaned = {
            key: REDACTED if _secret_field(str(key), inner) else self.value(inner, depth + 1)
            for key, inner in item.items()
        }
        changed = any(cleaned[key] is not item[key] for key in item)
        return cleaned if changed else item

    def http_or_object(self, item: Any, depth: int) -> Any:
        """httpx URLs, requests and responses cleaned; other objects' attributes scrubbed."""
        httpx = sys.modules.get("httpx")
        if httpx is not None:
            if isinstance(item, httpx.URL):
                return _scrub_url(httpx, item)
            if isinstance(item, httpx.Request):
                _scrub_request(httpx, item)
                return item
            if isinstance(item, httpx.Response):
                _scrub_response(httpx, item)
                return item
        if not isinstance(item, type) and hasattr(item, "__dict__"):
            self.attributes(item, depth + 1)
        return item


def _secret_field(name: str, value: Any) -> bool:
    """Whether a field named `name` holds a credential (api_key, headers, password...)."""
    return isinstance(value, str) and bool(value) and is_secret_key(name)


def _scrub_bytes(data: bytes) -> bytes:
    """Bytes of text redacted; bytes that are no text stay."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return data
    cleaned = redact(text)
    return data if cleaned == text else cleaned.encode("utf-8")


def _scrub_url(httpx: Any, url: Any) -> Any:
    """An httpx URL without its password and with secrets in its query redacted."""
    cleaned = url
    if url.password:
        cleaned = cleaned.copy_with(password=REDACTED)
    query = url.query.decode("utf-8", "replace")
    if query and redact(query) != query:
        cleaned = cleaned.copy_with(query=redact(query).encode("utf-8"))
    return cleaned


def _scrub_request(httpx: Any, request: Any) -> None:
    """An httpx request's URL and credential headers scrubbed in place."""
    request.url = _scrub_url(httpx, request.url)
    for name in list(request.headers.keys()):
        if is_secret_key(name) or name.lower() in ("cookie", "api-key"):
            request.headers[name] = REDACTED
    content = getattr(request, "_content", None)
    if isinstance(content, bytes):
        request._content = _scrub_bytes(content)


def _scrub_response(httpx: Any, response: Any) -> None:
    """An httpx response's request, cookies and body scrubbed in place."""
    request = getattr(response, "_request", None)
    if request is not None:
        _scrub_request(httpx, request)
    for name in list(response.headers.keys()):
        if name.lower() == "set-cookie":
            response.headers[name] = REDACTED
    content = getattr(response, "_content", None)
    if isinstance(content, bytes):
        response._content = _scrub_bytes(content)
