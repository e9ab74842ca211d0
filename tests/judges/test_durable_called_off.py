"""Durable items when something is called off ("the raffle's off"), when an hour is written
with a point ("10.40am"), when words that can mark a change do not ("she actually answered",
"Updated:" heading several replies, a rejected approach named after "rather than"), for doses
in a list, for statements about two things told apart by their codes ("PRJ-1695",
"PRJ-2228"), and for a report worded like a ban ("no changes to the plan came out of it")."""

from __future__ import annotations

from judgekit import in_force, said

from judges.durable_subjects import subject_of


def test_something_called_off_takes_back_what_named_it_and_says_so() -> None:
    ledger = said(
        ("user", "raffle: £1 a strip, Sue doing prizes"),
        ("assistant", "A raffle at £1 a strip, with Sue doing the prizes."),
        ("user", "mince pies at the interval, Jen is bringing them"),
        ("user", "raffle's off. nobody else will do prizes"),
    )
    kept = in_force(ledger)
    assert "£1 a strip" not in kept and "£1" in ledger.stale()
    assert "raffle's off" in kept and "mince pies" in kept


def test_a_dish_called_off_leaves_the_rest_of_the_menu() -> None:
    ledger = said(
        ("user", "Menu: pani puri to start, then Malabar prawn curry, lemon rice, beans poriyal."),
        ("user", "Appa's allergy is back. So the Malabar prawn curry is out."),
    )
    menu = [text for text in ledger.texts() if "lemon rice" in text]
    assert menu and "prawn" not in menu[0]
    assert "prawn curry is out" in in_force(ledger)


def test_someone_out_for_a_while_takes_nothing_back() -> None:
    ledger = said(
        ("user", "Priyanka must review every PR that touches the exporter."),
        ("user", "Priyanka's out till the 20th, so expect slow reviews."),
    )
    assert "Priyanka must review every PR" in in_force(ledger)


def test_an_hour_written_with_a_point_is_one_value_a_change_replaces() -> None:
    ledger = said(
        ("user", "memory clinic letter came: Thursday 12 June at 10.40am, Royal Shrewsbury."),
        ("user", "memory clinic rang. they've pushed it to Tuesday 24 June, 2.15pm, same clinic."),
    )
    kept = in_force(ledger)
    assert "2.15pm" in kept and "24 June" in kept
    assert "10.40am" not in kept and "10.40am" in ledger.stale()


def test_actually_as_emphasis_changes_nothing() -> None:
    ledger = said(
        ("user", "Memory clinic appointment: Thursday 12 June, 10:40, Outpatients Clinic B."),
        ("user", "memory clinic rang helen (she actually answered, miracles)."),
    )
    assert "Thursday 12 June, 10:40" in in_force(ledger)
    assert not ledger.stale()


def test_an_updated_heading_on_several_replies_is_no_speaker() -> None:
    ledger = said(
        ("user", "The technical interview is Tuesday 14 October at 14:00 on Google Meet."),
        ("assistant", "Updated: **your notice period is 12 weeks**, from the contract."),
        ("user", "> Could we move your technical interview to Friday 17 October at 10:30?\n\nyes"),
        ("assistant", "Updated: **technical interview Friday 17 October, 10:30**, same link."),
    )
    kept = in_force(ledger)
    assert "17 October" in kept and "14 October" not in kept


def test_a_reference_after_rather_than_is_what_goes() -> None:
    said = subject_of(
        "We've decided to use a mixed-effects model for the growth curves, rather than the "
        "ANOVA-at-every-timepoint approach DRT-03 used, which was a disaster."
    )
    assert "DRT-03" in said.gone and "DRT-03" not in said.values


def test_wanting_one_thing_not_another_is_a_preference() -> None:
    ledger = said(("user", "one more thing re Helen: she wants a phone call, not a text."))
    assert [item.kind for item in ledger.items] == ["preference"]


def test_an_offer_turned_down_leaves_the_new_price_alone() -> None:
    ledger = said(
        ("user", "We intend to ask the vendor to reduce the price to £229,000."),
        (
            "user",
            "The vendor has declined £229,000 but has offered to meet us at £231,500, which we "
            "have accepted.",
        ),
    )
    kept = in_force(ledger)
    assert "£231,500" in kept and "£229,000" not in kept
    assert "The vendor has offered to meet us at £231,500" in kept


def test_a_row_naming_a_dose_is_an_item() -> None:
    ledger = said(
        (
            "user",
            "ok here's the meds off the discharge letter\n\n"
            "Amlodipine 5mg - ONE tablet in the MORNING\n"
            "Donepezil 5mg - ONE tablet at NIGHT",
        ),
    )
    assert "Amlodipine 5mg" in in_force(ledger) and "Donepezil 5mg" in in_force(ledger)


def test_a_dose_upped_changes_the_drug_it_names_not_one_sharing_the_time_of_day() -> None:
    ledger = said(
        (
            "user",
            "meds:\n\nDonepezil 5mg - ONE tablet at NIGHT\n"
            "Lansoprazole 15mg - ONE capsule each morning before food",
        ),
        (
            "user",
            "Dr Lennox rang this morning, she's happy with how he's doing on the donepezil and "
            "wants to up it to 10mg from monday.",
        ),
    )
    kept = in_force(ledger)
    assert "Lansoprazole 15mg" in kept and "10mg" in kept and "Donepezil 5mg" not in kept


def test_not_the_other_number_corrects_the_dose() -> None:
    ledger = said(
        ("user", "Metacam 3,5 ml one time in the day with food, for the pain."),
        ("user", "Sorry!! I write wrong. The Metacam is 2,5 ml, not the other number."),
    )
    kept = in_force(ledger)
    assert "2,5 ml" in kept and "3,5 ml" not in kept


def test_rules_for_two_projects_both_stay() -> None:
    ledger = said(
        (
            "assistant",
            "From now on every refund over $80 on PRJ-1695 needs Ines Okafor's approval.",
        ),
        ("assistant", "The budget for PRJ-0610 is capped at $38,000 this quarter."),
        (
            "assistant",
            "From now on every refund over $60 on PRJ-2228 needs Ines Okafor's approval.",
        ),
    )
    kept = in_force(ledger)
    assert "PRJ-1695" in kept and "PRJ-2228" in kept and "PRJ-0610" in kept
    assert not ledger.stale()


def test_a_new_reference_alone_still_replaces_the_old_one() -> None:
    ledger = said(
        ("user", "The booking reference is QX-1234."),
        ("user", "The booking reference is now QX-9876."),
    )
    assert "QX-9876" in in_force(ledger) and "QX-1234" in ledger.stale()


def test_a_report_that_nothing_came_of_a_meeting_is_no_rule() -> None:
    ledger = said(
        (
            "user",
            "The meeting ran long and we mostly talked about hiring; no changes to the plan came "
            "out of it, so the notes are not worth copying here.",
        ),
        ("user", "no fish in anything for the team lunch."),
    )
    assert [item.kind for item in ledger.items] == ["rule"]
    assert "no fish" in in_force(ledger)


def test_something_published_is_not_called_off() -> None:
    ledger = said(
        ("user", "The beta must ship with the offline export switched on."),
        ("user", "the beta is out!"),
    )
    assert "The beta must ship with the offline export switched on." in in_force(ledger)
