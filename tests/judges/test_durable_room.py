"""How the durable section spends a tight room: the section is measured as written, so room
the line-by-line estimate leaves is still used, and an identifier outranks older wording."""

from __future__ import annotations

from judges.durable import extract_durable
from judges.durable_section import section_within
from router.reading.tokens import TokenCounter

COUNTER = TokenCounter("gpt-4o-mini")


def tokens(text: str) -> int:
    return COUNTER.text(text)


ITEMS = [
    ("rule", "don't post anything yourself"),
    ("rule", "keep all timestamps in UTC in your notes please"),
    ("constraint", "error rate back to baseline 0.2%."),
    ("decision", "we'll close at 15:30 UTC instead"),
    ("fact", "previous was v2.13.4"),
    ("fact", "incident INC-4471 is open"),
]


def test_an_item_that_fits_the_section_as_written_goes_in() -> None:
    """Each line and its newline counted apart overshoot what the joined section costs; an
    item that fits the section as written is not left out on that estimate."""
    whole = "\n".join(section_within(ITEMS, range(len(ITEMS)), 1_000, tokens))
    room = tokens(whole)
    estimate = sum(tokens(line) + 1 for line in whole.splitlines())
    assert estimate > room  # the estimate alone would leave the last item out
    tight = "\n".join(section_within(ITEMS, range(len(ITEMS)), room, tokens))
    assert tight == whole
    shorter = "\n".join(section_within(ITEMS, range(len(ITEMS)), room - 3, tokens))
    assert tokens(shorter) <= room - 3 and len(shorter.splitlines()) < len(whole.splitlines())


def test_an_identifier_the_user_stated_ranks_before_plain_facts_and_preferences() -> None:
    ledger = extract_durable(
        [
            {"role": "user", "content": "incident INC-4471 is open, I'm IC."},
            {"role": "user", "content": "I prefer short updates, bullet points are fine."},
            {"role": "user", "content": "the card processor sits behind the gateway."},
        ]
    )
    order = [ledger.items[n].text for n in ledger.priority_order()]
    first = next(n for n, text in enumerate(order) if "INC-4471" in text)
    assert all(first < n for n, text in enumerate(order) if "INC-4471" not in text)


def test_an_item_naming_only_what_a_kept_item_names_gives_its_room_to_one_that_names_more() -> None:
    """An echo ("Registration capped at 210.") of a kept line costs room and keeps no value;
    the room goes to an item holding a value nothing else does, and the echo comes back when
    room is left. A rule is never set back: its words are what it keeps."""
    rule, cap = "Never quote 210 as a target in public.", "capping registration at 210 (fire code)"
    echo, venue = (
        "Registration capped at 210.",
        "It's June 9-11 at the Harbourview Centre, Halifax.",
    )
    items = [("constraint", cap), ("constraint", echo), ("rule", rule), ("fact", venue)]
    wanted = ["Durable items:", f"- {rule}", f"- {cap}", f"- {venue}"]
    room = tokens("\n".join(wanted))
    assert tokens(echo) < tokens(venue)
    tight = "\n".join(section_within(items, range(len(items)), room, tokens))
    assert "Harbourview" in tight and rule in tight and cap in tight and echo not in tight
    roomy = "\n".join(section_within(items, range(len(items)), 1_000, tokens))
    assert all(text in roomy for _, text in items)
