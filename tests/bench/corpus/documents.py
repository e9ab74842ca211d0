"""Results that are not records: source files and prose reports, each with one planted fact."""

from __future__ import annotations

import random

from tests.bench.corpus import vocab
from tests.bench.corpus.tables import Fact

_VERBS = ("load", "parse", "merge", "render", "flush", "compute", "validate", "resolve", "sync")
_NOUNS = ("config", "ledger", "batch", "invoice", "cache", "session", "report", "queue", "token")
_BODY = (
    "    result = {a}({b})",
    "    if not {b}:",
    "        return None",
    "    for item in {b}:",
    "        total += item.{a}",
    '    logger.debug("{a} done")',
    "    {b} = normalize({b}, strict=True)",
    "    return {b}",
)


def _name(rng: random.Random) -> str:
    return f"{rng.choice(_VERBS)}_{rng.choice(_NOUNS)}_{rng.randrange(10, 99)}"


def source_file(rng: random.Random, functions: int, plant: bool) -> tuple[str, list[Fact]]:
    """A Python module of `functions` functions (and a class); maybe one planted constant."""
    lines = [
        '"""Generated module."""',
        "",
        "import logging",
        "",
        "logger = logging.getLogger(__name__)",
        "",
    ]
    facts: list[Fact] = []
    target = rng.randrange(functions) if plant else -1
    for index in range(functions):
        name = _name(rng)
        if index == functions // 2:
            lines += [f"class {rng.choice(_NOUNS).title()}Store:", '    """A store."""', ""]
        lines.append(f"def {name}({rng.choice(_NOUNS)}, *, strict=False):")
        body = [
            rng.choice(_BODY).format(a=rng.choice(_VERBS), b=rng.choice(_NOUNS))
            for _ in range(rng.randrange(3, 9))
        ]
        if index == target:
            phrase, prefix, questions = rng.choice(vocab.THEMES)
            code = f"{prefix}-{rng.randrange(10_000, 99_999)}"
            body.insert(
                len(body) // 2,
                f"    limit = {rng.randrange(100, 999)}  # " + phrase.format(code=code),
            )
            question = rng.choice(questions).format(entity="function") + " (in the code)"
            facts.append(Fact("keyword", question, (name, code)))
        lines += [*body, "", ""]
    return "\n".join(lines), facts


def prose_report(rng: random.Random, sentences: int, plant: bool) -> tuple[str, list[Fact]]:
    """Paragraphs of filler; maybe one sentence holding a theme, a record id and a code."""
    parts = [
        rng.choice(vocab.FILLER).format(
            city=rng.choice(vocab.CITIES), name=rng.choice(vocab.NAMES), n=rng.randrange(2, 40)
        )
        for _ in range(sentences)
    ]
    facts: list[Fact] = []
    if plant:
        entity = rng.choice(sorted(vocab.ENTITIES))
        phrase, prefix, questions = rng.choice(vocab.THEMES)
        code = f"{prefix}-{rng.randrange(10_000, 99_999)}"
        record = f"{vocab.ENTITIES[entity][0]}-{rng.randrange(10_000, 99_999)}"
        parts.insert(
            rng.randrange(len(parts)),
            f"In {rng.choice(vocab.CITIES)}, {entity} {record} was "
            + phrase.format(code=code)
            + ".",
        )
        facts.append(Fact("keyword", rng.choice(questions).format(entity=entity), (record, code)))
    paragraphs = [" ".join(parts[i : i + 5]) for i in range(0, len(parts), 5)]
    return "\n\n".join(paragraphs), facts
