"""One configuration object: every knob validated with a message naming the fix."""

from __future__ import annotations

import pytest

from judges import LLMJudge, LLMSummarizer, RuleJudge
from router import ConfigurationError, Router, RouterConfig


def test_a_misspelt_router_keyword_names_the_close_setting() -> None:
    with pytest.raises(
        ConfigurationError, match=r"unknown setting 'targte': did you mean 'target'"
    ):
        Router("gpt-4o-mini", targte=0.3)


@pytest.mark.parametrize(
    ("knobs", "named"),
    [
        ({"trigger": -1}, "trigger=-1"),
        ({"context_window": 0}, "context_window=0"),
        ({"on_stop": "explode"}, "on_stop='explode'"),
        ({"exclude_tools": "search"}, "list of tool names"),
        ({"keep_last_rounds": -2}, "keep_last_rounds=-2"),
        ({"judge": 3}, "judge"),
        ({"summarizer": 3}, "summarizer"),
    ],
)
def test_a_value_out_of_range_names_the_setting_and_the_fix(knobs: dict, named: str) -> None:
    with pytest.raises(ConfigurationError) as caught:
        Router("gpt-4o-mini", **knobs)
    assert named in str(caught.value)


def test_the_router_keeps_its_keywords_and_defaults() -> None:
    router = Router("gpt-4o-mini", context_window=9_000, exclude_tools=["b", "a"], trigger=0.7)
    assert router.context_window == 9_000
    assert router.config.exclude_tools == frozenset({"a", "b"})
    assert (router.trigger, router.target, router.completion_reserve) == (0.7, 0.5, 1024)
    assert isinstance(router.config.judge, RuleJudge)


def test_the_config_hash_follows_the_deciding_knobs_only() -> None:
    base = RouterConfig(context_window=9_000)
    assert RouterConfig(context_window=50_000).config_hash == base.config_hash
    assert RouterConfig(keep_last_rounds=3).config_hash != base.config_hash
    assert (
        RouterConfig(exclude_tools=["a", "b"]).config_hash
        == RouterConfig(exclude_tools=("b", "a")).config_hash
    )
    assert RouterConfig(judge=LLMJudge("m")).config_hash != base.config_hash


def test_a_summariser_named_by_model_becomes_an_llm_summariser() -> None:
    config = RouterConfig(summarizer="gpt-4o-mini")
    assert isinstance(config.summarizer, LLMSummarizer) and config.summarizer.name == "gpt-4o-mini"


def test_judges_refuse_a_misspelt_keyword_and_take_explicit_provider_options() -> None:
    with pytest.raises(TypeError, match="did you mean 'targets_model'"):
        LLMJudge("m", targets_modle="x")
    with pytest.raises(TypeError, match="provider_options"):
        LLMSummarizer("m", drop_parms=True)
    judge = LLMJudge("m", api_base="http://h", timeout=4, provider_options={"drop_params": True})
    assert judge.litellm_kwargs == {"api_base": "http://h", "timeout": 4, "drop_params": True}
    assert judge.default_summarizer().litellm_kwargs == judge.litellm_kwargs
