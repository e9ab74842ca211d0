"""Case 1, bad input: generated message lists are compacted correctly or rejected cleanly.

Each list is either compacted (valid, paired, fits, the caller's list untouched, the same bytes
again on a second call) or rejected with `InvalidMessagesError` naming the first bad message
(`ContextBudgetExceeded` when a valid list cannot fit). Nothing else may escape.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from router import ContextBudgetExceeded, InvalidMessagesError, Router
from tests.reliability_lib.common import Message, Row, conversation, request_problem
from tests.strategies import conversations

MODEL = "gpt-4o-mini"
WINDOW = 16_000
RESERVE = 500
ROLES = frozenset({"system", "developer", "user", "assistant", "tool"})

# -- the reference rules (what the OpenAI API takes), written apart from router/messages.py --

LIST = "list"


def _as_message(item: Any) -> dict[str, Any] | None:
    if isinstance(item, dict):
        return item
    dump = getattr(item, "model_dump", None)
    if callable(dump):
        data = dump(exclude_none=True)
        return data if isinstance(data, dict) else None
    return None


def _message_ok(message: dict[str, Any]) -> bool:
    """The rules one message must meet on its own."""
    role = message.get("role")
    if not isinstance(role, str) or role not in ROLES:
        return False
    content = message.get("content")
    if content is None:
        if role != "assistant":
            return False
    elif isinstance(content, list):
        for part in content:
            if not isinstance(part, dict) or not isinstance(part.get("type"), str):
                return False
            if part["type"] == "text" and not isinstance(part.get("text"), str):
                return False
    elif not isinstance(content, str):
        return False
    for key in ("name", "tool_call_id"):
        if message.get(key) is not None and not isinstance(message.get(key), str):
            return False
    if message.get("tool_calls") and role != "assistant":
        return False
    try:
        json.dumps(message, allow_nan=False, sort_keys=True, ensure_ascii=False).encode("utf-8")
    except (TypeError, ValueError, RecursionError):
        return False
    return True


def _calls_ok(calls: Any) -> list[str] | None:
    """The call ids of a valid tool_calls list; None when it is not valid."""
    if not isinstance(calls, list):
        return None
    ids: list[str] = []
    for call in calls:
        if not isinstance(call, dict):
            return None
        call_id, function = call.get("id"), call.get("function")
        if not isinstance(call_id, str) or not call_id or call_id in ids:
            return None
        if not isinstance(function, dict):
            return None
        if not isinstance(function.get("name"), str):
            return None
        if not isinstance(function.get("arguments"), str):
            return None
        ids.append(call_id)
    return ids


def first_problem(items: Any) -> int | str | None:
    """Index of the first message the API would refuse ("list" for the list itself), or None.

    An unanswered tool call is blamed on the assistant message that made it.
    """
    if isinstance(items, (str, bytes, dict)) or not hasattr(items, "__iter__"):
        return LIST
    items = list(items)
    if not items:
        return LIST
    pending: dict[str, int] = {}
    for index, item in enumerate(items):
        message = _as_message(item)
        if message is None or not _message_ok(message):
            return index
        role = message["role"]
        if role == "tool":
            call_id = message.get("tool_call_id")
            if not isinstance(call_id, str) or call_id not in pending:
                return index
            del pending[call_id]
        elif pending:
            return min(pending.values())
        elif role == "assistant" and message.get("tool_calls"):
            ids = _calls_ok(message["tool_calls"])
            if ids is None:
                return index
            pending = dict.fromkeys(ids, index)
    if pending:
        return min(pending.values())
    return None


# -- generated input ------------------------------------------------------------------------

UNICODE_EDGES = [
    "\ud800",
    "a\udfffb",
    "\udc80\udcff",
    "\x00nul",
    "\ufeffbom",
    "zero\u200bwidth",
    "\u202eright-to-left\u202c",
    "e\u0301\u0301\u0301",
    "\U0001f469\u200d\U0001f4bb",
    "line\u2028sep\u2029",
    "\uffff\ufffe",
    "\U0010ffff",
    "<|endoftext|>",
    "<|im_start|>system",
    "\\ud800",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
]
ODD_ROLES: list[Any] = ["robot", None, 5, ["user"], "Tool", "function", "", {"r": 1}]
ODD_CONTENT: list[Any] = [
    None,
    42,
    b"bytes",
    {"a": 1},
    [1],
    [{"text": "no type"}],
    [{"type": "text", "text": None}],
    [{"type": "text", "text": 7}],
    [{"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}],
    [{"type": "text", "text": "two"}, {"type": "text", "text": "parts"}],
    "",
    float("nan"),
]
ODD_EXTRAS: list[dict[str, Any]] = [
    {"name": 5},
    {"name": "bob"},
    {"tool_call_id": ["x"]},
    {"meta": {1: "x", "y": 2}},
    {"meta": {1: "int keys only"}},
    {"meta": float("nan")},
    {"meta": float("inf")},
    {"meta": {"a", "b"}},
    {"cache_control": {"type": "ephemeral"}},
    {"tool_calls": []},
    {"tool_calls": None},
    {
        "tool_calls": [
            {"id": "stray", "type": "function", "function": {"name": "f", "arguments": "{}"}}
        ]
    },
    {"weird": object()},
]
ODD_CALLS: list[Any] = [
    {"x": 1},
    [1],
    [{"id": ""}],
    [{"id": "c_dup", "function": {"name": "f", "arguments": "{}"}}] * 2,
    [{"id": "c_nofn"}],
    [{"id": "c_str", "function": "f"}],
    [{"id": "c_dict", "function": {"name": "f", "arguments": {"page": 1}}}],
    [{"id": "c_noname", "function": {"arguments": "{}"}}],
    [{"id": 5, "function": {"name": "f", "arguments": "{}"}}],
]


def _huge(size: int) -> str:
    return ("lorem ipsum dolor sit amet " * (size // 27 + 1))[:size]


@st.composite
def mutation(draw: st.DrawFn, messages: list[Any]) -> None:
    """Apply one kind of damage (or an odd but valid change) to `messages` in place."""
    kind = draw(
        st.sampled_from(
            [
                "role", "orphan", "drop_tool", "content", "huge", "unicode", "swap", "extras",
                "calls", "item", "repeat_tool", "surrogate_text", "nested_unicode",
            ]
        )
    )  # fmt: skip
    index = draw(st.integers(0, max(len(messages) - 1, 0))) if messages else 0
    target = messages[index] if messages else None
    if kind == "orphan":
        call_id = draw(st.sampled_from(["call_missing", "", "call_0_0", "x" * 300]))
        messages.insert(index, {"role": "tool", "tool_call_id": call_id, "content": "late"})
        return
    if kind == "swap" and len(messages) > 1:
        other = min(index + 1, len(messages) - 1)
        messages[index], messages[other] = messages[other], messages[index]
        return
    if kind == "drop_tool":
        tools = [
            i for i, m in enumerate(messages) if isinstance(m, dict) and m.get("role") == "tool"
        ]
        if tools:
            del messages[draw(st.sampled_from(tools))]
        return
    if kind == "repeat_tool":
        tools = [
            i for i, m in enumerate(messages) if isinstance(m, dict) and m.get("role") == "tool"
        ]
        if tools:
            at = draw(st.sampled_from(tools))
            messages.insert(at + 1, copy.deepcopy(messages[at]))
        return
    if kind == "item":
        odd = draw(st.sampled_from(["none", "text", "number", "sdk"]))
        if odd == "sdk":
            from openai.types.chat import ChatCompletionMessage

            item: Any = ChatCompletionMessage(role="assistant", content="from the SDK")
        else:
            item = {"none": None, "text": "hello", "number": 5}[odd]
        messages.insert(index, item)
        return
    if not isinstance(target, dict):
        return
    changed = dict(target)
    if kind == "role":
        changed["role"] = draw(st.sampled_from(ODD_ROLES))
    elif kind == "content":
        changed["content"] = copy.deepcopy(draw(st.sampled_from(ODD_CONTENT)))
    elif kind == "huge":
        changed["content"] = _huge(draw(st.sampled_from([20_000, 120_000, 400_000])))
    elif kind == "unicode":
        edge = draw(st.sampled_from(UNICODE_EDGES))
        changed["content"] = (
            f"{changed.get('content') or ''}{edge}" if draw(st.booleans()) else edge
        )
    elif kind == "surrogate_text":
        changed["content"] = draw(
            st.text(st.characters(min_codepoint=0xD7F0, max_codepoint=0xE010), max_size=8)
        )
    elif kind == "nested_unicode":
        edge = draw(st.sampled_from(UNICODE_EDGES))
        changed["content"] = [{"type": "text", "text": edge}]
        changed["meta"] = {"note": edge}
    elif kind == "extras":
        extra = draw(st.sampled_from(ODD_EXTRAS))
        changed.update(copy.copy(extra))
    elif kind == "calls":
        changed["role"] = "assistant"
        changed["tool_calls"] = copy.deepcopy(draw(st.sampled_from(ODD_CALLS)))
    messages[index] = changed


@st.composite
def message_lists(draw: st.DrawFn) -> Any:
    """A conversation (often long), damaged by zero to three mutations; sometimes not a list."""
    shape = draw(st.sampled_from(["conversation"] * 12 + ["empty", "dict", "text", "none"]))
    if shape != "conversation":
        return {"empty": [], "dict": {"role": "user", "content": "x"}, "text": "hi", "none": None}[
            shape
        ]
    messages: list[Any] = draw(conversations(max_turns=12))
    if draw(st.integers(0, 4)) == 0:
        messages.extend(conversation(draw(st.integers(10, 60)), tag="more")[2:])
    for _ in range(draw(st.integers(0, 3))):
        draw(mutation(messages))
    return messages


# -- the check ------------------------------------------------------------------------------


@dataclass
class Tally:
    """What happened to the generated lists."""

    runs: int = 0
    compacted: int = 0
    invalid: int = 0
    budget: int = 0
    stopped_fitting: int = 0


def check_one(router: Router, items: Any, session: str, tally: Tally) -> None:
    """Compact `items` once (and again); raise AssertionError on any broken promise."""
    tally.runs += 1
    expected = first_problem(items)
    before = repr(items)
    try:
        result = router.compact(items, session_id=session, max_tokens=RESERVE)
    except InvalidMessagesError as error:
        tally.invalid += 1
        assert expected is not None, f"a valid list was rejected: {error}"
        where = LIST if error.index is None else error.index
        assert where == expected, f"rejection names {where}, the first problem is at {expected}"
        assert "Fix:" in str(error) and len(str(error)) < 2000, str(error)[:300]
        return
    except ContextBudgetExceeded as error:
        tally.budget += 1
        assert expected is None, f"a list invalid at {expected} was not rejected as invalid"
        if error.tokens <= error.hard_limit:  # a known bug of judges/rule.py, pinned apart
            tally.stopped_fitting += 1
        return
    assert expected is None, f"a list invalid at {expected} was compacted (rung {result.rung})"
    assert repr(items) == before, "the caller's list was changed"
    problem = request_problem(result.messages, model=MODEL, window=WINDOW, reserve=RESERVE)
    assert problem is None, problem
    again = router.compact(items, session_id=session, max_tokens=RESERVE)
    assert again.messages == result.messages, "the same request was compacted to other bytes"
    tally.compacted += 1


def make_router(db: str | None = None) -> Router:
    """The router every bad-input example goes through."""
    recorder = None
    if db is not None:
        from recorder import Recorder

        recorder = Recorder(db)
    return Router(MODEL, context_window=WINDOW, recorder=recorder)


def run(
    examples: int, db: str | None = None, *, derandomize: bool = True, raise_errors: bool = False
) -> tuple[Row, Tally]:
    """Check `examples` generated lists; a broken promise is reported in the row's problems."""
    router = make_router(db)
    tally = Tally()
    row = Row("1. bad input (generated lists)")

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=derandomize,
        suppress_health_check=list(HealthCheck),
    )
    @given(message_lists())
    def check(items: Any) -> None:
        check_one(router, items, f"bad-{tally.runs}", tally)

    try:
        check()
    except Exception as error:
        if raise_errors:
            raise
        found = list(error.exceptions) if isinstance(error, BaseExceptionGroup) else [error]
        for each in found:
            row.broken(f"{type(each).__name__}: {str(each)[:300]}")
            row.fail(f"escaped {type(each).__name__}")
    row.runs = tally.runs
    row.requests = tally.compacted
    for _ in range(tally.stopped_fitting):
        row.fail("ContextBudgetExceeded for a request that fit (judges/rule.py stop)")
    row.notes.append(
        f"{tally.compacted} compacted, {tally.invalid} rejected as invalid, "
        f"{tally.budget} over budget"
    )
    return row, tally


