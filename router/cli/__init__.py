"""The `compaction-router` console script: `demo` and `audit`."""

from router.cli.command import main

__all__ = ["main"]
