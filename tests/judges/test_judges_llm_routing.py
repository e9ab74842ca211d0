"""LLMJudge routing: structured requests, tolerant parsing, one retry, rule fallback."""

from __future__ import annotations

import json

from judgekit import as_json, drive, prompt_text, report

from judges import LLMJudge, ModelReply, RuleJudge


def test_valid_json_gives_the_decision() -> None:
    judge = LLMJudge("gpt-4o-mini", api_base="http://127.0.0.1:1", timeout=5)
    decision, sent = drive(judge.route(report()), [as_json(rung="retain", reason="ids in use")])
    assert (decision.rung, decision.reason, decision.fallback) == ("retain", "ids in use", False)
    [request] = sent
    assert request.purpose == "routing"
    assert request.model == "gpt-4o-mini"
    params = request.params
    assert params["temperature"] == 0
    assert params["max_tokens"] == 400
    assert params["api_base"] == "http://127.0.0.1:1"
    assert params["timeout"] == 5
    schema = params["response_format"]["json_schema"]
    assert schema["strict"] is True
    assert schema["schema"]["additionalProperties"] is False
    assert set(schema["schema"]["required"]) == {"rung", "reason"}
    assert schema["schema"]["properties"]["rung"]["enum"] == [
        "nothing",
        "mask",
        "retain",
        "summarize",
        "stop",
    ]


def test_structured_output_off_sends_no_schema() -> None:
    judge = LLMJudge("ollama/qwen2.5:3b", structured_output=False)
    _, [request] = drive(judge.route(report()), [as_json(rung="mask", reason="r")])
    assert "response_format" not in request.params
    assert '"rung"' in request.messages[0]["content"]


def test_fenced_json_surrounded_by_text() -> None:
    reply = 'Sure!\n```json\n{"rung": "summarize", "reason": "chat dominates"}\n```\nDone.'
    decision, _ = drive(LLMJudge("m").route(report()), [reply])
    assert decision.rung == "summarize"
    assert not decision.fallback


def test_json_after_prose_with_braces() -> None:
    reply = 'I think {maybe} this: {"rung": "mask", "reason": "old results"} ok'
    decision, _ = drive(LLMJudge("m").route(report()), [reply])
    assert decision.rung == "mask"


def test_garbage_retries_once_with_the_error_then_falls_back() -> None:
    decision, sent = drive(LLMJudge("m").route(report()), ["{not json", "still not json"])
    assert len(sent) == 2
    retry = sent[1]
    assert retry.purpose == "routing"
    assert retry.messages[:2] == sent[0].messages
    assert retry.messages[2] == {"role": "assistant", "content": "{not json"}
    assert "no JSON object found" in retry.messages[3]["content"]
    rule = RuleJudge().decide(report())
    assert decision.fallback
    assert decision.rung == rule.rung
    assert "fallback" in decision.reason


def test_retry_can_succeed() -> None:
    decision, sent = drive(
        LLMJudge("m").route(report()), ["nope", as_json(rung="stop", reason="x")]
    )
    assert len(sent) == 2
    assert (decision.rung, decision.fallback) == ("stop", False)


def test_hallucinated_rung_is_retried_with_the_validation_error() -> None:
    bad = as_json(rung="compress", reason="I like it")
    decision, sent = drive(LLMJudge("m").route(report()), [bad, bad])
    assert "rung" in sent[1].messages[3]["content"]
    assert "'summarize'" in sent[1].messages[3]["content"]
    assert decision.fallback
    assert decision.rung == "mask"


def test_wrong_types_are_invalid() -> None:
    bad = json.dumps({"rung": ["mask"], "reason": 7})
    decision, sent = drive(LLMJudge("m").route(report()), [bad, bad])
    assert len(sent) == 2
    assert decision.fallback


def test_nothing_over_the_hard_limit_is_refused() -> None:
    over = report(tokens_total=130_000, maskable_tokens=100_000, old_tool_tokens=100_000)
    bad = as_json(rung="nothing", reason="fine")
    decision, sent = drive(LLMJudge("m").route(over), [bad, as_json(rung="mask", reason="ok")])
    assert "hard limit" in sent[1].messages[3]["content"]
    assert decision.rung == "mask"


def test_seam_error_falls_back_without_retry() -> None:
    decision, sent = drive(LLMJudge("m").route(report()), [ModelReply(None, error="429 after 5")])
    assert len(sent) == 1
    assert decision.fallback
    assert decision.rung == "mask"
    assert "429" in decision.reason


def test_empty_reply_is_retried() -> None:
    decision, sent = drive(LLMJudge("m").route(report()), [ModelReply(None), ""])
    assert sent[1].messages[2]["content"] == "(empty reply)"
    assert decision.fallback


def test_reply_a_hundred_times_too_long() -> None:
    judge = LLMJudge("m")
    long_reason = "x" * (400 * 4 * 100)
    valid_then_junk = as_json(rung="mask", reason="fine") + "junk " * 40_000
    decision, _ = drive(judge.route(report()), [valid_then_junk])
    assert (decision.rung, decision.fallback) == ("mask", False)
    huge = as_json(rung="mask", reason=long_reason)
    decision, sent = drive(judge.route(report()), [huge, huge])
    assert decision.fallback
    assert len(sent[1].messages[2]["content"]) <= 1000
    assert len(decision.reason) < 1000


def test_deeply_nested_reply_does_not_crash() -> None:
    bomb = "{" + '"a":[' * 50_000
    decision, _ = drive(LLMJudge("m").route(report()), [bomb, bomb])
    assert decision.fallback


def test_reason_is_one_bounded_line() -> None:
    reply = as_json(rung="mask", reason="line one\nline two " + "y" * 500)
    decision, _ = drive(LLMJudge("m").route(report()), [reply])
    assert "\n" not in decision.reason
    assert len(decision.reason) <= 200


def test_models_per_judgement_and_name() -> None:
    judge = LLMJudge("gpt-4o-mini", routing_model="ollama/llama3.2:3b")
    assert judge.name == "ollama/llama3.2:3b, gpt-4o-mini"
    _, [request] = drive(judge.route(report()), [as_json(rung="mask", reason="r")])
    assert request.model == "ollama/llama3.2:3b"
    assert LLMJudge("a").name == "a"


def test_default_summarizer_shares_model_and_settings() -> None:
    summarizer = LLMJudge("gpt-4o-mini", api_key="sk-test", timeout=9).default_summarizer()
    assert summarizer.name == "gpt-4o-mini"
    assert summarizer.litellm_kwargs == {"api_key": "sk-test", "timeout": 9}


def test_report_text_is_inside_the_report_block() -> None:
    _, [request] = drive(LLMJudge("m").route(report()), [as_json(rung="mask", reason="r")])
    text = prompt_text(request)
    assert "<report>" in text and "</report>" in text
    assert "maskable=68000" in text
