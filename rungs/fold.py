"""Folding masked tool rounds: old calls and their placeholders become lines of one message.

Once a tool round's results are masked, what the request still carries of it is the assistant
message with its calls and one placeholder per result (a header line, then the excerpts kept).
Folded, each result is one line naming the call and its `tool_call_id` with the excerpts below
it, verbatim; text the user or the assistant said in between is kept verbatim too. The lines
join the summary message that stands in for the folded range (`rungs.summarize`).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Container, Mapping, Sequence

from rungs.groups import Group, Message, call_index, group_calls
from rungs.summarize import SUMMARY_MARK
from rungs.text import shorten

__all__ = [
    "FOLD_HEADING",
    "POINTERS_HEADING",
    "fold_lines",
    "foldable_end",
    "pointer_lines",
    "pointers_in",
    "summary_body",
]

FOLD_HEADING = "Tool calls folded here, results masked (recall by tool_call_id for the full text):"
ARGUMENT_CHARS = 80


def foldable_end(
    messages: Sequence[Message],
    groups: Sequence[Group],
    begin: int,
    last: int,
    masked: Container[int],
) -> int:
    """Where the run of foldable groups from `begin` ends (`begin` when there is none); `begin`
    is a group's start, and `groups` are in order.

    Foldable: a tool round whose results are all masked (their message indexes in `masked`),
    or a user or assistant message whose content is text. The run stops at anything else and
    before `last` (the groups from there on stay as they are).
    """
    end = begin
    for group in groups[bisect_left(groups, begin, key=lambda group: group.start) :]:
        if group.start != end or group.end > last or not _foldable(messages, group, masked):
            break
        end = group.end
    return end


def _foldable(messages: Sequence[Message], group: Group, masked: Container[int]) -> bool:
    if group.kind == "tools":
        return all(index in masked for index in range(group.start + 1, group.end))
    return all(
        messages[index].get("role") in ("user", "assistant")
        and isinstance(messages[index].get("content"), str)
        and not messages[index].get("tool_calls")
        for index in range(group.start, group.end)
    )


def fold_lines(
    messages: Sequence[Message], group_list: Sequence[Group], placeholders: Mapping[int, str]
) -> list[str]:
    """The lines that stand for `group_list`'s messages (`placeholders`: text by result index).

    A result: `- tool(arguments) tool_call_id=...` with its excerpts below as `  - ` lines;
    anything said: `role: text`, verbatim.
    """
    lines: list[str] = []
    for group in group_list:
        if group.kind != "tools":
            lines.extend(_said(messages[index]) for index in range(group.start, group.end))
            continue
        call = messages[group.start]
        if isinstance(call.get("content"), str) and call["content"].strip():
            lines.append(_said(call))
        calls = group_calls(call)
        for index in range(group.start + 1, group.end):
            call_id = str(messages[index].get("tool_call_id", ""))
            tool, arguments = calls.get(call_id, ("tool", ""))
            lines.append(f"- {tool}({shorten(arguments, ARGUMENT_CHARS)}) tool_call_id={call_id}")
            kept = placeholders.get(index, "").split("\n")[1:]
            lines.extend(f"  - {line.strip()}" for line in kept if line.strip())
    return lines


def _said(message: Message) -> str:
    return f"{message.get('role')}: {str(message.get('content') or '').strip()}"


def summary_body(content: str) -> str:
    """A summary message's text without its header line."""
    first, _, rest = content.partition("\n")
    return rest if first.startswith(SUMMARY_MARK) else content


POINTERS_HEADING = "Tool results folded here (recall by tool_call_id for the full text):"
POINTER_CHARS = 4_000
"""The characters of pointer lines naming their calls; past it, ids only, grouped by tool; past
it again, each tool's count with its first and last id."""


_CALL_LINE = re.compile(r"^\s*- ([^\s(]+)\((.*)\) tool_call_id=(\S+)(?:\s.*)?$")
_GROUP_LINE = re.compile(r"^- (\S+) ×\d+: (.+?)(?: \(in call order\))?$")
Pointer = tuple[str, str, str]
"""A folded call: its tool, its arguments (shortened) and its `tool_call_id`."""


def pointers_in(summary: str) -> list[Pointer]:
    """The calls an earlier summary names by `tool_call_id`: its pointer lines (grouped ones
    too) and the calls of its folded tool rounds, in order."""
    found: dict[str, Pointer] = {}
    grouped = False
    for line in summary.splitlines():
        grouped = grouped or line.strip() == POINTERS_HEADING
        if call := _CALL_LINE.match(line):
            found.setdefault(call[3], (call[1], call[2], call[3]))
        elif grouped and (group := _GROUP_LINE.match(line.strip())):
            for call_id in group[2].split():
                if call_id != "…":
                    found.setdefault(call_id, (group[1], "", call_id))
    return list(found.values())


def pointer_lines(
    messages: Sequence[Message], start: int, end: int, shown: str, earlier: Sequence[Pointer] = ()
) -> list[str]:
    """Lines naming every tool result in `messages[start:end]` that no line of `shown` points
    to, after the `earlier` calls an earlier summary named that it lacks: one line per
    result with its call, or, when those would pass POINTER_CHARS, one line per tool with the
    ids alone, or with its count and first and last id. A summary carries them so what it
    folds can be recalled.
    """
    calls = call_index(messages)
    pointed = {pointer[2] for pointer in pointers_in(shown)}
    missing = [pointer for pointer in earlier if pointer[2] not in pointed]
    for index in range(start, min(end, len(messages))):
        call_id = str(messages[index].get("tool_call_id") or "")
        if messages[index].get("role") == "tool" and call_id and call_id not in pointed:
            tool, arguments = calls.get(call_id, ("tool", ""))
            missing.append((tool, arguments, call_id))
    if not missing:
        return []
    lines = [f"- {tool}({shorten(args, ARGUMENT_CHARS)}) tool_call_id={cid}"
             for tool, args, cid in missing]  # fmt: skip
    if sum(len(line) + 1 for line in lines) > POINTER_CHARS:
        by_tool: dict[str, list[str]] = {}
        for tool, _, call_id in missing:
            by_tool.setdefault(tool, []).append(call_id)
        lines = [f"- {tool} ×{len(ids)}: {' '.join(ids)}" for tool, ids in by_tool.items()]
        if sum(len(line) + 1 for line in lines) > POINTER_CHARS:  # the first and last id
            lines = [f"- {tool} ×{len(ids)}: {ids[0]} … {ids[-1]} (in call order)"
                     for tool, ids in by_tool.items()]  # fmt: skip
    return [POINTERS_HEADING, *lines]
