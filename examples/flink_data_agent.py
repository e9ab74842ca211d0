"""Seed agent 2 in Flink Agents: a data-driven tool loop that is not forced, yet overflows.

The agent lists a customer's accounts, lists each account's transactions, fetches every
flagged transaction and submits a report; the report is accepted only when it names every
flagged transaction with its amount. The model is the perfect-attention agent of
`examples/data_agent.py` (it acts only on what the request shows), behind
`router.testing.LocalOpenAIServer` (OpenAI's exact 400 past 128k), reached through Flink
Agents' own `OpenAIChatModelConnection`, in `LocalExecutionEnvironment`:

1. the OpenAI setup: the built-in loop fails with `context_length_exceeded` about call 40;
2. `CompactingChatModelSetup` with the proposal's group A options: no 400; the report names
   what the requests still showed;
3. the same, the agent keeping a running note in its replies (assistant text is never cut):
   the report is accepted, every flagged transaction named.

Needs the `[flink]` extra (`bash .ci/flink_env` makes its environment):

    python examples/flink_data_agent.py
"""

from __future__ import annotations

import logging
import os
import random
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from data_agent import NOTES_RULE, agent_policy  # the scripted agent of examples/data_agent.py
from flink_agents.api.agents.agent import Agent
from flink_agents.api.chat_message import ChatMessage, MessageRole
from flink_agents.api.decorators import action, tool
from flink_agents.api.events.chat_event import ChatRequestEvent, ChatResponseEvent
from flink_agents.api.events.event import Event, InputEvent, OutputEvent
from flink_agents.api.execution_environment import AgentsExecutionEnvironment
from flink_agents.api.resource import ResourceDescriptor, ResourceName, ResourceType
from flink_agents.api.runner_context import RunnerContext

from router.integrations.flink_agents import CompactingChatModelSetup, session_args
from router.testing import LocalOpenAIServer

# The local runner logs every event in full, and the provider's 400 as a traceback: quiet.
logging.getLogger("flink_agents").setLevel(logging.CRITICAL)
logging.getLogger("httpx").setLevel(logging.WARNING)

MODEL = "gpt-4o-mini"
WINDOW = 128_000
ACCOUNTS, ROWS, FLAGGED = 44, 72, 12
TASK = (
    "Review all of this customer's accounts. Find every transaction the monitoring flagged, "
    "look each one up, and submit a report listing every flagged transaction id with its amount."
)
OPTIONS = {
    "chat.tool-results.keep-last-rounds": 1,
    "chat.tool-results.max-chars": 16_000,
    "chat.max-tool-rounds": 80,
    "chat.max-tool-rounds.on-limit": "fail",
    "chat.compaction.trigger": 16_000,
    "chat.compaction.target": 6_000,
    "chat.context-window": WINDOW,
}


class Bank:
    """The tools' data: accounts of 72 transactions each, 12 flagged in all."""

    def __init__(self, seed: int = 11) -> None:
        rng = random.Random(seed)
        self.accounts = [f"ACC-{rng.randrange(10**5, 10**6)}" for _ in range(ACCOUNTS)]
        flagged = set(rng.sample(range(ACCOUNTS * ROWS), FLAGGED))
        self.rows = {
            account: [
                (
                    f"TX-{rng.randrange(16**6):06X}",
                    f"{rng.randint(5, 9999):,}.{rng.randint(0, 99):02d}",
                    a * ROWS + r in flagged,
                )
                for r in range(ROWS)
            ]
            for a, account in enumerate(self.accounts)
        }
        self.truth = {tx: amt for rows in self.rows.values() for tx, amt, f in rows if f}
        self.reports: list[int] = []

    def transactions(self, account_id: str) -> str:
        return "\n".join(
            f"{tx} | 2026-03-{i % 28 + 1:02d} | merchant MER-{(i * 37) % 9000 + 1000} | "
            f"amount {amt} EUR | channel card | status settled | ref R{i:09d} | flag "
            f"{'REVIEW (velocity rule V-7)' if f else 'none'}"
            for i, (tx, amt, f) in enumerate(self.rows.get(account_id, []))
        )

    def transaction(self, transaction_id: str) -> str:
        amount = next(
            (a for rows in self.rows.values() for t, a, _ in rows if t == transaction_id), "?"
        )
        return f"transaction {transaction_id} | amount {amount} EUR | flag REVIEW | " + " | ".join(
            f"audit {n}: device D-{n * 7919 % 65536:04x} score 0.{n * 37 % 100:02d}"
            for n in range(40)
        )

    def report(self, items: list[Any]) -> str:
        named = {str(i.get("id")): str(i.get("amount")) for i in items if isinstance(i, dict)}
        right = sum(named.get(tx) == amount for tx, amount in self.truth.items())
        self.reports.append(right)
        if right == len(self.truth):
            return "report accepted"
        return f"report rejected: {right} of {len(self.truth)} flagged transactions named"


