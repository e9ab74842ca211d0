"""Conversions between stored rows and record dataclasses, and canonical payload hashing."""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Iterable
from typing import Any

from recorder.backend import Row
from recorder.errors import RecorderError
from recorder.types import CallRecord, EditRecord

__all__ = [
    "call_from_row",
    "canonical_json",
    "dumps",
    "edit_from_row",
    "loads_object",
    "payload_hash",
    "readable_edits",
]

_log = logging.getLogger("recorder")


def canonical_json(value: Any) -> str:
    """Canonical JSON text: sorted keys, no spaces, UTF-8 kept as is."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def payload_hash(payload: dict[str, Any]) -> str:
    """The sha256 hex digest of a payload's canonical JSON."""
    return hashlib.sha256(canonical_json(payload).encode("utf-8")).hexdigest()


def dumps(value: Any, what: str) -> str:
    """Canonical JSON of `value`, or RecorderError naming `what` if it is not JSON-safe."""
    try:
        return canonical_json(value)
    except (TypeError, ValueError) as exc:
        raise RecorderError(f"{what} is not JSON-serialisable: {exc}") from exc


def loads_object(text: str) -> dict[str, Any]:
    """Parse stored JSON text that must hold an object."""
    value = json.loads(text)
    if not isinstance(value, dict):
        raise ValueError("expected a JSON object")
    return value


def edit_from_row(row: Row) -> EditRecord:
    """Build an EditRecord from an ``edits`` row; a RecorderError naming an unreadable row."""
    try:
        payload = loads_object(row["payload"])
    except (TypeError, ValueError) as exc:
        raise RecorderError(
            f"edit {row['id']} (session {row['session_id']!r}, anchor {row['anchor_len']}) "
            f"has an unreadable payload ({exc}): run `compaction-router audit verify` to list "
            "damaged rows, then restore the database from a backup or prune the session"
        ) from None
    return _edit(row, payload)


def readable_edits(rows: Iterable[Row], location: str) -> list[EditRecord]:
    """The edits of `rows`, leaving out (with a warning naming each) rows that cannot be read."""
    edits: list[EditRecord] = []
    for row in rows:
        try:
            edits.append(edit_from_row(row))
        except RecorderError as error:
            _log.warning("%s: %s; that decision is made afresh", location, error)
    return edits


def _edit(row: Row, payload: dict[str, Any]) -> EditRecord:
    """The EditRecord of a row whose payload was read."""
    return EditRecord(
        session_id=row["session_id"],
        anchor_len=row["anchor_len"],
        anchor_hash=row["anchor_hash"],
        rung=row["rung"],
        reason=row["reason"],
        source=row["source"],
        payload=payload,
        payload_hash=row["payload_hash"],
        tokens_before=row["tokens_before"],
        tokens_after=row["tokens_after"],
        judge_model=row["judge_model"],
        config_hash=row["config_hash"],
        cost=row["cost"],
        id=row["id"],
        created=row["created"],
    )


def call_from_row(row: Row) -> CallRecord:
    """Build a CallRecord from a ``calls`` row."""
    return CallRecord(
        fingerprint=row["fingerprint"],
        purpose=row["purpose"],
        model=row["model"],
        reply=loads_object(row["reply"]),
        session_id=row["session_id"],
        prompt_tokens=row["prompt_tokens"],
        completion_tokens=row["completion_tokens"],
        cached_tokens=row["cached_tokens"],
        cost=row["cost"],
        latency_ms=row["latency_ms"],
        attempts=row["attempts"],
        outcome=row["outcome"],
        extra=loads_object(row["extra"]),
        id=row["id"],
        created=row["created"],
    )
