"""Retrieval over what was cut: a new user turn brings back the units of cut results that
BM25 ranks best, with their call and tool_call_id, recorded so a replay sends the same bytes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from recorder import Recorder, canonical_json
from router import Router
from router.engine.cut_index import CutIndex
from router.engine.index_terms import terms

Message = dict[str, Any]
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "read_file",
            "description": "Read a file.",
            "parameters": {"type": "object", "properties": {"path": {"type": "string"}}},
        },
    }
]
SERVICES = ("search", "catalog", "inventory", "shipping", "billing", "accounts", "reviews")
QUESTION = "Which port did the payment gateway listen on?"
FACT = "port = 8073"


def config(index: int) -> str:
    """One INI file of service sections; file 7 holds the payment gateway's section."""
    sections = []
    for row, name in enumerate(SERVICES):
        name = "payment-gateway" if (index, row) == (7, 3) else name
        sections.append(
            f"[{name}-{index}]\nhost = {name}{index}.internal\nport = {8000 + index * 10 + row}\n"
            f"workers = {2 + (index + row) % 5}\nlog_level = info\n"
        )
    return "\n".join(sections)


def history(rounds: int) -> list[Message]:
    """A tool loop reading `rounds` config files."""
    messages: list[Message] = [
        {"role": "system", "content": "You are an operations agent."},
        {"role": "user", "content": "Read the service configs one by one and summarise them."},
    ]
    for index in range(rounds):
        call_id = f"call_{index}"
        arguments = json.dumps({"path": f"/etc/svc/{index}.ini"})
        call = {"id": call_id, "type": "function",
                "function": {"name": "read_file", "arguments": arguments}}  # fmt: skip
        messages += [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": call_id, "content": config(index)},
        ]
    return messages


def asked(messages: list[Message]) -> list[Message]:
    return [*messages, {"role": "assistant", "content": "All read."},
            {"role": "user", "content": QUESTION}]  # fmt: skip


def drive(router: Router, rounds: int = 60) -> list[Message]:
    messages: list[Message] = []
    for index in range(1, rounds + 1):
        messages = history(index)
        router.compact(messages, tools=TOOLS, session_id="ops")
    return messages


def test_bm25_ranks_the_unit_holding_the_fact_first() -> None:
    index = CutIndex()
    for number in range(60):
        index.add(f"call_{number}", config(number), "read_file", f"/etc/svc/{number}.ini")
    # the fact's own line names none of the asked words: they sit in its section's header
    assert not set(terms(FACT)) & set(terms("payment gateway"))
    best = index.search(QUESTION, 3)[0]
    assert best.key == "call_7" and FACT in best.text and "[payment-gateway-7]" in best.text


def test_a_new_user_turn_brings_the_unit_back_with_its_source() -> None:
    """The passage comes back on the question's own message, with its call and id, and every
    message before the question is sent as the request before it was (the cache stays)."""
    router = Router("gpt-4o-mini", context_window=32_000)
    history = drive(router)
    before = router.compact(
        [*history, {"role": "assistant", "content": "All read."}], tools=TOOLS, session_id="ops"
    )
    answer = router.compact(asked(history), tools=TOOLS, session_id="ops")
    question = answer.messages[-1]
    assert question["role"] == "user" and str(question["content"]).startswith(QUESTION)
    assert FACT in question["content"]
    assert 'read_file({"path": "/etc/svc/7.ini"}) tool_call_id=call_7:' in question["content"]
    assert answer.messages[:-1] == before.messages
    assert router.recall("ops", "call_7") == config(7)
    again = router.compact([*asked(history), {"role": "assistant", "content": "8073."}],
                           tools=TOOLS, session_id="ops")  # fmt: skip
    assert again.messages[: len(answer.messages)] == answer.messages


def test_the_same_session_gives_the_same_bytes_and_a_replay_matches(tmp_path: Path) -> None:
    db = tmp_path / "edits.db"
    with Recorder(db) as rec:
        router = Router("gpt-4o-mini", context_window=32_000, recorder=rec)
        question = asked(drive(router))
        first = router.compact(question, tools=TOOLS, session_id="ops")
    other = Router("gpt-4o-mini", context_window=32_000)
    again = other.compact(asked(drive(other)), tools=TOOLS, session_id="ops")
    assert canonical_json(again.messages) == canonical_json(first.messages)
    with Recorder(db) as rec:
        replayed = Router("gpt-4o-mini", context_window=32_000, recorder=rec).compact(
            question, tools=TOOLS, session_id="ops"
        )
    assert replayed.replayed
    assert canonical_json(replayed.messages) == canonical_json(first.messages)


