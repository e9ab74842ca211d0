"""The audit commands under their earlier import path; they live in `router.cli.audit`."""

from router.cli.audit import DEFAULT_DB, ENV_DB, main, parse_duration, parse_since, register

__all__ = ["DEFAULT_DB", "ENV_DB", "main", "parse_duration", "parse_since", "register"]
