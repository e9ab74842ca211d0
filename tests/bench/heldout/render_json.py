"""JSON-shaped tool output: REST envelopes, Elasticsearch hits, GraphQL, JSON:API, JSON Lines."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from tests.bench.heldout.records import Table


@dataclass(frozen=True)
class Page:
    """Where a result sits in a paginated listing, and which tool produced it."""

    number: int
    total: int
    tool: str


def dumps(value: Any, rng: random.Random, *, pretty: bool | None = None) -> str:
    """JSON, minified or indented as `rng` decides (never ASCII-escaped)."""
    if pretty is None:
        pretty = rng.random() < 0.3
    if pretty:
        return json.dumps(value, ensure_ascii=False, indent=rng.choice((2, 4)))
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _nested(rng: random.Random, table: Table, row: dict[str, Any], depth: int) -> dict[str, Any]:
    """The record with some fields moved into nested groups `depth` levels deep."""
    items = list(row.items())
    if rng.random() < 0.5:
        head, tail = items[:1], items[1:]
        rng.shuffle(tail)
        items = head + tail
    if depth == 0 or len(items) < 4:
        return dict(items)
    cut = len(items) // 2
    group = rng.choice(("details", "attributes_ext", "billing", "info", "meta_data", "props"))
    inner = dict(items[cut:])
    for _ in range(depth - 1):
        inner = {rng.choice(("data", "inner", "v")): inner}
    return {**dict(items[:cut]), group: inner}


def _records(rng: random.Random, table: Table) -> list[dict[str, Any]]:
    depth = rng.choice((0, 0, 1, 2, 3))
    return [_nested(random.Random(rng.random()), table, row, depth) for row in table.rows]


def _paging(rng: random.Random, page: Page, count: int) -> dict[str, Any]:
    return rng.choice(
        (
            {"page": page.number, "per_page": count, "total_pages": page.total},
            {"next_cursor": f"c_{rng.getrandbits(40):x}" if page.number < page.total else None},
            {
                "offset": (page.number - 1) * count,
                "limit": count,
                "has_more": page.number < page.total,
            },
        )
    )


def json_api(rng: random.Random, table: Table, page: Page) -> str:
    """A REST response: records in data/results/items, with paging and request metadata."""
    key = rng.choice(("data", "results", "items", "records"))
    body: dict[str, Any] = {
        key: _records(rng, table),
        "pagination": _paging(rng, page, len(table.rows)),
    }
    if rng.random() < 0.5:
        body = {
            "request_id": f"rq-{rng.getrandbits(48):x}",
            "took_ms": rng.randrange(3, 900),
            **body,
        }
    return dumps(body, rng, pretty=False)


def es_hits(rng: random.Random, table: Table, page: Page) -> str:
    """An Elasticsearch search response with records under hits.hits[]._source."""
    hits = [
        {
            "_index": f"{table.domain.plural}-2025.{rng.randrange(1, 12):02d}",
            "_id": f"{rng.getrandbits(60):x}",
            "_score": round(rng.uniform(0.2, 9.9), 4),
            "_source": source,
        }
        for source in _records(rng, table)
    ]
    body = {
        "took": rng.randrange(2, 400),
        "timed_out": False,
        "_shards": {"total": 5, "successful": 5, "skipped": 0, "failed": 0},
        "hits": {
            "total": {"value": len(hits) * page.total, "relation": "eq"},
            "max_score": 9.9,
            "hits": hits,
        },
    }
    return dumps(body, rng)


def graphql(rng: random.Random, table: Table, page: Page) -> str:
    """A GraphQL connection: data.<plural>.edges[].node with pageInfo."""
    field_name = (
        table.domain.plural if rng.random() < 0.5 else f"search{table.domain.plural.title()}"
    )
    edges = [
        {"cursor": f"Y3Vyc29y{i:05d}", "node": {"__typename": table.domain.entity.title(), **node}}
        for i, node in enumerate(_records(rng, table))
    ]
    info = {"hasNextPage": page.number < page.total, "endCursor": f"Y3Vyc29y{len(edges) - 1:05d}"}
    body = {
        "data": {
            field_name: {"totalCount": len(edges) * page.total, "edges": edges, "pageInfo": info}
        }
    }
    return dumps(body, rng)


def jsonapi(rng: random.Random, table: Table, page: Page) -> str:
    """A JSON:API document: data[] of {type, id, attributes, relationships}, links and meta."""
    data = []
    for row in table.rows:
        attributes = {k: v for k, v in row.items() if k != table.id_name}
        data.append(
            {
                "type": table.domain.plural,
                "id": str(row[table.id_name]),
                "attributes": attributes,
                "relationships": {
                    "account": {"data": {"type": "accounts", "id": str(rng.randrange(10**5))}}
                },
                "links": {"self": f"/{table.domain.plural}/{row[table.id_name]}"},
            }
        )
    body = {
        "jsonapi": {"version": "1.1"},
        "data": data,
        "links": {"next": f"/{table.domain.plural}?page[number]={page.number + 1}"},
        "meta": {"total": len(data) * page.total},
    }
    return dumps(body, rng)


def json_pretty(rng: random.Random, table: Table, page: Page) -> str:
    """An indented JSON array or object-of-objects keyed by id."""
    records = _records(rng, table)
    if rng.random() < 0.4:
        keyed = {str(row[table.id_name]): rec for row, rec in zip(table.rows, records, strict=True)}
        return dumps({table.domain.plural: keyed}, rng, pretty=True)
    return dumps(records, rng, pretty=True)


def jsonl(rng: random.Random, table: Table, page: Page) -> str:
    """JSON Lines: one minified record per line, sometimes with an export timestamp."""
    stamp = rng.random() < 0.5
    lines = []
    for rec in _records(rng, table):
        if stamp:
            rec = {
                "_exported": f"2025-06-{rng.randrange(1, 28):02d}T0{rng.randrange(10)}:00:00Z",
                **rec,
            }
        lines.append(json.dumps(rec, ensure_ascii=False, separators=(",", ":")))
    return "\n".join(lines)


RENDERERS = {
    "json_api": json_api,
    "es_hits": es_hits,
    "graphql": graphql,
    "jsonapi": jsonapi,
    "json_pretty": json_pretty,
    "jsonl": jsonl,
}
