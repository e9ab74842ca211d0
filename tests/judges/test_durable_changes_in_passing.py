"""Changes made in passing: a correction naming what it is not, a renamed branch, an amount
written without a currency sign, a cancelled flight, and what an assistant's advice or a
sibling sentence must leave alone."""

from __future__ import annotations

from judgekit import naming, said

from judges.durable_statements import comma_clauses
from judges.durable_subjects import subject_of
from judges.durable_values import value_classes, value_tokens


def test_a_correction_naming_what_it_is_not_makes_that_value_stale_everywhere() -> None:
    ledger = said(
        ("user", "The car is insured with Admiral, I think, the policy came with the lease."),
        ("assistant", "Insurers such as Admiral or Aviva usually cover a courtesy car."),
        (
            "user",
            "Found the paperwork: it is in fact insured with directline, and not with Admiral "
            "as I thought. Policy number DL-88213-K.",
        ),
    )
    texts = ledger.texts()
    assert not naming(texts, "Admiral")
    assert naming(texts, "directline")


def test_a_renamed_branch_replaces_the_old_one() -> None:
    ledger = said(
        ("user", "Rules: work on branch feature/csv-speedup and run make test before pushing."),
        ("assistant", "OK."),
        ("user", "heads up the branch got renamed for the release, its release/2.3-csv now."),
    )
    texts = ledger.texts()
    assert not naming(texts, "feature/csv-speedup")
    assert naming(texts, "release/2.3-csv")


def test_something_out_for_now_is_no_change() -> None:
    assert not subject_of("So the four-day option is out for now.").change
    assert subject_of("The standup is at 9:45 now.").change


def test_an_amount_without_a_sign_is_money_and_its_new_value_replaces_it() -> None:
    assert value_classes(value_tokens("Budget for the trip is 4000 euro.")) == {"money"}
    ledger = said(
        ("user", "Budget for the whole trip is 3500 euro, flights not included."),
        ("assistant", "Noted."),
        ("user", "My brother chips in 500 euro, so the budget now is 4000 euro."),
    )
    texts = ledger.texts()
    assert not naming(texts, "3500")
    assert naming(texts, "4000 euro")


def test_a_total_that_is_therefore_now_another_amount_is_a_change() -> None:
    assert subject_of("The total charge is therefore now £95.").change


def test_a_cancelled_flight_leaves_the_other_flight_of_its_sentence() -> None:
    assert value_tokens("out on BA 1432 and back on BA1437")[:2] == ["BA 1432", "BA1437"]
    ledger = said(
        (
            "user",
            "Flights are booked: BA 1432 from Glasgow to Lisbon on 3 May (lands 13:20) and "
            "back BA 1437 on 10 May.",
        ),
        ("assistant", "Great, that gives you a full week."),
        (
            "user",
            "Email from the airline: our return BA 1437 is cancelled, they put us on BA 1439 "
            "on 11 May, 09:10 from Lisbon.",
        ),
    )
    texts = ledger.texts()
    assert naming(texts, "BA 1432")  # the outbound flight stands
    assert not naming(texts, "BA 1437")
    assert naming(texts, "BA 1439")


def test_a_booking_someone_made_is_an_item_even_when_values_crowd_it() -> None:
    ledger = said(("user", "In Porto we booked apartment Ribeira Flats for 3-7 May, ref 55102."))
    assert naming(ledger.texts(), "Ribeira Flats")


def test_an_assistant_moving_one_date_leaves_that_date_elsewhere() -> None:
    ledger = said(
        ("user", "Van hire: pick up 12 June 08:00 from Enterprise Leith, 340 pounds."),
        ("user", "The cottage in Ullapool is ours from 12 June for 5 nights."),
        ("user", "We fly home a day later, on 18 June."),
        ("assistant", "Don't forget: the van return must also move to 18 June."),
    )
    assert naming(ledger.texts(), "Ullapool")


def test_a_price_change_leaves_a_sibling_sentence_of_its_message() -> None:
    ledger = said(
        (
            "user",
            "The first garage can't do it. I found another: Leith Motors on Bath Street, job "
            "ref LM-5521. It is a bit dearer, 95 pounds instead of 80 before.",
        ),
    )
    assert naming(ledger.texts(), "LM-5521")


def test_a_change_said_without_its_value_is_read_with_the_value_after_it() -> None:
    ledger = said(
        ("user", "The client demo is Wednesday at 15:00."),
        ("assistant", "Noted."),
        ("user", "ugh the client demo got pushed. Thursday 11:00 now"),
    )
    texts = ledger.texts()
    assert not naming(texts, "Wednesday")
    assert [text for text in naming(texts, "Thursday 11:00") if "client demo" in text]


def test_an_assistant_advising_a_change_leaves_the_booking_for_the_user_to_change() -> None:
    ledger = said(
        ("user", "I booked the van with Enterprise Leith, pick up 12 June 08:00, 340 pounds."),
        ("user", "The cottage in Ullapool is ours from 12 June for 5 nights."),
        ("assistant", "Then the van return should also move to 17 June."),
        ("user", "Van return I changed already to 17 June, Enterprise said fine, 40 pounds more."),
    )
    texts = ledger.texts()
    assert naming(texts, "Ullapool")
    assert naming(texts, "Enterprise Leith")


def test_a_smiley_opens_no_bracket_and_a_cancelled_booking_goes() -> None:
    text = "Bad news :( Harbour View Lodge cancelled our booking, they have a burst pipe."
    assert len(comma_clauses(text)) == 2
    ledger = said(
        ("user", "In Oban we booked Harbour View Lodge for 2-5 May, booking number 771203."),
        ("assistant", "Lovely spot."),
        ("user", text + " I found a new place: Kerrera Rooms, same dates, confirmation KR-4410."),
    )
    texts = ledger.texts()
    assert not naming(texts, "Harbour View")
    assert naming(texts, "KR-4410")
