"""Judge models: `LLMJudge` for OpenAI, Anthropic, or a local vLLM / Ollama server.

A judge picks the rung when a request crosses its budget (and, for `retain` and `summarize`,
which results are still needed and which facts must survive). Any LiteLLM model string works;
LiteLLM keywords such as `api_base` and `api_key` go to every judge call. This example prints
the usual configurations, then runs the local one against `router.testing.LocalOpenAIServer`
(standing in for vLLM): the first judgement is used (the retention judge keeps build 2, which
the user asked about; it sees each older result as an index line: tool, arguments, first
identifiers, head and tail, never the whole text); the next decision repeats it without a
judge call, as no user turn came since. Any further judge reply here is garbage, and the router
would fall back to `RuleJudge`: the user's call never fails because of the judge.
The run uses `preset="fill"` (keep as much as fits) so that the judged rungs, not the default
early tier's rule masking of older results, decide what goes when the window fills.

    python examples/judge_models.py
"""

from __future__ import annotations

import json
import re
from typing import Any

from judges import LLMJudge, LLMSummarizer
from router import Router
from router.testing import LocalOpenAIServer

CONFIGS = {
    "OpenAI (key from OPENAI_API_KEY)": 'LLMJudge("gpt-4o-mini")',
    "Anthropic (key from ANTHROPIC_API_KEY)": 'LLMJudge("anthropic/claude-haiku-4-5")',
    "local vLLM": 'LLMJudge("openai/Qwen2.5-7B-Instruct", api_base="http://127.0.0.1:8000/v1", '
    'api_key="sk-local")',
    "local Ollama": 'LLMJudge("ollama_chat/llama3.1", api_base="http://127.0.0.1:11434")',
    "one model per judgement": 'LLMJudge("gpt-4o-mini", routing_model="gpt-4o-mini", '
    'retention_model="anthropic/claude-haiku-4-5")',
    "summariser of your choice": 'Router(..., judge=LLMJudge("gpt-4o-mini"), '
    'summarizer=LLMSummarizer("anthropic/claude-haiku-4-5"))',
}
WINDOW = 12_000
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_build_log",
            "description": "Return one CI build's log.",
            "parameters": {
                "type": "object",
                "properties": {"build": {"type": "integer"}},
                "required": ["build"],
            },
        },
    }
]


def build_log(build: int) -> str:
    """About 1.1k tokens of CI log; build 2 holds the failure the user asks about."""
    lines = [
        f"build {build} step {n:02d} target //svc/{('api', 'web', 'db')[n % 3]}:test "
        f"PASSED in {(build * 7 + n) % 90}.{n}s cache-key K{build:03d}{n:02d}"
        for n in range(28)
    ]
    if build == 2:
        lines[17] = "build 2 step 17 target //svc/db:migrate FAILED error ERR-4471 lock timeout"
    return "\n".join(lines)


class LocalModels:
    """Answers the local server's requests: the agent pages builds; the judge replies JSON."""

    def __init__(self) -> None:
        self.judge_replies = 0

    def __call__(self, request: dict[str, Any]) -> Any:
        purpose = ((request.get("response_format") or {}).get("json_schema") or {}).get("name")
        if purpose is None:  # the agent's own model
            builds = sum(1 for m in request["messages"] if m.get("role") == "tool")
            return {"tool_calls": [{"name": "get_build_log", "arguments": {"build": builds}}]}
        self.judge_replies += 1
        if purpose == "routing_reply" and self.judge_replies == 1:
            return json.dumps({"rung": "retain", "reason": "the failing build is still needed"})
        if purpose == "retention_reply":
            text = request["messages"][-1]["content"]  # one index line per older result
            failing = re.search(r'id=(\S+) [^\n]*args=\{"build": 2\}', text)
            needed = [failing.group(1)] if failing else []
            return json.dumps({"needed": needed, "reason": "build 2 is the one asked about"})
        return "Sure! I think you should probably mask something."  # unusable on purpose


def main() -> None:
    print("Judge configurations (constructed here, never called):")
    for name, code in CONFIGS.items():
        print(f"- {name}: {code}")
    LLMJudge("gpt-4o-mini")  # constructing a judge needs no key and makes no call
    LLMSummarizer("anthropic/claude-haiku-4-5")

    models = LocalModels()
    with LocalOpenAIServer(window=WINDOW, default=models) as server:
        judge = LLMJudge("openai/judge-model", api_base=server.base_url, api_key="sk-local")
        # "fill": no early rule masking, so the judge decides when the window fills.
        router = Router("openai/agent-model", context_window=WINDOW, judge=judge, preset="fill")
        messages: list[dict[str, Any]] = [
            {"role": "system", "content": "You are a CI assistant."},
            {
                "role": "user",
                "content": "Build 2 failed in its migration step. Read the "
                "builds after it too, then tell me why build 2 failed; quote the error code.",
            },
        ]
        for _ in range(24):
            response = router.complete(
                messages,
                session_id="judged",
                tools=TOOLS,
                max_tokens=300,
                api_base=server.base_url,
                api_key="sk-local",
            )
            message = response.choices[0].message
            messages.append(message.model_dump(exclude_none=True))
            call = message.tool_calls[0]
            build = json.loads(call.function.arguments)["build"]
            messages.append({"role": "tool", "tool_call_id": call.id, "content": build_log(build)})

        print(f"\nLocal run: 24 rounds, window {WINDOW:,}, judge at {server.base_url}")
        for edit in router.store.load_edits("judged"):
            if edit.rung in ("mask", "retain", "summarize", "stop"):
                print(
                    f"- decision {edit.id}: {edit.rung} by {edit.source} "
                    f"({edit.tokens_before:,} -> {edit.tokens_after:,} tokens): {edit.reason}"
                )
        agent = [r for r in server.requests if not r.get("response_format")]
        holding = [n for n, r in enumerate(agent, 1) if "ERR-4471" in json.dumps(r["messages"])]
        print(
            f"ERR-4471 (build 2) was in {len(holding)} of {len(agent)} agent requests "
            f"(rounds {holding[0]}-{holding[-1]}): a retention verdict carries over to later "
            "steps, and a masked result keeps its relevant lines"
        )
        judged = [r for r in server.requests if r.get("response_format")]
        print(
            f"judge requests sent: {len(judged)}; agent requests: "
            f"{len(server.requests) - len(judged)}"
        )


if __name__ == "__main__":
    main()
