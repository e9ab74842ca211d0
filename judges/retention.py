"""The LLM retention judgement: candidates in chunks that fit the window, ids checked."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from judges.chunks import pack
from judges.flows import Asker, Failed, ask
from judges.prompts import RETENTION_SYSTEM, block, chat, render_candidate
from judges.protocols import Judge
from judges.replies import RetentionReply, parse_json
from judges.text import clip, estimate_tokens, middle_cut, one_line
from judges.types import JudgeFlow, ResultInfo, RetentionDecision, RetentionInput

__all__ = ["JSON_HINT", "retention_flow"]

JSON_HINT = "Reply again with only the JSON object described in the system message."
MAX_PER_CHUNK = 40
MAX_UNKNOWN = 50

_Parsed = tuple[list[str], list[str], str]


def retention_flow(
    asker: Asker, inp: RetentionInput, fallback: Judge
) -> JudgeFlow[RetentionDecision]:
    """Ask about each chunk of candidates; any failure gives the fallback judge's decision."""
    if not inp.candidates:
        return RetentionDecision(needed=(), reason="no candidates")
    order = {c.tool_call_id: i for i, c in reversed(list(enumerate(inp.candidates)))}
    header = _header(asker, inp)
    needed: set[str] = set()
    unknown: list[str] = []
    reasons: list[str] = []
    for chunk in _chunks(asker, inp, header):
        reply_tokens = max(asker.reply_tokens, 40 + 20 * len(chunk))
        request = asker.request(_messages(header, chunk), RetentionReply, reply_tokens)
        parse = partial(_parse, known=order, max_chars=asker.reply_chars(reply_tokens))
        result = yield from ask(request, parse, JSON_HINT)
        if isinstance(result, Failed):
            decision = yield from fallback.retain(inp)
            return replace(
                decision, reason=f"{decision.reason} [fallback: {result.error}]", fallback=True
            )
        needed.update(result[0])
        unknown += result[1]
        reasons.append(result[2])
    return _decision(needed, unknown, reasons, order)


def _header(asker: Asker, inp: RetentionInput) -> str:
    """The goal and the recent text, bounded to a quarter of the window."""
    recent_chars = max(asker.window // 4, 200) * 3
    return "\n".join(
        [
            block("goal", clip(inp.goal, 2000)),
            block("recent", middle_cut(inp.recent_text, recent_chars)),
        ]
    )


def _chunks(asker: Asker, inp: RetentionInput, header: str) -> list[tuple[ResultInfo, ...]]:
    """Candidates packed so that each request fits the judge's window."""
    count = inp.count_tokens or estimate_tokens
    fixed = count(RETENTION_SYSTEM) + count(header) + 80
    reply = max(asker.reply_tokens, 40 + 20 * MAX_PER_CHUNK)
    budget = max(asker.window - fixed - reply, 200)
    sizes = [count(render_candidate(c)) + 1 for c in inp.candidates]
    groups = pack(sizes, budget, MAX_PER_CHUNK)
    return [tuple(inp.candidates[i] for i in group) for group in groups]


def _messages(header: str, chunk: Sequence[ResultInfo]) -> list[dict[str, Any]]:
    """The chat messages asking about one chunk."""
    lines = "\n".join(render_candidate(c) for c in chunk)
    question = "Which of these older tool results are still needed? Answer with their ids."
    return chat(RETENTION_SYSTEM, f"{header}\n{block('candidates', lines)}\n{question}")


def _parse(content: str | None, known: Mapping[str, int], max_chars: int) -> _Parsed:
    """Needed ids among the candidates, ids the model invented, and its reason."""
    reply = parse_json(content, RetentionReply, max_chars)
    needed: list[str] = []
    unknown: list[str] = []
    for raw in reply.needed[: MAX_UNKNOWN * 4]:
        ident = raw.strip()
        ident = ident if ident in known else ident.removeprefix("id=")
        (needed if ident in known else unknown).append(ident)
    return needed, unknown, one_line(reply.reason, 200)


def _decision(
    needed: set[str], unknown: list[str], reasons: list[str], order: Mapping[str, int]
) -> RetentionDecision:
    """Needed ids in candidate order; unknown ids deduplicated, bounded, never kept."""
    kept = tuple(sorted(needed, key=order.__getitem__))
    strange = tuple(dict.fromkeys(clip(i, 120) for i in unknown if i not in order))[:MAX_UNKNOWN]
    reason = reasons[0] if len(reasons) == 1 else f"{len(reasons)} chunks: " + " | ".join(reasons)
    return RetentionDecision(needed=kept, unknown=strange, reason=one_line(reason, 300))
