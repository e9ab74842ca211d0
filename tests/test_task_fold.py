"""The task stays verbatim in front of the summary until a later statement changes a value it
states, or it would take over a third of the target: then it is folded like the rest."""

from __future__ import annotations

from typing import Any

from router import Router
from router.engine.task_fold import task_superseded

Message = dict[str, Any]
TASK = ("Please prepare the quarterly report for the board. The deadline is 2027-01-10 and "
        "keep every figure in EUR.")  # fmt: skip
FILLER = ("I reran the numbers for last month with the new filter and they moved a little, "
          "inside what we expected, so the report stays as it is for now.")  # fmt: skip


def chat(change: bool, rounds: int = 30) -> list[Message]:
    """A long chat after the task; halfway, the deadline changes when `change`."""
    messages: list[Message] = [
        {"role": "system", "content": "You help with reporting."},
        {"role": "user", "content": TASK},
    ]
    for number in range(rounds):
        said = FILLER
        if change and number == rounds // 2:
            said = "Heads up: deadline changed, it's 2027-01-18 now."
        messages += [
            {"role": "assistant", "content": f"Step {number}: {FILLER}"},
            {"role": "user", "content": said},
        ]
    return messages


def compacted(messages: list[Message]) -> str:
    router = Router("gpt-4o-mini", context_window=16_000, trigger=1_200, target=900)
    result = router.compact(messages, session_id="report", max_tokens=200)
    assert result.rung == "summarize"
    return "\n".join(str(m.get("content")) for m in result.messages)


def test_a_task_whose_value_changed_is_folded_and_its_old_value_goes() -> None:
    sent = compacted(chat(change=True))
    assert "2027-01-18" in sent and "2027-01-10" not in sent
    assert TASK not in sent


def test_a_task_still_true_stays_verbatim_in_front_of_the_summary() -> None:
    sent = compacted(chat(change=False))
    assert TASK in sent


def test_the_check_reads_only_changes_of_what_the_task_states() -> None:
    task = {"role": "user", "content": TASK}
    other = {"role": "user", "content": "Heads up: the venue changed, it's room 4 now."}
    changed = {"role": "user", "content": "Heads up: deadline changed, it's 2027-01-18 now."}
    assert not task_superseded([task, other])
    assert task_superseded([task, other, changed])


def test_a_tight_summary_keeps_the_stated_items_over_a_long_last_reply() -> None:
    history: list[Message] = [
        {"role": "system", "content": "You help plan a team offsite."},
        {"role": "user", "content": "We're planning an offsite in Porto for nine people."},
    ]
    said = [
        "No sessions may start before 10:00, people fly in that morning.",
        "Our budget is capped at €9,500 in total, venue included.",
        "My colleague Ines is allergic to nuts, tell every caterer.",
    ]
    for line in said:
        history += [
            {"role": "user", "content": line},
            {"role": "assistant", "content": f"Understood. {FILLER}"},
        ]
    table = "\n".join(f"| venue {n} | {300 + n * 17} EUR | {n % 4 + 2} rooms |" for n in range(30))
    history.append({"role": "assistant", "content": f"Venues I compared:\n{table}"})
    router = Router("gpt-4o-mini", context_window=20_000, trigger=150, target=149)
    result = router.compact(history, max_tokens=100)
    text = "\n".join(str(m.get("content")) for m in result.messages)
    assert result.tokens_after <= 149
    for value in ("10:00", "€9,500", "nuts"):
        assert value in text, value


def test_a_task_taking_over_a_third_of_a_tight_target_is_folded_into_the_summary() -> None:
    router = Router("gpt-4o-mini", context_window=16_000, trigger=160, target=100)
    result = router.compact(chat(change=False), session_id="tight", max_tokens=200)
    head = router.counter.messages(chat(change=False)[:2])
    assert head * 3 > 100 and head * 2 < 100  # between a third and a half of the target
    sent = "\n".join(str(m.get("content")) for m in result.messages)
    assert TASK not in sent
    assert "2027-01-10" in sent


def test_a_task_kept_in_front_of_the_summary_is_not_repeated_in_it() -> None:
    messages: list[Message] = [{"role": "user", "content": TASK}]
    for team in ("Sales", "Marketing", "Finance", "Legal", "Support", "Design"):
        for region in ("northern", "southern", "eastern", "western", "central"):
            messages += [
                {
                    "role": "assistant",
                    "content": "Understood, I will fold that into the draft as agreed.",
                },
                {"role": "user", "content": f"{team} sent their notes on the {region} region."},
            ]
    router = Router("gpt-4o-mini", context_window=16_000, trigger=800, target=600)
    result = router.compact(messages, session_id="report", max_tokens=200)
    sent = "\n".join(str(m.get("content")) for m in result.messages)
    assert result.rung == "summarize"
    assert sent.count("quarterly report for the board") == 1  # its room goes to what was said
