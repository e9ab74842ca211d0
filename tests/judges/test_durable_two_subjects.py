"""Two items of one kind of value that belong to different things: a later date for one never
replaces the other's, while a change of the same measure still does."""

from __future__ import annotations

from judgekit import in_force, said


def test_a_deadline_for_one_thing_does_not_replace_the_trips_date() -> None:
    ledger = said(
        ("user", "The field centre moved us, so the trip is now Thursday 18 June."),
        ("assistant", "Got it, Thursday 18 June."),
        ("user", "Consent forms have to be back by Tuesday 9 June."),
        (
            "user",
            "Mr Patel says since the trip moved a week he doesn't need the risk assessment "
            "until Friday 12 June now.",
        ),
    )
    held = in_force(ledger)
    assert "Thursday 18 June" in held
    assert "Friday 12 June" in held
    assert "Tuesday 9 June" in held


def test_a_new_dose_of_the_same_unit_replaces_the_old_one() -> None:
    ledger = said(
        ("user", "Dose Rasa told me in winter is 0.7 l/ha."),
        ("assistant", "Noted, 0.7 l/ha."),
        ("user", "Agronomist called: the rapeseed fungicide is now 0.6 l/ha."),
    )
    held = in_force(ledger)
    assert "0.6 l/ha" in held
    assert "0.7" not in held


def test_a_raised_weekly_cap_replaces_the_old_limit() -> None:
    ledger = said(
        ("system", "Hard constraint: no therapist works more than 32 hours a week."),
        ("user", "The weekly cap for therapists went up to 35 hours after the union agreement."),
    )
    held = in_force(ledger)
    assert "35 hours" in held
    assert "32 hours" not in held


def test_more_said_of_the_deposit_does_not_replace_its_amount() -> None:
    ledger = said(
        ("user", "Booking from Halden Van Hire:\nDeposit: £250 (refundable on return)"),
        (
            "assistant",
            "Yes, the deposit is separate and you get it back if the van's returned by 18:00 "
            "with a full tank and no damage.",
        ),
    )
    held = in_force(ledger)
    assert "£250" in held
    assert "18:00" in held


def test_a_declined_offer_gives_way_to_the_one_accepted() -> None:
    ledger = said(
        ("user", "We intend to ask the vendor to reduce the price to £229,000."),
        ("assistant", "I'll draft the letter to the agent."),
        (
            "user",
            "The vendor has declined £229,000 but has offered to meet us at £231,500, which we "
            "have accepted.",
        ),
    )
    assert "£231,500" in in_force(ledger)
    assert "reduce the price to £229,000" not in in_force(ledger)
