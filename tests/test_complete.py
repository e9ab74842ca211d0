"""complete()/acomplete() with the scripted model: pass-through, retries, overflow resend."""

from __future__ import annotations

from typing import Any

import pytest

from router import ProviderError, RetryPolicy, Router
from router.testing import (
    ScriptedModel,
    bad_request_error,
    context_length_error,
    rate_limit_error,
    server_error,
    timeout_error,
)
from tests.conftest import TOOLS, tool_loop, tool_round

FAST = RetryPolicy(attempts=3, max_seconds=30, base_wait=0.001, max_wait=0.01)


def router_with(backend: ScriptedModel, **knobs: Any) -> Router:
    knobs.setdefault("context_window", 20_000)
    knobs.setdefault("preset", "fill")  # these tests are about the judged tier and the seam
    return Router("gpt-4o-mini", backend=backend, retry=FAST, **knobs)


def test_complete_sends_the_compacted_request_and_passes_keywords_through() -> None:
    with ScriptedModel(["done"]) as model:
        router = router_with(model)
        messages = tool_loop(40)
        response = router.complete(
            messages,
            session_id="c",
            tools=TOOLS,
            max_tokens=500,
            temperature=0.2,
            api_base="http://x",
        )
        assert response.choices[0].message.content == "done"
    sent = model.calls[0]
    expected = router.compact(messages, tools=TOOLS, session_id="c", max_tokens=500)
    assert expected.replayed and sent.messages == expected.messages
    assert sent.kwargs["temperature"] == 0.2 and sent.kwargs["api_base"] == "http://x"
    assert sent.kwargs["tools"] == TOOLS and sent.model == "gpt-4o-mini"


@pytest.mark.parametrize("make_error", [rate_limit_error, server_error, timeout_error])
def test_transient_errors_are_retried(make_error: Any) -> None:
    with ScriptedModel([make_error(), "ok"]) as model:
        response = router_with(model).complete(tool_loop(2))
    assert response.choices[0].message.content == "ok" and len(model.calls) == 2


def test_retries_are_bounded_and_end_in_the_routers_error() -> None:
    with ScriptedModel([server_error(), server_error(), server_error()]) as model:
        with pytest.raises(ProviderError) as caught:
            router_with(model).complete(tool_loop(2))
    assert caught.value.kind == "server" and len(model.calls) == 3


def test_a_400_is_never_retried() -> None:
    with ScriptedModel([bad_request_error("bad schema")]) as model:
        with pytest.raises(ProviderError) as caught:
            router_with(model).complete(tool_loop(2))
    assert caught.value.kind == "bad_request" and len(model.calls) == 1
    assert isinstance(caught.value.__cause__, Exception)


def test_provider_overflow_is_caught_once_compacted_harder_and_resent() -> None:
    overflow = context_length_error(window=20_000, requested=(24_000, 60, 500))
    with ScriptedModel([overflow, "fits now"]) as model:
        router = router_with(model)
        messages = tool_loop(12)
        response = router.complete(messages, session_id="o", tools=TOOLS, max_tokens=500)
    assert response.choices[0].message.content == "fits now"
    first, second = model.calls
    assert first.messages == messages
    assert len(str(second.messages)) < len(str(first.messages)) * 0.8
    assert router.sessions.ratio("o") > 1.5


def test_a_second_overflow_is_not_retried_forever() -> None:
    overflow = context_length_error(window=20_000, requested=(24_000, 60, 500))
    again = context_length_error(window=20_000, requested=(21_000, 60, 500))
    with ScriptedModel([overflow, again]) as model, pytest.raises(ProviderError) as caught:
        router_with(model).complete(tool_loop(12), session_id="o2", max_tokens=500)
    assert caught.value.kind == "context_length_exceeded" and len(model.calls) == 2


def test_reported_usage_corrects_the_estimate_for_the_session() -> None:
    router_probe = Router("gpt-4o-mini", context_window=20_000)
    doubled = lambda messages: 2 * router_probe.counter.messages(list(messages))  # noqa: E731
    model = ScriptedModel(default="ok", prompt_tokens=doubled)
    router = router_with(model)
    messages = tool_loop(9)
    assert router.compact(messages, session_id="u", max_tokens=500).rung == "nothing"
    router.complete(messages, session_id="u", max_tokens=500)
    assert router.sessions.ratio("u") == pytest.approx(2.0, rel=0.05)
    result = router.compact(messages + tool_round(9), session_id="u", max_tokens=500)
    assert result.rung != "nothing" and result.tokens_after * 2 <= 20_000


async def test_acomplete_makes_the_same_decisions_as_complete() -> None:
    sync_model, async_model = ScriptedModel(default="ok"), ScriptedModel(default="ok")
    sync_router, async_router = router_with(sync_model), router_with(async_model)
    messages = tool_loop(0)
    for index in range(45):
        messages = messages + tool_round(index)
        sync_router.complete(messages, session_id="a", tools=TOOLS, max_tokens=500)
        await async_router.acomplete(messages, session_id="a", tools=TOOLS, max_tokens=500)
    assert [c.messages for c in sync_model.calls] == [c.messages for c in async_model.calls]
    sync_edits = [(e.anchor_len, e.rung, e.payload) for e in sync_router.store.load_edits("a")]
    async_edits = [(e.anchor_len, e.rung, e.payload) for e in async_router.store.load_edits("a")]
    assert sync_edits == async_edits and sync_edits
