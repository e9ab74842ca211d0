"""Record tables with planted facts: a keyword fact, an identifier fact, an unusual record."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from tests.bench.corpus import vocab


@dataclass(frozen=True)
class Fact:
    """A planted fact: the question asked late, the values that must survive verbatim."""

    kind: str  # "keyword", "identifier" or "unusual"
    question: str
    values: tuple[str, ...]


@dataclass
class Schema:
    """A conversation's record shape: entity, field names (varied), value pools."""

    entity: str
    prefix: str
    keys: dict[str, str]
    statuses: tuple[str, ...]
    order: list[str]

    @classmethod
    def draw(cls, rng: random.Random) -> Schema:
        """A schema with field names and order drawn from the vocabulary."""
        entity = rng.choice(sorted(vocab.ENTITIES))
        keys = {
            "id": rng.choice(vocab.ID_KEYS),
            "status": rng.choice(vocab.STATUS_KEYS),
            "amount": rng.choice(vocab.AMOUNT_KEYS),
            "owner": rng.choice(vocab.OWNER_KEYS),
            "note": rng.choice(vocab.NOTE_KEYS),
            "city": rng.choice(vocab.CITY_KEYS),
            "track": rng.choice(vocab.TRACK_KEYS),
        }
        order = ["status", "amount", "owner", "note", "city", "track"]
        rng.shuffle(order)
        return cls(
            entity, vocab.ENTITIES[entity][0], keys, rng.choice(vocab.STATUS_VALUES), ["id", *order]
        )


@dataclass
class Table:
    """One page of records (dicts keyed by the schema's field names) and the facts in it."""

    schema: Schema
    rows: list[dict[str, object]]
    facts: list[Fact] = field(default_factory=list)


def _code(rng: random.Random, prefix: str) -> str:
    return f"{prefix}-{rng.randrange(10_000, 99_999)}{rng.choice('ABCDEFGHJK')}"


def make_table(rng: random.Random, schema: Schema, size: int, first: int) -> Table:
    """`size` ordinary records numbered from `first`."""
    rows: list[dict[str, object]] = []
    k = schema.keys
    for number in range(first, first + size):
        values = {
            "id": f"{schema.prefix}-{number:05d}",
            "status": rng.choice(schema.statuses),
            "amount": rng.randrange(12, 480),
            "owner": rng.choice(vocab.NAMES),
            "note": rng.choice(vocab.NOTES),
            "city": rng.choice(vocab.CITIES),
            "track": f"{rng.choice('XYZW')}{rng.randrange(10**9, 10**10)}",
        }
        rows.append({k[name]: values[name] for name in schema.order})
    return Table(schema, rows)


def plant_keyword(rng: random.Random, table: Table) -> Fact:
    """A theme phrase with a reference code in one record's note; asked about by theme words."""
    phrase, prefix, questions = rng.choice(vocab.THEMES)
    code = _code(rng, prefix)
    row = rng.choice(table.rows)
    row[table.schema.keys["note"]] = phrase.format(code=code)
    question = rng.choice(questions).format(entity=table.schema.entity)
    fact = Fact("keyword", question, (str(row[table.schema.keys["id"]]), code))
    table.facts.append(fact)
    return fact


def plant_identifier(rng: random.Random, table: Table) -> Fact:
    """A question naming one record's id and asking for its tracking-like field."""
    row = rng.choice(table.rows)
    key = table.schema.keys["track"]
    label = key.replace("_", " ")
    question = rng.choice(vocab.IDENTIFIER_QUESTIONS).format(
        field=label, id=row[table.schema.keys["id"]]
    )
    fact = Fact("identifier", question, (str(row[key]),))
    table.facts.append(fact)
    return fact


def plant_unusual(rng: random.Random, table: Table) -> Fact:
    """One record with a status no other has, or an amount far outside the rest."""
    row = rng.choice(table.rows)
    if rng.random() < 0.5:
        value: object = rng.choice(vocab.RARE_STATUSES)
        row[table.schema.keys["status"]] = value
    else:
        value = rng.randrange(40_000, 990_000)
        row[table.schema.keys["amount"]] = value
    fact = Fact(
        "unusual",
        rng.choice(vocab.UNUSUAL_QUESTIONS),
        (str(row[table.schema.keys["id"]]), str(value)),
    )
    table.facts.append(fact)
    return fact
