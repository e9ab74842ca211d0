"""Judges: decide which compaction rung to take; build prompts and parse replies, no I/O.

Every judgement is a generator (`JudgeFlow`) that yields the `ModelRequest` it wants sent and
receives a `ModelReply`; `RuleJudge` and `ExtractiveSummarizer` return without yielding.
"""

from judges.extractive import ExtractiveSummarizer
from judges.llm import LLMJudge
from judges.protocols import Judge, Summarizer
from judges.rule import RuleJudge
from judges.summarizer import LLMSummarizer
from judges.types import (
    RUNGS,
    JudgeFlow,
    ModelReply,
    ModelRequest,
    Purpose,
    ResultInfo,
    RetentionDecision,
    RetentionInput,
    RouteDecision,
    Rung,
    SituationReport,
    Summary,
    SummaryInput,
    SummaryTargets,
)

__all__ = [
    "RUNGS",
    "ExtractiveSummarizer",
    "Judge",
    "JudgeFlow",
    "LLMJudge",
    "LLMSummarizer",
    "ModelReply",
    "ModelRequest",
    "Purpose",
    "ResultInfo",
    "RetentionDecision",
    "RetentionInput",
    "RouteDecision",
    "RuleJudge",
    "Rung",
    "SituationReport",
    "Summarizer",
    "Summary",
    "SummaryInput",
    "SummaryTargets",
]
