"""A request made in the fewest words ("... please"), and which of the assistant's lines count as
the state of the work (a report) rather than advice, praise or a guess."""

from __future__ import annotations

from judgekit import said

from judges.durable_core import core_of


def _ranked(ledger: object) -> list[str]:
    items = ledger.items  # type: ignore[attr-defined]
    return [items[n].text for n in ledger.priority_order()]  # type: ignore[attr-defined]


def test_a_verbless_request_ending_in_please_is_kept() -> None:
    ledger = said(
        ("user", "ok the newsletter. headlines in sentence case please. and keep going"),
        ("assistant", "Sentence case it is."),
        ("user", "invoices to accounts@harbourline.example pls"),
    )
    kinds = {item.text: item.kind for item in ledger.items}
    assert any("headlines in sentence case" in text for text in kinds)
    assert any(
        "accounts@harbourline.example" in text and kind == "constraint"
        for text, kind in kinds.items()
    )


def test_please_alone_or_after_a_word_or_two_states_nothing() -> None:
    ledger = said(("user", "yes please."), ("user", "one more please"), ("user", "coffee pls"))
    assert not ledger.items


def test_an_assistant_report_of_where_things_stand_ranks_with_the_users_items() -> None:
    ledger = said(
        ("user", "Budget for the shoot is capped at 2,400 euro, and we don't film after 18:00."),
        ("assistant", "Status: location permit waiting on the council, crew of four confirmed."),
        ("user", "Also my producer is Ines Moreau, ines@northlight.example."),
        ("user", "Please always copy her on anything to the council."),
    )
    order = _ranked(ledger)
    report = next(n for n, text in enumerate(order) if "waiting on the council" in text)
    producer = next(n for n, text in enumerate(order) if "Ines Moreau" in text)
    assert report < producer


def test_assistant_advice_and_praise_rank_after_the_users_items() -> None:
    ledger = said(
        ("user", "The hull gets antifouled before 12 April, the crane is booked that day."),
        (
            "assistant",
            "That's a lot of progress already, the keel bolts done is the hard part. If the "
            "old paint is stuck, soften it with the heat gun before you scrape, and once it is "
            "done the rest goes quickly.",
        ),
        ("user", "Marina contact is Tomasz Wrona, 07700 900377."),
    )
    order = _ranked(ledger)
    contact = next(n for n, text in enumerate(order) if "Tomasz Wrona" in text)
    advice = [n for n, text in enumerate(order) if "heat gun" in text or "progress" in text]
    assert advice and contact < min(advice)


def test_a_value_someone_changed_ranks_before_facts_told_later() -> None:
    ledger = said(
        ("user", "The open day is on Saturday 14 March."),
        ("user", "Our caretaker is Bogdan Lis, he has the hall keys."),
        ("user", "Small change, the open day is now Saturday 21 March."),
        ("user", "The parents' rep is Aoife Kearney, she does the raffle."),
        ("user", "The school office number is 0161 496 0872."),
    )
    order = _ranked(ledger)
    changed = next(n for n, text in enumerate(order) if "21 March" in text)
    told = [n for n, text in enumerate(order) if "Kearney" in text or "0161" in text]
    assert told and changed < min(told)
    assert not any("14 March" in text for text in order)


def test_formal_courtesy_with_should_is_no_rule() -> None:
    ledger = said(
        (
            "user",
            "I should be grateful for your help with a complaint to my energy supplier. "
            "I should like to keep the tone measured. Letters should be signed 'R. Okafor'.",
        ),
    )
    rules = [item.text for item in ledger.items if item.kind == "rule"]
    assert any("signed 'R. Okafor'" in text for text in rules)
    assert not any("grateful" in text or "measured" in text for text in rules)


def test_a_forbidden_action_in_few_words_ranks_before_what_is_told() -> None:
    ledger = said(
        ("user", "dont touch anything under vendor/ , upstream owns it"),
        ("user", "the build box was slow all morning, it's fine now I think"),
        ("user", "never used bazel myself, honestly"),
    )
    order = _ranked(ledger)
    forbidden = next(n for n, text in enumerate(order) if "vendor/" in text)
    assert all(forbidden < n for n, text in enumerate(order) if "vendor/" not in text)
    kinds = {item.text: item.kind for item in ledger.items}
    assert not any("bazel" in text and kind == "rule" for text, kind in kinds.items())


def test_a_request_worded_as_a_question_states_what_it_asks_for() -> None:
    ledger = said(
        (
            "user",
            "Might I ask that every invoice you draft be addressed to Accounts Payable, not to "
            "me personally? Could you always quote the PO number 88-1207 as well?",
        ),
        ("user", "Can you check whether the March one went out? Could you tell me what it was?"),
    )
    texts = " ".join(ledger.texts())
    assert "Accounts Payable" in texts and "88-1207" in texts
    assert "March one" not in texts and "what it was" not in texts


def test_please_closing_a_clause_makes_a_request_of_it() -> None:
    ledger = said(("user", "ok. branch names in kebab-case pls, the deploy script splits on _"))
    assert any("kebab-case" in text for text in ledger.texts())


def test_a_request_for_a_piece_of_work_worded_as_a_question_is_no_item() -> None:
    ledger = said(
        ("user", "Could you help me work out what the new tariff would save us?"),
        ("user", "Could you put together a list of what I should bring to the hearing?"),
    )
    assert not ledger.items


def test_words_in_single_quotes_stay_with_their_clause_when_room_is_short() -> None:
    text = "when you reply to customers, sign off 'Cheers, the Tidewell team'"
    assert "'Cheers, the Tidewell team'" in core_of(text)
    assert core_of("don't use emojis, it's a law firm") == "don't use emojis"


def test_what_someone_did_instead_of_something_is_no_decision() -> None:
    ledger = said(
        ("user", "just watched 4 episodes of bake off instead of packing"),
        ("user", "we take the overnight coach instead, the train strike is on"),
    )
    texts = " ".join(ledger.texts())
    assert "overnight coach" in texts
    assert not any("bake off" in item.text for item in (*ledger.items, *ledger.superseded))


def test_a_chat_request_for_one_piece_of_work_is_no_item() -> None:
    ledger = said(
        ("user", "can u help me write a msg to the landlord about the boiler, just the basics"),
        ("user", "can u always write dates as 3 May not 03/05"),
    )
    texts = " ".join(ledger.texts())
    assert "landlord" not in texts and "3 May" in texts
