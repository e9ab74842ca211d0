"""``audit show``: one decision side by side, what was there against what was sent.

Each message the decision changed (masked or cut tool results in natural id order, then the
summary with the results it folded) is shown with the recorded original on the left and the
text the model received on the right, with the tokens of each. ``--full`` prints whole texts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict
from datetime import datetime
from typing import Any

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from recorder import CallRecord, EditRecord, Recorder
from recorder.report_changes import decision_changes
from recorder.report_model import ChangedMessage
from router.cli.tables import inert, money, number, print_table, when

__all__ = [
    "EXCERPT_CHARS",
    "changes_of",
    "nearest_calls",
    "render_show",
    "show_document",
    "token_counter",
]

EXCERPT_CHARS = 700
DEFAULT_MODEL = "gpt-4o-mini"


def token_counter(rec: Recorder) -> Callable[[str], int]:
    """A tiktoken counter for the model of the newest main call (gpt-4o-mini's when none)."""
    from router.reading.tokens import TokenCounter

    models = [
        call.model
        for info in rec.sessions()[:1]
        for call in rec.session_calls(info.session_id, limit=0)
        if call.purpose == "main" and call.model
    ]
    counter = TokenCounter(models[-1] if models else DEFAULT_MODEL)
    return counter.text


def _excerpt(text: str | None, full: bool) -> str:
    """The text (or its first `EXCERPT_CHARS` characters, saying how much is left out)."""
    if text is None:
        return "(original not recorded)"
    if full or len(text) <= EXCERPT_CHARS:
        return text
    return f"{text[:EXCERPT_CHARS]}\n… {len(text) - EXCERPT_CHARS:,} more characters (--full)"


def _tokens(change: ChangedMessage, original: bool) -> str:
    """The token count of one side of a change."""
    value = change.original_tokens if original else change.sent_tokens
    if value is None:
        return "tokens unknown"
    return f"{'≈' if original and change.approximate else ''}{value:,} tokens"


def _change_dict(change: ChangedMessage, full: bool) -> dict[str, Any]:
    """One change as JSON: whole texts with --full, excerpts otherwise."""
    out = asdict(change)
    out["original"] = change.original if full else _excerpt(change.original, False)
    out["sent"] = change.sent if full else _excerpt(change.sent, False)
    return out


def nearest_calls(rec: Recorder, edit: EditRecord, count: int = 10) -> list[CallRecord]:
    """The session's calls made closest in time to a decision, oldest first."""
    calls = rec.session_calls(edit.session_id, limit=0)
    stamp = _seconds(edit.created)
    calls.sort(key=lambda call: abs(_seconds(call.created) - stamp))
    return sorted(calls[:count], key=lambda call: (call.created or "", call.id or 0))


def _seconds(stamp: str | None) -> float:
    """A stored ISO timestamp as epoch seconds (0 when absent or unreadable)."""
    try:
        return datetime.fromisoformat(stamp or "").timestamp()
    except ValueError:
        return 0.0


def show_document(
    edit: EditRecord,
    changes: Sequence[ChangedMessage],
    calls: Sequence[CallRecord],
    full: bool,
) -> dict[str, Any]:
    """The ``--json`` document of ``audit show``: the decision, its changes and nearby calls."""
    return {
        "edit": asdict(edit),
        "changes": [_change_dict(change, full) for change in changes],
        "calls": [asdict(call) for call in calls],
    }


def _header(edit: EditRecord, earlier: Sequence[int]) -> Panel:
    """Who decided what, when and why, and which earlier decisions still applied."""
    saved = edit.tokens_before - edit.tokens_after
    lines = [
        f"session {edit.session_id} · request of {edit.anchor_len:,} messages"
        f" · {when(edit.created)}",
        f"rung {edit.rung} (decided by {edit.source}"
        + (f", judge {edit.judge_model}" if edit.judge_model else "")
        + f") · {edit.tokens_before:,} → {edit.tokens_after:,} tokens ({saved:,} saved)"
        + (f" · cost {money(edit.cost)}" if edit.cost else ""),
        f"why: {edit.reason}",
    ]
    kept = edit.payload.get("keep")
    if isinstance(kept, list) and kept:
        lines.append("kept whole: " + ", ".join(str(key) for key in kept))
    if earlier:
        shown = ", ".join(str(i) for i in earlier[-12:])
        more = f" and {len(earlier) - 12} more" if len(earlier) > 12 else ""
        lines.append(f"also in effect (earlier decisions of this session): {shown}{more}")
    return Panel(Text(inert("\n".join(lines))), title=f"Decision {edit.id}", title_align="left")


def _side_by_side(changes: Sequence[ChangedMessage], full: bool) -> Table:
    """The changed messages: key, what was there, what was sent."""
    table = Table(show_lines=True, header_style="bold", expand=True)
    table.add_column("message", no_wrap=True, ratio=1)
    table.add_column("what was there (recorded original)", ratio=4)
    table.add_column("what was sent", ratio=4)
    for change in changes:
        original, sent = (inert(_excerpt(text, full)) for text in (change.original, change.sent))
        table.add_row(
            Text(inert(f"{change.key}\n{change.kind}")),
            Group(Text(_tokens(change, True), style="bold"), Text(original)),
            Group(Text(_tokens(change, False), style="bold"), Text(sent)),
        )
    return table


def render_show(
    out: Console,
    edit: EditRecord,
    changes: Sequence[ChangedMessage],
    calls: Sequence[CallRecord],
    full: bool,
    earlier: Sequence[int] = (),
) -> None:
    """Print one decision: header, side-by-side changes, the main calls sent with it."""
    out.print(_header(edit, earlier))
    if changes:
        out.print(_side_by_side(changes, full))
    else:
        out.print("No message changed (a pass-through or calibration decision).")
    rows = [
        (c.id, when(c.created), c.purpose, c.model, number(c.extra.get("estimated_prompt_tokens")),
         number(c.prompt_tokens or None), number(c.completion_tokens), money(c.cost), c.outcome)
        for c in calls
    ]  # fmt: skip
    if rows:
        heads = ("call", "created", "purpose", "model", "estimated", "usage", "completion",
                 "cost", "outcome")  # fmt: skip
        right = ("call", "estimated", "usage", "completion", "cost")
        print_table(out, heads, rows, title="Main calls sent with this decision", right=right)


def changes_of(
    rec: Recorder, edit: EditRecord, count: Callable[[str], int]
) -> list[ChangedMessage]:
    """What the decision changed, read from the recorder."""
    return decision_changes(rec, edit, count)
