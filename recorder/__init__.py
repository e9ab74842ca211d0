"""Recorder: SQLite store of compaction decisions, model calls and masked originals."""
