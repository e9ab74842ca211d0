"""How a change finds what it replaces when the wording differs: a value a word of the change
labels among several amounts, a measure given a new number, a subject whose value sits inside
its own words, a rise or fall to a figure, names written with accents, a dislike, and a
closing date."""

from __future__ import annotations

from judgekit import in_force, said

from judges.durable_tokens import named_as_gone
from judges.durable_values import value_tokens


def test_a_change_to_one_amount_of_several_leaves_the_others_named_elsewhere() -> None:
    ledger = said(
        ("user", "the rent deposit is £1,200 and the agency fee is £300 per tenancy."),
        ("assistant", "Noted."),
        (
            "assistant",
            "So you would pay £1,200 up front plus the £300 fee, which is £1,500 before the "
            "first month's rent.",
        ),
        ("user", "correction: make that £250 for the fee, they knocked it down"),
    )
    kept = in_force(ledger)
    assert "£250" in kept
    assert "£1,200" in kept  # the deposit is still what it was
    assert "£300" not in kept


def test_a_measure_given_a_new_number_replaces_the_old_one_wherever_it_is_stated() -> None:
    ledger = said(
        ("user", "Our design is 30 samples per site per visit, across four sites."),
        ("assistant", "Understood."),
        ("user", "The lab can only process so much, 30 samples per site per visit won't work."),
        ("assistant", "Shall we go to 20 samples per site per visit?"),
        ("user", "Yes: 20 samples per site per visit, and keep the four sites."),
    )
    kept = in_force(ledger)
    assert "20 samples per site per visit" in kept
    assert "30 samples" not in kept


def test_a_change_replaces_a_statement_whose_value_sits_in_its_subject() -> None:
    ledger = said(
        ("user", "Set up the proofing room for the sourdough run."),
        (
            "assistant",
            "A proofing temperature of 24 degrees is on the warm side for a long cold-retard "
            "schedule, especially with a young starter.",
        ),
        ("user", "The oven is booked for Saturday morning."),
        ("assistant", "Saturday morning it is."),
        ("user", "Fine, I've dropped the proofing temperature down to 21 now."),
    )
    kept = in_force(ledger)
    assert "21" in kept
    assert "24 degrees" not in kept
    assert "Saturday morning" in kept


def test_a_fee_that_rises_to_a_new_figure_replaces_the_old_fee() -> None:
    ledger = said(
        ("user", "The hall hire fee is £45 per session, paid to the caretaker."),
        ("assistant", "Noted: £45 per session."),
        ("user", "Letter from the parish council: hall hire fees rise to £52 per session."),
    )
    kept = in_force(ledger)
    assert "£52" in kept
    assert "£45" not in kept


def test_a_value_stated_after_its_lead_in_replaces_the_older_value_not_the_lead_in() -> None:
    ledger = said(
        ("user", "The Year 9 assembly is at 09:30 in the main hall."),
        ("assistant", "Year 9 assembly at 09:30, main hall."),
        (
            "user",
            "I must trouble you again over the Year 9 assembly. The Year 9 assembly is "
            "therefore to be at 09:15, the hall is needed straight after.",
        ),
    )
    kept = in_force(ledger)
    assert "09:15" in kept
    assert "09:30" not in kept


def test_a_value_next_to_kick_off_or_inside_a_time_is_not_named_as_gone() -> None:
    text = "the first team will kick off at 14:30 rather than later, so court 1 must be clear"
    assert not named_as_gone("14:30", text)
    assert not named_as_gone("1", "they start at 12:30 rather than noon")
    assert named_as_gone("Petra", "Petra can't make it any more, so it's the two of us")


def test_names_written_with_accents_are_values() -> None:
    assert value_tokens("we meet José and Zoë at Nørrebro station") == ["José", "Zoë", "Nørrebro"]
    assert "Łukasz Nowak" in value_tokens("the invoice goes to Łukasz Nowak in accounts")


def test_something_a_user_cannot_stand_is_a_preference() -> None:
    ledger = said(
        ("user", "honestly i cant stand video calls, email me the drafts instead"),
        ("assistant", "Understood."),
        ("user", "We're not a fan of serif fonts on the slides either."),
    )
    kinds = {item.text: item.kind for item in ledger.items}
    assert kinds.get("honestly i cant stand video calls, email me the drafts instead") in (
        "preference",
        "rule",
    )
    assert kinds.get("We're not a fan of serif fonts on the slides either.") == "preference"


def test_a_closing_date_stated_without_the_or_our_is_kept() -> None:
    ledger = said(
        ("user", "Right, the call for papers is out."),
        ("user", "Abstract submissions close on Friday 14 November."),
    )
    assert "Friday 14 November" in in_force(ledger)


def test_the_same_measure_for_other_identifiers_is_another_item() -> None:
    ledger = said(
        ("user", "Rule: uploads to the archive are capped at 4 per minute for team TX-201."),
        ("assistant", "Noted."),
        ("user", "Rule: uploads to the archive are capped at 4 per minute for team TX-305."),
        ("assistant", "Noted, same cap."),
        ("user", "Rule: uploads to the archive are capped at 9 per minute for team TX-477."),
    )
    kept = in_force(ledger)
    assert "TX-201" in kept and "TX-305" in kept and "TX-477" in kept


def test_a_new_code_given_as_a_bare_number_replaces_the_old_code_not_a_rule_about_it() -> None:
    ledger = said(
        (
            "user",
            "There's a key safe by the front door, and the code is 6142. One rule for "
            "everything you draft for me from now on: the key-safe code never goes in the "
            "family WhatsApp.",
        ),
        ("assistant", "Noted."),
        (
            "user",
            "Carol's changed the key safe, because the last tenant never gave his key back, "
            "so the new code is 8307.",
        ),
    )
    text = in_force(ledger)
    assert "8307" in text and "6142" not in text
    assert "WhatsApp" in text
