"""Updates said plainly replace what they update, and what only names an item beside something
new leaves it in force: "X now N", "Now the X is N", "New X: N", "N, not what we agreed";
a North American phone number is one value."""

from __future__ import annotations

from judgekit import in_force, said

from judges.durable_detect import classify
from judges.durable_statements import Statement
from judges.durable_values import value_classes, value_tokens


def kind(text: str) -> str | None:
    return classify(Statement(text, "user", 0), False)


def test_a_figure_given_with_now_replaces_the_last_one_of_its_label() -> None:
    ledger = said(
        ("user", "Guest count after the second round of replies: 118."),
        ("assistant", "Nice."),
        ("user", "Guest count now 131 with the late RSVPs."),
    )
    assert "131" in in_force(ledger)
    assert "118" not in in_force(ledger) and "118" in ledger.stale()


def test_a_sentence_opening_with_now_the_is_a_change() -> None:
    ledger = said(
        ("user", "The weekly rate is €310, cleaning included."),
        ("assistant", "Noted."),
        ("user", "They sent the lease. Now the rate is €335 because parking is added."),
    )
    assert "€335" in in_force(ledger)
    assert "€310" in ledger.stale()


def test_a_new_label_with_a_colon_replaces_the_value_and_keeps_the_rest() -> None:
    ledger = said(
        ("user", "The agent is Dana Whitlock, we ask $640,000 for the condo."),
        ("assistant", "Agent Dana Whitlock, asking $640,000."),
        ("user", "No offers after a month, Dana says drop it."),
        ("assistant", "New asking price: $615,000."),
    )
    assert "$615,000" in in_force(ledger) and "Dana Whitlock" in in_force(ledger)
    assert "$640,000" in ledger.stale()


def test_a_figure_said_to_differ_from_what_was_agreed_replaces_it() -> None:
    ledger = said(
        ("user", "the cafe on dock st takes 20 flapjacks a week. agreed £1.40 each."),
        ("assistant", "Dock St cafe: 20 flapjacks a week at £1.40."),
        ("user", "they came back at £1.25 not what we agreed, but fine."),
    )
    assert "£1.25" in in_force(ledger)
    assert "£1.40" in ledger.stale()


def test_a_north_american_phone_number_is_one_value() -> None:
    for text in ("call 604-555-0133", "call (604) 555-0133", "call 604 555-0133"):
        values = value_tokens(text)
        assert len(values) == 1 and value_classes(values) == {"phone"}, text
    assert value_tokens("dated 2025-03-11") == ["2025-03-11"]


def test_something_needed_by_a_date_is_a_deadline_a_later_date_replaces() -> None:
    ledger = said(
        ("user", "the framer (Hollis on Bank St) needs the photos by 12 March"),
        ("assistant", "Photos to Hollis by 12 March."),
        ("user", "framer says 19 March is fine, they're quiet."),
        ("assistant", "Framing deadline now 19 March."),
    )
    assert "19 March" in in_force(ledger)
    assert "12 March" not in in_force(ledger) and "12 march" in ledger.stale()


def test_by_a_date_is_a_deadline_and_by_a_count_is_not() -> None:
    assert kind("the framer needs the photos by 12 March") == "constraint"
    assert kind("send the signed form by Friday") == "constraint"
    assert kind("we drove by 3 farms on the way") is None
    assert kind("If we must cancel, tell the venue by Friday.") == "rule"


def test_a_figure_ending_in_now_and_a_new_label_before_a_figure_are_changes() -> None:
    ledger = said(
        ("user", "physio says my squat load stays at 60 kg max for now."),
        ("assistant", "60 kg ceiling on every squat session."),
        ("user", "physio review went well. load up to 75 kg now"),
        ("assistant", "New ceiling 75 kg."),
    )
    assert "75 kg" in in_force(ledger)
    assert "60 kg ceiling" not in in_force(ledger)


def test_a_lack_told_with_its_time_is_a_fact_not_a_prohibition() -> None:
    assert kind("no hot water since Tuesday night") == "fact"
    assert kind("no signal again today") == "fact"
    assert kind("no nuts in anything") == "rule"
    assert kind("no meetings on Fridays") == "rule"


