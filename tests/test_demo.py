"""The offline demo: the provider's 400 without the router, the task done with it, told honestly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from recorder import Recorder
from router.cli import main
from router.cli.demo import clear_tool_uses
from router.cli.demo_agent import Agent, anomaly_of, order_rows, pages_named
from router.reading.tokens import TokenCounter


def test_a_page_of_rows_is_about_the_seeds_size_and_every_tenth_holds_an_anomaly() -> None:
    tokens = TokenCounter("gpt-4o-mini").text(order_rows(7))
    assert 2_300 <= tokens <= 2_900
    assert [page for page in range(30) if anomaly_of(page)] == [3, 13, 23]
    anomaly = anomaly_of(13)
    assert anomaly is not None
    row = next(line for line in order_rows(13).splitlines() if anomaly in line)
    assert "status DISPUTED" in row and "total -" in row


def _call(call_id: str, page: int) -> dict[str, object]:
    arguments = json.dumps({"page": page})
    return {
        "id": call_id,
        "type": "function",
        "function": {"name": "query_orders", "arguments": arguments},
    }


def test_the_agent_reads_the_lowest_page_the_request_does_not_name() -> None:
    folded = "\n".join(
        f'- query_orders({{"page": {page}}}) tool_call_id=call_{page}' for page in range(12)
    )
    request = [
        {"role": "user", "content": "Audit every page."},
        {"role": "user", "content": f"Summary of earlier rounds:\n{folded}"},
        {"role": "assistant", "content": None, "tool_calls": [_call("call_12", 12)]},
        {"role": "tool", "tool_call_id": "call_12", "content": "[masked]"},
    ]
    assert pages_named(request) == set(range(13))
    agent = Agent()
    assert agent({"messages": request})["tool_calls"][0]["arguments"] == {"page": 13}
    forgotten = [request[0], *request[2:]]  # the summary line naming pages 0-11 is gone
    assert agent({"messages": forgotten})["tool_calls"][0]["arguments"] == {"page": 0}


def test_the_anchor_clears_all_but_the_newest_three_results_over_its_trigger() -> None:
    messages: list[dict[str, object]] = [{"role": "user", "content": "go"}]
    for page in range(5):
        messages += [
            {"role": "assistant", "content": None, "tool_calls": [_call(f"c{page}", page)]},
            {"role": "tool", "tool_call_id": f"c{page}", "content": order_rows(page)},
        ]
    assert clear_tool_uses(messages, lambda _: 100_000) is messages
    cleared = clear_tool_uses(messages, lambda _: 100_001)
    contents = [m["content"] for m in cleared if m["role"] == "tool"]
    assert contents[:2] == ["[cleared]", "[cleared]"] and "[cleared]" not in contents[2:]


def table(out: str) -> dict[str, list[str]]:
    """The demo's Markdown table: row name to its cells."""
    return {
        line.split("|")[1].strip(): [c.strip() for c in line.split("|")[2:-1]]
        for line in out.splitlines()
        if line.startswith("| ") and "|---" not in line
    }


def test_demo_reproduces_the_overflow_and_the_router_does_the_task(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "demo.db"
    assert main(["demo", "--rounds", "60", "--db", str(db)]) == 0
    out = capsys.readouterr().out
    rows = table(out)
    assert list(rows) == [
        "",
        "rounds completed",
        "distinct pages read",
        "anomalies read, still in the request",
        "largest prompt (tokens)",
        "compaction steps",
        "total input tokens",
        "ended with",
    ]
    assert rows[""] == [
        "without router",
        "ClearToolUsesEdit (anchor)",
        "router defaults",
        "fill preset (keep what fits)",
    ]
    without, anchor, defaults, fill = rows["rounds completed"]
    assert 45 <= int(without.split()[0]) <= 52, "the seed's job died near round 48"
    assert rows["ended with"][0].startswith("400 context_length_exceeded")
    assert anchor == defaults == fill == "60 of 60"
    assert rows["ended with"][1:] == ["all rounds done"] * 3
    # the agent acts on what it sees: with the router it never loses sight of a page it read
    assert rows["distinct pages read"][2:] == ["60 in 60 reads", "60 in 60 reads"]
    kept = [
        tuple(map(int, cell.split(" of "))) for cell in rows["anomalies read, still in the request"]
    ]
    assert kept[2][1] == 6 and kept[2][0] >= 5, "the router keeps the facts the report needs"
    assert kept[1][0] < kept[2][0], "the anchor clears them"
    largest = [int(cell.replace(",", "")) for cell in rows["largest prompt (tokens)"]]
    assert all(prompt + 1500 <= 128_000 for prompt in largest[1:]), "room for the reply"
    steps = [int(cell) for cell in rows["compaction steps"]]
    assert steps[0] == 0 and steps[2] > 0 and steps[3] > 0
    totals = [int(cell.replace(",", "")) for cell in rows["total input tokens"]]
    assert totals[2] < totals[3], "the defaults bill fewer input tokens than the fill preset"
    assert f"compaction-router audit list --db {db}" in out
    with Recorder(db, readonly=True) as rec:
        sessions = {info.session_id for info in rec.sessions()}
        assert sessions == {"demo-defaults", "demo-fill"}
        assert rec.load_edits("demo-defaults")
    assert main(["audit", "sessions", "--db", str(db)]) == 0
    assert "demo-defaults" in capsys.readouterr().out
