"""The token budget: usable window, trigger and target with hysteresis."""

from __future__ import annotations

from dataclasses import dataclass

from router.errors import ConfigurationError

__all__ = ["Budget", "below", "make_budget", "resolve_amount", "window_of"]


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


def window_of(model: str) -> int:
    """The model's context window from LiteLLM's model info, or a clear error."""
    from router.seam import load_litellm

    litellm = load_litellm()
    try:
        info = litellm.get_model_info(model)
    except Exception as error:
        raise ConfigurationError(
            f"LiteLLM does not know the context window of {model!r}: pass context_window=..."
        ) from error
    window = info.get("max_input_tokens") or info.get("max_tokens")
    if not isinstance(window, int) or window <= 0:
        raise ConfigurationError(f"no context window known for {model!r}: pass context_window=...")
    return window
