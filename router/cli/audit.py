"""The ``compaction-router audit`` commands: read the recorder's decisions, calls and totals."""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from recorder import Recorder, RecorderError, is_database_url, location_of
from router.cli import audit_commands as more
from router.cli.tables import inert, inert_json

__all__ = ["DEFAULT_DB", "ENV_DB", "main", "parse_duration", "parse_since", "register"]

ENV_DB = "COMPACTION_ROUTER_DB"
DEFAULT_DB = "compaction.db"
_PROG = "compaction-router audit"
_UNITS = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days", "w": "weeks"}
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhdw])\s*$")

Handler = Callable[[argparse.Namespace], int]


def parse_duration(text: str) -> timedelta:
    """Parse ``30s``, ``30m``, ``12h``, ``1d`` or ``2w`` into a timedelta."""
    match = _DURATION.match(text)
    if match is None:
        raise argparse.ArgumentTypeError(f"not a duration like 30m, 12h, 1d or 2w: {text!r}")
    try:
        return timedelta(**{_UNITS[match.group(2)]: float(match.group(1))})
    except OverflowError:
        raise argparse.ArgumentTypeError(
            f"duration too long: {text!r} (at most about 2,700 years, e.g. 36500d)"
        ) from None


def parse_since(text: str) -> datetime:
    """Parse a duration back from now (``1d``) or an ISO 8601 time (naive means UTC)."""
    if _DURATION.match(text):
        try:
            return datetime.now(UTC) - parse_duration(text)
        except OverflowError:
            raise argparse.ArgumentTypeError(
                f"{text!r} reaches back before the year 1: give a shorter duration"
            ) from None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"not a duration (1d, 12h, 30m) or ISO time: {text!r}"
        ) from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _db_target(args: argparse.Namespace) -> str | Path:
    """The database: ``--db``, then ``$COMPACTION_ROUTER_DB``, then ``./compaction.db``.

    A PostgreSQL URL (or libpq conninfo) is returned as given; a file path made absolute.
    """
    given = getattr(args, "db", None) or os.environ.get(ENV_DB) or DEFAULT_DB
    return given if is_database_url(given) else Path(given).expanduser().absolute()


def _wants_json(args: argparse.Namespace) -> bool:
    """Whether ``--json`` was given."""
    return bool(getattr(args, "json", False))


def _emit_json(value: Any) -> None:
    """Print a JSON document."""
    print(inert_json(value))


def _guard(handler: Callable[[argparse.Namespace, Recorder], int], readonly: bool) -> Handler:
    """Open the database for `handler`; report a recorder error on one line with status 2."""

    def run(args: argparse.Namespace) -> int:
        target = _db_target(args)
        ro = readonly or bool(getattr(args, "dry_run", False))
        try:
            if isinstance(target, Path) and not target.exists():
                raise RecorderError(f"no compaction-router database at {target}")
            with Recorder(target, readonly=ro) as rec:
                return handler(args, rec)
        except RecorderError as exc:
            print(f"{_PROG}: error: {inert(exc)}", file=sys.stderr)
            return 2
        except BrokenPipeError:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1

    return run


def _cmd_verify(args: argparse.Namespace, rec: Recorder) -> int:
    """Check integrity and payload hashes; status 1 on any problem."""
    problems = rec.verify()
    if _wants_json(args):
        _emit_json({"ok": not problems, "path": rec.location, "problems": problems})
    elif problems:
        print(inert(f"{len(problems)} problem(s) in {rec.location}:\n"))
        print("\n".join(f"- {inert(problem)}" for problem in problems))
    else:
        where = inert(rec.location)
        print(f"OK: {where} passed the integrity check and every payload hash matches.")
    return 1 if problems else 0


def _cmd_export(args: argparse.Namespace, rec: Recorder) -> int:
    """Print every table as JSON."""
    _emit_json({"path": rec.location, **rec.export()})
    return 0


def _prune_checked(args: argparse.Namespace) -> int:
    """Refuse a prune with no criterion before opening the database."""
    if args.older_than is None and args.keep is None:
        print(f"{_PROG} prune: error: give --older-than, --keep or both", file=sys.stderr)
        return 2
    if args.keep is not None and args.keep < 0:
        print(f"{_PROG} prune: error: --keep must be zero or more", file=sys.stderr)
        return 2
    return _guard(more.cmd_prune, readonly=False)(args)


def _cmd_path(args: argparse.Namespace) -> int:
    """Print the database path."""
    target = _db_target(args)
    if _wants_json(args):
        where: dict[str, Any] = {"path": location_of(target)}
        if isinstance(target, Path):
            where["exists"] = target.exists()
        _emit_json(where)
    else:
        print(inert(location_of(target)))
    return 0


