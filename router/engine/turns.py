"""Where a request's user messages are, as the session's scan of its messages found them.

The goal a judge and the excerpts are given comes from the first and the latest user message.
On a tool loop the latest may lie thousands of messages back; the session's scan
(`router.history.scan`) notes both as it reads new messages, so no call walks back to them.
"""

from __future__ import annotations

from dataclasses import dataclass

from router.engine.situation import goal_of
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


def user_turns(view: View) -> UserTurns:
    """The first and latest user messages of the request."""
    return UserTurns(view.found.first_user, view.found.last_turn)


def view_goal(view: View) -> str:
    """`goal_of` the request, read from its first and latest user messages only."""
    turns, messages = user_turns(view), view.job.messages
    chosen = sorted({index for index in (turns.first, turns.last) if index is not None})
    return goal_of([messages[index] for index in chosen])
