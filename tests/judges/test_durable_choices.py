"""A user's pick among options the assistant listed ("the second one", "the middle size",
"option B") names no value of its own: the option picked is written into the statement, which
is the user's decision."""

from __future__ import annotations

from judgekit import in_force, said

from judges.durable_choices import options_of, with_choice

VENUES = (
    "Three venues have the date free:\n"
    "1. The Old Granary: 80 seated, £1,200 for the evening.\n"
    "2. Riverside Pavilion: 120 seated, £1,650, parking for 40 cars.\n"
    "3. St Mary's Hall: 60 seated, £450, no alcohol licence."
)


def test_a_pick_by_position_becomes_the_decision_it_names() -> None:
    ledger = said(
        ("user", "We need a venue for the party on Saturday 14 June."),
        ("assistant", VENUES),
        ("user", "Let's go with the second one, the parking swings it."),
    )
    decided = [item for item in ledger.items if "Riverside Pavilion" in item.text]
    assert decided and decided[0].kind == "decision" and decided[0].role == "user"


def test_a_pick_by_a_word_the_assistant_used_and_by_letter() -> None:
    sizes = "The usual mug sizes:\n- 8 oz: espresso\n- 12 oz: standard\n- 16 oz: large latte"
    picked = with_choice("The middle size is plenty.", options_of(sizes), sizes)
    assert picked is not None and picked[1] == "12 oz"
    lettered = "Two ways to ship it:\nA) Courier, next day, £18\nB) Royal Mail, 3 days, £7"
    ledger = said(("assistant", lettered), ("user", "option B please, no rush"))
    assert "Royal Mail" in in_force(ledger)


def test_no_list_or_no_word_of_it_picks_nothing() -> None:
    assert with_choice("the second week of May works", options_of(VENUES), VENUES) is None
    assert options_of("No list here, just a reply. The first one was fine.") == []
    ledger = said(("assistant", "Happy to help."), ("user", "The first one was better anyway."))
    assert "Granary" not in in_force(ledger)


def test_a_step_reported_by_position_is_no_pick() -> None:
    steps = "Try these:\n1. Restart the router.\n2. Forget the network and rejoin."
    assert (
        with_choice("The first one didn't work, still no signal.", options_of(steps), steps) is None
    )
    assert with_choice("I did the second one yesterday.", options_of(steps), steps) is None
    picked = with_choice("ok the second one sounds easiest", options_of(steps), steps)
    assert picked is not None and picked[1] == "Forget the network and rejoin"