BANK = Bank()


class DataAgent(Agent):
    """Reviews a customer's transactions with four tools in the built-in tool loop."""

    @tool
    @staticmethod
    def list_accounts() -> str:
        """List the customer's accounts."""
        return "\n".join(f"{a} | checking | EUR" for a in BANK.accounts)

    @tool
    @staticmethod
    def list_transactions(account_id: str) -> str:
        """List one account's transactions.

        Parameters
        ----------
        account_id : str
            The account, e.g. ACC-123456.
        """
        return BANK.transactions(account_id)

    @tool
    @staticmethod
    def get_transaction(transaction_id: str) -> str:
        """Fetch one transaction's details.

        Parameters
        ----------
        transaction_id : str
            The transaction, e.g. TX-0A1B2C.
        """
        return BANK.transaction(transaction_id)

    @tool
    @staticmethod
    def submit_report(items: list) -> str:  # type: ignore[type-arg]
        """Submit the report of flagged transactions.

        Parameters
        ----------
        items : list
            One {"id": ..., "amount": ...} object per flagged transaction.
        """
        return BANK.report(items)

    @action(InputEvent.EVENT_TYPE)
    @staticmethod
    def start(event: Event, ctx: RunnerContext) -> None:
        """Send the task; the session is the event's key."""
        system = str(InputEvent.from_event(event).input)
        messages = [
            ChatMessage(role=MessageRole.SYSTEM, content=system),
            ChatMessage(role=MessageRole.USER, content=TASK),
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
    """The perfect-attention agent; after the report's answer it replies without tools."""
    messages = request["messages"]
    last = messages[-1]
    if last.get("role") == "tool" and str(last.get("content", "")).startswith("report "):
        return {"content": f"Done: {last['content']}."}
    if not request.get("tools"):
        return {"content": "Stopped before the report."}
    return agent_policy(request)


def run(server: LocalOpenAIServer, setup: ResourceDescriptor, notes: bool) -> dict[str, Any]:
    """One customer review in the local runner."""
    seen = len(server.requests)
    BANK.reports.clear()
    agent = DataAgent()
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
    system = "You review a customer's transactions with the tools." + (
        " " + NOTES_RULE if notes else ""
    )
    env.from_list([{"key": f"customer-{notes}", "value": system}]).apply(agent)
    ended = "the model answered"
    try:
        env.execute()
    except Exception as error:  # the job fails as Flink's would: the provider's 400
        ended = f"FAILED: {type(error).__name__}: {str(error)[:200]}"
    requests = server.requests[seen:]
    answered = [r for r in requests if r.requested_tokens <= server.window]
    named = max(BANK.reports, default=None)
    report = (
        "no report"
        if named is None
        else f"report names {named} of {len(BANK.truth)} flagged transactions"
        + (" (accepted)" if named == len(BANK.truth) else " (rejected)")
    )
    return {
        "calls": len(answered),
        "refused": requests[-1].requested_tokens if len(answered) < len(requests) else 0,
        "largest": max((r.prompt_tokens for r in answered), default=0),
        "input": sum(r.prompt_tokens for r in answered),
        "ended": ended,
        "report": report,
    }


def routed_setup() -> ResourceDescriptor:
    """The compacting setup on the same connection, with the proposal's group A options."""
    return ResourceDescriptor(
        clazz=f"{CompactingChatModelSetup.__module__}.CompactingChatModelSetup",
        connection="provider",
        model=MODEL,
        tools=["list_accounts", "list_transactions", "get_transaction", "submit_report"],
        model_args={"max_tokens": 800},
        **OPTIONS,
    )


def main() -> None:
    with LocalOpenAIServer(window=WINDOW, default=scripted_model, model=MODEL) as server:
        plain = run(
            server,
            ResourceDescriptor(
                clazz=ResourceName.ChatModel.OPENAI_COMPLETIONS_SETUP,
                connection="provider",
                model=MODEL,
                tools=["list_accounts", "list_transactions", "get_transaction", "submit_report"],
                max_tokens=800,
            ),
            notes=False,
        )
        print(
            f"1. OpenAIChatModelSetup: call {plain['calls'] + 1} refused at "
            f"{plain['refused']:,} tokens (window {WINDOW:,}); {plain['report']}\n"
            f"   {plain['ended']}"
        )
        for label, notes in (("2. router, no notes:  ", False), ("3. router, notes:     ", True)):
            routed = run(server, routed_setup(), notes=notes)
            print(
                f"{label}{routed['calls']} calls, largest request {routed['largest']:,} "
                f"tokens (window {WINDOW:,}), input {routed['input']:,} tokens; "
                f"{routed['report']}; {routed['ended']}"
            )
    print(f"   options: {OPTIONS}")


if __name__ == "__main__":
    main()
