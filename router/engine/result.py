"""What a compaction returns to the caller."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from recorder.types import EditRecord

__all__ = ["CompactResult", "RungName"]

Message = dict[str, Any]
RungName = Literal["nothing", "mask", "retain", "summarize", "stop"]


@dataclass(frozen=True)
class CompactResult:
    """A compacted request, ready to send, and what was done to it."""

    messages: list[Message]
    rung: RungName
    tokens_before: int
    tokens_after: int
    replayed: bool
    reason: str = ""
    source: str = ""
    drop_tools: bool = False
    decision_id: int | None = None
    judge_calls: int = 0
    truncated: tuple[str, ...] = ()
    tried: tuple[str, ...] = ()
    recorded: bool = True
    """False when the store was unavailable: the decision was applied but is not written yet."""
    unwritten: tuple[EditRecord, ...] = ()
    """The session's decisions not written yet (written before the store's next write)."""
