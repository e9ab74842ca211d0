"""The HTML audit report, rendered by headless Chromium and read back from its DOM.

A 200-round tool loop runs through the public Router with a scripted judge and provider; the
provider side also logs each main call the way the recorder's call log keeps them (usage, a
prefix cache). The report of that database must show, per session, the prompt chart with the
window lines and a marker per decision, the cumulative bill, cache breaks, and every decision
side by side with the recorded originals.
"""

from __future__ import annotations

import json
import re
import subprocess
import time
import uuid
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from judges import LLMJudge
from recorder import CallRecord, Recorder
from recorder.html_report import (
    ChangedMessage,
    ReportDecision,
    ReportSession,
    render_report,
    report_data_from_recorder,
)
from router import Router
from router.testing import ScriptedModel
from router.testing.tokens import count_messages, count_text
from tests.conftest import TOOLS, tool_round

CHROMIUM = Path("/usr/bin/chromium")
ROOT = Path(__file__).resolve().parents[2]
MODEL, JUDGE = "gpt-4o-mini", "judge-model"
WINDOW, TRIGGER, TARGET = 16000, 0.8, 0.5
ROUNDS = 200
HOSTILE = "</pre><script>document.title='injected'</script><b>bold?</b>"
Message = dict[str, Any]


# -- a session driven through the public Router --------------------------------------------


class Provider:
    """Scripted judge and main model; logs each main call with usage and a prefix cache."""

    def __init__(self, recorder: Recorder, session_id: str) -> None:
        self.recorder, self.session_id = recorder, session_id
        self.routings = 0
        self.previous: list[Message] = []
        self.model = ScriptedModel(default=self.reply)

    def reply(self, request: dict[str, Any]) -> Any:
        if not str(request.get("model", "")).endswith(JUDGE):
            return {"tool_calls": [{"name": "lookup", "arguments": {"page": 1}}]}
        schema = ((request.get("response_format") or {}).get("json_schema") or {}).get("name")
        text = str(request["messages"][-1].get("content"))
        if schema == "routing_reply":
            self.routings += 1
            rung = ("summarize", "mask", "retain")[self.routings % 3]
            return json.dumps({"rung": rung, "reason": f"the judge picks {rung}"})
        if schema == "retention_reply":
            ids = re.findall(r"id=(call_\d+)", text)
            return json.dumps({"needed": ids[-2:], "reason": "the latest pages still matter"})
        if schema:
            return json.dumps({"must_keep": re.findall(r"ITEM-\d+-0[0-2]", text)[:3]})
        return "Summary: pages were read; the cheapest item so far is ITEM-000-00 at 0.50."

    def completion(self, model: str, messages: list[Message], **kwargs: Any) -> Any:
        started = time.perf_counter()
        response = self.model.completion(model, messages, **kwargs)
        if not model.endswith(JUDGE):
            self.log_main_call(model, messages, response, time.perf_counter() - started)
        return response

    def cached_prefix(self, messages: list[Message]) -> int:
        """Tokens of the prefix shared with the previous request, in 128-token blocks."""
        shared = 0
        for old, new in zip(self.previous, messages, strict=False):
            if old != new:
                break
            shared += 1
        tokens = count_messages(messages[:shared]) if shared else 0
        return tokens // 128 * 128 if tokens >= 1024 else 0

    def log_main_call(
        self, model: str, messages: list[Message], response: Any, took: float
    ) -> None:
        usage = response.usage
        self.recorder.save_call(
            CallRecord(
                fingerprint=uuid.uuid4().hex,
                purpose="main",
                model=model,
                reply={},
                session_id=self.session_id,
                prompt_tokens=int(usage.prompt_tokens * 1.03),
                completion_tokens=usage.completion_tokens,
                cached_tokens=self.cached_prefix(messages),
                latency_ms=took * 1000,
                cost=usage.prompt_tokens * 0.15e-6,
                extra={"estimated_prompt_tokens": usage.prompt_tokens, "context_window": WINDOW,
                       "trigger": TRIGGER, "target": TARGET},
            )
        )  # fmt: skip
        self.previous = list(messages)


def drive(db: Path, session_id: str, rounds: int, log_main_calls: bool) -> None:
    """Run a growing tool loop through the Router; a user turn every 25 rounds."""
    recorder = Recorder(db)
    provider = Provider(recorder, session_id)
    backend = provider if log_main_calls else provider.model
    router = Router(
        MODEL, context_window=WINDOW, judge=LLMJudge(JUDGE), recorder=recorder, backend=backend
    )
    messages: list[Message] = [
        {"role": "system", "content": "You are an inventory agent."},
        {"role": "user", "content": "Page through the inventory and report the cheapest item."},
    ]
    for index in range(rounds):
        if index and index % 25 == 0:
            messages.append({"role": "user", "content": f"Go on from page {index}."})
        messages.extend(tool_round(index))
        if index == 3:
            messages[-1] = {**messages[-1], "content": messages[-1]["content"] + HOSTILE}
        router.complete(messages, session_id=session_id, tools=TOOLS, max_tokens=500)
    recorder.close()


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


def chromium(*args: str, profile: Path) -> str:
    """Run headless Chromium offline and return its stdout."""
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: run {ROOT / '.ci' / 'ensure_chromium'} to install it")
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
                    assert edit.payload["summary"]["message"]["content"] in sent
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
