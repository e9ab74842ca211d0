"""Round-two cases: secrets, slow providers and retries, store outages, damaged media.

8 twenty key shapes through the router (judge and summary echo them, tool results hold them,
a 401 echoes them): secrets found in the database or in exceptions. 9 a body trickling at
one byte per 0.2 s with timeout=1, and caller retry options: requests sent. 10 a full disk
(1 MiB tmpfs, or the same error injected): user calls sent, decisions unwritten, written later,
lost or duplicated. 11 damaged media through the audit CLI: read-only mount, corrupt row, FIFO,
truncated file, lone surrogate, huge duration: each must end in one clear line, no traceback.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sqlite3
import tempfile
import threading
import traceback
from pathlib import Path
from typing import Any

from judges import LLMJudge
from recorder import Recorder
from router import ProviderError, RetryPolicy, Router
from router.audit_cli import main as audit
from router.testing import Fault, LocalOpenAIServer, ScriptedModel
from tests.recorder_worker import (
    JUDGE_MODEL,
    MAX_TOKENS,
    TOOLS,
    WINDOW,
    conversation,
    is_judge_request,
    model_reply,
)
from tests.reliability_lib.common import LOCAL_KEY, Row
from tests.reliability_lib.key_shapes import Shape, key_shapes

__all__ = ["damaged_media", "secrets", "slow_provider", "store_outage"]

FAST = RetryPolicy(attempts=4, max_seconds=30, base_wait=0.001, max_wait=0.01)


def _parts(shape: Shape) -> list[str]:
    lines = [line for line in shape.secret.splitlines() if len(line) >= 12]
    return [shape.secret, json.dumps(shape.secret)[1:-1], *lines]


def _found(text: str, shapes: list[Shape]) -> list[str]:
    return [shape.name for shape in shapes if any(part in text for part in _parts(shape))]


def _echo(shapes: list[Shape]) -> Any:
    leak = "; ".join(shape.line for shape in shapes)

    def reply(request: dict[str, Any]) -> Any:
        answer = model_reply(request)
        if not is_judge_request(request) or not isinstance(answer, str):
            return answer
        if answer.startswith("{"):
            value = json.loads(answer)
            value["reason"] = f"{value.get('reason', '')}; saw {leak}"
            return json.dumps(value)
        return f"{answer} Keys: {leak}"

    return reply


def secrets() -> Row:
    """Case 8: secrets found in the database or exceptions, across twenty key shapes."""
    row = Row("8. secrets: 20 key shapes (judge, summary, tool results, 401s)")
    shapes = key_shapes()
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "keys.db"
        dump = "\n".join(shape.line for shape in shapes)
        router = Router("gpt-4o-mini", context_window=WINDOW, preset="fill",
                        max_result_tokens=None, judge=LLMJudge(JUDGE_MODEL),
                        recorder=Recorder(db), backend=ScriptedModel(default=_echo(shapes)))  # fmt: skip
        for rounds in range(1, 16):
            messages = [
                {**m, "content": f"{m['content']}\n{dump}"} if m.get("role") == "tool" else m
                for m in conversation(rounds, rows=12)
            ]
            router.compact(messages, session_id="keys", tools=TOOLS, max_tokens=MAX_TOKENS)
            row.requests += 1
        router.store.close()  # type: ignore[attr-defined]
        with sqlite3.connect(db) as conn:
            tables = ("edits", "calls", "originals", "divergences", "sessions")
            text = "\n".join(
                str(v) for t in tables for r in conn.execute(f"SELECT * FROM {t}") for v in r
            )
    leaks = set(_found(text, shapes))
    for shape in shapes:
        echo = f"Incorrect API key. Header received: {shape.line}"
        with LocalOpenAIServer(window=8000, replies=[_Unauthorized(echo)]) as server:
            row.faults += 1
            try:
                Router("openai/m", context_window=8000, retry=FAST).complete(
                    conversation(1), tools=TOOLS, max_tokens=200,
                    api_base=server.base_url, api_key=LOCAL_KEY,
                )  # fmt: skip
            except ProviderError as error:
                row.fail(f"provider {error.kind} (the scripted 401)")
                shown = "\n".join([str(error), repr(error), *traceback.format_exception(error)])
                leaks.update(_found(shown, [shape]))
            row.requests += len(server.requests)
    row.runs = len(shapes)
    for name in sorted(leaks):
        row.broken(f"secret found: {name}")
    row.notes.append(f"secrets found in the database or exceptions: {len(leaks)} of 20 shapes")
    return row


class _Unauthorized(Exception):
    status_code = 401


def slow_provider() -> Row:
    """Case 9: a trickled body ends at the call's timeout; caller retries do not multiply."""
    row = Row("9. slow body (1 B/0.2 s, timeout=1) and caller retries")
    router = Router("openai/m", context_window=8000, retry=FAST)
    kwargs: dict[str, Any] = {"tools": TOOLS, "max_tokens": 200, "api_key": LOCAL_KEY}
    with LocalOpenAIServer(window=8000, default="answer") as server:
        server.inject(Fault.trickle(0.2))
        row.faults += 1
        try:
            router.complete(conversation(1), api_base=server.base_url, timeout=1.0, **kwargs)
            row.broken("a trickled body arrived within timeout=1 (it takes a minute)")
        except ProviderError as error:
            row.fail(f"ProviderError({error.kind}) at the deadline")
        sent = len(server.requests)
        for option in ("num_retries", "max_retries"):
            server.inject(*[Fault.server_error(503)] * 20)
            before = len(server.requests)
            with contextlib.suppress(ProviderError):
                router.complete(conversation(1), api_base=server.base_url, **{option: 3}, **kwargs)
                row.broken(f"{option}=3 against twenty 503s succeeded")
            row.fail(f"ProviderError(server) after {option}=3")
            made = len(server.requests) - before
            row.faults += made
            row.notes.append(f"{option}=3 against 503s: {made} requests (1 + 3, not 4 × 4)")
            if made != 4:
                row.broken(f"{option}=3 sent {made} requests")
        row.requests = len(server.requests)
        row.notes.append(f"trickled body with timeout=1: {sent} request, ended as a timeout")
    row.runs = 3
    return row


