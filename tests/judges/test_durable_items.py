"""Durable items: typed as they arrive, superseded by later statements, kept round after round."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from judgekit import drive

from judges import ExtractiveSummarizer, SummaryInput
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
