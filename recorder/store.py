"""The Recorder: the router's store of edits, model calls, originals and divergences.

One SQLite file by default; a PostgreSQL server when given a libpq URL or conninfo string.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from datetime import datetime, timedelta
from pathlib import Path
from types import TracebackType
from typing import Any, cast

from recorder import audit, prune
from recorder.backend import Backend, SqlConnection, is_database_url, open_backend
from recorder.connection import now
from recorder.errors import RecorderError
from recorder.originals import SELECT_ORIGINAL, insert_original
from recorder.redact import Patterns, compile_patterns, redact, scrub, scrub_payload
from recorder.rows import call_from_row, dumps, edit_from_row, payload_hash, readable_edits
from recorder.types import CallRecord, EditRecord, PruneReport, SessionInfo

__all__ = ["Recorder"]

_TOUCH_SESSION = """
INSERT INTO sessions (id, first_seen, last_seen) VALUES (?, ?, ?)
ON CONFLICT (id) DO UPDATE SET last_seen = CASE
    WHEN excluded.last_seen > sessions.last_seen THEN excluded.last_seen
    ELSE sessions.last_seen END
"""

_INSERT_EDIT = """
INSERT INTO edits (session_id, anchor_len, anchor_hash, rung, reason, source,
    judge_model, tokens_before, tokens_after, config_hash, payload, payload_hash, cost, created)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (session_id, anchor_len, anchor_hash) DO NOTHING
"""

_SELECT_EDIT = "SELECT * FROM edits WHERE session_id = ? AND anchor_len = ? AND anchor_hash = ?"

_UPSERT_CALL = """
INSERT INTO calls (fingerprint, purpose, session_id, model, reply, prompt_tokens,
    completion_tokens, cached_tokens, cost, latency_ms, attempts, outcome, extra, created)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (fingerprint) DO UPDATE SET
    purpose = excluded.purpose, session_id = excluded.session_id, model = excluded.model,
    reply = excluded.reply, prompt_tokens = excluded.prompt_tokens,
    completion_tokens = excluded.completion_tokens, cached_tokens = excluded.cached_tokens,
    cost = excluded.cost, latency_ms = excluded.latency_ms, attempts = excluded.attempts,
    outcome = excluded.outcome, extra = excluded.extra, created = excluded.created
WHERE calls.outcome <> 'ok'
"""

_INSERT_DIVERGENCE = """
INSERT INTO divergences (session_id, anchor_len, detail, created) SELECT ?, ?, ?, ?
WHERE NOT EXISTS (SELECT 1 FROM divergences
    WHERE session_id = ? AND anchor_len = ? AND detail = ? AND created = ?)
"""


def _touch(conn: SqlConnection, session_id: str | None) -> None:
    """Record activity on a session (creates the row on first sight)."""
    if session_id is not None:
        stamp = now()
        conn.execute(_TOUCH_SESSION, [session_id, stamp, stamp])


def _checked_text(value: str, what: str) -> str:
    """`value` if it can be stored as UTF-8 text; a RecorderError naming `what` otherwise."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise RecorderError(
            f"{what} {value!r} is not valid text (a lone surrogate at position {exc.start}): "
            "pass a str that encodes as UTF-8"
        ) from None
    return value


def _edit_params(edit: EditRecord, extra: Patterns) -> list[Any]:
    """Check an edit's payload hash, redact its texts and return the INSERT parameters."""
    dumps(edit.payload, "edit payload")  # a clear error for a payload that is not JSON-safe
    digest = payload_hash(edit.payload)
    if edit.payload_hash and edit.payload_hash != digest:
        raise RecorderError(
            f"edit payload_hash {edit.payload_hash!r} does not match its payload "
            f"(sha256 of canonical JSON is {digest!r})"
        )
    _checked_text(edit.session_id, "session id")
    payload = scrub_payload(edit.payload, extra)
    payload_text = dumps(payload, "edit payload")
    return [
        edit.session_id, edit.anchor_len, edit.anchor_hash, edit.rung,
        redact(edit.reason, extra), edit.source, edit.judge_model, edit.tokens_before,
        edit.tokens_after, edit.config_hash, payload_text, payload_hash(payload), edit.cost,
        edit.created or now(),
    ]  # fmt: skip


