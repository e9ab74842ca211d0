"""A self-contained HTML audit report: charts per session and each decision side by side.

`render_report(sessions)` returns one HTML document with inline CSS and inline SVG (no script,
no network); `report_data_from_recorder(recorder)` builds its input from a Recorder.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from recorder.charts import (
    RUNG_COLOURS,
    cache_breaks,
    cumulative_chart,
    cumulative_series,
    prompt_chart,
    prompt_levels,
)
from recorder.report_changes import estimate_tokens
from recorder.report_css import CSS
from recorder.report_levels import Level
from recorder.report_model import (
    DERIVED,
    ChangedMessage,
    ReportCall,
    ReportDecision,
    ReportSession,
)
from recorder.report_reader import report_data_from_recorder

__all__ = [
    "ChangedMessage",
    "ReportCall",
    "ReportDecision",
    "ReportSession",
    "estimate_tokens",
    "render_report",
    "report_data_from_recorder",
]

_MAX_CHARS = 4000
_SHOWN_CHANGES = 3
_NO_CHANGE = '<p class="missing">no message changed</p>'
_COLUMNS = '<colgroup><col class="key"><col><col></colgroup>'
_HEAD = "<tr><th>message</th><th>what was there</th><th>what was sent</th></tr>"
_LEVEL_KEYS = {
    "window": "window",
    "early": "early tier: rule masking above it",
    "trigger": "trigger: the judged tier above it",
    "target": "target",
}
_OFF_NOTES = {"trigger": " (where the judged tier starts)", "target": " (what it compacts down to)"}


def _text_cell(css: str, text: str | None, tokens: int | None, approximate: bool) -> str:
    """One side of a change: token count and text, shortened past `_MAX_CHARS`."""
    count = "tokens unknown" if tokens is None else f"{'≈' if approximate else ''}{tokens:,} tokens"
    if text is None:
        body = '<p class="missing">original not recorded</p>'
    else:
        shown = text[:_MAX_CHARS]
        more = len(text) - len(shown)
        tail = f'<p class="cut">… {more:,} more characters (audit show --full)</p>' if more else ""
        body = f"<pre>{escape(shown)}</pre>{tail}"
    return f'<td class="{css}"><div class="tokens">{count}</div>{body}</td>'


def _change_row(change: ChangedMessage) -> str:
    """One changed message: key, what was there, what was sent."""
    return (
        f'<tr class="change {change.kind}" data-key="{escape(change.key)}">'
        f'<th scope="row"><code>{escape(change.key)}</code>'
        f'<span class="kind">{change.kind}</span></th>'
        + _text_cell("original", change.original, change.original_tokens, change.approximate)
        + _text_cell("sent", change.sent, change.sent_tokens, False)
        + "</tr>"
    )


def _changes_table(changes: Sequence[ChangedMessage]) -> str:
    """The side-by-side table; past the first few changes, the rest fold under one line."""
    shown, folded = changes[:_SHOWN_CHANGES], changes[_SHOWN_CHANGES:]
    if len(folded) == 1:
        shown, folded = changes, []
    rows = "".join(_change_row(change) for change in shown)
    if folded:
        more = "".join(_change_row(change) for change in folded)
        saved = sum((c.original_tokens or 0) - c.sent_tokens for c in folded)
        rows += (
            f'<tr class="more"><td colspan="3"><details><summary>{len(folded)} more changed '
            f"messages ({saved:,} tokens cut)</summary>"
            f'<table class="side-by-side">{_COLUMNS}<tbody>{more}</tbody></table>'
            "</details></td></tr>"
        )
    return (
        f'<table class="side-by-side">{_COLUMNS}<thead>{_HEAD}</thead><tbody>{rows}</tbody></table>'
    )


def _rung_badge(rung: str) -> str:
    """A coloured rung label."""
    colour = RUNG_COLOURS.get(rung, "#6b7280")
    return f'<span class="rung" style="background:{colour}">{escape(rung)}</span>'


def _decision(decision: ReportDecision, number: int, call_index: int | None, is_open: bool) -> str:
    """One decision (numbered from 1 in its session) as a collapsible block with its
    side-by-side table; the database id is what `audit show` takes."""
    places = [f"call {call_index}"] if call_index is not None else []
    if decision.messages is not None:
        places.append(f"request of {decision.messages:,} messages")
    where = " · ".join(places)
    head = (
        f"<summary><b>Decision {number}</b> {_rung_badge(decision.rung)} "
        f'<span class="where">{where}</span> <span class="numbers">{decision.tokens_before:,}'
        f" → {decision.tokens_after:,} tokens (−{decision.saved:,})</span>"
        f'<span class="id">audit show {decision.id}</span>'
        f'<span class="reason">{escape(decision.reason)}</span></summary>'
    )
    kept = (
        '<p class="kept">Kept whole: '
        + ", ".join(f"<code>{escape(key)}</code>" for key in decision.kept)
        + "</p>"
        if decision.kept
        else ""
    )
    table = _changes_table(decision.changes) if decision.changes else _NO_CHANGE
    opened = " open" if is_open else ""
    return (
        f'<details class="decision" id="decision-{decision.id}" data-number="{number}" '
        f'data-rung="{escape(decision.rung)}"{opened}>{head}{kept}{table}</details>'
    )


def _legend(items: Iterable[tuple[str, str]]) -> str:
    """A legend of swatch classes and labels."""
    spans = "".join(f'<span class="key {css}">{escape(label)}</span>' for css, label in items)
    return f'<div class="legend">{spans}</div>'


def _facts(session: ReportSession) -> str:
    """Headline numbers of a session."""
    judges = [c for c in session.calls if c.purpose == "judge"]
    recorded = session.calls_recorded
    series = cumulative_series(session)
    billed = series["billed"][-1] if series["billed"] else 0.0
    counterfactual = series["uncompacted"][-1] if series["uncompacted"] else 0.0
    facts = [
        ("main calls", f"{len(session.main_calls):,}" if recorded else "not recorded"),
        ("decisions", f"{len(session.decisions):,}"),
        ("judge calls", f"{len(judges):,}"),
        ("judge cost", f"${sum(c.cost or 0.0 for c in judges):.4f}"),
    ]
    if recorded and counterfactual:
        facts.append(("input billed", f"{billed:,.0f} of {counterfactual:,.0f} tokens"))
        facts.append(("saved", f"{1 - billed / counterfactual:.0%}"))
    if "discounted" in series:
        facts.append(("after cache discount", f"{series['discounted'][-1]:,.0f} tokens"))
    cells = "".join(f"<div><dt>{escape(k)}</dt><dd>{escape(v)}</dd></div>" for k, v in facts)
    return f'<dl class="facts">{cells}</dl>'


def _charts(session: ReportSession) -> str:
    """Both charts of a session with legends naming only what each draws."""
    calls = session.main_calls
    rungs = sorted({d.rung for d in session.decisions})
    drawn, off = prompt_levels(session)
    breaks = [("break", "cache break")] if cache_breaks(calls) else []
    prompt_keys = [("sent", "prompt sent (estimate)")]
    prompt_keys += (
        [("usage", "usage.prompt_tokens")] if any(c.usage_prompt_tokens for c in calls) else []
    )
    prompt_keys += [(level.name, _LEVEL_KEYS[level.name]) for level in drawn]
    prompt_keys += [(f"rung-{rung}", rung) for rung in rungs] + breaks
    parts = [
        "<figure><figcaption>Prompt tokens per call; each marker is a decision, drawn from the "
        "size before to the size sent</figcaption>",
        _legend(prompt_keys),
        prompt_chart(session),
        _levels_off(off),
        "</figure>",
    ]
    if session.calls_recorded:
        keys = [("billed", "billed input"), ("uncompacted", "without compaction")]
        if "discounted" in cumulative_series(session):
            keys.append(("discounted", f"cached at {session.cache_read_ratio:.0%}"))
        parts += [
            "<figure><figcaption>Cumulative input tokens</figcaption>",
            _legend(keys + breaks),
            cumulative_chart(session),
            "</figure>",
        ]
    return "".join(parts)


def _levels_off(levels: Sequence[Level]) -> str:
    """The levels left off the prompt chart, named with their values."""
    if not levels:
        return ""
    spans = ", ".join(
        f'<span class="level-off" data-level="{level.name}" data-tokens="{level.top:.0f}">'
        f"{escape(level.label)}{_OFF_NOTES.get(level.name, '')}</span>"
        for level in levels
    )
    return f'<p class="levels-off">No request reached these, so they are not drawn: {spans}.</p>'


def _number(value: float | int | None, pattern: str = "{:,}") -> str:
    """A table number, or a dash when missing."""
    return "–" if value is None else pattern.format(value)


def _call_log(calls: Sequence[ReportCall]) -> str:
    """Every recorded call as a table."""
    heads = ("#", "purpose", "model", "estimated", "usage", "cached", "completion", "latency",
             "cost", "outcome", "decision")  # fmt: skip
    rows = "".join(
        f"<tr><td>{c.index}</td><td>{escape(c.detail or c.purpose)}</td><td>{escape(c.model)}</td>"
        f"<td>{_number(c.prompt_tokens)}</td><td>{_number(c.usage_prompt_tokens)}</td>"
        f"<td>{_number(c.cached_tokens)}</td><td>{_number(c.completion_tokens)}</td>"
        f"<td>{_number(c.latency_ms, '{:,.0f} ms')}</td><td>{_number(c.cost, '${:.4f}')}</td>"
        f"<td>{escape(c.outcome)}</td><td>{_number(c.decision_id)}</td></tr>"
        for c in calls
    )
    header = "".join(f"<th>{h}</th>" for h in heads)
    return (
        f'<details class="calls"><summary>Call log ({len(calls):,} calls)</summary>'
        f'<table class="log"><thead><tr>{header}</tr></thead><tbody>{rows}</tbody></table>'
        "</details>"
    )


def _session(session: ReportSession) -> str:
    """One session's section."""
    at = {
        c.decision_id: c.index
        for c in reversed(session.main_calls)
        if c.decision_id and c.outcome != DERIVED
    }
    seen: set[str] = set()
    blocks = []
    for number, decision in enumerate(session.decisions, 1):
        first_of_rung = decision.rung not in seen
        seen.add(decision.rung)
        blocks.append(_decision(decision, number, at.get(decision.id), first_of_rung))
    notes = "".join(f'<p class="note">{escape(note)}</p>' for note in session.notes)
    recorded = [c for c in session.calls if c.outcome != DERIVED]
    return (
        f'<section class="session" data-session="{escape(session.session_id)}">'
        f"<h2>Session <code>{escape(session.session_id)}</code></h2>{_facts(session)}{notes}"
        f"{_charts(session)}<h3>Decisions</h3>{''.join(blocks) or '<p>no decision</p>'}"
        f"{_call_log(recorded)}</section>"
    )


def render_report(sessions_data: Sequence[ReportSession], title: str = "Compaction audit") -> str:
    """One self-contained HTML document for the given sessions."""
    decisions = sum(len(s.decisions) for s in sessions_data)
    nav = "".join(
        f'<a href="#s{i}">{escape(s.session_id)}</a>' for i, s in enumerate(sessions_data)
    )
    body = "".join(
        f'<div id="s{i}">{_session(session)}</div>' for i, session in enumerate(sessions_data)
    )
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title><style>{CSS}</style></head><body>"
        f"<header><h1>{escape(title)}</h1><p>{_count(len(sessions_data), 'session')} · "
        f"{_count(decisions, 'decision')}. Markers link to their decision; each decision "
        f"shows what the model did not see and what it saw instead.</p><nav>{nav}</nav></header>"
        f"<main>{body or '<p>no session</p>'}</main></body></html>"
    )


def _count(number: int, noun: str) -> str:
    """`1 session`, `2 sessions`: a count with its noun in the right number."""
    return f"{number:,} {noun}{'' if number == 1 else 's'}"
