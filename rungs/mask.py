"""The `mask` rung: older tool results become one-line placeholders; calls and ids stay."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rungs.groups import Group, Message, group_calls, group_messages, result_keys
from rungs.text import shorten

__all__ = [
    "MaskCandidate",
    "apply_replacements",
    "is_placeholder",
    "mask_candidates",
    "placeholder_excerpts",
    "plan_mask",
    "render_placeholder",
    "short_placeholder",
    "worth_masking",
]

CountMessage = Callable[[Message], int]
SHORT_MARK = "[compaction-router: masked; "
_HEADER = "[compaction-router: result of "


@dataclass(frozen=True, slots=True)
class MaskCandidate:
    """A tool result that may be masked: where it is, what made it, how big it is."""

    index: int
    tool_call_id: str
    tool: str
    arguments: str
    tokens: int


def render_placeholder(
    tool: str, arguments: str, tokens: int, tool_call_id: str, kept: Sequence[str] = ()
) -> str:
    """The line that stands in for a masked result, followed by any excerpts kept verbatim.

    The line says what was kept (the parts of the result that match the task or the newest
    messages, or hold an unusual value) and how to get the rest: recall by tool_call_id.
    """
    header = (
        f"{_HEADER}{tool}({shorten(arguments, 80)}) masked, "
        f"{tokens} tokens cut; tool_call_id={tool_call_id}"
    )
    recall = "recall by tool_call_id for the full text"
    if not kept:
        return f"{header}; {recall}]"
    lines = "\n".join(kept)
    return f"{header}; excerpts kept below (matching the task, or unusual); {recall}]\n{lines}"


def is_placeholder(content: Any) -> bool:
    """Whether a tool result's content is a placeholder this router wrote (a client that keeps
    the compacted request as its history sends them back)."""
    return isinstance(content, str) and content.startswith((_HEADER, SHORT_MARK))


def placeholder_excerpts(content: str) -> str:
    """`content`, or only the excerpts under its header line when it is a placeholder this
    router wrote: the header names the call, which the summary's pointer lines name already."""
    return content.partition("\n")[2] if is_placeholder(content) else content


def short_placeholder(tool_call_id: str, kept: Sequence[str] = ()) -> str:
    """The one short line an old placeholder becomes (the id to recall the result by), with
    the excerpts it still keeps below it."""
    line = f"{SHORT_MARK}recall tool_call_id={tool_call_id}]"
    return "\n".join([line, *kept])


def _placeholder(candidate: MaskCandidate, kept: Sequence[str]) -> Message:
    """The tool message a candidate's placeholder (with `kept` excerpts) would be."""
    text = render_placeholder(
        candidate.tool, candidate.arguments, candidate.tokens, candidate.tool_call_id, kept
    )
    return {
        "role": "tool",
        "tool_call_id": candidate.tool_call_id.split("#", 1)[0],
        "content": text,
    }


def worth_masking(candidate: MaskCandidate, count: CountMessage) -> bool:
    """Whether masking a result frees at least half of it: its bare placeholder (the call and
    its id, no excerpts) is at most half its size. A smaller result is left as it is: masking
    it would trade what it says for a few tokens and a broken prompt cache."""
    return candidate.tokens >= 2 * count(_placeholder(candidate, ()))


def mask_candidates(
    messages: Sequence[Message],
    count: CountMessage,
    *,
    keep_last_rounds: int,
    exclude_tools: Collection[str] = (),
    skip_ids: Collection[str] = (),
    groups: Sequence[Group] | None = None,
    start: int = 0,
) -> list[MaskCandidate]:
    """Tool results older than the last `keep_last_rounds` rounds (and at or after `start`).

    Oldest first; each is named by its result key (see `result_keys`).
    """
    groups = group_messages(messages) if groups is None else groups
    tool_groups = [group for group in groups if group.kind == "tools"]
    older = tool_groups[: max(0, len(tool_groups) - keep_last_rounds)]
    keys = result_keys(messages)
    found: list[MaskCandidate] = []
    for group in older:
        if group.start < start:
            continue
        calls = group_calls(messages[group.start])
        for index in range(group.start + 1, group.end):
            call_id = str(messages[index].get("tool_call_id", ""))
            tool, arguments = calls.get(call_id, ("tool", ""))
            if tool in exclude_tools or keys[index] in skip_ids:
                continue
            candidate = MaskCandidate(index, keys[index], tool, arguments, count(messages[index]))
            if worth_masking(candidate, count):
                found.append(candidate)
    return found


def plan_mask(
    candidates: Sequence[MaskCandidate],
    count: CountMessage,
    *,
    excess: int,
    keep_ids: Collection[str] = (),
    excerpts: Mapping[str, Sequence[str]] | None = None,
) -> tuple[dict[str, str], int]:
    """Placeholders for the oldest candidates until `excess` tokens are freed; tokens freed.

    A placeholder keeps its excerpts while it stays at most half the result's size; past that
    its last excerpts are left out (recallable), so every placeholder frees at least half.
    """
    planned: dict[str, str] = {}
    freed = 0
    for candidate in candidates:
        if freed >= excess:
            break
        if candidate.tool_call_id in keep_ids:
            continue
        kept = list((excerpts or {}).get(candidate.tool_call_id, ()))
        placeholder = _placeholder(candidate, kept)
        while kept and 2 * count(placeholder) > candidate.tokens:
            kept.pop()
            placeholder = _placeholder(candidate, kept)
        saved = candidate.tokens - count(placeholder)
        if saved > 0:
            planned[candidate.tool_call_id] = str(placeholder["content"])
            freed += saved
    return planned, freed


def apply_replacements(
    messages: Sequence[Message], replacements: Mapping[str, str]
) -> list[Message]:
    """A new list in which the tool results named (by result key) carry the new text."""
    if not replacements:
        return list(messages)
    out: list[Message] = []
    for message, key in zip(messages, result_keys(messages), strict=True):
        if key and key in replacements:
            message = {**message, "content": replacements[key]}
        out.append(message)
    return out
