"""Google ADK: a 100-round tool loop in a 16k window through an LlmAgent and a Runner."""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings

pytest.importorskip("google.adk", reason="google-adk is not installed (extra [adk])")

from google.adk.agents import LlmAgent
from google.adk.models.base_llm import BaseLlm
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse
from google.adk.runners import InMemoryRunner
from google.genai import types
from pydantic import Field

from recorder import Recorder
from router import InvalidMessagesError, Router
from router.formats.adk import compact_adk
from router.integrations.google_adk import CompactionPlugin, compact_request, compaction_callback
from router.testing.tokens import count_messages, count_text, count_tools

from .conftest import Round, result_text, rounds

WINDOW = 16_000
ROUNDS = 100
INSTRUCTION = "You are an inventory agent."
USAGE = types.GenerateContentResponseUsageMetadata(prompt_token_count=0)


def lookup(page: int) -> str:
    """Look up one page of inventory."""
    return result_text(page, 0, 40)


def gemini_unpaired(contents: list[types.Content]) -> list[int]:
    """Contents breaking Gemini's rule: a turn's calls answered, by name, in the next content."""
    bad = []
    for index, content in enumerate(contents):
        parts = content.parts or []
        answers = sorted(str(p.function_response.name) for p in parts if p.function_response)
        before = contents[index - 1].parts or [] if index else []
        calls = sorted(str(p.function_call.name) for p in before if p.function_call)
        if answers != calls and (answers or contents[index - 1].role == "model"):
            bad.append(index)
    return bad


def as_chat(contents: list[types.Content]) -> list[dict[str, Any]]:
    """What the model was sent, as chat dicts, for a token count independent of the adapter."""
    out: list[dict[str, Any]] = []
    for content in contents:
        for part in content.parts or []:
            if part.function_call:
                arguments = json.dumps(part.function_call.args, sort_keys=True)
                call = {"id": "c", "type": "function", "function": {"arguments": arguments}}
                out.append({"role": "assistant", "tool_calls": [call]})
            elif part.function_response:
                text = json.dumps(part.function_response.response)
                out.append({"role": "tool", "tool_call_id": "c", "content": text})
            elif part.text:
                out.append({"role": "user", "content": part.text})
    return out


class LoopModel(BaseLlm):
    """Calls `lookup` for ROUNDS rounds (no call ids, as Gemini), then answers."""

    model: str = "tool-loop"
    sent_tokens: list[int] = Field(default_factory=list)
    unpaired: list[list[int]] = Field(default_factory=list)

    async def generate_content_async(
        self, llm_request: LlmRequest, stream: bool = False
    ) -> AsyncGenerator[LlmResponse, None]:
        contents = llm_request.contents
        tools = [
            d.model_dump(mode="json", exclude_none=True)
            for t in llm_request.config.tools or []
            for d in getattr(t, "function_declarations", None) or []
        ]
        system = str(llm_request.config.system_instruction or "")
        self.sent_tokens.append(
            count_messages(as_chat(contents)) + count_text(system) + count_tools(tools)
        )
        self.unpaired.append(gemini_unpaired(contents))
        done = len(self.sent_tokens) - 1
        if done >= ROUNDS:
            part = types.Part(text="The cheapest item is ITEM-000-0-00.")
        else:
            call = types.FunctionCall(name="lookup", args={"page": done})
            part = types.Part(function_call=call)
        content = types.Content(role="model", parts=[part])
        yield LlmResponse(content=content, usage_metadata=USAGE)


async def run(callback: Any = None, plugins: list[Any] | None = None) -> tuple[LoopModel, Any]:
    model = LoopModel()
    agent = LlmAgent(
        name="inventory",
        model=model,
        instruction=INSTRUCTION,
        tools=[lookup],
        before_model_callback=callback,
    )
    runner = InMemoryRunner(agent=agent, app_name="shop", plugins=plugins)
    service = runner.session_service
    session = await service.create_session(app_name="shop", user_id="u1", session_id="s1")
    task = types.Content(role="user", parts=[types.Part(text="Find the cheapest item.")])
    async for _ in runner.run_async(user_id="u1", session_id=session.id, new_message=task):
        pass
    return model, await service.get_session(app_name="shop", user_id="u1", session_id="s1")


