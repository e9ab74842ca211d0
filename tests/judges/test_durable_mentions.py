"""Which items stay first when room is short: one the conversation comes back to before one said
once, and a newer setting before an older one it may have replaced in words no change reads."""

from __future__ import annotations

from judgekit import first, said

from judges.durable_recur import Said


def test_an_item_mentioned_again_stays_before_a_newer_one_said_once() -> None:
    ledger = said(
        ("user", "The main hall's capacity is 120 people."),
        ("user", "The overflow room's capacity is 45 chairs."),
        ("assistant", "Noted."),
        ("user", "remind me, is it 120 in the main hall? writing the plan now"),
    )
    kept = first(ledger, 1)
    assert kept and "120" in kept[0]


def test_a_newer_limit_on_the_same_thing_stays_before_the_older_one() -> None:
    ledger = said(
        ("user", "The watercolours must be shown at no more than 60 lux."),
        ("user", "Sorry, correction: make that no more than 50 lux for the watercolours."),
        ("assistant", "Understood."),
        (
            "user",
            "The lender's conservator visited and has asked that the watercolours be shown at "
            "no more than 30 lux.",
        ),
    )
    order = first(ledger, 3)
    newer = next(n for n, text in enumerate(order) if "30 lux" in text)
    assert all(newer < n for n, text in enumerate(order) if "50 lux" in text)


def test_items_of_other_things_are_not_held_back() -> None:
    ledger = said(
        ("user", "The food budget is £400."),
        ("user", "Venue hire comes to £2,000."),
        ("user", "So £400 for food, as I said."),
    )
    assert "£400" in first(ledger, 1)[0]


def test_a_read_back_that_adds_who_and_when_does_not_hold_the_item_back() -> None:
    ledger = said(
        ("user", "With the new agreement the rent is £1,195 a month."),
        ("assistant", "Noted."),
        ("user", "The window cleaner charges £20 a visit."),
        (
            "assistant",
            "After that, Priya and Tom sign the new agreement at £1,195 a month, from Friday.",
        ),
    )
    assert "£1,195" in first(ledger, 1)[0]


def test_a_value_is_looked_for_only_after_its_statement_whatever_the_letters() -> None:
    said_so_far = Said()
    said_so_far.add(1, "İİİİİİ code ab12")  # lower-cased, each "İ" takes two characters
    said_so_far.add(2, "nothing else")
    assert not said_so_far.mentioned_after(1, ["ab12"])
    assert said_so_far.mentioned_after(1, ["else"])
