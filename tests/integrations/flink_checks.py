"""Checks of router.integrations.flink_agents, run with the Flink Agents environment's pytest.

tests/integrations/test_flink_agents.py runs this file there (it needs flink_agents, which the
main environment does not have).
"""

from __future__ import annotations

import os
import uuid
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

import pytest
from flink_agents.api.chat_message import ChatMessage, MessageRole
from hypothesis import given, settings
from hypothesis import strategies as st

from router import ConfigurationError, Router
from router.integrations.flink_agents import (
    CompactingChatModelConnection,
    CompactingChatModelSetup,
    compact_chat,
    router_settings,
    session_args,
)


def loop(rounds: int, rows: int = 40, external_ids: bool = True) -> list[ChatMessage]:
    """A Flink Agents tool loop as the built-in chat action keeps it."""
    messages = [
        ChatMessage(role=MessageRole.SYSTEM, content="You audit orders."),
        ChatMessage(role=MessageRole.USER, content="Audit every page."),
    ]
    for n in range(rounds):
        call = {
            "id": uuid.uuid4(),
            "type": "function",
            "function": {"name": "query_orders", "arguments": {"page": n}},
            "original_id": f"call_{n}",
        }
        messages.append(ChatMessage(role=MessageRole.ASSISTANT, tool_calls=[call]))
        body = "\n".join(f"order ORD-{n:03d}-{r:02d} total {r * 7 + n}.50 EUR" for r in range(rows))
        extra = {"external_id": f"call_{n}"} if external_ids else {}
        messages.append(ChatMessage(role=MessageRole.TOOL, content=body, extra_args=extra))
    return messages


def paired(messages: list[ChatMessage]) -> bool:
    """Every tool message answers a call of the assistant message before its run of results."""
    pending: list[str] = []
    for message in messages:
        if message.role == MessageRole.ASSISTANT:
            pending = [str(c.get("original_id") or c["id"]) for c in message.tool_calls]
        elif (
            message.role == MessageRole.TOOL
            and message.extra_args.get("external_id") not in pending
        ):
            return False
    return True


def test_untouched_messages_come_back_as_the_callers_objects() -> None:
    router = Router("gpt-4o-mini", context_window=128_000)
    messages = loop(3)
    out = compact_chat(router, messages, None, "k1", {})
    assert out.result.rung == "nothing"
    assert all(a is b for a, b in zip(out.messages, messages, strict=True))


@settings(max_examples=15, deadline=None)
@given(rounds=st.integers(4, 30), rows=st.integers(5, 60))
def test_a_compacted_loop_fits_and_stays_paired(rounds: int, rows: int) -> None:
    router = Router("gpt-4o-mini", context_window=8_000, keep_last_rounds=1)
    messages = loop(rounds, rows)
    out = compact_chat(router, messages, None, "k1", {"max_tokens": 500})
    assert out.result.tokens_after <= 8_000 - 500
    assert paired(out.messages)
    assert messages[-1].content == out.messages[-1].content  # the last round is kept verbatim
    kept = [m for m in out.messages if any(m is o for o in messages)]
    assert len(kept) >= 2  # the system prompt and the task are the caller's own objects


def test_tool_messages_without_external_id_pair_by_position() -> None:
    router = Router("gpt-4o-mini", context_window=6_000, keep_last_rounds=1)
    out = compact_chat(router, loop(12, 40, external_ids=False), None, "k1", {"max_tokens": 500})
    assert out.result.rung != "nothing"
    assert out.result.tokens_after <= 6_000 - 500


def test_every_key_has_its_own_session() -> None:
    router = Router("gpt-4o-mini", context_window=6_000, keep_last_rounds=1)
    for key in ("merchant-1", "merchant-2"):
        compact_chat(router, loop(12), None, session_args(key)["session_id"], {"max_tokens": 500})
    assert router.store.load_edits("merchant-1")
    assert router.store.load_edits("merchant-2")


