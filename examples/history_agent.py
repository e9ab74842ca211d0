"""Seed agent 3: no tools at all, yet the history overflows; late questions need early facts.

Each risk event and the assistant's reply are appended to one merchant key's history, and the
whole history is sent on every call. Early events announce policy decisions with their tickets;
late events ask about them. The model is scripted with perfect attention: it answers only from
the request it receives. Against `router.testing.LocalOpenAIServer` (32k window so the example
runs in seconds):

1. no router: the 400 `context_length_exceeded` once the history outgrows the window;
2. the router with its defaults and `RuleJudge`: older events are folded into an extractive
   summary; every call fits, and the answers show which planted facts the summary kept.
   With RuleJudge the summary keeps at most 40 must-keep items, decision sentences first and
   earliest first; data rows that say "approved" count as decisions, so a policy sentence
   without a decision word ("block BIN ...") and its ticket can be crowded out. An LLMJudge
   lists must-keep items by meaning instead (see examples/judge_models.py).

    python examples/history_agent.py
"""

from __future__ import annotations

import random
import re
from typing import Any

from openai import BadRequestError, OpenAI

from router import Router
from router.testing import LocalOpenAIServer

WINDOW = 32_000
EVENTS = 30
PLANTED = {
    3: ("add BR to the card-not-present whitelist for this merchant", "RISK-58213", "BR"),
    7: ("block BIN 552213 on every channel", "RISK-61540", "552213"),
}
QUESTIONS = {
    27: (
        "A card-not-present payment from Brazil (BR) arrived. Is BR whitelisted, and under "
        "which ticket?",
        "BR",
    ),
    30: (
        "A payment with a card from BIN 552213 arrived. Is that BIN blocked, and under which "
        "ticket?",
        "552213",
    ),
}


def event(number: int) -> str:
    """One risk event of about 1.1k tokens."""
    rng = random.Random(number)
    lines = [
        f"event EVT-{number:04d} | merchant acct-4410 | amount "
        f"{rng.randint(5, 6000)}.{rng.randint(0, 99):02d} EUR | score {rng.random():.3f}"
    ]
    if number in PLANTED:
        rule, ticket, _key = PLANTED[number]
        lines.append(
            f"Policy update from risk operations, effective now: {rule} (ticket {ticket})."
        )
    if number in QUESTIONS:
        lines.append("Analyst question: " + QUESTIONS[number][0])
    lines += [
        f"  history {k:02d} PAY-{rng.randrange(16**8):08X} {rng.randint(5, 3000)}.00 EUR device "
        f"D-{rng.randrange(16**6):06x} ip 192.0.{rng.randint(0, 255)}.{rng.randint(0, 255)} "
        f"outcome {rng.choice(('approved', 'review', 'declined'))}"
        for k in range(26)
    ]
    return "\n".join(lines)


def model(request: dict[str, Any]) -> str:
    """Perfect attention: answer from the request's text, or give a verdict."""
    messages = request["messages"]
    last = str(messages[-1]["content"])
    if "Analyst question:" not in last:
        return f"Verdict for {last.split(' |')[0]}: approve; no rule applies. " + "ok " * 300
    key = next(k for q, k in QUESTIONS.values() if q in last)
    text = "\n".join(str(m.get("content") or "") for m in messages[:-1])
    found = re.search(
        r"effective now: ([^\n]*" + re.escape(key) + r"[^\n]*?) \(ticket "
        r"(RISK-\d+)\)",
        text,
    )
    if found:
        return f"Yes: {found.group(1)} (ticket {found.group(2)})."
    return f"I find no decision about {key} in the history I was given."


def run(create: Any, **extra: Any) -> list[str]:
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are the payments-risk assistant for acct-4410."},
        {
            "role": "user",
            "content": "Review this merchant's risk events one at a time; apply "
            "every policy decision announced earlier and cite its ticket.",
        },
    ]
    out = []
    for number in range(1, EVENTS + 1):
        messages.append({"role": "user", "content": event(number)})
        try:
            response = create(model="gpt-4o-mini", messages=messages, max_tokens=600, **extra)
        except BadRequestError as error:
            return [*out, f"event {number}: 400 {error.code}"]
        answer = response.choices[0].message.content
        messages.append({"role": "assistant", "content": answer})
        if number in QUESTIONS:
            out.append(f"event {number}: {answer}")
    return out


def main() -> None:
    with LocalOpenAIServer(window=WINDOW, default=model) as server:
        client = OpenAI(base_url=server.base_url, api_key="sk-local", max_retries=0)
        print("1. no router:")
        for line in run(client.chat.completions.create):
            print("   " + line)
        router = Router("gpt-4o-mini", context_window=WINDOW)
        print("2. router, defaults:")
        for line in run(router.wrap(client.chat.completions.create), session_id="acct-4410"):
            print("   " + line)
        for edit in router.store.load_edits("acct-4410"):
            if edit.rung in ("mask", "retain", "summarize", "stop"):
                print(
                    f"   compaction: {edit.rung}, {edit.tokens_before:,} -> "
                    f"{edit.tokens_after:,} tokens at message {edit.anchor_len}"
                )
        answers = {t for _r, t, _k in PLANTED.values()}
        print(f"   expected tickets: {', '.join(sorted(answers))}")


if __name__ == "__main__":
    main()
