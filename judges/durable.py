"""Durable items: what must outlive any number of compactions, typed and kept as they arrive.

Messages are read in order (system prompt, user and assistant turns; tool output is not a
statement of the conversation). Each statement that gives a rule, a constraint, a decision, a
fact, the goal or state, or a preference becomes an item with a subject. A later statement of
the same subject with another value supersedes the earlier item: the earlier is dropped and
reported as superseded, and its values no later item names are *stale* (no summary may carry
them). A restatement with the same values (an assistant's echo) changes nothing. An earlier
summary's item section is read back first, so items carry over verbatim round after round.
The ledger is built statement by statement in `judges.durable_build`.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import replace
from itertools import chain
from typing import Any

from judges.durable_build import Readings, ledger_of, remembered
from judges.durable_conversation import conversation_statements
from judges.durable_ledger import PRIORITY, Ledger, kind_rank
from judges.durable_match import DurableItem, find_match
from judges.durable_section import parse_section
from judges.durable_statements import Statement, statements
from judges.durable_subjects import Subject, subject_of
from judges.summary_lines import tool_made
from judges.types import SummaryInput

__all__ = [
    "PRIORITY",
    "DurableItem",
    "Ledger",
    "Readings",
    "extract_durable",
    "input_ledger",
    "kind_rank",
    "ledger_of",
    "split_at",
]

_EARLIER = 1_000_000
_SUMMARY_LINES = ("Summary of ", "Goal: ", "[compaction-router summary", "(")


def extract_durable(
    messages: Sequence[Mapping[str, Any]],
    previous_summary: str | None = None,
    kept: Sequence[Mapping[str, Any]] = (),
    readings: Readings | None = None,
    older: Sequence[Mapping[str, Any]] = (),
) -> Ledger:
    """The ledger of `messages` (in order), starting from an earlier summary's items.

    `older` are messages stated before that summary that it did not fold (the task kept in
    front of it): their items come first, and the summary's items replace what they change.

    `kept` are the messages that stay verbatim after `messages`: what they state supersedes
    earlier items like any later statement, but their own items stay out of `items` (the
    request carries them already) and sit in `Ledger.later`. `readings`, when given, keeps
    each statement's kind and subject between calls (see `Readings`).
    """
    parsed = parse_section(previous_summary or "")
    carried = [
        DurableItem(kind, text, -_EARLIER + n, "summary", subject=_carried(kind, text, readings))
        for n, (kind, text) in enumerate(parsed)
    ]
    replaced: tuple[DurableItem, ...] = ()
    if older:
        carried, replaced = _under(ledger_of(conversation_statements(older)).items, carried)
    found = conversation_statements([*messages, *kept])
    if previous_summary:  # its other lines, as the oldest statements: later ones replace them
        shown = {text for _, text in parsed}
        found = chain(_summary_statements(previous_summary, shown), found)
    ledger = ledger_of(found, carried, readings)
    if replaced:
        ledger = replace(ledger, superseded=(*replaced, *ledger.superseded))
    return split_at(ledger, len(messages)) if kept else ledger


def split_at(ledger: Ledger, folded: int) -> Ledger:
    """`ledger` of a whole conversation as `extract_durable` gives it when only the first
    `folded` messages are folded: the items of the rest, kept verbatim, move to `later`."""
    return Ledger(
        tuple(item for item in ledger.items if item.message < folded),
        ledger.superseded,
        tuple(item for item in ledger.items if item.message >= folded),
    )


def _under(
    older: Sequence[DurableItem], summary: Sequence[DurableItem]
) -> tuple[list[DurableItem], tuple[DurableItem, ...]]:
    """The items in force once a summary's items follow `older` ones, and the older items they
    restate or change."""
    kept: list[DurableItem] = []
    replaced: list[DurableItem] = []
    for n, item in enumerate(older):
        moved = replace(item, order=-2 * _EARLIER + n, message=-2)
        changed = any(find_match(later, [moved]) is not None for later in summary)
        (replaced if changed else kept).append(moved)
    return [*kept, *summary], tuple(replaced)


def input_ledger(inp: SummaryInput) -> Ledger:
    """The ledger of a summary's input: the messages to fold after the earlier summary's
    originals when the request still carries them (they are what it was made from), else after
    the earlier summary; the kept tail's changes replace what they change."""
    ledger = inp.derived.get("ledger")
    if not isinstance(ledger, Ledger):
        if inp.earlier:
            messages = [*inp.earlier, *inp.messages]
            ledger = extract_durable(messages, None, inp.kept, inp.readings)
        else:
            summary, older = inp.previous_summary, inp.messages[: inp.older]
            messages = inp.messages[inp.older :]
            ledger = extract_durable(messages, summary, inp.kept, inp.readings, older)
        inp.derived["ledger"] = ledger
    return ledger


def _summary_statements(
    summary: str, items: Collection[str] = ()
) -> Iterator[tuple[Statement, bool, int]]:
    """The statements of an earlier summary outside its item section (`items`), as the
    oldest ones."""
    lines = [
        line.strip().removeprefix("- ")
        for line in _conversation_lines(summary)
        if not line.strip().startswith(_SUMMARY_LINES)
        and line.strip().removeprefix("- ") not in items
    ]
    for statement in statements("\n".join(lines), "summary", -_EARLIER):
        yield statement, False, -1


def _conversation_lines(summary: str) -> Iterator[str]:
    """The lines of a summary that report the conversation, not tool output (`tool_made`)."""
    for raw, tool in zip(summary.splitlines(), tool_made(summary), strict=True):
        if not tool:
            yield raw


def _carried(kind: str, text: str, readings: Readings | None) -> Subject:
    """The subject of an earlier summary's item, from `readings` when it was read before (keyed
    apart from statements: the summary's section gave its kind)."""
    key = (text, "summary item", kind, False, False)
    return remembered(readings, key, lambda: (kind, subject_of(text)))[1]
