"""How a chat summary shares its room with the messages kept verbatim after it: when the
durable items need more than the summary's usual share, the verbatim tail gives way."""

from __future__ import annotations

from typing import Any

from router import Router
from router.reading.tokens import TokenCounter

MODEL = "gpt-4o-mini"
Message = dict[str, Any]
COUNTER = TokenCounter(MODEL)

FACTS = [
    "Our booking reference for the venue is VEN-4417.",
    "The caterer's order number is CAT-2290.",
    "The insurance policy number is POL-88310.",
    "The AV supplier's quote reference is AVQ-5172.",
    "The hotel block code is HBK-6634.",
    "The coach hire confirmation is CCH-1905.",
    "The printing job number is PRN-7741.",
    "The security firm's contract id is SEC-3058.",
    "The florist's invoice number is FLR-4402.",
    "The photographer's booking is PHO-9127.",
    "The parking permit number is PKP-3316.",
    "The cleaning crew's job sheet is CLN-5580.",
    "The ticketing platform's event id is TKT-7203.",
    "The generator rental agreement is GEN-2649.",
    "The marquee order is MRQ-8815.",
    "The first-aid cover booking is FAC-1174.",
]
SMALL_TALK = [
    ("ha, the cat just walked across my keyboard", "Cats have a gift for timing."),
    ("it's raining sideways here", "Sounds grim, stay dry."),
    ("brb, kettle", "Sure."),
    ("back. where were we", "We were going through the suppliers."),
    ("lol ok", "Ready when you are."),
    ("thanks for the patience today", "Any time."),
]


def conversation() -> list[Message]:
    messages: list[Message] = [
        {"role": "user", "content": "Help me keep the event's paperwork straight."}
    ]
    for fact in FACTS:
        messages += [{"role": "user", "content": fact}, {"role": "assistant", "content": "Noted."}]
    for said, reply in SMALL_TALK:
        messages += [{"role": "user", "content": said}, {"role": "assistant", "content": reply}]
    return [*messages, {"role": "user", "content": "ok, which references do we have?"}]


def test_the_items_take_the_room_of_small_talk_kept_verbatim_and_the_newest_turn_stays() -> None:
    messages = conversation()
    items = sum(COUNTER.text(f"- {fact}") + 1 for fact in FACTS)
    target = items + 50  # room for the items, the summary's header and the newest turn only
    router = Router(MODEL, context_window=target * 20, trigger=target + 1, target=target)
    result = router.compact(messages, session_id="tail", max_tokens=200)
    text = "\n".join(str(m.get("content") or "") for m in result.messages)
    missing = [
        fact.split()[-1].rstrip(".") for fact in FACTS if fact.split()[-1].rstrip(".") not in text
    ]
    assert missing == []
    assert result.messages[-1] == messages[-1]
    assert COUNTER.messages(result.messages) <= target
