"""`Router.wrap(client.responses.create)`, sync and async, against the local Responses endpoint."""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from typing import Any

import openai
import pytest

from router.testing import Fault, LocalOpenAIServer
from router.testing.tokens import count_messages
from tests.wrap_support import (
    RESERVE,
    WINDOW,
    async_client,
    calibrations,
    forced_call,
    inflated,
    router,
    sync_client,
)

INSTRUCTIONS = "You are an inventory agent. Answer with the cheapest item."
TOOLS = [
    {
        "type": "function",
        "name": "lookup",
        "description": "Look up one page of inventory.",
        "parameters": {"type": "object", "properties": {"page": {"type": "integer"}}},
    }
]


@pytest.fixture
def server() -> Iterator[LocalOpenAIServer]:
    with LocalOpenAIServer(window=WINDOW, default=forced_call, model="gpt-4o-mini") as srv:
        yield srv


def sync_create(server: LocalOpenAIServer) -> Any:
    return router().wrap(sync_client(server).responses.create)


def async_create(server: LocalOpenAIServer) -> Any:
    return router().wrap(async_client(server).responses.create)


def first_items() -> list[Any]:
    return [{"role": "user", "content": "Page through the inventory."}]


def answered(items: list[Any], response: Any) -> list[Any]:
    """The agent's side: keep the model's output items, answer its call with 40 rows."""
    call = response.output[-1]
    rows = "\n".join(f"row {r}: SKU-{len(items):04d}-{r} qty {r * 3}" for r in range(40))
    output = {"type": "function_call_output", "call_id": call.call_id, "output": rows}
    return [*items, *response.output, output]


def ask(create: Any, items: list[Any], **extra: Any) -> Any:
    return create(
        model="gpt-4o-mini",
        input=items,
        instructions=INSTRUCTIONS,
        tools=TOOLS,
        max_output_tokens=RESERVE,
        **extra,
    )


def assert_inside(server: LocalOpenAIServer, rounds: int) -> None:
    assert len(server.requests) == rounds
    assert all(r.requested_tokens <= WINDOW for r in server.requests)
    assert all(r["instructions"] == INSTRUCTIONS for r in server.requests)


def test_a_growing_responses_loop_stays_inside_the_window(server: LocalOpenAIServer) -> None:
    create, items = sync_create(server), first_items()
    for _ in range(50):
        response = ask(create, items, session_id="r")
        assert isinstance(response, openai.types.responses.Response)
        items = answered(items, response)
    assert count_messages([{"role": "user", "content": str(items)}]) > 1.5 * WINDOW
    assert_inside(server, 50)
    first = server.requests[0]
    assert first["input"] == first_items() and first["tools"] == TOOLS


async def test_an_async_responses_loop_stays_inside_the_window(server: LocalOpenAIServer) -> None:
    create, items = async_create(server), first_items()
    assert inspect.iscoroutinefunction(create)
    for _ in range(50):
        items = answered(items, await ask(create, items, session_id="r"))
    assert_inside(server, 50)


def test_untouched_items_go_out_as_given(server: LocalOpenAIServer) -> None:
    # with folding off, every item goes out as given or as a placeholder in its place
    create = router(fold_masked=False).wrap(sync_client(server).responses.create)
    items = first_items()
    for _ in range(3):
        items = answered(items, ask(create, items))
    ask(create, items)
    sent = server.requests[-1]["input"]
    assert sent[0] == items[0] and sent[-1] == items[-1] and len(sent) == len(items)


def test_a_string_input_is_sent_as_the_string(server: LocalOpenAIServer) -> None:
    server.push("hello")
    response = sync_create(server)(model="gpt-4o-mini", input="hi there")
    assert response.output_text == "hello"
    assert server.requests[0]["input"] == "hi there"
    assert "instructions" not in server.requests[0]


def grown(create: Any, rounds: int) -> list[Any]:
    items = first_items()
    for _ in range(rounds):
        items = answered(items, ask(create, items))
    return items


def test_a_responses_overflow_400_is_recovered(server: LocalOpenAIServer) -> None:
    create = sync_create(server)
    items = grown(create, 12)
    server.inject(Fault.context_length())
    ask(create, items)
    rejected, resent = server.requests[-2:]
    assert resent.prompt_tokens < rejected.prompt_tokens
    assert resent["instructions"] == INSTRUCTIONS


async def test_async_responses_calls_are_retried(server: LocalOpenAIServer) -> None:
    server.inject(Fault.rate_limit(retry_after=0.01), Fault.server_error(503))
    response = await async_create(server)(model="gpt-4o-mini", input="hi", tools=TOOLS)
    assert response.output[-1].type == "function_call" and len(server.requests) == 3


def test_a_responses_stream_is_a_context_manager(server: LocalOpenAIServer) -> None:
    server.push("the cheapest item is ITEM-007")
    with sync_create(server)(model="gpt-4o-mini", input="hi", stream=True) as stream:
        assert isinstance(stream, openai.Stream)
        events = list(stream)
    deltas = "".join(e.delta for e in events if e.type == "response.output_text.delta")
    assert deltas == "the cheapest item is ITEM-007"
    assert events[-1].type == "response.completed" and stream.response.is_closed


@pytest.mark.parametrize("stream", [False, True])
async def test_responses_usage_moves_the_estimate(stream: bool) -> None:
    routed = router()
    items = [{"role": "user", "content": "x " * 2000}]
    with LocalOpenAIServer(window=100_000, default="ok", count_tokens=inflated) as srv:
        create = routed.wrap(async_client(srv).responses.create)
        response = await create(model="gpt-4o-mini", input=items, stream=stream, session_id="u")
        if stream:
            [event async for event in response]
    ratios = calibrations(routed, "u")
    assert ratios and ratios[0] > 1.2
