"""`build`: a seeded agent conversation in one format and shape, with facts planted to ask about."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tests.bench.heldout import render_json, render_markup, render_ops, render_table, render_text
from tests.bench.heldout.domains import FORMAT_DOMAINS, domains_for
from tests.bench.heldout.records import (
    Fact,
    Table,
    fill,
    make_schema,
    plant_anomaly,
    plant_named,
    scrub,
)
from tests.bench.heldout.render_json import Page
from tests.bench.heldout.shapes import SHAPES, Builder, Message

Renderer = Callable[[random.Random, Table, Page], str]
RENDERERS: dict[str, Renderer] = {
    **render_json.RENDERERS,
    **render_table.RENDERERS,
    **render_markup.RENDERERS,
    **render_ops.RENDERERS,
    **render_text.RENDERERS,
}
FORMATS: tuple[str, ...] = tuple(RENDERERS)
SHAPE_NAMES: tuple[str, ...] = tuple(SHAPES)

SYSTEMS = (
    "You are a careful operations assistant. Use the tools; cite record ids in answers.",
    "You are DataBot, an analyst agent with read-only access to internal systems.",
    "You are a senior engineer pairing with the user. Prefer small, verified steps.",
    "Eres un asistente de investigación. Responde en el idioma del usuario.",
)
EXTENSIONS = {
    "json_api": "json",
    "es_hits": "json",
    "graphql": "json",
    "jsonapi": "json",
    "json_pretty": "json",
    "markdown_table": "md",
    "sql_table": "txt",
    "xml_feed": "xml",
    "logs": "log",
    "stack_trace": "log",
    "shell": "txt",
    "yaml_k8s": "yaml",
    "ini_toml": "toml",
    "source_code": "py",
    "prose": "md",
    "email": "eml",
}
UNUSUAL = (
    "Was there anything unusual in what the tools returned?",
    "Did anything stand out as odd in that data?",
    "Anything in those results that looks off to you?",
    "Any red flags or outliers I should know about?",
)


@dataclass
class Workload:
    """A conversation up to its late questions, the facts those ask for, and its tools."""

    format: str
    shape: str
    seed: int
    messages: list[Message]
    facts: list[Fact]
    tools: list[dict[str, Any]]

    @property
    def request_ends(self) -> list[int]:
        """Message counts at which the agent sends a request (after a user turn or a round's results)."""
        ends = []
        for i, message in enumerate(self.messages):
            following = self.messages[i + 1]["role"] if i + 1 < len(self.messages) else None
            if message["role"] == "user" or (message["role"] == "tool" and following != "tool"):
                ends.append(i + 1)
        return ends


def message_text(message: Message) -> str:
    """Everything a message says: its content (string or parts) and its tool calls' arguments."""
    content = message.get("content")
    if isinstance(content, list):
        content = "\n".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    calls = " ".join(c["function"]["arguments"] for c in message.get("tool_calls") or [])
    return f"{content or ''} {calls}"


def survived(fact: Fact, sent_messages: Sequence[Message]) -> bool:
    """Whether every answer of `fact` is present verbatim in the messages sent."""
    text = "\n".join(message_text(m) for m in sent_messages)
    return all(answer in text for answer in fact.answers)


def _row_count(rng: random.Random, fmt: str, schema: Table, tokens: float) -> int:
    """How many records make a result of about `tokens` tokens in `fmt` (10 to 2,000)."""
    small, large = (
        RENDERERS[fmt](random.Random(0), fill(random.Random(1), schema, n), Page(1, 1, "t"))
        for n in (6, 30)
    )
    per_row = max((len(large) - len(small)) / 24, 8.0)
    scale = rng.choice((0.3, 0.6, 1.0, 1.0, 1.0, 1.5, 2.5))
    return max(10, min(2000, int(tokens * 3.6 * scale / per_row)))


def _unique(messages: list[Message], facts: list[Fact]) -> bool:
    """Every answer in exactly one message, and no question giving an answer away."""
    texts = [message_text(m) for m in messages]
    for fact in facts:
        for answer in fact.answers:
            if sum(answer in t for t in texts) != 1 or answer in fact.question:
                return False
    return True


def _attempt(
    rng: random.Random, fmt: str, shape: str, seed: int, rounds: int, result_tokens: int
) -> Workload | None:
    builder = Builder(rng, rng.choice(SYSTEMS))
    builder.ext = EXTENSIONS.get(fmt, fmt.split("_")[0])
    domains = domains_for(fmt)
    SHAPES[shape](builder, domains, rounds)
    sk = builder.out
    schemas = {d.key: make_schema(rng, d, every_field=fmt in FORMAT_DOMAINS) for d in domains}
    tables = [
        fill(
            rng,
            schemas[s.domain.key],
            _row_count(rng, fmt, schemas[s.domain.key], result_tokens * s.share),
        )
        for s in sk.slots
    ]
    early = range(max(1, len(tables) // 2))
    facts: list[Fact] = []
    unusual_at = rng.choice(early)
    fact = plant_anomaly(rng, tables[unusual_at], sk.slots[unusual_at].call_id, rng.choice(UNUSUAL))
    facts += [fact] if fact else []
    for at in (rng.choice(early), rng.choice(early)):
        fact = plant_named(rng, tables[at], sk.slots[at].call_id)
        facts += [fact] if fact and all(fact.answers != f.answers for f in facts) else []
    if {f.kind for f in facts} != {"named", "unusual"}:
        return None
    facts += [Fact("unusual", q, (a,), call_id) for q, a, call_id in sk.chat_facts]
    facts += [Fact("decision", q, (a,)) for q, a in sk.decisions]
    scrub(tables, {a for f in facts for a in f.answers}, rng)
    contents = {
        f"\x00slot:{i}": RENDERERS[fmt](rng, t, Page(s.page, s.pages, s.tool))
        for i, (s, t) in enumerate(zip(sk.slots, tables, strict=True))
    }
    messages = [
        ({**m, "content": contents[m["content"]]} if m.get("content") in contents else m)
        for m in sk.messages
    ]
    questions = list(dict.fromkeys(f.question for f in facts))
    rng.shuffle(questions)
    messages.append(
        {
            "role": "assistant",
            "content": "I've been through everything. What would you like to know?",
        }
    )
    messages.append(
        {
            "role": "user",
            "content": "A few questions before we wrap up:\n"
            + "\n".join(f"{i}. {q}" for i, q in enumerate(questions, 1)),
        }
    )
    if not _unique(messages, facts):
        return None
    return Workload(fmt, shape, seed, messages, facts, list(sk.tools.values()))


def build(
    format: str, shape: str, seed: int, *, rounds: int = 8, result_tokens: int = 2_000
) -> Workload:
    """The workload for (`format`, `shape`, `seed`): the same inputs always give the same conversation."""
    if format not in RENDERERS:
        raise ValueError(f"unknown format {format!r}; use one of {', '.join(FORMATS)}")
    if shape not in SHAPES:
        raise ValueError(f"unknown shape {shape!r}; use one of {', '.join(SHAPE_NAMES)}")
    if rounds < 2 or result_tokens < 50:
        raise ValueError("rounds must be 2 or more and result_tokens 50 or more")
    for attempt in range(40):
        rng = random.Random(f"{format}|{shape}|{seed}|{attempt}")
        workload = _attempt(rng, format, shape, seed, rounds, result_tokens)
        if workload is not None:
            return workload
    raise RuntimeError(f"could not plant unique facts for {format}/{shape}/{seed}")
