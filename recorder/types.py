"""Records the recorder stores: edits of a session's edit log and memoised model calls."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "CallPurpose",
    "CallRecord",
    "EditRecord",
    "EditSource",
    "PruneReport",
    "SessionInfo",
    "SqlConnection",
]

SqlConnection = Any  # sqlite3.Connection or the PostgreSQL backend's connection adapter

EditSource = str  # "judge" | "replay" | "fallback" | "rule"
CallPurpose = str  # "routing" | "retention" | "summary_targets" | "summary" | "main"


@dataclass(frozen=True)
class EditRecord:
    """One compaction decision, anchored to the conversation prefix it was made on.

    `payload` is the rendered operation (JSON-safe), e.g.
    ``{"replace": {tool_call_id: text}, "summary": {"start": 1, "end": 40, "message": {...}}}``;
    `payload_hash` is the sha256 of its canonical JSON, checked by `verify`.
    """

    session_id: str
    anchor_len: int
    anchor_hash: str
    rung: str
    reason: str
    source: EditSource
    payload: dict[str, Any]
    payload_hash: str
    tokens_before: int
    tokens_after: int
    judge_model: str | None = None
    config_hash: str = ""
    cost: float = 0.0
    id: int | None = None
    created: str | None = None


@dataclass(frozen=True)
class CallRecord:
    """One model call made through the router's seam, memoised by request fingerprint."""

    fingerprint: str
    purpose: CallPurpose
    model: str
    reply: dict[str, Any]
    session_id: str | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    cost: float | None = None
    latency_ms: float = 0.0
    attempts: int = 1
    outcome: str = "ok"
    extra: dict[str, Any] = field(default_factory=dict)
    id: int | None = None
    created: str | None = None


@dataclass(frozen=True)
class SessionInfo:
    """One session's activity as the audit sees it."""

    session_id: str
    first_seen: str
    last_seen: str
    edits: int = 0
    calls: int = 0
    tokens_saved: int = 0
    cost: float = 0.0


@dataclass(frozen=True)
class PruneReport:
    """What a prune removed, or would remove when `dry_run` is set."""

    dry_run: bool
    sessions: list[str] = field(default_factory=list)
    edits: int = 0
    calls: int = 0
    originals: int = 0
    divergences: int = 0
