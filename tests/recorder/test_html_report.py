"""The HTML audit report, rendered by headless Chromium and read back from its DOM.

A 200-round tool loop runs through the public Router with a scripted judge and provider; the
provider side also logs each main call the way the recorder's call log keeps them (usage, a
prefix cache). The report of that database must show, per session, the prompt chart with the
window lines and a marker per decision, the cumulative bill, cache breaks, and every decision
side by side with the recorded originals.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from recorder import Recorder, RecorderError
from recorder.html_report import (
    ChangedMessage,
    ReportDecision,
    ReportSession,
    render_report,
    report_data_from_recorder,
)
from recorder.report_model import natural_key
from recorder.report_reader import summary_text
from router.testing.tokens import count_text
from tests.recorder.html_report_session import HOSTILE, drive

CHROMIUM = Path("/usr/bin/chromium")
ROUNDS = 200


# -- a small DOM read from Chromium's serialisation ------------------------------------------


class Node:
    def __init__(self, tag: str, attrs: dict[str, str], parent: Node | None) -> None:
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list[Node | str] = []

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def iter(self) -> Iterator[Node]:
        yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.iter()

    def find_all(self, tag: str, cls: str | None = None) -> list[Node]:
        return [n for n in self.iter() if n.tag == tag and (cls is None or cls in n.classes)]

    def find(self, tag: str, cls: str | None = None) -> Node:
        found = self.find_all(tag, cls)
        assert found, f"no <{tag} class={cls!r}> under <{self.tag} {self.attrs}>"
        return found[0]

    @property
    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text for c in self.children)


VOID = {"meta", "br", "img", "input", "link", "hr", "col", "source", "wbr"}


class TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {}, None)
        self.current = self.root

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: v or "" for k, v in attrs}, self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.current.children.append(Node(tag, {k: v or "" for k, v in attrs}, self.current))

    def handle_endtag(self, tag: str) -> None:
        node: Node | None = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data: str) -> None:
        self.current.children.append(data)


def require_chromium() -> None:
    """Skip the calling test, with a one-line reason, on a machine without Chromium."""
    if not CHROMIUM.exists():
        pytest.skip(f"no Chromium at {CHROMIUM} (CI installs it with .ci/ensure_chromium)")


def chromium(*args: str, profile: Path) -> str:
    """Run headless Chromium offline and return its stdout."""
    require_chromium()
    command = [
        str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={profile}", *args,
    ]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, f"chromium exited {done.returncode}:\n{done.stderr[-3000:]}"
    return done.stdout


def points(polyline: Node) -> list[tuple[float, float]]:
    pairs = [p.split(",") for p in polyline.attrs["points"].split()]
    return [(float(x), float(y)) for x, y in pairs]


def natural(key: str) -> list[Any]:
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", key) if part]


# -- tests -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def audit_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One database: a 200-round session with main calls logged, one with decisions only."""
    db = tmp_path_factory.mktemp("report") / "c.db"
    drive(db, "agent-200", ROUNDS, log_main_calls=True)
    drive(db, "decisions-only", 60, log_main_calls=False)
    return db


