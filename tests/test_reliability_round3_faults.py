"""Provider faults that arrive as a 200: an error body, and a stream cut off mid-event.

A raw HTTP server on 127.0.0.1 answers exactly as a faulty gateway does: a 200 whose JSON is an
error, and an event stream with no length and no chunking that closes in the middle of an event.
Each must end as a `ProviderError` of the same kind through `complete()` (LiteLLM) and through a
wrapped OpenAI SDK client, streamed or not.
"""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from typing import Any

import openai
import pytest

from router import ProviderError, RetryPolicy, Router
from tests.reliability_lib.common import LOCAL_KEY

ONE_TRY = RetryPolicy(attempts=1)
TWO_TRIES = RetryPolicy(attempts=2, max_seconds=30, base_wait=0.001, max_wait=0.01)
MESSAGES = [{"role": "user", "content": "hello"}]
ERROR_BODY = {"error": {"message": "upstream overloaded", "type": "server_error", "code": None}}


def chunk(content: str, finish: str | None = None) -> str:
    """One chat.completion.chunk event."""
    body = {
        "id": "c1", "object": "chat.completion.chunk", "created": 1, "model": "gpt-4o-mini",
        "choices": [{"index": 0, "delta": {"content": content}, "finish_reason": finish}],
    }  # fmt: skip
    return f"data: {json.dumps(body)}\n\n"


class RawServer:
    """Answers every request with the same raw bytes, then closes the connection."""

    def __init__(self, answer: bytes) -> None:
        self.answer = answer
        self.requests = 0
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    @property
    def base_url(self) -> str:
        """The OpenAI-style base URL."""
        return f"http://127.0.0.1:{self.sock.getsockname()[1]}/v1"

    def serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            with conn:
                self.read_request(conn)
                self.requests += 1
                conn.sendall(self.answer)

    @staticmethod
    def read_request(conn: socket.socket) -> None:
        data = b""
        while b"\r\n\r\n" not in data:
            data += conn.recv(65536)
        head, _, body = data.partition(b"\r\n\r\n")
        length = next(
            (int(line.split(b":")[1]) for line in head.split(b"\r\n")
             if line.lower().startswith(b"content-length:")), 0)  # fmt: skip
        while len(body) < length:
            body += conn.recv(65536)

    def close(self) -> None:
        self.sock.close()


def error_body_answer() -> bytes:
    body = json.dumps(ERROR_BODY).encode()
    head = f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {len(body)}"
    return head.encode() + b"\r\nConnection: close\r\n\r\n" + body


def cut_stream_answer() -> bytes:
    events = chunk("Hel") + chunk("lo, wor") + chunk("ld", "stop")
    cut = events[: len(events) - 60]  # in the middle of the last event, before its finish
    head = b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
    return head + cut.encode()


@pytest.fixture
def error_body() -> Iterator[RawServer]:
    server = RawServer(error_body_answer())
    yield server
    server.close()


@pytest.fixture
def cut_stream() -> Iterator[RawServer]:
    server = RawServer(cut_stream_answer())
    yield server
    server.close()


def via_complete(server: RawServer, retry: RetryPolicy, **kwargs: Any) -> Any:
    router = Router("openai/gpt-4o-mini", context_window=8000, retry=retry)
    return router.complete(MESSAGES, api_base=server.base_url, api_key=LOCAL_KEY, **kwargs)


def via_sdk(server: RawServer, retry: RetryPolicy, **kwargs: Any) -> Any:
    client = openai.OpenAI(base_url=server.base_url, api_key=LOCAL_KEY, max_retries=0)
    create = Router("gpt-4o-mini", context_window=8000, retry=retry).wrap(
        client.chat.completions.create
    )
    return create(model="gpt-4o-mini", messages=MESSAGES, **kwargs)


PATHS = [via_complete, via_sdk]


@pytest.mark.parametrize("call", PATHS, ids=["complete", "wrapped-sdk"])
def test_a_200_with_an_error_body_is_a_retried_server_error(
    error_body: RawServer, call: Any
) -> None:
    with pytest.raises(ProviderError) as caught:
        call(error_body, TWO_TRIES)
    assert caught.value.kind == "server"
    assert "upstream overloaded" in str(caught.value)
    assert error_body.requests == 2  # retried like any other server error


@pytest.mark.parametrize("call", PATHS, ids=["complete", "wrapped-sdk"])
def test_a_stream_cut_mid_event_is_a_connection_error(cut_stream: RawServer, call: Any) -> None:
    stream = call(cut_stream, ONE_TRY, stream=True)
    texts: list[str] = []
    with pytest.raises(ProviderError) as caught:
        for part in stream:
            texts.append(part.choices[0].delta.content or "" if part.choices else "")
    assert caught.value.kind == "connection"
    assert "".join(texts) == "Hello, wor"  # what arrived was handed over before the error
