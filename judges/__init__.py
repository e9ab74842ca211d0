"""Judges: decide which compaction rung to take; build prompts and parse replies, no I/O."""