@pytest.fixture(scope="module")
def report_dom(audit_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Node:
    """The report of `audit_db`, written to a file and read back from Chromium's DOM."""
    require_chromium()
    folder = tmp_path_factory.mktemp("html")
    with Recorder(audit_db, readonly=True) as recorder:
        html = render_report(report_data_from_recorder(recorder, count_tokens=count_text))
    page = folder / "report.html"
    page.write_text(html, encoding="utf-8")
    assert page.stat().st_size < 2 * 1024 * 1024, f"report is {page.stat().st_size} bytes"
    builder = TreeBuilder()
    builder.feed(chromium("--dump-dom", page.as_uri(), profile=folder / "profile"))
    return builder.root


def session_node(dom: Node, session_id: str) -> Node:
    found = [n for n in dom.find_all("section") if n.attrs.get("data-session") == session_id]
    assert len(found) == 1, f"expected one section for {session_id}, found {len(found)}"
    return found[0]


def test_each_session_has_its_charts_and_a_marker_per_decision(
    report_dom: Node, audit_db: Path
) -> None:
    with Recorder(audit_db, readonly=True) as recorder:
        for session_id in ("agent-200", "decisions-only"):
            edits = [e for e in recorder.load_edits(session_id) if e.rung != "calibrate"]
            section = session_node(report_dom, session_id)
            chart = section.find("svg", "prompt-chart")
            assert len(points(chart.find("polyline", "sent"))) >= len(edits) > 5
            markers = chart.find_all("g", "marker")
            assert sorted(int(m.attrs["data-decision"]) for m in markers) == sorted(
                e.id or 0 for e in edits
            )
            rungs = {c.removeprefix("rung-") for m in markers for c in m.classes if "rung-" in c}
            assert rungs == {e.rung for e in edits}
            assert all(m.find_all("circle") and m.find_all("path") for m in markers)
    full = session_node(report_dom, "agent-200").find("svg", "prompt-chart")
    assert {"window", "trigger", "target"} <= {c for n in full.find_all("line") for c in n.classes}
    assert len(points(full.find("polyline", "sent"))) == ROUNDS


def test_cumulative_bill_is_below_the_uncompacted_counterfactual(report_dom: Node) -> None:
    section = session_node(report_dom, "agent-200")
    chart = section.find("svg", "cumulative-chart")
    billed, counterfactual, discounted = (
        points(chart.find("polyline", name)) for name in ("billed", "uncompacted", "discounted")
    )
    assert len(billed) == len(counterfactual) == ROUNDS
    # SVG y grows downwards: a larger total sits higher, at a smaller y.
    assert counterfactual[-1][1] < billed[-1][1] < discounted[-1][1]
    breaks = section.find_all("path", "cache-break")
    assert breaks, "decisions rewrite the prefix, so the provider's cache must break"
    assert "cumulative-chart" not in {
        c for n in session_node(report_dom, "decisions-only").find_all("svg") for c in n.classes
    }


def test_decisions_show_recorded_originals_beside_what_was_sent(
    report_dom: Node, audit_db: Path
) -> None:
    with Recorder(audit_db, readonly=True) as recorder:
        for session_id in ("agent-200", "decisions-only"):
            section = session_node(report_dom, session_id)
            blocks = {
                int(d.attrs["id"].split("-")[1]): d for d in section.find_all("details", "decision")
            }
            edits = [e for e in recorder.load_edits(session_id) if e.rung != "calibrate"]
            assert set(blocks) == {e.id for e in edits}
            for edit in edits:
                rows = blocks[edit.id or 0].find_all("tr", "change")
                replaced = edit.payload.get("replace") or {}
                masked = [r.attrs["data-key"] for r in rows if "masked" in r.classes]
                assert masked == sorted(replaced, key=natural)
                for row in rows:
                    key = row.attrs["data-key"]
                    if key in replaced:
                        original = recorder.get_original(session_id, key)
                        assert (
                            original
                            and row.find("td", "original").find("pre").text == original[:4000]
                        )
                        assert row.find("td", "sent").find("pre").text == replaced[key]
                if "summary" in edit.payload:
                    summary = next(r for r in rows if "summarized" in r.classes)
                    sent = summary.find("td", "sent").text
                    assert summary_text(edit.payload) in sent  # whole, or the lines appended
    string_order = [
        [r.attrs["data-key"] for r in d.find_all("tr", "masked")]
        for d in session_node(report_dom, "agent-200").find_all("details", "decision")
    ]
    assert any(keys != sorted(keys) for keys in string_order), "no id pair to order naturally"


def test_tool_output_is_shown_as_text_never_run(report_dom: Node) -> None:
    assert not report_dom.find_all("script")
    shown = [pre.text for pre in report_dom.find_all("pre") if HOSTILE in pre.text]
    assert shown, "the tool result holding markup is shown verbatim"


def test_screenshot_of_the_report(report_dom: Node, audit_db: Path, tmp_path: Path) -> None:
    with Recorder(audit_db, readonly=True) as recorder:
        data = report_data_from_recorder(recorder, "agent-200", count_tokens=count_text)
    page = tmp_path / "report.html"
    page.write_text(render_report(data), encoding="utf-8")
    shot = tmp_path / "audit-report.png"
    chromium(
        f"--screenshot={shot}", "--window-size=1280,2000", page.as_uri(), profile=tmp_path / "p"
    )
    header = shot.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(header[16:20]), int.from_bytes(header[20:24])) == (1280, 2000)


def test_hand_built_data_renders_without_a_recorder() -> None:
    change = ChangedMessage("call_2", "masked", "<b>row</b>", "[masked]", 3, 2)
    decision = ReportDecision(7, "mask", "over trigger", 900, 400, changes=(change,))
    html = render_report([ReportSession("s", decisions=(decision,), window=1000)])
    assert "&lt;b&gt;row&lt;/b&gt;" in html and "<b>row</b>" not in html
    assert "http://" not in html.replace('xmlns="http://www.w3.org/2000/svg"', "")


def test_an_unknown_session_is_refused_with_what_to_do(audit_db: Path) -> None:
    with Recorder(audit_db, readonly=True) as recorder:
        with pytest.raises(RecorderError, match="audit list"):
            report_data_from_recorder(recorder, "no-such-session")


@given(st.lists(st.integers(0, 10**6), unique=True), st.sampled_from(["call_", "toolu_", "c"]))
def test_ids_sort_by_their_numbers(numbers: list[int], prefix: str) -> None:
    ids = [f"{prefix}{n}" for n in numbers]
    assert sorted(ids, key=natural_key) == [f"{prefix}{n}" for n in sorted(numbers)]


@pytest.mark.parametrize(("sessions", "said"), [(1, "1 session · 1 decision."), (2, "2 sessions")])
def test_the_header_counts_in_the_right_number(sessions: int, said: str) -> None:
    decision = ReportDecision(1, "mask", "over trigger", 900, 400)
    data = [ReportSession(f"s{i}", decisions=(decision,), window=1000) for i in range(sessions)]
    assert said in render_report(data)
