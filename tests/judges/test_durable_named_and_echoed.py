"""A change that names the place or thing an item is about, and sets a value of a kind that
item holds, changes that item rather than another sharing a weekday; an assistant saying the
new values again restates that change and replaces nothing else."""

from __future__ import annotations

from judgekit import in_force, said


def test_a_change_naming_the_place_changes_its_booking_not_a_trip_on_that_day() -> None:
    ledger = said(
        ("user", "Harbourside looks lovely, reserved it, 4 nights, booking ref HB-7731"),
        ("assistant", "Great."),
        ("user", "The ferry goes on Thursday 12 June at 08:15, crossing HX 204."),
        ("assistant", "Noted the crossing."),
        ("user", "I phoned the Harbourside Inn and they moved it to 3 nights, Thursday to Sunday."),
    )
    kept = in_force(ledger)
    assert "HX 204" in kept and "Thursday 12 June" in kept
    assert "3 nights" in kept


def test_an_assistant_saying_the_new_values_again_leaves_other_items_alone() -> None:
    ledger = said(
        ("user", "Can you confirm the trains?"),
        (
            "assistant",
            "Once it's booked: train out Friday 9 May, back Sunday 11 May, same reference.",
        ),
        ("user", "done. the cottage people moved our stay to 2 nights, Friday and Saturday"),
        ("assistant", "Good news. So the cottage is now 2 nights, Friday and Saturday."),
    )
    kept = in_force(ledger)
    assert "Friday 9 May" in kept and "Sunday 11 May" in kept
    assert "2 nights" in kept
