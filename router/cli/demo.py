"""`compaction-router demo`: the seed's 400 context_length_exceeded, reproduced and avoided offline.

A ReAct loop forces a tool call every round; the tool returns 40 rows (about 2.6k tokens).
Against a local OpenAI-compatible server with a 128k window, the loop without the router is
rejected with the provider's 400 near round 48. The router runs all its rounds both with its
defaults (early rule masking of older tool results at a small absolute size) and with
`preset="fill"` (keep as much as fits, compact near the window); the defaults bill far fewer
input tokens.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass, field
from typing import Any, TextIO

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Column

__all__ = ["MAX_TOKENS", "TOOLS", "WINDOW", "DemoRun", "order_rows", "run_demo"]

WINDOW = 128_000
LABEL_WIDTH = 28  # the longest arm label, "fill preset (keep what fits)"
MAX_TOKENS = 1500
MODEL = "openai/gpt-4o-mini"
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "query_orders",
            "description": "Return one page of 40 order rows.",
            "parameters": {
                "type": "object",
                "properties": {"page": {"type": "integer"}},
                "required": ["page"],
            },
        },
    }
]
CARRIERS = ("DHL", "UPS", "FedEx", "GLS", "DPD")
CITIES = ("Berlin", "Lyon", "Porto", "Gdansk", "Malmo", "Graz", "Turin", "Leeds")
STATUSES = ("shipped", "pending", "returned", "delivered", "on hold")


def order_rows(page: int, rows: int = 40) -> str:
    """One deterministic page of order rows (about 2.6k tokens)."""
    rng = random.Random(page)
    lines = []
    for row in range(rows):
        number = page * rows + row
        lines.append(
            f"order ORD-{number:06d} | customer C-{rng.randint(1000, 9999)} | "
            f"status {rng.choice(STATUSES)} | items {rng.randint(1, 9)} | "
            f"total {rng.randint(10, 9999)}.{rng.randint(0, 99):02d} EUR | "
            f"carrier {rng.choice(CARRIERS)} tracking {rng.randint(10**11, 10**12 - 1)} | "
            f"warehouse W{rng.randint(1, 40)} | sku SKU-{rng.randint(10000, 99999)}-"
            f"{rng.choice('ABCDEFGH')} | "
            f"placed 2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} | "
            f"ship to {rng.choice(CITIES)} {rng.randint(10000, 99999)} | P{rng.randint(1, 3)}"
        )
    return "\n".join(lines)


def forced_tool_call(request: dict[str, Any]) -> dict[str, Any]:
    """The scripted model: always calls the tool for the next page."""
    page = sum(1 for message in request.get("messages", []) if message.get("role") == "tool")
    return {"tool_calls": [{"name": "query_orders", "arguments": {"page": page}}]}


@dataclass
class DemoRun:
    """What one arm of the demo did."""

    label: str
    rounds: int = 0
    largest_prompt: int = 0
    input_tokens: int = 0
    compactions: int = 0
    error: str = ""
    prompts: list[int] = field(default_factory=list)


def _messages() -> list[dict[str, Any]]:
    return [
        {
            "role": "system",
            "content": "You are an order-audit agent. Use the tool to page through orders.",
        },
        {"role": "user", "content": "Audit every page of orders and report anomalies."},
    ]


def _append_round(messages: list[dict[str, Any]], response: Any) -> None:
    message = response.choices[0].message
    calls = [
        {
            "id": call.id,
            "type": "function",
            "function": {"name": call.function.name, "arguments": call.function.arguments},
        }
        for call in message.tool_calls or ()
    ]
    messages.append({"role": "assistant", "content": message.content, "tool_calls": calls})
    for call in calls:
        page = json.loads(call["function"]["arguments"]).get("page", 0)
        messages.append(
            {"role": "tool", "tool_call_id": call["id"], "content": order_rows(int(page))}
        )


def _width(out: TextIO) -> int | None:
    """The terminal's width, or room for the whole line when writing to a pipe or file."""
    return None if out.isatty() else 132


