"""One configuration object: every knob validated with a message naming the fix."""

from __future__ import annotations

import re
import subprocess
import sys
import typing
from pathlib import Path

import pytest

from judges import LLMJudge, LLMSummarizer, RuleJudge
from recorder import Recorder, RecorderError
from router import (
    ConfigurationError,
    ContextBudgetExceeded,
    InvalidMessagesError,
    Router,
    RouterConfig,
)
from router.config import ModelBackend, RecorderStore, RetrySettings


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


# -- wrong inputs refused at construction, with what to do --------------------------------


def test_a_recorder_given_as_a_path_opens_a_recorder(tmp_path: Path) -> None:
    router = Router("gpt-4o-mini", recorder=str(tmp_path / "compaction.db"))
    assert isinstance(router.store, Recorder)
    router.compact([{"role": "user", "content": "hi"}], session_id="s")
    assert (tmp_path / "compaction.db").exists()
    path_router = Router("gpt-4o-mini", recorder=tmp_path / "other.db")
    assert isinstance(path_router.store, Recorder)


def test_a_recorder_given_as_a_postgresql_url_opens_the_postgresql_recorder() -> None:
    router = Router("gpt-4o-mini", recorder="postgresql://app@127.0.0.1:1/router")
    try:
        assert isinstance(router.store, Recorder)
        assert router.store.location.startswith("postgresql://app@127.0.0.1:1/router")
        with pytest.raises(RecorderError, match="PostgreSQL database"):
            _ = router.store.path
    finally:
        router.store.close()


@pytest.mark.parametrize("value", [42, object(), ["compaction.db"]])
def test_a_recorder_that_is_no_store_is_refused_with_what_to_pass(value: object) -> None:
    with pytest.raises(ConfigurationError, match=r"recorder=.*'compaction\.db'"):
        Router("gpt-4o-mini", recorder=value)


@pytest.mark.parametrize(
    ("knobs", "said"),
    [
        ({"trigger": 1.5}, "trigger=1.5: 1.5 is neither a fraction nor tokens"),
        ({"target": 2.25}, "target=2.25"),
        ({"trigger": 0.3, "target": 0.5}, "trigger=0.3 is below target=0.5"),
        ({"trigger": 2_000, "target": 3_000}, "trigger=2000 is below target=3000"),
        ({"mask_trigger": 0.1, "mask_target": 0.2}, "mask_trigger=0.1 is below mask_target=0.2"),
    ],
)
def test_a_trigger_that_is_no_share_or_below_its_target_is_refused(
    knobs: dict[str, float], said: str
) -> None:
    with pytest.raises(ConfigurationError, match=re.escape(said)):
        Router("gpt-4o-mini", **knobs)


def test_a_trigger_below_the_default_target_or_in_other_units_is_kept() -> None:
    router = Router("gpt-4o-mini", trigger=20_000, target=0.5)
    assert (router.trigger, router.target) == (20_000, 0.5)
    low = Router("gpt-4o-mini", context_window=100_000, trigger=0.25).budget(1000)
    assert low.target < low.trigger, "a default target follows a trigger set below it"


def test_a_judge_named_by_model_becomes_an_llm_judge() -> None:
    judge = Router("gpt-4o", judge="gpt-4o-mini").config.judge
    assert isinstance(judge, LLMJudge) and judge.name == LLMJudge("gpt-4o-mini").name
    with pytest.raises(ConfigurationError, match=r"LLMJudge\('gpt-4o-mini'\)"):
        Router("gpt-4o", judge=3.5)


def test_a_misspelt_model_is_refused_at_construction_without_importing_litellm() -> None:
    script = (
        "import sys\n"
        "from router import ConfigurationError, Router\n"
        "try:\n"
        "    Router('gpt4o-mini')\n"
        "except ConfigurationError as error:\n"
        "    print(error)\n"
        "print('litellm' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    said, imported = done.stdout.strip().splitlines()
    assert "did you mean 'gpt-4o-mini'?" in said and "context_window" in said
    assert imported == "False"


def test_a_model_the_map_knows_has_its_window_at_construction() -> None:
    assert Router("openai/gpt-4o-mini").context_window == 128_000
    with pytest.raises(ConfigurationError, match="'openai/gpt-4o-mini'"):
        Router("openai/gpt4o-mini")


def test_the_object_settings_are_typed_for_editors() -> None:
    hints = typing.get_type_hints(RouterConfig, include_extras=True)
    for name, protocol in (
        ("backend", ModelBackend),
        ("recorder", RecorderStore),
        ("retry", RetrySettings),
    ):
        assert protocol in typing.get_args(typing.get_args(hints[name])[0]), name


def test_other_libraries_messages_name_their_adapter() -> None:
    router = Router("gpt-4o-mini")
    langchain = [{"type": "human", "content": "hi", "additional_kwargs": {}}]
    with pytest.raises(InvalidMessagesError, match=r"router\.formats\.compact_langchain"):
        router.compact(langchain)
    anthropic = [
        {"role": "user", "content": "look it up"},
        {
            "role": "assistant",
            "content": [{"type": "tool_use", "id": "t1", "name": "f", "input": {}}],
        },
    ]
    with pytest.raises(InvalidMessagesError, match=r"router\.formats\.compact_anthropic"):
        router.compact(anthropic)


def test_a_budget_error_never_advises_a_smaller_reply_that_cannot_help() -> None:
    router = Router("gpt-4o-mini", context_window=20_000)
    huge = [{"role": "user", "content": "word " * 30_000}]
    with pytest.raises(ContextBudgetExceeded) as caught:
        router.compact(huge, max_tokens=12_000)
    assert "lower max_tokens" not in str(caught.value)
    assert "cannot help" in str(caught.value)
    fits_without_reply = [{"role": "user", "content": "word " * 12_000}]
    with pytest.raises(ContextBudgetExceeded, match="lower max_tokens"):
        router.compact(fits_without_reply, max_tokens=12_000)
