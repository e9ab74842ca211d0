"""A modal looking back ("he should never have held it", "I must have swapped the digits")
reports the past or guesses at it, and one inside a question someone asks ("he asks if we
should add a column") weighs something, and "no insecticide was needed" reports: none is a
rule. A rule with "have" in it, or a deadline worded "must have done it by", stays a rule."""

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
        "Every room must have ten chairs.",
        "Each team should have seven players on the pitch.",
        "The report should have green headings.",
    ):
        assert kind(text) == "rule", text


def test_a_modal_inside_a_question_someone_asks_is_no_rule() -> None:
    for text in (
        "he asks if we should add a tz column to the csv so finance can see the zone.",
        "Tom wants to know whether we ought to livestream the Bristol show.",
        "unrelated but do you think we should raise prices, shipping went up again",
    ):
        assert kind(text) != "rule", text
    assert kind("I think we should always cc Dana on invoices.") == "rule"
    assert kind("If in doubt we should ask Priya first.") == "rule"
    assert kind("If we must cancel, tell the venue by Friday.") == "rule"


def test_a_report_opening_on_no_is_no_prohibition() -> None:
    for text in ("no insecticide was needed this year.", "No complaints have been made since."):
        assert kind(text) != "rule", text
    for text in (
        "no pie charts ever",
        "No naked flames on stage.",
        "No food that has been opened may be returned.",
    ):
        assert kind(text) == "rule", text
