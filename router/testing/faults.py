"""Faults a LocalOpenAIServer can inject into the next requests it receives."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = ["Fault", "FaultKind"]

FaultKind = Literal[
    "rate_limit",
    "server_error",
    "delay",
    "truncated_json",
    "reset",
    "stream_cut",
    "context_length",
    "trickle",
]
"""The kinds of fault the server knows."""


@dataclass(frozen=True)
class Fault:
    """One injected failure; each fault consumes exactly one request."""

    kind: FaultKind
    retry_after: float | None = None
    status: int = 500
    seconds: float = 0.0
    after_chunks: int = 2

    @classmethod
    def rate_limit(cls, retry_after: float | None = None) -> Fault:
        """429 with OpenAI's rate-limit body, and a Retry-After header when given."""
        return cls("rate_limit", retry_after=retry_after)

    @classmethod
    def server_error(cls, status: int = 500) -> Fault:
        """A 5xx (or any status) with OpenAI's server_error body."""
        return cls("server_error", status=status)

    @classmethod
    def delay(cls, seconds: float) -> Fault:
        """Wait `seconds`, then answer normally (a client that gave up is left alone)."""
        return cls("delay", seconds=seconds)

    @classmethod
    def truncated_json(cls) -> Fault:
        """200 whose JSON body is cut off halfway (a stream gets one cut-off event)."""
        return cls("truncated_json")

    @classmethod
    def reset(cls) -> Fault:
        """Reset the connection without sending any response."""
        return cls("reset")

    @classmethod
    def stream_cut(cls, after_chunks: int = 2) -> Fault:
        """End a stream after `after_chunks` chunks, no [DONE]; a plain request gets half a body."""
        return cls("stream_cut", after_chunks=after_chunks)

    @classmethod
    def context_length(cls) -> Fault:
        """OpenAI's context_length_exceeded 400, whatever the request's size."""
        return cls("context_length")

    @classmethod
    def trickle(cls, seconds_per_byte: float = 1.0, after_chunks: int = 1) -> Fault:
        """Answer normally, but send the body one byte every `seconds_per_byte` seconds.

        A streamed answer sends its first `after_chunks` chunks whole, then trickles the rest.
        """
        return cls("trickle", seconds=seconds_per_byte, after_chunks=after_chunks)
