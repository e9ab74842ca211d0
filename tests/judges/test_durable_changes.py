"""Durable items in chat wording: changes said other ways, speakers, echoes, the kinds of asks."""

from __future__ import annotations

from judgekit import in_force, said

from judges import ExtractiveSummarizer, SummaryInput
from judges.durable import Ledger, extract_durable
from judges.durable_core import without_asides
from judges.durable_section import section_within
from judges.fill import fill_lines


def test_an_upgrade_replaces_only_the_value_it_changes() -> None:
    ledger = said(
        ("user", "we're on python 3.11 and Django 4.2.7, pinned, please don't bump either."),
        ("user", "quick one, we upgraded CI to python 3.12 this morning, the whole org did."),
    )
    text = in_force(ledger)
    assert "3.12" in text and "4.2.7" in text and "3.11" not in text


def test_a_limit_that_goes_up_replaces_the_old_one() -> None:
    ledger = said(
        ("user", "Total budget is £3,200 for flights and hotel together."),
        ("user", "She's coming! So five of us. Budget goes up to £3,800 with her share."),
    )
    assert "£3,800" in in_force(ledger) and "£3,200" not in in_force(ledger)


def test_an_acknowledgement_restating_an_item_is_replaced_with_it() -> None:
    ledger = said(
        ("user", "let's keep INC-4471 open until 16:00 UTC to be safe"),
        ("assistant", "OK, INC-4471 stays open until 16:00 UTC."),
        ("user", "we'll close at 15:30 UTC instead, numbers look solid"),
    )
    assert "15:30" in in_force(ledger) and "16:00" not in in_force(ledger)


def test_a_speaker_tag_is_not_what_the_messages_are_about() -> None:
    ledger = said(
        ("user", "Sam: the processor had a partial outage too, 14:05-14:25, so not only us."),
        ("assistant", "Added to the timeline: processor partial outage 14:05-14:25 UTC."),
        ("user", "Sam: let's keep INC-4471 open until 16:00 UTC to be safe"),
        ("user", "Sam: we'll close INC-4471 at 15:30 UTC instead, numbers look solid"),
        ("assistant", "Postmortem doc next?"),
        ("user", "Sam: and keep the timestamps in UTC throughout the doc please"),
        ("user", "Sam: yes, draft the timeline section"),
    )
    text = in_force(ledger)
    assert "14:05-14:25" in text and "15:30" in text and "16:00" not in text
    assert not any(item.text.startswith("Sam:") for item in ledger.items)


def test_the_assistant_sharing_words_does_not_replace_what_the_user_set() -> None:
    ledger = said(
        ("user", "the timeout in settings went up to 45 seconds in prod last week"),
        (
            "assistant",
            "Changed the test to read settings.CHECKOUT_TIMEOUT, so it follows the setting.",
        ),
    )
    assert "45 seconds" in in_force(ledger)


def test_the_assistant_setting_a_value_of_the_same_kind_does_replace_it() -> None:
    ledger = said(
        ("user", "Deadline: 2027-06-13."),
        ("assistant", "Push the cutover deadline back to 2027-06-12."),
    )
    assert "2027-06-12" in in_force(ledger) and "2027-06-13" not in in_force(ledger)


def test_a_branch_renamed_replaces_the_old_name() -> None:
    ledger = said(
        ("user", "the branch for all of this is fix/orders-ci, base it on main"),
        ("user", "change of plan on the branch, call it fix/ci-green instead"),
    )
    assert "fix/ci-green" in in_force(ledger) and "fix/orders-ci" not in in_force(ledger)


def test_scoping_asks_requirements_and_prohibitions_are_rules() -> None:
    ledger = said(
        ("user", "exclude the test accounts, they all have emails ending in @boxly-test.com"),
        ("user", "charts should use our brand colours, #1B4D3E for the main series."),
        ("user", "no pie charts ever, the CFO hates them"),
        ("assistant", "The figures should be ready by tonight."),
    )
    rules = [item.text for item in ledger.items if item.kind == "rule"]
    assert any("@boxly-test.com" in rule for rule in rules)
    assert any("#1B4D3E" in rule for rule in rules)
    assert any("pie charts" in rule for rule in rules)
    assert not any("ready by tonight" in rule for rule in rules)


