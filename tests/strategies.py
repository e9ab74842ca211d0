"""Hypothesis strategies for random but valid OpenAI conversations."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

Message = dict[str, Any]

TEXT = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), min_size=0, max_size=40
)
WORDS = st.lists(
    st.sampled_from(["alpha", "TX-1042", "beta", "42.50", "gamma", "ACC_17", "δ", "🙂"]),
    max_size=30,
)


@st.composite
def long_text(draw: st.DrawFn) -> str:
    """Text from a few characters up to a few thousand tokens."""
    words = draw(WORDS)
    repeat = draw(st.sampled_from([1, 1, 5, 40, 300]))
    return " ".join(words * repeat) + draw(TEXT)


@st.composite
def content(draw: st.DrawFn) -> Any:
    """A string or a list of text parts."""
    text = draw(long_text())
    if draw(st.booleans()):
        return text
    return [{"type": "text", "text": text}, {"type": "text", "text": draw(TEXT)}]


@st.composite
def tool_group(draw: st.DrawFn, index: int) -> list[Message]:
    """An assistant message with 1-3 parallel calls and all their results, in any order."""
    count = draw(st.integers(1, 3))
    ids = [f"call_{index}_{n}" for n in range(count)]
    tools = draw(
        st.lists(st.sampled_from(["search", "fetch", "keep_me"]), min_size=count, max_size=count)
    )
    calls = [
        {
            "id": call_id,
            "type": "function",
            "function": {"name": tool, "arguments": json.dumps({"q": index})},
        }
        for call_id, tool in zip(ids, tools, strict=True)
    ]
    order = draw(st.permutations(ids))
    results = [
        {"role": "tool", "tool_call_id": call_id, "content": draw(long_text())} for call_id in order
    ]
    thought = draw(st.one_of(st.none(), TEXT))
    return [{"role": "assistant", "content": thought, "tool_calls": calls}, *results]


@st.composite
def conversations(draw: st.DrawFn, max_turns: int = 25) -> list[Message]:
    """System/developer prefix, then user turns, assistant replies and tool rounds."""
    messages: list[Message] = []
    for role in draw(st.lists(st.sampled_from(["system", "developer"]), max_size=2)):
        messages.append({"role": role, "content": draw(TEXT) or "be brief"})
    messages.append({"role": "user", "content": draw(content())})
    for index in range(draw(st.integers(0, max_turns))):
        kind = draw(st.sampled_from(["tools", "tools", "tools", "user", "assistant"]))
        if kind == "tools":
            messages.extend(draw(tool_group(index)))
        elif kind == "user":
            messages.append({"role": "user", "content": draw(content())})
        else:
            messages.append({"role": "assistant", "content": draw(long_text())})
    return messages
