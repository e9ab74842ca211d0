"""Changes in long conversations: a date moved, an amount written two ways, a change that shares
a word with an unrelated rule, an assistant's "revised" remark, and a request that opens with
"please," before its condition."""

from __future__ import annotations

from judgekit import first, naming, said

from judges.durable import DurableItem
from judges.durable_stale import of_new_kind
from judges.durable_subjects import subject_of


def test_a_moved_date_replaces_every_item_naming_the_old_date() -> None:
    ledger = said(
        ("user", "The site audit is booked for Wednesday 9 October."),
        ("assistant", "Here is a plan that works back from an audit on Wednesday 9 October."),
        ("assistant", "Use the 24-hour clock from now on (slots at 09:00, 13:30 and 16:00)."),
        (
            "user",
            "Bad news. The lead auditor is ill and cannot travel that week, so the audit has "
            "been moved to Wednesday 23 October, at 13:30.",
        ),
    )
    texts = ledger.texts()
    assert not naming(texts, "9 October")
    assert naming(texts, "23 October")
    assert naming(texts, "24-hour clock")


def test_a_revised_number_in_passing_leaves_a_date_alone() -> None:
    ledger = said(
        ("assistant", "With approval in late October, copies arrive before 14 November."),
        ("user", "The launch has moved to 14 November."),
        (
            "assistant",
            "**Printing:** make sure the insert is the approved version, revised number 3.",
        ),
    )
    assert "The launch has moved to 14 November." in ledger.texts()


def test_an_amount_replaced_is_gone_however_it_was_written() -> None:
    ledger = said(
        ("user", "Our total budget for the van is 1.800 € and not a cent more."),
        ("assistant", "With €1,800 to spend, option 2 is the sensible one."),
        ("assistant", "That leaves around €600 of your €1,800 for surprises."),
        ("user", "Good news, my brother chips in, so the total budget is now 2.300 €."),
    )
    texts = ledger.texts()
    assert not naming(texts, "1,800", "1.800")
    assert naming(texts, "2.300 €")


def test_a_change_replaces_the_item_holding_a_value_of_its_kind() -> None:
    ledger = said(
        ("user", "Keep the ticket open until 18:00 CET to be safe."),
        ("user", "Write every timestamp in CET please."),
        ("user", "Actually we'll close it at 17:15 CET instead, the numbers look fine."),
    )
    texts = ledger.texts()
    assert naming(texts, "every timestamp in CET")
    assert not naming(texts, "18:00")


def test_a_request_opening_with_please_and_a_condition_is_a_rule() -> None:
    ledger = said(
        (
            "user",
            "please, when you draft anything for the landlord, keep it formal and short, "
            "because he is very old-fashioned",
        ),
    )
    assert [item.kind for item in ledger.items] == ["rule"]


def test_a_name_typed_in_lower_case_is_still_the_name_a_change_replaces() -> None:
    ledger = said(
        ("user", "plan is to take payments through Lumenpay, the fees look fine."),
        ("assistant", "Lumenpay charges 1.4% per card payment, against 1.5% at Vaultly."),
        ("user", "lumenpay account approved."),
        ("assistant", "Great, next step is the plugin for Lumenpay."),
        ("user", "ok scratch that, we're going with vaultly."),
    )
    assert not naming(ledger.texts(), "Lumenpay", "lumenpay")


def test_a_change_naming_what_it_shares_with_an_item_makes_none_of_its_other_names_stale() -> None:
    def item(text: str, role: str) -> DurableItem:
        return DurableItem("fact", text, role=role, subject=subject_of(text))

    old = item("I'd ask Lumenpay support whether they import the cards from Vaultly.", "assistant")
    report = item("asked Lumenpay support about moving the cards over.", "user")
    assert of_new_kind(["Vaultly"], report, old) == set()
    switch = item("We're moving from Vaultly to Lumenpay instead.", "user")
    assert of_new_kind(["Vaultly"], switch, item("Our vault provider is Vaultly.", "user")) == {
        "vaultly"
    }


def test_a_rule_with_its_verb_left_out_is_a_rule_and_a_habit_is_not() -> None:
    ledger = said(
        ("user", "tom and ivy never in the same group, they argue the whole time"),
        ("user", "never put the twins on the same bus either"),
        ("user", "she never put the bins out, typical"),
    )
    kinds = {item.text: item.kind for item in ledger.items}
    assert kinds.get("tom and ivy never in the same group") == "rule" or any(
        text.startswith("tom and ivy never") and kind == "rule" for text, kind in kinds.items()
    )
    assert any(
        text.startswith("never put the twins") and kind == "rule" for text, kind in kinds.items()
    )
    assert not any("bins" in text and kind == "rule" for text, kind in kinds.items())


def test_the_speakers_own_duty_is_no_rule_and_ranks_after_what_is_asked() -> None:
    ledger = said(
        ("user", "I must correct something I told you earlier."),
        ("user", "I am afraid I must move the appointment."),
        ("user", "Never call before 9am, the baby sleeps late."),
        ("user", "My order number is OR-55102."),
    )
    kinds = {item.text: item.kind for item in ledger.items}
    assert kinds.get("I must correct something I told you earlier.") != "rule"
    assert first(ledger, 2)[0].startswith("Never call before 9am")
    assert any("OR-55102" in text for text in first(ledger, 2))


