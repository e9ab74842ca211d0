"""Compacting a history five times and scoring what each method kept.

The first part of a history is compacted at 10/20/30% of its tokens; each later part arrives
and the whole is compacted again (the router folds its earlier summary into the new one; a
baseline sees its own earlier output plus the new part). After each round: the share of items
stated so far whose current values are all in the request, the changes whose replaced value is
still in it, and whether the request went over the target.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from durable_lib.generate import History, Item
from router import Router
from router.reading.tokens import TokenCounter

MODEL = "gpt-4o-mini"
Message = dict[str, Any]
Method = Callable[[list[Message], int, TokenCounter], list[Message]]


@dataclass
class Score:
    """Totals over histories for one method at one share."""

    kept_first: list[float] = field(default_factory=list)
    kept_last: list[float] = field(default_factory=list)
    stale_left: int = 0
    conflicts: int = 0
    over: int = 0
    used: list[float] = field(default_factory=list)


def _text(messages: Sequence[Message]) -> str:
    return "\n".join(str(m.get("content") or "") for m in messages)


def kept(item: Item, text: str) -> bool:
    """Whether every check value of `item` is in `text`."""
    return all(value in text for value in item.check)


def stale_left(item: Item, text: str) -> bool:
    """Whether a value a later statement replaced is still in `text`."""
    return any(value in text for value in item.stale)


def run_router(history: History, share: float, counter: TokenCounter) -> list[list[Message]]:
    """The request the router sends after each part, compacting at `share` of part one."""
    size = counter.messages(history.parts[0])
    target = int(size * share)
    router = Router(MODEL, context_window=size * 8, trigger=target + 1, target=target)
    sent: list[list[Message]] = []
    so_far: list[Message] = []
    for part in history.parts:
        so_far += part
        result = router.compact(so_far, session_id=f"durable-{share}", max_tokens=200)
        sent.append(list(result.messages))
    return sent


def run_router_sent_back(
    history: History, share: float, counter: TokenCounter
) -> list[list[Message]]:
    """The router's request after each part when the client keeps that request as its history
    and sends it back with the next part, each time to a new router (a restart, another
    worker): what carries the items over is the summary in the history, not the session."""
    size = counter.messages(history.parts[0])
    target = int(size * share)
    sent: list[list[Message]] = []
    carried: list[Message] = []
    for round_, part in enumerate(history.parts):
        router = Router(MODEL, context_window=size * 8, trigger=target + 1, target=target)
        result = router.compact(carried + part, session_id=f"sent-back-{round_}", max_tokens=200)
        carried = list(result.messages)
        sent.append(carried)
    return sent


def run_baseline(
    history: History, share: float, counter: TokenCounter, method: Method
) -> list[list[Message]]:
    """A baseline's output after each part: its earlier output plus the new part, cut again."""
    target = int(counter.messages(history.parts[0]) * share)
    sent: list[list[Message]] = []
    carried: list[Message] = []
    for part in history.parts:
        carried = method(carried + part, target, counter)
        sent.append(carried)
    return sent


def last_chars(messages: list[Message], target: int, counter: TokenCounter) -> list[Message]:
    """Keep the last characters of the transcript that fit `target` tokens."""
    kept_messages: list[Message] = []
    for message in reversed(messages):
        trial = [message, *kept_messages]
        if counter.messages(trial) <= target:
            kept_messages = trial
            continue
        room = target - counter.messages(kept_messages) - 8
        text = str(message.get("content") or "")
        cut = text[-max(room * 3, 0) :] if room > 0 else ""
        if cut:
            kept_messages = [{"role": message["role"], "content": cut}, *kept_messages]
        break
    return kept_messages


def langchain_trim(messages: list[Message], target: int, counter: TokenCounter) -> list[Message]:
    """LangChain's `trim_messages(strategy="last")`, keeping the system message."""
    from langchain_core.messages import convert_to_messages, trim_messages
    from langchain_core.messages.utils import convert_to_openai_messages

    converted = convert_to_messages(messages)
    trimmed = trim_messages(
        converted,
        max_tokens=target,
        strategy="last",
        token_counter=lambda ms: counter.messages(convert_to_openai_messages(ms)),
        include_system=True,
        allow_partial=False,
    )
    out = convert_to_openai_messages(trimmed)
    return [dict(m) for m in out] if isinstance(out, list) else [dict(out)]


def score(
    history: History, sent: list[list[Message]], target: int, counter: TokenCounter, into: Score
) -> None:
    """Add one history's figures to `into`."""
    first_text = _text(sent[0])
    first_items = list(history.first_items.values())
    into.kept_first.append(sum(kept(i, first_text) for i in first_items) / max(len(first_items), 1))
    last_text = _text(sent[-1])
    items = list(history.items.values())
    into.kept_last.append(sum(kept(i, last_text) for i in items) / max(len(items), 1))
    into.stale_left += sum(stale_left(i, last_text) for i in items)
    into.conflicts += sum(bool(i.stale) for i in items)
    into.over += sum(counter.messages(messages) > target for messages in sent)
    into.used.append(counter.messages(sent[-1]) / max(target, 1))
