"""How a router compacts: the judges, every knob, and the hash that identifies them."""

from __future__ import annotations

from dataclasses import dataclass, field

from judges import Judge, RuleJudge, Summarizer

__all__ = ["Settings"]


@dataclass(frozen=True)
class Settings:
    """How a router compacts: judges, knobs and the hash that identifies them."""

    judge: Judge
    summarizer: Summarizer
    keep_last_rounds: int = 2
    exclude_tools: frozenset[str] = frozenset()
    max_result_tokens: int | None = None
    max_tool_rounds: int | None = None
    on_stop: str = "raise"
    min_savings: int = 0
    summary_keep_groups: int = 6
    keep_relevant_lines: int = 6
    max_repeats: int = 8
    config_hash: str = ""
    rule: RuleJudge = field(default_factory=RuleJudge)
