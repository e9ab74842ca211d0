"""A modal looking back ("he should never have held it", "I must have swapped the digits")
reports the past or guesses at it: no rule. A rule with "have" in it, or a deadline worded
"must have done it by", stays a rule."""

from __future__ import annotations

from judges.durable_detect import classify
from judges.durable_statements import Statement


def kind(text: str) -> str | None:
    """The kind a user's `text` is read as."""
    return classify(Statement(text, "user", 0), system=False)


def test_regret_and_guesses_about_the_past_are_no_rules() -> None:
    for text in (
        "It held a copy of the pupil spreadsheet, which he should never have kept locally.",
        "He should have told us sooner.",
        "I must have swapped the digits round when I typed it.",
        "we shouldn't have booked the cheap hotel tbh",
    ):
        assert kind(text) != "rule", text


def test_rules_and_deadlines_with_have_stay_rules() -> None:
    for text in (
        "You must never have the heater on overnight.",
        "Staff should never hold pupil data on their own laptops.",
        "All staff must have completed the safeguarding course before the trip.",
        "Nobody should ever have admin rights on the shared laptop.",
    ):
        assert kind(text) == "rule", text
