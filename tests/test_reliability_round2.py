"""The reliability table's round-two rows hold their zeros (tests/reliability_lib/round2.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.reliability_lib import round2
from tests.reliability_lib.common import Row

CASES: dict[str, Callable[[], Row]] = {
    "secrets": round2.secrets,
    "slow provider": round2.slow_provider,
    "store outage": round2.store_outage,
    "damaged media": round2.damaged_media,
}


@pytest.mark.parametrize("name", list(CASES))
def test_round_two_case_keeps_the_tables_zeros(name: str) -> None:
    row = CASES[name]()
    assert row.bad_requests == 0 and row.decisions_lost == 0
    assert row.problems == []
    assert row.runs > 0 and row.faults > 0


def test_the_secrets_row_counts_every_shape_and_finds_none() -> None:
    row = round2.secrets()
    assert row.runs == 20
    assert "secrets found in the database or exceptions: 0 of 20 shapes" in row.notes
