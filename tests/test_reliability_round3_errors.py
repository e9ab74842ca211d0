"""Credentials missing or rejected, credentials carried by errors, and misspelt keywords.

A call with no key fails at once as `ProviderError(kind="auth")` with one line naming the
variable to set, never retried; a rejected key the same. Nothing an error carries (its text,
its causes and their attributes, the requests and URLs they hold) keeps a password. A misspelt
keyword to a wrapped `create` is a `TypeError` naming it, before any request is sent.
"""

from __future__ import annotations

import gc
import traceback
import types
from collections.abc import Iterator
from typing import Any

import openai
import pytest

from router import ProviderError, RetryPolicy, Router
from router.testing import Fault, LocalOpenAIServer
from tests.reliability_lib.common import LOCAL_KEY, conversation

FAST = RetryPolicy(attempts=4, max_seconds=30, base_wait=0.001, max_wait=0.01)
PASSWORD = "BasePwSECRET77"
KEY_VARIABLES = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "OPENAI_BASE_URL", "OPENAI_API_BASE")


class Unauthorized(Exception):
    """A 401 as a gateway sends it."""

    status_code = 401


@pytest.fixture
def no_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in KEY_VARIABLES:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def server() -> Iterator[LocalOpenAIServer]:
    with LocalOpenAIServer(window=8000, default="answer") as srv:
        yield srv


def strings_reachable(root: object, limit: int = 200_000) -> Iterator[tuple[str, str]]:
    """Every str (and bytes, decoded) an object holds, however deep: (path, text)."""
    seen: set[int] = set()
    stack: list[tuple[object, str]] = [(root, type(root).__name__)]
    skip = (types.ModuleType, type, types.FunctionType, types.CodeType, types.FrameType)
    while stack and len(seen) < limit:
        item, path = stack.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        if isinstance(item, str | bytes):
            yield path, item.decode("utf-8", "replace") if isinstance(item, bytes) else item
        elif not isinstance(item, skip):
            for inner in gc.get_referents(item):
                stack.append((inner, f"{path}>{type(inner).__name__}"))


def test_no_key_fails_at_once_as_auth_naming_the_variable(no_keys: None) -> None:
    router = Router("gpt-4o-mini", context_window=8000, retry=FAST)
    with pytest.raises(ProviderError) as caught:
        router.complete(conversation(1))
    error = caught.value
    assert error.kind == "auth"
    assert "OPENAI_API_KEY" in str(error) and "\n" not in str(error)
    printed = traceback.format_exception(error)
    assert len("".join(printed).splitlines()) < 30  # no chain of library exceptions


def test_an_anthropic_model_with_no_key_names_its_own_variable(no_keys: None) -> None:
    router = Router("anthropic/claude-3-5-haiku-20241022", context_window=8000, retry=FAST)
    with pytest.raises(ProviderError, match="ANTHROPIC_API_KEY") as caught:
        router.complete(conversation(1))
    assert caught.value.kind == "auth"


def test_a_rejected_key_is_auth_and_never_retried(server: LocalOpenAIServer) -> None:
    server.push(Unauthorized("Incorrect API key provided"))
    router = Router("openai/main-model", context_window=8000, retry=FAST)
    with pytest.raises(ProviderError) as caught:
        router.complete(conversation(1), api_base=server.base_url, api_key=LOCAL_KEY)
    assert caught.value.kind == "auth" and "api_key" in str(caught.value)
    assert len(server.requests) == 1


def test_a_wrapped_sdk_client_with_a_rejected_key_is_auth(server: LocalOpenAIServer) -> None:
    server.push(Unauthorized("Incorrect API key provided"))
    client = openai.OpenAI(base_url=server.base_url, api_key=LOCAL_KEY)
    create = Router("gpt-4o-mini", context_window=8000, retry=FAST).wrap(
        client.chat.completions.create
    )
    with pytest.raises(ProviderError) as caught:
        create(model="gpt-4o-mini", messages=conversation(1))
    assert caught.value.kind == "auth" and len(server.requests) == 1


@pytest.mark.parametrize("fault", [Fault.server_error(500), Fault.reset()], ids=["500", "reset"])
def test_a_password_in_the_base_url_is_in_nothing_the_error_carries(
    server: LocalOpenAIServer, fault: Fault
) -> None:
    server.inject(fault)
    base = server.base_url.replace("http://", f"http://svc:{PASSWORD}@")
    router = Router("openai/main-model", context_window=8000, retry=RetryPolicy(attempts=1))
    with pytest.raises(ProviderError) as caught:
        router.complete(conversation(1), api_base=base, api_key=LOCAL_KEY)
    leaks = [path for path, text in strings_reachable(caught.value) if PASSWORD in text]
    assert leaks == []
    keys = [path for path, text in strings_reachable(caught.value) if LOCAL_KEY in text]
    assert keys == []  # the Authorization header of the requests kept on the causes too


def test_a_misspelt_keyword_to_a_wrapped_create_is_a_type_error_naming_it(
    server: LocalOpenAIServer,
) -> None:
    client = openai.OpenAI(base_url=server.base_url, api_key=LOCAL_KEY)
    create = Router("gpt-4o-mini", context_window=8000, retry=FAST).wrap(
        client.chat.completions.create
    )
    with pytest.raises(TypeError, match=r"'max_token'.*did you mean 'max_tokens'") as caught:
        create(model="gpt-4o-mini", messages=conversation(1), max_token=100)
    assert not isinstance(caught.value, ProviderError)
    assert server.requests == []


def test_a_wrapped_function_taking_any_keyword_is_called_as_it_is() -> None:
    seen: dict[str, Any] = {}

    def create(**kwargs: Any) -> Any:
        seen.update(kwargs)
        return {"choices": [{"message": {"role": "assistant", "content": "ok"}}]}

    wrapped = Router("gpt-4o-mini", context_window=8000, retry=FAST).wrap(create)
    wrapped(model="gpt-4o-mini", messages=conversation(1), custom_flag=True)
    assert seen["custom_flag"] is True
