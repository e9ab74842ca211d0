"""Corrections and changes in the forms people use: a date written day first, a dose, a value
named as wrong ("41 not 14"), a long "the new ... is", and a plan that goes back to what a fact
already names."""

from __future__ import annotations

from judgekit import in_force, said

from judges.durable_values import value_classes, value_tokens


def test_a_date_written_day_first_is_a_date_and_its_change_replaces_it() -> None:
    ledger = said(
        (
            "user",
            "My dentist appointment is on Thursday 07.11. at 8:15, at the Rosenthal practice.",
        ),
        ("assistant", "Noted."),
        ("user", "The practice rang. New appointment is Monday 11.11. at 14:30."),
    )
    held = in_force(ledger)
    assert "11.11." in held and "14:30" in held
    assert "07.11." not in held and "8:15" not in held
    assert value_classes(value_tokens("we are on Python 3.11.")) == {"version"}


def test_a_new_dose_replaces_the_old_one() -> None:
    ledger = said(
        ("user", "The GP said amoxicillin 500 mg three times a day, for a week."),
        ("user", "She change the prescription: now amoxicillin 250 mg, twice a day."),
    )
    held = in_force(ledger)
    assert "250 mg" in held and "500 mg" not in held


def test_a_value_named_as_wrong_goes() -> None:
    ledger = said(
        ("user", "the keys go to my aunt, she lives at 14 Orchard Lane, flat 2."),
        ("assistant", "Got it."),
        ("user", "oh no i got it wrong, its 41 Orchard Lane not 14."),
    )
    held = in_force(ledger)
    assert "41 Orchard Lane" in held and "14 Orchard" not in held
    assert not any(item.kind == "rule" for item in ledger.items)  # "oh no" forbids nothing


def test_a_long_new_rate_statement_replaces_the_old_rate() -> None:
    ledger = said(
        ("user", "The hall hire for the choir is £85 an evening, paid monthly."),
        ("user", "The new church hall rate for Friday evenings is £95, from January."),
    )
    held = in_force(ledger)
    assert "£95" in held and "£85" not in held


def test_going_back_to_what_a_fact_names_replaces_the_plan_not_the_fact() -> None:
    ledger = said(
        ("user", "We get our coffee beans from Roastworks, account RW-5521, on monthly terms."),
        ("user", "Beanline quoted less. I think we go with Beanline."),
        ("user", "change of plan: we're staying with Roastworks."),
    )
    held = in_force(ledger)
    assert "RW-5521" in held
    assert "go with Beanline" not in held


def test_someone_and_the_speaker_stay_one_subject() -> None:
    ledger = said(
        (
            "user",
            "My partner Ilse and I agreed one thing: nothing over €1,500 gets booked without "
            "both of us saying yes.",
        ),
    )
    assert any("Ilse" in text and "€1,500" in text for text in ledger.texts())


def test_an_instruction_after_a_dash_lead_in_is_kept() -> None:
    ledger = said(("user", "one more thing — when you send SQL, put it in a code block."))
    assert any("code block" in text for text in ledger.texts())
