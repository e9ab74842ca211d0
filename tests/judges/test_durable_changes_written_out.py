"""Changes in long conversations: a date moved, an amount written two ways, a change that shares
a word with an unrelated rule, an assistant's "revised" remark, and a request that opens with
"please," before its condition."""

from __future__ import annotations

from judgekit import said


def _naming(texts: tuple[str, ...], *words: str) -> list[str]:
    return [text for text in texts if any(word in text for word in words)]


def test_a_moved_date_replaces_every_item_naming_the_old_date() -> None:
    ledger = said(
        ("user", "The site audit is booked for Wednesday 9 October."),
        ("assistant", "Here is a plan that works back from an audit on Wednesday 9 October."),
        ("assistant", "Use the 24-hour clock from now on (slots at 09:00, 13:30 and 16:00)."),
        (
            "user",
            "Bad news. The lead auditor is ill and cannot travel that week, so the audit has "
            "been moved to Wednesday 23 October, at 13:30.",
        ),
    )
    texts = ledger.texts()
    assert not _naming(texts, "9 October")
    assert _naming(texts, "23 October")
    assert _naming(texts, "24-hour clock")


def test_a_revised_number_in_passing_leaves_a_date_alone() -> None:
    ledger = said(
        ("assistant", "With approval in late October, copies arrive before 14 November."),
        ("user", "The launch has moved to 14 November."),
        (
            "assistant",
            "**Printing:** make sure the insert is the approved version, revised number 3.",
        ),
    )
    assert "The launch has moved to 14 November." in ledger.texts()


def test_an_amount_replaced_is_gone_however_it_was_written() -> None:
    ledger = said(
        ("user", "Our total budget for the van is 1.800 € and not a cent more."),
        ("assistant", "With €1,800 to spend, option 2 is the sensible one."),
        ("assistant", "That leaves around €600 of your €1,800 for surprises."),
        ("user", "Good news, my brother chips in, so the total budget is now 2.300 €."),
    )
    texts = ledger.texts()
    assert not _naming(texts, "1,800", "1.800")
    assert _naming(texts, "2.300 €")


def test_a_change_replaces_the_item_holding_a_value_of_its_kind() -> None:
    ledger = said(
        ("user", "Keep the ticket open until 18:00 CET to be safe."),
        ("user", "Write every timestamp in CET please."),
        ("user", "Actually we'll close it at 17:15 CET instead, the numbers look fine."),
    )
    texts = ledger.texts()
    assert _naming(texts, "every timestamp in CET")
    assert not _naming(texts, "18:00")


def test_a_request_opening_with_please_and_a_condition_is_a_rule() -> None:
    ledger = said(
        (
            "user",
            "please, when you draft anything for the landlord, keep it formal and short, "
            "because he is very old-fashioned",
        ),
    )
    assert [item.kind for item in ledger.items] == ["rule"]