def test_a_branch_with_another_question_there_does_not_inherit_the_note() -> None:
    """The note belongs to the question's message: a branch that asks something else at the
    same place gets its own passages (or none), never the first question's."""
    router = Router("gpt-4o-mini", context_window=32_000)
    history = drive(router)
    first = router.compact(asked(history), tools=TOOLS, session_id="ops")
    assert FACT in str(first.messages[-1]["content"])
    other = [*history, {"role": "assistant", "content": "All read."},
             {"role": "user", "content": "Thanks, that is all for today."}]  # fmt: skip
    branch = router.compact(other, tools=TOOLS, session_id="ops")
    assert FACT not in json.dumps(branch.messages)
    assert branch.messages[-1]["content"].startswith("Thanks, that is all for today.")
    # and the first question, sent again, is sent as it was
    again = router.compact(asked(history), tools=TOOLS, session_id="ops")
    assert canonical_json(again.messages) == canonical_json(first.messages)


def test_each_result_is_indexed_once_and_each_session_has_its_own_index() -> None:
    index = CutIndex()
    index.add("call_1", config(1))
    size = len(index.keys)
    index.add("call_1", config(1))
    index.add_all([("call_1", config(1), "", ""), ("call_2", config(2), "", "")])
    assert len(index.keys) == 2 * size
    assert index.search(QUESTION, 5, within={"nothing"}) == []


@settings(max_examples=30, deadline=None)
@given(st.lists(st.text(max_size=200), max_size=6), st.text(max_size=80))
def test_search_is_deterministic_and_returns_only_scored_units(
    texts: list[str], query: str
) -> None:
    one, two = CutIndex(), CutIndex()
    for number, text in enumerate(texts):
        one.add(f"k{number}", text)
        two.add(f"k{number}", text)
    hits = one.search(query, 4)
    assert hits == two.search(query, 4)
    assert all(hit.score > 0 for hit in hits)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


def test_a_search_within_some_results_scores_as_an_index_of_those_alone() -> None:
    everything, some = CutIndex(), CutIndex()
    for number in range(12):
        everything.add(f"call_{number}", config(number))
    for number in (9, 3, 7):  # cut in another order, others never indexed
        some.add(f"call_{number}", config(number))
    within = {"call_3", "call_7", "call_9"}
    assert everything.search(QUESTION, 5, within) == some.search(QUESTION, 5)
    assert some.search(QUESTION, 1)[0].key == "call_7"


def test_a_value_asked_about_finds_its_row_among_rows_of_look_alike_numbers() -> None:
    """A hex input in a person's question finds its CSV row, not a row of similar digits."""
    rows = [f"np.float32,0x{(i * 2654435761) % 2**32:08x},0x{(i * 40503) % 2**32:08x},2"
            for i in range(400)]  # fmt: skip
    index = CutIndex()
    index.add("call_csv", "\n".join(rows), "read_file", '{"path": "umath-validation-set-cbrt.csv"}')
    asked = rows[271].split(",")[1]
    hits = index.search(f"In the cbrt CSV, the row with input {asked}: what was the output?", 1)
    assert hits and rows[271] in hits[0].text


def test_a_value_deep_inside_one_long_line_is_found_and_shown() -> None:
    """Minified JSON: one line of 30k characters; the record asked about sits far past the
    first passage, and the passage brought back shows it whole."""
    records = {
        f"Shape{i:03d}": {"type": "structure", "member": f"Member{i:03d}"} for i in range(600)
    }
    text = json.dumps({"shapes": records}, separators=(",", ":"))
    index = CutIndex()
    index.add("call_min", text, "read_file", '{"path": "service-2.json"}')
    hits = index.search("What was the member of Shape517 in the service JSON?", 1)
    assert hits and "Member517" in hits[0].text


def test_a_hash_in_a_path_is_a_term_of_its_own() -> None:
    """`the 36fa0dff459bcfd0 JSON` names the file by the hash in its path."""
    assert "36fa0dff459bcfd0" in terms('{"path": "/data/resources/36fa0dff459bcfd0.json"}')
    assert "0x2d03d7d6493dd821" in terms("673, 0x2d03d7d6493dd821")
    assert "821" not in terms("673, 0x2d03d7d6493dd821")  # no digit runs out of a hex number
    assert {"2:9.0.1378-2+deb12u1", "2:9.0.1378-2"} <= set(terms("vim (2:9.0.1378-2+deb12u1)"))
    assert "db_8919" in terms("Quick check on service db_8919: what's the server address?")