def test_what_the_assistant_records_ranks_with_what_the_user_said() -> None:
    ledger = said(
        ("user", "The boiler is a Vaillant ecoTEC, installed 2019."),
        ("user", "It's been leaking since Monday."),
        ("user", "The engineer must call before coming, the dog panics."),
        ("user", "Our budget for the repair is £400 at most."),
        ("assistant", "Boilers of that age often need a new pressure valve."),
        ("assistant", "I've opened repair case RC-40917 and booked the visit for Friday 14 June."),
    )
    top = " ".join(first(ledger, 3))
    assert "RC-40917" in top
    assert "pressure valve" not in top


def test_what_holds_from_now_on_ranks_before_plain_telling() -> None:
    ledger = said(
        ("user", "the weather has been awful all week"),
        ("user", "Marta is on call from now on"),
        ("user", "we had pizza for lunch"),
    )
    assert first(ledger, 1) == ["Marta is on call from now on"]


def test_a_change_pointing_back_is_read_with_the_sentence_it_points_to() -> None:
    ledger = said(
        (
            "user",
            "Guess what, the Lakeside venue has a free slot on 21 September! it's closer to "
            "everyone. so we're going with that one, forget the barn.",
        ),
    )
    texts = ledger.texts()
    assert any("21 September" in text and "going with that one" in text for text in texts)
    assert len(naming(texts, "21 September")) == 1


def test_a_correction_saying_what_in_fact_happened_replaces_what_was_said() -> None:
    ledger = said(
        ("user", "The heating stopped on Monday night and hasn't come back."),
        ("assistant", "Thanks, I've noted that."),
        (
            "user",
            "Sorry, I was away. My neighbour tells me the heating in fact stopped on Saturday "
            "morning.",
        ),
    )
    texts = ledger.texts()
    assert naming(texts, "Saturday") and not naming(texts, "Monday")


def test_one_sentence_making_two_changes_makes_both() -> None:
    ledger = said(
        ("user", "Please have the courier ring my mobile, 07700 900873, on arrival."),
        ("assistant", "Booked: Wednesday 3 July, morning slot."),
        ("user", "Sorry, can we change the delivery? I'll be out that day."),
        (
            "assistant",
            "Of course. I've moved the delivery to Friday 5 July, afternoon slot, and changed "
            "the contact number to 07700 900218.",
        ),
    )
    texts = ledger.texts()
    assert not naming(texts, "3 July", "900873")
    assert naming(texts, "5 July") and naming(texts, "07700 900218")


def test_an_instruction_to_leave_something_out_naming_an_address_ranks_first() -> None:
    ledger = said(
        ("user", "I need a retention analysis for the quarterly review on 14 March."),
        ("user", "ignore the staff accounts, their emails all end in @crate-staff.io"),
        ("user", "the intern made nice charts last time"),
        ("user", "Revenue was 2.1M last quarter."),
        ("assistant", "Retention is computed per signup month."),
    )
    assert any("@crate-staff.io" in text for text in first(ledger, 2))


def test_a_short_answer_to_the_assistants_question_keeps_what_the_change_leaves() -> None:
    ledger = said(
        ("assistant", "Happy to help. Where and when does the choir meet?"),
        ("user", "St Mary's church hall, 19:30"),
        ("assistant", "Noted."),
        ("user", "the vicar needs the hall earlier, so we meet at 19:00 instead."),
    )
    texts = ledger.texts()
    assert naming(texts, "St Mary's church hall") and naming(texts, "19:00")
    assert not naming(texts, "19:30")


def test_a_role_handed_over_leaves_no_one_else_holding_it() -> None:
    ledger = said(
        ("user", "the nightly import failed again, ticket OPS-7781 is open, I'm the DRI."),
        ("assistant", "Understood."),
        ("user", "I'm off at six. Priya is DRI from now on"),
    )
    texts = ledger.texts()
    assert not naming(texts, "I'm the DRI")
    assert naming(texts, "OPS-7781") and naming(texts, "Priya is DRI")


def test_a_lead_in_to_a_list_states_nothing_and_its_items_do() -> None:
    ledger = said(
        (
            "system",
            "You are the booking assistant for Harbour Kayaks. Follow these policies:\n"
            "- Never book a minor without a guardian's consent.\n"
            "- Refunds only up to 48 hours before the trip.",
        ),
    )
    texts = ledger.texts()
    assert "Follow these policies:" not in texts
    assert naming(texts, "Never book a minor") and naming(texts, "48 hours")


def test_a_bare_number_shared_in_passing_changes_nothing() -> None:
    ledger = said(
        ("assistant", "Rule: uploads to the archive are limited to 4 per hour for ACC-3310."),
        ("user", "the error rate moved by about 4%, nothing to worry about"),
    )
    assert naming(ledger.texts(), "ACC-3310")
