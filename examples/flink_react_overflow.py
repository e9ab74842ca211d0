"""Seed agent 1 in Flink Agents: the forced tool loop of the proposal, in the local runner.

One input event, one tool returning 40 rows (~2.6k tokens), `tool_choice="required"` and
`max_tokens=1500`: the built-in chat action's loop re-sends every earlier result each round.
The provider is `router.testing.LocalOpenAIServer`, which answers OpenAI's exact 400 past a
128k window, reached through Flink Agents' own `OpenAIChatModelConnection`. Two runs of the
same agent in `LocalExecutionEnvironment`:

1. the OpenAI setup as the proposal ran it: the job fails with `context_length_exceeded`;
2. `CompactingChatModelSetup` on the same connection with the proposal's options
   (`chat.tool-results.keep-last-rounds`, `chat.tool-results.max-chars`,
   `chat.max-tool-rounds: 200` with `on-limit: finish`): 200 tool rounds, then one last call
   without tools gives the final answer; every request fits.

Needs the `[flink]` extra (`bash .ci/flink_env` makes its environment):

    python examples/flink_react_overflow.py [--rounds 200]
"""

from __future__ import annotations

import argparse
import logging
import os
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from flink_agents.api.agents.agent import Agent
from flink_agents.api.chat_message import ChatMessage, MessageRole
from flink_agents.api.decorators import action, tool
from flink_agents.api.events.chat_event import ChatRequestEvent, ChatResponseEvent
from flink_agents.api.events.event import Event, InputEvent, OutputEvent
from flink_agents.api.execution_environment import AgentsExecutionEnvironment
from flink_agents.api.resource import ResourceDescriptor, ResourceName, ResourceType
from flink_agents.api.runner_context import RunnerContext

from router.cli.demo import order_rows
from router.integrations.flink_agents import CompactingChatModelSetup, session_args
from router.testing import LocalOpenAIServer

# The local runner logs every event in full, and the provider's 400 as a traceback: quiet.
logging.getLogger("flink_agents").setLevel(logging.CRITICAL)
logging.getLogger("httpx").setLevel(logging.WARNING)

MODEL = "gpt-4o-mini"
WINDOW = 128_000
CALL_ARGS = {"max_tokens": 1500, "tool_choice": "required"}


class OverflowReActAgent(Agent):
    """Pages through orders with the one tool until the model gives a final answer."""

    @tool
    @staticmethod
    def query_orders(page: int) -> str:
        """Return one page of 40 order rows.

        Parameters
        ----------
        page : int
            The page to read, from 0.
        """
        return order_rows(page)

    @action(InputEvent.EVENT_TYPE)
    @staticmethod
    def start(event: Event, ctx: RunnerContext) -> None:
        """Ask the model to audit every page; the session is the event's key."""
        task = str(InputEvent.from_event(event).input)
        messages = [
            ChatMessage(role=MessageRole.SYSTEM, content="You are an order-audit agent."),
            ChatMessage(role=MessageRole.USER, content=task),
        ]
        ctx.send_event(
            ChatRequestEvent(model="chat", messages=messages, prompt_args=session_args(ctx.key))
        )

    @action(ChatResponseEvent.EVENT_TYPE)
    @staticmethod
    def answer(event: Event, ctx: RunnerContext) -> None:
        """The final answer is the output."""
        ctx.send_event(OutputEvent(output=ChatResponseEvent.from_event(event).response.content))


def scripted_model(request: dict[str, Any]) -> dict[str, Any]:
    """Calls the tool while it is given tools (as `tool_choice="required"` forces)."""
    if not request.get("tools"):
        return {"content": "Final answer: audited the pages I read; no anomalies found."}
    page = sum(1 for m in request["messages"] if m.get("role") == "tool")
    return {"tool_calls": [{"name": "query_orders", "arguments": {"page": page}}]}


def run(server: LocalOpenAIServer, setup: ResourceDescriptor) -> dict[str, Any]:
    """One job in the local runner; what it ended with and what the provider saw."""
    seen = len(server.requests)
    agent = OverflowReActAgent()
    agent.add_resource(
        "provider",
        ResourceType.CHAT_MODEL_CONNECTION,
        ResourceDescriptor(
            clazz=ResourceName.ChatModel.OPENAI_COMPLETIONS_CONNECTION,
            api_base_url=server.base_url,
            api_key="sk-local",
            max_retries=0,
        ),
    )
    agent.add_resource("chat", ResourceType.CHAT_MODEL, setup)
    env = AgentsExecutionEnvironment.get_execution_environment()
    out = env.from_list([{"key": "orders-audit", "value": "Audit every page of orders."}])
    out.apply(agent)
    ended = "final answer"
    try:
        env.execute()
    except Exception as error:  # the job fails as Flink's would: the provider's 400
        ended = f"FAILED: {type(error).__name__}: {error}"
    requests = server.requests[seen:]
    answered = [r for r in requests if r.requested_tokens <= server.window]
    tokens = [r.prompt_tokens for r in answered]
    return {
        "calls": len(answered),
        "rounds": sum(1 for r in answered if r.get("tools")),
        "largest": max(tokens, default=0),
        "input": sum(tokens),
        "ended": ended,
        "output": out.to_list(),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=200)
    rounds = parser.parse_args().rounds
    options = {
        "chat.tool-results.keep-last-rounds": 1,
        "chat.tool-results.max-chars": 16_000,
        "chat.max-tool-rounds": rounds,
        "chat.max-tool-rounds.on-limit": "finish",
        "chat.compaction.trigger": 24_000,
        "chat.compaction.target": 8_000,
        "chat.context-window": WINDOW,
    }
    with LocalOpenAIServer(window=WINDOW, default=scripted_model, model=MODEL) as server:
        plain = run(
            server,
            ResourceDescriptor(
                clazz=ResourceName.ChatModel.OPENAI_COMPLETIONS_SETUP,
                connection="provider",
                model=MODEL,
                tools=["query_orders"],
                max_tokens=CALL_ARGS["max_tokens"],
                additional_kwargs={"tool_choice": "required"},
            ),
        )
        routed = run(
            server,
            ResourceDescriptor(
                clazz=f"{CompactingChatModelSetup.__module__}.CompactingChatModelSetup",
                connection="provider",
                model=MODEL,
                tools=["query_orders"],
                model_args=CALL_ARGS,
                **options,
            ),
        )
    print(
        f"1. OpenAIChatModelSetup (as the proposal ran it): failed in round "
        f"{plain['rounds'] + 1} after {plain['rounds']} tool rounds, largest request "
        f"{plain['largest']:,} tokens (window {WINDOW:,})\n   {plain['ended'][:300]}"
    )
    print(
        f"2. CompactingChatModelSetup: {routed['rounds']} tool rounds, {routed['calls']} calls, "
        f"ended with {routed['ended']}; largest request {routed['largest']:,} tokens "
        f"(window {WINDOW:,}); input tokens {routed['input']:,}, "
        f"{routed['input'] // max(routed['calls'], 1):,} a call"
    )
    print(f"   options: {options}")


if __name__ == "__main__":
    main()
