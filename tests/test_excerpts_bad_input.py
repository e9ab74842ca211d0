"""Huge, deep, truncated, binary or element-heavy results: excerpting stays sane and never fails."""

from __future__ import annotations

import json

from rungs.excerpts import excerpt, find_units
from rungs.excerpts.model import MAX_UNITS


def test_a_20_mb_result_still_yields_the_match_near_its_end() -> None:
    text = ("y" * 999 + "\n") * 20_000 + "the hold reference is CUS-4410\n"
    found = excerpt(text, "hold reference", ["CUS-4410"])
    assert [e.body for e in found] == ["the hold reference is CUS-4410"]


def test_a_20_mb_one_line_json_falls_back_to_windows_that_hold_the_match() -> None:
    rows = [{"id": f"R-{i}", "v": "z" * 60} for i in range(240_000)]
    rows[230_000]["v"] = "customs CUS-1"
    text = json.dumps(rows, separators=(",", ":"))
    assert len(text) > 20_000_000
    document = find_units(text)
    assert len(document.units) <= MAX_UNITS
    [found] = excerpt(document, "customs", ["CUS-1"])
    assert "CUS-1" in found.body and found.body in text


def test_json_nested_10000_deep_is_cut_into_windows() -> None:
    text = '{"a":' * 10_000 + '"needle CUS-9"' + "}" * 10_000
    found = excerpt(text, "needle")
    assert found and all(e.body in text for e in found)
    assert any("CUS-9" in e.body for e in found)


def test_a_deep_but_parseable_document_is_walked_without_recursion() -> None:
    text = '{"a":' * 400 + '{"id": "D-1", "note": "needle"}' + "}" * 400
    [found] = excerpt(text, "needle")
    assert json.loads(found.body) == {"a": {"id": "D-1", "note": "needle"}}
    assert found.path.startswith("$.a.a") and found.path.endswith(".a.a") and len(found.path) < 130


def test_a_truncated_json_document_keeps_the_match_as_a_window() -> None:
    rows = json.dumps(
        [{"id": f"R-{i}", "note": "ok" if i != 40 else "refund RF-2"} for i in range(200)]
    )
    text = rows[: len(rows) // 2]
    [found] = excerpt(text, "refund")
    assert "RF-2" in found.body and found.body in text


def test_binary_noise_gives_units_and_no_error() -> None:
    noise = bytes(range(256)).decode("latin-1") * 4000 + " needle NX-1 " + "\x00" * 1000
    found = excerpt(noise, "needle", ["NX-1"])
    assert any("NX-1" in e.body for e in found)


def test_an_html_page_of_100000_elements_is_bounded_and_finds_the_tail() -> None:
    rows = "".join(f"<tr><td>R-{i}</td></tr>" for i in range(50_000))
    page = f"<html><body><table>{rows}</table><p>needle PG-7</p></body></html>"
    document = find_units(page)
    assert document.format == "html" and document.truncated
    assert document.units[0].body == '{"column 1":"R-0"}'
    found = excerpt(document, "needle", ["PG-7"])
    assert any("PG-7" in e.body for e in found)


def test_a_page_of_100000_elements_holding_no_unit_falls_back_to_lines() -> None:
    page = "<html><body>" + "<div><b>x</b></div>" * 50_000 + "<p>needle PG-7</p></body></html>"
    document = find_units(page)
    assert document.format == "html-as-lines" and len(document.units) <= MAX_UNITS
    assert any("PG-7" in e.body for e in excerpt(document, "needle", ["PG-7"]))


def test_malformed_markup_and_csv_do_not_fail() -> None:
    for text in (
        "<table><tr><td>a<td>b</tr><tr><td>ORD-1<td>refund",
        'a,"b\n1,"2\n3,4',
        "<<<>>>&&&;;" * 100,
        "| a |\n|---|\n| x | y | z |",
        "key: [unclosed\n  - : :",
    ):
        excerpt(text, "refund", ["ORD-1"])