def test_a_description_naming_throughout_is_no_style_rule() -> None:
    assert kind('it describes the room as "freshly painted throughout".') != "rule"
    assert kind("Citations in APA 7th throughout") == "rule"


def test_a_count_of_the_same_unit_changed_in_the_assistants_words_replaces_it() -> None:
    ledger = said(
        ("user", "The cover letter must not exceed 400 words. Mine is nearly done."),
        ("assistant", "Noted."),
        ("user", "The portal now says cover letters can be longer this cycle, 600 words."),
        ("assistant", "The cover letter limit is now 600 words. How long is yours?"),
    )
    assert "600 words" in in_force(ledger)
    assert "400 words" not in in_force(ledger) and "400 words" in ledger.stale()


def test_a_change_from_next_week_leaves_another_order_that_runs_a_week() -> None:
    ledger = said(
        ("user", "the harbour cafe wants 20 flapjacks every monday. agreed £1.40 each."),
        ("assistant", "Harbour Cafe: 20 flapjacks every Monday at £1.40 each, so £28 a week."),
        ("user", "mill bakery wants to go up to 40 loaves tue/thu from next wk"),
        ("assistant", "Mill Bakery up to 40 loaves Tue/Thu from next week, still by 8:00."),
    )
    assert "Harbour Cafe: 20 flapjacks every Monday at £1.40 each" in in_force(ledger)


def test_a_share_keeps_its_percent_sign_and_not_the_old_number_is_a_change() -> None:
    assert value_tokens("alert if errors > 4% for 30 min") == ["4%", "30 min"]
    assert value_classes(["1.5%"]) == {"share"}
    ledger = said(
        ("user", "alerting: page on-call if errors go above 4% for 30 min after a deploy."),
        ("assistant", "Paging at > 4% errors for 30 min."),
        ("user", "sre lead wants it stricter: 2% over 15 min, not the old number"),
    )
    assert "2% over 15 min" in in_force(ledger)
    assert "4%" in ledger.stale()


def test_a_unit_after_a_number_is_no_time_zone() -> None:
    assert value_classes(["10 min"]) == {"duration"}
    assert value_classes(["14 euro"]) == {"money"}
    assert value_classes(["9 EST"]) == {"time"}


def test_a_price_without_its_currency_after_a_share_replaces_the_old_price() -> None:
    ledger = said(
        ("user", "mostly candles rn, its 9 euro a jar which my sister says is too cheap"),
        ("assistant", "Candles at 9 euro a jar."),
        ("user", "wax went up like 20% more now so candles are 10.50 from now on."),
    )
    assert "10.50" in in_force(ledger)
    assert "9 euro" in ledger.stale()


def test_a_change_replaces_every_statement_of_the_old_value_not_only_the_newest() -> None:
    ledger = said(
        ("user", "The abstract must not exceed 300 words."),
        ("assistant", "To summarise: deadline 30 September; abstract at most 300 words."),
        ("user", "The Graduate School sent round a circular."),
        ("assistant", "The abstract limit is now 350 words."),
    )
    assert "350 words" in in_force(ledger)
    assert "300 words" not in in_force(ledger)
    assert "30 September" in in_force(ledger)  # the recap's other value is still true


def test_a_change_to_one_value_of_a_recap_also_replaces_the_earlier_statement_of_it() -> None:
    ledger = said(
        (
            "user",
            "Meds. Donepezil 10mg at 8pm. Furosemide 40mg at 8am, never later than noon or "
            "she's up all night. Paracetamol as needed. She's allergic to penicillin.",
        ),
        (
            "assistant",
            "Donepezil 10mg at 8pm; Furosemide 40mg at 8am, never after noon; paracetamol as "
            "needed; penicillin allergy.",
        ),
        ("user", "Back from the GP review. Dr Mensah has halved the furosemide, 20mg now."),
        ("assistant", "Furosemide now 20mg in the morning; donepezil unchanged."),
    )
    assert "20mg" in in_force(ledger)
    assert "40mg" not in in_force(ledger)
    assert "Donepezil 10mg" in in_force(ledger)  # what the recap says of the rest stands


