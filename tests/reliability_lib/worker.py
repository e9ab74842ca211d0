"""A router process for the crash and concurrency cases (run as a subprocess).

    python -m tests.reliability_lib.worker MODE '{"db": "...", ...}'

Every mode prints JSON lines on stdout, flushed at once, so the parent can follow it and kill
it at any point.

  crash    drive one session with an LLMJudge and the main model on the parent's local server,
           rounds `start`..`rounds`; one line per round: the bytes' hash, the decision
  threads  `threads` threads share one Router and Recorder and drive their own sessions and the
           shared ones; one line per decision a thread saw, and any error
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
import traceback
from pathlib import Path
from typing import Any

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from judges import LLMJudge
from recorder import Recorder
from router import RetryPolicy, Router
from tests.reliability_lib.common import (
    JUDGE_MODEL,
    LOCAL_KEY,
    TOOLS,
    conversation,
    digest,
)

MAIN_MODEL = "gpt-4o-mini"
WINDOW = 8000
RESERVE = 500
RETRY = RetryPolicy(attempts=2, max_seconds=5, base_wait=0.001, max_wait=0.01)
_PRINT = threading.Lock()


def emit(**fields: Any) -> None:
    """One JSON line on stdout, flushed (whole lines, even from several threads)."""
    line = json.dumps(fields, sort_keys=True)
    with _PRINT:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()


class LoopbackBackend:
    """A LiteLLM stand-in speaking HTTP to the local server through the OpenAI SDK.

    (Importing LiteLLM takes seconds; this keeps each of the many subprocesses quick.)
    """

    def __init__(self) -> None:
        self.sent: list[str] = []

    def completion(self, model: str, messages: list[dict[str, Any]], **kwargs: Any) -> Any:
        import openai

        base = kwargs.pop("api_base")
        key = kwargs.pop("api_key", LOCAL_KEY)
        timeout = kwargs.pop("timeout", 10)
        kwargs.pop("max_retries", None)
        if not model.endswith(JUDGE_MODEL):
            self.sent.append(digest(messages))
        client = openai.OpenAI(base_url=base, api_key=key, max_retries=0, timeout=timeout)
        create: Any = client.chat.completions.create
        return create(model=model.removeprefix("openai/"), messages=messages, **kwargs)


def crash(args: dict[str, Any]) -> None:
    """Drive a session; the parent kills this process whenever it likes."""
    backend = LoopbackBackend()
    judge = LLMJudge(f"openai/{JUDGE_MODEL}", api_base=args["base_url"], api_key=LOCAL_KEY)
    router = Router(
        MAIN_MODEL,
        context_window=WINDOW,
        judge=judge,
        recorder=Recorder(args["db"]),
        backend=backend,
        retry=RETRY,
    )
    emit(event="ready", pid=os.getpid())
    for rounds in range(args["start"], args["rounds"] + 1):
        messages = conversation(rounds, tag=args["tag"])
        result = router.compact(
            messages, session_id=args["session"], tools=TOOLS, max_tokens=RESERVE
        )
        router.complete(
            messages,
            session_id=args["session"],
            tools=TOOLS,
            max_tokens=RESERVE,
            api_base=args["base_url"],
            api_key=LOCAL_KEY,
        )
        emit(
            round=rounds,
            hash=digest(result.messages),
            sent=backend.sent[-1],
            decision=result.decision_id,
            replayed=result.replayed,
            rung=result.rung,
        )
    emit(event="done")


def threads(args: dict[str, Any]) -> None:
    """`threads` threads on one Router and Recorder, each driving sessions to `rounds`."""
    router = Router(MAIN_MODEL, context_window=WINDOW, recorder=Recorder(args["db"]))
    start_at = args["start_at"]

    def drive(number: int) -> None:
        own = f"p{args['process']}-t{number}"
        plan = [(f"{own}-s{k}", f"{own}-s{k}") for k in range(args["sessions"])]
        plan += [(f"shared-{k}", f"shared-{k}") for k in range(args["shared"])]
        while time.time() < start_at:
            time.sleep(0.001)
        try:
            for session, tag in plan:
                for rounds in range(1, args["rounds"] + 1):
                    messages = conversation(rounds, tag=tag, rows=30)
                    result = router.compact(
                        messages, session_id=session, tools=TOOLS, max_tokens=RESERVE
                    )
                    emit(
                        session=session,
                        round=rounds,
                        decision=result.decision_id,
                        replayed=result.replayed,
                        hash=digest(result.messages),
                    )
        except Exception as error:
            emit(error=f"{type(error).__name__}: {error}", trace=traceback.format_exc()[-1500:])

    workers = [threading.Thread(target=drive, args=(n,)) for n in range(args["threads"])]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    emit(event="done")


MODES = {"crash": crash, "threads": threads}

if __name__ == "__main__":
    MODES[sys.argv[1]](json.loads(sys.argv[2]))
