"""Small talk goes last when room is short, a read-back leaves the user's words in force, and a
retraction of a change brings back what the change replaced."""

from __future__ import annotations

from judgekit import first, in_force, said


def test_weather_and_a_match_score_go_after_the_items_of_the_work() -> None:
    ledger = said(
        ("user", "Our budget is £18,000 all in and that's a hard cap."),
        ("assistant", "Budget: £18,000, hard cap."),
        ("user", "The engineer is Fenwick Structures, they said 10 working days."),
        ("user", "it's 24 degrees today. in April!"),
        ("assistant", "Make the most of it!"),
        ("user", "The worktop is quartz, order ref Q-55310, arriving in week 2."),
        ("user", "Arsenal won 3-1 so I'm in a generous mood, just ordered a £38 takeaway."),
        ("assistant", "Enjoy!"),
        ("user", "Give me twenty minutes, I need to find the tile receipt."),
        ("user", "The electrician is Nina Oduya, £1,090 for the rewire."),
    )
    order = first(ledger, len(ledger.items))
    talk = [
        n for n, text in enumerate(order) if any(w in text for w in ("degrees", "3-1", "twenty"))
    ]
    assert len(talk) == 3 and talk == list(range(len(order) - len(talk), len(order)))
    kept = "\n".join(order[:3])
    assert "£18,000" in kept and "Q-55310" in kept and "Nina Oduya" in kept


def test_a_limit_a_process_keeps_is_not_small_talk() -> None:
    ledger = said(
        ("user", "It was raining all morning here, again."),
        ("user", "The chilled zone is held at 2–5°C, temperature log every 2 hours."),
    )
    assert "2–5°C" in first(ledger, 1)[0]


def test_a_read_back_leaves_the_users_words_in_force() -> None:
    ledger = said(
        ("user", "builder is Harlow & Sons, Mick is the one we deal with."),
        ("assistant", "- Builder: Harlow & Sons (Mick)"),
    )
    users = [item for item in ledger.items if "Harlow" in item.text]
    assert [item.role for item in users] == ["user"]
    assert "Mick is the one we deal with" in users[0].text


def test_taking_back_a_change_brings_back_what_it_replaced() -> None:
    ledger = said(
        ("user", "cabinets in sage green, shaker style"),
        ("assistant", "- Cabinets: sage green shaker"),
        ("user", "ohh can we do the cabinets in navy instead??"),
        ("assistant", "- Cabinets: navy"),
        ("user", "ignore the navy thing, not happening."),
    )
    assert "sage green" in in_force(ledger)
    assert "navy" not in in_force(ledger).replace("ignore the navy thing", "")
    assert "navy" in ledger.stale()


def test_ignoring_something_as_an_instruction_takes_nothing_back() -> None:
    ledger = said(
        ("user", "The deploy window is Tuesday 22:00 UTC."),
        ("user", "Ignore the warnings in the staging log, they are known."),
    )
    assert "Tuesday 22:00 UTC" in in_force(ledger)


def test_a_list_under_a_paragraph_naming_rules_holds_rules() -> None:
    ledger = said(
        (
            "user",
            "Right. Carla, shift supervisor at Unit 4. Standing instructions, treat them as rules "
            "until I say otherwise:\n- Chilled zone held at 2–5°C.\n- Pallets in aisles 1–8 go "
            "3 high max.",
        ),
    )
    kinds = {item.text: item.kind for item in ledger.items}
    assert kinds["Chilled zone held at 2–5°C."] == "rule"


def test_an_order_passed_on_in_a_trailing_clause_is_no_aside() -> None:
    from judges.durable_core import without_asides

    text = "the doctor Okafor at the practice, he say no grapefruit with these tablets."
    assert "no grapefruit" in without_asides(text)
    assert without_asides("No flights before 9am please, the kids are a nightmare early") == (
        "No flights before 9am please"
    )


def test_keep_it_is_read_with_the_value_it_points_at() -> None:
    ledger = said(
        (
            "user",
            "My number for the health, the CHI, is 0409462284. Please keep it, the receptionist "
            "always ask.",
        ),
    )
    assert any("0409462284" in text and "keep it" in text for text in ledger.texts())


def test_now_it_is_after_a_date_gone_moves_the_date_again() -> None:
    ledger = said(
        ("user", "The OSCE is at the Northampton centre on Thursday 17 April, arrive at 7:45."),
        ("user", "They cancel some exams on 17 April. They move me to 24 April, Thursday."),
        (
            "user",
            "The OSCE change again!! The centre say the examiners also not available on 24 "
            "April. Now it is Friday 2 May. Same centre, same time 7:45.",
        ),
    )
    assert "Now it is Friday 2 May" in in_force(ledger)
    replaced = " ".join(item.text for item in ledger.superseded)
    assert "move me to 24 April" in replaced and "Thursday 17 April" in replaced


def test_a_statement_that_is_no_change_never_loses_a_reference() -> None:
    ledger = said(
        (
            "user",
            "The damp was structural, as the independent survey by Kestrel Surveys (report "
            "KS/4470/B) makes clear.",
        ),
        ("assistant", "The damp: when it appeared, your reports (MC-3 to MC-5)."),
    )
    assert "KS/4470/B" in in_force(ledger)


def test_a_change_to_one_part_of_a_list_keeps_the_other_parts() -> None:
    ledger = said(
        ("user", "Mum's tablets: Donepezil 10mg at 8pm; Furosemide 40mg at 8am; paracetamol."),
        ("user", "The GP changed it: Furosemide now 20mg in the morning; donepezil unchanged."),
    )
    text = in_force(ledger)
    assert "Donepezil 10mg at 8pm" in text and "20mg" in text
    assert "40mg" not in text


def test_a_name_given_as_the_answer_to_a_question_is_an_item() -> None:
    ledger = said(
        ("assistant", "That's under £1,500, so only your department head approves. Who is it?"),
        ("user", "Marcus Oyelaran."),
    )
    assert "Marcus Oyelaran" in in_force(ledger)


def test_an_address_sent_alone_joins_the_sentence_before_it() -> None:
    ledger = said(
        (
            "user",
            "Please send everything to Rory's email from now on, mine is drowning in junk. "
            "rory.gallagher@eircom.example",
        ),
    )
    assert any(
        "Rory's email" in text and "rory.gallagher@eircom.example" in text
        for text in ledger.texts()
    )


def test_obligations_and_terse_wordings_are_rules_and_preferences() -> None:
    ledger = said(
        ("user", "Every dose has to be written in the blue book by whoever gives it."),
        ("user", "dates as dd/mm always."),
        ("user", "answers terse pls, commands only unless I ask why"),
    )
    kinds = {item.text: item.kind for item in ledger.items}
    assert kinds["Every dose has to be written in the blue book by whoever gives it."] == "rule"
    assert kinds["dates as dd/mm always."] == "rule"
    assert kinds["answers terse pls, commands only unless I ask why"] == "preference"


def test_will_now_moves_a_date() -> None:
    ledger = said(
        ("user", "The letters to parents go by email on Friday 14 March."),
        (
            "user",
            "Change of plan from the head. The letters to parents will now go on Monday 17 March.",
        ),
    )
    assert "Monday 17 March" in in_force(ledger)
    assert "Friday 14 March" not in in_force(ledger)
