"""One router process for tests/test_recorder_integration.py (run as a subprocess).

    python tests/recorder_worker.py MODE '{"db": "...", ...}'

Every mode prints JSON lines on stdout (flushed at once, so a parent can read a marker and kill
the process). The helpers at the top are shared with the tests, which import this module.

Modes:
  drive   drive a session with an LLM judge on a scripted backend; one line per request with the
          sha256 of the compacted messages (`compact`, or the bytes sent when `complete` is set)
  replay  new Router on the same db, judge backend that fails if called; replay every request
  crash   LLM judge and main model on a LocalOpenAIServer, rounds given by list; from round
          `arm_from` on, optionally block at a kill point ("judge": right after a judge reply
          is recorded; "send": just before the main call goes out) after printing a marker
  write   many decisions in its own sessions, plus (optionally) a race on one shared anchor
  recall  a new Router on the db: recall originals by tool_call_id
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from judges import LLMJudge, RuleJudge
from recorder import Recorder, canonical_json
from recorder.types import CallRecord, EditRecord
from router import RetryPolicy, Router

Message = dict[str, Any]

WINDOW = 8000
MAX_TOKENS = 500
JUDGED_TRIGGER = 0.25
"""The judged tier's trigger in the drive and replay modes: low enough that masked placeholders
reach it within the rounds the tests drive, so both tiers are recorded and replayed."""
MAIN_MODEL = "gpt-4o-mini"
JUDGE_MODEL = "judge-model"
TEST_KEY = "sk-test-worker-not-a-real-key"
ONE_TRY = RetryPolicy(attempts=1, max_seconds=5, base_wait=0.001, max_wait=0.01)
BARRIER_SECONDS = 20.0
BLOCK_SECONDS = 30.0
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "lookup",
            "description": "Look up one page of inventory.",
            "parameters": {"type": "object", "properties": {"page": {"type": "integer"}}},
        },
    }
]


# -- shared with the tests ------------------------------------------------------------------


def conversation(rounds: int, tag: str = "inv", rows: int = 40) -> list[Message]:
    """A system prompt, a task and `rounds` tool rounds (results of `rows` rows each)."""
    messages: list[Message] = [
        {"role": "system", "content": "You are an inventory agent."},
        {"role": "user", "content": f"Page through inventory {tag} and report the cheapest item."},
    ]
    for index in range(rounds):
        call_id = f"call_{tag}_{index}"
        body = "\n".join(
            f"row {r}: item {tag.upper()}-{index:03d}-{r:02d} price {r * 3 + index}.50 "
            f"stock {r * 7 % 13}"
            for r in range(rows)
        )
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": "lookup", "arguments": json.dumps({"page": index})},
                    }
                ],
            }
        )
        messages.append({"role": "tool", "tool_call_id": call_id, "content": body})
    return messages


def digest(messages: Any) -> str:
    """sha256 of the canonical JSON of a message list."""
    return hashlib.sha256(canonical_json(messages).encode()).hexdigest()


def is_judge_request(request: dict[str, Any]) -> bool:
    """Whether a request (as a backend or the local server sees it) comes from the judge."""
    return str(request.get("model", "")).endswith(JUDGE_MODEL)


def model_reply(request: dict[str, Any]) -> Any:
    """Deterministic replies: judge JSON by reply schema, a summary, or a forced tool call."""
    if not is_judge_request(request):
        return {"tool_calls": [{"name": "lookup", "arguments": {"page": 1}}]}
    schema = ((request.get("response_format") or {}).get("json_schema") or {}).get("name")
    text = str(request["messages"][-1].get("content"))
    if schema == "routing_reply":
        return json.dumps({"rung": "retain", "reason": "older pages are done"})
    if schema == "retention_reply":
        ids = re.findall(r"id=(call_[A-Za-z0-9_]+)", text)
        return json.dumps({"needed": ids[:1], "reason": "the first page still matters"})
    if schema:
        return json.dumps({"must_keep": re.findall(r"[A-Z]+-000-0[0-2]", text)[:3]})
    return "Summary: pages were read; the cheapest items were on page 0."


def provider_count(factor: float) -> Callable[[Any], int]:
    """A provider's prompt-token count: `factor` times what the router's tiktoken estimates."""
    from router.testing.tokens import count_messages

    return lambda messages: int(count_messages(messages) * factor)


def judged_router(
    db: str | Path, backend: Any, *, trigger: float = 0.8, **judge_kwargs: Any
) -> Router:
    """The router every LLM-judge mode uses: same model, window, judge and retries."""
    return Router(
        MAIN_MODEL,
        context_window=WINDOW,
        trigger=trigger,
        judge=LLMJudge(JUDGE_MODEL, **judge_kwargs),
        recorder=Recorder(db),
        backend=backend,
        retry=ONE_TRY,
    )


# -- process helpers ------------------------------------------------------------------------


def emit(**fields: Any) -> None:
    """One JSON line on stdout, flushed."""
    print(json.dumps(fields, sort_keys=True), flush=True)


def block_until_killed(**marker: Any) -> None:
    """Print a marker and wait for the parent's SIGKILL (bounded; exit 3 if it never comes)."""
    emit(**marker)
    time.sleep(BLOCK_SECONDS)
    sys.exit(3)


