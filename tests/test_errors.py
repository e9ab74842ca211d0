"""One error tree: every failure a user sees is a RouterError; provider errors mapped by type."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

import router.errors
from recorder import RecorderError
from recorder.types import EditRecord
from router import (
    InvalidMessagesError,
    OriginalNotFound,
    ProviderError,
    Router,
    RouterError,
    StoreError,
)
from router.history.edit_store import MemoryStore
from router.provider.error_mapping import classify, to_router_error
from router.testing import (
    ScriptedModel,
    bad_request_error,
    connection_error,
    context_length_error,
    rate_limit_error,
    server_error,
    timeout_error,
)
from tests.conftest import tool_loop


def test_every_public_error_is_a_router_error() -> None:
    for name in router.errors.__all__:
        assert issubclass(getattr(router.errors, name), RouterError), name
    assert router.errors.__doc__ and "StoreError" in router.errors.__doc__


class ReadOnlyStore(MemoryStore):
    """A store whose writes fail the way a read-only database makes the recorder fail."""

    def save_edit(self, edit: EditRecord) -> EditRecord:
        raise RecorderError("attempt to write a readonly database")


def test_a_recorder_failure_surfaces_as_a_store_error() -> None:
    routed = Router("gpt-4o-mini", context_window=8_000, recorder=ReadOnlyStore())
    with pytest.raises(StoreError, match="readonly database") as caught:
        routed.compact(tool_loop(12), max_tokens=200)
    assert isinstance(caught.value, RouterError)
    assert isinstance(caught.value.__cause__, RecorderError)


def test_recall_of_an_unknown_id_is_a_router_error() -> None:
    with pytest.raises(OriginalNotFound, match="call_nowhere"):
        Router("gpt-4o-mini", context_window=8_000).recall("s", "call_nowhere")


def test_wrap_without_messages_is_a_router_error() -> None:
    def create(**kwargs: Any) -> Any:
        return kwargs

    wrapped = Router("gpt-4o-mini", context_window=8_000).wrap(create)
    with pytest.raises(InvalidMessagesError, match="messages="):
        wrapped(model="m")


@pytest.mark.parametrize(
    ("error", "kind"),
    [
        (rate_limit_error(), "rate_limit"),
        (server_error(500), "server"),
        (server_error(502), "server"),
        (server_error(503), "server"),
        (timeout_error(), "timeout"),
        (connection_error(), "connection"),
        (context_length_error(), "context_length_exceeded"),
        (bad_request_error(), "bad_request"),
        (httpx.ReadTimeout("slow"), "timeout"),
        (httpx.ConnectError("refused"), "connection"),
        (TimeoutError(), "timeout"),
    ],
)
def test_provider_errors_are_mapped_by_type(error: Exception, kind: str) -> None:
    assert classify(error) == kind


def test_a_class_name_alone_decides_nothing() -> None:
    class RateLimitTimeoutConnectionError(Exception):
        pass

    assert classify(RateLimitTimeoutConnectionError("odd")) == "error"


def test_the_users_call_failing_raises_provider_error_with_the_cause() -> None:
    model = ScriptedModel([bad_request_error()])
    routed = Router("gpt-4o-mini", context_window=8_000, backend=model)
    with pytest.raises(ProviderError) as caught:
        routed.complete([{"role": "user", "content": "hi"}])
    assert caught.value.kind == "bad_request" and caught.value.status == 400
    assert caught.value.__cause__ is not None


def test_to_router_error_keeps_the_requested_size_of_an_overflow() -> None:
    mapped = to_router_error(context_length_error(requested=(9_000, 100, 500)))
    assert mapped.kind == "context_length_exceeded"
    assert mapped.requested == 9_600
