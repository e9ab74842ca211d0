"""Text that is not records: decisions said in chat, test runs, search result lists."""

from __future__ import annotations

import json
import random

#: (statement, later question, answer); `{a}` in a statement is the answer itself.
DECISIONS = (
    (
        "Let's settle it: the new store runs on {a}.",
        "Which database did we settle on for the new store?",
        "Postgres {v}",
    ),
    (
        "Hard constraint from finance: the budget is capped at {a} for this quarter.",
        "What spending ceiling did finance give us?",
        "${n:,}",
    ),
    (
        "Ops rule: never deploy on {a} — no exceptions.",
        "Which day are deploys off-limits?",
        "Fridays",
    ),
    (
        "We agreed with the partner that the API timeout stays at {a}.",
        "What timeout did we agree with the partner?",
        "{s} seconds",
    ),
    (
        "Data residency: everything stays in {a}, nothing is copied out of it.",
        "Where does the data have to live?",
        "eu-central-{v}",
    ),
    (
        "Pin the runtime to {a} for the whole rollout.",
        "Which runtime version are we pinning?",
        "Node 2{v}.4.1",
    ),
    (
        "From now on approvals go through {a}; nobody else signs off.",
        "Who signs off on approvals now?",
        "Marguerite Oyelaran-{s}",
    ),
    (
        "The rollout must be done by {a}, the contract deadline.",
        "What's the hard deadline for the rollout?",
        "30 September 20{s}",
    ),
    (
        "Batch size is fixed at {a} rows per job because of the lock timeouts.",
        "What batch size did we fix per job?",
        "{n} rows",
    ),
)

_ERRORS = (
    "AssertionError: expected status 'settled' but got 'pending_review_{n}'",
    "KeyError: 'ledger_code_{n}'",
    "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>] in row {n}",
    "TimeoutError: fixture db_pool_{n} did not become ready in 30s",
)


def pytest_run(
    rng: random.Random, module: str, *, failing: bool
) -> tuple[str, tuple[str, str] | None]:
    """A pytest session's output; when `failing`, one test fails and the fact names it."""
    count = rng.randrange(12, 60)
    names = [
        f"tests/test_{module}.py::test_{rng.choice(('parse', 'sync', 'round', 'merge', 'load'))}_{i}_{rng.randrange(100, 999)}"
        for i in range(count)
    ]
    bad = rng.randrange(count) if failing else -1
    lines = [
        "============================= test session starts ==============================",
        "platform linux -- Python 3.12.3, pytest-8.3.2, pluggy-1.5.0",
        f"rootdir: /srv/app\ncollected {count} items",
        "",
    ]
    for i, name in enumerate(names):
        lines.append(f"{name} {'FAILED' if i == bad else 'PASSED'} [{100 * (i + 1) // count:3d}%]")
    if not failing:
        lines.append(
            f"\n============================== {count} passed in {rng.randrange(1, 90) / 10}s =============================="
        )
        return "\n".join(lines), None
    error = rng.choice(_ERRORS).format(n=rng.randrange(1000, 9999))
    lines += [
        "",
        "=================================== FAILURES ===================================",
        f"____ {names[bad].split('::')[1]} ____",
        "",
        "    def test_case(db):",
        ">       run_import(db)",
        f"E       {error}",
        "",
        "=========================== short test summary info ============================",
        f"FAILED {names[bad]} - {error}",
        f"========================= 1 failed, {count - 1} passed in 4.2s =========================",
    ]
    question = "Did anything unusual come up in the test runs?"
    return "\n".join(lines), (question, names[bad])


def search_results(rng: random.Random, topic: str) -> str:
    """A web search tool's result list as JSON."""
    hits = [
        {
            "title": f"{topic.title()} export — part {i}",
            "url": f"https://portal.example.com/{topic}?p={i}",
            "snippet": "Download or view the latest records exported from the system of record.",
        }
        for i in range(1, rng.randrange(4, 9))
    ]
    return json.dumps({"query": topic, "results": hits}, ensure_ascii=False)
