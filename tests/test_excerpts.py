"""Excerpts by structure: each format keeps the smallest self-contained unit holding a match."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import pytest

from rungs.excerpts import Pool, detect_format, excerpt, excerpt_results, find_units, identifiers_in


def orders(count: int, **changes: Mapping[str, object]) -> list[dict[str, object]]:
    """`count` plain order records; `changes` maps an order id to fields to override."""
    rows: list[dict[str, object]] = [
        {
            "orderId": f"ORD-{i:04d}",
            "state": ("paid", "packed", "sent")[i % 3],
            "amount": 20 + (i * 7) % 90,
            "note": "standard handling",
        }
        for i in range(count)
    ]
    for row in rows:
        row.update(changes.get(str(row["orderId"]), {}))
    return rows


def test_a_match_deep_in_one_line_json_is_its_record_as_valid_json_with_id_and_path() -> None:
    rows = orders(400, **{"ORD-0377": {"note": "held at customs under reference CUS-9921"}})
    text = json.dumps({"meta": {"page": 3}, "data": {"items": rows}}, separators=(",", ":"))
    assert "\n" not in text and text.index("CUS-9921") > 20_000

    [found] = excerpt(text, "Which order is held at customs?", max_chars=600)

    record = json.loads(found.body)
    assert record["orderId"] == "ORD-0377"
    assert record["note"] == "held at customs under reference CUS-9921"
    assert found.path.startswith("$.data.items[377]")


def test_a_record_in_an_array_is_kept_whole_with_its_nested_fields() -> None:
    address = {"street": "Long Harbour Road " * 6, "city": "Gdansk", "hold": "none"}
    rows: list[dict[str, Any]] = [{"id": f"SHP-{i}", "address": dict(address)} for i in range(30)]
    rows[12]["address"]["hold"] = "customs CUS-77"
    [found] = excerpt(json.dumps(rows, indent=2), "customs hold")
    assert found.path == "$[12](id=SHP-12)"
    assert json.loads(found.body) == rows[12]


def test_a_nested_record_of_a_large_record_carries_its_parents_id_in_the_path() -> None:
    address = {"street": "Long Harbour Road " * 80, "city": "Gdansk", "hold": "none"}
    rows: list[dict[str, Any]] = [{"id": f"SHP-{i}", "address": dict(address)} for i in range(30)]
    rows[12]["address"]["hold"] = "customs CUS-77"
    [found] = excerpt(json.dumps(rows, indent=2), "customs hold")
    assert found.path == "$[12](id=SHP-12).address"
    assert json.loads(found.body)["hold"] == "customs CUS-77"


def test_a_small_nested_object_stays_inside_its_record() -> None:
    rows: list[dict[str, Any]] = [
        {"id": f"SHP-{i}", "carrier": {"name": "DHL", "hold": "none"}} for i in range(30)
    ]
    rows[12]["carrier"] = {"name": "DHL", "hold": "customs CUS-77"}
    [found] = excerpt(json.dumps(rows), "customs hold")
    assert json.loads(found.body) == rows[12]


def test_a_csv_row_is_kept_with_its_header() -> None:
    lines = ["sku,title,stock"] + [f"SKU-{i},Widget {i},{i}" for i in range(50)]
    lines[31] = "SKU-30,Recalled widget,0"
    [found] = excerpt("\n".join(lines), "which widget was recalled?")
    assert found.context == "sku,title,stock"
    assert found.body == "SKU-30,Recalled widget,0"


def test_an_html_row_is_kept_with_its_header_cells() -> None:
    rows = "".join(
        f"<tr><td>T-{i}</td><td>{'open' if i != 7 else 'escalated to legal'}</td></tr>"
        for i in range(20)
    )
    page = f"<html><body><table><tr><th>Ticket</th><th>State</th></tr>{rows}</table></body></html>"
    [found] = excerpt(page, "what was escalated to legal?")
    assert json.loads(found.body) == {"Ticket": "T-7", "State": "escalated to legal"}
    assert found.path.endswith("tr[9]")


def test_an_xml_element_is_kept_with_its_attributes() -> None:
    items = "".join(f'<item sku="S-{i}" lot="L-{i}"/>' for i in range(10))
    feed = f"<?xml version='1.0'?><feed>{items}<item sku='S-99' lot='RCL-4'>recalled</item></feed>"
    [found] = excerpt(feed, "recalled", ["RCL-4"])
    assert found.body == "<item sku='S-99' lot='RCL-4'>recalled</item>"
    assert found.body in feed


def test_code_keeps_the_enclosing_signature_and_the_line() -> None:
    source = (
        "import os\n\nclass Billing:\n    def refund(self, order, amount):\n"
        "        check(order)\n        return gateway.reverse(order, amount)\n\n"
        "def other():\n    return 1\n"
    )
    [found] = excerpt(
        source,
        "where is the gateway called?",
        tool_name="read_file",
        arguments='{"path": "billing.py"}',
    )
    assert found.context == "def refund(self, order, amount):"
    assert found.body == "return gateway.reverse(order, amount)"


def test_prose_keeps_the_sentence() -> None:
    text = (
        "The quarter went well overall. Staff in Porto reported a quiet week. "
        "In Gdansk, shipment SHP-40 was held at customs under reference CUS-12. "
        "Most of the backlog was cleared."
    )
    [found] = excerpt(text, "Which shipment is held at customs?")
    assert found.body == "In Gdansk, shipment SHP-40 was held at customs under reference CUS-12."


def test_markdown_and_tsv_rows_keep_their_headers() -> None:
    md = "| id | city |\n|---|---|\n" + "\n".join(f"| C-{i} | Oslo |" for i in range(20))
    assert [e.context for e in excerpt(md, "", ["C-13"])] == ["| id | city |"]
    tsv = "id\tcity\n" + "\n".join(f"C-{i}\tRiga" for i in range(20))
    [found] = excerpt(tsv, "", ["C-4"])
    assert (found.context, found.body) == ("id\tcity", "C-4\tRiga")


def test_yaml_keeps_the_mapping_and_ndjson_the_line() -> None:
    yaml = "services:\n" + "".join(f"  - name: svc{i}\n    port: {8000 + i}\n" for i in range(9))
    [found] = excerpt(yaml, "", ["8004"])
    assert found.body == "- name: svc4\n    port: 8004"
    ndjson = "\n".join(json.dumps({"id": f"E-{i}", "msg": "ok"}) for i in range(9))
    assert [e.body for e in excerpt(ndjson, "", ["E-3"])] == ['{"id": "E-3", "msg": "ok"}']


def test_a_match_past_400_characters_of_a_long_line_is_found() -> None:
    line = "filler " * 300 + "the answer is ZX-4471 here " + "filler " * 300
    [found] = excerpt(line, "", ["ZX-4471"], max_chars=200)
    assert "ZX-4471" in found.body and found.body in line


def test_a_status_no_other_row_has_is_kept_when_no_word_matches() -> None:
    rows = orders(60, **{"ORD-0042": {"state": "quarantined"}})
    found = excerpt(json.dumps(rows), "anything unusual?")
    assert [json.loads(e.body)["orderId"] for e in found] == ["ORD-0042"]
    assert found[0].reason == "unusual"


def test_an_outlier_amount_and_an_error_among_infos_are_unusual() -> None:
    rows = orders(60, **{"ORD-0007": {"amount": 912_000}})
    csv = "orderId,amount\n" + "\n".join(f"{r['orderId']},{r['amount']}" for r in rows)
    assert [e.body for e in excerpt(csv, "")] == ["ORD-0007,912000"]
    log = "\n".join(
        f"2025-01-01T10:00:{i:02d}Z {'ERROR' if i == 33 else 'INFO'} job {i} done"
        for i in range(50)
    )
    assert [e.body for e in excerpt(log, "")] == ["2025-01-01T10:00:33Z ERROR job 33 done"]


def test_rarity_is_judged_across_the_pool() -> None:
    pages = [json.dumps(orders(10)) for _ in range(5)]
    pages[3] = json.dumps(orders(10, **{"ORD-0005": {"state": "frozen"}}))
    found = excerpt_results({f"call_{i}": page for i, page in enumerate(pages)}, "anything odd?")
    assert {key: len(each) for key, each in found.items()} == {
        "call_0": 0,
        "call_1": 0,
        "call_2": 0,
        "call_3": 1,
        "call_4": 0,
    }
    alone = excerpt(pages[3], "")
    assert alone == [], "10 records on their own say too little about what is usual"


def test_unusual_excerpts_are_bounded_per_result_and_per_pool() -> None:
    pages = [
        json.dumps(orders(40, **{f"ORD-{k:04d}": {"state": f"odd{p}{k}"} for k in range(0, 40, 8)}))
        for p in range(6)
    ]
    documents = [find_units(page) for page in pages]
    pool = Pool.of(documents, per_document=2, total=5)
    counts = [len(excerpt(d, "", pool=pool)) for d in documents]
    assert max(counts) <= 2 and sum(counts) <= 5 and sum(counts) >= 1


def test_a_word_every_record_holds_singles_none_out() -> None:
    rows = orders(100)
    assert excerpt(json.dumps(rows), "show the order state") == []


@pytest.mark.parametrize(
    ("text", "hint", "expected"),
    [
        ('[{"a": 1}]', None, "json"),
        ('{"a": 1}\n{"a": 2}\n{"a": 3}', None, "ndjson"),
        ("a,b\n1,2\n3,4", None, "csv"),
        ("time,value\n2025-01-01 10:00,3\n2025-01-01 11:00,4", None, "csv"),
        ("2025-01-01 10:00 INFO a, b\n2025-01-01 11:00 WARN c, d", None, "log"),
        ("a\tb\n1\t2\n3\t4", None, "tsv"),
        ("<html><body><p>x</p></body></html>", None, "html"),
        ("<?xml version='1.0'?><feed><e/></feed>", None, "xml"),
        ("x = 1\ny = 2\n", '{"path": "a.py"}', "code"),
        ("| a | b |\n|---|---|\n| 1 | 2 |", None, "markdown"),
    ],
)
def test_the_format_is_detected_from_content_and_call(
    text: str, hint: str | None, expected: str
) -> None:
    assert detect_format(text, "read_file", hint) == expected


def test_identifiers_are_exact_tokens_of_a_message() -> None:
    found = identifiers_in("Check ORD-1234, a1b2c3d4e5 and mail ops@example.com about 48213.")
    assert {"ORD-1234", "a1b2c3d4e5", "ops@example.com", "48213"} <= set(found)


def test_a_result_that_is_not_text_is_refused_with_a_clear_error() -> None:
    with pytest.raises(TypeError, match="as str"):
        find_units(b"bytes")  # type: ignore[arg-type]


def test_results_are_excerpted_by_key_with_identifiers_from_the_newest_messages() -> None:
    source = "def ship(order):\n    x = 1\n    return carrier.book(order)\n"
    table = "id,city\n" + "\n".join(f"C-{i},Oslo" for i in range(20))
    found = excerpt_results(
        {"call_a": source, "call_b": table},
        goal="where is the carrier booked?",
        mentions="and what about C-12?",
        calls={"call_a": ("read_file", '{"path": "ship.sh"}')},
    )
    assert [e.body for e in found["call_a"]] == ["return carrier.book(order)"]
    assert [e.body for e in found["call_b"]] == ["C-12,Oslo"]
