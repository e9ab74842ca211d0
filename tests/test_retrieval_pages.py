"""What retrieval reads in real page shapes: a record a page cut off goes on at the head of the
next page, list items whose text is all inside a link, an XML page that starts mid-document,
and identifiers typed in lower case as one word."""

from __future__ import annotations

import json
from typing import Any

import pytest

from router import Router
from router.engine.cut_index import CutIndex
from router.engine.cut_results import Cut
from router.engine.paging import next_page
from rungs.excerpts.markup import markup_document
from tests.conftest import exchange

Message = dict[str, Any]
PAGE_CHARS = 700
PACKAGES = ("cmake", "ninja-build", "valgrind", "sqlite3", "chromium", "postgresql", "groff")


def apt_log() -> str:
    """An apt history log: one entry per install, each with its start, command and end."""
    entries = []
    for day, package in enumerate(PACKAGES * 3, start=1):
        entries.append(
            f"Start-Date: 2026-10-{day:02d}  10:{day:02d}:00\n"
            f"Commandline: apt-get install -y --no-install-recommends {package}-{day}\n"
            f"Install: {package}-{day}:amd64 (1.{day}.0-1), lib{package}{day}:amd64 (2.{day}-3, automatic)\n"
            f"End-Date: 2026-10-{day:02d}  10:{day:02d}:{40 + day % 20}\n"
        )
    return "\n".join(entries)


def pages() -> list[str]:
    text = apt_log()
    return [text[at : at + PAGE_CHARS] for at in range(0, len(text), PAGE_CHARS)]


def cut_entry() -> tuple[int, str, str]:
    """A page whose last entry ends on the next page: (page, its package, its end date)."""
    for number, page in enumerate(pages()[:-1]):
        tail = page[page.rindex("Start-Date") :]
        if "Install:" in tail and "End-Date" not in tail:
            package = tail.split("install -y --no-install-recommends ")[1].split("\n")[0]
            end = pages()[number + 1].split("End-Date: ")[1].split("\n")[0]
            return number, package, end
    raise AssertionError("no entry runs across a page")


def read_pages(rounds: int, page_as_text: bool = False) -> list[Message]:
    """An agent paging through the log, then reading unrelated files, one call a round."""
    messages: list[Message] = [
        {"role": "system", "content": "You are an operations agent."},
        {"role": "user", "content": "Page through the apt history, then the service configs."},
    ]
    logs = pages()
    for index in range(rounds):
        if index < len(logs):
            page: int | str = str(index) if page_as_text else index
            name, arguments, text = (
                "read_log",
                {"path": "/var/log/apt/history.log", "page": page},
                logs[index],
            )
        else:
            name, arguments = "read_file", {"path": f"/etc/svc/{index}.ini"}
            text = "\n".join(
                f"[unit-{index}-{n}]\nport = {9000 + n}\nworkers = {n}" for n in range(30)
            )
        messages += exchange(f"call_{index}", name, arguments, text)
    return messages


@pytest.mark.parametrize("page_as_text", [False, True])
def test_a_record_cut_off_by_its_page_goes_on_at_the_head_of_the_next_page(
    page_as_text: bool,
) -> None:
    """Asked when an install finished, the page holding its command comes back whole, and the
    next page's first lines with it: that is where the entry's End-Date is (the page given as
    a number or as a string of digits)."""
    page, package, end = cut_entry()
    router = Router("gpt-4o-mini", context_window=16_000)
    messages: list[Message] = []
    for rounds in range(1, 60):
        messages = read_pages(rounds, page_as_text)
        router.compact(messages, session_id="ops")
    assert end not in json.dumps(router.compact(messages, session_id="ops").messages)
    question = f"When did the apt run that installed {package} finish?"
    asked = [
        *messages,
        {"role": "assistant", "content": "Read."},
        {"role": "user", "content": question},
    ]
    note = str(router.compact(asked, session_id="ops").messages[-1]["content"])
    shown = [json.dumps(str(n) if page_as_text else n) for n in (page, page + 1)]
    assert f'"page": {shown[0]}}}) tool_call_id=call_{page} (whole):' in note
    assert f'"page": {shown[1]}}}) tool_call_id=call_{page + 1} (how it goes on):' in note
    assert f"End-Date: {end}" in note


