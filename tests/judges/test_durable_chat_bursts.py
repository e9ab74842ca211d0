"""Durable items as people type them in chat: a value sent in the next message, a question with
no question mark, a sentence that only announces what follows, a hedge before what is said, an
aside in brackets, and an assistant confirming a change in its own words."""

from __future__ import annotations

from judgekit import first, said

from judges.durable_section import section_within


def test_a_value_sent_in_the_next_message_belongs_to_the_sentence_it_ends() -> None:
    ledger = said(
        ("user", "the embassy form wants my visa reference"),
        ("user", "the reference is"),
        ("user", "VR-20931-K"),
        ("assistant", "Thanks, I'll put it on the form."),
    )
    assert any("the reference is VR-20931-K" in text for text in ledger.texts())


def test_a_question_typed_without_a_question_mark_states_nothing() -> None:
    ledger = said(
        ("user", "how should we split the bill between the four of us"),
        ("user", "what can i bring to the potluck. 3 dishes max"),
    )
    assert not any("split the bill" in text or "potluck" in text for text in ledger.texts())


def test_a_sentence_announcing_a_rule_gives_way_to_the_rule_itself() -> None:
    ledger = said(
        ("user", "Lots to cover today."),
        (
            "user",
            "Right. One more thing must be said before we begin. On no account is the client "
            "to be contacted directly without my approval. The invoices total £12,480.",
        ),
    )
    texts = ledger.texts()
    assert not any("must be said" in text for text in texts)
    assert any("On no account" in text for text in first(ledger, 2))


def test_a_hedge_before_what_is_said_makes_no_rule() -> None:
    ledger = said(
        ("user", "I must admit that I am hopeless with spreadsheets and worse with deadlines."),
        ("user", "I should mention that nothing may be posted before the board has voted."),
    )
    rules = [item.text for item in ledger.items if item.kind == "rule"]
    assert rules == ["I should mention that nothing may be posted before the board has voted."]


def test_instructions_worded_as_conditions_or_pleas_rank_before_plain_facts() -> None:
    ledger = said(
        ("user", "The warehouse is in Leeds and the van is a 2019 Transit."),
        ("user", "Stock counts are in the sheet called Inventory_2027."),
        ("user", "A small request while I remember: please quote every weight in kilograms."),
        ("user", "Under no circumstances is a pallet to be released without my sign-off."),
    )
    top = " ".join(first(ledger, 2))
    assert "kilograms" in top and "Under no circumstances" in top


def test_a_prohibition_after_a_comma_is_a_rule() -> None:
    ledger = said(("user", "my son eats most things. pasta and rice fine, no peanuts"))
    assert [item.kind for item in ledger.items if "no peanuts" in item.text] == ["rule"]


def test_an_aside_in_brackets_stays_with_its_clause() -> None:
    ledger = said(
        (
            "user",
            "A strong preference (my editor insists, and so do I): metric units only in the "
            "report (km rather than miles; kg, never pounds), since the journal requires it.",
        ),
    )
    texts = ledger.texts()
    assert any("metric units only" in text and "never pounds" in text for text in texts)


def test_an_assistant_confirming_a_change_leaves_the_users_words_in_force() -> None:
    ledger = said(
        ("user", "the ferry moved, it now leaves at 16:05"),
        ("assistant", "Updated: 9 June, Split 16:05 to Hvar, arriving about 17:10."),
    )
    assert any("16:05" in text for text in ledger.texts())
    assert "the ferry moved, it now leaves at 16:05" in ledger.texts()


def test_a_plan_mentioned_in_passing_with_a_date_is_kept() -> None:
    ledger = said(
        ("user", "hi, need help with hotels"),
        ("user", "driving from Lyon to Turin on 3 August"),
        ("assistant", "Nice route."),
    )
    assert any("3 August" in text for text in ledger.texts())


def test_a_short_section_keeps_what_items_say_without_their_asides_and_preambles() -> None:
    items = [
        (
            "constraint",
            "the one firm limit (the kiln runs hot, so we play safe): no firing above 1,240 °C, "
            "because the glaze crawls",
        ),
        (
            "preference",
            "a strong wish (my co-author is fussy, and so am I): metric only in the draft "
            "(cm rather than inches; never pounds), since the press wants it.",
        ),
        ("fact", "A note from Imogen about the loan: the ceiling is now £9,000."),
    ]
    words = lambda text: len(text.split())  # noqa: E731
    short = "\n".join(section_within(items, [0, 1, 2], 40, words))
    assert "No firing above 1,240 °C" in short or "no firing above 1,240 °C" in short
    assert "metric only in the draft (cm rather than inches; never pounds)" in short
    assert "A note from Imogen about the loan: the ceiling is now £9,000." in short
    assert "kiln runs hot" not in short and "co-author" not in short
    roomy = "\n".join(section_within(items, [0, 1, 2], 400, words))
    assert "the kiln runs hot" in roomy


