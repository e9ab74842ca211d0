"""A past plan stated with the value that replaces it is a change, not a plan as it was; a
state several people or things may share ("vegetarian now", "required now") is no role that
one name takes from another."""

from __future__ import annotations

from judgekit import in_force, said

from judges.durable_detect import classify
from judges.durable_statements import Statement
from judges.durable_tells import states_past_plan


def kind(text: str) -> str | None:
    return classify(Statement(text, "user", 0), False)


def test_a_past_plan_with_its_new_date_in_one_sentence_is_still_read() -> None:
    ledger = said(
        ("user", "Launch date is 3 June."),
        ("assistant", "Noted."),
        ("user", "The launch was meant to be 3 June, now it's 10 June."),
    )
    assert "10 June" in in_force(ledger)
    assert kind("We were supposed to close on Sunday 1 February, but it's now Sunday 8 February.")
    assert not states_past_plan("The flight was scheduled to leave at 9:40 and it's now 11:15.")
    assert states_past_plan("The match was to kick off at 15:00, I think.")


def test_i_was_going_to_say_leads_in_to_what_follows() -> None:
    ledger = said(
        ("user", "Please draft the cover letter."),
        ("assistant", "Sure."),
        ("user", "I was going to say, the deadline is Friday 14 March."),
    )
    assert "14 March" in in_force(ledger)
    assert not states_past_plan("The delay was due to the storm on 3 March.")


def test_a_state_two_names_share_replaces_neither() -> None:
    for state in ("vegetarian now", "now required on the build agents", "now off the project"):
        ledger = said(
            ("user", f"Maria is {state}."),
            ("assistant", "Noted."),
            ("user", f"Jonas is {state}."),
        )
        assert f"Maria is {state}" in in_force(ledger), state
        assert "maria" not in {value.lower() for value in ledger.stale()}
