"""Markdown rendering of audit results: decisions, sessions, calls, totals and prunes."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from recorder.report_model import natural_key
from recorder.types import CallRecord, EditRecord, PruneReport, SessionInfo

__all__ = [
    "calls_table",
    "edit_detail",
    "edits_table",
    "markdown_table",
    "prune_table",
    "sessions_table",
    "stats_tables",
    "summary_text",
]


def _cell(value: Any, width: int = 0) -> str:
    """One table cell: text on one line, pipes escaped, optionally shortened."""
    text = "" if value is None else str(value)
    text = " ".join(text.split()).replace("|", "\\|")
    if width and len(text) > width:
        text = text[: width - 1] + "…"
    return text


def markdown_table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    """A GitHub-flavoured Markdown table."""
    lines = [
        "| " + " | ".join(headers) + " |",
        "|" + "|".join("---" for _ in headers) + "|",
    ]
    lines.extend("| " + " | ".join(_cell(value) for value in row) + " |" for row in rows)
    return "\n".join(lines)


def _money(value: float | None) -> str:
    """A cost in dollars."""
    return f"${value or 0.0:.4f}"


def _when(stamp: str | None) -> str:
    """A stored timestamp shortened to seconds."""
    return (stamp or "")[:19].replace("T", " ")


def edits_table(edits: Sequence[EditRecord]) -> str:
    """Decisions as a table, one row each."""
    headers = ("id", "created", "session", "anchor", "rung", "source", "tokens", "saved", "reason")
    rows = [
        (
            edit.id,
            _when(edit.created),
            _cell(edit.session_id, 24),
            edit.anchor_len,
            edit.rung,
            edit.source,
            f"{edit.tokens_before} → {edit.tokens_after}",
            edit.tokens_before - edit.tokens_after,
            _cell(edit.reason, 60),
        )
        for edit in edits
    ]
    return markdown_table(headers, rows)


def summary_text(payload: dict[str, Any]) -> str | None:
    """The summary message text of an edit payload, if it has one."""
    summary = payload.get("summary")
    if not isinstance(summary, dict):
        return None
    message = summary.get("message")
    content = message.get("content") if isinstance(message, dict) else summary.get("text")
    if isinstance(content, list):
        parts = [part.get("text", "") for part in content if isinstance(part, dict)]
        content = "\n".join(str(part) for part in parts)
    return content if isinstance(content, str) else None


def masked_ids(payload: dict[str, Any]) -> list[str]:
    """The tool_call_ids an edit payload replaces with placeholders, in natural order."""
    replace = payload.get("replace")
    if not isinstance(replace, dict):
        return []
    return sorted((str(key) for key in replace), key=natural_key)


def edit_detail(edit: EditRecord) -> str:
    """One decision in full: fields, summary text and masked items."""
    fields = [
        ("session", edit.session_id),
        ("anchor", f"{edit.anchor_len} messages, {edit.anchor_hash}"),
        ("rung", edit.rung),
        ("reason", edit.reason),
        ("source", edit.source),
        ("judge model", edit.judge_model or "-"),
        ("tokens before", edit.tokens_before),
        ("tokens after", edit.tokens_after),
        ("tokens saved", edit.tokens_before - edit.tokens_after),
        ("cost", _money(edit.cost)),
        ("config hash", edit.config_hash or "-"),
        ("payload hash", edit.payload_hash),
        ("created", edit.created),
    ]
    parts = [f"## Decision {edit.id}\n", markdown_table(("field", "value"), fields)]
    text = summary_text(edit.payload)
    if text is not None:
        parts.append(f"\n### Summary\n\n{text}")
    masked = masked_ids(edit.payload)
    if masked:
        parts.append("\n### Masked tool results\n\n" + "\n".join(f"- `{i}`" for i in masked))
    return "\n".join(parts)


def calls_table(calls: Sequence[CallRecord]) -> str:
    """Model calls as a table."""
    headers = ("id", "created", "purpose", "model", "prompt", "completion", "cost", "outcome")
    rows = [
        (
            call.id,
            _when(call.created),
            call.purpose,
            call.model,
            call.prompt_tokens,
            call.completion_tokens,
            _money(call.cost),
            _cell(call.outcome, 40),
        )
        for call in calls
    ]
    return markdown_table(headers, rows)


def sessions_table(infos: Sequence[SessionInfo]) -> str:
    """Sessions as a table."""
    headers = ("session", "first seen", "last seen", "edits", "calls", "tokens saved", "cost")
    rows = [
        (
            info.session_id,
            _when(info.first_seen),
            _when(info.last_seen),
            info.edits,
            info.calls,
            info.tokens_saved,
            _money(info.cost),
        )
        for info in infos
    ]
    return markdown_table(headers, rows)


def stats_tables(stats: dict[str, Any]) -> str:
    """Totals, decisions by rung and calls by purpose as three tables."""
    totals = [
        ("sessions", stats["sessions"]),
        ("decisions", stats["edits"]),
        ("tokens saved", stats["tokens_saved"]),
        ("fallbacks", stats["fallbacks"]),
        ("divergences", stats["divergences"]),
        ("originals kept", stats["originals"]),
        ("judge cost", _money(stats["judge_cost"])),
        ("summariser cost", _money(stats["summary_cost"])),
    ]
    rungs = sorted(stats["rungs"].items())
    calls = [
        (purpose, c["calls"], c["failed"], c["prompt_tokens"], c["completion_tokens"],
         c["cached_tokens"], _money(c["cost"]))
        for purpose, c in sorted(stats["calls"].items())
    ]  # fmt: skip
    call_headers = ("purpose", "calls", "failed", "prompt", "completion", "cached", "cost")
    return "\n\n".join(
        [
            markdown_table(("metric", "value"), totals),
            markdown_table(("rung", "decisions"), rungs),
            markdown_table(call_headers, calls),
        ]
    )


def prune_table(report: PruneReport) -> str:
    """What a prune removed or would remove."""
    verb = "would delete" if report.dry_run else "deleted"
    rows = [
        ("sessions", len(report.sessions)),
        ("edits", report.edits),
        ("calls", report.calls),
        ("originals", report.originals),
        ("divergences", report.divergences),
    ]
    listed = "".join(f"\n- {session}" for session in report.sessions)
    return markdown_table(("table", verb), rows) + ("\n" + listed if listed else "")
