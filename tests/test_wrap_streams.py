"""Streams from `Router.wrap`: context managers, closing, SDK attributes, usage and errors."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import openai
import pytest

from router import ProviderError, Router
from router.testing import Fault, LocalOpenAIServer
from tests.conftest import TOOLS, tool_loop
from tests.wrap_support import WINDOW, async_client, calibrations, inflated, router, sync_client

TEXT = "the cheapest item is ITEM-007-03 at 16.50"


@pytest.fixture
def server() -> Iterator[LocalOpenAIServer]:
    with LocalOpenAIServer(window=WINDOW, default=TEXT, model="gpt-4o-mini") as srv:
        yield srv


def sync_create(server: LocalOpenAIServer) -> Any:
    return router().wrap(sync_client(server).chat.completions.create)


def async_create(server: LocalOpenAIServer, routed: Router | None = None) -> Any:
    return (routed or router()).wrap(async_client(server).chat.completions.create)


def text_of(chunks: list[Any]) -> str:
    return "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)


def streamed(create: Any, **extra: Any) -> Any:
    return create(model="gpt-4o-mini", messages=tool_loop(3), tools=TOOLS, stream=True, **extra)


def test_a_stream_works_as_a_context_manager(server: LocalOpenAIServer) -> None:
    with streamed(sync_create(server)) as stream:
        assert isinstance(stream, openai.Stream)
        assert stream.response.status_code == 200  # attributes reach the SDK's stream
        chunks = list(stream)
    assert text_of(chunks) == TEXT
    assert stream.response.is_closed


async def test_an_async_stream_works_as_an_async_context_manager(
    server: LocalOpenAIServer,
) -> None:
    async with await streamed(async_create(server)) as stream:
        assert isinstance(stream, openai.AsyncStream)
        chunks = [chunk async for chunk in stream]
    assert text_of(chunks) == TEXT
    assert stream.response.is_closed


def test_close_ends_a_stream_read_halfway(server: LocalOpenAIServer) -> None:
    stream = streamed(sync_create(server))
    first = next(iter(stream))
    stream.close()
    assert first.choices and stream.response.is_closed


async def test_async_close_ends_a_stream_read_halfway(server: LocalOpenAIServer) -> None:
    stream = await streamed(async_create(server))
    first = await stream.__anext__()
    await stream.close()
    assert first.choices and stream.response.is_closed


def test_a_cut_stream_raises_a_provider_error(server: LocalOpenAIServer) -> None:
    server.inject(Fault.stream_cut(after_chunks=2))
    with pytest.raises(ProviderError) as caught, streamed(sync_create(server)) as stream:
        list(stream)
    assert caught.value.kind == "connection"


async def test_an_async_cut_stream_raises_a_provider_error(server: LocalOpenAIServer) -> None:
    server.inject(Fault.stream_cut(after_chunks=2))
    with pytest.raises(ProviderError) as caught:
        async with await streamed(async_create(server)) as stream:
            [chunk async for chunk in stream]
    assert caught.value.kind == "connection"


async def test_a_streamed_call_is_retried_and_recovered_before_it_streams(
    server: LocalOpenAIServer,
) -> None:
    server.inject(Fault.rate_limit(retry_after=0.01), Fault.context_length())
    async with await streamed(async_create(server)) as stream:
        chunks = [chunk async for chunk in stream]
    assert text_of(chunks) == TEXT and len(server.requests) == 3


async def test_stream_usage_moves_the_estimate() -> None:
    routed = router()
    with LocalOpenAIServer(window=100_000, default=TEXT, count_tokens=inflated) as srv:
        create = async_create(srv, routed)
        options = {"include_usage": True}
        async with await streamed(create, stream_options=options, session_id="u") as stream:
            before = calibrations(routed, "u")
            [chunk async for chunk in stream]
    after = calibrations(routed, "u")
    assert before == [] and after and after[0] > 1.2
