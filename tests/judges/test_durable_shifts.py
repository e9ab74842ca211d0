"""Changes said without a new value, or with it in the next breath: a date pushed back, a
correction announced before the number, a move of something named in several words, a
schedule changed "from next week", and a possessive naming whose value it is."""

from __future__ import annotations

from judgekit import first, in_force, said


def test_a_date_pushed_back_replaces_it_and_the_assistants_echo_of_it() -> None:
    ledger = said(
        ("user", "the board meeting for the budget is Thursday 5 March."),
        ("assistant", "Board meeting noted as Thursday 5 March, so the pack goes out Monday."),
        ("user", "CI so far: lint green, the e2e job is still queued behind two others."),
        ("user", "the chair pushed the meeting back a week, she's away"),
        ("assistant", "Noted: the board meeting is now Thursday 12 March."),
    )
    held = in_force(ledger)
    assert "12 March" in held
    assert "5 March" not in held
    assert "lint green" in held  # a report that only shares a word stays


def test_a_correction_announced_before_the_number_replaces_it() -> None:
    ledger = said(
        ("user", "emergency contacts for the club: me 07700 900312 and raj 07700 900871."),
        ("assistant", "Added both numbers to the form."),
        ("user", "sorry raj's number is wrong, i swapped two digits. its 07700 900817."),
    )
    held = in_force(ledger)
    assert "07700 900817" in held and "07700 900312" in held
    assert "900871" not in held


def test_a_figure_corrected_after_a_lead_in_replaces_the_first_one() -> None:
    ledger = said(
        ("user", "refunds are running at 4.2% of orders this quarter, mostly sizing."),
        ("assistant", "That's high for shoes."),
        ("user", "correction on that, i read the wrong row. it's 2.4% of orders."),
    )
    held = in_force(ledger)
    assert "2.4%" in held and "4.2%" not in held


def test_moving_a_thing_named_in_several_words_is_a_change() -> None:
    ledger = said(
        ("user", "Final report of the flood survey due by 30 June 2027."),
        ("assistant", "I'll plan the chapters around that."),
        ("user", "The council agreed to move delivery of the final survey report to 14 August."),
    )
    held = in_force(ledger)
    assert "14 August" in held and "30 June" not in held


def test_a_schedule_changed_from_next_week_replaces_the_old_time() -> None:
    ledger = said(
        ("user", "The physio comes twice a week, Tuesday 10:00 and Friday 15:30, at home."),
        ("assistant", "Good, that keeps the exercises regular."),
        (
            "user",
            "I phoned the clinic and from next week the Friday session can be 13:00. "
            "Tuesday stays the same.",
        ),
    )
    held = in_force(ledger)
    assert "13:00" in held and "10:00" in held
    assert "15:30" not in held


def test_a_pasted_letters_bold_title_is_kept_and_returning_is_no_change() -> None:
    ledger = said(
        ("user", "here's the email from the scout leader, can u keep track"),
        (
            "user",
            "Dear Parents,\n\n**Summer Camp – Larchwood Lodge, Powys**\n"
            "**Arriving Friday 3 July, leaving Sunday 5 July**\n\n"
            "We will be back at the church hall at 5pm on the Sunday; updates will be "
            "posted on the parents' group throughout the weekend. Kit list to follow.",
        ),
    )
    held = in_force(ledger)
    assert "Larchwood Lodge" in held
    assert "3 July" in held and "5 July" in held
    assert "5pm" in held


def test_a_new_price_replaces_the_quote_not_the_budget_and_a_new_day_keeps_the_quote() -> None:
    ledger = said(
        (
            "user",
            "We got a quote from Blackwood Removals, they ask 1.870 € for the whole flat, "
            "they come on the 9 of May.",
        ),
        ("user", "Our maximum for the removal is 2.500 euros, not more."),
        ("user", "the lease ends on the 12, so now we want them to come the 11 of May."),
        ("user", "good news, if we pack ourselves the new price is 1.540 €"),
    )
    held = in_force(ledger)
    assert "2.500 euros" in held  # the budget stays
    assert "1.540 €" in held and "11 of May" in held and "Blackwood" in held
    assert "1.870" not in held and "9 of May" not in held


def test_a_new_appointment_replaces_the_day_and_time_and_keeps_who_and_where() -> None:
    ledger = said(
        ("user", "Hearing test: Ms Adeyemi at Riverside Clinic, Monday 4 May at 11:15"),
        ("assistant", "Noted."),
        ("user", "The clinic called. New appointment is Wednesday 6 May at 14:00, same person."),
    )
    held = in_force(ledger)
    assert "6 May" in held and "14:00" in held and "Riverside Clinic" in held
    assert "11:15" not in held and "4 May" not in held


def test_what_someone_signed_up_for_is_kept_and_a_switch_replaces_it() -> None:
    ledger = said(
        ("user", "so I've finally signed up for the Leeds Abbey Dash on 16 November, eek"),
        ("assistant", "Great! Keep the long runs easy and the tips are: never try a new gel."),
        ("user", "big news, got a place in the Harrogate Dash on 23 November, switching to that"),
    )
    held = in_force(ledger)
    assert "Harrogate Dash" in held and "23 November" in held
    assert "16 November" not in held and "Leeds Abbey Dash" not in held
    assert "never try a new gel" in held


def test_a_number_given_as_a_reference_is_kept_before_a_routine() -> None:
    ledger = said(
        ("user", "Grandma comes every Sunday after church and stays one hour."),
        (
            "user",
            "The dentist wants his patient number every time I call. It is 552 830 1147. "
            "Please keep it for me.",
        ),
        ("user", "The clinic gave me a booking reference: 70319."),
    )
    kept = "\n".join(first(ledger, 2))
    assert "552 830 1147" in kept and "patient number" in kept  # one item, with what it is
    assert "70319" in kept


def test_never_with_a_time_is_a_rule_and_never_done_is_not() -> None:
    ledger = said(
        ("user", "Never ring the bell after 8pm, the twins are asleep by then."),
        ("user", "never been to Porto myself, looks lovely"),
    )
    kinds = {item.text: item.kind for item in ledger.items}
    assert kinds.get("Never ring the bell after 8pm, the twins are asleep by then.") == "rule"
    assert not any("Porto" in text and kind == "rule" for text, kind in kinds.items())
