"""Repeated re-compaction of a long chat: a summary of a summary, five times over.

A chat of size S (user and assistant turns, planted decisions and constraints among ordinary
discussion) is compacted at a target of 10%, 20% or 30% of S; then a new stretch of chat (with
new decisions) arrives and the whole history is compacted again in the same session, folding
the previous summary into the new one, five times in all. The new stretch is as large as the
target (`growth="target"`) or fills the chat back up to S (`growth="full"`, four times more
decisions to keep in the same room). Measured: the share of planted decisions/constraints still in the final request, the
largest request against the target, the summary's size each time, and calls refused.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from router import ContextBudgetExceeded, Router
from router.reading.tokens import TokenCounter
from rungs import SUMMARY_MARK

MODEL = "gpt-4o-mini"
Message = dict[str, Any]

_DECISIONS = (
    "Decision: the {sys} export for {code} stays read-only until {date}.",
    "We agreed that invoices from {code} are paid within {n} days, not earlier.",
    "Constraint from legal: customer data of {code} never leaves region {region}.",
    "Settled: {code} deploys only on {day}, with {name} on call.",
    "The budget for {code} is capped at ${n},000 this quarter; do not exceed it.",
    "From now on every refund over ${n} on {code} needs {name}'s approval.",
    "Rule: retries against {sys} are limited to {small} per request for {code}.",
    "We decided to pin {sys} to version {small}.{n} for the {code} rollout.",
)
_CHATTER = (
    "I looked at the {sys} dashboards again; nothing stands out beyond the usual noise from "
    "{name}'s batch jobs, which run a bit long on {day}s but finish well before the cut-off.",
    "Can you remind me how the {sys} pipeline is wired? I keep mixing up the staging and the "
    "reporting steps, and the diagram in the wiki is out of date since the last migration.",
    "Sure: ingestion writes raw events, a nightly job normalises them, then reporting reads "
    "the normalised tables. {name} owns the nightly job; the rest is shared.",
    "The meeting ran long and we mostly talked about hiring and the offsite; no changes to "
    "the plan came out of it, so the notes are not worth copying here.",
    "I reran the numbers for last month with the new filter and they moved by about {small}%, "
    "which is inside what we expected, so I will leave the report as it is.",
    "Thanks, that helps. Let me go through the open tickets and come back if anything needs a "
    "call from us; most of them look like duplicates of older reports.",
)
_WORDS = {
    "sys": ("billing", "ledger", "search", "catalog", "payments", "shipping", "identity"),
    "region": ("eu-west-1", "eu-central-1", "us-east-2", "ap-south-1"),
    "day": ("Tuesday", "Wednesday", "Thursday"),
    "name": ("Ines Okafor", "Tomasz Wren", "Priya Halvorsen", "Dario Mbeki", "Lena Sato"),
}


@dataclass(frozen=True)
class Decision:
    """A planted decision or constraint and the values that show it survived."""

    text: str
    values: tuple[str, ...]


@dataclass
class Chat:
    """Chat messages and the decisions planted in them."""

    messages: list[Message] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)


def _fill(rng: random.Random, template: str, code: str) -> str:
    words = {key: rng.choice(options) for key, options in _WORDS.items()}
    return template.format(
        code=code,
        n=rng.randrange(10, 99),
        small=rng.randrange(2, 9),
        date=f"2027-0{rng.randrange(1, 9)}-{rng.randrange(10, 28)}",
        **words,
    )


def stretch(rng: random.Random, tokens: int, counter: TokenCounter, part: int) -> Chat:
    """About `tokens` of user/assistant turns; one decision in every fifth exchange."""
    chat = Chat()
    exchange = 0
    while counter.messages(chat.messages) < tokens:
        exchange += 1
        user = _fill(rng, rng.choice(_CHATTER), "")
        reply = _fill(rng, rng.choice(_CHATTER), "")
        if exchange % 5 == 3:
            code = f"PRJ-{part}{rng.randrange(100, 999)}"
            template = rng.choice(_DECISIONS)
            said = _fill(rng, template, code)
            chat.decisions.append(Decision(said, (code, said.split(code)[-1].strip(" .;,")[:24])))
            reply = f"{said} {reply}"
        chat.messages += [
            {"role": "user", "content": user},
            {"role": "assistant", "content": reply},
        ]
    return chat


def kept(decision: Decision, messages: list[Message]) -> bool:
    """Whether every value of `decision` is in the request."""
    text = "\n".join(str(m.get("content") or "") for m in messages)
    return all(value in text for value in decision.values)


@dataclass
class Run:
    """One re-compaction run at one share of the chat's size."""

    share: float
    target: int
    growth: str = "target"
    planted: int = 0
    kept: float = 0.0
    largest: int = 0
    summaries: list[int] = field(default_factory=list)
    refused: int = 0


def recompact(
    share: float, size: int, seed: int = 0, times: int = 5, growth: str = "target"
) -> Run:
    """Compact a chat of `size` tokens at `share` of it, then again after each new stretch."""
    counter = TokenCounter(MODEL)
    rng = random.Random(f"recompact:{seed}")
    target = int(size * share)
    router = Router(MODEL, context_window=size * 8, trigger=target + 1, target=target)
    history: list[Message] = [
        {"role": "system", "content": "You are the team's project assistant."},
        {
            "role": "user",
            "content": "Help us run the platform migration; keep track of what we decide.",
        },
    ]
    decisions: list[Decision] = []
    run = Run(share, target, growth)
    more = target if growth == "target" else size - target
    for part in range(times):
        chat = stretch(rng, size if part == 0 else more, counter, part)
        history += chat.messages
        decisions += chat.decisions
        try:
            result = router.compact(history, session_id=f"recompact-{share}", max_tokens=500)
        except ContextBudgetExceeded:
            run.refused += 1
            continue
        sent = list(result.messages)
        run.largest = max(run.largest, counter.messages(sent))
        summary = next(
            (m for m in sent if str(m.get("content", "")).startswith(SUMMARY_MARK)), None
        )
        run.summaries.append(counter.messages([summary]) if summary else 0)
        run.kept = sum(kept(d, sent) for d in decisions) / max(len(decisions), 1)
        run.planted = len(decisions)
    return run
