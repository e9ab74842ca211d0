"""Items that do not fit whole: which words of them stay, and what is no item at all."""

from __future__ import annotations

from judgekit import drive, in_force, said, summary_input

from judges import ExtractiveSummarizer
from judges.durable_core import core_of, identifying_clause
from judges.durable_section import section_within


def test_an_item_short_of_room_keeps_the_number_it_gives_with_what_it_is() -> None:
    text = "Can you add Rory's Aurelia Club number too, he never remembers. It's AC 5518 2047."
    clause = identifying_clause(text)
    assert "AC 5518 2047" in clause and "Aurelia Club" in clause
    assert "never remembers" not in clause


def test_an_item_short_of_room_is_never_shown_without_the_values_of_its_clause() -> None:
    text = "I moved the meeting to Thursday. It's in room B2.14 at 10:00, which is the big one."
    assert "B2.14 at 10:00" in identifying_clause(text)
    assert identifying_clause("Ask for Deniz at the desk, she has the keys. It's KX-4410.") == (
        "Ask for Deniz at the desk … It's KX-4410."
    )


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
        ("user", "Tuesday should work for us."),
        ("user", "Invoices should be addressed to Fiona Kerr in Accounts Payable."),
        ("user", "The export should work without network access."),
        ("user", "Staff should be there half an hour early."),
        ("user", "Tickets should be numbered 1 to 200."),
    )
    kinds = {item.text: item.kind for item in ledger.items}
    assert "yeah should be fine" not in kinds and "Tuesday should work for us." not in kinds
    assert kinds["Invoices should be addressed to Fiona Kerr in Accounts Payable."] == "rule"
    assert kinds["The export should work without network access."] == "rule"
    assert kinds["Staff should be there half an hour early."] == "rule"
    assert kinds["Tickets should be numbered 1 to 200."] == "rule"


def test_a_summary_folded_again_does_not_count_only_the_newly_folded_messages() -> None:
    first, _ = drive(ExtractiveSummarizer().summarize(summary_input(), ()))
    assert first.text.startswith("Summary of 5 earlier messages")
    again, _ = drive(ExtractiveSummarizer().summarize(summary_input(previous=first.text), ()))
    assert "Summary of 5 earlier messages" not in again.text
    assert "TX-1042" in again.text


def test_a_date_the_assistant_works_out_for_a_relative_change_is_kept() -> None:
    ledger = said(
        ("user", "the recheck is thurs 13 march at 17:40 btw"),
        ("user", "the vet is off that week so can we push the recheck back a week, same time"),
        ("assistant", "No problem. That makes the recheck Thursday 20 March at 17:40. Right?"),
        ("user", "yep thats it"),
    )
    assert "20 March at 17:40" in in_force(ledger)
    assert "13 march" not in in_force(ledger)


def test_a_plan_stated_in_the_present_with_its_date_and_hour_is_kept() -> None:
    ledger = said(
        ("user", "We planned to leave on Friday 13 June, but the forecast is bad."),
        ("user", "Finally we go Sunday 15 June. Because of the tide we leave the marina at 08:20."),
        ("user", "I go to bed around 11pm usually so no rush."),
        ("user", "we leave it there for now and pick it up at 3pm tomorrow"),
    )
    text = in_force(ledger)
    assert "15 June" in text and "08:20" in text
    assert "11pm" not in text and "3pm" not in text


def test_a_reference_the_assistant_gives_a_record_is_kept() -> None:
    ledger = said(
        ("user", "Near miss on lates, reach truck clipped rack 9. Draft me the entry."),
        ("assistant", "I've numbered it NM-0347, following NM-0346 in last week's log."),
    )
    assert "NM-0347" in in_force(ledger)
