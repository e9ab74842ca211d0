"""The LLM summary-targets judgement: one request per transcript chunk, items checked verbatim."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial

from judges.chunks import chunk_transcript
from judges.facts import extract_facts, message_sources
from judges.flows import Asker, Failed, ask
from judges.prompts import TARGETS_SYSTEM, block, chat
from judges.protocols import Judge
from judges.replies import TargetsReply, parse_json
from judges.retention import JSON_HINT
from judges.text import clip
from judges.types import JudgeFlow, SummaryInput, SummaryTargets

__all__ = ["merge_items", "targets_flow"]

TARGETS_REPLY_TOKENS = 1000
ITEM_CHARS = 300


def targets_flow(
    asker: Asker, inp: SummaryInput, fallback: Judge, *, max_chunks: int, max_targets: int
) -> JudgeFlow[SummaryTargets]:
    """Ask for the facts of each chunk, keep only those found verbatim, merge round-robin."""
    count = inp.count_tokens
    header = block("goal", clip(inp.goal, 2000))
    reply_tokens = max(asker.reply_tokens, TARGETS_REPLY_TOKENS)
    budget = asker.window - reply_tokens - count(TARGETS_SYSTEM) - count(header) - 120
    chunked = chunk_transcript(
        inp.messages, count, max(budget, 200), max_chunks, lead=inp.previous_summary
    )
    source = _source(inp)
    lists: list[Sequence[str]] = []
    for index, chunk in enumerate(chunked.chunks):
        request = asker.request(
            _messages(header, chunk, index, len(chunked.chunks)), TargetsReply, reply_tokens
        )
        parse = partial(parse_json, model=TargetsReply, max_chars=asker.reply_chars(reply_tokens))
        result = yield from ask(request, parse, JSON_HINT)
        if isinstance(result, Failed):
            targets = yield from fallback.summary_targets(inp)
            return replace(targets, fallback=True)
        lists.append(_verbatim(result.must_keep, source))
    if chunked.omitted:
        lists.append(_rule_items(inp, chunked.omitted, max_targets))
    return SummaryTargets(must_keep=merge_items(lists, max_targets))


def _messages(header: str, chunk: str, index: int, total: int) -> list[dict[str, object]]:
    """The chat messages asking about one chunk."""
    part = f" This is part {index + 1} of {total} of the older messages." if total > 1 else ""
    question = f"List what must survive a summary of this transcript verbatim.{part}"
    return chat(TARGETS_SYSTEM, f"{header}\n{block('transcript', chunk)}\n{question}")


def _source(inp: SummaryInput) -> str:
    """All the raw text the items may be copied from."""
    return "\n".join(source.text for source in message_sources(inp.messages, inp.previous_summary))


def _verbatim(items: Sequence[str], source: str) -> list[str]:
    """Items that occur in the source exactly; invented or altered ones are dropped."""
    kept: list[str] = []
    for item in items[:100]:
        text = item.strip()[:ITEM_CHARS]
        if len(text) >= 2 and text in source:
            kept.append(text)
    return kept


def _rule_items(inp: SummaryInput, omitted: int, limit: int) -> tuple[str, ...]:
    """Rule-extracted facts of the messages that did not fit any chunk."""
    left_out = message_sources(inp.messages[:omitted], inp.previous_summary)
    return extract_facts(left_out, limit=limit)


def merge_items(lists: Sequence[Sequence[str]], limit: int) -> tuple[str, ...]:
    """Round-robin merge so every chunk contributes; duplicates and contained items dropped."""
    merged: list[str] = []
    depth = max((len(items) for items in lists), default=0)
    for rank in range(depth):
        for items in lists:
            if rank < len(items):
                merged.append(items[rank])
    kept: list[str] = []
    for item in dict.fromkeys(merged):
        if len(kept) >= limit:
            break
        if not any(item in other for other in kept):
            kept.append(item)
    return tuple(kept)