def test_what_the_user_needs_is_the_goal() -> None:
    ledger = said(
        ("user", "I need a churn analysis for our subscription boxes, for the board deck.")
    )
    assert [item.kind for item in ledger.items] == ["state"]


def test_chat_filler_before_an_item_is_left_out_of_it() -> None:
    ledger = said(("user", "also fyi I like small diffs, one concern per commit"))
    assert [item.text for item in ledger.items] == ["I like small diffs, one concern per commit"]


def test_a_change_naming_the_old_value_beside_the_new_one_leaves_the_old_out() -> None:
    ledger = said(
        ("user", "comms go through Priya, don't post anything yourself"),
        ("user", "comms update, Priya is off shift, Leon handles comms now"),
    )
    assert "Leon" in in_force(ledger) and "Priya" not in in_force(ledger)
    assert "Priya" in ledger.stale()


def test_items_short_of_room_shed_their_asides_but_never_a_value() -> None:
    items = [
        ("rule", "no pie charts ever, the CFO hates them"),
        ("constraint", "No flights leaving before 9am please, the kids are a nightmare early."),
        ("rule", "exclude the test accounts, they all have emails ending in @boxly-test.com"),
    ]
    roomy = "\n".join(section_within(items, [0, 1, 2], 1_000, len))
    assert "the CFO hates them" in roomy and "nightmare" in roomy
    tight = "\n".join(section_within(items, [0, 1, 2], 193, len))
    assert "no pie charts ever" in tight and "before 9am" in tight and "@boxly-test.com" in tight
    assert "CFO" not in tight and "nightmare" not in tight


def test_a_replaced_value_inside_another_token_does_not_take_its_clause_out() -> None:
    ledger = said(
        ("user", "so the plan: get CI green on fix/orders-ci, then open a PR for Marta"),
        (
            "user",
            "actually change of plan on the branch, call it fix/ci-green instead, "
            "fix/orders-ci clashes with something Tomás has open",
        ),
    )
    assert "fix/ci-green" in in_force(ledger) and "fix/orders-ci" not in in_force(ledger)


