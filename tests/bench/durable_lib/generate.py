"""Chat histories with durable items, generated with varied wording, shapes and order.

Each item family has several phrasings for its first statement and several for a later change
(stated in other words, sometimes by the assistant, sometimes inside a longer message or a
list). An item is *kept* when every one of its check values is in the request; a change leaves
a *stale* value, which must be gone.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Message = dict[str, Any]

DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
NAMES = ("Ines Okafor", "Tomasz Wren", "Priya Halvorsen", "Dario Mbeki", "Lena Sato", "Kofi Adu")
PARTIES = ("legal", "finance", "the security team", "procurement", "the vendor", "QA")
ENVS = ("staging-eu", "staging-us", "preprod-2", "sandbox-7", "perf-lab")
STYLES = (
    ("short answers in bullet points", "bullet points"),
    ("answers in British English", "British English"),
    ("plain text without markdown tables", "without markdown tables"),
    ("detailed explanations with code samples", "code samples"),
    ("a single-paragraph reply", "single-paragraph"),
)
STYLE_CHECK = dict(STYLES)
TECH = ("Postgres", "DynamoDB", "ClickHouse", "Redis Streams", "Kafka", "SQLite")
LIBS = ("pandas", "numpy", "django", "fastapi", "pydantic", "sqlalchemy")
TZ = ("UTC", "Europe/Berlin", "America/Chicago", "Asia/Tokyo")


@dataclass
class Item:
    """One durable item: the values that show it is kept; stale values once it changed."""

    name: str
    check: tuple[str, ...]
    stale: tuple[str, ...] = ()


@dataclass
class Family:
    """How to state one kind of item and how to change it, in several wordings."""

    name: str
    value: Callable[[random.Random], str]
    first: tuple[str, ...]
    change: tuple[str, ...] = ()
    other: Callable[[random.Random, str], str] | None = None


def _money(rng: random.Random) -> str:
    return f"${rng.randrange(12, 95)},{rng.choice(('000', '500'))}"


def _date(rng: random.Random) -> str:
    return f"2027-{rng.randrange(1, 12):02d}-{rng.randrange(10, 28)}"


def _version(rng: random.Random) -> str:
    return f"{rng.randrange(1, 4)}.{rng.randrange(0, 30)}.{rng.randrange(0, 9)}"


def _ident(rng: random.Random) -> str:
    return f"{rng.choice(('AC', 'ACCT', 'CUS', 'ORD'))}-{rng.randrange(10000, 99999)}"


def _pick(options: tuple[str, ...]) -> Callable[[random.Random], str]:
    return lambda rng: rng.choice(options)


def _other(options: tuple[str, ...]) -> Callable[[random.Random, str], str]:
    return lambda rng, old: rng.choice([o for o in options if o != old])


FAMILIES = (
    Family(
        "budget",
        _money,
        (
            "The budget cap for this project is {v}.",
            "We can't spend more than {v} on the migration, that's a hard ceiling.",
            "Hard limit on total spend: {v}.",
            "Keep the overall cost under {v} please.",
        ),
        (
            "Actually, the CFO raised the budget cap to {v}.",
            "Update on money: the spend ceiling is now {v}.",
            "Change of plans, we can go up to {v} in total spend.",
            "Please bump the budget limit to {v}.",
        ),
    ),
    Family(
        "deadline",
        _date,
        (
            "The hard deadline for the cutover is {v}.",
            "Everything has to be live by {v}, no later.",
            "Deadline: {v}.",
            "We promised the client the migration finishes before {v}.",
        ),
        (
            "The client moved the deadline to {v}.",
            "Heads up: deadline changed, it's {v} now.",
            "Push the cutover deadline back to {v}.",
        ),
    ),
    Family(
        "deploy_day",
        _pick(DAYS),
        (
            "Deploys only happen on {v}s.",
            "We ship to production on {v}s and never on other days.",
            "Production releases are {v}-only.",
        ),
        (
            "From now on deploys move to {v}s.",
            "Change the release day to {v}s.",
            "Actually, production releases are {v}-only going forward.",
        ),
        _other(DAYS),
    ),
    Family(
        "version",
        _version,
        (
            "Pin {lib} to version {v} for this service.",
            "We have to stay on {lib} {v}; newer releases break our build.",
            "{lib} version: {v}.",
        ),
        (
            "Bump {lib} to {v}, the fix we needed landed.",
            "We moved to {lib} {v} yesterday.",
            "Actually, pin {lib} to {v} instead.",
        ),
    ),
    Family(
        "env",
        _pick(ENVS),
        (
            "Only run the migration scripts against {v}.",
            "All test runs go to the {v} environment, nowhere else.",
            "Target environment: {v}.",
        ),
        (
            "Switch the target environment to {v}.",
            "We're using {v} for test runs from now on.",
            "Correction: the migration scripts run against {v}.",
        ),
        _other(ENVS),
    ),
    Family(
        "account",
        _ident,
        (
            "My account number is {v}.",
            "For reference, the customer account is {v}.",
            "Account: {v}.",
        ),
        (
            "My account number changed, it's {v} now.",
            "Use account {v} instead, the old one was closed.",
            "Correction: the customer account is {v}.",
        ),
    ),
    Family(
        "oncall",
        _pick(NAMES),
        (
            "The on-call engineer this week is {v}.",
            "{v} is on call for the database this week.",
            "On-call: {v}.",
        ),
        (
            "{v} is covering on-call instead now.",
            "Change of on-call: it's {v} from today.",
            "The on-call engineer is now {v}.",
        ),
        _other(NAMES),
    ),
    Family(
        "status",
        _pick(PARTIES),
        (
            "Status: waiting on {v} to sign off the data processing agreement.",
            "We're blocked until {v} approves the data processing agreement.",
            "Right now the data processing agreement is pending with {v}.",
        ),
        (
            "The previous sign-off came through; now waiting on {v} for the final approval.",
            "Update: the data processing agreement is now pending with {v}.",
            "We're now blocked on {v} instead.",
        ),
        _other(PARTIES),
    ),
    Family(
        "style",
        _pick(tuple(style for style, _ in STYLES)),
        (
            "I prefer {v}.",
            "Please give me {v}, that works best for me.",
            "My preference: {v}.",
        ),
        (
            "Actually, I'd rather have {v} from now on.",
            "Change of preference: {v} instead.",
            "Going forward I prefer {v}.",
        ),
        _other(tuple(style for style, _ in STYLES)),
    ),
    Family(
        "store",
        _pick(TECH),
        (
            "We decided to use {v} for the event store.",
            "Decision: the event store runs on {v}.",
            "After the review we agreed on {v} for the event store.",
        ),
        (
            "We're switching the event store to {v} instead.",
            "Change of decision: the event store moves to {v}.",
            "Actually, the event store will be {v}.",
        ),
        _other(TECH),
    ),
    Family(
        "tz",
        _pick(TZ),
        (
            "Schedule every meeting in {v} time.",
            "All times in reports must be in {v}.",
        ),
        (
            "Use {v} for all times from now on.",
            "Switch report times to {v}.",
        ),
        _other(TZ),
    ),
)

SAFETY = (
    "Never share customer SSNs outside the {team} team.",
    "Do not delete anything in the {team} bucket without asking me first.",
    "Under no circumstances email the raw export to the {team} vendor.",
    "Always redact card numbers before pasting logs from {team}.",
    "You must not run DROP statements against the {team} database.",
)
TEAMS = ("payments-core", "ledger-ops", "risk-eval", "growth-data", "infra-tier2")
CHATTER = (
    "I looked at the dashboards again; nothing stands out beyond the usual noise from the "
    "nightly batch jobs, which run a bit long but finish before the cut-off.",
    "Can you remind me how the reporting pipeline is wired? I keep mixing up the staging and "
    "the reporting steps, and the diagram in the wiki is out of date.",
    "Sure: ingestion writes raw events, a nightly job normalises them, then reporting reads "
    "the normalised tables. The rest of the wiring is shared between the teams.",
    "The meeting ran long and we mostly talked about hiring and the offsite; nothing about "
    "the plan came out of it, so the notes are not worth copying here.",
    "I reran the numbers for last month with the new filter and they moved a little, inside "
    "what we expected, so I will leave the report as it is.",
    "Let me go through the open tickets and come back if anything needs a call from us; most "
    "of them look like duplicates of older reports.",
    "That makes sense. I'll draft the runbook section about rollbacks and share it later "
    "today so people can comment before the review.",
    "Here is the summary of the call with the platform group: they are fine with the plan and "
    "will send comments on the schema next week.",
)
ACKS = ("Acknowledged.", "Got it.", "Sure!", "Noted.", "Understood, thanks.", "Will do.")


@dataclass
class History:
    """A chat split into parts that arrive one compaction apart, and the items planted."""

    parts: list[list[Message]] = field(default_factory=list)
    items: dict[str, Item] = field(default_factory=dict)
    first_items: dict[str, Item] = field(default_factory=dict)
    conflicts: int = 0


def _say(rng: random.Random, family: Family, value: str, change: bool, lib: str) -> str:
    template = rng.choice(family.change if change else family.first)
    return template.format(v=value, lib=lib)


def _wrap(rng: random.Random, said: str, role: str) -> str:
    """The statement alone, inside a longer message, or as a list entry."""
    shape = rng.randrange(4)
    if shape == 0:
        return said
    if shape == 1:
        return f"{rng.choice(CHATTER)} {said} {rng.choice(CHATTER)}"
    if shape == 2 and role == "assistant":
        return f"As agreed, I've recorded this: {said[0].lower()}{said[1:]}"
    return f"A few things for the record:\n- {said}\n- {rng.choice(CHATTER)}"


def generate(seed: int, parts: int = 5, exchanges: int = 60) -> History:
    """A history of `parts` parts; items stated early, some changed in later parts."""
    rng = random.Random(f"durable:{seed}")
    history = History()
    families = rng.sample(FAMILIES, k=min(len(FAMILIES), 8))
    team, lib = rng.choice(TEAMS), rng.choice(LIBS)
    safety = rng.sample(SAFETY, k=2)
    system = "You are the platform team's migration assistant. " + " ".join(
        rule.format(team=team) for rule in safety
    )
    head: list[Message] = [
        {"role": "system", "content": system},
        {"role": "user", "content": "Hi, I need help running the ledger migration."},
    ]
    for n, rule in enumerate(safety):
        history.items[f"safety{n}"] = Item(f"safety{n}", (rule.format(team=team),))
    values: dict[str, str] = {}
    for part in range(parts):
        messages: list[Message] = head if part == 0 else []
        events: list[tuple[Family, bool]] = []
        for family in families:
            if family.name not in values and (part == 0 or rng.random() < 0.3):
                events.append((family, False))
            elif family.name in values and part > 0 and rng.random() < 0.35:
                events.append((family, True))
        rng.shuffle(events)
        slots = sorted(rng.sample(range(exchanges), k=min(len(events), exchanges)))
        for turn in range(exchanges if part == 0 else max(exchanges // 3, len(events))):
            user = rng.choice(CHATTER)
            reply = rng.choice(ACKS + CHATTER)
            if turn in slots[: len(events)]:
                family, change = events[slots.index(turn)]
                old = values.get(family.name)
                value = family.other(rng, old) if family.other and old else family.value(rng)
                role = "assistant" if rng.random() < 0.25 else "user"
                bare = _say(rng, family, value, change, lib)
                said = _wrap(rng, bare, role)
                if role == "user":
                    user = said
                    reply = rng.choice(ACKS) if rng.random() < 0.6 else f"Noted: {bare} — recorded."
                else:
                    reply = said
                values[family.name] = value
                shown = STYLE_CHECK.get(value, value)
                earlier = history.items.get(family.name)
                stale = set(earlier.stale) if earlier else set()
                if change and old and old != value:
                    stale.add(STYLE_CHECK.get(old, old))
                    history.conflicts += 1
                stale.discard(shown)
                history.items[family.name] = Item(family.name, (shown,), tuple(sorted(stale)))
            messages += [
                {"role": "user", "content": user},
                {"role": "assistant", "content": reply},
            ]
        history.parts.append(messages)
        if part == 0:
            history.first_items = dict(history.items)
    return history
