"""The console script's argument parser and entry point: `demo` and `audit`."""

from __future__ import annotations

import argparse
from pathlib import Path

__all__ = ["main"]


def _demo(args: argparse.Namespace) -> int:
    from router.cli.demo import ROUTER_ARMS, WINDOW, render_table, run_demo

    print(
        "An order-audit agent pages through orders, 40 rows (~2.6k tokens) a round; every tenth "
        f"page holds a disputed order the report needs. {WINDOW:,}-token window, local server."
    )
    db = Path(args.db).expanduser().absolute() if args.db else None
    runs = run_demo(args.rounds, db=db)
    print(render_table(runs, args.rounds))
    if db is not None:
        sessions = " and ".join(session for _, session, _ in ROUTER_ARMS)
        print(f"\nThe router's decisions are recorded in {db} (sessions {sessions}). Try:")
        shown = _first_cut(db, ROUTER_ARMS[0][1])
        commands = ("list", "calls --session demo-defaults", f"show {shown}", "report -o demo.html")
        for command in commands:
            print(f"  compaction-router audit {command} --db {db}")
    routed = runs[-len(ROUTER_ARMS) :]
    return 0 if all(run.rounds == args.rounds for run in routed) else 1


def _first_cut(db: Path, session: str) -> int:
    """The id of the session's first decision that changed a message (1 when there is none)."""
    from recorder import Recorder

    with Recorder(db, readonly=True) as rec:
        cuts = [e.id for e in rec.load_edits(session) if e.rung not in ("nothing", "calibrate")]
    return next((cut for cut in cuts if cut is not None), 1)


def _version() -> str:
    """The installed package's version."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("compaction-router")
    except PackageNotFoundError:
        return "unknown (not installed)"


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the console script."""
    parser = argparse.ArgumentParser(prog="compaction-router", description=__doc__)
    parser.add_argument(
        "--version", action="version", version=f"%(prog)s {_version()}", help="print the version"
    )
    commands = parser.add_subparsers(dest="command", required=True)
    demo = commands.add_parser(
        "demo", help="reproduce the 400 context_length_exceeded offline, then avoid it"
    )
    demo.add_argument("--rounds", type=int, default=200, help="tool rounds to run (default 200)")
    demo.add_argument(
        "--db",
        metavar="PATH",
        help="record the router's decisions and calls in this SQLite file, for `audit --db PATH`",
    )
    demo.set_defaults(func=_demo)
    from router.cli import audit as audit_cli

    audit_cli.register(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the console script."""
    args = build_parser().parse_args(argv)
    return int(args.func(args))
