"""Durable items in wording the item rules first missed: a change behind a framing phrase, a key
with a pronoun, titles, recurring slots, status lines, formats that are no clock times, and
chat with nothing to keep."""

from __future__ import annotations

from typing import Any

from judgekit import summary_input

from judges import RuleJudge
from judges.durable import Ledger, extract_durable


def said(*texts: str) -> Ledger:
    messages: list[dict[str, Any]] = [{"role": "user", "content": text} for text in texts]
    return extract_durable(messages)


def in_force(ledger: Ledger) -> str:
    return "\n".join(item.text for item in ledger.items)


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
