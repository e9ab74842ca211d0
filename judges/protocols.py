"""What the router expects of a judge and of a summariser."""

from __future__ import annotations

from typing import Protocol

from judges.types import (
    JudgeFlow,
    RetentionDecision,
    RetentionInput,
    RouteDecision,
    SituationReport,
    Summary,
    SummaryInput,
    SummaryTargets,
)

__all__ = ["Judge", "Summarizer"]


class Summarizer(Protocol):
    """Folds older messages into one summary text, keeping the listed items verbatim."""

    name: str

    def summarize(self, inp: SummaryInput, must_keep: tuple[str, ...]) -> JudgeFlow[Summary]:
        """The flow that produces the summary."""
        ...


class Judge(Protocol):
    """Routes a request to a rung and answers the retention and summary-target questions."""

    name: str

    def route(self, report: SituationReport) -> JudgeFlow[RouteDecision]:
        """Pick a rung from the bounded situation report."""
        ...

    def retain(self, inp: RetentionInput) -> JudgeFlow[RetentionDecision]:
        """Say which candidate tool results are still needed."""
        ...

    def summary_targets(self, inp: SummaryInput) -> JudgeFlow[SummaryTargets]:
        """List the facts that must survive the summary verbatim."""
        ...

    def default_summarizer(self) -> Summarizer:
        """The summariser to use when the user names none."""
        ...
