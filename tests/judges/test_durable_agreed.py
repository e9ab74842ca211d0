"""A statement that names no value and changes nothing ("Extent: agreed.") confirms the item it
speaks of; it does not replace the figure the item holds."""

from __future__ import annotations

from judgekit import in_force, said


def test_an_agreement_with_no_value_keeps_the_figure_it_agrees_to() -> None:
    ledger = said(
        ("user", "Extent: the Serbian text runs to approximately 86,000 words."),
        ("assistant", "Extent: agreed."),
    )
    assert "86,000 words" in in_force(ledger)


def test_a_change_with_no_value_still_replaces_what_it_changes() -> None:
    ledger = said(
        ("user", "Reviews go to Priya Shah."),
        ("user", "Priya is off shift now, reviews go to whoever is on call instead."),
    )
    assert "Priya Shah" not in in_force(ledger)


def test_a_report_of_progress_with_no_value_still_moves_the_state_on() -> None:
    ledger = said(
        ("assistant", "As agreed, I've recorded this: we're blocked until QA approves the DPA."),
        ("assistant", "The previous sign-off came through; now waiting on legal for approval."),
    )
    held = in_force(ledger)
    assert "legal" in held
    assert "QA" not in held
