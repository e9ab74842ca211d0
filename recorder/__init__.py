"""Recorder: SQLite (or PostgreSQL) store of compaction decisions, model calls and originals."""

from recorder.backend import is_database_url, location_of
from recorder.errors import RecorderError, RecorderUnavailable
from recorder.redact import redact, scrub
from recorder.rows import canonical_json, payload_hash
from recorder.schema import SCHEMA_VERSION
from recorder.store import Recorder
from recorder.types import CallRecord, EditRecord, PruneReport, SessionInfo

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
