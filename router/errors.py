"""The router's one error tree: every failure a user can see is a `RouterError`.

    RouterError
    ├── ConfigurationError (also ValueError)   a setting is unknown, out of range or contradictory
    ├── InvalidMessagesError (also ValueError) the messages are not a valid chat request
    ├── ContextBudgetExceeded                  no rung fits the window, or the tool-round cap hit
    ├── ProviderError                          the model provider failed after the retries;
    │                                          `kind` says how (rate_limit, server, timeout, ...)
    ├── StoreError                             the edit store (e.g. the SQLite recorder) failed;
    │                                          the recorder's own error is its `__cause__`
    └── OriginalNotFound (also KeyError)        recall() has no original for that tool_call_id

A judge's failure is never raised: the router falls back to the rule judge and records it.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = [
    "ConfigurationError",
    "ContextBudgetExceeded",
    "InvalidMessagesError",
    "OriginalNotFound",
    "ProviderError",
    "RouterError",
    "StoreError",
]


class RouterError(Exception):
    """Base of every error the router raises."""


class ConfigurationError(RouterError, ValueError):
    """A router setting is out of range or contradicts another."""


class InvalidMessagesError(RouterError, ValueError):
    """The message list is not a valid OpenAI chat request; `index` names the message."""

    def __init__(self, index: int | None, problem: str, fix: str) -> None:
        where = f"messages[{index}]" if index is not None else "messages"
        super().__init__(f"{where}: {problem}. Fix: {fix}")
        self.index = index
        self.problem = problem
        self.fix = fix


class ContextBudgetExceeded(RouterError):
    """No rung could bring the request inside the window (or the tool-round cap was hit)."""

    def __init__(
        self,
        *,
        tokens: int,
        window: int,
        hard_limit: int,
        tried: Sequence[str],
        reason: str,
    ) -> None:
        super().__init__(
            f"request needs about {tokens} tokens but the budget is {hard_limit} "
            f"(window {window}); tried: {_tried(tried, reason)}. "
            f"Fix: {_knob(tokens, window, hard_limit, reason)}."
        )
        self.tokens = tokens
        self.window = window
        self.hard_limit = hard_limit
        self.tried = tuple(tried)
        self.reason = reason


def _tried(tried: Sequence[str], reason: str) -> str:
    """What was tried, each step said once (a step named again in the reason is dropped)."""
    parts = [part.strip() for part in (*tried, *reason.split(";")) if part.strip()]
    unique = list(dict.fromkeys(parts))
    said = [part for part in unique if not any(part != other and part in other for other in unique)]
    return "; ".join(said) or "nothing"


def _knob(tokens: int, window: int, hard_limit: int, reason: str) -> str:
    """The one setting that would have let this request through (never one that cannot)."""
    if "tool-round cap" in reason:
        return "raise max_tool_rounds (or pass on_stop='finish' for a last answer without tools)"
    if hard_limit < window // 2 and tokens < window * 0.98:
        return f"lower max_tokens: the answer's reserve leaves {hard_limit} of {window} tokens"
    fix = (
        "lower max_result_tokens: tool results are then cut when they arrive, "
        "and recall() gives the originals back"
    )
    if tokens >= window:
        fix += "; what the request must keep (system prompt, newest turn) alone overflows the "
        fix += "window, so shorten it (a smaller max_tokens cannot help)"
    return fix


class ProviderError(RouterError):
    """The model provider failed after the router's retries; `kind` says how."""

    def __init__(
        self, kind: str, message: str, *, status: int | None = None, requested: int | None = None
    ) -> None:
        super().__init__(f"{kind}: {message}")
        self.kind = kind
        self.status = status
        self.requested = requested


class StoreError(RouterError):
    """The edit store failed to read or write (a read-only or unreachable database, ...)."""


class OriginalNotFound(RouterError, KeyError):
    """No original was recorded for a tool_call_id: only cut or masked results are kept."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""
