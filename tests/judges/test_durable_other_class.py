"""A change that sets a value of another class than an item holds is no change of that item: a
new amount does not replace a fact that shares only a month with it."""

from __future__ import annotations

from judgekit import in_force, said

ASHWORTH = (
    "The request is from a Mr Dominic Ashworth, whose daughter Isla was tutored by us from "
    "September until January."
)


def test_a_new_amount_leaves_a_fact_that_shares_only_its_month() -> None:
    ledger = said(
        ("user", ASHWORTH),
        ("user", "I believe the excess is £1,000."),
        ("user", "It's £2,500 - they raised it at the January renewal."),
    )
    held = in_force(ledger)
    assert "Dominic Ashworth" in held
    assert "£2,500" in held


def test_a_new_hour_leaves_a_plan_that_shares_only_a_city() -> None:
    ledger = said(
        ("user", "doing Munich > Vienna > Budapest by train, starting 12 May"),
        ("user", "the budapest train moved, now leaves 11:12."),
    )
    held = in_force(ledger)
    assert "starting 12 May" in held
    assert "11:12" in held


def test_an_amount_written_without_its_currency_still_changes_a_price() -> None:
    ledger = said(
        ("user", "sock yarn is 14 euro a skein at the moment"),
        ("user", "costs went up so sock yarn is 16.50 from now on."),
    )
    held = in_force(ledger)
    assert "16.50" in held
    assert "14 euro" not in held
