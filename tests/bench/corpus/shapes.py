"""Conversations of several agent shapes whose tool results carry planted facts."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from tests.bench.corpus.documents import prose_report, source_file
from tests.bench.corpus.render import RECORD_FORMATS
from tests.bench.corpus.tables import (
    Fact,
    Schema,
    make_table,
    plant_identifier,
    plant_keyword,
    plant_unusual,
)

Message = dict[str, Any]
SHAPES = ("forced-loop", "data-agent", "coding-agent", "browsing-agent", "chat-history")
FORMATS = (*RECORD_FORMATS, "code", "prose")
_TOOLS = {
    "forced-loop": (("fetch_page", "page"),),
    "data-agent": (("query_db", "table"), ("list_records", "page"), ("search", "q")),
    "coding-agent": (("read_file", "path"), ("grep", "pattern")),
    "browsing-agent": (("fetch_url", "url"), ("open_tab", "url")),
    "chat-history": (("lookup", "query"),),
}
_EXT = {
    "code": ".py",
    "prose": ".txt",
    "csv": ".csv",
    "tsv": ".tsv",
    "yaml": ".yaml",
    "html": ".html",
    "xml": ".xml",
    "log": ".log",
    "ndjson": ".jsonl",
    "markdown-table": ".md",
}
_DECISIONS = (
    "We agreed to keep the {x} export read-only.",
    "Decision: reports go out on Mondays only.",
    "Constraint from finance: never round amounts before the final sum.",
)


@dataclass
class Conversation:
    """OpenAI chat messages (every tool call answered) and the facts to ask about at the end."""

    format: str
    shape: str
    messages: list[Message]
    facts: list[Fact] = field(default_factory=list)

    def request(self, fact: Fact) -> list[Message]:
        """The request that asks `fact`'s question after the whole history."""
        return [*self.messages, {"role": "user", "content": fact.question}]


def _arguments(rng: random.Random, shape: str, fmt: str, key: str, page: int) -> str:
    if key == "path":
        return json.dumps({"path": f"src/module_{page}{_EXT.get(fmt, '.json')}"})
    if key == "url":
        return json.dumps({"url": f"https://example.test/report/{page}"})
    return json.dumps({key: page if key == "page" else f"{key}-{page}"})


def _result(
    rng: random.Random, fmt: str, schema: Schema, page: int, plants: list[str]
) -> tuple[str, list[Fact]]:
    if fmt == "code":
        return source_file(rng, rng.randrange(6, 30), "keyword" in plants)
    if fmt == "prose":
        return prose_report(rng, rng.randrange(10, 60), "keyword" in plants)
    table = make_table(rng, schema, rng.randrange(15, 120), first=page * 1000)
    planters = {"keyword": plant_keyword, "identifier": plant_identifier, "unusual": plant_unusual}
    for kind in plants:
        planters[kind](rng, table)
    return RECORD_FORMATS[fmt](rng, table, page), table.facts


def build_conversation(fmt: str, shape: str, seed: int, rounds: int | None = None) -> Conversation:
    """A seeded conversation of `shape` whose results are in `fmt`, facts planted early."""
    if fmt not in FORMATS or shape not in SHAPES:
        raise ValueError(
            f"unknown format {fmt!r} or shape {shape!r}; use one of {FORMATS}, {SHAPES}"
        )
    rng = random.Random(f"{seed}:{fmt}:{shape}")
    schema = Schema.draw(rng)
    rounds = rounds or rng.randrange(6, 20)
    kinds = ["keyword", "identifier", "unusual"] if fmt in RECORD_FORMATS else ["keyword"]
    early = max(1, rounds // 2)
    plan = {kind: (rng.randrange(early), rng.randrange(3)) for kind in kinds}
    messages: list[Message] = [
        {"role": "system", "content": "You are a careful analyst. Use the tools."},
        {"role": "user", "content": f"Go through the {schema.entity} data and keep notes."},
    ]
    facts: list[Fact] = []
    page = 0
    for number in range(rounds):
        tools = _TOOLS[shape]
        width = rng.randrange(2, 4) if shape == "data-agent" else 1
        calls, results = [], []
        for slot in range(width):
            page += 1
            name, key = tools[(number + slot) % len(tools)]
            call_id = f"call_{seed}_{number}_{slot}"
            plants = [k for k, (r, s) in plan.items() if r == number and s % width == slot]
            content, planted = _result(rng, fmt, schema, page, plants)
            facts += planted
            calls.append(
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": name, "arguments": _arguments(rng, shape, fmt, key, page)},
                }
            )
            results.append({"role": "tool", "tool_call_id": call_id, "content": content})
        messages.append({"role": "assistant", "content": None, "tool_calls": calls})
        messages += results
        if shape == "chat-history" and number % 3 == 1:
            messages.append(
                {"role": "assistant", "content": rng.choice(_DECISIONS).format(x=schema.entity)}
            )
            messages.append({"role": "user", "content": "Fine, continue."})
    return Conversation(fmt, shape, messages, facts)


def request_text(messages: list[Message]) -> str:
    """Everything a model would read in a request: contents and tool call arguments."""
    parts: list[str] = []
    for message in messages:
        content = message.get("content")
        if isinstance(content, str):
            parts.append(content)
        for call in message.get("tool_calls") or ():
            parts.append(call["function"]["arguments"])
    return "\n".join(parts)


def survives(fact: Fact, messages: list[Message]) -> bool:
    """True when every value of `fact` is present verbatim in the request."""
    text = request_text(messages)
    return all(value in text for value in fact.values)
