"""What the recorder refuses to do: leak keys, overwrite strangers' files, read newer schemas."""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from recorder import (
    SCHEMA_VERSION,
    CallRecord,
    EditRecord,
    Recorder,
    RecorderError,
    is_database_url,
    redact,
)
from tests.recorder.conftest import run_sql
from tests.recorder.pgserver import PostgresServer

MakeEdit = Callable[..., EditRecord]
MakeCall = Callable[..., CallRecord]

OPENAI_KEY = "sk-proj-Zq8vN3xT5rL2mK9pW4yB7cD1fG6hJ0aS"
ANTHROPIC_KEY = "sk-ant-api03-Hq2wE4rT6yU8iO0pA1sD3fG5hJ7kL9zX"
AWS_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
GOOGLE_KEY = "AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q"
BEARER = "eyJhbGciOiJIUzI1NiJ9abcdefghij"
HEX_TOKEN = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b"
SECRETS = (OPENAI_KEY, ANTHROPIC_KEY, AWS_ID, AWS_SECRET, GOOGLE_KEY, BEARER, HEX_TOKEN)


def _db_bytes(target: str) -> bytes:
    """Everything stored: the SQLite file with its -wal and -shm, or every PostgreSQL row."""
    if is_database_url(target):
        tables = [row[0] for row in run_sql(target, _PG_TABLES)]
        rows = [run_sql(target, f"SELECT t::text FROM {name} t") for name in tables]
        return "\n".join(str(row[0]) for table in rows for row in table).encode()
    parts = [Path(target), Path(f"{target}-wal"), Path(f"{target}-shm")]
    return b"".join(p.read_bytes() for p in parts if p.exists())


