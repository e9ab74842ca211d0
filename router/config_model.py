"""`RouterConfig`: every knob of a router with its default, range and checks, the named presets
of defaults, and the config hash of the knobs that shape a decision."""

from __future__ import annotations

import hashlib
from functools import cached_property
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SkipValidation, field_validator, model_validator

from judges import ExtractiveSummarizer, Judge, LLMJudge, LLMSummarizer, RuleJudge, Summarizer
from router.config_types import (
    ModelBackend,
    RecorderStore,
    RetrySettings,
    check_backend,
    check_retry,
    comparable,
    open_recorder,
    whole_above_one,
)

__all__ = ["DECIDING", "JUDGE_METHODS", "PRESETS", "Amount", "RouterConfig"]

# The knobs that shape a decision once the budget is known; their canonical JSON, with the
# judge's and summariser's names, is the config hash recorded with every edit.
DECIDING = (
    "keep_last_rounds",
    "exclude_tools",
    "max_result_tokens",
    "max_tool_rounds",
    "on_stop",
    "min_savings",
    "summary_keep_groups",
    "keep_relevant_lines",
    "max_repeats",
    "trigger",
    "target",
    "mask_trigger",
    "mask_target",
    "mask_keep_rounds",
    "cached_input_ratio",
    "placeholder_tokens",
    "placeholder_excerpts",
    "fold_masked",
)
# Named sets of defaults; a knob passed explicitly wins over its preset's value.
PRESETS: dict[str, dict[str, Any]] = {
    "two-tier": {},
    "fill": {
        "mask_trigger": None,
        "max_result_tokens": 0.5,
        "placeholder_tokens": None,
        "placeholder_excerpts": None,
        "fold_masked": False,
    },
}
Amount = float | Literal["auto"]
JUDGE_METHODS = ("route", "retain", "summary_targets", "default_summarizer")


