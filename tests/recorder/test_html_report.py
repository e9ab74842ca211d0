"""The HTML audit report, rendered by headless Chromium and read back from its DOM.

A 200-round tool loop runs through the public Router with a scripted judge and provider; the
provider side also logs each main call the way the recorder's call log keeps them (usage, a
prefix cache). A second session records decisions only, a third runs with the router's
defaults. The report of that database must show, per session, the prompt chart scaled to the
requests with the levels they reached (the early tier's threshold, and the judged tier's trigger
and target only once a request reached the trigger; the others named under the chart), a marker
per decision, the cumulative bill, cache breaks, and every decision, numbered from 1, side by
side with the recorded originals.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable, Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from recorder import Recorder, RecorderError
from recorder.html_report import (
    ChangedMessage,
    ReportCall,
    ReportDecision,
    ReportSession,
    render_report,
    report_data_from_recorder,
)
from recorder.report_changes import summary_text
from recorder.report_model import natural_key
from router import Router
from router.testing.tokens import count_text
from tests.conftest import TOOLS, tool_round
from tests.recorder.conftest import build_edit
from tests.recorder.html_report_session import HOSTILE, MODEL, WINDOW, Provider, drive

CHROMIUM = Path("/usr/bin/chromium")
ROUNDS = 200
MAX_TOKENS = 500  # the answer's reserve every session here asks for
NATURAL_ORDER = ["call_2", "call_9", "call_10"]


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


def drive_defaults(db: Path, session_id: str, rounds: int) -> None:
    """A tool loop through a Router with its defaults (no judge): the early tier masks by rule."""
    recorder = Recorder(db)
    router = Router(MODEL, context_window=WINDOW, recorder=recorder,
                    backend=Provider(recorder, session_id))  # fmt: skip
    messages: list[dict[str, Any]] = [{"role": "user", "content": "Page through the inventory."}]
    for index in range(rounds):
        messages.extend(tool_round(index))
        router.complete(messages, session_id=session_id, tools=TOOLS, max_tokens=MAX_TOKENS)
    recorder.close()


@pytest.fixture(scope="module")
def audit_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One database: a 200-round session with main calls logged, one with decisions only, and
    a 60-round session with the router's defaults."""
    db = tmp_path_factory.mktemp("report") / "c.db"
    drive(db, "agent-200", ROUNDS, log_main_calls=True)
    drive(db, "decisions-only", 60, log_main_calls=False)
    drive_defaults(db, "defaults", 60)
    with Recorder(db) as recorder:  # ids whose text order is not their numbers' order
        masked = {key: f"[{key} masked]" for key in sorted(NATURAL_ORDER)}
        recorder.save_edit(build_edit("ids", 24, payload={"replace": masked}))
        for key in NATURAL_ORDER:
            recorder.save_original("ids", key, "lookup", f"the result of {key}")
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
                    text = summary_text(edit.payload)  # whole, or the lines appended
                    if "more characters (audit show --full)" in sent:  # a long one, shortened
                        assert text[:3_000] in sent
                    else:
                        assert text in sent
    block = session_node(report_dom, "ids").find("details", "decision")
    assert [r.attrs["data-key"] for r in block.find_all("tr", "masked")] == NATURAL_ORDER


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


# -- the prompt chart's scale and levels ------------------------------------------------------


def tokens_of(label: str) -> float:
    """A tick label (950, 12k, 1.5M) as tokens."""
    scale = {"k": 1e3, "M": 1e6}.get(label[-1])
    return float(label[:-1]) * scale if scale else float(label)


def y_axis(chart: Node) -> Callable[[float], float]:
    """The chart's y axis read back from its tick labels: an SVG y to tokens."""
    ticks = [
        (tokens_of(t.text), float(t.attrs["y"]) - 4)  # a label sits 4 below its grid line
        for t in chart.find_all("text", "tick")
        if t.attrs.get("text-anchor") == "end"
    ]
    (v0, y0), (v1, y1) = ticks[0], ticks[-1]
    return lambda y: v0 + (y - y0) * (v1 - v0) / (y1 - y0)


def drawn_levels(chart: Node) -> dict[str, Node]:
    return {c: n for n in chart.find_all("polyline", "level") for c in n.classes - {"level"}}


def level_y_at(level: Node, x: float) -> float:
    """The y of a step line at `x`: the last of its points at or before it."""
    return [py for px, py in points(level) if px <= x + 0.05][-1]


def recorded_settings(audit_db: Path, session_id: str) -> dict[str, Any]:
    """The settings the session's last main call recorded, and its usable window."""
    with Recorder(audit_db, readonly=True) as recorder:
        main = [c for c in recorder.session_calls(session_id, limit=0) if c.purpose == "main"]
    extra = dict(main[-1].extra)
    window, reserve = extra["context_window"], extra["reserve"]
    extra["usable"] = window - reserve - window // 100  # the router keeps a 1% margin
    return extra


