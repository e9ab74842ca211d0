"""A summariser backed by a LiteLLM model: a rolling summary over chunks that fit its window."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from judges.chunks import chunk_transcript
from judges.extractive import ExtractiveSummarizer
from judges.flows import Asker, Failed, ask
from judges.prompts import SUMMARY_SYSTEM, block, chat
from judges.protocols import Summarizer
from judges.replies import parse_text
from judges.text import clip, fit_tokens
from judges.types import JudgeFlow, Summary, SummaryInput

__all__ = ["DEFAULT_SUMMARY_WINDOW", "LLMSummarizer", "with_items"]

DEFAULT_SUMMARY_WINDOW = 16000
TEXT_HINT = "Reply again with only the summary text."
MIN_CHUNK_TOKENS = 200


class LLMSummarizer:
    """Folds older messages and any previous summary into one summary, chunk by chunk."""

    def __init__(
        self,
        model: str,
        *,
        max_summary_tokens: int = 1500,
        window: int | None = None,
        max_chunks: int = 6,
        fallback: Summarizer | None = None,
        **litellm_kwargs: Any,
    ) -> None:
        """Name the model; `litellm_kwargs` (api_base, api_key, timeout, ...) go to every call."""
        self.name = model
        self.model = model
        self.max_summary_tokens = max_summary_tokens
        self.window = window or DEFAULT_SUMMARY_WINDOW
        self.max_chunks = max_chunks
        self.fallback: Summarizer = fallback or ExtractiveSummarizer()
        self.litellm_kwargs = dict(litellm_kwargs)

    def asker(self) -> Asker:
        """How summary requests are made."""
        return Asker(
            "summary",
            self.model,
            self.window,
            self.max_summary_tokens,
            self.litellm_kwargs,
            structured=False,
        )

    def summarize(self, inp: SummaryInput, must_keep: tuple[str, ...]) -> JudgeFlow[Summary]:
        """Rolling summary: each chunk updates the running summary; items kept verbatim."""
        items = tuple(item for item in dict.fromkeys(must_keep) if item)
        count, asker = inp.count_tokens, self.asker()
        previous = inp.previous_summary or ""
        reserve = min(max(self.max_summary_tokens, count(previous)), self.window // 3)
        running = fit_tokens(previous, reserve, count)
        fixed = count(SUMMARY_SYSTEM) + count(_goal(inp)) + count("\n".join(items)) + 200
        budget = self.window - self.max_summary_tokens - reserve - fixed
        if budget < MIN_CHUNK_TOKENS:
            return (yield from self._fall_back(inp, items))
        chunked = chunk_transcript(inp.messages, count, budget, self.max_chunks)
        relevant = {item for item in items if item in running}
        for index, chunk in enumerate(chunked.chunks):
            relevant.update(item for item in items if item in chunk)
            shown = [item for item in items if item in relevant]
            note = _note(index, len(chunked.chunks), chunked.omitted)
            request = asker.request(_messages(inp, running, shown, chunk, note))
            parse = partial(parse_text, max_chars=self.max_summary_tokens * 6)
            result = yield from ask(request, parse, TEXT_HINT)
            if isinstance(result, Failed):
                return (yield from self._fall_back(inp, items))
            running = result
        return Summary(text=with_items(running, items), omitted_messages=chunked.omitted)

    def _fall_back(self, inp: SummaryInput, items: tuple[str, ...]) -> JudgeFlow[Summary]:
        """The fallback summariser's summary, marked as a fallback."""
        summary = yield from self.fallback.summarize(inp, items)
        return replace(summary, text=with_items(summary.text, items), fallback=True)


def with_items(text: str, items: Sequence[str]) -> str:
    """`text` followed by any item it lacks, so every item appears verbatim."""
    missing = [item for item in items if item not in text]
    if not missing:
        return text
    return text.rstrip() + "\nFacts kept verbatim:\n" + "\n".join(f"- {item}" for item in missing)


def _goal(inp: SummaryInput) -> str:
    """The goal block."""
    return block("goal", clip(inp.goal, 2000))


def _note(index: int, total: int, omitted: int) -> str:
    """Where this chunk sits, and whether older messages were left out."""
    parts = []
    if total > 1:
        later = "later parts follow" if index + 1 < total else "this is the last part"
        parts.append(f"This is part {index + 1} of {total}; {later}.")
    if omitted and index == 0:
        parts.append(f"{omitted} older messages did not fit and were left out; say so briefly.")
    return " ".join(parts)


def _messages(
    inp: SummaryInput, running: str, items: Sequence[str], chunk: str, note: str
) -> list[dict[str, Any]]:
    """The chat messages for one step of the rolling summary."""
    parts = [_goal(inp)]
    if running:
        parts.append(block("previous_summary", running))
    if items:
        parts.append(block("must_keep", "\n".join(items)))
    parts.append(block("transcript", chunk))
    ask_for = "Write the updated summary that folds the previous summary and this transcript."
    parts.append(f"{ask_for} {note}".rstrip())
    return chat(SUMMARY_SYSTEM, "\n".join(parts))
