"""Excerpts of records that are not one JSON object per line: layout, columns, names, units."""

from __future__ import annotations

import json
import random

from rungs.excerpts import excerpt, find_units
from rungs.excerpts.fields import column_fields, parse_number, text_fields


def _kept(text: str, goal: str = "", ids: tuple[str, ...] = (), **kwargs: object) -> str:
    return "\n".join(e.text for e in excerpt(text, goal, list(ids), **kwargs))  # type: ignore[arg-type]


def test_a_yaml_manifest_keeps_the_whole_document_of_the_named_deployment() -> None:
    docs = []
    for i in range(40):
        docs.append(
            f"apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web-{i:03d}\n"
            f"  annotations:\n    owner: team{i}@example.com\nspec:\n  replicas: {i % 5 + 1}\n"
            f"  template:\n    spec:\n      containers:\n      - image: registry/web:{i}.0\n"
            f"        resources:\n          limits:\n            memory: {512 + i}Mi\n"
        )
    kept = _kept("---\n".join(docs), "What memory cap does it have?", ("web-017",))
    assert "web-017" in kept and "529Mi" in kept and "team17@example.com" in kept


def test_an_ini_section_is_kept_with_its_keys_when_its_header_is_named() -> None:
    sections = "\n\n".join(
        f'[service.s{i}]\nhost = "h{i}.internal"\nmaintainer = "dev{i}@corp.example"\nport = {8000 + i}'
        for i in range(60)
    )
    kept = _kept(sections, "who maintains it?", ("s42",))
    assert "[service.s42]" in kept and "dev42@corp.example" in kept


def test_a_stack_trace_keeps_the_locals_of_the_failing_record() -> None:
    traces = "\n\n".join(
        "Traceback (most recent call last):\n"
        f'  File "/app/sync.py", line {100 + i}, in push\n'
        "    client.post(url)\n"
        f"TimeoutError: gave up on parcel PX-{i:05d}\n"
        "  locals:\n"
        f"      parcel = 'PX-{i:05d}'\n"
        f"      recipient = 'Person Number{i}'\n"
        f"      city = 'City{i % 7}'"
        for i in range(50)
    )
    kept = _kept(traces, "who receives it?", ("PX-00031",))
    assert "PX-00031" in kept and "Person Number31" in kept


def test_a_log_line_keeps_its_indented_continuation() -> None:
    lines = []
    for i in range(80):
        lines.append(f"2025-03-01T10:{i // 60:02d}:{i % 60:02d}Z INFO job=j{i} finished")
        if i == 33:
            lines[-1] = "2025-03-01T10:00:33Z ERROR job=j33 failed"
            lines.append(
                "    at worker.run (worker.js:12)\n    cause: disk quota exceeded on vol-9"
            )
    kept = _kept("\n".join(lines), "anything wrong?")
    assert "job=j33 failed" in kept and "disk quota exceeded" in kept


def test_a_process_listing_flags_the_outlier_by_column() -> None:
    rng = random.Random(4)
    rows = [
        f"app {10_000 + i:>6} {rng.uniform(0.1, 4.0):4.1f} 0.4 812340 {rng.randint(900, 2500):>6} ? Ssl"
        f" Mar04 1:02 /usr/bin/worker --queue q{i % 3}"
        for i in range(60)
    ]
    rows[41] = "app  10041 97.3 0.4 812340   2000 ? Ssl Mar04 1:02 /usr/bin/worker --queue q2"
    listing = "USER PID %CPU %MEM VSZ RSS TTY STAT START TIME COMMAND\n" + "\n".join(rows)
    [unit] = [u for u in find_units(listing).units if "10041" in u.body]
    assert unit.fields is not None and unit.fields["%CPU"] == "97.3"
    assert "10041" in _kept(listing, "Did anything look off?")


def test_a_full_disk_stands_out_in_a_percentage_column() -> None:
    uses = ["12%", "23%", "31%", "44%", "57%", "63%"]
    rows = [f"/dev/sd{i:03d}  100G  50G  50G  {uses[i % 6]} /mnt/{i}" for i in range(80)]
    rows[57] = "/dev/sd057  100G  100G  0G  100% /mnt/57"
    table = "Filesystem Size Used Avail Use% Mounted on\n" + "\n".join(rows)
    assert "/dev/sd057" in _kept(table, "any red flags?")


