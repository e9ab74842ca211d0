"""`python -m tests.bench.heldout [--quick] [--window N]`: survival tables for each arm, in Markdown."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from router import Router
from router.offline import configure_offline
from tests.bench.heldout.measure import measure

MODEL = "gpt-4o-mini"


class ClearToolUsesRouter:
    """LangChain's ClearToolUsesEdit behind a `compact()` like the router's, one history per session."""

    def __init__(self) -> None:
        from router.reading.tokens import TokenCounter
        from tests.bench.workloads_lib.strategies import LangChainClearToolUses

        self._strategy = LangChainClearToolUses("ClearToolUsesEdit", TokenCounter(MODEL))

    def compact(self, messages: Sequence[Any], **_: Any) -> Any:
        """What the edit would send for `messages`."""
        step = self._strategy.request(list(messages), None)  # type: ignore[arg-type]
        if step.messages is None:
            raise RuntimeError(step.error or "ClearToolUsesEdit sent nothing")
        return argparse.Namespace(messages=step.messages)


def arms(window: int) -> list[tuple[str, Callable[[], Any]]]:
    """The compared arms: router defaults, a tighter router, and ClearToolUsesEdit when installed."""
    trigger, target = min(24_000, window * 3 // 4), min(8_000, window // 4)
    found: list[tuple[str, Callable[[], Any]]] = [
        (
            f'Router("{MODEL}", context_window={window:_}) defaults',
            lambda: Router(MODEL, context_window=window),
        ),
        (
            f"Router(trigger={trigger:_}, target={target:_}, keep_last_rounds=1)",
            lambda: Router(
                MODEL, context_window=window, trigger=trigger, target=target, keep_last_rounds=1
            ),
        ),
    ]
    try:
        ClearToolUsesRouter()
    except ImportError:
        return found
    return [*found, ("LangChain ClearToolUsesEdit() defaults", ClearToolUsesRouter)]


def main(argv: Sequence[str] | None = None) -> int:
    """Print the tables."""
    parser = argparse.ArgumentParser(prog="python -m tests.bench.heldout", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="one seed and six rounds")
    parser.add_argument("--window", type=int, default=32_000, help="the context window in tokens")
    parser.add_argument(
        "--seeds", type=int, default=3, help="how many seeds (ignored with --quick)"
    )
    parser.add_argument(
        "--final-only",
        action="store_true",
        help="send only each conversation's final request (the question is there from the start)",
    )
    args = parser.parse_args(argv)
    configure_offline()
    seeds, rounds = ((1,), 6) if args.quick else (tuple(range(1, args.seeds + 1)), 8)
    how = "final request only" if args.final_only else "history grown round by round"
    print(
        f"# Held-out corpus: window {args.window:,}, seeds {list(seeds)}, {rounds} rounds, {how}\n"
    )
    for label, make in arms(args.window):
        started = time.perf_counter()
        table = measure(
            make, seeds=seeds, window=args.window, rounds=rounds, grow=not args.final_only
        )
        print(
            f"## {label}\n\nAll facts kept: {100 * table.survival():.1f}% "
            f"({time.perf_counter() - started:.0f} s)\n"
        )
        print(table.markdown("shape"), "\n")
        print(table.markdown("format"), "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