def barrier(folder: Path, name: str, parties: int) -> None:
    """Wait until `parties` processes have arrived at `name` (bounded)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.{os.getpid()}").touch()
    deadline = time.monotonic() + BARRIER_SECONDS
    while len(list(folder.glob(f"{name}.*"))) < parties:
        if time.monotonic() > deadline:
            raise SystemExit(f"barrier {name!r}: fewer than {parties} parties arrived")
        time.sleep(0.002)


class Recording:
    """A LiteLLM-shaped backend that notes what reaches it before a scripted model answers."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.judge_calls = 0
        self.sent: list[str] = []

    def completion(self, model: str, messages: list[Message], **kwargs: Any) -> Any:
        if is_judge_request({"model": model}):
            self.judge_calls += 1
        else:
            self.sent.append(digest(messages))
        return self.inner.completion(model, messages, **kwargs)


class LoopbackBackend:
    """A LiteLLM stand-in speaking HTTP to the local server through the OpenAI SDK.

    (LiteLLM itself takes ~4 s to import; this keeps each subprocess fast.)
    """

    def __init__(self, kill_at: str | None) -> None:
        self.kill_at = kill_at
        self.armed = False

    def completion(self, model: str, messages: list[Message], **kwargs: Any) -> Any:
        import openai

        if not is_judge_request({"model": model}):
            if self.armed and self.kill_at == "send":
                block_until_killed(event="main-send", hash=digest(messages))
            emit(event="sent", hash=digest(messages))
        base = kwargs.pop("api_base")
        key = kwargs.pop("api_key", TEST_KEY)
        kwargs.pop("max_retries", None)
        client = openai.OpenAI(base_url=base, api_key=key, max_retries=0, timeout=10)
        sent: Any = messages
        return client.chat.completions.create(model=model, messages=sent, **kwargs)


class CrashingRecorder(Recorder):
    """A Recorder that blocks for the kill right after a judge reply is committed."""

    armed = False
    round = 0

    def save_call(self, call: CallRecord) -> None:
        super().save_call(call)
        if self.armed:
            block_until_killed(event="judge-recorded", purpose=call.purpose, round=self.round)


class RacingRecorder(Recorder):
    """A Recorder whose writes to the shared session wait until both racers have decided."""

    folder: Path | None = None

    def save_edit(self, edit: EditRecord) -> EditRecord:
        if edit.session_id == "shared" and self.folder is not None:
            barrier(self.folder, "decided", 2)
            emit(event="race-own", payload_hash=edit.payload_hash)
        return super().save_edit(edit)


# -- modes ----------------------------------------------------------------------------------