def test_an_atom_entry_is_one_record_with_fields_named_by_attribute() -> None:
    entries = "".join(
        f"<entry><id>urn:sku:{i}</id><title>SKU-{i:04d}</title><content>"
        f'<f name="price">{10 + i % 9}.00 EUR</f><f name="weight">{1 + i % 4}.5 kg</f>'
        "</content></entry>\n"
        for i in range(40)
    )
    feed = f'<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">{entries}</feed>'
    kept = _kept(feed, "what does it weigh?", ("SKU-0013",))
    assert "SKU-0013" in kept and "2.5 kg" in kept


def test_a_record_named_by_a_full_name_is_found_though_each_word_is_common() -> None:
    firsts, lasts = ["Ann", "Bo", "Cy", "Di"], ["Lee", "Moe", "Nash", "Ode"]
    rows = [
        f"INV-{i:04d},{firsts[i % 4]} {lasts[(i // 4) % 4]},{100 + i}.00,2025-0{i % 9 + 1}-11"
        for i in range(16)
    ] * 1
    table = "invoice,client,amount,due\n" + "\n".join(rows)
    kept = _kept(table, "When is the invoice of Cy Nash due?", ("Cy Nash",))
    assert "INV-0010" in kept


def test_json_records_by_key_and_table_rows_as_arrays_keep_their_ids() -> None:
    keyed = {
        f"SKU-{i:03d}": {"name": f"Item {i}", "info": {"inner": {"stock": i, "state": "ok"}}}
        for i in range(30)
    }
    keyed["SKU-021"]["info"]["inner"]["state"] = "RECALLED"
    assert "SKU-021" in _kept(json.dumps(keyed, indent=2), "anything unusual?")
    table = {
        "columns": ["id", "city", "status"],
        "rows": [[f"U{i}", "Oslo", "ok"] for i in range(30)],
    }
    found = excerpt(json.dumps(table), "", ["U12"])
    assert json.loads(found[0].body) == {"id": "U12", "city": "Oslo", "status": "ok"}


def test_fields_and_numbers_are_read_from_free_text() -> None:
    assert text_fields("price: 1.204,50 €; status: backorder") == {
        "price": "1.204,50 €",
        "status": "backorder",
    }
    assert text_fields("user=ann status=500 path=/x")["status"] == "500"
    assert text_fields("record{id=7, owner=Ann Lee, city=Oslo}")["owner"] == "Ann Lee"
    assert text_fields("recipient Ann Lee, weight 2.5 kg, status DELIVERED")["weight"] == "2.5 kg"
    assert [parse_number(v) for v in ("1.204,50 €", "$1,204.50", "66.776 s", "3008Mi")] == [
        1204.5,
        1204.5,
        66.776,
        3008.0,
    ]
    assert parse_number("2025-01-01") is None
    assert column_fields(["a b c", "1 2 3", "4 5 6"]) == [
        {},
        {"a": "1", "b": "2", "c": "3"},
        {"a": "4", "b": "5", "c": "6"},
    ]


def test_a_table_stored_by_column_is_cut_into_rows() -> None:
    table: dict[str, list[object]] = {
        "order_id": [f"O{i}" for i in range(30)],
        "status": ["ok"] * 30,
        "total": [10 + i % 4 for i in range(30)],
    }
    table["status"][17] = "CHARGEBACK"
    [odd] = excerpt(json.dumps(table), "anything odd?")
    assert json.loads(odd.body) == {"order_id": "O17", "status": "CHARGEBACK", "total": 11}


def test_a_json_body_after_http_headers_is_cut_into_its_records() -> None:
    items = [{"id": f"A-{i}", "state": "ok" if i != 9 else "FROZEN", "n": i} for i in range(40)]
    text = "HTTP/1.1 200 OK\nContent-Type: application/json\n\n" + json.dumps({"items": items})
    [frozen] = excerpt(text, "anything odd?")
    assert json.loads(frozen.body) == items[9] and frozen.path.startswith("line 4 $.items[9]")
