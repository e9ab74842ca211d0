"""Seed agent 3 in Flink Agents: no tools, yet one key's short-term memory outgrows the window.

For each risk event of a merchant key the agent appends the event to its short-term memory
list, sends the whole list with the system prompt, and appends the reply. Event 3 announces a
policy decision with its ticket; event 70 asks about it. The model is scripted with perfect
attention (it answers only from the request it receives) behind `router.testing
.LocalOpenAIServer` (OpenAI's exact 400 past 128k), reached through Flink Agents' own
`OpenAIChatModelConnection`, in `LocalExecutionEnvironment`:

1. the OpenAI setup: the job fails with `context_length_exceeded` about event 61, as measured;
2. `CompactingChatModelSetup` with a recorder: all 70 events answered, older events folded into
   a summary that keeps the decisions; event 70's question about event 3 is answered with its
   ticket; the agent's short-term memory still holds every original message;
3. recovery: the same job run again from the start with a new router on the same recorder
   (what a restart without durable execution does): every request is byte-identical to the
   first run's, and the decisions are replayed from the recorder.

Needs the `[flink]` extra (`bash .ci/flink_env` makes its environment):

    python examples/flink_memory_agent.py
"""

from __future__ import annotations

import json
import logging
import os
import random
import re
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from flink_agents.api.agents.agent import Agent
from flink_agents.api.chat_message import ChatMessage, MessageRole
from flink_agents.api.decorators import action
from flink_agents.api.events.chat_event import ChatRequestEvent, ChatResponseEvent
from flink_agents.api.events.event import Event, InputEvent, OutputEvent
from flink_agents.api.execution_environment import AgentsExecutionEnvironment
from flink_agents.api.resource import ResourceDescriptor, ResourceName, ResourceType
from flink_agents.api.runner_context import RunnerContext

from recorder import Recorder
from router import Router
from router.integrations.flink_agents import CompactingChatModelSetup, session_args
from router.testing import LocalOpenAIServer

# The local runner logs every event in full, and the provider's 400 as a traceback: quiet.
logging.getLogger("flink_agents").setLevel(logging.CRITICAL)
logging.getLogger("httpx").setLevel(logging.WARNING)

MODEL = "gpt-4o-mini"
WINDOW = 128_000
EVENTS = 70
KEY = "acct-4410"
PLANTED = (3, "add BR to the card-not-present whitelist for this merchant", "RISK-58213")
QUESTION = (
    "A card-not-present payment from Brazil (BR) arrived. Is BR whitelisted, and under which "
    "ticket?"
)
SYSTEM = "You are the payments-risk assistant for acct-4410. Apply every policy decision."


def event(number: int) -> str:
    """One risk event of about 1.8k tokens."""
    rng = random.Random(number)
    lines = [
        f"event EVT-{number:04d} | merchant {KEY} | amount "
        f"{rng.randint(5, 6000)}.{rng.randint(0, 99):02d} EUR | score {rng.random():.3f}"
    ]
    if number == PLANTED[0]:
        lines.append(
            f"Policy update from risk operations, effective now: {PLANTED[1]} "
            f"(ticket {PLANTED[2]})."
        )
    if number == EVENTS:
        lines.append("Analyst question: " + QUESTION)
    lines += [
        f"  history {k:02d} PAY-{rng.randrange(16**8):08X} {rng.randint(5, 3000)}.00 EUR device "
        f"D-{rng.randrange(16**6):06x} ip 192.0.{rng.randint(0, 255)}.{rng.randint(0, 255)} "
        f"response code {rng.choice(('00', '05', '51', '59'))}"
        for k in range(48)
    ]
    return "\n".join(lines)


class MemoryAgent(Agent):
    """Keeps the key's conversation in short-term memory and sends all of it every call."""

    @action(InputEvent.EVENT_TYPE)
    @staticmethod
    def on_event(event: Event, ctx: RunnerContext) -> None:
        """Append the event to the key's history and send the history."""
        history = list(ctx.short_term_memory.get("history") or [])
        history.append({"role": "user", "content": str(InputEvent.from_event(event).input)})
        ctx.short_term_memory.set("history", history)
        messages = [ChatMessage(role=MessageRole.SYSTEM, content=SYSTEM)] + [
            ChatMessage(role=MessageRole(m["role"]), content=m["content"]) for m in history
        ]
        ctx.send_event(
            ChatRequestEvent(model="chat", messages=messages, prompt_args=session_args(ctx.key))
        )

    @action(ChatResponseEvent.EVENT_TYPE)
    @staticmethod
    def on_reply(event: Event, ctx: RunnerContext) -> None:
        """Append the reply to the history; the reply and the history's length are the output."""
        reply = ChatResponseEvent.from_event(event).response.content
        history = list(ctx.short_term_memory.get("history") or [])
        history.append({"role": "assistant", "content": reply})
        ctx.short_term_memory.set("history", history)
        ctx.send_event(OutputEvent(output={"reply": reply, "history": len(history)}))