def test_an_item_shown_without_its_aside_is_not_listed_again() -> None:
    messages = [
        {"role": "user", "content": "no pie charts ever, the CFO hates them"},
        {"role": "assistant", "content": "Understood."},
        {
            "role": "user",
            "content": "No flights leaving before 9am please, the kids are a nightmare early.",
        },
        {"role": "assistant", "content": "Sure."},
        {
            "role": "user",
            "content": "exclude the test accounts, they all have emails ending in @boxly-test.com",
        },
        {"role": "assistant", "content": "Will do."},
    ]
    must_keep = ("no pie charts ever, the CFO hates them",)
    inp = SummaryInput("", messages, None, lambda text: len(text) // 4 + 1, max_tokens=60)
    text = ExtractiveSummarizer().build(inp, must_keep)
    assert text.count("no pie charts ever") == 1


def test_a_renamed_branch_leaves_no_item_naming_the_old_one() -> None:
    ledger = said(
        ("user", "the branch for all of this is fix/orders-ci, base it on main"),
        ("user", "so the plan: get CI green on fix/orders-ci, then open a PR for Marta to review."),
        ("user", "actually change of plan on the branch, call it fix/ci-green instead"),
    )
    text = in_force(ledger)
    assert "fix/ci-green" in text and "fix/orders-ci" not in text
    assert any("fix/orders-ci" in item.text for item in ledger.superseded)


def test_saying_one_does_not_know_is_no_item() -> None:
    ledger = said(
        ("user", "timeout is 30 seconds. I have no idea why that number was chosen tbh."),
    )
    assert "no idea" not in in_force(ledger) and "30 seconds" in in_force(ledger)


def test_an_assistant_describing_code_with_never_states_no_rule() -> None:
    ledger = said(
        ("user", "why does the serializer work now?"),
        ("assistant", "get_discount returns a string, so json.dumps never sees a Decimal."),
        ("assistant", "I will never push without asking you first."),
    )
    rules = [item.text for item in ledger.items if item.kind == "rule"]
    assert rules == ["I will never push without asking you first."]


def kinds(ledger: Ledger) -> dict[str, str]:
    return {item.text: item.kind for item in ledger.items}


def test_a_question_worded_as_a_change_replaces_nothing() -> None:
    ledger = said(
        ("user", "errors since ~09:40 UTC, ticket SUP-2210 is open, I'm on it"),
        ("assistant", "Which settings changed on their side around 09:30?"),
    )
    assert "SUP-2210" in in_force(ledger) and not ledger.superseded


def test_a_guess_changes_nothing_stated() -> None:
    ledger = said(
        ("user", "the frontend builds with node 18.19, previous was node 16"),
        ("user", "node 20.1 changed the fetch polyfill I think"),
    )
    assert "18.19" in in_force(ledger)


def test_taking_something_back_is_no_item() -> None:
    ledger = said(
        ("user", "Could you add a parking space? no wait, we're taking the train, ignore me")
    )
    assert not any("ignore me" in text for text in in_force(ledger).splitlines())


def test_an_instruction_about_a_whole_class_of_things_is_a_rule() -> None:
    ledger = said(
        ("user", "please name test files after the module they test"),
        ("user", "please write the release notes for this one"),
    )
    assert kinds(ledger) == {"please name test files after the module they test": "rule"}


def test_what_a_user_says_about_their_people_is_a_fact() -> None:
    ledger = said(
        ("user", "My sister is allergic to peanuts, worth knowing for the restaurants."),
        ("user", "and he's got a frequent flyer number too, FF-203344, put it on his booking"),
    )
    text = in_force(ledger)
    assert "allergic to peanuts" in text and "FF-203344" in text


def test_an_approval_is_a_decision() -> None:
    ledger = said(("user", "ok, moment.js is fine for the date picker"))
    assert list(kinds(ledger).values()) == ["decision"]


def test_what_a_replaced_statement_also_said_stays() -> None:
    ledger = said(
        ("user", "reports go through Omar, don't email the client directly"),
        ("user", "Omar moved teams, Keisha handles reports now"),
    )
    text = in_force(ledger)
    assert "don't email the client directly" in text and "Keisha" in text
    assert "Omar" not in text


def test_an_exclusion_with_its_reason_is_a_rule() -> None:
    ledger = said(
        ("user", "skip the staging hosts, they all have names ending in -stg.example.net")
    )
    assert list(kinds(ledger).values()) == ["rule"]


def test_an_aside_about_someone_named_is_kept_when_room_is_short() -> None:
    items = [
        ("fact", "Ana is out today, Bruno covers support until she is back"),
        ("rule", "never share invoices over chat, they hold bank details"),
    ]
    tight = "\n".join(section_within(items, [1, 0], 24, lambda text: len(text.split())))
    assert "Bruno covers support" in tight and "bank details" not in tight


def test_a_measure_back_to_its_baseline_replaces_the_earlier_figure() -> None:
    ledger = said(
        ("user", "queue depth is around 4,000 messages"),
        ("user", "queue depth back to baseline 120 messages."),
    )
    assert "120" in in_force(ledger) and "4,000" not in in_force(ledger)


def test_an_item_without_room_for_all_of_it_keeps_the_clause_naming_what_it_is_about() -> None:
    items = [
        ("rule", "never page the database team at night"),
        ("fact", "logins fail since ~09:12 UTC for EU users, ticket OPS-5521 is open, Ana leads"),
    ]
    tight = "\n".join(section_within(items, [0, 1], 22, lambda text: len(text.split())))
    assert "- ticket OPS-5521 is open" in tight and "never page the database team" in tight


def test_the_fill_does_not_repeat_an_item_said_again_with_a_full_stop() -> None:
    messages = [
        {"role": "user", "content": "comms update, Leon handles comms now"},
        {"role": "assistant", "content": "Noted, Leon handles comms."},
    ]
    ledger = extract_durable(messages)
    held = "Rules:\n- comms update, Leon handles comms now"
    lines = fill_lines(messages, None, ledger, held, 200, lambda text: len(text.split()))
    assert not any("Leon handles comms" in line for line in lines)


def test_a_reply_under_a_speaker_tag_said_once_states_nothing_about_the_speaker() -> None:
    summary = (
        "[compaction-router summary of 26 earlier messages; the originals are recorded.]\n"
        "Durable items (latest statement of each, verbatim):\n"
        "Facts and identifiers:\n- Sam is IC from now on"
    )
    reply = [{"role": "user", "content": "Sam: yes, draft the timeline section"}]
    ledger = extract_durable(reply, summary)
    assert "Sam is IC from now on" in in_force(ledger)
    assert not ledger.superseded


def test_a_change_whose_earlier_value_is_gone_is_still_the_decision_in_force() -> None:
    summary = (
        "[compaction-router summary of 40 earlier messages; the originals are recorded.]\n"
        "Also said (most telling first):\n- Change the release day to Wednesdays."
    )
    ledger = extract_durable([], summary)
    assert "Wednesdays" in in_force(ledger)
    later = [{"role": "user", "content": "Change the release day to Thursdays."}]
    ledger = extract_durable(later, summary)
    assert "Thursdays" in in_force(ledger) and "Wednesdays" not in in_force(ledger)
    assert "Wednesdays" in ledger.stale()


def test_messages_older_than_a_summary_give_way_to_what_it_states() -> None:
    task = {"role": "user", "content": "Churn analysis please; the data is in analytics.subs_v3."}
    summary = (
        "[compaction-router summary of 12 earlier messages; the originals are recorded.]\n"
        "Durable items (latest statement of each, verbatim):\n"
        "Rules:\n- use analytics.subs_v4 instead, same columns\n- no pie charts ever"
    )
    later = [{"role": "user", "content": "Report amounts in EUR, please."}]
    ledger = extract_durable(later, summary, older=[task])
    text = in_force(ledger)
    assert "subs_v4" in text and "no pie charts ever" in text and "EUR" in text
    assert "subs_v3" not in text and "subs_v3" in ledger.stale()


def test_a_summary_with_the_earlier_heading_is_read_back() -> None:
    earlier = (
        "Durable items (latest statement of each, verbatim):\n"
        "Rules:\n- never deploy on Fridays\n"
        "Constraints:\n- budget is capped at $40k"
    )
    ledger = extract_durable([], previous_summary=earlier)
    assert [(item.kind, item.text) for item in ledger.items] == [
        ("rule", "never deploy on Fridays"),
        ("constraint", "budget is capped at $40k"),
    ]


def test_a_clause_naming_someone_in_full_is_no_aside() -> None:
    items = [
        ("fact", "the builder is Bauer & Sohn, our contact there is Jens Albrecht"),
        ("rule", "no pie charts ever, the CFO hates them"),
    ]
    tight = "\n".join(section_within(items, [1, 0], 24, lambda text: len(text.split())))
    assert "Jens Albrecht" in tight and "CFO" not in tight


def test_an_item_short_of_room_keeps_the_clause_naming_the_person() -> None:
    items = [("fact", "My supervisor is Prof. Ingrid Holm, she reads drafts on Mondays.")]
    tight = "\n".join(section_within(items, [0], 12, lambda text: len(text.split())))
    assert "Ingrid Holm" in tight and "Mondays" not in tight


def test_a_reason_without_a_value_is_an_aside() -> None:
    assert without_asides("We've moved the date to 2027-10-02 because of the venue.") == (
        "We've moved the date to 2027-10-02"
    )
    kept = ("Deploys stop because of the freeze on 2027-01-10", "Use UTC because Jonas Berg asked")
    assert [without_asides(text) for text in kept] == list(kept)


def test_a_sentence_around_an_item_is_not_listed_again() -> None:
    messages = [
        {"role": "user", "content": "Payment terms: we accept net 30 days."},
        {"role": "assistant", "content": "Noted."},
        {"role": "user", "content": "They pushed back on payment; we now accept net 60 days."},
        {"role": "assistant", "content": "OK."},
    ]
    must_keep = ("They pushed back on payment; we now accept net 60 days.",)
    inp = SummaryInput("", messages, None, lambda text: len(text) // 4 + 1, max_tokens=80)
    text = ExtractiveSummarizer().build(inp, must_keep)
    assert text.count("net 60 days") == 1 and "net 30" not in text


def test_what_the_assistant_records_doing_when_asked_makes_its_echo_stale() -> None:
    """The assistant's "Done: early-bird now ends May 7" answers the user's ask: the assistant's earlier echo
    "early-bird until April 30" goes with the statement it echoed."""
    ledger = said(
        ("user", "Early-bird pricing ends April 30 and after that everything goes up $75."),
        ("assistant", "Lovely. Fees noted, early-bird until April 30."),
        ("user", "Registrations are slow though. Can we push the early-bird back a week?"),
        ("assistant", "Done: early-bird now ends May 7. I would send members a reminder on May 1."),
    )
    text = in_force(ledger)
    assert "May 7" in text and "April 30" not in text