def test_someone_wondering_whether_to_do_something_changes_no_preference() -> None:
    ledger = said(
        ("user", "Please write everything in British English and in a formal register."),
        (
            "user",
            "Daniel wonders whether we ought to write to Mr Featherstone directly, rather than "
            "through the agency.",
        ),
    )
    assert "British English" in in_force(ledger)
    assert "British English" not in ledger.stale()


def test_wondering_whether_the_assistant_could_do_something_is_still_asked_of_it() -> None:
    assert kind("I was wondering whether you could always cc Dana on these.") is not None


def test_a_draft_the_assistant_writes_for_someone_replaces_no_item() -> None:
    ledger = said(
        ("user", "Fleet is 48 instances of c7g.2xlarge, 64 players per instance."),
        ("assistant", "Updated: instance type is now c7i.2xlarge, still 48 instances at 64 each."),
        ("user", "Write a welcome note for Rafael, he's the new producer."),
        (
            "assistant",
            "Draft:\n\nHi Rafael, welcome to the migration. We're moving the 48-instance fleet "
            "to Frankfurt on c7i.2xlarge.\n\nHappy to walk you through it.",
        ),
        ("assistant", "Draft: Ines, the player notice goes out on Monday."),
    )
    assert "still 48 instances at 64 each" in in_force(ledger)


def test_a_change_that_names_an_item_to_say_what_else_changed_leaves_it_in_force() -> None:
    ledger = said(
        ("user", "We went with the Harbour View hotel for the offsite."),
        ("assistant", "Good choice."),
        ("user", "Their events manager left."),
        ("assistant", "Your contact at Harbour View is now Priya Raman, 020 7946 0321."),
    )
    assert "went with the Harbour View" in in_force(ledger)
    assert "Priya Raman" in in_force(ledger)


def test_a_name_given_a_role_now_replaces_who_held_it() -> None:
    ledger = said(
        ("user", "Release manager is Oskar, he signs off every tag."),
        ("user", "Oskar is off on paternity leave from Monday."),
        ("assistant", "Ingrid is release manager now."),
    )
    assert "Ingrid" in in_force(ledger)
    assert "Release manager is Oskar" not in in_force(ledger)


def test_asking_whether_someone_is_now_able_to_do_something_changes_nothing() -> None:
    ledger = said(
        ("user", "The premiere is on Saturday 4 October at the Corn Exchange."),
        ("assistant", "Noted."),
        ("user", "Please write to the lighting hire firm for me."),
        (
            "assistant",
            "Dear Mr Lennox,\n\nI should be grateful to know whether you are now able to "
            "confirm delivery of the rig on 3 October.\n\nYours sincerely,\nAmara",
        ),
    )
    assert "Saturday 4 October" in in_force(ledger)
    assert "4 october" not in {value.lower() for value in ledger.stale()}


def test_a_plan_that_no_longer_holds_is_no_item_and_a_date_of_ours_is_one() -> None:
    ledger = said(
        ("user", "The show closes on Sunday 1 February."),
        ("user", "The trustees want the loan back early. We were to close on Sunday 1 February."),
        ("assistant", "The exhibition will now close on Sunday 25 January."),
    )
    assert "25 January" in in_force(ledger)
    assert "1 February" not in in_force(ledger)


def test_a_plan_someone_had_states_no_value_in_force() -> None:
    ledger = said(
        ("user", "We were supposed to fly out on Tuesday 12 March."),
        ("assistant", "I see."),
        ("user", "The match was to kick off at 15:00, I think."),
    )
    assert "12 March" not in in_force(ledger)
    assert "15:00" not in in_force(ledger)


def test_when_something_of_the_users_happens_is_a_fact() -> None:
    assert kind("The exhibition closes on Sunday 1 February.") == "fact"
    assert kind("Our lease ends on 31 August, we told the agent.") == "fact"
    assert kind("The kids love the beach.") is None
    assert kind("our two kids (7 and 10).") is None  # a count, not a date


def test_a_sentence_saying_what_it_is_with_many_values_is_no_data_row() -> None:
    assert kind("It's 14-16 March, 2027 at the Riverside Centre, about 180 guests.") == "fact"
