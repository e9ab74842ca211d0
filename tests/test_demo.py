"""The offline demo: the provider's 400 without the router, every round inside the window with it."""

from __future__ import annotations

import pytest

from router.cli import main
from router.cli.demo import order_rows
from router.reading.tokens import TokenCounter


def test_a_page_of_rows_is_about_the_seeds_size() -> None:
    tokens = TokenCounter("gpt-4o-mini").text(order_rows(7))
    assert 2_300 <= tokens <= 2_900


def test_demo_reproduces_the_overflow_and_the_router_avoids_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["demo", "--rounds", "60"]) == 0
    out = capsys.readouterr().out
    rows = {
        line.split("|")[1].strip(): [c.strip() for c in line.split("|")[2:-1]]
        for line in out.splitlines()
        if line.startswith("| ") and "|---" not in line
    }
    assert list(rows) == [
        "",
        "rounds completed",
        "largest prompt (tokens)",
        "compaction steps",
        "total input tokens",
        "ended with",
    ]
    assert rows[""] == ["without router", "router defaults", "fill preset (keep what fits)"]
    without, defaults, fill = rows["rounds completed"]
    assert 45 <= int(without.split()[0]) <= 52, "the seed's job died near round 48"
    assert rows["ended with"][0].startswith("400 context_length_exceeded")
    assert defaults == fill == "60 of 60", "both router arms finish every round"
    assert rows["ended with"][1:] == ["all rounds done", "all rounds done"]
    largest = [int(cell.replace(",", "")) for cell in rows["largest prompt (tokens)"]]
    assert all(prompt + 1500 <= 128_000 for prompt in largest[1:]), "room for the reply"
    steps = [int(cell) for cell in rows["compaction steps"]]
    assert steps[0] == 0 and steps[1] > 0 and steps[2] > 0
    totals = [int(cell.replace(",", "")) for cell in rows["total input tokens"]]
    assert totals[1] < totals[2], "the defaults bill fewer input tokens than the fill preset"