def _call_params(call: CallRecord, extra: Patterns) -> list[Any]:
    """Scrub credentials from a call and return the INSERT parameters."""
    if call.session_id is not None:
        _checked_text(call.session_id, "session id")
    reply = dumps(scrub(call.reply, extra), "call reply")
    details = dumps(scrub(call.extra, extra), "call extra")
    return [
        call.fingerprint, call.purpose, call.session_id, redact(call.model, extra), reply,
        call.prompt_tokens, call.completion_tokens, call.cached_tokens, call.cost,
        call.latency_ms, call.attempts, redact(call.outcome, extra), details,
        call.created or now(),
    ]  # fmt: skip


class Recorder:
    """Store of compaction decisions, memoised model calls and masked originals.

    ``Recorder("compaction.db")`` opens (or creates) a SQLite file; ``Recorder(url)`` with a
    ``postgresql://`` URL or a libpq conninfo string (``"host=db dbname=router"``) uses a
    PostgreSQL server through a connection pool (``pip install 'compaction-router[postgres]'``).
    On PostgreSQL every operation reconnects and retries for up to `retry_seconds`, then raises
    `RecorderUnavailable`; the server may be down when the recorder is created.

    Every text written (edit reasons and payloads, summaries, originals, call replies, error
    text) is redacted first: common key shapes (OpenAI, Anthropic, GitHub, GitLab, Stripe, AWS,
    Slack, Google, JWTs, Bearer/Basic credentials, URLs with passwords, password assignments,
    private key blocks) and the regular expressions in `redact_patterns` become ``[REDACTED]``.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        readonly: bool = False,
        *,
        retry_seconds: float = 10.0,
        redact_patterns: Iterable[str | re.Pattern[str]] | None = None,
        log_bodies: bool = False,
    ) -> None:
        """Open the database at `path` (file path or PostgreSQL URL); `readonly` never writes.

        `log_bodies` asks the router to keep main calls' request and response bodies (redacted)
        in the call log; by default it keeps their metadata only.
        """
        self.log_bodies = log_bodies
        self._redact: Patterns = compile_patterns(redact_patterns)
        self._store: Backend = open_backend(path, readonly, retry_seconds)
        self._is_server = is_database_url(path)

    @property
    def path(self) -> Path:
        """Absolute path of the SQLite database file (a PostgreSQL recorder has none)."""
        if self._is_server:
            raise RecorderError(
                f"{self.location} is a PostgreSQL database and has no file path: use .location"
            )
        return Path(self._store.location)

    @property
    def location(self) -> str:
        """Where the records live: the SQLite file path, or the server URL without password."""
        return self._store.location

    @property
    def readonly(self) -> bool:
        """Whether the database was opened read-only."""
        return self._store.readonly

    def load_edits(self, session_id: str) -> list[EditRecord]:
        """A session's edits ordered by anchor length, then id."""
        _checked_text(session_id, "session id")
        rows = self._store.read(
            "SELECT * FROM edits WHERE session_id = ? ORDER BY anchor_len, id", [session_id]
        )
        return readable_edits(rows, self.location)

    def save_edit(self, edit: EditRecord) -> EditRecord:
        """Store an edit unless its anchor already has one; return the stored (winning) edit."""
        params = _edit_params(edit, self._redact)

        def work(conn: SqlConnection) -> EditRecord:
            _touch(conn, edit.session_id)
            conn.execute(_INSERT_EDIT, params)
            row = conn.execute(
                _SELECT_EDIT, [edit.session_id, edit.anchor_len, edit.anchor_hash]
            ).fetchone()
            return edit_from_row(row)

        return self._store.write(work)

    def lookup_call(self, fingerprint: str) -> CallRecord | None:
        """The successful call memoised under `fingerprint`, if any."""
        rows = self._store.read(
            "SELECT * FROM calls WHERE fingerprint = ? AND outcome = 'ok'", [fingerprint]
        )
        return call_from_row(rows[0]) if rows else None

    def save_call(self, call: CallRecord) -> None:
        """Memoise a call (credentials dropped, strings redacted); an ok call is never replaced."""
        params = _call_params(call, self._redact)

        def work(conn: SqlConnection) -> None:
            _touch(conn, call.session_id)
            conn.execute(_UPSERT_CALL, params)

        self._store.write(work)

    def save_original(self, session_id: str, tool_call_id: str, tool: str, content: str) -> None:
        """Keep the original text of a masked tool result (first save wins)."""
        _checked_text(session_id, "session id")
        text, stamp = redact(content, self._redact), now()

        def work(conn: SqlConnection) -> None:
            _touch(conn, session_id)
            insert_original(conn, session_id, tool_call_id, tool, text, stamp)

        self._store.write(work)

    def get_original(self, session_id: str, tool_call_id: str) -> str | None:
        """The original text of a masked tool result, if it was kept."""
        rows = self._store.read(SELECT_ORIGINAL, [session_id, tool_call_id])
        return cast(str, rows[0]["content"]) if rows else None

    def save_divergence(self, session_id: str, anchor_len: int, detail: dict[str, Any]) -> None:
        """Record that a request's history diverged from the session's edit log at `anchor_len`."""
        _checked_text(session_id, "session id")
        text = dumps(scrub(detail, self._redact), "divergence detail")
        key = [session_id, anchor_len, text, now()]  # the same on a retried write

        def work(conn: SqlConnection) -> None:
            _touch(conn, session_id)
            conn.execute(_INSERT_DIVERGENCE, key + key)

        self._store.write(work)

    def list_edits(
        self,
        session: str | None = None,
        rung: str | None = None,
        since: datetime | None = None,
        limit: int = 50,
    ) -> list[EditRecord]:
        """Newest edits first, filtered by session, rung and creation time; `limit` ≤ 0 is all."""
        return audit.list_edits(self._store, session, rung, since, limit)

    def get_edit(self, edit_id: int) -> EditRecord | None:
        """One edit by id (None for an id no database can hold)."""
        if not -(2**63) <= edit_id < 2**63:
            return None
        return audit.get_edit(self._store, edit_id)

    def session_calls(self, session_id: str, limit: int = 50) -> list[CallRecord]:
        """A session's model calls, oldest first."""
        return audit.session_calls(self._store, session_id, limit)

    def sessions(self) -> list[SessionInfo]:
        """Every session with its activity, most recently active first."""
        return audit.sessions(self._store)

    def stats(self) -> dict[str, Any]:
        """Totals: edits by rung, tokens saved, judge and summariser cost, fallbacks, calls."""
        return audit.stats(self._store)

    def verify(self) -> list[str]:
        """Problems found: integrity, schema, payload hashes and stored JSON; empty when clean."""
        return audit.verify(self._store)

    def export(self) -> dict[str, Any]:
        """Every table as JSON-safe rows, with the schema version."""
        return audit.export(self._store)

    def prune(
        self,
        older_than: timedelta | None = None,
        keep_sessions: int | None = None,
        dry_run: bool = False,
        spare_active: timedelta = prune.ACTIVE_WINDOW,
    ) -> PruneReport:
        """Delete old sessions, never one active within `spare_active` (an hour); `dry_run` only
        reports."""
        return prune.prune(self._store, older_than, keep_sessions, dry_run, spare_active)

    def close(self) -> None:
        """Close the database connection (or the PostgreSQL connection pool)."""
        self._store.close()

    def __enter__(self) -> Recorder:
        """Use the recorder as a context manager that closes it on exit."""
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Close the recorder."""
        self.close()
