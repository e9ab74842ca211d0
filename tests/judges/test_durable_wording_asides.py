"""A day of the month written as an ordinal ("wed 17th") is a date a change can move; minutes
written "5 min", a one-off request and a passing remark are no items."""

from __future__ import annotations

from judgekit import first, in_force, said


def test_an_ordinal_day_moves_a_deadline_written_with_its_month() -> None:
    ledger = said(
        ("user", "rota for aug is due fri 19 july right"),
        ("assistant", "Yes, as you say, August rota due Friday 19 July."),
        ("user", "rota deadline got moved up. wed 17th now"),
    )
    held = in_force(ledger)
    assert "17th" in held
    assert "19 july" not in held.lower()


def test_an_ordinal_day_replaces_the_same_day_named_elsewhere() -> None:
    ledger = said(
        ("user", "moving on sat the 14th from my place on dunmore st"),
        ("user", "landlord says the flat isnt ready, move pushed to the 21st"),
    )
    held = in_force(ledger)
    assert "21st" in held
    assert "14th" not in held


def test_a_walk_of_five_minutes_is_no_constraint() -> None:
    ledger = said(
        ("user", "4 per shift min. 2 on the van + 2 at the warehouse."),
        ("user", "classic. 5 min walk back in the rain"),
    )
    kinds = {item.text: item.kind for item in ledger.items}
    assert kinds.get("4 per shift min. 2 on the van + 2 at the warehouse.") == "constraint"
    assert kinds.get("classic. 5 min walk back in the rain") != "constraint"


def test_a_one_off_request_and_asides_are_no_items() -> None:
    asides = (
        "Can you write two lines for the tour announcement on socials?",
        "The clinic call me this morning.",
        "I've a new enquiry I'd like help answering",
        "no toilet?? nobody told me that",
        "no ill just stand over him w a camera at rehearsal",
    )
    lasting = (
        "please call me Bron",
        "no pie charts ever",
        "write commit messages in the imperative",
    )
    ledger = said(*(("user", text) for text in (*asides, *lasting)))
    kinds = {item.text: item.kind for item in ledger.items}
    assert [text for text in asides if text in kinds] == []
    assert kinds.get("please call me Bron") == "preference"
    assert kinds.get("no pie charts ever") == "rule"
    assert kinds.get("write commit messages in the imperative") == "rule"


def test_a_pasted_tables_column_names_and_its_lead_in_are_no_items() -> None:
    ledger = said(
        (
            "user",
            "Forms are trickling in. Here's what the office has logged so far:\n\n"
            "Name | Consent | Photos | Medical / dietary\n"
            "Amira Haddad | yes | yes | asthma, blue inhaler\n"
            "Ollie Brennan | yes | no | peanut allergy, carries EpiPen x2\n",
        ),
    )
    texts = [item.text for item in ledger.items]
    assert not [text for text in texts if text.startswith(("Name |", "Here's what"))]
    assert any("EpiPen" in text for text in texts)


def test_a_time_written_with_a_dot_replaces_the_hour_everywhere() -> None:
    ledger = said(
        ("user", "the removal crew from Bramley Vans arrives at 8am on move day"),
        ("assistant", "8am at the old place is fine and actually helps."),
        ("user", "bramley rang, the crew wants to arrive at 7.30 instead"),
    )
    held = in_force(ledger)
    assert "7.30" in held
    assert "8am" not in held


def test_codes_of_several_parts_are_identifiers_kept_before_chat() -> None:
    ledger = said(
        ("user", "my housemate has started learning the trombone."),
        ("user", "coffee machine in the tearoom has been broken for 9 days"),
        ("user", "Diamond I04, proposal mx32817, session mx32817-14. dewar allocated: DLS-DW-0318"),
        ("user", "cost code for anything LN2/dry ice/consumables: R5G-88214."),
        ("user", "ISPyB shipment ID 118274"),
        ("user", "Sophie Gallagher. Booking QZ7K4M, three of us."),
    )
    kept = "\n".join(first(ledger, 5))
    for code in ("mx32817-14", "DLS-DW-0318", "R5G-88214", "118274", "QZ7K4M"):
        assert code in kept
    assert "trombone" not in kept


def test_a_reported_ban_and_one_thing_allowed_alone_are_rules() -> None:
    ledger = said(
        (
            "user",
            "theres the seance scene w candles but the drill hall insurance says NO naked "
            "flames on stage ever, not even tealights. so LED candles only.",
        ),
        ("user", "the one and only. she said no worries at all"),
    )
    kinds = {item.text: item.kind for item in ledger.items}
    assert [kind for text, kind in kinds.items() if "naked flames" in text] == ["rule"]
    assert kinds.get("LED candles only.") == "rule"
    assert not [text for text in kinds if "one and only" in text or "no worries" in text]