def drive(args: dict[str, Any]) -> None:
    from router.testing import ScriptedModel

    factor = args.get("provider_factor")
    counter = provider_count(factor) if factor else None
    backend = Recording(ScriptedModel(default=model_reply, prompt_tokens=counter))
    router = judged_router(args["db"], backend, trigger=JUDGED_TRIGGER)
    for rounds in range(1, args["rounds"] + 1):
        messages = conversation(rounds)
        if args.get("complete"):
            router.complete(
                messages, session_id=args["session"], tools=TOOLS, max_tokens=MAX_TOKENS
            )
            sent = backend.sent[-1]
        else:
            result = router.compact(
                messages, session_id=args["session"], tools=TOOLS, max_tokens=MAX_TOKENS
            )
            sent = digest(result.messages)
        emit(size=len(messages), hash=sent)
    emit(judge_calls=backend.judge_calls)


def replay(args: dict[str, Any]) -> None:
    from router.testing import ScriptedModel

    judge_backend = ScriptedModel(name="must-not-be-called")  # no replies: any call fails
    router = judged_router(args["db"], judge_backend, trigger=JUDGED_TRIGGER)
    for rounds in range(1, args["rounds"] + 1):
        messages = conversation(rounds)
        result = router.compact(
            messages, session_id=args["session"], tools=TOOLS, max_tokens=MAX_TOKENS
        )
        emit(size=len(messages), hash=digest(result.messages), rung=result.rung)
    emit(model_calls=len(judge_backend.calls))


def crash(args: dict[str, Any]) -> None:
    backend = LoopbackBackend(args.get("kill_at"))
    recorder = CrashingRecorder(args["db"])
    router = Router(
        MAIN_MODEL,
        context_window=WINDOW,
        judge=LLMJudge(JUDGE_MODEL, api_base=args["base_url"], api_key=TEST_KEY),
        recorder=recorder,
        backend=backend,
        retry=ONE_TRY,
    )
    arm_from = args.get("arm_from", args["rounds"][-1])
    for rounds in args["rounds"]:
        recorder.round = rounds
        recorder.armed = rounds >= arm_from and args.get("kill_at") == "judge"
        backend.armed = rounds >= arm_from
        router.complete(
            conversation(rounds),
            session_id=args["session"],
            tools=TOOLS,
            max_tokens=MAX_TOKENS,
            api_base=args["base_url"],
            api_key=TEST_KEY,
        )
    emit(event="done")


def write(args: dict[str, Any]) -> None:
    folder = Path(args["barrier"])
    recorder = RacingRecorder(args["db"])
    racing = args.get("target") is not None
    if racing:
        recorder.folder = folder
    router = Router(
        MAIN_MODEL,
        context_window=WINDOW,
        judge=RuleJudge(),
        recorder=recorder,
        target=args.get("target") or 0.5,
    )
    barrier(folder, "start", args["parties"])
    decisions: list[list[Any]] = []
    for number in range(args["sessions"]):
        if racing and number == args["sessions"] // 2:
            shared = conversation(args["rounds"], tag="shared")
            result = router.compact(shared, session_id="shared", tools=TOOLS, max_tokens=MAX_TOKENS)
            emit(
                event="race",
                hash=digest(result.messages),
                decision_id=result.decision_id,
                replayed=result.replayed,
            )
        session = f"w{args['index']}-s{number}"
        for rounds in range(1, args["rounds"] + 1):
            result = router.compact(
                conversation(rounds, tag=session), session_id=session, tools=TOOLS,
                max_tokens=MAX_TOKENS,
            )  # fmt: skip
            if result.decision_id is not None and not result.replayed:
                decisions.append([session, result.decision_id])
    emit(event="done", decisions=decisions)


def recall(args: dict[str, Any]) -> None:
    router = Router(MAIN_MODEL, context_window=WINDOW, recorder=Recorder(args["db"]))
    texts = {ident: router.recall(args["session"], ident) for ident in args["ids"]}
    try:
        router.recall(args["session"], "call_never_masked")
        error = None
    except Exception as caught:
        error = f"{type(caught).__name__}: {caught}"
    emit(texts=texts, error=error, tool=router.recall_tool())


MODES = {"drive": drive, "replay": replay, "crash": crash, "write": write, "recall": recall}

if __name__ == "__main__":
    MODES[sys.argv[1]](json.loads(sys.argv[2]))