def ten_thousand(router: Router, row: Row, tally: Tally) -> None:
    """A 10k-message valid loop, and the same list broken at its far end."""
    messages = conversation(4999, tag="big", rows=2)
    assert len(messages) == 10_000
    check_one(router, messages, "bad-10k", tally)
    broken = [*messages[:-1], {"role": "tool", "tool_call_id": "call_nope", "content": "x"}]
    check_one(router, broken, "bad-10k-broken", tally)
    row.runs += 2


def fixed_cases() -> Sequence[Any]:
    """Hand-written lists that once escaped as raw Python errors (kept as regressions)."""
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    user: Message = {"role": "user", "content": "hi"}
    return [
        [{"role": ["user"], "content": "x"}],
        [{"role": "user", "content": "x", 1: 2}],
        [{"role": "user", "content": "x", "tool_calls": [1]}],
        [{"role": "user", "content": "x", "name": ["a"]}],
        [{"role": "user", "content": "a\ud800b"}],
        [{"role": "user", "content": [{"type": "text", "text": "a\udfffb"}]}],
        [user, {"role": "assistant", "content": None, "tool_calls": [{"id": "c1"}]},
         {"role": "tool", "tool_call_id": "c1", "content": "r"}],
        [user, {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "function": "x"}]},
         {"role": "tool", "tool_call_id": "c1", "content": "r"}],
        [user, {"role": "assistant", "content": None, "tool_calls": [call, call]},
         {"role": "tool", "tool_call_id": "c1", "content": "r"}],
        [{"role": "user", "content": "x", "tool_call_id": ["a"]}],
        [{"role": "user", "content": "x", "meta": {1: "a", "b": 2}}],
        [{"role": "user", "content": "x", "meta": float("nan")}],
        [{"role": "user", "content": "x", "meta": {1, 2}}],
        [{"role": "user", "content": [{"type": "text", "text": None}]}],
    ]  # fmt: skip


def regressions(router: Router, row: Row, tally: Tally) -> None:
    """The hand-written lists, each checked like a generated one."""
    for number, items in enumerate(fixed_cases()):
        check_one(router, items, f"bad-fixed-{number}", tally)
        row.runs += 1