def test_a_question_that_names_the_file_finds_that_file_s_passage() -> None:
    """ "the fields module" points at the read of fields.py, though another file's passage
    shares more of the question's other words."""
    index = CutIndex()
    index.add("call_fields", "init: bool | None = _Unset\nkw_only: bool = PydanticUndefined",
              "read_file", '{"path": "/site-packages/pydantic/fields.py"}')  # fmt: skip
    index.add("call_other", "init sets the default profile; default flags follow.",
              "read_file", '{"path": "/usr/share/doc/guide/profiles.md"}')  # fmt: skip
    for number in range(8):  # other reads, so that the names of calls are rare among them
        index.add(f"call_{number}", config(number), "read_file", f'{{"path": "/etc/{number}.ini"}}')
    hits = index.search("In the fields module, what does init default to?", 1)
    assert hits and hits[0].key == "call_fields"


def test_the_passage_comes_back_on_the_question_in_anthropic_and_responses_formats() -> None:
    """The note is written back into the caller's own format: a Responses user item and an
    Anthropic text block carry the question and the passage below it."""
    from router.formats import compact_anthropic, compact_responses

    question = "Which port did the payment gateway listen on?"
    items: list[Message] = [{"role": "user", "content": "Read the service configs."}]
    for index in range(60):
        path = json.dumps({"path": f"/etc/svc/{index}.ini"})
        items.append({"type": "function_call", "call_id": f"call_{index}", "name": "read_file",
                      "arguments": path})  # fmt: skip
        items.append({"type": "function_call_output", "call_id": f"call_{index}",
                      "output": config(index)})  # fmt: skip
    router = Router("gpt-4o-mini", context_window=32_000)
    compact_responses(router, items, max_output_tokens=500, session_id="r")
    asked = [*items, {"role": "user", "content": [{"type": "input_text", "text": question}]}]
    out = compact_responses(router, asked, max_output_tokens=500, session_id="r")
    last = json.dumps(out.messages[-1])
    assert out.messages[-1]["role"] == "user" and question in last and FACT in last
    assert "tool_call_id=call_7" in last

    messages: list[Message] = [{"role": "user", "content": "Read the service configs."}]
    for index in range(60):
        messages.append({"role": "assistant", "content": [{"type": "tool_use", "id": f"toolu_{index}",
                         "name": "read_file", "input": {"path": f"/etc/svc/{index}.ini"}}]})  # fmt: skip
        messages.append({"role": "user", "content": [{"type": "tool_result",
                         "tool_use_id": f"toolu_{index}", "content": config(index)}]})  # fmt: skip
    messages.append({"role": "assistant", "content": [{"type": "text", "text": "All read."}]})
    claude = Router("claude-3-5-haiku-20241022", context_window=32_000)
    compact_anthropic(claude, messages, max_tokens=500, session_id="a")
    asked = [*messages, {"role": "user", "content": [{"type": "text", "text": question}]}]
    out = compact_anthropic(claude, asked, max_tokens=500, session_id="a")
    blocks = out.messages[-1]["content"]
    assert all(block["type"] == "text" for block in blocks)
    text = "\n".join(block["text"] for block in blocks)
    assert text.startswith(question) and FACT in text and "tool_call_id=toolu_7" in text


def _billing_port(index: int) -> str:
    return f"port = {8000 + index * 10 + SERVICES.index('billing')}"


def test_a_question_that_names_a_file_gets_that_result_back_whole() -> None:
    """ "the svc 12 ini" names one read: it comes back whole (every section, not the one
    passage BM25 ranks first), with its call and id; the other passages stay short."""
    router = Router("gpt-4o-mini", context_window=32_000)
    messages = drive(router)
    question = "In the svc 12 ini, what port did billing use, and how many search workers?"
    out = router.compact([*messages, {"role": "assistant", "content": "All read."},
                          {"role": "user", "content": question}], tools=TOOLS, session_id="ops")  # fmt: skip
    note = str(out.messages[-1]["content"])
    assert 'read_file({"path": "/etc/svc/12.ini"}) tool_call_id=call_12 (whole):' in note
    assert config(12) in note and _billing_port(12) in note
    assert note.count("(whole)") == 1


def _masked_by_asking(question: Any) -> list[tuple[int, int, str]]:
    """Rounds where the request carrying `question(round)` masks or folds a result the request
    before it showed whole: (round, file, what the question's message went out as)."""
    router = Router("gpt-4o-mini", context_window=32_000)
    found, before = [], []
    for index in range(3, 61):
        messages = [*history(index), {"role": "assistant", "content": "Going on."}]
        asked = [*messages, {"role": "user", "content": question(index)}]
        out = router.compact(asked, tools=TOOLS, session_id="ops", max_tokens=500).messages
        shown = {m.get("tool_call_id") for m in before if m.get("role") == "tool"
                 and m["content"] == config(int(m["tool_call_id"][5:]))}  # fmt: skip
        before = out
        still = {m.get("tool_call_id") for m in out if m.get("role") == "tool"
                 and m["content"] == config(int(m["tool_call_id"][5:]))}  # fmt: skip
        found += [(index, int(key[5:]), str(out[-1]["content"])) for key in sorted(shown - still)]
    return found


