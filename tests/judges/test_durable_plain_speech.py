"""Items said plainly in chat: a short form inside a sentence ("incl. VAT"), a phone number with a
one-digit area code, a prohibition opening on "nobody", a user's own list of dated rows, a
correction announced as a mistyped figure, a number given as a reference, a choice said as
"went with", and a sentence opening on "we're"."""

from __future__ import annotations

from judgekit import first, in_force, said


def _kinds(ledger: object) -> dict[str, str]:
    return {item.text: item.kind for item in ledger.items}  # type: ignore[attr-defined]


def test_a_short_form_inside_a_sentence_does_not_cut_it_and_the_update_replaces_the_quote() -> None:
    ledger = said(
        ("user", "The garage quoted for the clutch: between 700 € and 900 €."),
        ("assistant", "That is a normal range for a clutch on that model."),
        ("user", "Updated quote: 1.240 € (incl. VAT) because the flywheel is worn too."),
    )
    held = in_force(ledger)
    assert "1.240 € (incl. VAT)" in held
    assert "900 €" not in held


def test_a_phone_number_with_a_one_digit_area_code_is_kept_as_a_fact() -> None:
    ledger = said(
        ("user", "The school is St Brigid's, the office is on 01 677 2290, ask for Aoife."),
        ("assistant", "Noted."),
        ("user", "Dr. Walsh has a clinic on Friday so the check-up moved to Thursday 3 April."),
    )
    held = in_force(ledger)
    assert "01 677 2290" in held
    assert "Thursday 3 April" in held


def test_a_prohibition_opening_on_nobody_is_a_rule_and_a_report_is_not() -> None:
    ledger = said(
        ("user", "Nobody pushes to main until the 2.3 release is tagged. nobody told me that"),
    )
    kinds = _kinds(ledger)
    assert kinds.get("Nobody pushes to main until the 2.3 release is tagged.") == "rule"
    assert "nobody told me that" not in kinds


def test_the_users_own_list_of_dated_rows_is_kept() -> None:
    ledger = said(
        (
            "user",
            "Spring dates so far:\n\n"
            "- Fri 3 May, Leeds, Belgrave Music Hall - £250 guarantee, confirmed\n"
            "- Sat 4 May, Sheffield, The Leadmill - 60/40 door split\n",
        ),
        ("assistant", "Two good rooms. Want me to draft the advance emails?"),
    )
    held = in_force(ledger)
    assert "£250 guarantee" in held
    assert "60/40 door split" in held


def test_a_figure_said_to_be_mistyped_is_replaced_by_the_one_that_follows() -> None:
    ledger = said(
        ("user", "The letting agent wants a holding deposit of £1,510 by Friday."),
        ("assistant", "That's a lot for a holding deposit, but legal if it's under a week's rent."),
        (
            "user",
            "Oops, I mistyped the deposit. The agent's email actually says £1,150, I had two "
            "digits the wrong way round.",
        ),
    )
    held = in_force(ledger)
    assert "£1,150" in held
    assert "£1,510" not in held


def test_a_number_given_as_a_reference_is_a_fact() -> None:
    ledger = said(
        ("user", "Our allotment is plot 14 at Moor Lane, council tenancy number 5587120."),
        ("assistant", "Good to have that to hand."),
    )
    assert "5587120" in in_force(ledger)


def test_a_choice_said_as_went_with_is_a_decision() -> None:
    ledger = said(
        ("user", "went with the oak worktop from Woodstock, the laminate looked cheap"),
    )
    assert "decision" in _kinds(ledger).values()


def test_a_sentence_opening_on_were_is_read_as_a_statement_not_a_row_of_data() -> None:
    ledger = said(
        ("user", "We're booking The Old Forge, Room 2, for 14 guests, on 3 October, for £640."),
    )
    assert "£640" in in_force(ledger)


def test_a_figure_under_a_sentence_before_a_colon_is_replaced_by_its_update() -> None:
    ledger = said(
        ("user", "The roofer sent his estimate for the chimney: between £600 and £850."),
        ("assistant", "Worth asking whether scaffolding is included."),
        ("user", "Updated estimate: £1,120 (incl. scaffolding)."),
    )
    held = in_force(ledger)
    assert "£1,120" in held
    assert "£850" not in held


def test_a_deal_naming_someone_leaves_what_else_is_said_of_them() -> None:
    ledger = said(
        ("user", "Marco says the back wall is damp, it needs a survey before 1 March."),
        ("assistant", "Sensible, painting over damp just traps it."),
        ("user", "we picked the sage green for the hall"),
        ("user", "Offered Marco 2,100 for the whole job, he came back at 2,300. Done deal"),
    )
    held = in_force(ledger)
    assert "1 March" in held  # a deal with Marco is no news about the wall
    assert "sage green" in held  # nor a change of the colour chosen
    assert "2,300" in held