def check_run(model: LoopModel, session: Any) -> None:
    """Every request fit and was paired; the session's events hold every original response."""
    assert len(model.sent_tokens) == ROUNDS + 1
    assert max(model.sent_tokens) <= WINDOW
    assert all(not bad for bad in model.unpaired)
    parts = [p for e in session.events if e.content for p in e.content.parts or []]
    responses = [p.function_response.response for p in parts if p.function_response]
    assert responses == [{"result": result_text(i, 0, 40)} for i in range(ROUNDS)]
    assert parts[-1].text == "The cheapest item is ITEM-000-0-00."


async def test_callback_fits_every_request_and_leaves_the_session_whole(tmp_path: Path) -> None:
    with Recorder(tmp_path / "decisions.db") as recorder:
        router = Router("gpt-4o", context_window=WINDOW, recorder=recorder)
        model, session = await run(callback=compaction_callback(router))
        edits = recorder.load_edits("s1:inventory")
    check_run(model, session)
    assert edits and {e.rung for e in edits} <= {"mask", "retain", "summarize"}


async def test_the_plugin_does_the_same_for_every_agent_of_the_runner() -> None:
    router = Router("gpt-4o", context_window=WINDOW)
    model, session = await run(plugins=[CompactionPlugin(router)])
    check_run(model, session)


async def test_without_compaction_the_model_is_sent_more_than_the_window() -> None:
    model, _ = await run()
    assert max(model.sent_tokens) > WINDOW


def adk_contents(loop: list[Round]) -> list[types.Content]:
    """A Gemini tool loop: parallel calls without ids, answered by name in the next content."""
    task = types.Part(text="Page through the inventory and report the cheapest item.")
    contents = [types.Content(role="user", parts=[task])]
    for turn in loop:
        text = [types.Part(text=turn.text)] if turn.text else []
        calls = [
            types.Part(function_call=types.FunctionCall(name=f"lookup{c}", args={"page": c}))
            for c in range(len(turn.rows))
        ]
        contents.append(types.Content(role="model", parts=[*text, *calls]))
        answers = [
            types.Part(
                function_response=types.FunctionResponse(
                    name=f"lookup{c}", response={"result": result_text(turn.index, c, rows)}
                )
            )
            for c, rows in enumerate(turn.rows)
        ]
        contents.append(types.Content(role="user", parts=answers))
    return contents


@settings(max_examples=20, deadline=None)
@given(loop=rounds())
def test_compacted_contents_stay_paired_and_the_originals_unchanged(loop: list[Round]) -> None:
    contents = adk_contents(loop)
    before = [c.model_dump() for c in contents]
    out = compact_adk(Router("gpt-4o", context_window=4_000), contents, system=INSTRUCTION)
    assert [c.model_dump() for c in contents] == before
    assert gemini_unpaired(out.messages) == []
    assert out.result.tokens_after <= 4_000
    parts = [p for c in out.messages for p in c.parts or []]
    ids = [p.function_call.id for p in parts if p.function_call]
    ids += [p.function_response.id for p in parts if p.function_response]
    assert ids == [None] * len(
        ids
    )  # positions name calls for the router; the model never sees them


def test_untouched_contents_come_back_as_the_same_objects() -> None:
    contents = adk_contents([Round(i, None, (5,)) for i in range(4)])
    out = compact_adk(Router("gpt-4o", context_window=1_000_000), contents, system=INSTRUCTION)
    assert all(a is b for a, b in zip(out.messages, contents, strict=True))
    assert out.system == INSTRUCTION


def test_something_else_than_contents_is_refused_with_its_index() -> None:
    contents: list[Any] = [types.Content(role="user", parts=[types.Part(text="hi")]), {"a": 1}]
    with pytest.raises(InvalidMessagesError, match=r"dict is not a types\.Content"):
        compact_adk(Router("gpt-4o", context_window=1_000_000), contents)


async def test_a_request_with_no_contents_is_left_as_it_is() -> None:
    request = LlmRequest(config=types.GenerateContentConfig(system_instruction=INSTRUCTION))
    await compact_request(Router("gpt-4o", context_window=WINDOW), request, "s1:inventory")
    assert request.contents == []
    assert request.config.system_instruction == INSTRUCTION
