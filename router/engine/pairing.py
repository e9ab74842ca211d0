"""Tool-call pairing of a request, checked again only where it differs from one checked before.

Each new set of earlier edits has its own rendering, which must be checked for pairing before a
request built on it leaves. A session's next rendering is mostly the one before it: the same
message objects, a few results with new text, messages appended. So the last rendering found
paired is kept in the session's memo; a new one that starts with its messages (the same
objects, or ones pairing reads alike) needs only what follows checked. Anything else is checked
in full.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import compress, count
from operator import is_not
from typing import Any

from router.history.memo import SessionMemo

__all__ = ["rendering_paired", "unpaired"]

Message = dict[str, Any]
_DIFFERENCES = 64
"""At most this many changed messages are compared one by one; more are checked in full."""


def unpaired(messages: Sequence[Any]) -> str | None:
    """What breaks tool-call pairing in `messages` (a call unanswered, a stray result), or None."""
    pending: dict[Any, int] = {}
    try:
        for index, message in enumerate(messages):
            role = message.get("role")
            if role == "tool":
                call_id = message.get("tool_call_id")
                if call_id not in pending:
                    return f"message {index} answers tool call {call_id!r}, which is not open"
                del pending[call_id]
                continue
            if pending:
                break
            if role == "assistant":
                pending = {call.get("id"): index for call in message.get("tool_calls") or ()}
    except (AttributeError, TypeError) as error:
        return f"a message or tool call is not a dict ({error})"
    if pending:
        call_id = next(iter(pending))
        return f"tool call {call_id!r} (message {pending[call_id]}) is unanswered"
    return None


@dataclass(frozen=True)
class _Paired:
    """A rendering found paired, of the request's first `covered` messages (chain link there)."""

    rendered: list[Message]
    covered: int
    link: bytes


def rendering_paired(
    memo: SessionMemo, chain: Sequence[bytes], rendered: list[Message], covered: int
) -> bool:
    """Whether `rendered`, the earlier edits' rendering of the first `covered` messages of the
    request whose hash chain is `chain`, is paired (the session's last one found paired is
    kept in its `memo`)."""
    with memo.lock:
        earlier = memo.paired
    extends = isinstance(earlier, _Paired) and _extends(earlier, chain, rendered, covered)
    if not extends and unpaired(rendered) is not None:
        return False
    link = chain[covered - 1] if covered else b""
    with memo.lock:
        memo.paired = _Paired(rendered, covered, link)
    return True


def _extends(
    earlier: _Paired, chain: Sequence[bytes], rendered: list[Message], covered: int
) -> bool:
    """Whether `rendered` is paired given that `earlier` is: it covers messages the request
    still has unchanged, starts with its messages or ones pairing reads alike, and what
    follows them is paired."""
    size = len(earlier.rendered)
    if earlier.covered > covered or size > len(rendered):
        return False
    if earlier.covered and chain[earlier.covered - 1] != earlier.link:
        return False
    differ = list(compress(count(), map(is_not, rendered, earlier.rendered)))
    if len(differ) > _DIFFERENCES:
        return False
    if not all(_alike(rendered[at], earlier.rendered[at]) for at in differ):
        return False
    return unpaired(rendered[size:]) is None


def _alike(new: Any, old: Any) -> bool:
    """Whether pairing reads `new` as it reads `old` (role, result id, call ids)."""
    if not isinstance(new, dict) or not isinstance(old, dict):
        return False
    if new.get("role") != old.get("role") or new.get("tool_call_id") != old.get("tool_call_id"):
        return False
    return _call_ids(new) == _call_ids(old)


def _call_ids(message: Message) -> list[Any] | None:
    """The ids of the message's tool calls (None when a call is not a dict)."""
    calls = message.get("tool_calls") or ()
    if not all(isinstance(call, dict) for call in calls):
        return None
    return [call.get("id") for call in calls]
