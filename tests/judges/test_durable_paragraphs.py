"""Durable items said inside paragraphs and casual chat: what stays first, what a change or a
retraction inside a later clause replaces, and what a short section keeps of each item."""

from __future__ import annotations

from judgekit import first, said

from judges.durable import extract_durable
from judges.durable_core import without_asides
from judges.durable_markers import without_markers
from judges.durable_section import parse_section, section_within


def test_a_sentence_that_only_tells_goes_after_the_items_that_set_something() -> None:
    ledger = said(
        (
            "user",
            "She was very calm about the whole thing, which means she knows something I don't.",
        ),
        ("user", "Replication lag has to sit below 5 seconds before we start."),
        ("user", "The go/no-go call on the night is Ifeoma Okafor's, not mine."),
    )
    kept = " ".join(first(ledger, 2))
    assert "5 seconds" in kept and "Ifeoma Okafor" in kept
    assert "very calm" not in kept


def test_an_instruction_naming_someone_and_a_worded_setting_in_a_list_are_items() -> None:
    ledger = said(
        (
            "user",
            "The requirements are as follows:\n1. Quantity: 40 units.\n"
            "2. Minimum specification: 16 GB RAM and 512 GB SSD.",
        ),
        (
            "user",
            "Please address all correspondence to the Contracts Officer, Ms. Helen Achterberg.",
        ),
    )
    texts = " ".join(ledger.texts())
    assert "16 GB RAM and 512 GB SSD" in texts
    assert "Helen Achterberg" in texts


def test_casual_wording_without_apostrophes_still_sets_a_rule() -> None:
    ledger = said(
        ("user", "oh and also dont ship outside the eu, the customs stuff is a nightmare")
    )
    assert [item.kind for item in ledger.items if "outside the eu" in item.text] == ["rule"]


def test_a_retraction_inside_a_later_clause_takes_back_the_item_it_names() -> None:
    ledger = said(
        ("user", "ok big plan for december: were gonna do a stall at the christmas fair"),
        ("user", "update on december, actually forget the fair, the stall fee is silly"),
        ("user", "lotte said we can do a pop-up at her cafe on the 13th instead"),
    )
    texts = " ".join(ledger.texts())
    assert "christmas fair" not in texts
    assert "pop-up" in texts


def test_a_change_that_sets_something_replaces_a_setting_not_a_report() -> None:
    ledger = said(
        ("user", "we've got elevated 502s since ~14:10 UTC, incident INC-4471 is open"),
        ("user", "let's keep INC-4471 open until 16:00 UTC to be safe"),
        ("user", "we'll close at 15:30 UTC instead, numbers look solid"),
    )
    texts = " ".join(ledger.texts())
    assert "16:00" not in texts and "15:30" in texts
    assert "14:10" in texts  # when it started is still true


def test_every_item_naming_a_replaced_value_goes_with_it() -> None:
    summary = (
        "[compaction-router summary of 19 earlier messages; originals recorded.]\n"
        "Durable items:\nFacts and identifiers:\n"
        "- the branch for all of this is fix/orders-ci\n- the plan: get CI green on fix/orders-ci"
    )
    turn = {
        "role": "user",
        "content": "actually change of plan on the branch, call it fix/ci-green",
    }
    ledger = extract_durable([turn], summary)
    texts = " ".join(ledger.texts())
    assert "fix/ci-green" in texts and "fix/orders-ci" not in texts


def test_a_short_section_drops_opening_markers_and_keeps_what_is_wanted() -> None:
    assert without_markers("Actually Dr. Osei can do Wednesdays too now.") == (
        "Dr. Osei can do Wednesdays too now."
    )
    assert without_markers("Change of plan from the partners: the cap can go to EUR 400,000.") == (
        "The cap can go to EUR 400,000."
    )
    assert without_markers("Also the budget: EUR 5,000 for all of it") == (
        "The budget: EUR 5,000 for all of it"
    )
    assert "i hate emojis" in without_asides("first thing tho, i hate emojis in listings.")
    items = [("constraint", "Oh and the cap went up to 35 hours, after the union vote.")]
    section = section_within(items, [0], 14, lambda text: len(text.split()))
    assert "- The cap went up to 35 hours" in section


def test_what_the_assistant_checks_and_the_user_confirms_is_the_users_item() -> None:
    ledger = said(
        ("user", "ok shipping stuff, we dont ship outside the eu anymore"),
        (
            "assistant",
            "Understood. From your policies page it sounds like orders placed before 2pm on a "
            "weekday go out the same day. Is that right?",
        ),
        ("user", "yes exactly. the guy at the post office knows us by name now lol"),
    )
    items = [item for item in ledger.items if "2pm" in item.text]
    assert [item.role for item in items] == ["user"]
    unconfirmed = said(
        ("assistant", "Orders placed before 2pm on a weekday go out the same day. Is that right?"),
        ("user", "no, it's noon now"),
    )
    assert all(item.role == "assistant" for item in unconfirmed.items if "2pm" in item.text)


def test_a_short_section_leaves_out_headings_only_where_the_words_give_the_kind() -> None:
    items = [
        ("rule", "Never share a patient's phone number with anyone."),
        ("constraint", "The weekly cap is 35 hours."),
        ("preference", "Plain text without tables"),
    ]
    words = lambda text: len(text.split())  # noqa: E731
    roomy = section_within(items, [0, 1, 2], 200, words)
    assert "Rules:" in roomy and "Preferences:" in roomy
    short = section_within(items, [0, 1, 2], 24, words)
    assert "Rules:" not in short and "Preferences:" in short
    read = dict((text, kind) for kind, text in parse_section("\n".join(short)))
    assert read == {text: kind for kind, text in items}


def test_something_new_that_is_no_setting_changes_nothing() -> None:
    ledger = said(
        (
            "user",
            "I would like your help preparing the VAT return for the quarter ending 31 March, "
            "which is due with HMRC by 7 May.",
        ),
        ("user", "Under no circumstances is anything to be submitted to HMRC without my sign-off."),
        (
            "user",
            "This quarter that catches the new underpinner (£1,480.00 plus VAT), not the blades.",
        ),
        (
            "assistant",
            "Harriet can tell you whether the practice prefers a fuel scale charge instead.",
        ),
    )
    texts = " ".join(ledger.texts())
    assert "Under no circumstances" in texts and "7 May" in texts
    moved = said(("user", "The deadline is 15 June."), ("user", "The new deadline is 29 June."))
    assert "15 June" not in " ".join(moved.texts())
