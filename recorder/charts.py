"""Inline SVG charts of a session: prompt tokens per call, and cumulative billed input."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from recorder.report_levels import Level, session_levels, short_tokens
from recorder.report_model import ReportCall, ReportDecision, ReportSession

__all__ = [
    "RUNG_COLOURS",
    "cache_breaks",
    "cumulative_chart",
    "cumulative_series",
    "prompt_chart",
    "prompt_levels",
    "uncompacted",
]

RUNG_COLOURS = {
    "mask": "#2563eb",
    "retain": "#059669",
    "summarize": "#d97706",
    "truncate": "#7c3aed",
    "stop": "#dc2626",
}
_WIDTH, _HEIGHT = 1000, 280
_HEADROOM = 1.08
"""The prompt chart's axis runs this far above the largest request."""
_LEFT, _RIGHT, _TOP, _BOTTOM = 64, 16, 28, 34


@dataclass(frozen=True)
class Frame:
    """Maps call index and token values to SVG coordinates."""

    calls: int
    top_value: float

    def x(self, index: float) -> float:
        """Horizontal position of call `index` (1-based)."""
        span = max(self.calls - 1, 1)
        return _LEFT + (index - 1) / span * (_WIDTH - _LEFT - _RIGHT)

    def y(self, value: float) -> float:
        """Vertical position of a token value."""
        return _HEIGHT - _BOTTOM - value / self.top_value * (_HEIGHT - _TOP - _BOTTOM)


def _nice_step(top: float, ticks: int = 5) -> float:
    """A round tick step (1, 2 or 5 times a power of ten) giving about `ticks` ticks."""
    raw = max(top, 1.0) / ticks
    power = 10.0 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def _axes(frame: Frame, y_label: str) -> list[str]:
    """Grid lines, tick labels and axis titles."""
    step = _nice_step(frame.top_value)
    parts = []
    value = 0.0
    while value <= frame.top_value:
        y = frame.y(value)
        parts.append(
            f'<line class="grid" x1="{_LEFT}" x2="{_WIDTH - _RIGHT}" y1="{y:.1f}" y2="{y:.1f}"/>'
            f'<text class="tick" x="{_LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">'
            f"{short_tokens(value)}</text>"
        )
        value += step
    x_step = max(1, round(_nice_step(frame.calls, 8)))
    for index in [1, *range(x_step, frame.calls + 1, x_step)]:
        x = frame.x(index)
        parts.append(
            f'<text class="tick" x="{x:.1f}" y="{_HEIGHT - _BOTTOM + 16}" '
            f'text-anchor="middle">{index}</text>'
        )
    parts.append(
        f'<text class="axis" x="{_WIDTH - _RIGHT}" y="{_HEIGHT - 4}" text-anchor="end">'
        f'call</text><text class="axis" x="{_LEFT - 40}" y="14">{escape(y_label)}</text>'
    )
    return parts


def _polyline(frame: Frame, values: Sequence[tuple[int, float]], css: str) -> str:
    """One data series as a polyline."""
    points = " ".join(f"{frame.x(i):.1f},{frame.y(v):.1f}" for i, v in values)
    return f'<polyline class="{css}" points="{points}"/>'


def prompt_levels(session: ReportSession) -> tuple[list[Level], list[Level]]:
    """The levels the prompt chart draws and those it leaves off: the trigger and target only
    when a request reached the trigger, the window and early tier when within the axis."""
    drawn: list[Level] = []
    off: list[Level] = []
    levels = session_levels(session)
    judged = any(level.reached for level in levels if level.name == "trigger")
    peak = _peak(session)
    for level in levels:
        if level.name in ("trigger", "target"):
            shown = judged
        else:
            shown = level.reached or level.top <= peak * _HEADROOM  # within the axis
        (drawn if shown else off).append(level)
    return drawn, off


def _peak(session: ReportSession) -> float:
    """The largest request size of a session: estimated, billed, or before a decision."""
    calls = session.main_calls
    sizes = [c.prompt_tokens or 0 for c in calls] + [c.usage_prompt_tokens or 0 for c in calls]
    return float(max(sizes + [d.tokens_before for d in session.decisions] + [1]))


def _level_lines(frame: Frame, levels: Sequence[Level]) -> tuple[list[str], list[str]]:
    """Each level as a step line with its label (labels drawn last, over the series)."""
    lines, labels = [], []
    for level in levels:
        points: list[tuple[int, float]] = []
        for index, value in level.points:  # a step at each call where the value changes
            if points and value != points[-1][1]:
                points.append((index, points[-1][1]))
            if not points or value != points[-1][1]:
                points.append((index, value))
        points.append((level.points[-1][0], points[-1][1]))
        lines.append(_polyline(frame, points, f"level {level.name}"))
        y = frame.y(level.points[-1][1])
        labels.append(
            f'<text class="level-label {level.name}-label" x="{_WIDTH - _RIGHT - 4}" '
            f'y="{y - 4:.1f}" text-anchor="end">{escape(level.label)}</text>'
        )
    return lines, labels


def cache_breaks(calls: Sequence[ReportCall]) -> list[int]:
    """Main calls whose cached prefix shrank from the call before (the cache was broken)."""
    breaks, previous = [], None
    for call in calls:
        if call.cached_tokens is None:
            continue
        if previous is not None and call.cached_tokens < previous:
            breaks.append(call.index)
        previous = call.cached_tokens
    return breaks