def test_decisions_are_numbered_from_one(report_dom: Node) -> None:
    for session_id in ("agent-200", "decisions-only", "defaults"):
        section = session_node(report_dom, session_id)
        blocks = section.find_all("details", "decision")
        assert [int(b.attrs["data-number"]) for b in blocks] == list(range(1, len(blocks) + 1))
        summary = blocks[0].find("summary")
        first_id = blocks[0].attrs["id"].removeprefix("decision-")
        assert summary.find("b").text == "Decision 1"
        assert f"audit show {first_id}" in summary.text  # the id the audit commands take
        number = {b.attrs["id"].removeprefix("decision-"): b.attrs["data-number"] for b in blocks}
        for marker in section.find("svg", "prompt-chart").find_all("g", "marker"):
            said = number[marker.attrs["data-decision"]]
            assert marker.attrs["data-number"] == said
            assert f": decision {said} (" in marker.find("title").text
    defaults = session_node(report_dom, "defaults").find("details", "decision")
    assert defaults.attrs["id"] != "decision-1", "the database id differs from the number here"


@pytest.mark.parametrize("session_id", ["agent-200", "defaults"])
def test_the_early_tier_line_is_where_the_router_masks(
    report_dom: Node, audit_db: Path, session_id: str
) -> None:
    settings = recorded_settings(audit_db, session_id)
    assert settings["mask_trigger"] == "auto"
    # 'auto': the early tier masks once a request is over 1/32 of the usable window, counted in
    # the router's estimate (the provider's tokens over the calibration ratio)
    expected = int(settings["usable"] / settings["tokens_ratio"]) // 32
    chart = session_node(report_dom, session_id).find("svg", "prompt-chart")
    tokens = y_axis(chart)
    line = drawn_levels(chart)["early"]
    drawn = tokens(points(line)[-1][1])
    assert abs(drawn - expected) <= 0.01 * expected, (drawn, expected)
    label = chart.find("text", "early-label").text
    assert label.startswith("early tier ") and abs(tokens_of(label.split()[-1]) - expected) < 50
    with Recorder(audit_db, readonly=True) as recorder:
        early = {
            str(e.id) for e in recorder.load_edits(session_id) if e.reason.startswith("early tier")
        }
    markers = [m for m in chart.find_all("g", "marker") if m.attrs["data-decision"] in early]
    assert markers, "the early tier masked in this session"
    for marker in markers:  # each step started from a request above the line (SVG y grows down)
        circle = marker.find("circle")
        assert float(circle.attrs["cy"]) < level_y_at(line, float(circle.attrs["cx"]))


def test_levels_no_request_reached_are_named_not_drawn(report_dom: Node, audit_db: Path) -> None:
    settings = recorded_settings(audit_db, "defaults")
    section = session_node(report_dom, "defaults")
    chart = section.find("svg", "prompt-chart")
    assert set(drawn_levels(chart)) == {"early"}
    legend = {c for n in section.find("div", "legend").find_all("span") for c in n.classes}
    assert "early" in legend and not legend & {"trigger", "target", "window"}
    off = {
        n.attrs["data-level"]: float(n.attrs["data-tokens"])
        for n in section.find("p", "levels-off").find_all("span", "level-off")
    }
    trigger = int(int(settings["usable"] * settings["trigger"]) / settings["tokens_ratio"])
    assert off["trigger"] == trigger and off["window"] == settings["context_window"]
    assert set(off) == {"trigger", "target", "window"}
    with Recorder(audit_db, readonly=True) as recorder:
        largest = max(c.prompt_tokens for c in recorder.session_calls("defaults", limit=0))
    assert largest < min(off.values()), "a level a request reached is drawn"
    judged = session_node(report_dom, "agent-200").find("svg", "prompt-chart")
    assert {"early", "trigger", "target"} <= set(drawn_levels(judged))


def test_the_prompt_chart_uses_its_height(report_dom: Node) -> None:
    for session_id in ("agent-200", "decisions-only", "defaults"):
        chart = session_node(report_dom, session_id).find("svg", "prompt-chart")
        height = float(chart.attrs["viewbox"].split()[3])
        tops = [y for _, y in points(chart.find("polyline", "sent"))]
        tops += [float(c.attrs["cy"]) for c in chart.find_all("circle")]
        assert min(tops) < 0.25 * height, f"{session_id}: the largest request sits low"


def test_the_window_is_drawn_once_requests_come_within_the_axis() -> None:
    def chart(peak: int) -> Node:
        calls = tuple(
            ReportCall(i, "main", "m", prompt_tokens=peak * i // 10, uncompacted_tokens=peak)
            for i in range(1, 11)
        )
        session = ReportSession("s", calls=calls, window=16_000, trigger=0.8, target=0.5)
        builder = TreeBuilder()
        builder.feed(render_report([session]))
        return builder.root.find("svg", "prompt-chart")

    near, far = chart(15_500), chart(9_000)
    assert {"window", "trigger", "target"} <= set(drawn_levels(near))
    assert not drawn_levels(far), "no request reached the trigger, the window is off the axis"
    assert abs(y_axis(far)(min(y for _, y in points(far.find("polyline", "sent")))) - 9_000) < 50
