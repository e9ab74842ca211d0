"""Audit walkthrough: a Recorder keeps every decision; replay is exact; the audit CLI reads it.

1. A tool loop runs through `Router(..., recorder=Recorder(path))` with a scripted model
   (`router.testing.ScriptedModel`, no network); the router compacts it several times.
2. Older rounds are masked and folded into one summary message, a line per result naming its
   `tool_call_id`; `router.recall()` gives back the original.
3. A second router on the same database (a restarted worker) compacts the same request to the
   same bytes with no judgement: the decision is replayed from the edit log.
4. The audit CLI lists, shows, totals and verifies the decisions:
   `compaction-router audit list|show|stats|verify --db PATH`.

The database is kept (in a new temporary folder, or at `--db PATH`) and its path printed with
the audit commands to try on it.

    python examples/audit_walkthrough.py [--db PATH]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from recorder import Recorder
from router import Router
from router.testing import ScriptedModel

WINDOW = 12_000
SESSION = "walkthrough"
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "fetch_invoices",
            "description": "One page of invoices.",
            "parameters": {
                "type": "object",
                "properties": {"page": {"type": "integer"}},
                "required": ["page"],
            },
        },
    }
]


def invoices(page: int) -> str:
    """About 1k tokens of invoice rows."""
    return "\n".join(
        f"invoice INV-{page:02d}{n:03d} | customer CUS-{(page * 31 + n) % 977:04d} | "
        f"amount {(page * 53 + n * 17) % 9000}.{n:02d} EUR | due 2026-0{n % 9 + 1}-15 | "
        f"status {('paid', 'open', 'overdue')[(page + n) % 3]}"
        for n in range(24)
    )


def next_page(messages: list[dict[str, Any]], _kwargs: dict[str, Any]) -> dict[str, Any]:
    """The scripted model: ask for the next page."""
    pages = sum(1 for m in messages if m.get("role") == "tool")
    return {"tool_calls": [{"name": "fetch_invoices", "arguments": {"page": pages}}]}


def run_loop(router: Router, rounds: int) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": "You are an accounts-receivable agent."},
        {"role": "user", "content": "List every overdue invoice above 5,000 EUR."},
    ]
    for _ in range(rounds):
        response = router.complete(messages, session_id=SESSION, tools=TOOLS, max_tokens=300)
        message = response.choices[0].message
        call = message.tool_calls[0]
        messages.append(message.model_dump(exclude_none=True))
        page = json.loads(call.function.arguments)["page"]
        messages.append({"role": "tool", "tool_call_id": call.id, "content": invoices(page)})
    return messages


def audit(db: Path, *args: str) -> str:
    """Run the audit CLI as a user would."""
    command = [sys.executable, "-m", "router.cli", "audit", *args, "--db", str(db)]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return done.stdout.strip()


def oldest_folded(messages: list[dict[str, Any]]) -> str:
    """The first line of the request's summary that names a folded result."""
    summary = next(m for m in messages if str(m.get("content")).startswith("[compaction-router"))
    return next(line for line in str(summary["content"]).splitlines() if "tool_call_id=" in line)


def database() -> Path:
    """The database to record into: `--db PATH`, else a new file in a temporary folder."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--db", type=Path, help="where to keep the database")
    given = parser.parse_args().db
    if given is not None:
        return Path(given).expanduser().absolute()
    return Path(tempfile.mkdtemp(prefix="compaction-router-walkthrough-")) / "compaction.db"


def main() -> None:
    db = database()
    model = ScriptedModel(default=next_page)
    with Recorder(db) as recorder:
        router = Router("gpt-4o-mini", context_window=WINDOW, recorder=recorder, backend=model)
        messages = run_loop(router, rounds=20)
        print(f"1. ran 20 rounds, {len(model.calls)} model calls, window {WINDOW:,}")

        sent = router.compact(messages, session_id=SESSION, tools=TOOLS).messages
        line = oldest_folded(sent)
        print(f"2. the oldest result, folded into the summary: {line}")
        original = router.recall(SESSION, line.rsplit("tool_call_id=", 1)[1])
        print(f"   router.recall() gives back the original: {original.splitlines()[0]} ...")

    with Recorder(db) as recorder:
        restarted = Router("gpt-4o-mini", context_window=WINDOW, recorder=recorder)
        again = restarted.compact(messages, session_id=SESSION, tools=TOOLS)
        first = router.compact(messages, session_id=SESSION, tools=TOOLS)
        same = json.dumps(again.messages) == json.dumps(first.messages)
        print(
            f"3. restarted router: replayed={again.replayed}, identical bytes={same}, "
            f"judge calls={again.judge_calls}"
        )

    decisions = json.loads(audit(db, "list", "--json"))
    step = next(d for d in decisions if d["rung"] in ("mask", "retain", "summarize"))
    print("4. compaction-router audit list\n" + audit(db, "list"))
    print(f"\ncompaction-router audit show {step['id']}\n" + audit(db, "show", str(step["id"])))
    print("\ncompaction-router audit stats\n" + audit(db, "stats"))
    print("\ncompaction-router audit verify\n" + audit(db, "verify"))
    print(f"\nThe database is kept at {db}. Try:")
    for command in ("list", f"show {step['id']} --full", "calls", "report -o report.html"):
        print(f"  compaction-router audit {command} --db {db}")


if __name__ == "__main__":
    main()
