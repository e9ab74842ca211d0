"""A reference or a line that opens or closes most of one speaker's messages the same way (a
ticket number heading each reply, a case number signing it) is no part of what each says, so what the user allows alone must be read from the user's words
("Teams messages only, I'll see them between meetings"), not from a reply that echoed it."""

from __future__ import annotations

from judgekit import in_force, said


def test_a_reference_heading_every_reply_is_left_out_of_each_item() -> None:
    ledger = said(
        ("user", "My monitor flickers, asset tag MON-2231."),
        ("assistant", "INC-7710 — I've logged incident INC-7710. The loan monitor is LN-44."),
        ("user", "ok"),
        ("assistant", "INC-7710 — The replacement is a Dell P2723D at £289."),
        ("user", "fine"),
        ("assistant", "INC-7710 — Delivery is booked for Tuesday 4 March, 09:00 to 12:00."),
    )
    kept = in_force(ledger)
    assert "The replacement is a Dell P2723D at £289." in kept.splitlines()
    assert "INC-7710 —" not in kept
    assert "logged incident INC-7710" in kept


def test_a_case_number_signing_every_reply_joins_no_question() -> None:
    signed = "\n\nCASE-5512"
    ledger = said(
        ("assistant", "I've opened case CASE-5512 for your parcel." + signed),
        ("user", "thanks"),
        ("assistant", "Duty on the provisional code is £88.40. Are you VAT-registered?" + signed),
        ("user", "yes"),
        ("assistant", "Then import VAT goes on your return." + signed),
    )
    kept = in_force(ledger)
    assert "Are you VAT-registered?" not in kept
    assert "£88.40" in kept and "opened case CASE-5512" in kept


def test_a_reference_said_once_stays_with_its_statement() -> None:
    ledger = said(
        ("user", "PO-4471 - that's the order for the chairs, 40 units."),
        ("assistant", "Noted."),
    )
    assert "PO-4471" in in_force(ledger)


def test_one_thing_allowed_before_a_comma_is_the_users_rule_without_an_echo() -> None:
    ledger = said(
        ("user", "Signal messages only, I check them at lunch."),
        ("assistant", "Sure."),
    )
    assert "Signal messages only" in in_force(ledger)
