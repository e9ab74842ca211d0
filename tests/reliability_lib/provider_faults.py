"""Case 3, provider faults on the main call, through `router.complete` and LiteLLM.

A provider that counts more tokens than the estimate, a context_length_exceeded 400 for a
request that fits, a reset connection, a stream cut off: the router retries or compacts harder
within its bounds, and a call that still fails ends in the router's own `ProviderError` (or a
stream that ends cleanly).
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from recorder import Recorder
from router import ContextBudgetExceeded, ProviderError, RetryPolicy, Router, RouterError
from router.provider.backend import load_litellm
from router.testing import Fault, LocalOpenAIServer
from router.testing.tokens import count_messages
from tests.reliability_lib.common import (
    LOCAL_KEY,
    TOOLS,
    Row,
    conversation,
    request_problem,
    tool_round,
)

MODEL = "openai/main-model"
WINDOW = 8000
RESERVE = 500
FAST = RetryPolicy(attempts=2, max_seconds=2, base_wait=0.001, max_wait=0.01)


def inflated(factor: float) -> Callable[[Sequence[Mapping[str, Any]]], int]:
    """A provider whose tokenizer counts `factor` times what tiktoken's o200k counts."""
    return lambda messages: int(count_messages(messages) * factor)


@dataclass
class Scenario:
    """Faults for the main call of one session of `rounds` calls (each call one round more)."""

    name: str
    faults: Sequence[Fault] = ()
    count: Callable[[Sequence[Mapping[str, Any]]], int] | None = None
    first: int = 10
    rounds: int = 1
    stream: bool = False
    expect: str = "ok"  # "ok", or the ProviderError kind the call must end in


def scenarios() -> list[Scenario]:
    """The provider faults of the issue, plus the transient ones the seam retries."""
    return [
        Scenario("provider counts 45% more", count=inflated(1.45), first=7, rounds=25),
        Scenario("provider counts 2.5× more", count=inflated(2.5), first=7, rounds=12),
        Scenario("context_length_exceeded once", [Fault.context_length()]),
        Scenario(
            "context_length_exceeded twice",
            [Fault.context_length(), Fault.context_length()],
            expect="context_length_exceeded",
        ),
        Scenario("connection reset once", [Fault.reset()]),
        Scenario("connection reset every attempt", [Fault.reset()] * 2, expect="connection"),
        Scenario("500 once", [Fault.server_error()]),
        Scenario("429 then 503", [Fault.rate_limit(), Fault.server_error(503)], expect="server"),
        Scenario("truncated JSON body", [Fault.truncated_json()] * 2, expect="any"),
        Scenario("stream cut off", [Fault.stream_cut(2)], stream=True, expect="connection"),
        Scenario("stream complete", stream=True),
    ]


def _consume(stream: Any) -> str:
    """Read a stream to its end; the text it carried."""
    text = []
    for chunk in stream:
        choices = getattr(chunk, "choices", None) or []
        delta = getattr(choices[0], "delta", None) if choices else None
        text.append(getattr(delta, "content", None) or "")
    return "".join(text)


def run_scenario(scenario: Scenario, folder: Path, row: Row) -> None:
    """One session of main calls against a server with the scenario's faults and tokenizer."""
    server = LocalOpenAIServer(window=WINDOW, default="ok", count_tokens=scenario.count)
    with server as srv, Recorder(folder / "provider.db") as recorder:
        router = Router(MODEL, context_window=WINDOW, recorder=recorder, retry=FAST)
        srv.inject(*scenario.faults)
        session = f"provider-{scenario.name}"
        messages = conversation(scenario.first)
        overflows_seen = 0
        for number in range(scenario.rounds):
            if number:
                messages = messages + tool_round("inv", scenario.first + number)
            before = len(srv.requests)
            outcome = _call(router, srv.base_url, messages, session, scenario, row)
            received = srv.requests[before:]
            overflows = [r for r in received if r.fault is None and r.requested_tokens > WINDOW]
            for request in received:
                problem = request_problem(
                    request["messages"],
                    model=MODEL,
                    window=WINDOW,
                    reserve=RESERVE,
                    tools=request.get("tools"),
                )
                if problem is not None:
                    row.bad(f"{scenario.name}: call {number}: {problem}")
            if overflows and overflows_seen:
                row.bad(
                    f"{scenario.name}: call {number}: the provider rejected a request as too "
                    "long again, after the session had learned it counts more"
                )
            overflows_seen += len(overflows)
            row.requests += len(received)
            row.faults += sum(1 for r in received if r.fault is not None) + len(overflows)
            if outcome != "ok" and scenario.expect not in (outcome, "any"):
                row.broken(f"{scenario.name}: call {number} ended in {outcome!r}")
        row.runs += scenario.rounds
        row.notes.append(f"{scenario.name}: {overflows_seen} provider 400s for length")


def _call(
    router: Router,
    base_url: str,
    messages: list[Any],
    session: str,
    scenario: Scenario,
    row: Row,
) -> str:
    """One complete() call; 'ok', the ProviderError kind, or what else ended it."""
    kwargs: dict[str, Any] = {
        "tools": TOOLS,
        "max_tokens": RESERVE,
        "api_base": base_url,
        "api_key": LOCAL_KEY,
    }
    try:
        response = router.complete(messages, session_id=session, stream=scenario.stream, **kwargs)
        if scenario.stream:
            _consume(response)
        return "ok"
    except ProviderError as error:
        row.fail(f"{scenario.name}: ProviderError({error.kind})")
        return error.kind
    except ContextBudgetExceeded:
        row.fail(f"{scenario.name}: ContextBudgetExceeded")
        return "budget"
    except RouterError as error:
        row.fail(f"{scenario.name}: {type(error).__name__}")
        return type(error).__name__
    except Exception as error:
        row.fail(f"{scenario.name}: raw {type(error).__name__} (not a RouterError)")
        row.broken(f"{scenario.name}: {type(error).__module__}.{type(error).__name__}: {error}")
        return "raw"


def run(names: Sequence[str] | None = None) -> Row:
    """All scenarios (or those named)."""
    row = Row("3. provider faults on the main call")
    load_litellm()
    with tempfile.TemporaryDirectory() as tmp:
        for scenario in scenarios():
            if names is None or scenario.name in names:
                run_scenario(scenario, Path(tmp), row)
    return row
