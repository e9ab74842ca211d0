"""Tables of records, facts planted in them, and the scrub that keeps planted answers unique."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from tests.bench.heldout.domains import Domain, FieldSpec
from tests.bench.heldout.values import Style, make_id, make_value, styled_enum

OUTLIER_KINDS = ("money", "count", "ms", "weight", "cpu", "bytes", "minutes")


@dataclass(frozen=True)
class Fact:
    """Something a later question asks; every answer must reach the model verbatim."""

    kind: str  # "named", "unusual" or "decision"
    question: str
    answers: tuple[str, ...]
    source: str = ""  # the tool_call_id of the result that holds it ("" when said in chat)


@dataclass
class Table:
    """Records of one domain as a tool returns them: column spellings, rows, an anomaly maybe."""

    domain: Domain
    style: Style
    id_name: str
    specs: dict[str, FieldSpec]
    rows: list[dict[str, Any]]
    anomaly: int | None = None
    protected: set[tuple[int, str]] = field(default_factory=set)

    @property
    def columns(self) -> list[str]:
        """The id column, then the field columns in this table's order."""
        return [self.id_name, *self.specs]


def token(value: Any) -> str:
    """How a value is written in every format: strings as they are, numbers as JSON writes them."""
    return value if isinstance(value, str) else json.dumps(value)


def _value(rng: random.Random, spec: FieldSpec, style: Style, *, rare: bool = False) -> Any:
    if spec.kind == "enum":
        return styled_enum(rng.choice(spec.rare if rare else spec.normal), style)
    return make_value(rng, spec.kind, style, outlier=rare)


def make_schema(rng: random.Random, domain: Domain, *, every_field: bool = False) -> Table:
    """An empty table of `domain` with field spellings and column order picked by `rng`."""
    specs = list(domain.fields)
    chosen = (
        specs if every_field else rng.sample(specs, rng.randint(min(3, len(specs)), len(specs)))
    )
    if every_field:
        rng.shuffle(chosen)
    id_name = rng.choice(domain.id_names)
    names = {rng.choice(spec.names): spec for spec in chosen}
    names.pop(id_name, None)
    return Table(domain, Style.pick(rng), id_name, names, [])


def fill(rng: random.Random, schema: Table, count: int) -> Table:
    """A table of `count` fresh records in `schema`'s columns and style."""
    rows = []
    for _ in range(count):
        row = {schema.id_name: make_id(rng, schema.domain.id_kind, schema.style)}
        row.update({col: _value(rng, spec, schema.style) for col, spec in schema.specs.items()})
        rows.append(row)
    return Table(schema.domain, schema.style, schema.id_name, dict(schema.specs), rows)


def _entity(table: Table) -> str:
    return table.domain.entity


def plant_named(rng: random.Random, table: Table, source: str) -> Fact | None:
    """Ask for one field of one record, by a synonym of the field, naming the record somehow."""
    asked = [c for c, s in table.specs.items() if s.asked_as]
    labels = [c for c, s in table.specs.items() if s.kind in ("person", "product", "email")]
    for _ in range(30):
        index, column = rng.randrange(len(table.rows)), rng.choice(asked) if asked else None
        if column is None or index == table.anomaly:
            return None
        row, spec = table.rows[index], table.specs[column]
        answer = token(row[column])
        if len(answer) < 6:
            continue
        phrase = rng.choice(spec.asked_as)
        label_cols = [c for c in labels if c != column]
        if label_cols and rng.random() < 0.35:
            label = label_cols[0]
            who = f"the {_entity(table)} whose {rng.choice(table.specs[label].asked_as)} is {token(row[label])}"
            table.protected.add((index, label))
        else:
            who = f"{_entity(table)} {token(row[table.id_name])}"
            table.protected.add((index, table.id_name))
        table.protected.add((index, column))
        template = rng.choice(
            (
                "What is the {p} for {w}?",
                "Remind me of the {p} on {w}.",
                "Quick check on {w}: what's the {p}?",
                "Can you tell me the {p} of {w} again?",
            )
        )
        return Fact("named", template.format(p=phrase, w=who), (answer,), source)
    return None


def plant_anomaly(rng: random.Random, table: Table, source: str, question: str) -> Fact | None:
    """Make one record unlike all the others (a rare status or an outlier amount)."""
    options = [
        c
        for c, s in table.specs.items()
        if (s.kind == "enum" and s.rare) or s.kind in OUTLIER_KINDS
    ]
    if not options:
        return None
    column = rng.choice(options)
    index = rng.randrange(len(table.rows))
    row = table.rows[index]
    row[column] = _value(rng, table.specs[column], table.style, rare=True)
    table.anomaly = index
    table.protected |= {(index, column), (index, table.id_name)}
    return Fact("unusual", question, (token(row[table.id_name]), token(row[column])), source)


def scrub(tables: Iterable[Table], reserved: set[str], rng: random.Random) -> None:
    """Re-draw every unprotected value that contains a reserved answer."""
    for table in tables:
        for index, row in enumerate(table.rows):
            for column in list(row):
                if (index, column) in table.protected:
                    continue
                for _ in range(50):
                    if not any(r in token(row[column]) for r in reserved):
                        break
                    spec = table.specs.get(column)
                    row[column] = (
                        _value(rng, spec, table.style)
                        if spec
                        else make_id(rng, table.domain.id_kind, table.style)
                    )
