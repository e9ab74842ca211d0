"""Durable items: typed as they arrive, superseded by later statements, kept round after round."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from judgekit import drive, summary_input

from judges import ExtractiveSummarizer, RuleJudge, SummaryInput
from judges.durable import extract_durable
from judges.durable_section import parse_section


def count(text: str) -> int:
    return len(text) // 4 + 1


def chat(*turns: str) -> list[dict[str, str]]:
    roles = ("user", "assistant")
    return [{"role": roles[n % 2], "content": text} for n, text in enumerate(turns)]


def summarise(messages: list[dict[str, str]], previous: str | None, tokens: int) -> str:
    inp = SummaryInput("", messages, previous, count, max_tokens=tokens)
    summary, _ = drive(ExtractiveSummarizer().summarize(inp, ()))
    return summary.text


def test_a_changed_budget_replaces_the_old_value_everywhere_in_the_summary() -> None:
    messages = chat(
        "The budget cap for the migration is $40,000.",
        "Noted: budget cap is $40,000 — recorded.",
        "Never share customer SSNs outside the payments team.",
        "Acknowledged.",
        "Actually, finance raised the budget cap to $55,000.",
        "Got it.",
    )
    text = summarise(messages, None, 400)
    assert "$55,000" in text
    assert "$40,000" not in text
    assert "Never share customer SSNs outside the payments team." in text
    assert "Acknowledged." not in text and "Got it." not in text


def test_a_change_in_other_words_is_recognised() -> None:
    ledger = extract_durable(
        chat(
            "Deploys only happen on Tuesdays.",
            "Sure!",
            "Change the release day from Tuesday to Thursday.",
        )
    )
    assert [item.text for item in ledger.superseded] == ["Deploys only happen on Tuesdays."]
    assert "Tuesday" not in " ".join(ledger.texts())


def test_two_rules_of_one_list_stay_apart() -> None:
    ledger = extract_durable(chat("Rules:\n- Never deploy on Fridays.\n- Never deploy on Mondays."))
    assert len(ledger.items) == 2 and not ledger.superseded


def test_a_summary_of_a_summary_keeps_its_items_verbatim() -> None:
    messages = chat(
        "My account number is AC-4471.",
        "Thanks.",
        "I prefer short answers in bullet points.",
        "Will do.",
        "You must not run DROP statements against the ledger database.",
    )
    text = summarise(messages, None, 300)
    items = parse_section(text)
    for _ in range(4):
        text = summarise(chat("Nothing new today, just checking in."), text, 300)
    assert parse_section(text) == items


words = st.sampled_from(["cap", "limit", "deadline", "region", "owner", "retries", "timeout"])
values = st.integers(min_value=10, max_value=99)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(words, values), min_size=1, max_size=8), st.integers(60, 400))
def test_superseded_values_never_survive_and_the_allowance_holds(
    settings_said: list[tuple[str, int]], tokens: int
) -> None:
    turns = [f"The {word} is {value}7 units." for word, value in settings_said]
    latest = {word: f"{value}7" for word, value in settings_said}
    stale = {f"{value}7" for _w, value in settings_said} - set(latest.values())
    text = summarise(chat(*turns), None, tokens)
    assert count(text) <= tokens
    assert not any(value in text for value in stale)
    for _ in range(4):
        again = summarise(chat("Anything else?"), text, tokens)
        assert count(again) <= tokens
        assert set(parse_section(text)) <= set(parse_section(again))
        text = again


def test_a_change_in_the_messages_kept_after_the_summary_drops_the_old_value() -> None:
    folded = chat(
        "Only run the migration scripts against staging-eu.",
        "Sure.",
        "The budget cap for this project is $40,000.",
        "Got it.",
    )
    kept = tuple(chat("Switch the target environment to preprod-2 from now on."))
    inp = SummaryInput("", folded, None, count, max_tokens=300, kept=kept)
    summary, _ = drive(ExtractiveSummarizer().summarize(inp, ("staging-eu", "$40,000")))
    assert "staging-eu" not in summary.text
    assert "$40,000" in summary.text
    assert summary.superseded == ("Only run the migration scripts against staging-eu.",)
    assert summary.current(["staging-eu", "$40,000", "Staging-EU is down"]) == ("$40,000",)


def test_changes_in_a_persons_words() -> None:
    pairs = [
        ("I prefer short answers in bullet points.", "Actually, I'd rather have one paragraph."),
        ("Kofi Adu is on call for the database this week.", "Change of on-call: it's Lena Sato."),
        ("My account number is AC-73726.", "Use account ORD-18680 instead, the old one closed."),
        (
            "As agreed, I've recorded this: we're blocked until QA approves the contract.",
            "Update: now waiting on legal for the final approval.",
        ),
        ("All times in reports must be in Asia/Tokyo.", "Use UTC for all times from now on."),
        (
            "Keep the overall cost under $47,500 please.",
            "Change of plans, we can go up to $60,500.",
        ),
    ]
    for first, later in pairs:
        ledger = extract_durable(chat(first, "Noted.", later))
        assert [item.text for item in ledger.superseded] == [first], (first, later)


def test_two_settings_of_one_class_are_not_confused_by_a_vague_change() -> None:
    ledger = extract_durable(
        chat(
            "The hotel budget is $200 a night.",
            "The flight budget is $900.",
            "Actually, make it $250.",
        )
    )
    assert not ledger.superseded


def test_rule_judge_targets_lead_with_durable_items_and_drop_replaced_values() -> None:
    rows = "\n".join(f"Invoice INV-{n:04d} for ACME-{n} totals {n * 37} EUR." for n in range(40))
    messages: list[dict[str, object]] = [
        {"role": "user", "content": rows},
        {"role": "user", "content": "Never email a customer before 9am."},
        {"role": "user", "content": "The budget cap is $40k."},
        {"role": "assistant", "content": "Noted."},
        {"role": "user", "content": "Actually, raise the budget cap to $55k."},
    ]
    targets, _ = drive(RuleJudge().summary_targets(summary_input(messages)))
    assert set(targets.must_keep[:2]) == {
        "Never email a customer before 9am.",
        "Actually, raise the budget cap to $55k.",
    }
    assert not any("$40k" in item for item in targets.must_keep)
    assert targets.superseded == ("The budget cap is $40k.",)


def test_a_change_to_one_of_several_values_keeps_the_others() -> None:
    messages = [
        {"role": "user", "content": "The stack must stay on python 3.11 and Django 4.2.7, pinned."},
        {"role": "assistant", "content": "Noted."},
        {"role": "user", "content": "Actually, bump Django to 5.0."},
    ]
    ledger = extract_durable(messages)
    text = "\n".join(ledger.texts())
    assert "python 3.11" in text and "Django to 5.0" in text
    assert "4.2.7" not in text and ledger.stale() == ("4.2.7",)
    summary, _ = drive(ExtractiveSummarizer().summarize(summary_input(messages), ()))
    assert "3.11" in summary.text and "5.0" in summary.text and "4.2.7" not in summary.text


def test_a_change_replaces_a_value_an_earlier_summary_kept_outside_its_items() -> None:
    """A line the earlier summary kept among its other lines is a statement like any: a later
    change of it leaves the old value out of the next summary."""
    previous = (
        "Summary of 40 earlier messages (extractive).\n"
        "Durable items (latest statement of each, verbatim):\n"
        "Rules:\n- Never deploy without a rollback plan.\n\n"
        "Also said (most telling first):\n- Deploys only happen on Wednesdays.\n"
    )
    text = summarise(chat("Change the release day to Thursdays.", "OK."), previous, 400)
    assert "Thursdays" in text and "Never deploy without a rollback plan." in text
    assert "Wednesdays" not in text


def test_updates_sharing_a_framing_phrase_and_a_ticket_aside_stay_apart() -> None:
    """ "Policy update from risk operations, effective now: ..." frames each statement and the
    ticket in brackets names its source: four updates about four things are four items, and
    only an update of the same limit replaces the earlier one."""
    frame = "Policy update from risk operations, effective now:"
    rules = (
        "add BR to the card-not-present whitelist for this merchant (ticket RISK-89997).",
        "raise the single-payment review limit to 7,500.00 EUR (ticket RISK-48239).",
        "block BIN 552213 on every channel (ticket RISK-57262).",
        "allow refunds above 2,000.00 EUR only with dual approval (ticket RISK-54546).",
    )
    turns = [f"{frame} {rule} Apply it to every later event." for rule in rules]
    events = [said for turn in turns for said in (turn, "Verdict: approve.")]
    ledger = extract_durable(chat(*events))
    held = "\n".join(ledger.texts())
    assert all(rule.split(" (")[0] in held for rule in rules) and not ledger.superseded
    raised = f"{frame} raise the single-payment review limit to 9,000.00 EUR (ticket RISK-50001)."
    later = extract_durable(chat(*events, raised))
    assert "9,000.00 EUR" in "\n".join(later.texts())
    assert [item.text for item in later.superseded] == [turns[1].split(" Apply")[0]]


def test_a_duration_changed_later_is_replaced() -> None:
    """ "12 months" and "18 months" are values of one kind: a change naming the subject's
    words replaces the older value."""
    cohort = extract_durable(chat(
        "do cohort retention next, by signup month. 12 months of history max",
        "OK.",
        "actually extend the cohort history to 18 months, the board wants the longer view",
    ))  # fmt: skip
    assert "12 months" in cohort.stale() and "18 months" in "\n".join(cohort.texts())
