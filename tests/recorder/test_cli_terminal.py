"""Stored text never drives the terminal: the audit commands on a real pty show escapes inert.

A tool result, a reason, a session id or a judge reply may hold what a terminal obeys: OSC 52
(write the clipboard), OSC 0 (set the window title), `ESC[2J` (clear the screen), `ESC[8m`
(hide the text that follows), a C1 CSI byte, a bidi override. Each command is run in a child
process whose stdout is a pseudo-terminal, so `rich` writes as it does for a person.
"""

from __future__ import annotations

import os
import select
import subprocess
import sys
from pathlib import Path

import pytest

from recorder import Recorder
from router.cli.tables import inert, inert_json
from tests.recorder.conftest import build_call, build_edit

CLIPBOARD = "\x1b]52;c;ZXZpbA==\x07"
TITLE = "\x1b]0;owned\x07"
CLEAR = "\x1b[2J"
HIDE = "\x1b[8m"
C1_CSI = "\x9b2J"
BIDI = "\u202e"
SESSION = f"agent{TITLE}"
OBEYED = (CLIPBOARD, TITLE, CLEAR, HIDE, C1_CSI, BIDI, "\x1b]")


@pytest.fixture
def hostile_db(tmp_path: Path) -> Path:
    """One decision whose every stored string carries terminal controls."""
    db = tmp_path / "c.db"
    with Recorder(db) as rec:
        payload = {"replace": {"call_1": f"[masked {HIDE}secret]"}}
        rec.save_edit(build_edit(SESSION, 4, payload=payload, reason=f"why {CLEAR}{C1_CSI}"))
        rec.save_original(SESSION, "call_1", "lookup", f"page {CLIPBOARD} {BIDI}text")
        rec.save_call(build_call("fp", session_id=SESSION, model=f"m{TITLE}"))
    return db


def on_a_pty(*args: str) -> str:
    """Run the console script with stdout and stderr on a pseudo-terminal; what it wrote."""
    leader, follower = os.openpty()
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "200"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "router.cli", *args],
        stdin=subprocess.DEVNULL,
        stdout=follower,
        stderr=follower,
        env=env,
    )
    os.close(follower)
    chunks: list[bytes] = []
    while True:
        ready, _, _ = select.select([leader], [], [], 60)
        if not ready:
            break
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the child closed the terminal
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(leader)
    assert proc.wait(timeout=60) == 0, b"".join(chunks).decode(errors="replace")
    return b"".join(chunks).decode("utf-8", errors="replace")


@pytest.mark.parametrize(
    "command",
    [
        ("audit", "show", "1", "--full"),
        ("audit", "show", "1"),
        ("audit", "list"),
        ("audit", "sessions"),
        ("audit", "calls", "--session", SESSION),
        ("audit", "show", "1", "--full", "--json"),
        ("audit", "export"),
    ],
    ids=["show-full", "show", "list", "sessions", "calls", "show-json", "export"],
)
def test_stored_terminal_controls_are_shown_never_obeyed(
    hostile_db: Path, command: tuple[str, ...]
) -> None:
    written = on_a_pty(*command[:2], "--db", str(hostile_db), *command[2:])
    for control in OBEYED:
        assert control not in written, f"{control!r} reached the terminal"
    assert "\\x1b]0;owned" in written or "\\u001b]0;owned" in written, written[:2000]


def test_the_escapes_keep_the_text_readable_and_the_json_equal() -> None:
    assert inert(f"a{CLIPBOARD}\nb\tc") == "a\\x1b]52;c;ZXZpbA==\\x07\nb\tc"
    assert inert(C1_CSI + BIDI) == "\\x9b2J\\u202e"
    import json

    value = {"k": f"{C1_CSI}{CLEAR}{BIDI}\x7f"}
    text = inert_json(value)
    assert json.loads(text) == value and not any(c in text for c in "\x9b\x1b\u202e\x7f")
