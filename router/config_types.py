"""The types of the settings that name objects (backend, recorder, retry) and their checks.

Protocols, so an IDE completes `router.config.recorder.` and a type checker checks what is
passed; the checks turn a path or URL into a recorder and refuse what would fail later.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, Protocol

from recorder.types import CallRecord, EditRecord

__all__ = [
    "ModelBackend",
    "RecorderStore",
    "RetrySettings",
    "check_backend",
    "check_retry",
    "comparable",
    "open_recorder",
    "whole_above_one",
]

STORE_METHODS = ("load_edits", "save_edit", "lookup_call", "save_call", "save_original")
WHOLE = "above 1 it counts tokens and must be a whole number; at most 1 it is a fraction"


class ModelBackend(Protocol):
    """What main and judge calls go to: LiteLLM's module, or a stand-in such as ScriptedModel."""

    @property
    def completion(self) -> Callable[..., Any]:
        """LiteLLM's `completion(model=..., messages=..., **kwargs)`."""

    @property
    def acompletion(self) -> Callable[..., Any]:
        """LiteLLM's `acompletion`, awaited by `acomplete()`."""


class RecorderStore(Protocol):
    """A store of decisions, judge replies and originals, such as `recorder.Recorder(path)`."""

    def load_edits(self, session_id: str) -> list[EditRecord]: ...
    def save_edit(self, edit: EditRecord) -> EditRecord: ...
    def lookup_call(self, fingerprint: str) -> CallRecord | None: ...
    def save_call(self, call: CallRecord) -> None: ...
    def save_original(
        self, session_id: str, tool_call_id: str, tool: str, content: str
    ) -> None: ...
    def get_original(self, session_id: str, tool_call_id: str) -> str | None: ...
    def save_divergence(self, session_id: str, anchor_len: int, detail: dict[str, Any]) -> None: ...


class RetrySettings(Protocol):
    """Bounded retries of provider calls, such as `router.RetryPolicy(attempts=4)`."""

    @property
    def attempts(self) -> int:
        """Tries per call, the first included."""

    @property
    def max_seconds(self) -> float:
        """The time all tries of one call may take."""


def open_recorder(value: Any) -> Any:
    """A path or URL opens a `recorder.Recorder`; anything else must be a store (or None)."""
    if isinstance(value, str | os.PathLike) and str(value):
        from recorder import Recorder, RecorderError

        try:
            return Recorder(value)
        except RecorderError as error:
            raise ValueError(f"could not open it ({error})") from None
    if value is not None and not all(
        callable(getattr(value, name, None)) for name in STORE_METHODS
    ):
        raise ValueError(f"a {type(value).__name__} is no recorder")
    return value


def check_backend(value: Any) -> Any:
    """A backend must have completion()."""
    if value is not None and not callable(getattr(value, "completion", None)):
        raise ValueError(f"a {type(value).__name__} has no completion() method")
    return value


def check_retry(value: Any) -> Any:
    """A retry policy must say how to retry one call."""
    if value is not None and not callable(getattr(value, "for_call", None)):
        raise ValueError(f"a {type(value).__name__} is no retry policy")
    return value


def whole_above_one(value: Any) -> Any:
    """A number above 1 counts tokens, so it must be whole (1.5 is neither tokens nor a share)."""
    if isinstance(value, float) and value > 1 and not value.is_integer():
        raise ValueError(f"{value} is neither a fraction nor tokens: {WHOLE} of the usable window")
    return value


def comparable(start: Any, goal: Any) -> bool:
    """Both numbers, and both fractions of the window or both token counts."""
    numbers = all(isinstance(v, int | float) and not isinstance(v, bool) for v in (start, goal))
    return numbers and (start <= 1) == (goal <= 1)