def progress_bar(out: TextIO) -> Progress:
    """One progress display for every arm: a fixed-width label, the bar, rounds and prompt size."""
    label = Column(width=LABEL_WIDTH, no_wrap=True, overflow="ellipsis")
    return Progress(
        TextColumn("{task.description}", table_column=label),
        BarColumn(bar_width=30),
        MofNCompleteColumn(),
        TextColumn("prompt {task.fields[prompt]:>7,} tokens"),
        TextColumn("{task.fields[status]}"),
        console=Console(file=out, highlight=False, markup=False, width=_width(out)),
    )


def run_arm(label: str, call: Any, rounds: int, progress: Progress) -> DemoRun:
    """Run the forced tool loop with `call(messages)` until `rounds` or the provider's 400."""
    run = DemoRun(label)
    messages = _messages()
    task = progress.add_task(label, total=rounds, prompt=0, status="")
    for done in range(1, rounds + 1):
        try:
            response = call(messages)
        except Exception as error:
            run.error = str(error).splitlines()[0][:200]
            progress.update(task, status=f"stopped: {_ending(run)}")
            break
        prompt = int(response.usage.prompt_tokens)
        run.rounds, run.input_tokens = done, run.input_tokens + prompt
        run.largest_prompt = max(run.largest_prompt, prompt)
        run.prompts.append(prompt)
        _append_round(messages, response)
        progress.update(task, completed=done, prompt=prompt)
    return run


# The router's arms: its defaults, and the preset that keeps as much as fits.
ROUTER_ARMS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("router defaults", {}),
    ("fill preset (keep what fits)", {"preset": "fill"}),
)


def run_demo(rounds: int = 200, out: TextIO | None = None) -> list[DemoRun]:
    """Every arm against one local server: without the router, router defaults, fill preset."""
    from router import Router
    from router.provider.backend import load_litellm
    from router.testing import LocalOpenAIServer

    out = out or sys.stderr
    litellm = load_litellm()
    with LocalOpenAIServer(window=WINDOW, default=forced_tool_call, model="gpt-4o-mini") as server:
        common = {
            "api_base": server.base_url,
            "api_key": "sk-local-demo",
            "tools": TOOLS,
            "tool_choice": "required",
            "max_tokens": MAX_TOKENS,
            "max_retries": 0,
        }

        def plain(messages: list[dict[str, Any]]) -> Any:
            return litellm.completion(model=MODEL, messages=messages, **common)

        with progress_bar(out) as progress:
            runs = [run_arm("without router", plain, rounds, progress)]
            for label, knobs in ROUTER_ARMS:
                router = Router(MODEL, context_window=WINDOW, **knobs)

                def routed(messages: list[dict[str, Any]], router: Router = router) -> Any:
                    return router.complete(messages, session_id="demo", **common)

                run = run_arm(label, routed, rounds, progress)
                edits = router.store.load_edits("demo")
                run.compactions = sum(1 for e in edits if e.rung not in ("nothing", "calibrate"))
                runs.append(run)
    return runs


def _ending(run: DemoRun) -> str:
    if not run.error:
        return "all rounds done"
    if "maximum context length" in run.error or "context_length_exceeded" in run.error:
        return f"400 context_length_exceeded on round {run.rounds + 1}"
    return run.error[:80]


def render_table(runs: list[DemoRun], rounds: int) -> str:
    """The side-by-side Markdown table the demo prints."""
    rows = [
        ("rounds completed", [f"{run.rounds} of {rounds}" for run in runs]),
        ("largest prompt (tokens)", [f"{run.largest_prompt:,}" for run in runs]),
        ("compaction steps", [str(run.compactions) for run in runs]),
        ("total input tokens", [f"{run.input_tokens:,}" for run in runs]),
        ("ended with", [_ending(run) for run in runs]),
    ]
    lines = ["| | " + " | ".join(run.label for run in runs) + " |"]
    lines.append("|---" * (len(runs) + 1) + "|")
    lines += [f"| {name} | " + " | ".join(cells) + " |" for name, cells in rows]
    lines.append("")
    for label, knobs in ROUTER_ARMS:
        settings = "".join(f", {key}={value!r}" for key, value in knobs.items())
        lines.append(f"{label}: Router(model, context_window={WINDOW:_}{settings})")
    return "\n".join(lines)
