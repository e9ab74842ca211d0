"""Statement readings kept between ledgers: the same ledger, each statement read once."""

from __future__ import annotations

from typing import Any

import pytest

import judges.durable as durable
import judges.durable_build as durable_build
from judges.durable import extract_durable
from router import Router

CHAT: list[dict[str, Any]] = [
    {"role": "system", "content": "You book travel. Never book without confirming the total."},
    {"role": "user", "content": "Dates are 12 to 19 August. Budget is £3,200 in total."},
    {"role": "assistant", "content": "Got it. TAP at 10:40 or easyJet at 06:15?"},
    {"role": "user", "content": "TAP. My partner is vegetarian, worth knowing for tours."},
    {"role": "user", "content": "Small change, we come back a day earlier, so 12 to 18 August."},
    {"role": "assistant", "content": "Understood, the return is now 18 August at 19:05."},
    {"role": "user", "content": "Budget goes up to £3,800 with my mum joining."},
]


def test_a_ledger_read_with_kept_readings_is_the_ledger_read_afresh() -> None:
    readings: durable.Readings = {}
    first = extract_durable(CHAT[:5], readings=readings)
    again = extract_durable(CHAT, readings=readings)
    assert first == extract_durable(CHAT[:5])
    assert again == extract_durable(CHAT)
    assert "£3,200" in again.stale() and again.stale() == extract_durable(CHAT).stale()


def test_a_statement_read_before_is_not_classified_again(monkeypatch: pytest.MonkeyPatch) -> None:
    readings: durable.Readings = {}
    extract_durable(CHAT[:5], readings=readings)
    calls: list[str] = []
    classify = durable_build.classify

    def counted(statement: Any, system: bool) -> str | None:
        calls.append(statement.text)
        return classify(statement, system)

    monkeypatch.setattr(durable_build, "classify", counted)
    extract_durable(CHAT, readings=readings)
    assert calls and all(text in str(CHAT[5:]) for text in calls)


def test_the_session_weight_counts_its_readings() -> None:
    router = Router("gpt-4o-mini", context_window=4_000, trigger=120, target=100)
    session = "chat"
    router.compact(CHAT * 3, session_id=session, max_tokens=50)
    memo = router.sessions.memo(session)  # what the engine remembers of this session
    readings = memo.readings
    assert len(readings) > 0
    assert readings.bytes >= sum(2 * len(key[0]) + 1024 for key in readings)
    assert memo.weight() >= readings.bytes
