"""Excerpt-only fact survival per format, and excerpt time on bad inputs.

    python -m tests.bench.corpus.measure [--seeds 4] [--budget 600]

Every tool result of every corpus conversation is masked to a one-line placeholder that keeps
only what `rungs.excerpts.excerpt` returns within `--budget` characters (all results of a
conversation form one pool). A fact survives when every answer value is still in the request.
The line-relevance placeholders of `rungs.relevance` (8 lines of at most 400 characters, cut to
the same budget) are shown side by side.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import defaultdict
from typing import Any

from rungs.excerpts import Pool, excerpt, find_units, identifiers_in
from rungs.relevance import Relevance
from tests.bench.corpus.shapes import FORMATS, SHAPES, Conversation, build_conversation, survives
from tests.bench.corpus.tables import Fact

Message = dict[str, Any]


def _calls(messages: list[Message]) -> dict[str, tuple[str, str]]:
    found = {}
    for message in messages:
        for call in message.get("tool_calls") or ():
            found[call["id"]] = (call["function"]["name"], call["function"]["arguments"])
    return found


def mask_with_excerpts(conversation: Conversation, fact: Fact, budget: int) -> list[Message]:
    """The request with every tool result replaced by a placeholder keeping excerpts."""
    request = conversation.request(fact)
    calls = _calls(request)
    results = [m for m in request if m["role"] == "tool"]
    documents = {
        id(m): find_units(
            m["content"],
            tool_name=calls[m["tool_call_id"]][0],
            arguments=calls[m["tool_call_id"]][1],
        )
        for m in results
    }
    pool = Pool.of(documents.values())
    ids = identifiers_in(fact.question)
    out: list[Message] = []
    for message in request:
        if message["role"] == "tool":
            kept = excerpt(documents[id(message)], fact.question, ids, max_chars=budget, pool=pool)
            text = "[result masked]\n" + "\n".join(e.text for e in kept)
            message = {**message, "content": text}
        out.append(message)
    return out


def mask_with_lines(conversation: Conversation, fact: Fact, budget: int) -> list[Message]:
    """The same, keeping `rungs.relevance` lines (the line-based placeholder of today)."""
    request = conversation.request(fact)
    texts = [m["content"] for m in request if m["role"] == "tool"]
    relevance = Relevance(texts, fact.question, fact.question)
    out: list[Message] = []
    for message in request:
        if message["role"] == "tool":
            kept = "\n".join(relevance.lines(message["content"], 8))[:budget]
            message = {**message, "content": "[result masked]\n" + kept}
        out.append(message)
    return out


def survival_table(seeds: int, budget: int) -> dict[str, dict[str, list[bool]]]:
    """format -> column -> outcomes, over every shape and seed."""
    table: dict[str, dict[str, list[bool]]] = defaultdict(lambda: defaultdict(list))
    for fmt in FORMATS:
        for shape in SHAPES:
            for seed in range(seeds):
                conversation = build_conversation(fmt, shape, seed)
                for fact in conversation.facts:
                    column = "unusual" if fact.kind == "unusual" else "asked"
                    table[fmt][column].append(
                        survives(fact, mask_with_excerpts(conversation, fact, budget))
                    )
                    table[fmt][column + " (lines)"].append(
                        survives(fact, mask_with_lines(conversation, fact, budget))
                    )
    return table


def bad_inputs() -> dict[str, str]:
    """Inputs that must not take long or fail: huge, deep, truncated, binary, many elements."""
    record = json.dumps([{"id": f"R-{i}", "v": "x" * 40} for i in range(200)])
    return {
        "20 MB of lines": ("y" * 999 + "\n") * 20_000 + "needle ORD-1",
        "20 MB one-line JSON": "["
        + ",".join(
            [
                json.dumps({"id": f"R-{i}", "v": "z" * 60 if i != 230_000 else "needle ORD-1"})
                for i in range(240_000)
            ]
        )
        + "]",
        "JSON nested 10,000 deep": '{"a":' * 10_000 + '"needle ORD-1"' + "}" * 10_000,
        "truncated JSON": record[: len(record) // 2].replace("R-40", "ORD-1"),
        "binary noise": bytes(range(256)).decode("latin-1") * 4000 + " needle ORD-1",
        "HTML, 100,000 elements": "<html><body>"
        + "<div><b>x</b></div>" * 50_000
        + "<p>needle ORD-1</p></body>",
    }


def time_bad_inputs() -> list[tuple[str, int, float, int]]:
    """(input, characters, seconds, excerpts) for each bad input."""
    rows = []
    for name, text in bad_inputs().items():
        start = time.perf_counter()
        found = excerpt(text, "needle", ["ORD-1"], max_chars=600)
        rows.append((name, len(text), time.perf_counter() - start, len(found)))
    return rows


def main() -> None:
    """Print both tables as Markdown."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--budget", type=int, default=600)
    args = parser.parse_args()
    table = survival_table(args.seeds, args.budget)

    def rate(values: list[bool]) -> str:
        return f"{sum(values) / len(values):.2f} ({len(values)})" if values else "–"

    print("| format | asked facts | unusual | asked, line relevance | unusual, line relevance |")
    print("|---|---|---|---|---|")
    for fmt, columns in table.items():
        print(
            f"| {fmt} | {rate(columns['asked'])} | {rate(columns['unusual'])} | "
            f"{rate(columns['asked (lines)'])} | {rate(columns['unusual (lines)'])} |"
        )
    print("\n| bad input | characters | seconds | excerpts |\n|---|---|---|---|")
    for name, size, seconds, count in time_bad_inputs():
        print(f"| {name} | {size:,} | {seconds:.2f} | {count} |")


if __name__ == "__main__":
    main()
