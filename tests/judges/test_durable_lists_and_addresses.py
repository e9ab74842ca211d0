"""A network address is an identifier a chat states once and needs again; a list keeps the
heading that names its kind across the blank line markdown puts under it; two statements
naming the same words ("IoT", "VLAN") are not one statement said twice."""

from __future__ import annotations

from judgekit import in_force, said

from judges.durable_changes import echoes_gone
from judges.durable_detect import classify
from judges.durable_statements import Statement, statements
from judges.durable_values import value_classes, value_tokens


def kind(text: str) -> str | None:
    return classify(Statement(text, "user", 0), False)


def test_addresses_and_ranges_said_without_a_verb_are_facts() -> None:
    assert kind("Printer VLAN DHCP pool 192.168.50.20 to 192.168.50.60.") == "fact"
    assert kind("Grafana 10.0.4.12:3000, Prometheus 10.0.4.13:9090.") == "fact"
    assert value_classes(value_tokens("the office subnet is 172.16.8.0/22")) == {"address"}
    assert "version" in value_classes(value_tokens("we pinned numpy 1.26.4"))


def test_a_numbered_list_below_a_blank_line_keeps_the_heading_naming_its_kind() -> None:
    text = (
        "Two firm rules before we start:\n\n"
        "1. Nothing that phones home to a vendor portal.\n"
        "2. Keep every change reversible within the hour."
    )
    found = [(s.text, kind_of(s)) for s in statements(text, "user", 0)]
    assert ("Nothing that phones home to a vendor portal.", "rule") in found
    ledger = said(("user", text), ("assistant", "Understood."))
    assert "vendor portal" in in_force(ledger)


def kind_of(statement: Statement) -> str | None:
    return classify(statement, False)


def test_a_change_replaces_no_statement_sharing_only_two_words_with_what_it_changed() -> None:
    ledger = said(
        ("user", "CCTV becomes VLAN 60, 10.30.60.0/24, DHCP 10.30.60.100 to 10.30.60.150."),
        ("user", "I've blocked outbound DNS from every VLAN except the resolver, CCTV too."),
    )
    network = next(item for item in ledger.items if "VLAN 60" in item.text)
    blocked = next(item for item in ledger.items if "outbound DNS" in item.text)
    current, superseded = [network], []
    echoes_gone(current, superseded, blocked, {"cctv", "vlan"})
    assert current == [network] and not superseded


def test_a_record_naming_an_amount_beside_its_address_is_material() -> None:
    row = "history 07 PAY-9F31AC02 412.00 EUR device D-a81c3e ip 192.0.12.77 response code 05"
    assert kind(row) is None
    assert kind("Printer VLAN DHCP pool 192.168.50.20 to 192.168.50.60.") == "fact"