def scripted_model(request: dict[str, Any]) -> str:
    """Perfect attention: answers the question from the request's text, else gives a verdict."""
    messages = request["messages"]
    last = str(messages[-1]["content"])
    if "Analyst question:" not in last:
        return f"Verdict for {last.split(' |')[0]}: approve; no rule applies. " + "ok " * 300
    text = "\n".join(str(m.get("content") or "") for m in messages[:-1])
    found = re.search(r"effective now: ([^\n]*BR[^\n]*?) \(ticket (RISK-\d+)\)", text)
    if found:
        return f"Yes: {found.group(1)} (ticket {found.group(2)})."
    return "I find no decision about BR in the history I was given."


def run(server: LocalOpenAIServer, setup: ResourceDescriptor) -> dict[str, Any]:
    """The 70 events of one key in the local runner; what ended it and what was sent."""
    seen = len(server.requests)
    agent = MemoryAgent()
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
    out = env.from_list([{"key": KEY, "value": event(n)} for n in range(1, EVENTS + 1)])
    out.apply(agent)
    ended = "all events answered"
    try:
        env.execute()
    except Exception as error:  # the job fails as Flink's would: the provider's 400
        ended = f"FAILED: {type(error).__name__}: {error}"
    requests = server.requests[seen:]
    answered = [r for r in requests if r.requested_tokens <= server.window]
    replies = [next(iter(o.values())) for o in out.to_list()]
    return {
        "answered": len(answered),
        "failed_at": len(answered) + 1 if len(answered) < len(requests) else None,
        "refused_tokens": requests[-1].requested_tokens if len(answered) < len(requests) else 0,
        "largest": max((r.prompt_tokens for r in answered), default=0),
        "ended": ended,
        "last": replies[-1] if replies else None,
        "bodies": [json.dumps(r, sort_keys=True) for r in requests],
    }


def compacting(router: Router) -> ResourceDescriptor:
    """The compacting setup on the same connection, with this router."""
    return ResourceDescriptor(
        clazz=f"{CompactingChatModelSetup.__module__}.CompactingChatModelSetup",
        connection="provider",
        model=MODEL,
        model_args={"max_tokens": 600},
        router=router,
    )


def main() -> None:
    with (
        LocalOpenAIServer(window=WINDOW, default=scripted_model, model=MODEL) as server,
        tempfile.TemporaryDirectory() as folder,
    ):
        plain = run(
            server,
            ResourceDescriptor(
                clazz=ResourceName.ChatModel.OPENAI_COMPLETIONS_SETUP,
                connection="provider",
                model=MODEL,
                max_tokens=600,
            ),
        )
        print(
            f"1. OpenAIChatModelSetup: {plain['answered']} events answered, event "
            f"{plain['failed_at']} refused at {plain['refused_tokens']:,} tokens "
            f"(window {WINDOW:,})\n   {plain['ended'][:240]}"
        )
        path = Path(folder) / "decisions.db"
        first = Router(MODEL, context_window=WINDOW, recorder=Recorder(path))
        routed = run(server, compacting(first))
        edits = [e for e in first.store.load_edits(KEY) if e.rung != "nothing"]
        print(
            f"2. CompactingChatModelSetup: {routed['answered']} of {EVENTS} events answered, "
            f"{routed['ended']}; largest request {routed['largest']:,} tokens "
            f"(window {WINDOW:,}); {len(edits)} recorded decisions "
            f"({', '.join(sorted({e.rung for e in edits}))})\n"
            f"   event {EVENTS}: {routed['last']['reply']}\n"
            f"   short-term memory holds {routed['last']['history']} messages, every original"
        )
        again = Router(MODEL, context_window=WINDOW, recorder=Recorder(path))
        replay = run(server, compacting(again))
        same = sum(a == b for a, b in zip(routed["bodies"], replay["bodies"], strict=False))
        print(
            f"3. recovery (new router, same recorder): {same} of {len(routed['bodies'])} "
            f"requests byte-identical to the first run's; {replay['ended']}"
        )
    print(f"   expected: ticket {PLANTED[2]} (event {PLANTED[0]})")


if __name__ == "__main__":
    main()
