"""One Router for any provider LiteLLM speaks: the model string picks the provider.

`Router.complete()` calls `litellm.completion`, so the same code serves OpenAI, Anthropic,
Gemini, Bedrock, Mistral, a vLLM or Ollama server, or any OpenAI-compatible endpoint. The
window comes from LiteLLM's bundled model info (offline); models it does not know take
`context_window=`. Every keyword LiteLLM takes (`api_base`, `api_key`, `timeout`, ...) passes
through. This example calls no provider: the loop runs against a local OpenAI-compatible
server (`router.testing.LocalOpenAIServer`) with a fake key.

    python examples/litellm_any_provider.py
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from router import ConfigurationError, Router
from router.testing import LocalOpenAIServer

PROVIDERS = (
    ("OpenAI", "gpt-4o-mini"),
    ("Anthropic", "anthropic/claude-haiku-4-5"),
    ("Gemini", "gemini/gemini-2.5-flash"),
    ("Bedrock", "bedrock/anthropic.claude-3-5-sonnet-20240620-v1:0"),
    ("Mistral", "mistral/mistral-small-latest"),
    ("Azure OpenAI", "azure/gpt-4o-mini"),
    ("Ollama", "ollama_chat/llama3.1"),
)
LOCAL_MODEL = "openai/Qwen2.5-7B-Instruct"  # "openai/<name>" + api_base: any compatible server
WINDOW = 16_000
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "search_tickets",
            "description": "Search the support tickets; one page per call.",
            "parameters": {
                "type": "object",
                "properties": {"page": {"type": "integer"}},
                "required": ["page"],
            },
        },
    }
]


def tickets(page: int) -> str:
    """One page of tickets, about 1.2k tokens."""
    return "\n".join(
        f"ticket T-{page * 25 + n:05d} | product {('router', 'recorder', 'cli')[n % 3]} | "
        f"priority P{n % 4} | opened 2026-02-{n % 28 + 1:02d} | subject: timeout after "
        f"{(page + n) * 13 % 600} s on request R{page:02d}{n:02d}"
        for n in range(25)
    )


def scripted(request: dict[str, Any]) -> dict[str, Any]:
    """The local server's model: page through the tickets."""
    pages = sum(1 for m in request["messages"] if m.get("role") == "tool")
    return {"tool_calls": [{"name": "search_tickets", "arguments": {"page": pages}}]}


def show_windows() -> None:
    print("| provider | LiteLLM model string | context window |")
    print("|---|---|---|")
    for provider, model in PROVIDERS:
        try:
            window = f"{Router(model).context_window:,}"
        except ConfigurationError:
            window = "unknown to LiteLLM: pass context_window=..."
        print(f"| {provider} | `{model}` | {window} |")


def run_loop(router: Router, api_base: str, rounds: int) -> tuple[int, int]:
    """A tool loop through `router.complete`; returns (rounds, largest prompt tokens)."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are a support analyst."},
        {"role": "user", "content": "Find every ticket about request timeouts over 500 s."},
    ]
    largest = 0
    for _ in range(rounds):
        response = router.complete(
            messages,
            session_id="any-provider",
            tools=TOOLS,
            max_tokens=400,
            api_base=api_base,
            api_key="sk-local",
        )
        largest = max(largest, response.usage.prompt_tokens)
        message = response.choices[0].message
        call = message.tool_calls[0]
        messages.append(message.model_dump(exclude_none=True))
        page = json.loads(call.function.arguments)["page"]
        messages.append({"role": "tool", "tool_call_id": call.id, "content": tickets(page)})
    return rounds, largest


async def one_async_call(router: Router, api_base: str) -> int:
    """`acomplete` is the async twin of `complete`."""
    response = await router.acomplete(
        [{"role": "user", "content": "Which product has the most P0 tickets?"}],
        session_id="any-provider-async",
        api_base=api_base,
        api_key="sk-local",
    )
    return int(response.usage.prompt_tokens)


def main() -> None:
    show_windows()
    with LocalOpenAIServer(window=WINDOW, default=scripted) as server:
        router = Router(LOCAL_MODEL, context_window=WINDOW)  # LiteLLM does not know this one
        rounds, largest = run_loop(router, server.base_url, rounds=30)
        print(
            f"\n{LOCAL_MODEL} at {server.base_url}: {rounds} rounds through LiteLLM, largest "
            f"prompt {largest:,} tokens, window {WINDOW:,}"
        )
        tokens = asyncio.run(one_async_call(router, server.base_url))
        print(f"acomplete: one async call, {tokens} prompt tokens")
        models = {request["model"] for request in server.requests}
        print(f"the server saw model names {sorted(models)} and {len(server.requests)} requests")


if __name__ == "__main__":
    main()
