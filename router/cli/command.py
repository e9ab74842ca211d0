"""The console script's argument parser and entry point: `demo` and `audit`."""

from __future__ import annotations

import argparse

__all__ = ["main"]


def _demo(args: argparse.Namespace) -> int:
    from router.cli.demo import WINDOW, render_table, run_demo

    print(
        f"Forced tool loop, 40 rows (~2.6k tokens) a round, {WINDOW:,}-token window, local server."
    )
    runs = run_demo(args.rounds)
    print(render_table(runs, args.rounds))
    return 0 if all(run.rounds == args.rounds for run in runs[1:]) else 1


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
    demo.set_defaults(func=_demo)
    from router.cli import audit as audit_cli

    audit_cli.register(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the console script."""
    args = build_parser().parse_args(argv)
    return int(args.func(args))
