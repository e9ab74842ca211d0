"""A PostgreSQL server stopped under a router: every call is sent, unwritten decisions reported
on the result and written, once each, when the server is back."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from recorder import Recorder
from router import Router
from router.testing import ScriptedModel
from tests.recorder.conftest import require_postgres, run_sql
from tests.recorder.pgserver import PostgresServer
from tests.recorder_worker import MAX_TOKENS, TOOLS, conversation


@pytest.fixture(scope="module")
def server() -> Iterator[PostgresServer]:
    require_postgres()
    own = PostgresServer()
    own.start()
    yield own
    own.destroy()


def test_a_stopped_server_never_stops_a_call_and_decisions_are_written_when_it_is_back(
    server: PostgresServer,
) -> None:
    url = server.create_database()
    recorder = Recorder(url, retry_seconds=0.5)
    backend = ScriptedModel(default="ok")
    router = Router("gpt-4o-mini", context_window=4000, recorder=recorder, backend=backend,
                    mask_trigger=0.3, mask_target=0.2)  # fmt: skip
    router.compact(conversation(1, rows=12), session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS)
    server.stop("fast")
    unwritten: set[str] = set()
    try:
        for rounds in range(2, 12):
            messages = conversation(rounds, rows=12)
            router.complete(messages, session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS)
            result = router.compact(messages, session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS)
            unwritten |= {edit.anchor_hash for edit in result.unwritten}
            assert result.recorded == (not result.unwritten) or result.rung == "nothing"
    finally:
        server.start()
    assert len(backend.calls) == 10
    assert unwritten, "no decision was made while the server was down"
    written_again = []
    for rounds in range(12, 20):  # the next decisions write the kept ones first
        after = router.compact(
            conversation(rounds, rows=12), session_id="s", tools=TOOLS, max_tokens=MAX_TOKENS
        )
        if after.rung != "nothing" and not after.replayed:
            written_again.append(after.recorded)
    assert written_again and written_again[-1]
    recorder.close()
    hashes = [row[0] for row in run_sql(url, "SELECT anchor_hash FROM edits")]
    assert len(hashes) == len(set(hashes))
    assert unwritten <= set(hashes)
