"""Bounded pictures of a request for judges: the situation report and the retention index."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from judges.types import ResultInfo, SituationReport
from router.reading.budget import Budget
from rungs import Group, MaskCandidate, content_text, is_summary, shorten, tool_rounds
from rungs.relevance import IDENTIFIER

__all__ = ["goal_of", "identifiers", "recent_text", "result_infos", "situation_report"]

Message = dict[str, Any]
MAX_IDENTIFIERS = 40
PLACEHOLDER_TOKENS = 40


def identifiers(text: str) -> tuple[str, ...]:
    """Distinctive tokens mixing letters and digits (ids like TX-1042), first ones first."""
    seen: dict[str, None] = {}
    for match in IDENTIFIER.finditer(text):
        seen.setdefault(match.group(0), None)
        if len(seen) >= MAX_IDENTIFIERS:
            break
    return tuple(seen)


_LIST_ITEM = re.compile(r"^\s*(?:\d{1,3}[.)]|[-*•])\s+\S")


def is_turn(message: Message) -> bool:
    """Whether `message` is a user turn: a user message that is no summary this router wrote."""
    return message.get("role") == "user" and not is_summary(message)


def asks_of(text: str, short: int = 400) -> str:
    """What a user message asks: all of a short one; the question lines and list items of a
    long one ("2. Remind me of the memory limit on web-1.")."""
    if len(text) <= short:
        return text
    return " ".join(
        line.strip() for line in text.splitlines() if "?" in line or _LIST_ITEM.match(line)
    )


def goal_of(messages: Sequence[Message], limit: int = 900) -> str:
    """The task (first user message) and what the latest user turn asks, shortened (a third
    of `limit` for the task, the rest for the latest ask); a summary this router wrote that
    the client sent back is no turn of the user's (`is_turn`)."""
    users = [content_text(m.get("content")) for m in messages if m.get("role") == "user"]
    if not users:
        return ""
    asked = [content_text(m.get("content")) for m in messages if is_turn(m)]
    first, last = users[0], asks_of(asked[-1]) if asked else ""
    if len(users) == 1 or not last or last == first:
        return shorten(first, limit)
    return f"{shorten(first, limit // 3)} | latest: {shorten(last, limit - limit // 3)}"


def recent_text(messages: Sequence[Message], groups: Sequence[Group], keep: int) -> str:
    """What the newest groups say and ask for: message text and call arguments, not results."""
    parts: list[str] = []
    for message in _newest(messages, groups, keep):
        if message.get("role") != "tool":
            parts.append(content_text(message.get("content")))
        for call in message.get("tool_calls") or ():
            parts.append(str((call.get("function") or {}).get("arguments", "")))
    return shorten(" ".join(part for part in parts if part), 4000)


def _newest(messages: Sequence[Message], groups: Sequence[Group], keep: int) -> Sequence[Message]:
    """The messages of the newest `keep` groups (all of them when there are fewer, or no `keep`)."""
    return messages[groups[-keep].start if keep and len(groups) >= keep else 0 :]


def result_infos(
    messages: Sequence[Message],
    candidates: Sequence[MaskCandidate],
    groups: Sequence[Group],
    keep: int = 0,
    excerpts: Mapping[str, Sequence[str]] | None = None,
) -> list[ResultInfo]:
    """Judge-sized descriptions of mask candidates, oldest first, with their `excerpts`.

    Each lists only its distinctive identifiers: ones at most two older results hold and the
    newest results do not repeat, so a mention of one points at the result that holds it.
    """
    tool_starts = [group.start for group in groups if group.kind == "tools"]
    texts = [content_text(messages[c.index].get("content")) for c in candidates]
    found = [identifiers(text) for text in texts]
    holders: dict[str, int] = {}
    for ids in found:
        for identifier in ids:
            holders[identifier] = holders.get(identifier, 0) + 1
    newest = _newest(messages, groups, keep) if keep else ()
    recent = " ".join(content_text(m.get("content")) for m in newest if m.get("role") == "tool")
    infos: list[ResultInfo] = []
    for candidate, text, ids in zip(candidates, texts, found, strict=True):
        distinctive = tuple(i for i in ids if holders[i] <= 2 and i not in recent)
        infos.append(
            ResultInfo(
                tool_call_id=candidate.tool_call_id,
                tool=candidate.tool,
                arguments=shorten(candidate.arguments, 160),
                tokens=candidate.tokens,
                age_rounds=sum(1 for start in tool_starts if start > candidate.index),
                preview=shorten(text, 240),
                identifiers=distinctive,
                excerpts=tuple((excerpts or {}).get(candidate.tool_call_id, ())),
            )
        )
    return infos


def _tokens_by_kind(
    messages: Sequence[Message], counts: Sequence[int], summary_at: int | None
) -> dict[str, int]:
    kinds = {"system": 0, "user": 0, "assistant": 0, "tool_results": 0, "summary": 0}
    for index, (message, tokens) in enumerate(zip(messages, counts, strict=True)):
        role = message.get("role")
        if index == summary_at:
            kinds["summary"] += tokens
        elif role in ("system", "developer"):
            kinds["system"] += tokens
        elif role == "tool":
            kinds["tool_results"] += tokens
        else:
            kinds[str(role)] = kinds.get(str(role), 0) + tokens
    return kinds


def referenced(infos: Sequence[ResultInfo], recent: str, goal: str) -> tuple[str, ...]:
    """Ids of older results holding identifiers that recent messages or the goal mention."""
    haystack = f"{recent}\n{goal}"
    return tuple(
        info.tool_call_id
        for info in infos
        if any(identifier in haystack for identifier in info.identifiers)
    )


def situation_report(
    *,
    messages: Sequence[Message],
    counts: Sequence[int],
    groups: Sequence[Group],
    infos: Sequence[ResultInfo],
    recent: str,
    goal: str,
    tokens: int,
    budget: Budget,
    max_tool_rounds: int | None,
    summary_at: int | None,
) -> SituationReport:
    """The bounded report the routing judge decides on."""
    kinds = _tokens_by_kind(messages, counts, summary_at)
    old_tool = sum(info.tokens for info in infos)
    since_user = (at for at, group in enumerate(reversed(groups)) if group.kind == "user")
    rounds_since_user = next(since_user, len(groups))
    largest = sorted(infos, key=lambda info: info.tokens, reverse=True)[:8]
    return SituationReport(
        tokens_total=tokens,
        hard_limit=budget.hard_limit,
        trigger=budget.trigger,
        target=budget.target,
        tokens_by_kind=kinds,
        old_tool_tokens=old_tool,
        recent_tool_tokens=max(0, kinds["tool_results"] - old_tool),
        maskable_tokens=sum(max(0, info.tokens - PLACEHOLDER_TOKENS) for info in infos),
        rounds_since_user=rounds_since_user,
        tool_rounds=tool_rounds(groups),
        max_tool_rounds=max_tool_rounds,
        largest_results=tuple(largest),
        referenced_results=referenced(infos, recent, goal)[:50],
        goal=goal,
        has_summary=summary_at is not None,
    )
