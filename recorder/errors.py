"""Errors raised by the recorder."""

from __future__ import annotations

__all__ = ["RecorderError", "RecorderUnavailable"]


class RecorderError(Exception):
    """The recorder cannot open, read or write its database."""


class RecorderUnavailable(RecorderError):
    """The database cannot be written now (server unreachable, disk full, read-only medium).

    A PostgreSQL recorder raises it after reconnecting and retrying for `retry_seconds`; a
    SQLite recorder when the file system refuses the write (``database or disk is full``,
    a read-only mount or file). Nothing was written.
    Every write is keyed (an edit by its anchor, a call by its fingerprint, an original by its
    tool call, a divergence by its time stamp), so retrying the same call later never writes
    twice. A caller that can go on without the record (the router: "decision not recorded")
    catches this class; any other `RecorderError` is a real fault (bad schema, bad data).
    """

    def __init__(self, message: str, operation: str = "", retry_after: float = 0.0) -> None:
        super().__init__(message)
        self.operation = operation
        self.retry_after = retry_after
        """Seconds a caller should leave the store alone before writing again (0: no advice)."""
