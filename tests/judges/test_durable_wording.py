"""Durable items in wording the other suites do not use: what each kind sounds like in chat."""

from __future__ import annotations

from typing import Any

import pytest

from judges.durable import Ledger, extract_durable


def said(*turns: tuple[str, str]) -> Ledger:
    messages: list[dict[str, Any]] = [{"role": role, "content": text} for role, text in turns]
    return extract_durable(messages)


def kinds(ledger: Ledger) -> dict[str, str]:
    return {item.text: item.kind for item in ledger.items}


@pytest.mark.parametrize(
    ("role", "text", "kind"),
    [
        ("user", "the tenant says he never paid the March deposit of £950", None),
        ("system", "Only a team lead can approve overtime.", "rule"),
        ("user", "and keep your answers short please, I'm driving", "preference"),
        ("user", "from now on copy Malik on anything about the Hove site", "rule"),
        ("user", "let's not restart the cluster yet, the backup is still running", "decision"),
        ("user", "he wants to be contacted by text, not email", "preference"),
        ("assistant", "Ticket HR-30417 raised.", "fact"),
        ("user", "we're looking into invoice INV-2207, the client disputes it", "state"),
        ("user", "Absolutely no fireworks, the venue is thatched.", "rule"),
        ("user", "and nothing with sesame, two guests are allergic", "rule"),
        ("user", "€2,400 all in, flights included.", "constraint"),
        ("user", "actually bullet points are fine, I'm at my desk now", "preference"),
    ],
)
def test_a_statement_is_read_as_the_kind_a_person_means(
    role: str, text: str, kind: str | None
) -> None:
    found = kinds(said((role, text)))
    if kind is None:
        assert all(found_kind != "rule" for found_kind in found.values())
    else:
        assert kind in found.values(), found


def test_a_correction_replaces_the_value_it_corrects() -> None:
    ledger = said(
        ("user", "the handover for the Delft contract is due 21 June"),
        ("user", "sorry, my mistake, it's 19 June, not 21"),
    )
    text = "\n".join(ledger.texts())
    assert "19 June" in text and "21" not in text
    assert not any(item.endswith(",") for item in ledger.texts())


def test_scratching_something_out_with_a_replacement_is_an_item() -> None:
    ledger = said(
        ("user", "scratch that about the Leeds venue, the Bradford hall is booked instead")
    )
    assert any("Bradford hall" in text for text in ledger.texts())


def test_a_style_rule_in_a_system_prompt_is_a_rule() -> None:
    ledger = said(("system", "You draft replies for a bakery. Be warm but brief."))
    assert kinds(ledger).get("Be warm but brief.") == "rule"


def test_a_corrected_value_leaves_no_doubled_comma() -> None:
    ledger = said(
        ("user", "Max 12 orders per courier per day, that's what the depot agreed."),
        ("user", "The cap is 9 per day now, not 12, the depot changed it this morning."),
    )
    assert not any(",," in text or ", ," in text for text in ledger.texts())
    assert any("9 per day" in text for text in ledger.texts())


def test_a_figure_that_has_gone_up_replaces_only_its_own_value() -> None:
    ledger = said(
        ("user", "Print run target is 5,000, printer is Halden Press."),
        ("user", "print run's gone up to 6,500 because of the festival"),
    )
    text = "\n".join(ledger.texts())
    assert "6,500" in text and "5,000" not in text and "Halden Press" in text