def test_the_best_passage_cut_off_by_its_page_goes_on_too() -> None:
    """Asked without naming the log, its best passage comes back (not the whole page), and
    as it runs to the page's end, the next page's first lines follow it."""
    page, package, end = cut_entry()
    router = Router("gpt-4o-mini", context_window=16_000)
    messages: list[Message] = []
    for rounds in range(1, 60):
        messages = read_pages(rounds)
        router.compact(messages, session_id="ops")
    question = f"When did the run that installed {package} finish?"
    asked = [
        *messages,
        {"role": "assistant", "content": "Read."},
        {"role": "user", "content": question},
    ]
    note = str(router.compact(asked, session_id="ops").messages[-1]["content"])
    assert f"tool_call_id=call_{page} (whole)" not in note
    assert f'"page": {page}}}) tool_call_id=call_{page}:' in note
    assert f'"page": {page + 1}}}) tool_call_id=call_{page + 1} (how it goes on):' in note
    assert f"End-Date: {end}" in note


def test_list_items_whose_text_is_inside_a_link_are_units() -> None:
    """A table of contents (`<li><a href=…>Name</a></li>`) is read item by item."""
    page = (
        "<html><body><h2>Table of Contents</h2><ul>\n"
        '<li><a href="#XML_ParserCreate">XML_ParserCreate</a></li>\n'
        '<li><a href="#XML_ParserFree">XML_ParserFree</a></li>\n'
        '<li><a href="#parsing">Parsing Functions</a>\n<ul>\n'
        '  <li><a href="#XML_Parse">XML_Parse</a></li>\n'  # the page ends inside the list
    )
    bodies = [unit.body for unit in markup_document(page, True).units]
    assert any("XML_ParserFree" in body for body in bodies)
    assert any("XML_Parse<" in body for body in bodies)


def test_an_xml_page_that_starts_mid_document_keeps_every_element() -> None:
    """The second page of a file starts inside its root: each element is still a unit."""
    page = (
        ' xml:lang="fi">ohjelman kaatumistiedot</comment>\n'
        '  <comment xml:lang="es">datos de cuelgue de programa</comment>\n'
        '  <comment xml:lang="de">Daten zu Programmabsturz</comment>\n'
        '  <comment xml:lang="da">programnedbrudsdata</comment>\n'
        '  <glob pattern="core"/>\n</mime-type>\n</mime-info>\n'
    )
    units = markup_document(page, False).units
    assert [u.fields and u.fields.get("xml:lang") for u in units[:3]] == ["es", "de", "da"]
    assert any("Daten zu Programmabsturz" in unit.body for unit in units)


def test_a_record_with_a_repeated_field_keeps_each_value() -> None:
    record = "<book><author>Ann</author><author>Ben</author><title>Tides</title></book>"
    (unit,) = markup_document(f"<shelf>{record}</shelf>", False).units
    assert unit.fields == {"author": "Ann", "author 2": "Ben", "title": "Tides"}


def test_an_identifier_typed_as_one_lower_case_word_finds_its_passage() -> None:
    """People type `ConsumedCapacity` or `XML_ParserCreateNS` as "consumedcapacity" or
    "parsercreatens"; the passage that names it ranks first."""
    index = CutIndex()
    index.add("call_a", "The ConsumedCapacity of the MusicCollection table, in CapacityUnits.")
    index.add("call_b", "Capacity planning: consumed units per table, music and collection notes.")
    index.add("call_c", "XML_ParserCreateNS creates a parser with namespace processing.")
    assert index.search("the part about consumedcapacity and musiccollection", 1)[0].key == "call_a"
    assert index.search("what did it say about parsercreatens?", 1)[0].key == "call_c"