def _common(parser: argparse.ArgumentParser) -> None:
    """Add ``--db`` and ``--json`` (suppressed defaults, so either level may carry them)."""
    parser.add_argument(
        "--db",
        default=argparse.SUPPRESS,
        help=f"file path or postgresql:// URL (default: ${ENV_DB}, then ./{DEFAULT_DB})",
    )
    parser.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help="print JSON")


def _list_options(parser: argparse.ArgumentParser) -> None:
    """Add the filters of ``audit list``."""
    parser.add_argument("--session", default=argparse.SUPPRESS, help="only this session")
    parser.add_argument("--rung", default=argparse.SUPPRESS, help="only this rung")
    parser.add_argument(
        "--since",
        type=parse_since,
        default=argparse.SUPPRESS,
        help="only decisions since 1d, 12h, 30m or an ISO time",
    )
    parser.add_argument(
        "-n",
        dest="limit",
        type=int,
        default=argparse.SUPPRESS,
        help="how many decisions (default 50, 0 for all)",
    )
    parser.add_argument(
        "--all",
        action="store_true",
        default=argparse.SUPPRESS,
        help="also list calibrate rows (estimate corrections, no tokens cut)",
    )


def _add(sub: Any, name: str, handler: Handler, help_text: str) -> argparse.ArgumentParser:
    """Add one audit command with the common options and its handler."""
    parser: argparse.ArgumentParser = sub.add_parser(name, help=help_text, description=help_text)
    _common(parser)
    parser.set_defaults(func=handler)
    return parser


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add the ``audit`` command and its subcommands to the console script's parser."""
    audit = subparsers.add_parser(
        "audit",
        help="inspect recorded compaction decisions",
        description="Inspect the recorder: decisions, sessions, totals, integrity.",
    )
    _common(audit)
    _list_options(audit)
    audit.set_defaults(func=_guard(more.cmd_list, readonly=True))
    sub = audit.add_subparsers(title="commands", metavar="COMMAND")
    _list_options(_add(sub, "list", _guard(more.cmd_list, True), "list recent decisions"))
    show = _add(sub, "show", _guard(more.cmd_show, True), "what a decision cut, side by side")
    show.add_argument("decision_id", type=int, nargs="?", help="decision id (from audit list)")
    show.add_argument("--call", type=int, help="the decision a call was sent with (audit calls)")
    show.add_argument("--full", action="store_true", help="whole texts, not excerpts")
    calls = _add(sub, "calls", _guard(more.cmd_calls, True), "log of main and judge calls")
    calls.add_argument("--session", help="only this session")
    calls.add_argument("--purpose", help="main, judge, or one judge purpose (routing, summary…)")
    calls.add_argument("-n", dest="limit", type=int, default=50, help="how many (0 for all)")
    report = _add(sub, "report", _guard(more.cmd_report, True), "write an HTML report")
    report.add_argument("-o", "--output", metavar="FILE", help="the HTML file to write")
    report.add_argument(
        "--html", nargs="?", const="", metavar="FILE", help="HTML (the only format); or its file"
    )
    report.add_argument("--session", help="only this session")
    _add(sub, "sessions", _guard(more.cmd_sessions, True), "list sessions")
    _add(sub, "stats", _guard(more.cmd_stats, True), "totals: rungs, tokens saved, cost")
    _add(sub, "verify", _guard(_cmd_verify, True), "check integrity and payload hashes")
    _add(sub, "export", _guard(_cmd_export, True), "print every table as JSON")
    prune = _add(sub, "prune", _prune_checked, "delete old sessions")
    prune.add_argument("--older-than", type=parse_duration, help="idle longer than, e.g. 30d")
    prune.add_argument("--keep", type=int, help="always keep the N most recent sessions")
    prune.add_argument("--dry-run", action="store_true", help="show what would go")
    prune.add_argument(
        "--include-active",
        action="store_true",
        help="also delete sessions active in the last hour (kept by default)",
    )
    _add(sub, "path", _cmd_path, "print the database path")


def main(argv: list[str] | None = None) -> int:
    """Run ``audit`` with `argv` (without the word ``audit``); return the exit status."""
    parser = argparse.ArgumentParser(prog="compaction-router")
    register(parser.add_subparsers(dest="command"))
    try:
        args = parser.parse_args(["audit", *(sys.argv[1:] if argv is None else argv)])
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 2
    handler: Handler = args.func
    return handler(args)


if __name__ == "__main__":
    sys.exit(main())
