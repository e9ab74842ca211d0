"""Items that do not fit whole: which words of them stay, and what is no item at all."""

from __future__ import annotations

from judgekit import drive, said, summary_input

from judges import ExtractiveSummarizer
from judges.durable_core import core_of, identifying_clause
from judges.durable_section import section_within


def test_an_item_short_of_room_keeps_the_number_it_gives_with_what_it_is() -> None:
    text = "Can you add Rory's Aurelia Club number too, he never remembers. It's AC 5518 2047."
    clause = identifying_clause(text)
    assert "AC 5518 2047" in clause and "Aurelia Club" in clause
    assert "never remembers" not in clause


def test_a_second_sentence_naming_an_identifier_is_what_an_item_short_of_room_keeps() -> None:
    items = [("fact", "Ask for Deniz at the front desk, she has the keys. The code is KX-4410.")]
    tight = "\n".join(section_within(items, [0], 12, lambda text: len(text.split())))
    assert "KX-4410" in tight and "the keys" not in tight


def test_a_clause_about_someone_named_with_a_possessive_is_no_aside() -> None:
    core = core_of("while I have you, Saoirse's name is spelt wrong on the booking, it says X.")
    assert "Saoirse's name is spelt wrong" in core


def test_a_guess_at_how_things_will_go_is_no_rule() -> None:
    ledger = said(
        ("user", "Can your neighbour take the dog that weekend?"),
        ("user", "yeah should be fine"),
        ("user", "that should work for us"),
        ("user", "Invoices should be addressed to Fiona Kerr in Accounts Payable."),
    )
    kinds = {item.text: item.kind for item in ledger.items}
    assert "yeah should be fine" not in kinds and "that should work for us" not in kinds
    assert kinds["Invoices should be addressed to Fiona Kerr in Accounts Payable."] == "rule"


def test_a_summary_folded_again_does_not_count_only_the_newly_folded_messages() -> None:
    first, _ = drive(ExtractiveSummarizer().summarize(summary_input(), ()))
    assert first.text.startswith("Summary of 5 earlier messages")
    again, _ = drive(ExtractiveSummarizer().summarize(summary_input(previous=first.text), ()))
    assert "Summary of 5 earlier messages" not in again.text
    assert "TX-1042" in again.text
