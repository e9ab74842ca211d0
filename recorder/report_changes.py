"""What one decision changed, for the report and `audit show`: masked and truncated results with
their recorded originals, and the summary with the messages it folded; also the part of the
Recorder API the report reads (`RecorderLike`), the token estimate used when no counter is given,
and readers of stored numbers."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from recorder.report_model import ChangedMessage, ChangeKind, natural_key
from recorder.types import CallRecord, EditRecord, SessionInfo

__all__ = [
    "RecorderLike",
    "TokenCounter",
    "as_int",
    "decision_changes",
    "edit_changes",
    "estimate_tokens",
    "first_present",
    "summary_text",
]

TokenCounter = Callable[[str], int]
_FOLDED_KEYS = ("originals", "folded", "ids", "tool_call_ids")


def summary_text(payload: dict[str, Any]) -> str | None:
    """The summary message text of an edit payload, if it has one."""
    summary = payload.get("summary")
    if not isinstance(summary, dict):
        return None
    message = summary.get("message")
    content = message.get("content") if isinstance(message, dict) else summary.get("text")
    if content is None and isinstance(summary.get("append"), str):  # lines appended to the last
        content = summary["append"].lstrip("\n")
    if isinstance(content, list):
        parts = [part.get("text", "") for part in content if isinstance(part, dict)]
        content = "\n".join(str(part) for part in parts)
    return content if isinstance(content, str) else None


class RecorderLike(Protocol):
    """The part of the Recorder API the report reads."""

    def sessions(self) -> list[SessionInfo]:
        """Every session, most recently active first."""

    def load_edits(self, session_id: str) -> list[EditRecord]:
        """A session's edits."""

    def session_calls(self, session_id: str, limit: int = 50) -> list[CallRecord]:
        """A session's model calls, oldest first; `limit` <= 0 is all."""

    def get_original(self, session_id: str, tool_call_id: str) -> str | None:
        """The recorded original of a masked or truncated tool result."""


def estimate_tokens(text: str) -> int:
    """A tokenizer-free estimate (about four bytes a token) used when no counter is given."""
    return (len(text.encode("utf-8")) + 3) // 4


def first_present(extra: Mapping[str, Any], keys: Sequence[str]) -> Any:
    """The first of `keys` present (not None) in `extra`."""
    return next((extra[key] for key in keys if extra.get(key) is not None), None)


def as_int(value: Any) -> int | None:
    """An int from a stored number, or None when it is missing or not a number."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return int(value)


def edit_changes(
    recorder: RecorderLike, session_id: str, edit: EditRecord, count: TokenCounter
) -> list[ChangedMessage]:
    """Masked and truncated results (natural id order), then the summary, of one edit."""
    changes: list[ChangedMessage] = []
    kinds: tuple[tuple[str, ChangeKind], ...] = (("replace", "masked"), ("truncate", "truncated"))
    for name, kind in kinds:
        texts = edit.payload.get(name)
        if not isinstance(texts, dict):
            continue
        for key in sorted(texts, key=lambda k: natural_key(str(k))):
            original = recorder.get_original(session_id, str(key))
            sent = str(texts[key])
            changes.append(
                ChangedMessage(
                    key=str(key),
                    kind=kind,
                    original=original,
                    sent=sent,
                    original_tokens=None if original is None else count(original),
                    sent_tokens=count(sent),
                )
            )
    summary = _summary_change(recorder, session_id, edit, count)
    return changes + ([summary] if summary else [])


def decision_changes(
    recorder: RecorderLike, edit: EditRecord, count: TokenCounter | None = None
) -> list[ChangedMessage]:
    """What one decision changed, message by message in natural order: original and sent."""
    return edit_changes(recorder, edit.session_id, edit, count or estimate_tokens)


def _folded_text(recorder: RecorderLike, session_id: str, folded: Any) -> str | None:
    """The recorded originals a summary folded, when the payload names or holds them."""
    if isinstance(folded, dict):
        pairs = [(str(k), str(v)) for k, v in folded.items()]
    elif isinstance(folded, list):
        found = [(str(k), recorder.get_original(session_id, str(k))) for k in folded]
        pairs = [(k, v) for k, v in found if v is not None]
    else:
        return None
    pairs.sort(key=lambda pair: natural_key(pair[0]))
    return "\n\n".join(f"[{key}]\n{text}" for key, text in pairs) or None


def _summary_change(
    recorder: RecorderLike, session_id: str, edit: EditRecord, count: TokenCounter
) -> ChangedMessage | None:
    """The summary of an edit as one change: the folded range and the summary text."""
    summary = edit.payload.get("summary")
    sent = summary_text(edit.payload)
    if not isinstance(summary, dict) or sent is None:
        return None
    start, end = as_int(summary.get("start")), as_int(summary.get("end"))
    span = f"messages {start}–{end - 1}" if start is not None and end is not None else "messages"
    original = _folded_text(recorder, session_id, first_present(summary, _FOLDED_KEYS))
    sent_tokens = count(sent)
    if original is not None:
        return ChangedMessage(span, "summarized", original, sent, count(original), sent_tokens)
    folded_tokens = edit.tokens_before - edit.tokens_after + sent_tokens
    return ChangedMessage(span, "summarized", None, sent, folded_tokens, sent_tokens, True)
