"""Durable items in wording the item rules first missed: a change behind a framing phrase, a key
with a pronoun, titles, recurring slots, status lines, formats that are no clock times, and
chat with nothing to keep."""

from __future__ import annotations

from typing import Any

from judgekit import in_force, summary_input

from judges import RuleJudge
from judges.durable import Ledger, extract_durable


def said(*texts: str) -> Ledger:
    messages: list[dict[str, Any]] = [{"role": "user", "content": text} for text in texts]
    return extract_durable(messages)


def test_a_change_behind_a_framing_phrase_replaces_the_limit() -> None:
    ledger = said(
        "Our liability cap must not exceed EUR 250,000 per claim.",
        "Change of plan from the partners: liability cap can go to EUR 400,000 per claim.",
    )
    assert "400,000" in in_force(ledger) and "250,000" not in in_force(ledger)


def test_a_key_with_a_pronoun_is_a_key_and_a_later_we_now_replaces_it() -> None:
    ledger = said(
        "Payment terms we accept: net 45 days.",
        "They pushed back on payment; we now accept net 60 days.",
    )
    assert "net 60 days" in in_force(ledger) and "45 days" in ledger.stale()


def test_a_title_does_not_end_the_sentence() -> None:
    ledger = said("Dr. Amara Osei only does Tuesdays and Thursdays.")
    assert in_force(ledger) == "Dr. Amara Osei only does Tuesdays and Thursdays."


def test_a_format_rule_is_not_replaced_by_a_new_closing_time() -> None:
    ledger = said(
        "The clinic closes at 18:30 on weekdays.",
        "Use 24-hour times in everything you write for me, please.",
        "Update: closing time moves to 19:00 from March.",
    )
    text = in_force(ledger)
    assert "24-hour" in text and "19:00" in text and "18:30" not in text
    assert [item.kind for item in ledger.items if "24-hour" in item.text] == ["rule"]


def test_a_recurring_slot_and_a_status_line_are_items() -> None:
    ledger = said(
        "Patient Kwame Asante (ref PT-20931) needs a double slot every Friday.",
        "Current status: draft rota done for weeks 1-2, weeks 3-4 pending Mia's leave dates.",
    )
    kinds = {item.text.split()[0]: item.kind for item in ledger.items}
    assert kinds == {"Patient": "constraint", "Current": "state"}


def test_chat_with_nothing_to_keep_is_no_summary_target() -> None:
    filler = [
        "Let me check with the front desk and get back to you.",
        "The coffee machine on the second floor is broken again, by the way.",
        "Sure. Let me know when you're back.",
    ]
    messages: list[dict[str, Any]] = [
        {"role": "user", "content": "I'm setting up next month's clinic rota with you."},
        {
            "role": "user",
            "content": "Hard constraint: no therapist works more than 32 hours a week.",
        },
        *({"role": "user", "content": text} for text in filler * 3),
        {"role": "user", "content": "The rota draft for week 1 is done."},
    ]
    task = "I'm setting up next month's clinic rota with you."
    inp = summary_input(messages, goal=f"{task} | latest: {filler[0]}")  # the router's goal
    targets = RuleJudge().targets(inp)
    assert any("32 hours" in target for target in targets)
    assert any("rota draft" in target for target in targets)
    assert not [target for target in targets if any(line in target for line in filler)]


def test_x_is_now_y_replaces_the_earlier_value() -> None:
    ledger = said(
        "The maintenance window is Thursday 22:00-23:00 CET.",
        "Heads up: the window is now Friday 21:00-22:00 CET, Thursday clashes with the freeze.",
    )
    assert "Friday 21:00-22:00" in in_force(ledger)
    assert "22:00-23:00" not in in_force(ledger) and "Thursday" not in in_force(ledger)


def test_a_change_to_one_entry_of_a_list_keeps_the_others() -> None:
    ledger = said(
        "Standups are on Mondays and Wednesdays at 09:30.",
        "Correction: standups are on Mondays and Fridays now, not Wednesdays.",
    )
    assert "Wednesdays" not in in_force(ledger)
    assert "09:30" in in_force(ledger) and "Fridays" in in_force(ledger)
    assert [item.text for item in ledger.superseded] == [
        "Standups are on Mondays and Wednesdays at 09:30."
    ]


def test_a_value_added_beside_a_list_takes_out_only_the_one_it_names() -> None:
    ledger = said(
        "Dr. Amara Osei only does Tuesdays and Thursdays.",
        "Actually Dr. Osei can do Wednesdays too now, not Thursdays.",
    )
    assert in_force(ledger).splitlines() == [
        "Dr. Amara Osei only does Tuesdays.",
        "Actually Dr. Osei can do Wednesdays too now.",
    ]


def test_a_question_asked_as_a_request_is_no_item() -> None:
    ledger = said(
        "Remind me what the max length was for the arn field.",
        "I forgot which branch we merge into, main or release/2.4.",
        "Tell me when the export is done, and keep every export under 50 MB.",
    )
    assert in_force(ledger) == "Tell me when the export is done, and keep every export under 50 MB."


def kinds(*texts: str) -> list[tuple[str, str]]:
    return [(item.kind, item.text) for item in said(*texts).items]


def test_a_lead_in_that_states_the_decision_is_kept_with_it() -> None:
    text = "Method-wise we settled on a mixed-methods design: a survey plus ten interviews."
    assert kinds(text) == [("decision", text)]


def test_a_lasting_instruction_needs_no_verb() -> None:
    assert kinds("Citations in APA 7th edition throughout.") == [
        ("rule", "Citations in APA 7th edition throughout.")
    ]
    assert kinds("Every day I walk the dog before work.") == []


def test_nothing_on_a_day_is_a_rule() -> None:
    assert [kind for kind, _ in kinds("and nothing on weekends please, the neighbours mind")] == [
        "rule"
    ]


def test_the_new_value_and_a_clarified_one_replace_the_earlier() -> None:
    ledger = said(
        "Submission is due 15 June 2027.",
        "The hard word limit is 8,000 words.",
        "I got an extension! The new deadline is 29 June 2027.",
        "Oh and the faculty clarified that the limit is 10,000 words, references excluded.",
    )
    assert "29 June 2027" in in_force(ledger) and "10,000 words" in in_force(ledger)
    assert "15 June" not in in_force(ledger) and "8,000" not in in_force(ledger)


def test_scratching_a_choice_takes_it_back() -> None:
    ledger = said(
        "for the floors we're going with solid oak in the kitchen",
        "scratch the oak, the quote was silly. vinyl plank it is",
    )
    assert [(item.kind, item.text) for item in ledger.items] == [("decision", "vinyl plank it is")]
    assert "oak" in ledger.superseded[0].text


def test_a_booking_the_user_cancelled_is_taken_back() -> None:
    ledger = said(
        "Hotel: I booked Hotel Miradouro Campo Grande, EUR 104 per night, 4 nights.",
        "Booked the guesthouse instead: Residencial Alvalade Jardim, reservation ALJ-77120.",
        "And I've cancelled the Miradouro, got the cancellation email.",
    )
    assert "Miradouro" not in in_force(ledger)
    assert "ALJ-77120" in in_force(ledger)
    assert "Miradouro" in ledger.superseded[0].text


def test_cancelling_something_else_takes_back_nothing() -> None:
    ledger = said("The hotel is the Miradouro, EUR 104 per night.", "We cancelled the taxi.")
    assert "Miradouro" in in_force(ledger)


def test_not_only_is_no_limit() -> None:
    assert [kind for kind, _ in kinds("the pool ran dry at 14:05, so not only us")] != [
        "constraint"
    ]
