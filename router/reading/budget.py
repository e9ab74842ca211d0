"""The token budget: usable window, trigger and target with hysteresis."""

from __future__ import annotations

from dataclasses import dataclass

from router.errors import ConfigurationError

__all__ = ["Budget", "Limits", "below", "make_budget", "resolve_amount"]


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


def below(budget: Budget, rejected: int) -> Budget:
    """A budget whose limits sit well under a request size the provider rejected."""
    hard = min(budget.hard_limit, int(rejected * 0.85))
    target = min(budget.target, int(rejected * 0.6))
    return Budget(budget.window, budget.reserve, hard, min(budget.trigger, hard), target)


@dataclass(frozen=True, slots=True)
class Limits:
    """What a request's budget is made of; `rejected` is a size the provider turned down."""

    window: int
    reserve: int
    trigger: float
    target: float
    rejected: int | None = None

    def budget(self, ratio: float) -> Budget:
        """The budget in estimated tokens, when one estimated token is `ratio` provider tokens."""
        base = make_budget(
            window=self.window, reserve=self.reserve, trigger=self.trigger, target=self.target
        )
        if ratio != 1.0:
            base = Budget(
                base.window,
                base.reserve,
                int(base.hard_limit / ratio),
                int(base.trigger / ratio),
                int(base.target / ratio),
            )
        return base if self.rejected is None else below(base, self.rejected)
