"""Fixtures for the recorder tests: a fresh database and record factories."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from recorder import CallRecord, EditRecord, Recorder, payload_hash

EditFactory = Callable[..., EditRecord]
CallFactory = Callable[..., CallRecord]


def build_edit(session_id: str = "s1", anchor_len: int = 4, **fields: Any) -> EditRecord:
    """An edit with sensible defaults; `payload_hash` is computed from `payload`."""
    payload = fields.pop("payload", {"replace": {"call_1": "[result of grep masked]"}})
    values: dict[str, Any] = {
        "anchor_hash": f"h{anchor_len}",
        "rung": "mask",
        "reason": "over trigger",
        "source": "rule",
        "tokens_before": 1000,
        "tokens_after": 400,
    }
    values.update(fields)
    return EditRecord(
        session_id=session_id,
        anchor_len=anchor_len,
        payload=payload,
        payload_hash=payload_hash(payload),
        **values,
    )


def build_call(fingerprint: str = "fp1", **fields: Any) -> CallRecord:
    """A successful routing call with a small reply."""
    values: dict[str, Any] = {
        "purpose": "routing",
        "model": "gpt-4o-mini",
        "reply": {"choices": [{"message": {"role": "assistant", "content": '{"rung":"mask"}'}}]},
        "session_id": "s1",
        "prompt_tokens": 120,
        "completion_tokens": 8,
        "cost": 0.002,
    }
    values.update(fields)
    return CallRecord(fingerprint=fingerprint, **values)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """Where the test database lives (not created yet)."""
    return tmp_path / "compaction.db"


@pytest.fixture
def rec(db_path: Path) -> Iterator[Recorder]:
    """A writable recorder on a fresh database, closed after the test."""
    with Recorder(db_path) as recorder:
        yield recorder


@pytest.fixture
def make_edit() -> EditFactory:
    """Factory for EditRecords."""
    return build_edit


@pytest.fixture
def make_call() -> CallFactory:
    """Factory for CallRecords."""
    return build_call