CHANGELOG = """\
libvorbis (1.3.7-1) unstable; urgency=medium

  * Team upload

  [ Ondřej Nový ]
  * Use debhelper-compat instead of debian/compat
  * Bump Standards-Version to 4.4.1

  [ Dennis Braun ]
  * New upstream version 1.3.7
  * Update patchset
  * Add me as uploader
  * Bump dh-compat to 13
  * Update copyright years

  [ Sebastian Ramacher ]
  * Do not install .la files (Closes: #955786)
    Thanks to the reporter for the detailed analysis of the build logs.
  * debian/control: Bump Standards-Version to 4.5.0 and drop the old Vcs fields
  * debian/rules: stop passing --parallel, it is the default now

 -- Sebastian Ramacher <sramacher@debian.org>  Sun, 27 Sep 2020 16:13:53 +0200

libvorbis (1.3.6-2) unstable; urgency=medium

  * Team upload
  * Declare compliance with Debian Policy 4.3.0

 -- Florian Schlichting <fsfs@debian.org>  Mon, 25 Feb 2019 22:02:32 +0100
"""


def test_a_changelog_entry_keeps_its_named_helpers_and_its_sign_off() -> None:
    """`  [ Name ]` lines inside an entry do not end it: the sign-off line is read under the
    entry's own header, so "when was 1.3.7-1 uploaded" finds its date."""
    index = CutIndex()
    index.add(
        "call_log", CHANGELOG, "read_file", '{"path": "/usr/share/doc/libvorbis0a/changelog"}'
    )
    best = index.search("When was the 1.3.7-1 upload of libvorbis made?", 1)[0]
    assert "Sun, 27 Sep 2020 16:13:53" in best.text


def test_each_slice_of_a_long_record_is_shown_under_its_first_line() -> None:
    """A long preformatted block is one unit, searched in slices: the slice that holds the
    asked line also shows the block's first line, which says what it belongs to."""
    listing = "\n".join(f"Environment=STAGE_{n}=/srv/backup/stage{n}/incoming" for n in range(40))
    page = f"<html><body><pre>ExecStart=/usr/bin/backupd --profile nightly\n{listing}</pre></body></html>"
    index = CutIndex()
    index.add("call_unit", page, "fetch_url", '{"url": "https://docs.example/backupd.html"}')
    hit = index.search("which stage 37 directory did backupd use?", 1)[0]
    assert "STAGE_37=/srv/backup/stage37/incoming" in hit.text
    assert "ExecStart=/usr/bin/backupd --profile nightly" in hit.text


def test_only_an_argument_that_says_where_a_read_starts_is_a_page() -> None:
    """`"page": "2"` after `"page": "1"` reads on; `"issue": 42` after 41 is another issue; a
    page written in other digits than 0-9 is no number (and no error)."""
    cut = {
        "a": Cut(1, "read", '{"path": "x.log", "page": "1"}'),
        "b": Cut(3, "read", '{"path": "x.log", "page": "2"}'),
        "c": Cut(5, "issue", '{"repo": "core", "issue": 41}'),
        "d": Cut(7, "issue", '{"repo": "core", "issue": 42}'),
        "e": Cut(9, "read", '{"path": "y.log", "page": "1²"}'),
        "f": Cut(11, "read", '{"path": "y.log", "page": "2²"}'),
    }
    assert next_page(cut, "a") == "b"
    assert next_page(cut, "c") is None
    assert next_page(cut, "e") is None


def test_a_long_block_whose_text_is_in_its_children_is_read_child_by_child() -> None:
    """An `<article>` of many paragraphs is many units, not one too long to search."""
    paragraphs = "".join(f"<p>widget{n} ships from dock {n % 7}</p>" for n in range(2_000))
    units = markup_document(f"<html><body><article>{paragraphs}</article></body></html>", True)
    assert len(units.units) > 1_000
    index = CutIndex()
    index.add("call_page", f"<html><body><article>{paragraphs}</article></body></html>")
    assert "widget1500 ships" in index.search("where does widget1500 ship from?", 1)[0].text