def _marker(frame: Frame, call: ReportCall, decision: ReportDecision, number: int) -> str:
    """A rung marker: the cut drawn from the size before to the size sent, linked to the view."""
    colour = RUNG_COLOURS.get(decision.rung, "#6b7280")
    x = frame.x(call.index)
    before = frame.y(min(decision.tokens_before, frame.top_value))
    after = frame.y(min(decision.tokens_after, frame.top_value))
    title = (
        f"call {call.index}: decision {number} ({decision.rung}), "
        f"{decision.tokens_before} → {decision.tokens_after} tokens"
    )
    return (
        f'<a href="#decision-{decision.id}"><g class="marker rung-{escape(decision.rung)}" '
        f'data-decision="{decision.id}" data-number="{number}" data-call="{call.index}">'
        f"<title>{escape(title)}</title>"
        f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{before:.1f}" y2="{after:.1f}" stroke="{colour}"/>'
        f'<circle cx="{x:.1f}" cy="{before:.1f}" r="4.5" fill="{colour}"/>'
        f'<path d="M{x - 4.5:.1f},{after - 4:.1f} L{x + 4.5:.1f},{after - 4:.1f} '
        f'L{x:.1f},{after + 3:.1f} Z" fill="{colour}"/></g></a>'
    )


def _break_mark(frame: Frame, index: int) -> str:
    """A cache-break tick under the plot."""
    x, base = frame.x(index), _HEIGHT - _BOTTOM
    return (
        f'<path class="cache-break" data-call="{index}" d="M{x - 4:.1f},{base + 1} '
        f'L{x + 4:.1f},{base + 1} L{x:.1f},{base - 6} Z"><title>call {index}: cache break'
        "</title></path>"
    )


def _svg(label: str, css: str, body: Sequence[str]) -> str:
    """An SVG element scaled to its container."""
    return (
        f'<svg class="chart {css}" viewBox="0 0 {_WIDTH} {_HEIGHT}" role="img" '
        f'aria-label="{escape(label)}" xmlns="http://www.w3.org/2000/svg">'
        + "".join(body)
        + "</svg>"
    )


def prompt_chart(session: ReportSession) -> str:
    """Prompt tokens of each main call, a marker per decision, the levels the data reaches."""
    calls = session.main_calls
    sent = [(c.index, float(c.prompt_tokens)) for c in calls if c.prompt_tokens is not None]
    usage = [(c.index, float(c.usage_prompt_tokens)) for c in calls if c.usage_prompt_tokens]
    decisions = {d.id: d for d in session.decisions}
    numbers = {d.id: number for number, d in enumerate(session.decisions, 1)}
    drawn, _ = prompt_levels(session)
    top = max([_peak(session)] + [level.top for level in drawn])
    frame = Frame(max(len(calls), 1), top * _HEADROOM)
    body = _axes(frame, "prompt tokens")
    lines, labels = _level_lines(frame, drawn)
    body.extend(lines)
    if usage and usage != sent:
        body.append(_polyline(frame, usage, "series usage"))
    body.append(_polyline(frame, sent, "series sent"))
    for call in calls:
        decision = decisions.get(call.decision_id or -1)
        if decision is not None:
            body.append(_marker(frame, call, decision, numbers[decision.id]))
    body.extend(_break_mark(frame, index) for index in cache_breaks(calls))
    body.extend(labels)
    return _svg(f"prompt tokens per call, session {session.session_id}", "prompt-chart", body)


def uncompacted(session: ReportSession) -> list[int]:
    """Each main call's prompt without compaction: recorded, or sent plus the savings so far."""
    savings = {d.id: d.saved for d in session.decisions}
    carried, values = 0, []
    for call in session.main_calls:
        carried += savings.get(call.decision_id or -1, 0)
        sent = call.billed_prompt or 0
        values.append(call.uncompacted_tokens or sent + carried)
    return values


def _running(values: Sequence[float]) -> list[float]:
    """Running totals."""
    total, out = 0.0, []
    for value in values:
        total += value
        out.append(total)
    return out


def cumulative_series(session: ReportSession) -> dict[str, list[float]]:
    """Cumulative billed input, the uncompacted counterfactual and, with cache data, the
    cache-discounted bill (cached tokens priced at `cache_read_ratio`)."""
    calls = session.main_calls
    series = {
        "billed": _running([float(c.billed_prompt or 0) for c in calls]),
        "uncompacted": _running([float(v) for v in uncompacted(session)]),
    }
    if any(c.cached_tokens for c in calls):
        ratio = session.cache_read_ratio
        discounted = [(c.billed_prompt or 0) - (c.cached_tokens or 0) * (1 - ratio) for c in calls]
        series["discounted"] = _running(discounted)
    return series


def cumulative_chart(session: ReportSession) -> str:
    """Cumulative billed input against the uncompacted counterfactual, cache breaks marked."""
    calls = session.main_calls
    series = cumulative_series(session)
    peak = max([max(values, default=0.0) for values in series.values()] + [1.0])
    frame = Frame(max(len(calls), 1), peak * 1.05)
    body = _axes(frame, "cumulative input tokens")
    indices = [c.index for c in calls]
    for name, values in series.items():
        body.append(_polyline(frame, list(zip(indices, values, strict=True)), f"series {name}"))
    body.extend(_break_mark(frame, index) for index in cache_breaks(calls))
    return _svg(f"cumulative input, session {session.session_id}", "cumulative-chart", body)
