"""The `stop` rung: the last request of a loop, asking for the best final answer."""

from __future__ import annotations

from collections.abc import Sequence

from rungs.groups import Message

__all__ = ["FINISH_INSTRUCTION", "finish_messages"]

FINISH_INSTRUCTION = (
    "The conversation has reached its context budget and tools are no longer available. "
    "Using only what you already have, give your best final answer now."
)


def finish_messages(messages: Sequence[Message]) -> list[Message]:
    """Messages ending with the instruction to answer without tools."""
    return [*messages, {"role": "user", "content": FINISH_INSTRUCTION}]
