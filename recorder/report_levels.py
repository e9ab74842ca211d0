"""The prompt chart's reference levels: the window, the early tier's threshold, trigger, target.

Each level is worked out the way the router works it out (``router.reading.budget``) from the
settings every main call records (window, answer reserve, trigger, target, ``mask_trigger`` and
the calibration ratio): fractions refer to the usable window, the window less the answer's
reserve and a 1% margin; a value above 1 is tokens. The router compares its own estimate with
the budget divided by the ratio a request was made with (provider tokens per estimated token),
so the early tier, trigger and target are drawn in estimated tokens, per call; the window is the
provider's, as it is. ``mask_trigger='auto'``: the early tier masks once the request is over
1/32 of the usable window (and a batch of rounds may be masked).
"""

from __future__ import annotations

from dataclasses import dataclass

from recorder.report_model import ReportCall, ReportSession

__all__ = ["FLOOR_SHARE", "Level", "session_levels", "short_tokens", "usable_window"]

SAFETY = 0.01
FLOOR_SHARE = 32
"""'auto' early tier: below 1/FLOOR_SHARE of the usable window a request is left alone."""


@dataclass(frozen=True)
class Level:
    """One reference level: its name (a CSS class), label, value at each call, and whether any
    request reached it."""

    name: str
    label: str
    points: tuple[tuple[int, float], ...]
    reached: bool

    @property
    def top(self) -> float:
        """The highest value the level takes."""
        return max((value for _, value in self.points), default=0.0)


def usable_window(window: int, reserve: int) -> int:
    """The window less the answer's reserve and the router's 1% margin."""
    return window - reserve - int(window * SAFETY)


def _resolve(value: float, usable: int) -> int:
    """A fraction (≤ 1) of `usable`, or tokens (> 1) capped at it, as the router resolves it."""
    return int(usable * value) if value <= 1 else min(int(value), usable)


def short_tokens(value: float) -> str:
    """A token count as a short label: 950, 12k, 1.5M."""
    if value >= 1_000_000:
        return f"{value / 1_000_000:.3g}M"
    return f"{value / 1000:.3g}k" if value >= 1000 else f"{value:.0f}"


def _size(call: ReportCall, before: dict[int, int]) -> float:
    """The largest size a call's request had: before its decision, estimated or billed."""
    sizes = [call.prompt_tokens, call.usage_prompt_tokens, before.get(call.decision_id or -1)]
    return float(max((size for size in sizes if size is not None), default=0))


def _level(name: str, values: list[tuple[ReportCall, float]], sizes: list[float]) -> Level:
    """A level from its value at each call; reached when a request's size got to it."""
    points = tuple((call.index, value) for call, value in values)
    reached = any(size >= value > 0 for size, (_, value) in zip(sizes, values, strict=True))
    last = points[-1][1] if points else 0.0
    label = {"early": "early tier"}.get(name, name)
    return Level(name, f"{label} {short_tokens(last)}", points, reached)


def _early(mask_trigger: float | str | None, budget: int) -> int | None:
    """Where the early tier masks, in a budget of `budget` tokens; None when it is off."""
    if mask_trigger == "auto":
        return budget // FLOOR_SHARE
    if isinstance(mask_trigger, int | float) and not isinstance(mask_trigger, bool):
        return _resolve(float(mask_trigger), budget)
    return None


def session_levels(session: ReportSession) -> list[Level]:
    """The window, early tier, trigger and target levels of a session (those its records give)."""
    calls, window = session.main_calls, session.window
    if not window or not calls:
        return []
    usable = usable_window(window, session.reserve or 0)
    if usable <= 0:
        return []
    before = {d.id: d.tokens_before for d in session.decisions}
    sizes = [_size(call, before) for call in calls]
    columns: dict[str, list[tuple[ReportCall, float]]] = {"window": [(c, window) for c in calls]}
    for call in calls:
        budget = int(usable / call.ratio)
        early = _early(session.mask_trigger, budget)
        if early is not None:
            columns.setdefault("early", []).append((call, early))
        if session.trigger:
            trigger = _resolve(session.trigger, usable)
            columns.setdefault("trigger", []).append((call, int(trigger / call.ratio)))
            if session.target:  # a target at or over the trigger is three quarters of it
                target = _resolve(session.target, usable)
                target = target if target < trigger else trigger * 3 // 4
                columns.setdefault("target", []).append((call, int(target / call.ratio)))
    return [_level(name, values, sizes) for name, values in columns.items()]
