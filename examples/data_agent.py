"""Seed agent 2: a data-driven agent that is not forced, yet overflows and then loses facts.

It lists the customer's accounts, lists each account's transactions, fetches every flagged
transaction and submits a report naming each flagged id with its amount. The model here is
scripted with perfect attention: it acts only on what is in the request it receives (visible
results, its own earlier notes), so compaction changes what it can do. Three arms against
`router.testing.LocalOpenAIServer` (24k window so the example runs in seconds):

1. no router: the 400 `context_length_exceeded` before the report;
2. the router with tool-loop knobs, the agent writing no notes: every call fits, but results
   masked before the agent acted on them are gone, so the report misses flagged ids;
3. the same router, the agent keeping a running note of accounts and flagged ids in its reply
   text (assistant text is never masked): the report is complete.

    python examples/data_agent.py
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

from openai import BadRequestError, OpenAI

from router import Router
from router.testing import LocalOpenAIServer

WINDOW = 24_000
ACCOUNTS, ROWS, FLAGGED = 14, 40, 8
NOTES_RULE = "Keep a running note of the accounts and flagged transactions in every reply."


def tool(name: str, **props: str) -> dict[str, Any]:
    properties = {key: {"type": value} for key, value in props.items()}
    return {
        "type": "function",
        "function": {
            "name": name,
            "parameters": {
                "type": "object",
                "properties": properties,
                "required": list(properties),
            },
        },
    }


TOOLS = [
    tool("list_accounts"),
    tool("list_transactions", account_id="string"),
    tool("get_transaction", transaction_id="string"),
    tool("submit_report", items="array"),
]


class Bank:
    """The tools' data: accounts, 40 transactions each, 8 flagged."""

    def __init__(self, seed: int = 11) -> None:
        rng = random.Random(seed)
        self.accounts = [f"ACC-{rng.randrange(10**5, 10**6)}" for _ in range(ACCOUNTS)]
        self.rows: dict[str, list[tuple[str, str, bool]]] = {}
        flagged = set(rng.sample(range(ACCOUNTS * ROWS), FLAGGED))
        for a, account in enumerate(self.accounts):
            self.rows[account] = [
                (
                    f"TX-{rng.randrange(16**6):06X}",
                    f"{rng.randint(5, 9999):,}.{rng.randint(0, 99):02d}",
                    a * ROWS + r in flagged,
                )
                for r in range(ROWS)
            ]
        self.truth = {tx: amt for rows in self.rows.values() for tx, amt, f in rows if f}

    def run(self, name: str, args: dict[str, Any]) -> str:
        if name == "list_accounts":
            return "\n".join(f"{a} | checking | EUR" for a in self.accounts)
        if name == "list_transactions":
            return "\n".join(
                f"{tx} | 2026-03-{i % 28 + 1:02d} | merchant MER-{(i * 37) % 9000 + 1000} | "
                f"amount {amt} EUR | channel card | status settled | ref R{i:09d} | flag "
                f"{'REVIEW (velocity rule V-7)' if f else 'none'}"
                for i, (tx, amt, f) in enumerate(self.rows[args["account_id"]])
            )
        if name == "get_transaction":
            tx = args["transaction_id"]
            amount = next(a for rows in self.rows.values() for t, a, _ in rows if t == tx)
            return f"transaction {tx} | amount {amount} EUR | flag REVIEW | " + " | ".join(
                f"audit {n}: device D-{n * 7919 % 65536:04x} score 0.{n * 37 % 100:02d}"
                for n in range(40)
            )
        return "report accepted"


