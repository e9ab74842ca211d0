"""Recorder: SQLite (or PostgreSQL) store of compaction decisions, model calls and originals."""

from typing import TYPE_CHECKING, Any

from recorder.backend import is_database_url, location_of
from recorder.errors import RecorderError, RecorderUnavailable
from recorder.redact import redact, scrub
from recorder.rows import canonical_json, payload_hash
from recorder.types import CallRecord, EditRecord, PruneReport, SessionInfo

if TYPE_CHECKING:
    from recorder.schema import SCHEMA_VERSION
    from recorder.store import Recorder

__all__ = [
    "SCHEMA_VERSION",
    "CallRecord",
    "EditRecord",
    "PruneReport",
    "Recorder",
    "RecorderError",
    "RecorderUnavailable",
    "SessionInfo",
    "canonical_json",
    "is_database_url",
    "location_of",
    "payload_hash",
    "redact",
    "scrub",
]


def __getattr__(name: str) -> Any:
    """`Recorder` and `SCHEMA_VERSION` load sqlite-utils on first use, so importing is cheap."""
    if name == "Recorder":
        from recorder.store import Recorder

        return Recorder
    if name == "SCHEMA_VERSION":
        from recorder.schema import SCHEMA_VERSION

        return SCHEMA_VERSION
    raise AttributeError(f"module 'recorder' has no attribute {name!r}")