class RouterConfig(BaseModel):
    """How a router compacts: judges, budget fractions, rung knobs and what it is wired to."""

    model_config = ConfigDict(extra="forbid", frozen=True, arbitrary_types_allowed=True)

    context_window: int | None = Field(
        None, gt=0, description="a positive token count; leave it out to take LiteLLM's"
    )
    judge: Annotated[Judge, SkipValidation] = Field(
        default_factory=RuleJudge,
        description="a judge such as judges.LLMJudge('gpt-4o-mini') or RuleJudge(), or a model "
        "name (taken as LLMJudge(name)); RuleJudge when left out",
    )
    summarizer: Annotated[Summarizer, SkipValidation] = Field(
        default_factory=ExtractiveSummarizer,
        description="a Summarizer or a model name; the judge's default when left out",
    )
    recorder: Annotated[RecorderStore | None, SkipValidation] = Field(
        None,
        description="a recorder.Recorder(...), a SQLite path such as 'compaction.db', or a "
        "'postgresql://' URL; None keeps decisions in memory",
    )
    trigger: float = Field(
        0.8,
        gt=0,
        description="where compaction starts: a fraction (0-1] of the usable window, or tokens",
    )
    target: float = Field(
        0.5,
        gt=0,
        description="what compaction aims for: a fraction (0-1] of the usable window, or tokens",
    )
    min_savings: int = Field(0, ge=0, description="the fewest tokens an edit must free: 0 or more")
    keep_last_rounds: int = Field(
        2, ge=0, description="how many last tool rounds are never masked: 0 or more"
    )
    exclude_tools: frozenset[str] = Field(
        frozenset(), description="a list of tool names whose results are never masked"
    )
    preset: Literal["two-tier", "fill"] = Field(
        "two-tier",
        description="'two-tier' (early rule masking, judged rungs near the window) or 'fill' "
        "(no early tier: keep as much as fits)",
    )
    mask_trigger: Amount | None = Field(
        "auto",
        description="where the early tier masks older tool results without a judge: 'auto' "
        "(a batch sized by the cost model), tokens, a fraction (0-1] of the usable window, "
        "or None (off)",
    )
    mask_target: Amount = Field(
        "auto",
        description="what the early tier masks down to: 'auto' (all it may mask, or a small "
        "floor of the window), tokens, or a fraction (0-1] of the usable window",
    )
    mask_keep_rounds: int = Field(
        1, ge=0, description="how many last tool rounds the early tier never masks: 0 or more"
    )
    placeholder_tokens: Amount | None = Field(
        "auto",
        description="the tokens masked results' placeholders take in full; past it the oldest "
        "become one line with their excerpts, down to half: 'auto' (from the window and the "
        "cost model), tokens, a fraction (0-1] of the usable window, or None (no limit)",
    )
    placeholder_excerpts: Amount | None = Field(
        "auto",
        description="the tokens all placeholders' excerpts take; past it the oldest drop "
        "theirs (recallable), down to half: 'auto' (1/12 of the usable window), tokens, a "
        "fraction (0-1] of the usable window, or None (no limit)",
    )
    fold_masked: bool = Field(
        True,
        description="whether the early tier folds masked tool rounds into one message (a line "
        "per result with its excerpts) when the cost model says it pays: True or False",
    )
    cached_input_ratio: float | None = Field(
        None,
        gt=0,
        le=1,
        description="a cached input token's price over a fresh one's, (0-1]; None: from "
        "the model map",
    )
    max_result_tokens: int | float | None = Field(
        0.125,
        ge=0,
        description="the cap on one tool result, cut on arrival (the original stays "
        "recallable): tokens, a fraction (0-1] of the usable window, or 0/None (no cap)",
    )
    max_tool_rounds: int | None = Field(
        None, ge=0, description="the tool rounds allowed before stopping (None: no cap)"
    )
    on_stop: Literal["raise", "finish"] = Field(
        "raise",
        description="'raise' (ContextBudgetExceeded) or 'finish' (a last call without tools)",
    )
    completion_reserve: int = Field(
        1024,
        ge=0,
        description="the tokens kept for the answer when a call sets no max_tokens: 0 or more",
    )
    session_memory: int = Field(
        256 * 2**20,
        ge=2**20,
        description="the bytes the router keeps about its sessions (readings, edit logs, the "
        "in-memory store, token counts) before it forgets the least recently used: 1 MiB or more",
    )
    summary_keep_groups: int = Field(
        6, ge=0, description="how many last message groups a summary leaves verbatim: 0 or more"
    )
    keep_relevant_lines: int = Field(
        6, ge=0, description="how many relevant lines a masked result keeps: 0 or more"
    )
    max_repeats: int = Field(
        8, ge=0, description="how often a masking decision repeats without a judge: 0 or more"
    )
    backend: Annotated[ModelBackend | None, SkipValidation] = Field(
        None,
        description="an object with completion() and acompletion() (LiteLLM's signature), such "
        "as router.testing.ScriptedModel; LiteLLM when left out",
    )
    retry: Annotated[RetrySettings | None, SkipValidation] = Field(
        None, description="a router.RetryPolicy(attempts=..., max_seconds=...)"
    )
    encoding: str | None = Field(None, description="a tiktoken encoding name such as 'o200k_base'")

    @field_validator(
        "mask_trigger", "mask_target", "placeholder_tokens", "placeholder_excerpts", mode="before"
    )
    @classmethod
    def _positive_amount(cls, value: Any) -> Any:
        if isinstance(value, int | float) and not isinstance(value, bool) and value <= 0:
            raise ValueError("must be positive (or 'auto')")
        return whole_above_one(value)

    @field_validator("trigger", "target", "max_result_tokens", mode="before")
    @classmethod
    def _fraction_or_tokens(cls, value: Any) -> Any:
        return whole_above_one(value)

    @model_validator(mode="after")
    def _trigger_over_target(self) -> RouterConfig:
        """Compaction starts at a trigger and works down to its target: never the other way."""
        for high, low in (("trigger", "target"), ("mask_trigger", "mask_target")):
            start, goal = getattr(self, high), getattr(self, low)
            both_given = {high, low} <= self.model_fields_set  # a default target follows
            if both_given and comparable(start, goal) and start < goal:
                raise ValueError(
                    f"{high}={start:g} is below {low}={goal:g}: compaction starts at {high} and "
                    f"works down to {low}. Fix: raise {high} or lower {low} (both fractions of "
                    "the usable window, or both tokens)"
                )
        return self

    @field_validator("recorder", mode="before")
    @classmethod
    def _open_recorder(cls, value: Any) -> Any:
        return open_recorder(value)

    @field_validator("backend", mode="before")
    @classmethod
    def _callable_backend(cls, value: Any) -> Any:
        return check_backend(value)

    @field_validator("retry", mode="before")
    @classmethod
    def _retry_policy(cls, value: Any) -> Any:
        return check_retry(value)

    @model_validator(mode="before")
    @classmethod
    def _apply_preset(cls, data: Any) -> Any:
        """The preset's values for every knob not passed explicitly."""
        if not isinstance(data, dict):
            return data
        preset = PRESETS.get(data.get("preset", "two-tier"))
        return data if preset is None else {**preset, **data}

    @field_validator("exclude_tools", mode="before")
    @classmethod
    def _tool_names(cls, value: Any) -> Any:
        if isinstance(value, str):
            raise ValueError("a list of tool names is expected, not one string")
        return value

    @model_validator(mode="before")
    @classmethod
    def _choose_judges(cls, data: Any) -> Any:
        """The judge (RuleJudge if none) and the summariser (a model name, or the judge's)."""
        if not isinstance(data, dict):
            return data
        judge = data.get("judge") or RuleJudge()
        if isinstance(judge, str):
            judge = LLMJudge(judge)
        missing = [name for name in JUDGE_METHODS if not callable(getattr(judge, name, None))]
        if missing or not isinstance(getattr(judge, "name", None), str):
            raise ValueError(
                f"judge: a {type(judge).__name__} is no judge. Fix: pass a model name "
                "(judge='gpt-4o-mini' is LLMJudge('gpt-4o-mini')), judges.LLMJudge(model), "
                "or judges.RuleJudge()"
            )
        summarizer = data.get("summarizer")
        if isinstance(summarizer, str):
            summarizer = LLMSummarizer(summarizer)
        elif summarizer is None:
            summarizer = judge.default_summarizer()
        elif not callable(getattr(summarizer, "summarize", None)):
            raise ValueError("summarizer: needs a summarize() method; or pass a model name")
        return {**data, "judge": judge, "summarizer": summarizer}

    @cached_property
    def rule(self) -> RuleJudge:
        """The rule judge every failed or refused judgement falls back to."""
        return RuleJudge()

    @cached_property
    def config_hash(self) -> str:
        """A short hash of the deciding knobs and the judges' names, recorded with each edit."""
        from recorder import canonical_json  # the recorder's import cost is paid on first use

        described: dict[str, Any] = {name: getattr(self, name) for name in DECIDING}
        described["exclude_tools"] = sorted(self.exclude_tools)
        described["judge"] = self.judge.name
        described["summarizer"] = self.summarizer.name
        return hashlib.sha256(canonical_json(described).encode()).hexdigest()[:16]