def test_a_new_fee_under_a_venues_name_replaces_that_venues_offer_not_a_newer_budget() -> None:
    ledger = said(
        (
            "user",
            "- Fri 6 June, Hull, The Adelphi - they offered £90\n- Sat 7 June, York, Fulford Arms - £200 guarantee",
        ),
        ("assistant", "Budget around £120-£150 for diesel, plus parking."),
        (
            "user",
            "Hull: talked to Dee at The Adelphi and they've raised it to £140 plus a rider. Sorted",
        ),
    )
    held = in_force(ledger)
    assert "£140" in held
    assert "£90" not in held
    assert "£120-£150" in held  # the diesel budget shares a word and a kind of value, no more


def test_a_tables_header_row_is_no_item() -> None:
    ledger = said(
        (
            "assistant",
            "| Day | Crew | Status |\n|---|---|---|\n| Mon 3 March | Ana, Joe | Waiting on Joe |",
        ),
    )
    held = in_force(ledger)
    assert "| Day | Crew | Status |" not in held
    assert "Waiting on Joe" in held


def test_taking_one_thing_back_keeps_what_is_said_in_its_place() -> None:
    ledger = said(
        (
            "user",
            "Minibus sorted: booked one from Fenland Coaches, ref FC-2291, £380 for the weekend.",
        ),
        ("assistant", "Noted the minibus booking."),
        (
            "user",
            "Actually forget the minibus - the rugby club is lending us their Transit Custom.",
        ),
    )
    held = in_force(ledger)
    assert "Transit Custom" in held
    assert "FC-2291" not in held


def test_a_confirmation_with_its_figures_after_it_replaces_what_waited_on_it() -> None:
    ledger = said(
        ("user", "- Thu 12 June, Leeds, Hyde Park Book Club - waiting on Priya to confirm"),
        ("assistant", "I'll chase Priya on Monday if we hear nothing."),
        ("user", "Priya confirmed Leeds! £175 guarantee, doors 19:30."),
    )
    held = in_force(ledger)
    assert "£175 guarantee" in held


def test_a_correction_reaches_its_figure_across_a_sentence_naming_none() -> None:
    ledger = said(
        ("user", "The parish council has pledged £5,130 towards the new playground surface."),
        ("assistant", "That covers about a third of the surface quote."),
        (
            "user",
            "I misread the parish council figure. Sorry about that. Their letter says £3,150 "
            "- I must have jumbled the digits.",
        ),
    )
    held = in_force(ledger)
    assert "£3,150" in held
    assert "£5,130" not in held


def test_a_reference_with_a_slash_is_an_identifier() -> None:
    ledger = said(("user", "Lease agreement number LT-2025/0871."), ("assistant", "Noted."))
    assert "LT-2025/0871" in in_force(ledger)


def test_a_quantity_brought_down_replaces_the_one_ordered() -> None:
    ledger = said(
        ("user", "The depot order is 40 pallets of blocks, delivery on the 9th."),
        ("assistant", "That should cover the extension walls with a little spare."),
        ("user", "I rang the depot again, we brought it down to 32 pallets."),
    )
    held = in_force(ledger)
    assert "32 pallets" in held
    assert "40 pallets" not in held


def test_a_contract_named_by_its_reference_is_the_contract_named_without_it() -> None:
    ledger = said(
        ("user", "Barley contract with Northgate Maltings, ref NM-2026/31."),
        ("assistant", "So the contract is now 180 t of barley at 195 EUR per tonne."),
        ("user", "Grand, keep that."),
        ("assistant", "The contract NM-2026/31 is now 150 t of barley after your call."),
    )
    held = in_force(ledger)
    assert "150 t" in held
    assert "180 t" not in held


def test_what_the_speaker_is_doing_from_now_on_with_a_value_is_a_decision() -> None:
    ledger = said(("user", "we're releasing as v3.4.1 tonight, same build plus the flag fix"))
    assert "decision" in _kinds(ledger).values()


def test_a_date_moved_by_an_amount_and_stated_by_the_assistant_ranks_as_the_users() -> None:
    ledger = said(
        ("user", "Wiktor put us in for Monday 14 April at 8am to fit the new boiler."),
        ("assistant", "Good, that's before the tiler starts."),
        ("user", "Wiktor rang, his van broke down so he comes three days later."),
        ("assistant", "So Wiktor now comes on Thursday 17 April at 8am."),
        ("assistant", "The isolation valve under the sink is rated for 10 bar."),
        ("assistant", "The old cylinder holds about 120 litres."),
    )
    held = in_force(ledger)
    assert "Thursday 17 April" in held
    assert "Monday 14 April" not in held
    assert any("Thursday 17 April" in text for text in first(ledger, 1))


def test_a_figure_that_comes_down_and_a_time_that_now_leaves_later_are_changes() -> None:
    ledger = said(
        ("user", "The minibus must leave the club car park at 07:15. The fee is £18 a head."),
        ("assistant", "Noted."),
        ("user", "The sponsors chipped in £4 a head, and the driver asked for a later start."),
        ("assistant", "So the fee comes down to £14 a head, and the minibus now leaves at 07:45."),
    )
    held = in_force(ledger)
    assert "£14" in held and "07:45" in held
    assert "£18" not in held and "07:15" not in held
