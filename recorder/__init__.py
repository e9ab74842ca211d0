"""Recorder: SQLite store of compaction decisions, model calls and masked originals."""

from recorder.errors import RecorderError
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
    "SessionInfo",
    "canonical_json",
    "payload_hash",
    "redact",
    "scrub",
]
