"""The per-session memo of the format edge: an edit between calls is never answered from memory."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from router import Router
from router.formats import compact_anthropic
from router.formats.anthropic import AnthropicCodec
from router.formats.edge import Compacted, rebuild
from router.formats.pieces import Codec, Piece, normal

from .conftest import Round
from .test_formats import anthropic_list

HAS_LANGCHAIN = importlib.util.find_spec("langchain_core") is not None
if HAS_LANGCHAIN:
    from .test_formats_frameworks import langchain_list

SETTINGS = settings(max_examples=15, deadline=None)
WINDOW = 6_000
ROUNDS = 24


def read_afresh(codec: Codec, messages: list[Any], out: Compacted) -> list[Any]:
    """What the edge writes for this router output with nothing remembered."""
    pieces = [Piece(normal(p.message), p.refs) for p in codec.pieces(messages)]
    if out.result.messages == [piece.message for piece in pieces]:
        return list(messages)
    return rebuild(codec, messages, pieces, out.result.messages)


def assert_current(codec: Codec, messages: list[Any], out: Compacted) -> None:
    """Equal to a fresh rebuild, item by item the very same caller objects where it keeps them."""
    fresh = read_afresh(codec, messages, out)
    assert out.messages == fresh
    for got, want in zip(out.messages, fresh, strict=True):
        assert (got is want) == any(want is m for m in messages)


def edit_anthropic(messages: list[dict[str, Any]], index: int, how: str, tag: int) -> None:
    """Replace message `index` by an edited copy, or edit its content in place."""
    message = messages[index]
    content = message["content"]
    if isinstance(content, str):
        new_content: Any = f"{content} (edit {tag})"
    else:
        new_content = [
            {**b, "is_error": True, "content": f"{b['content']}\nedit {tag}"}
            if b.get("type") == "tool_result"
            else dict(b)
            for b in content
        ]
    if how == "replace":
        messages[index] = {**message, "content": new_content}
    else:
        message["content"] = new_content


def grow_and_edit(
    compact: Callable[..., Compacted],
    codec: Codec,
    build: Callable[[list[Round]], list[Any]],
    edit: Callable[[list[Any], int, str, int], None],
    edits: list[tuple[float, str]],
) -> int:
    """A growing loop edited between calls; every answer checked; returns how many were rebuilt."""
    router = Router("gpt-4o", context_window=WINDOW)
    whole = build([Round(i, None, (30,)) for i in range(ROUNDS)])
    rebuilt = 0
    for step, (where, how) in enumerate(edits):
        messages = whole[: len(whole) - 2 * (ROUNDS - 4 - step)]  # two units a round
        out = compact(router, messages, session_id="edited")
        assert_current(codec, messages, out)
        rebuilt += sum(not any(o is m for m in messages) for o in out.messages)
        edit(whole, int(where * len(messages)), how, step)
    return rebuilt


EDITS = st.lists(
    st.tuples(st.floats(0, 0.999), st.sampled_from(["replace", "mutate"])), min_size=4, max_size=8
)


@SETTINGS
@given(EDITS)
def test_anthropic_edits_between_calls_are_never_answered_from_memory(
    edits: list[tuple[float, str]],
) -> None:
    assert grow_and_edit(compact_anthropic, AnthropicCodec(), anthropic_list, edit_anthropic, edits)


def test_an_edited_masked_result_comes_back_from_the_edited_message() -> None:
    router = Router("gpt-4o", context_window=WINDOW)
    messages = anthropic_list([Round(i, None, (30,)) for i in range(16)])
    first = compact_anthropic(router, messages, session_id="s")
    masked = [i for i, o in enumerate(first.messages) if not any(o is m for m in messages)]
    assert masked, "the loop was expected to be compacted"
    for how in ("replace", "mutate"):
        index = next(
            i
            for i, m in enumerate(messages)
            if isinstance(m["content"], list) and m["content"][0].get("type") == "tool_result"
        )
        edit_anthropic(messages, index, how, 1)
        out = compact_anthropic(router, messages, session_id="s")
        assert_current(AnthropicCodec(), messages, out)
        edited = [b for o in out.messages if isinstance(o["content"], list) for b in o["content"]]
        assert any(b.get("is_error") for b in edited)


def edit_langchain(messages: list[Any], index: int, how: str, tag: int) -> None:
    """Replace message `index` by a copy with a new id and content, or give it new content."""
    message = messages[index]
    content = f"{message.content}\nedit {tag}"
    if how == "replace":
        messages[index] = message.model_copy(update={"content": content, "id": f"edit-{tag}"})
    else:
        message.content = content


@pytest.mark.skipif(not HAS_LANGCHAIN, reason="the langchain extra is not installed")
@SETTINGS
@given(EDITS)
def test_langchain_edits_between_calls_are_never_answered_from_memory(
    edits: list[tuple[float, str]],
) -> None:
    from router.formats import compact_langchain
    from router.formats.langchain import LangChainCodec

    assert grow_and_edit(compact_langchain, LangChainCodec(), langchain_list, edit_langchain, edits)
