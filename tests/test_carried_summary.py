"""A client that keeps the compacted request as its history and sends it back later, possibly to
another router or after a restart: the summary it carries is read as the earlier summary, so
its durable items outlive every round and later changes replace them."""

from __future__ import annotations

from typing import Any

from router import Router
from router.reading.tokens import TokenCounter
from rungs import SUMMARY_MARK

MODEL = "gpt-4o-mini"
CHATTER = (
    "I skimmed the vendor's release notes again; nothing there touches our integration, "
    "it is mostly UI polish and a couple of translation fixes for their admin console."
)


def turn(role: str, text: str) -> dict[str, Any]:
    return {"role": role, "content": text}


def first_part() -> list[dict[str, Any]]:
    messages = [
        turn("system", "You help the billing team plan the invoice platform migration."),
        turn("user", "Let's plan the invoice migration together over the next few days."),
        turn("user", "Hard rule: never email customer exports outside the company."),
        turn("assistant", "Understood."),
        turn("user", "The cutover window is Saturday 02:00-04:00 CET."),
        turn("assistant", "Noted."),
        turn("user", "We're pinned to stripe-python 7.4.0 until the audit closes."),
    ]
    for n in range(8):
        messages += [turn("user", f"{CHATTER} ({n})"), turn("assistant", "Makes sense.")]
    messages += [turn("user", "Marta Kowalczyk approves every schema change.")]
    return messages


def second_part() -> list[dict[str, Any]]:
    messages = [turn("user", "Change of plan: the cutover window moves to Sunday 01:00-03:00 CET.")]
    for n in range(8):
        messages += [turn("user", f"{CHATTER} ({n + 8})"), turn("assistant", "OK.")]
    messages += [turn("user", "Please answer in short bullet points from now on.")]
    return messages


def text_of(messages: list[dict[str, Any]]) -> str:
    return "\n".join(str(m.get("content") or "") for m in messages)


def compact(messages: list[dict[str, Any]], target: int, session: str) -> list[dict[str, Any]]:
    router = Router(MODEL, context_window=target * 10, trigger=target + 1, target=target)
    return list(router.compact(messages, session_id=session, max_tokens=100).messages)


def test_a_summary_sent_back_keeps_its_items_and_takes_the_changes() -> None:
    counter = TokenCounter(MODEL)
    target = counter.messages(first_part()) // 2
    once = compact(first_part(), target, "first")
    assert SUMMARY_MARK in text_of(once)
    again = compact([*once, *second_part()], target, "after-restart")
    text = text_of(again)
    assert counter.messages(again) <= target
    for kept in ("never email customer exports", "stripe-python 7.4.0", "Marta Kowalczyk"):
        assert kept in text
    assert "Sunday 01:00-03:00 CET" in text and "Saturday 02:00-04:00" not in text
    assert text.count(SUMMARY_MARK) == 1
    summary = next(m["content"] for m in again if str(m["content"]).startswith(SUMMARY_MARK))
    assert summary.count("Durable items") == 1 and "Rules:" in summary


def test_five_rounds_of_sending_the_summary_back_lose_nothing_one_kept() -> None:
    counter = TokenCounter(MODEL)
    target = counter.messages(first_part()) // 2
    history = compact(first_part(), target, "round-0")
    items = ("never email customer exports", "stripe-python 7.4.0", "Marta Kowalczyk")
    for round_ in range(1, 5):
        chatter = [turn("user", f"{CHATTER} (round {round_}, {n})") for n in range(6)]
        history = compact([*history, *chatter], target, f"round-{round_}")
        assert counter.messages(history) <= target
        assert all(item in text_of(history) for item in items), round_
