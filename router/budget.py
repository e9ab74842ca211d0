"""The token budget: usable window, trigger and target with hysteresis."""

from __future__ import annotations

from dataclasses import dataclass

from router.errors import ConfigurationError

__all__ = ["Budget", "make_budget", "resolve_amount"]


@dataclass(frozen=True, slots=True)
class Budget:
    """Token limits: compact above `trigger`, down to `target`, never past `hard_limit`."""

    window: int
    reserve: int
    hard_limit: int
    trigger: int
    target: int


def resolve_amount(value: float, usable: int, name: str) -> int:
    """A fraction (0 < value ≤ 1) of `usable`, or an absolute token count (value > 1)."""
    if value <= 0:
        raise ConfigurationError(f"{name} must be positive, got {value}")
    if value <= 1:
        return int(usable * value)
    return min(int(value), usable)


def make_budget(
    *,
    window: int,
    reserve: int,
    trigger: float,
    target: float,
    safety: float = 0.01,
) -> Budget:
    """The budget of one request, or a clear error when the reserve leaves no room."""
    usable = window - reserve - int(window * safety)
    if usable <= 0:
        raise ConfigurationError(
            f"the completion reserve ({reserve} tokens) leaves no room for the prompt in a "
            f"{window}-token window: lower max_tokens"
        )
    trigger_tokens = resolve_amount(trigger, usable, "trigger")
    target_tokens = resolve_amount(target, usable, "target")
    if target_tokens >= trigger_tokens:
        target_tokens = trigger_tokens * 3 // 4
    return Budget(window, reserve, usable, trigger_tokens, target_tokens)