def test_the_proposals_options_map_onto_router_settings() -> None:
    knobs = router_settings(
        {
            "chat.tool-results.keep-last-rounds": 2,
            "chat.tool-results.max-chars": 8_000,
            "chat.max-tool-rounds": 60,
            "chat.max-tool-rounds.on-limit": "finish",
            "chat.summary.keep-last-turns": 4,
            "chat.compaction.trigger": 0.7,
        }
    )
    assert knobs == {
        "keep_last_rounds": 2,
        "mask_keep_rounds": 2,
        "max_result_tokens": 2_000,
        "max_tool_rounds": 60,
        "on_stop": "finish",
        "summary_keep_groups": 4,
        "trigger": 0.7,
    }
    Router("gpt-4o-mini", **knobs)  # every knob is one the router takes


def test_judged_rungs_and_summariser_are_llm_models() -> None:
    knobs = router_settings(
        {"chat.compaction.judge": "gpt-4o-mini", "chat.summary.summarizer": "gpt-4o-mini"}
    )
    assert knobs["judge"].name.startswith("llm") or "gpt-4o-mini" in knobs["judge"].name
    assert knobs["summarizer"].name == "gpt-4o-mini"


@pytest.mark.parametrize(
    ("options", "says"),
    [
        ({"chat.max-tool-round": 3}, "did you mean 'chat.max-tool-rounds'"),
        ({"chat.max-tool-rounds.on-limit": "stop"}, "use 'fail'"),
    ],
)
def test_a_bad_option_says_what_to_fix(options: dict[str, Any], says: str) -> None:
    with pytest.raises(ConfigurationError, match=says):
        router_settings(options)


def test_the_setup_takes_options_as_the_agent_configuration_passes_them() -> None:
    setup = CompactingChatModelSetup(
        connection="provider", model="gpt-4o-mini", **{"chat.max-tool-rounds": 5}
    )
    assert setup.options == {"chat.max-tool-rounds": 5}
    assert setup.model_kwargs == {"model": "gpt-4o-mini"}


def test_a_connection_with_nothing_to_wrap_says_what_to_give() -> None:
    with pytest.raises(ConfigurationError, match=r"needs connection='<resource name>'"):
        CompactingChatModelConnection(router="examples.app:router").open()


def test_a_router_named_without_its_attribute_says_how_to_name_it() -> None:
    connection = CompactingChatModelConnection.around(Recording(), Router("gpt-4o-mini"))
    connection._router = None
    connection.router = "router"
    with pytest.raises(ConfigurationError, match=r"'package\.module:attribute'"):
        connection.open()


class Recording:
    """A stand-in connection that keeps what it was sent."""

    def __init__(self) -> None:
        self.sent: list[tuple[list[ChatMessage], Any, dict[str, Any]]] = []

    def chat(self, messages: Any, tools: Any = None, **kwargs: Any) -> ChatMessage:
        self.sent.append((list(messages), tools, kwargs))
        return ChatMessage(role=MessageRole.ASSISTANT, content="ok")


def test_the_round_caps_finish_sends_no_tools_and_no_tool_choice() -> None:
    inner = Recording()
    router = Router("gpt-4o-mini", context_window=128_000, max_tool_rounds=3, on_stop="finish")
    connection = CompactingChatModelConnection.around(inner, router)
    connection.chat(loop(4), tools=None, tool_choice="required", session_id="k", max_tokens=100)
    messages, tools, kwargs = inner.sent[-1]
    assert tools is None and "tool_choice" not in kwargs and "session_id" not in kwargs
    assert messages[-1].role == MessageRole.USER  # the closing request for a final answer


def test_a_recorded_decision_is_replayed_by_a_new_router(tmp_path: Any) -> None:
    from recorder import Recorder

    path = tmp_path / "decisions.db"
    messages = loop(14)
    first = compact_chat(
        Router("gpt-4o-mini", context_window=6_000, recorder=Recorder(path)),
        messages,
        None,
        "k",
        {"max_tokens": 500},
    )
    again = compact_chat(
        Router("gpt-4o-mini", context_window=6_000, recorder=Recorder(path)),
        messages,
        None,
        "k",
        {"max_tokens": 500},
    )
    assert first.result.rung != "nothing"
    assert again.result.replayed
    assert [m.model_dump() for m in again.messages] == [m.model_dump() for m in first.messages]