def agent_policy(request: dict[str, Any]) -> dict[str, Any]:
    """A perfect-attention agent: decides from what the request shows, nothing else."""
    messages = request["messages"]
    notes = NOTES_RULE in messages[0]["content"]
    calls = {
        c["id"]: (c["function"]["name"], json.loads(c["function"]["arguments"]))
        for m in messages
        for c in m.get("tool_calls") or ()
    }
    seen = "\n".join(str(m.get("content") or "") for m in messages if m["role"] != "system")
    accounts = list(dict.fromkeys(re.findall(r"ACC-\d{6}(?= \| checking)", seen)))
    accounts += re.findall(r"ACC-\d{6}", seen.rsplit("Accounts:", 1)[-1].split("\n")[0])
    accounts = list(dict.fromkeys(accounts))
    flagged = dict(re.findall(r"(TX-\w{6}) \|[^\n]*?amount ([\d,.]+) EUR[^\n]*flag REVIEW", seen))
    flagged.update(re.findall(r"(TX-\w{6}) \(([\d,.]+) EUR\)", seen))
    listed = {a["account_id"] for n, a in calls.values() if n == "list_transactions"}
    fetched = {a["transaction_id"] for n, a in calls.values() if n == "get_transaction"}
    for line in seen.splitlines():  # the agent's own notes, when it keeps them
        if line.startswith("Listed: "):
            listed.update(re.findall(r"ACC-\d{6}", line))
        if line.startswith("Fetched: "):
            fetched.update(re.findall(r"TX-\w{6}", line))
    if not calls:
        name, args = "list_accounts", {}
    elif todo := [a for a in accounts if a not in listed]:
        name, args = "list_transactions", {"account_id": todo[0]}
    elif todo := [t for t in flagged if t not in fetched]:
        name, args = "get_transaction", {"transaction_id": todo[0]}
    else:
        name, args = (
            "submit_report",
            {"items": [{"id": t, "amount": a} for t, a in flagged.items()]},
        )
    note = None
    if notes:
        listed |= {args["account_id"]} if name == "list_transactions" else set()
        fetched |= {args["transaction_id"]} if name == "get_transaction" else set()
        note = "\n".join(
            [
                "Accounts: " + ", ".join(accounts),
                "Listed: " + ", ".join(sorted(listed)),
                "Flagged so far: " + ", ".join(f"{t} ({a} EUR)" for t, a in flagged.items()),
                "Fetched: " + ", ".join(sorted(fetched)),
            ]
        )
    return {"content": note, "tool_calls": [{"name": name, "arguments": args}]}


def run(create: Any, bank: Bank, notes: bool, **extra: Any) -> str:
    system = "You review a customer's transactions with the tools." + (
        " " + NOTES_RULE if notes else ""
    )
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": system},
        {
            "role": "user",
            "content": "Review all of this customer's accounts. Find every "
            "transaction the monitoring flagged, look each one up, and submit a report listing "
            "every flagged transaction id with its amount.",
        },
    ]
    for number in range(1, 80):
        try:
            response = create(
                model="gpt-4o-mini", messages=messages, tools=TOOLS, max_tokens=800, **extra
            )
        except BadRequestError as error:
            return f"call {number}: 400 {error.code}"
        message = response.choices[0].message
        messages.append(message.model_dump(exclude_none=True))
        call = message.tool_calls[0]
        args = json.loads(call.function.arguments)
        messages.append(
            {"role": "tool", "tool_call_id": call.id, "content": bank.run(call.function.name, args)}
        )
        if call.function.name == "submit_report":
            items = {item["id"]: item["amount"] for item in args["items"]}
            right = sum(items.get(tx) == amount for tx, amount in bank.truth.items())
            return (
                f"call {number}: report submitted, {right} of {len(bank.truth)} flagged "
                f"transactions named with the right amount"
            )
    return "no report after 79 calls"


def main() -> None:
    bank = Bank()
    with LocalOpenAIServer(window=WINDOW, default=agent_policy) as server:
        client = OpenAI(base_url=server.base_url, api_key="sk-local", max_retries=0)
        create = client.chat.completions.create
        print("1. no router:                      " + run(create, bank, notes=False))
        knobs = {"trigger": 16_000, "target": 6_000, "keep_last_rounds": 1}
        for label, notes in (
            ("2. router, agent keeps no notes:   ", False),
            ("3. router, agent keeps notes:      ", True),
        ):
            router = Router("gpt-4o-mini", context_window=WINDOW, **knobs)
            wrapped = router.wrap(create)
            print(label + run(wrapped, bank, notes=notes, session_id=f"data-{notes}"))
        print(f"   router knobs: {knobs}")


if __name__ == "__main__":
    main()
