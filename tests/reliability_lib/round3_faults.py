"""Round-three cases: secret shapes, 200s that are errors, credentials, error scrubbing, clocks.

12 the probe's secret shapes and detect-secrets' documented examples: secrets left after
redaction. 13 a 200 with an error body and a stream cut mid-event, through complete() and a
wrapped SDK client: calls that did not end as the right ProviderError kind. 14 no key and a
rejected key: calls retried or not labelled auth. 15 a password in the base URL: places the
error still holds it. 16 a session stamped by a clock three days behind, then prune --older-than
1d: live sessions deleted; and files Recorder(":memory:") left behind.
"""

from __future__ import annotations

import os
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from recorder import Recorder, redact
from router import ProviderError, RetryPolicy, Router
from router.testing import Fault, LocalOpenAIServer
from tests.recorder.conftest import build_call, build_edit
from tests.reliability_lib.common import LOCAL_KEY, Row, conversation

__all__ = ["clock_and_memory", "credentials", "error_scrub", "faults_as_200", "secret_shapes"]

FAST = RetryPolicy(attempts=4, max_seconds=30, base_wait=0.001, max_wait=0.01)


def secret_shapes() -> Row:
    """Case 12: secrets left in redacted text, across the probe's shapes and the library's."""
    from tests.recorder import test_redact_corpus as corpus

    row = Row("12. secret shapes: probe's list + detect-secrets' own examples")
    texts = {**corpus.PROBE_SHAPES, **{example: example for example in corpus.EXAMPLES}}
    for name, text in texts.items():
        row.runs += 1
        if corpus.SECRET_PARTS.get(name, corpus.SECRET) in redact(text):
            row.broken(f"stored verbatim: {name}")
            row.fail("secret left")
    row.notes.append(f"{len(corpus.PROBE_SHAPES)} probe shapes, {len(corpus.EXAMPLES)} examples")
    return row


def _kind(call: Any) -> str:
    try:
        result = call()
        for _ in result:
            pass
    except ProviderError as error:
        return error.kind
    return "no error"


def faults_as_200() -> Row:
    """Case 13: a 200 error body and a close-delimited stream cut mid-event, on both paths."""
    from tests import test_reliability_round3_faults as faults

    row = Row("13. 200 error body, stream cut mid-event (complete, wrapped SDK)")
    cases = [
        (faults.error_body_answer(), {}, "server"),
        (faults.cut_stream_answer(), {"stream": True}, "connection"),
    ]
    for answer, kwargs, expected in cases:
        for path in faults.PATHS:
            server = faults.RawServer(answer)
            try:
                kind = _kind(lambda s=server, p=path, k=kwargs: p(s, faults.ONE_TRY, **k))
            finally:
                server.close()
            row.runs += 1
            row.faults += 1
            row.requests += server.requests
            row.fail(f"ProviderError({kind}) via {path.__name__}")
            if kind != expected:
                row.broken(f"{path.__name__}: {kind} where {expected} was due")
    return row


def credentials() -> Row:
    """Case 14: no key (LiteLLM) and a rejected key (local server): kind and requests sent."""
    row = Row("14. credentials: none set, rejected (401)")
    saved = {k: os.environ.pop(k) for k in list(os.environ) if k.endswith("_API_KEY")}
    try:
        try:
            Router("gpt-4o-mini", context_window=8000, retry=FAST).complete(conversation(1))
        except ProviderError as error:
            row.fail(f"ProviderError({error.kind}): no key")
            if error.kind != "auth" or "OPENAI_API_KEY" not in str(error):
                row.broken(f"no key: {error}")
        row.runs += 1
    finally:
        os.environ.update(saved)

    class Unauthorized(Exception):
        status_code = 401

    with LocalOpenAIServer(window=8000, replies=[Unauthorized("Incorrect API key")]) as server:
        router = Router("openai/main-model", context_window=8000, retry=FAST)
        try:
            router.complete(conversation(1), api_base=server.base_url, api_key=LOCAL_KEY)
        except ProviderError as error:
            row.fail(f"ProviderError({error.kind}): rejected key")
        row.runs += 1
        row.faults += 1
        row.requests += len(server.requests)
        if len(server.requests) != 1:
            row.broken(f"a rejected key was sent {len(server.requests)} times")
    return row


def error_scrub() -> Row:
    """Case 15: a password in the base URL, found anywhere the raised error holds."""
    from tests.test_reliability_round3_errors import PASSWORD, strings_reachable

    row = Row("15. password in base URL: kept anywhere on the error")
    for fault in (Fault.server_error(500), Fault.reset()):
        with LocalOpenAIServer(window=8000, default="ok") as server:
            server.inject(fault)
            base = server.base_url.replace("http://", f"http://svc:{PASSWORD}@")
            router = Router("openai/main-model", context_window=8000, retry=RetryPolicy(attempts=1))
            try:
                router.complete(conversation(1), api_base=base, api_key=LOCAL_KEY)
            except ProviderError as error:
                row.fail(f"ProviderError({error.kind})")
                places = [p for p, text in strings_reachable(error) if PASSWORD in text]
                for place in places:
                    row.broken(f"password kept at {place}")
            row.runs += 1
            row.faults += 1
            row.requests += len(server.requests)
    return row


def clock_and_memory() -> Row:
    """Case 16: a session stamped three days behind survives prune --older-than 1d; and
    Recorder(":memory:") leaves no file."""
    import recorder.store as store_module

    row = Row('16. clock 3 days behind + prune 1d; Recorder(":memory:") files')
    with tempfile.TemporaryDirectory() as tmp:
        with Recorder(Path(tmp) / "skew.db") as rec:
            rec.save_edit(build_edit("steady", 4))
            real = store_module.now
            store_module.now = lambda: (datetime.now(UTC) - timedelta(days=3)).isoformat()
            try:
                rec.save_edit(build_edit("skewed", 4))
                rec.save_call(build_call("fp-skewed", session_id="skewed"))
            finally:
                store_module.now = real
            deleted = rec.prune(older_than=timedelta(days=1)).sessions
        row.runs += 1
        for session in deleted:
            row.lost(f"prune deleted live session {session}")
        before = os.getcwd()
        os.chdir(tmp)
        try:
            with Recorder(":memory:") as memory:
                memory.save_edit(build_edit("m", 4))
            left = [name for name in os.listdir(tmp) if name.startswith(":memory:")]
        finally:
            os.chdir(before)
        row.runs += 1
        if left:
            row.broken(f"files written: {left}")
        row.notes.append(f"sessions deleted: {deleted or 'none'}; :memory: files: {left or 'none'}")
    return row
