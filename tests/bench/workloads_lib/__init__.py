"""The workloads benchmark: seeded agent workloads, compaction strategies, metrics and reports."""
