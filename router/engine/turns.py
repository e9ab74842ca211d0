"""Where a request's user messages are, found from the session's last request when it extends.

The goal a judge and the excerpts are given comes from the first and the latest user message.
On a tool loop the latest may lie thousands of messages back; rather than walk to it on each
call, the positions found for a session's last request are kept in the session's memo with
that request's size and chain link, and a request that extends it is read from there on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from router.engine.situation import goal_of, is_turn
from router.history.view import View

__all__ = ["UserTurns", "user_turns", "view_goal"]


@dataclass(frozen=True)
class UserTurns:
    """The indexes of the first user message and the latest user turn (`is_turn`; None when
    there is none)."""

    first: int | None
    last: int | None

    def after(self, index: int) -> bool:
        """Whether a user message stands at `index` or later."""
        return self.last is not None and self.last >= index


@dataclass(frozen=True)
class _Seen:
    size: int
    link: bytes
    turns: UserTurns


def user_turns(view: View) -> UserTurns:
    """The first and latest user messages of the request, read from where the last one ended."""
    messages, chain, memo = view.job.messages, view.chain, view.memo
    with memo.lock:
        seen = memo.turns
    start, turns = 0, UserTurns(None, None)
    if (
        isinstance(seen, _Seen)
        and 0 < seen.size <= len(chain)
        and chain[seen.size - 1] == seen.link
    ):
        start, turns = seen.size, seen.turns
    turns = _read(messages, start, turns)
    if chain:
        with memo.lock:
            memo.turns = _Seen(len(chain), chain[-1], turns)
    return turns


def _read(messages: Sequence[dict[str, Any]], start: int, turns: UserTurns) -> UserTurns:
    first, last = turns.first, turns.last
    for index in range(start, len(messages)):
        if messages[index].get("role") == "user":
            first = index if first is None else first
            last = index if is_turn(messages[index]) else last
    return UserTurns(first, last)


def view_goal(view: View) -> str:
    """`goal_of` the request, read from its first and latest user messages only."""
    turns, messages = user_turns(view), view.job.messages
    chosen = sorted({index for index in (turns.first, turns.last) if index is not None})
    return goal_of([messages[index] for index in chosen])