def test_words_in_brackets_do_not_decide_what_a_sentence_states() -> None:
    ledger = said(
        (
            "user",
            "It's the 2.5 mm gasket on valve V-12, as you suspected (and we can't order another "
            "before Friday).",
        )
    )
    assert [item.kind for item in ledger.items] == ["fact"]
    items = [
        (
            "constraint",
            "one limit that covers every run without exception (the pumps surge, so start them "
            "slowly): no line ever goes above 6 bar",
        ),
        ("fact", "The spare gasket arrives on Friday."),
    ]
    short = "\n".join(section_within(items, [0, 1], 16, lambda text: len(text.split())))
    assert "o line ever goes above 6 bar" in short and "pumps surge" not in short


def test_a_change_replaces_the_users_statement_and_the_assistants_echo_of_it() -> None:
    ledger = said(
        ("user", "I've booked Ines Duarte, the tuner we always use, for Monday 3 March, at ten."),
        ("assistant", "Ines Duarte will come to tune the piano on Monday 3 March at 10am."),
        (
            "user",
            "Ines rang, her car broke down, she can't do Monday after all, she's coming Wednesday",
        ),
    )
    texts = " ".join(ledger.texts())
    assert "Wednesday" in texts
    assert "Monday 3 March" not in texts
    assert [item.kind for item in ledger.superseded if "Ines Duarte" in item.text] != []


def test_a_change_replaces_the_item_it_shares_most_words_with_not_the_newest() -> None:
    ledger = said(
        (
            "user",
            "My rule for tools is that anything costing more than $800 goes on the equipment "
            "list and is insured, not treated as a consumable.",
        ),
        (
            "user",
            "This quarter that catches the new drill press ($1,150 with tax) but not the bits.",
        ),
        (
            "user",
            "Word from Tomas about the equipment list: the limit's been raised to $2,000, so "
            "from this quarter anything at or under $2,000 is simply a consumable.",
        ),
    )
    texts = " ".join(ledger.texts())
    assert "$800" not in texts and "$2,000" in texts
    assert "drill press" in texts


def test_amounts_written_after_the_number_are_amounts_an_assistant_can_only_confirm() -> None:
    ledger = said(
        ("user", "We got a quote of 2.450 € from the removal firm, pickup on the 9 of May."),
        ("user", "Our maximum for the whole move is 3.000 euros, not more."),
        ("assistant", "Your costs are now 2.450 € for the move, which leaves 550 € under 3.000 €."),
    )
    assert "Our maximum for the whole move is 3.000 euros, not more." in ledger.texts()
    assert any("2.450 €" in text and "quote" in text for text in ledger.texts())


def test_a_change_of_plan_replaces_the_users_last_decision_and_a_change_window_changes_nothing() -> (
    None
):
    ledger = said(
        ("user", "go with option 1, the cron job, quickest to ship"),
        ("user", "ground rule: never deploy on Fridays."),
        ("user", "change of plan. ops says no. scrap the cron approach, do it in the queue worker"),
        ("user", "asked Dana for 0042 on prod, she'll do it in tomorrow's change window."),
    )
    texts = ledger.texts()
    assert not any("cron job" in text for text in texts)
    assert any("queue worker" in text for text in texts)
    assert "ground rule: never deploy on Fridays." in texts
    assert "change of plan." not in texts


def test_forgetting_what_was_said_about_something_takes_back_every_item_setting_it() -> None:
    ledger = said(
        ("user", "Money wise, labour 30% on every job and no quote over £900, clients are skint"),
        ("assistant", "So: labour at 30% and quotes capped at £900. Is that right?"),
        ("user", "yes"),
        (
            "user",
            "ok forget what I said about capping the quotes. it doesn't work. keep labour at 30%",
        ),
    )
    texts = " ".join(ledger.texts())
    assert "£900" not in texts
    assert "30%" in texts
    assert "it doesn't work" not in texts


def test_code_the_assistant_writes_is_no_item_and_its_echo_of_a_deadline_goes_with_it() -> None:
    ledger = said(
        ("user", "needs merging before the freeze, Friday 11:00"),
        ("assistant", "Friday 11:00 is fine if review starts today."),
        ("assistant", "Config:\n```yaml\ntimeout_seconds: 30\nretries: 5\n```\nThat should do."),
        ("user", "the freeze moved, it's now Tuesday 09:30."),
    )
    texts = " ".join(ledger.texts())
    assert "Tuesday 09:30" in texts
    assert "Friday 11:00" not in texts
    assert "timeout_seconds" not in texts and "retries: 5" not in texts


def test_among_constraints_a_limit_stays_before_amounts_reported_later() -> None:
    ledger = said(
        ("user", "Our maximum for the renovation is 12.000 euros, not more."),
        ("user", "The tiler says the bathroom floor is 850 € extra."),
        ("user", "The skip hire is 240 € for the week."),
    )
    assert "12.000 euros" in first(ledger, 1)[0]
