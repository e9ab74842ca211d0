"""The real-documents benchmark's parts: facts asked in a person's words, sets, arms, loops."""

from __future__ import annotations

import json

from router.reading.tokens import TokenCounter
from rungs import group_messages
from tests.bench.realdocs_lib.arms import SlidingWindow, pointed
from tests.bench.realdocs_lib.facts import candidates, humanise
from tests.bench.realdocs_lib.loops import KINDS, TaskLoop
from tests.bench.realdocs_lib.sources import split_of
from tests.bench.workloads_lib.metrics import request_text

CONFIG = "[Journal]\n#Storage=auto\nSystemMaxUse=512M\nMaxRetentionSec=1month\n"
CHANGELOG = (
    "zlib (1:1.2.13.dfsg-1) unstable; urgency=medium\n\n  * New upstream release.\n\n"
    " -- Mark Brown <broonie@debian.org>  Sat, 05 Nov 2022 10:53:22 +0000\n"
)


def test_keys_become_words_a_person_would_use() -> None:
    assert humanise("MaxAuthTries") == "max auth tries"
    assert humanise("max_auth-tries") == "max auth tries"
    assert humanise("HTTPServerPort") == "http server port"


def test_questions_never_hold_their_answer_nor_the_verbatim_line() -> None:
    for fmt, text in (("ini", CONFIG), ("changelog", CHANGELOG)):
        found = candidates(fmt, text, text, "journald.conf", "seed")
        assert found, fmt
        for fact in found:
            assert fact.answer in text
            assert fact.answer.lower() not in fact.question.lower()
            assert not any(line.strip() in fact.question for line in text.splitlines() if line)
    answers = {f.answer for f in candidates("ini", CONFIG, CONFIG, "journald.conf", "s")}
    assert answers == {"512M", "1month"}  # the commented-out setting is no fact


def test_csv_rows_are_named_by_a_column_that_names_one_row() -> None:
    text = "host,port,owner\nalpha,8443,team-a1\nbeta,9443,team-b2\n"
    found = candidates("csv", text, text, "hosts.csv", "s")
    assert {f.answer for f in found} == {"8443", "9443", "team-a1", "team-b2"}
    assert all("alpha" in f.question or "beta" in f.question for f in found)


def test_a_file_is_in_one_set_for_good_and_the_sets_are_about_even() -> None:
    paths = [f"/usr/share/doc/pkg{i}/changelog.Debian.gz" for i in range(400)]
    assert [split_of(p) for p in paths] == [split_of(p) for p in paths]
    assert 150 < sum(split_of(p) == "build" for p in paths) < 250


def _history(rounds: int) -> list[dict[str, object]]:
    messages: list[dict[str, object]] = [
        {"role": "system", "content": "s"},
        {"role": "user", "content": "task"},
    ]
    for n in range(rounds):
        call = {"id": f"c{n}", "type": "function", "function": {"name": "t", "arguments": "{}"}}
        messages += [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": f"c{n}", "content": f"r{n}"},
        ]
    return messages


def test_the_sliding_window_keeps_the_task_and_the_last_rounds_whole() -> None:
    window = SlidingWindow("w", 10, TokenCounter("gpt-4o-mini"))
    sent = window.request(_history(25), None).messages  # type: ignore[arg-type]
    assert sent is not None
    assert sent[1]["content"] == "task"
    assert [g.kind for g in group_messages(sent)].count("tools") == 10
    assert pointed(sent, "c24") and not pointed(sent, "c14")


def test_a_task_loop_plants_a_few_unique_matching_units() -> None:
    for kind in KINDS:
        loop = TaskLoop(f"l-{kind}", kind, 3, 0, window=128_000, kind=kind)
        assert 100 <= loop.rounds <= 150 and len(loop.ids) == 8
        pages = [m for n in range(1, loop.rounds) for m in loop.after(n)]
        text = request_text(pages)
        assert all(text.count(uid) == 1 for uid in loop.ids)
        if kind == "json":
            json.loads(loop.pages[1])  # one minified JSON document a page
