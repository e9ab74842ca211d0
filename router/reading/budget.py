"""The token budget: usable window, trigger and target with hysteresis; the early masking tier.

The early tier follows the prompt-cache cost model. Keep the last K tool rounds verbatim (the
newest among them) and mask older results in batches of B rounds, with results of r tokens
and a cached input token priced at c of a fresh one. Every new round is billed fresh once,
and each masked result's placeholder once (a floor no batch size changes). A masking step
breaks the cache where the batch begins: the K − 1 older kept rounds after it are billed again,
(1 − c)·(K − 1)·r more, while the newest round is new in that request anyway. Between steps
the verbatim rounds grow from K to K + B − 1 and are read at c. Per round the part that
depends on B is about (1 − c)·(K − 1)·r / B + c·r·B / 2, least at B = √(2(K − 1)(1 − c)/c):
with K = 1 a step costs nothing more than its placeholders, so each round is masked as soon as
it is older than the last; with K = 2, 1 round when the cache halves the price, 4 when it
takes 90% off.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from router.errors import ConfigurationError

__all__ = [
    "Budget",
    "Limits",
    "Maskable",
    "batch_rounds",
    "mask_target",
    "resolve_amount",
    "result_cap",
]

# Below this share of the usable window the early tier leaves a request alone. What a step frees
# has no floor of its own: in the cost model a step re-bills only the older kept rounds, which
# the batch size already prices.
FLOOR_SHARE = 32
BATCH_LIMITS = (1, 12)
SAFETY = 0.01
"""The share of the window kept free besides the reserve (the estimate's margin)."""


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


@dataclass(frozen=True, slots=True)
class Limits:
    """What a request's budget is made of; `rejected` is a size the provider turned down."""

    window: int
    reserve: int
    trigger: float
    target: float
    rejected: int | None = None
    cached_ratio: float = 0.5  # a cached input token's price over a fresh one's

    def budget(self, ratio: float) -> Budget:
        """The budget in estimated tokens, when one estimated token is `ratio` provider tokens,
        or a clear error when the reserve leaves no room."""
        usable = self.window - self.reserve - int(self.window * SAFETY)
        if usable <= 0:
            raise ConfigurationError(
                f"the completion reserve ({self.reserve} tokens) leaves no room for the prompt "
                f"in a {self.window}-token window: lower max_tokens"
            )
        trigger = resolve_amount(self.trigger, usable, "trigger")
        target = resolve_amount(self.target, usable, "target")
        if target >= trigger:
            target = trigger * 3 // 4
        hard, trigger, target = int(usable / ratio), int(trigger / ratio), int(target / ratio)
        if self.rejected is not None:  # limits well under the size the provider rejected
            hard = min(hard, int(self.rejected * 0.85))
            trigger, target = min(trigger, hard), min(target, int(self.rejected * 0.6))
        return Budget(self.window, self.reserve, hard, trigger, target)


def result_cap(value: float | None, usable: int) -> int:
    """The token cap on one tool result: tokens, a fraction of `usable`; 0 when there is none."""
    if not value:
        return 0
    return max(resolve_amount(value, usable, "max_result_tokens"), 1)


def batch_rounds(keep_rounds: int, cached_ratio: float) -> int:
    """Tool rounds masked per early step: B = √(2(K − 1)(1 − c)/c), billed least by the model."""
    low, high = BATCH_LIMITS
    ratio = min(max(cached_ratio, 0.01), 1.0)
    best = math.sqrt(2 * max(keep_rounds - 1, 0) * (1 - ratio) / ratio)
    return max(low, min(high, round(best)))


@dataclass(frozen=True, slots=True)
class Maskable:
    """What the early tier may mask in a request: token sizes and the rounds they come from."""

    tokens: int
    maskable_tokens: int
    maskable_rounds: int


def mask_target(
    found: Maskable,
    *,
    usable: int,
    trigger: float | str,
    target: float | str,
    batch: int,
) -> int | None:
    """The size the early tier masks the request down to, or None when no step is due.

    'auto': a step is due once B rounds may be masked and the request is over 1/32 of the
    window; the step then masks all it may (target 0).
    """
    if found.maskable_tokens <= 0:
        return None
    if trigger == "auto":
        due = found.maskable_rounds >= batch and found.tokens > usable // FLOOR_SHARE
    else:
        due = found.tokens > resolve_amount(float(trigger), usable, "mask_trigger")
    if not due:
        return None
    return 0 if target == "auto" else resolve_amount(float(target), usable, "mask_target")
