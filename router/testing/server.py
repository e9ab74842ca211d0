"""LocalOpenAIServer: an OpenAI-compatible chat endpoint on 127.0.0.1 for end-to-end tests."""

from __future__ import annotations

import threading
from collections.abc import Iterable
from types import TracebackType

from router.testing import tokens
from router.testing.faults import Fault
from router.testing.handler import ChatHTTPServer
from router.testing.replies import Reply
from router.testing.server_state import ReceivedRequest, ServerState

__all__ = ["LocalOpenAIServer"]

_HOST = "127.0.0.1"
_JOIN_SECONDS = 5.0


class LocalOpenAIServer:
    """A scripted OpenAI chat-completions server on a free loopback port, in a daemon thread."""

    def __init__(
        self,
        *,
        window: int = 128_000,
        replies: Iterable[Reply] = (),
        default: Reply | None = None,
        model: str | None = None,
        count_tokens: tokens.MessageCounter | None = None,
    ) -> None:
        self._state = ServerState(
            window=window, replies=replies, default=default, model=model, count_tokens=count_tokens
        )
        self._httpd: ChatHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def window(self) -> int:
        """Context window the server enforces, in tokens."""
        return self._state.window

    @window.setter
    def window(self, tokens: int) -> None:
        self._state.window = tokens

    @property
    def port(self) -> int:
        """The port the server listens on."""
        if self._httpd is None:
            raise RuntimeError("LocalOpenAIServer is not running; use it as a context manager")
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        """Base URL for clients, e.g. http://127.0.0.1:PORT/v1."""
        return f"http://{_HOST}:{self.port}/v1"

    @property
    def requests(self) -> list[ReceivedRequest]:
        """Request bodies received so far, in arrival order."""
        return self._state.received()

    @property
    def remaining(self) -> list[Reply]:
        """Scripted replies not consumed yet."""
        return self._state.script.leftovers()

    @property
    def pending_faults(self) -> list[Fault]:
        """Injected faults not applied yet."""
        return self._state.pending_faults()

    def inject(self, *faults: Fault) -> None:
        """Queue faults; each one answers the next request in place of a reply."""
        self._state.inject(faults)

    def push(self, *replies: Reply) -> None:
        """Append replies to the script."""
        self._state.script.push(*replies)

    def assert_done(self) -> None:
        """Raise AssertionError when scripted replies or injected faults are left over."""
        left, faults = self.remaining, self.pending_faults
        if left or faults:
            raise AssertionError(
                f"LocalOpenAIServer left {len(left)} replies {left!r} and "
                f"{len(faults)} faults {faults!r} after {len(self._state.requests)} requests"
            )

    def start(self) -> LocalOpenAIServer:
        """Bind a free loopback port and serve in a daemon thread."""
        if self._httpd is not None:
            return self
        self._state.closing.clear()
        self._httpd = ChatHTTPServer((_HOST, 0), self._state)
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": 0.05},
            name=f"LocalOpenAIServer:{self.port}",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving, wake delayed requests and close the socket."""
        httpd, thread = self._httpd, self._thread
        if httpd is None:
            return
        self._state.closing.set()
        httpd.shutdown()
        httpd.server_close()
        if thread is not None:
            thread.join(_JOIN_SECONDS)
        self._httpd = self._thread = None

    def __enter__(self) -> LocalOpenAIServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