def store_outage() -> Row:
    """Case 10: a full disk; every call is sent, unwritten decisions are written later, once."""
    row = Row("10. store outage: disk full")
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "compaction.db"
        recorder = Recorder(db)
        conn = recorder._store.conn  # type: ignore[attr-defined]
        full = _FullDisk(conn)
        recorder._store.conn = full  # type: ignore[attr-defined]
        backend = ScriptedModel(default="ok")
        router = Router("gpt-4o-mini", context_window=4000, recorder=recorder,
                        backend=backend, mask_trigger=0.3, mask_target=0.2)  # fmt: skip
        unwritten: set[str] = set()
        for rounds in range(1, 13):
            messages = conversation(rounds, rows=12)
            try:
                router.complete(messages, session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS)
                result = router.compact(
                    messages, session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS
                )
            except Exception as error:  # a call lost to the store
                row.fail(f"{type(error).__name__}: {error}")
                continue
            unwritten |= {edit.anchor_hash for edit in result.unwritten}
        row.faults = full.refused
        full.full = False
        router.compact(conversation(13, rows=12), session_id="s", tools=TOOLS,
                       max_tokens=MAX_TOKENS)  # fmt: skip
        recorder.close()
        row.requests = len(backend.calls)
        with sqlite3.connect(db) as check:
            hashes = [r[0] for r in check.execute("SELECT anchor_hash FROM edits")]
        for missing in unwritten - set(hashes):
            row.lost(f"unwritten decision {missing} never written")
        for twice in {h for h in hashes if hashes.count(h) > 1}:
            row.lost(f"decision {twice} written twice")
        row.runs = 12
        row.notes.append(
            f"disk full: {row.requests} of 12 calls sent, {len(unwritten)} decisions reported "
            f"unwritten, {len(unwritten & set(hashes))} written once the disk had room"
        )
    return row


class _FullDisk:
    """A SQLite connection whose writes fail as on a full disk while `full` is set."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn, self.full, self.refused = conn, True, 0

    def execute(self, sql: str, params: Any = ()) -> Any:
        if self.full and sql.strip().upper().startswith(("INSERT", "BEGIN IMMEDIATE")):
            self.refused += 1
            raise sqlite3.OperationalError("database or disk is full")
        return self._conn.execute(sql, params)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)


def _cli(argv: list[str], row: Row, what: str) -> None:
    """Run one audit command; a traceback or a hang breaks the promise."""
    err = io.StringIO()
    status: list[int] = []

    def run() -> None:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            try:
                status.append(audit(argv))
            except BaseException:  # an escaped exception is what this case looks for
                traceback.print_exc()
                status.append(-1)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(30)
    row.faults += 1
    if not status:
        row.broken(f"{what}: the audit hung")
    elif "Traceback" in err.getvalue() or status[0] == -1:
        row.broken(f"{what}: traceback")
    elif status[0] != 0:
        row.fail(f"audit: clear error ({what})")


def damaged_media() -> Row:
    """Case 11: damaged files and odd input through the audit CLI."""
    row = Row("11. damaged media and odd input (audit CLI)")
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        db = base / "ok.db"
        with Recorder(db) as rec:
            for anchor in (3, 5, 7):
                rec.save_edit(_edit(anchor))
        with sqlite3.connect(db) as conn:
            conn.execute("UPDATE edits SET payload = '{bad' WHERE anchor_len = 5")
        _cli(["list", "--db", str(db)], row, "corrupt payload row")
        _cli(["list", "--db", str(db), "--since", "99999999d"], row, "--since 99999999d")
        _cli(["show", "99999999999999999999999", "--db", str(db)], row, "huge id")
        _cli(["list", "--db", str(db), "--session", "x\udcff"], row, "lone surrogate")
        fifo = base / "pipe.db"
        os.mkfifo(fifo)
        _cli(["list", "--db", str(fifo)], row, "FIFO")
        cut = base / "cut.db"
        cut.write_bytes(db.read_bytes()[:6000])
        _cli(["stats", "--db", str(cut)], row, "truncated file")
        before = sorted(p.name for p in base.iterdir())
        for argv in (["stats"], ["sessions"], ["verify"]):
            _cli([*argv, "--db", str(db)], row, f"read-only {argv[0]}")
        if sorted(p.name for p in base.iterdir()) != before:
            row.broken("a read-only audit created files")
    row.runs = row.faults
    return row


def _edit(anchor: int) -> Any:
    from recorder import EditRecord, payload_hash

    payload = {"replace": {f"call_{anchor}": "[masked]"}}
    return EditRecord("s", anchor, f"h{anchor}", "mask", "rule", "rule", payload,
                      payload_hash(payload), 100, 50)  # fmt: skip