def test_a_result_masked_by_the_very_request_that_asks_is_searched_too() -> None:
    """The request that carries a question may itself mask the result asked about (the early
    tier's batch falls due then): the answer still comes back with it."""
    masked = _masked_by_asking(lambda index: "Anything odd so far?")
    assert masked
    files = {index: file for index, file, _ in masked}
    answers = _masked_by_asking(
        lambda index: f"What port did billing use in the svc {files.get(index, 0)} ini?"
    )
    assert {(i, f) for i, f, _ in answers} == {(i, f) for i, f, _ in masked}
    for index, file, note in answers:
        if files[index] == file:
            assert _billing_port(file) in note


def test_past_its_size_the_index_lets_the_oldest_results_go_and_finds_the_newest(
    monkeypatch: Any,
) -> None:
    """A long session of big documents: what was cut lately is still found, results cut
    longest ago leave the index, and the index then ranks as one built from what is left."""
    one_result = len(_indexed("call_0", config(0)).keys)
    monkeypatch.setattr("router.engine.cut_index.MAX_INDEXED_UNITS", 5 * one_result)
    long_session = CutIndex()
    for number in range(40):
        long_session.add(f"call_{number}", config(number))
    assert 0 < len(long_session.extent) <= 5
    newest = "call_39"
    assert long_session.search(QUESTION, 1)[0].key in long_session.extent
    assert long_session.search("payment gateway port", 1, within={newest})[0].key == newest
    assert long_session.search(QUESTION, 5, within={"call_0"}) == []
    fresh = CutIndex()
    for key in long_session.extent:
        number = int(key.split("_")[1])
        fresh.add(key, config(number))
    assert long_session.search(QUESTION, 5) == fresh.search(QUESTION, 5)
    assert len(long_session.keys) <= 2 * 5 * one_result  # rows of results that left are dropped


def _indexed(key: str, text: str) -> CutIndex:
    index = CutIndex()
    index.add(key, text)
    return index


def test_a_snake_case_name_asked_for_finds_its_definition_before_prose_sharing_its_parts() -> None:
    """'What is ARGP_KEY_END set to?': the header that defines it ranks before a manual whose
    prose speaks of the argp key at the end of the arguments (every part of the name)."""
    header = "\n".join(f"#define OPTION_{n}\t0x{n:04x}" for n in range(12))
    header += (
        "\n/* There are no more command line arguments at all. */\n#define ARGP_KEY_END\t0x1000001"
    )
    manual = ("When argp reaches the end of the arguments it passes the end key to each parser; "
              "a key handler at the end of argp parsing sees that key once. #define your own.")  # fmt: skip
    index = CutIndex()
    index.add("call_h", header, "read_file", '{"path": "/usr/include/parse.h"}')
    index.add("call_m", manual, "read_file", '{"path": "/usr/share/doc/parse.txt"}')
    hits = index.search("What is #define ARGP_KEY_END set to?", 1)
    assert hits and hits[0].key == "call_h" and "0x1000001" in hits[0].text


def test_a_date_written_with_the_months_name_finds_the_entry_that_abbreviates_it() -> None:
    """'which release went out on July 21, 2020?' finds the changelog entry signed 'Tue, 21 Jul
    2020', not the one signed 'Sun, 21 Jun 2020' that shares the day and the year."""
    entries = []
    for version, signed in (("2.35.2-4", "Sun, 21 Jun 2020"), ("2.35.2-9", "Tue, 21 Jul 2020")):
        entries.append(
            f"util-linux ({version}) unstable; urgency=medium\n\n"
            + "".join(
                f"  * d/patches: apply upstream fix number {n} for the build\n" for n in range(8)
            )
            + f"\n -- Chris Hofstaedtler <zeha@debian.org>  {signed} 01:28:37 +0000\n"
        )
    index = CutIndex()
    index.add("call_c", "\n".join(entries), "read_file", '{"path": "changelog.Debian.gz"}')
    hits = index.search("Which release of util-linux went out on July 21, 2020?", 1)
    assert hits and "2.35.2-9" in hits[0].text and "21 Jun" not in hits[0].text