_PG_TABLES = "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"Incorrect API key provided: {OPENAI_KEY}.", OPENAI_KEY),
        (f"x-api-key {ANTHROPIC_KEY}", ANTHROPIC_KEY),
        (f"Authorization: Bearer {BEARER}", BEARER),
        (f"aws_access_key_id={AWS_ID}", AWS_ID),
        (f"aws_secret_access_key = {AWS_SECRET}", AWS_SECRET),
        (f"https://generativelanguage.googleapis.com/v1?key={GOOGLE_KEY}", GOOGLE_KEY),
        (f'{{"session_token": "{HEX_TOKEN}"}}', HEX_TOKEN),
        (f"client secret: {HEX_TOKEN}", HEX_TOKEN),
    ],
)
def test_redact_hides_key_shaped_text(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert "[REDACTED]" in out


def test_redact_keeps_ordinary_text() -> None:
    text = 'Rate limit reached for gpt-4o-mini; "prompt_tokens": 1200, retry in 20s. key: ok'
    assert redact(text) == text


def test_no_key_reaches_the_database(db_target: str, rec: Recorder, make_call: MakeCall) -> None:
    reply = {
        "choices": [{"message": {"content": f"my key is {OPENAI_KEY}"}}],
        "headers": {"Authorization": f"Bearer {BEARER}", "x-request-id": "abc"},
        "api_key": ANTHROPIC_KEY,
    }
    extra = {
        "litellm_params": {
            "aws_access_key_id": AWS_ID,
            "aws_secret_access_key": AWS_SECRET,
            "extra_headers": {"X-Goog-Api-Key": GOOGLE_KEY},
            "api_base": f"https://example.test/v1?key={GOOGLE_KEY}",
            "note": f"token={HEX_TOKEN}",
        },
        "error": [f"AuthenticationError: Incorrect API key provided: {OPENAI_KEY}"],
    }
    rec.save_call(make_call(fingerprint="ok", reply=reply, extra=extra))
    outcome = f"error: 401 invalid x-api-key {ANTHROPIC_KEY}, sent Bearer {BEARER}"
    rec.save_call(make_call(fingerprint="failed", reply={}, outcome=outcome))
    rec.save_divergence("s1", 3, {"note": f"api_key={OPENAI_KEY}"})

    raw = _db_bytes(db_target)  # while open: the WAL holds the fresh pages
    rec.close()
    raw += _db_bytes(db_target)
    assert b"my key is" in raw and b"[REDACTED]" in raw
    for secret in SECRETS:
        assert secret.encode() not in raw, secret
    found = Recorder(db_target, readonly=True).lookup_call("ok")
    assert found is not None
    assert "headers" not in found.reply and "api_key" not in found.reply
    assert "[REDACTED]" in found.reply["choices"][0]["message"]["content"]
    assert found.extra["litellm_params"]["api_base"].startswith("https://example.test/v1?key=")


def test_database_file_is_private(db_path: Path, make_edit: MakeEdit) -> None:
    old = os.umask(0)
    try:
        with Recorder(db_path) as rec:
            rec.save_edit(make_edit())
        other = db_path.with_name("other.db")
        Recorder(other).close()
    finally:
        os.umask(old)
    for path in (db_path, other):
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, path


def _newer_by_migration(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO _sqlite_migrations (migration_set, name, applied_at)"
            " VALUES ('compaction_router', 'm999_from_the_future', '2099-01-01')"
        )
    conn.close()


def _newer_by_user_version(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()


@pytest.mark.parametrize("make_newer", [_newer_by_migration, _newer_by_user_version])
@pytest.mark.parametrize("readonly", [False, True])
def test_newer_schema_is_refused_and_left_alone(
    db_path: Path, make_edit: MakeEdit, make_newer: Callable[[Path], None], readonly: bool
) -> None:
    with Recorder(db_path) as rec:
        rec.save_edit(make_edit())
    make_newer(db_path)
    before = db_path.read_bytes()
    with pytest.raises(RecorderError, match="newer compaction-router"):
        Recorder(db_path, readonly=readonly)
    assert db_path.read_bytes() == before


@pytest.mark.parametrize("readonly", [False, True])
def test_corrupt_file_is_refused_and_never_overwritten(tmp_path: Path, readonly: bool) -> None:
    path = tmp_path / "notes.db"
    content = b"these are my notes, not a database\n" * 100
    path.write_bytes(content)
    with pytest.raises(RecorderError, match="is not a compaction-router database") as info:
        Recorder(path, readonly=readonly)
    assert "move it aside or pass another path" in str(info.value)
    assert path.read_bytes() == content
    assert not Path(f"{path}-wal").exists()


def test_damaged_sqlite_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "damaged.db"
    content = b"SQLite format 3\x00" + b"\xff" * 2000
    path.write_bytes(content)
    with pytest.raises(RecorderError, match="is not a compaction-router database"):
        Recorder(path)
    assert path.read_bytes() == content


def test_another_applications_database_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "app.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE todos (id INTEGER PRIMARY KEY, title TEXT)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(RecorderError, match="another application"):
        Recorder(path)
    assert path.read_bytes() == before


def test_empty_file_becomes_a_database(tmp_path: Path) -> None:
    path = tmp_path / "empty.db"
    path.touch()
    with Recorder(path) as rec:
        assert rec.verify() == []


def test_missing_directory_is_reported(tmp_path: Path) -> None:
    with pytest.raises(RecorderError, match="does not exist"):
        Recorder(tmp_path / "no" / "such" / "dir.db")


def test_schema_is_versioned(db_path: Path) -> None:
    Recorder(db_path).close()
    conn = sqlite3.connect(db_path)
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    names = [r[0] for r in conn.execute("SELECT name FROM _sqlite_migrations ORDER BY id")]
    mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
    conn.close()
    assert version == SCHEMA_VERSION == len(names)
    assert names[0] == "m001_tables"
    assert mode == "wal"


def test_recorder_imports_nothing_from_other_layers() -> None:
    import ast

    import recorder

    package = Path(recorder.__file__).parent
    for source in package.glob("*.py"):
        for node in ast.walk(ast.parse(source.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in {"router", "judges", "rungs"}, (source, name)


def test_postgres_schema_is_versioned(pg_server: PostgresServer) -> None:
    url = pg_server.create_database()
    Recorder(url).close()
    rows = run_sql(url, "SELECT version, name FROM compaction_router_schema ORDER BY version")
    assert [row[0] for row in rows] == list(range(1, SCHEMA_VERSION + 1))
    assert rows[0][1] == "m001_tables"


@pytest.mark.parametrize("readonly", [False, True])
def test_newer_postgres_schema_is_refused_and_left_alone(
    pg_server: PostgresServer, make_edit: MakeEdit, readonly: bool
) -> None:
    url = pg_server.create_database()
    with Recorder(url) as rec:
        rec.save_edit(make_edit())
    run_sql(
        url,
        "INSERT INTO compaction_router_schema (version, name, applied_at)"
        " VALUES (?, 'm999_from_the_future', '2099-01-01')",
        [SCHEMA_VERSION + 1],
    )
    before = run_sql(url, "SELECT t::text FROM edits t")
    with pytest.raises(RecorderError, match="newer compaction-router"):
        Recorder(url, readonly=readonly)
    assert run_sql(url, "SELECT t::text FROM edits t") == before


def test_another_applications_postgres_tables_are_left_alone(pg_server: PostgresServer) -> None:
    url = pg_server.create_database()
    run_sql(url, "CREATE TABLE edits (id INTEGER PRIMARY KEY, title TEXT)")
    with pytest.raises(RecorderError, match="another application"):
        Recorder(url)
    assert run_sql(url, "SELECT to_regclass('compaction_router_schema') IS NULL") == [(True,)]


@pytest.mark.parametrize(
    "url",
    ["postgresql://u@h:5432/db?bogus_option=1", "postgresql://u@h:abc/db", "postgresql://[::1"],
)
def test_bad_url_is_refused_with_what_to_do(url: str) -> None:
    with pytest.raises(RecorderError, match="expected postgresql://user@host:port/dbname"):
        Recorder(url)


def test_importing_the_recorder_loads_no_postgres_driver() -> None:
    import subprocess
    import sys

    code = "import sys, recorder; print(any(m.startswith('psycopg') for m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_a_database_from_before_original_digests_is_upgraded_and_its_texts_found_again(
    db_path: Path,
) -> None:
    import sqlite_utils

    from recorder.originals import text_digest
    from recorder.schema import MIGRATIONS

    old = sqlite_utils.Database(db_path)
    MIGRATIONS.apply(old, stop_before="m004_original_digests")
    old.execute("PRAGMA user_version = 3")
    old.execute(
        "INSERT INTO originals (session_id, tool_call_id, tool, content, created) "
        "VALUES ('s', 'call_1', 'fetch', 'the same page text', '2026-01-01')"
    )
    old.conn.commit()
    old.close()
    with Recorder(db_path) as rec:
        rec.save_original("s", "call_1@branch", "fetch", "the same page text")
        assert rec.get_original("s", "call_1@branch") == "the same page text"
    conn = sqlite3.connect(db_path)
    rows = conn.execute(
        "SELECT tool_call_id, same_as, digest FROM originals ORDER BY id"
    ).fetchall()
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    conn.close()
    assert version == SCHEMA_VERSION
    assert rows == [
        ("call_1", None, text_digest("the same page text")),
        ("call_1@branch", "call_1", None),
    ]
