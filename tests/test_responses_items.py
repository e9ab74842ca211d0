"""Every Responses item kind is counted; tool-like results are masked like function outputs."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import tiktoken

from router import Router
from router.formats import compact_responses
from router.testing import LocalOpenAIServer
from tests.wrap_support import async_client, forced_call, sync_client

WINDOW = 16_000
RESERVE = 1_000
ENCODING = tiktoken.get_encoding("o200k_base")
Item = dict[str, Any]


def rows(r: int) -> str:
    """About 1,500 tokens of tool output, unique to round `r`."""
    return "\n".join(
        f"row {r}-{i}: SKU-{r:03d}-{i:03d} warehouse B{i % 7} qty {i * 3}" for i in range(90)
    )


def sent_tokens(items: list[Any]) -> int:
    """What the items cost as sent: their JSON text (no images in these loops but placeholders)."""
    return sum(len(ENCODING.encode(json.dumps(item, default=str))) for item in items)


def mcp_call(r: int) -> list[Item]:
    return [
        {
            "type": "mcp_call",
            "id": f"mcp_{r:03d}",
            "server_label": "inventory",
            "name": "lookup",
            "arguments": json.dumps({"page": r}),
            "output": rows(r),
            "status": "completed",
        }
    ]


def local_shell(r: int) -> list[Item]:
    action = {"type": "exec", "command": ["cat", f"page{r}.txt"], "env": {}}
    return [
        {
            "type": "local_shell_call",
            "id": f"ls_{r}",
            "call_id": f"sh_{r:03d}",
            "action": action,
            "status": "completed",
        },
        {"type": "local_shell_call_output", "id": f"sh_{r:03d}", "output": rows(r)},
    ]


def shell(r: int) -> list[Item]:
    return [
        {"type": "shell_call", "call_id": f"sc_{r:03d}", "action": {"commands": [f"cat page{r}"]}},
        {
            "type": "shell_call_output",
            "call_id": f"sc_{r:03d}",
            "output": [
                {"stdout": rows(r), "stderr": "", "outcome": {"type": "exit", "exit_code": 0}}
            ],
        },
    ]


def custom_tool(r: int) -> list[Item]:
    return [
        {
            "type": "custom_tool_call",
            "call_id": f"ct_{r:03d}",
            "name": "grep",
            "input": f"page {r}",
        },
        {"type": "custom_tool_call_output", "call_id": f"ct_{r:03d}", "output": rows(r)},
    ]


def apply_patch(r: int) -> list[Item]:
    operation = {"type": "update_file", "path": f"p{r}.txt", "diff": "+x"}
    return [
        {
            "type": "apply_patch_call",
            "call_id": f"ap_{r:03d}",
            "operation": operation,
            "status": "completed",
        },
        {
            "type": "apply_patch_call_output",
            "call_id": f"ap_{r:03d}",
            "status": "completed",
            "output": rows(r),
        },
    ]


def file_search(r: int) -> list[Item]:
    results = [{"file_id": f"file_{r}", "filename": f"page{r}.txt", "text": rows(r), "score": 0.9}]
    return [
        {
            "type": "file_search_call",
            "id": f"fs_{r:03d}",
            "queries": [f"page {r}"],
            "status": "completed",
            "results": results,
        }
    ]


def code_interpreter(r: int) -> list[Item]:
    return [
        {
            "type": "code_interpreter_call",
            "id": f"ci_{r:03d}",
            "code": f"print(page({r}))",
            "container_id": "cntr_1",
            "status": "completed",
            "outputs": [{"type": "logs", "logs": rows(r)}],
        }
    ]


KINDS: dict[str, Callable[[int], list[Item]]] = {
    "mcp_call": mcp_call,
    "local_shell_call_output": local_shell,
    "shell_call_output": shell,
    "custom_tool_call_output": custom_tool,
    "apply_patch_call_output": apply_patch,
    "file_search_call": file_search,
    "code_interpreter_call": code_interpreter,
}


def loop(kind: str, rounds: int = 24) -> list[Any]:
    items: list[Any] = [{"role": "user", "content": "Page through the inventory."}]
    for r in range(rounds):
        items += KINDS[kind](r)
    return items


def router() -> Router:
    return Router("gpt-4o", context_window=WINDOW)


@pytest.mark.parametrize("kind", list(KINDS))
def test_tool_like_results_are_counted_and_masked_to_fit(kind: str) -> None:
    items = loop(kind)
    assert sent_tokens(items) > 2 * WINDOW
    out = compact_responses(router(), items, max_output_tokens=RESERVE)
    assert out.result.tokens_before >= 0.9 * sent_tokens(items)
    assert out.result.rung != "nothing"
    assert sent_tokens(out.messages) <= WINDOW - RESERVE
    assert out.messages[-1] is items[-1]  # the newest round goes out as given
    kinds = [item.get("type") for item in out.messages]
    for r, item in enumerate(KINDS[kind](0)):  # every call still has its result after it
        if item["type"].endswith("_output"):
            assert kinds.count(item["type"]) == kinds.count(KINDS[kind](0)[r - 1]["type"])


def test_a_masked_mcp_call_keeps_its_call_and_says_how_to_recall() -> None:
    out = compact_responses(router(), loop("mcp_call"), max_output_tokens=RESERVE)
    masked = [
        i
        for i in out.messages
        if i.get("type") == "mcp_call" and not i["output"].startswith("row ")
    ]
    assert masked
    for item in masked:
        assert item["arguments"] and item["name"] == "lookup"
        assert "recall" in item["output"]


def test_screenshots_of_computer_use_are_counted_and_masked() -> None:
    from tests.test_media_formats import SCREENSHOT, data_url, png

    items: list[Any] = [{"role": "user", "content": "Open the settings page."}]
    for r in range(24):
        action = {"type": "click", "button": "left", "x": r, "y": r}
        items.append(
            {
                "type": "computer_call",
                "id": f"cu_{r}",
                "call_id": f"cc_{r:03d}",
                "action": action,
                "pending_safety_checks": [],
                "status": "completed",
            }
        )
        shot = {
            "type": "computer_screenshot",
            "image_url": data_url(png(*SCREENSHOT, padding=10_000)),
        }
        items.append({"type": "computer_call_output", "call_id": f"cc_{r:03d}", "output": shot})
    out = compact_responses(router(), items, max_output_tokens=RESERVE)
    assert out.result.tokens_before >= 24 * 1_105  # each 1920x1080 screenshot bills 1,105
    assert out.result.rung != "nothing"
    full = [
        i
        for i in out.messages
        if i.get("type") == "computer_call_output" and len(i["output"]["image_url"]) > 1_000
    ]
    assert len(full) * 1_105 <= WINDOW
    assert out.messages[-1] is items[-1]


def test_reasoning_summaries_and_unknown_items_are_counted_and_never_dropped_silently() -> None:
    summary = [{"type": "summary_text", "text": rows(r)} for r in range(3)]
    items: list[Any] = [
        {"role": "user", "content": "Plan the migration."},
        {"type": "reasoning", "id": "rs_1", "summary": summary},
        {"type": "future_item", "id": "fi_1", "payload": rows(7) + rows(8)},
        {"role": "assistant", "content": "Here is the plan."},
        {"role": "user", "content": "Go on."},
    ]
    out = compact_responses(Router("gpt-4o", context_window=128_000), items)
    assert out.result.tokens_before >= 0.9 * sent_tokens(items)
    assert out.result.rung == "nothing"
    assert all(a is b for a, b in zip(out.messages, items, strict=True))


@pytest.fixture
def server() -> Iterator[LocalOpenAIServer]:
    with LocalOpenAIServer(window=128_000, default=forced_call, model="gpt-4o-mini") as srv:
        yield srv


@pytest.mark.parametrize("client", [sync_client, async_client])
def test_wrapped_responses_create_sends_mcp_calls_inside_the_window(
    server: LocalOpenAIServer, client: Callable[[LocalOpenAIServer], Any]
) -> None:
    import asyncio
    import inspect

    create = router().wrap(client(server).responses.create)
    reply = create(model="gpt-4o-mini", input=loop("mcp_call"), max_output_tokens=RESERVE)
    if inspect.isawaitable(reply):
        asyncio.run(reply)
    sent = server.requests[-1]["input"]
    assert sent_tokens(sent) <= WINDOW - RESERVE
    assert [i["type"] for i in sent if "type" in i].count("mcp_call") == 24
