"""Errors raised by the recorder."""

from __future__ import annotations

__all__ = ["RecorderError"]


class RecorderError(Exception):
    """The recorder cannot open, read or write its database."""
