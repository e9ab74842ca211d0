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
