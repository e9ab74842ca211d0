"""The held-out corpus: deterministic, validly paired, answers planted once, formats that parse."""

from __future__ import annotations

import ast
import configparser
import csv
import io
import json
import tomllib
import types
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.bench.heldout import FORMATS, SHAPES, build, survived
from tests.bench.heldout.measure import Table, run_all, unpaired_calls
from tests.bench.heldout.workload import message_text

SMALL = {"rounds": 4, "result_tokens": 400}


def tool_texts(workload: Any) -> list[str]:
    """The tool results of a workload, in order."""
    return [m["content"] for m in workload.messages if m["role"] == "tool"]


def test_there_are_enough_formats_and_shapes() -> None:
    assert len(FORMATS) >= 14
    assert set(SHAPES) == {"paginated", "parallel", "coding", "browsing", "chat"}


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(FORMATS), st.sampled_from(SHAPES), st.integers(0, 10_000))
def test_same_seed_same_workload_other_seed_other_workload(fmt: str, shape: str, seed: int) -> None:
    first, again = build(fmt, shape, seed, **SMALL), build(fmt, shape, seed, **SMALL)
    assert first.messages == again.messages
    assert first.facts == again.facts
    assert build(fmt, shape, seed + 1, **SMALL).messages != first.messages


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("fmt", FORMATS)
def test_conversation_is_paired_and_every_answer_is_planted_once(fmt: str, shape: str) -> None:
    workload = build(fmt, shape, 7, **SMALL)
    messages = workload.messages
    assert messages[0]["role"] == "system" and messages[-1]["role"] == "user"
    assert unpaired_calls(messages) == 0
    call_ids = [c["id"] for m in messages for c in m.get("tool_calls") or []]
    assert len(call_ids) == len(set(call_ids))
    assert {f.kind for f in workload.facts} >= {"named", "decision"}
    texts = [message_text(m) for m in messages]
    by_id = {m.get("tool_call_id"): message_text(m) for m in messages if m["role"] == "tool"}
    for fact in workload.facts:
        assert survived(fact, messages)
        assert fact.question in messages[-1]["content"]
        for answer in fact.answers:
            assert answer not in fact.question
            assert sum(answer in t for t in texts) == 1, (fact, answer)
            if fact.source:
                assert answer in by_id[fact.source]


def test_survival_fails_when_the_holding_result_is_cut() -> None:
    workload = build("csv", "paginated", 3, **SMALL)
    fact = next(f for f in workload.facts if f.source)
    cut = [
        {**m, "content": "[cut]"} if m.get("tool_call_id") == fact.source else m
        for m in workload.messages
    ]
    assert survived(fact, workload.messages)
    assert not survived(fact, cut)


def test_shapes_have_their_traits() -> None:
    parallel = build("json_api", "parallel", 1, **SMALL)
    assert any(len(m.get("tool_calls") or []) >= 2 for m in parallel.messages)
    chat = build("prose", "chat", 1, **SMALL)
    assert sum(f.kind == "decision" for f in chat.facts) >= 2
    coding = build("source_code", "coding", 1, rounds=6, result_tokens=400)
    assert any("FAILED" in t for t in tool_texts(coding))
    assert any(f.kind == "unusual" for f in coding.facts)


def test_unusual_questions_name_nothing_of_the_anomaly() -> None:
    for seed in range(5):
        for fact in build("jsonl", "paginated", seed, **SMALL).facts:
            if fact.kind == "unusual":
                words = {w.lower() for a in fact.answers for w in a.replace("_", " ").split()}
                assert not words & {w.strip("?").lower() for w in fact.question.split()}


def rows(workload: Any) -> list[int]:
    """Records per CSV tool result."""
    return [len(list(csv.reader(io.StringIO(t)))) - 1 for t in tool_texts(workload)]


def test_record_counts_follow_result_size_within_bounds() -> None:
    small = build("csv", "paginated", 2, rounds=3, result_tokens=60)
    large = build("csv", "paginated", 2, rounds=3, result_tokens=60_000)
    assert min(rows(small)) >= 10
    assert max(rows(large)) <= 2000 and max(rows(large)) > 10 * max(rows(small))


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.cells: list[str] = []

    def handle_data(self, data: str) -> None:
        self.cells.append(data)


def _parses(fmt: str, text: str) -> None:
    if fmt in ("json_api", "es_hits", "graphql", "jsonapi", "json_pretty"):
        json.loads(text)
    elif fmt == "jsonl":
        assert all(isinstance(json.loads(line), dict) for line in text.splitlines())
    elif fmt in ("csv", "tsv", "ssv"):
        delimiter = {"csv": ",", "tsv": "\t", "ssv": ";"}[fmt]
        rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
        assert len({len(r) for r in rows}) == 1 and len(rows) > 10
    elif fmt == "html":
        parser = _Text()
        parser.feed(text)
        parser.close()
        assert "<td>" in text or "<dd>" in text
    elif fmt == "xml_feed":
        ET.fromstring(text.encode())
    elif fmt == "yaml_k8s":
        assert all(doc["kind"] == "Deployment" for doc in yaml.safe_load_all(text) if doc)
    elif fmt == "ini_toml":
        if text.count("[services.") > 1:
            tomllib.loads(text)
        else:
            configparser.ConfigParser(interpolation=None).read_string(text)
    elif fmt == "source_code" and text.startswith('"""'):
        ast.parse(text)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("fmt", FORMATS)
def test_formats_parse_where_they_claim_to(fmt: str, seed: int) -> None:
    for text in tool_texts(build(fmt, "paginated", seed, **SMALL)):
        _parses(fmt, text)


def test_unknown_format_or_shape_is_refused_with_the_choices() -> None:
    with pytest.raises(ValueError, match="use one of"):
        build("parquet", "chat", 1)
    with pytest.raises(ValueError, match="use one of"):
        build("csv", "swarm", 1)


class _Passthrough:
    def compact(self, messages: Any, **_: Any) -> Any:
        return types.SimpleNamespace(messages=list(messages))


class _DropsResults:
    def compact(self, messages: Any, **_: Any) -> Any:
        return types.SimpleNamespace(
            messages=[{**m, "content": "[dropped]"} if m["role"] == "tool" else m for m in messages]
        )


def test_measure_tells_a_keeping_router_from_a_dropping_one() -> None:
    def table(make: Any, grow: bool = True) -> Table:
        outcomes = run_all(
            make,
            seeds=[1],
            window=8_000,
            rounds=3,
            formats=("csv", "html"),
            shapes=("paginated", "chat"),
            grow=grow,
        )
        return Table(outcomes)

    kept, dropped = table(_Passthrough), table(_DropsResults)
    assert kept.survival() == 1.0
    assert dropped.survival("named") == 0.0 and dropped.survival("decision") == 1.0
    assert all(o.over > 0 and o.requests > 1 for o in kept.outcomes)
    assert "| csv |" in kept.markdown("format") and "| chat |" in kept.markdown("shape")
    assert all(o.requests == 1 for o in table(_Passthrough, grow=False).outcomes)
