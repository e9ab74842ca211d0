"""A stream already being read ends at the call's overall deadline, however slowly it trickles.

The local server sends the first chunks whole, then the rest one byte every 0.2 s: a few hundred
bytes, a minute or more. A `timeout` of 2 s must end the read with the router's timeout error.
(One plain call first loads LiteLLM, so the deadline is not spent on imports.)
No wall-time assertions: each loop is bounded, and the chunks read show the answer was cut short.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from router import ProviderError, RetryPolicy, Router
from router.testing import Fault, LocalOpenAIServer
from tests.reliability_lib.common import LOCAL_KEY, TOOLS, conversation
from tests.wrap_support import async_client, sync_client

FAST = RetryPolicy(attempts=4, max_seconds=30, base_wait=0.001, max_wait=0.01)
TEXT = "a long enough answer, streamed in many small pieces to the caller"
TIMEOUT = 2.0
MAX_CHUNKS = 200  # far more than the answer has: every read loop ends


@pytest.fixture
def server() -> Iterator[LocalOpenAIServer]:
    with LocalOpenAIServer(window=8000, default=TEXT, model="gpt-4o-mini") as srv:
        router().complete(conversation(1), **{**keywords(srv), "stream": False, "timeout": 60})
        srv.inject(Fault.trickle(seconds_per_byte=0.2, after_chunks=4))
        yield srv


def router() -> Router:
    return Router("openai/gpt-4o-mini", context_window=8000, retry=FAST)


def keywords(server: LocalOpenAIServer) -> dict[str, Any]:
    return {
        "tools": TOOLS,
        "max_tokens": 200,
        "api_base": server.base_url,
        "api_key": LOCAL_KEY,
        "stream": True,
        "timeout": TIMEOUT,
    }


def read_until_error(stream: Any) -> tuple[int, ProviderError]:
    """Chunks read before the stream raised, and the error (the loop is bounded)."""
    for chunks in range(MAX_CHUNKS):
        try:
            next(stream)
        except ProviderError as error:
            return chunks, error
    raise AssertionError(f"the stream neither ended nor raised within {MAX_CHUNKS} chunks")


async def aread_until_error(stream: Any) -> tuple[int, ProviderError]:
    """`read_until_error` for an async stream."""
    for chunks in range(MAX_CHUNKS):
        try:
            await stream.__anext__()
        except ProviderError as error:
            return chunks, error
    raise AssertionError(f"the stream neither ended nor raised within {MAX_CHUNKS} chunks")


def assert_cut_at_the_deadline(server: LocalOpenAIServer, chunks: int, error: Any) -> None:
    assert error.kind == "timeout"
    assert f"timeout={TIMEOUT:g} s" in str(error)
    assert 1 <= chunks < 8  # the first chunks came whole; the trickled rest could not arrive
    assert len(server.requests) == 2  # the plain call, then the trickled one: no retry


def test_a_trickling_stream_from_complete_ends_at_the_timeout(server: LocalOpenAIServer) -> None:
    stream = router().complete(conversation(1), **keywords(server))
    chunks, error = read_until_error(stream)
    assert_cut_at_the_deadline(server, chunks, error)
    with pytest.raises(ProviderError):  # the stream stays ended
        next(stream)


async def test_a_trickling_stream_from_acomplete_ends_at_the_timeout(
    server: LocalOpenAIServer,
) -> None:
    stream = await router().acomplete(conversation(1), **keywords(server))
    chunks, error = await aread_until_error(stream)
    assert_cut_at_the_deadline(server, chunks, error)


def test_a_trickling_stream_from_a_wrapped_client_ends_at_the_timeout(
    server: LocalOpenAIServer,
) -> None:
    create = router().wrap(sync_client(server).chat.completions.create)
    stream = create(model="gpt-4o-mini", messages=conversation(1), tools=TOOLS, stream=True,
                    timeout=TIMEOUT)  # fmt: skip
    chunks, error = read_until_error(stream)
    assert_cut_at_the_deadline(server, chunks, error)


async def test_a_trickling_stream_from_a_wrapped_async_client_ends_at_the_timeout(
    server: LocalOpenAIServer,
) -> None:
    create = router().wrap(async_client(server).chat.completions.create)
    stream = await create(model="gpt-4o-mini", messages=conversation(1), tools=TOOLS,
                          stream=True, timeout=TIMEOUT)  # fmt: skip
    chunks, error = await aread_until_error(stream)
    assert_cut_at_the_deadline(server, chunks, error)


def test_a_stream_within_its_timeout_reads_to_the_end() -> None:
    with LocalOpenAIServer(window=8000, default=TEXT, model="gpt-4o-mini") as srv:
        stream = router().complete(conversation(1), **{**keywords(srv), "timeout": 30.0})
        chunks = [chunk for _, chunk in zip(range(MAX_CHUNKS), stream, strict=False)]
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == TEXT
