"""`compaction-router demo`: the seed's 400 context_length_exceeded, reproduced and avoided offline.

An order-audit agent (`router.cli.demo_agent`) pages through orders, one tool call a round; a page
is 40 rows (about 2.6k tokens) and every tenth holds a disputed order the final report needs. The
agent acts on what it sees: it reads the lowest page the request does not name. Against a local
OpenAI-compatible server with a 128k window, four clients run the same loop: no compaction
(rejected with the provider's 400 near round 48), LangChain `ClearToolUsesEdit`'s rule with its
defaults (an anchor), the router's defaults and its `preset="fill"`. Beside rounds and tokens the
demo prints the task's progress: distinct pages read, and how many anomalies read are still in
the request the model last saw. `--db PATH` records the router's decisions for `audit`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Column

from router.cli.demo_agent import TOOLS, Agent, anomaly_of, order_rows

__all__ = ["MAX_TOKENS", "TOOLS", "WINDOW", "DemoRun", "order_rows", "run_demo"]

WINDOW = 128_000
LABEL_WIDTH = 28  # the longest arm label, "fill preset (keep what fits)"
MAX_TOKENS = 1500
MODEL = "openai/gpt-4o-mini"
CLEAR_TRIGGER, CLEAR_KEEP = 100_000, 3  # ClearToolUsesEdit's defaults
Message = dict[str, Any]


@dataclass
class DemoRun:
    """What one arm of the demo did, and how far the task got."""

    label: str
    rounds: int = 0
    largest_prompt: int = 0
    input_tokens: int = 0
    compactions: int = 0
    error: str = ""
    prompts: list[int] = field(default_factory=list)
    pages: list[int] = field(default_factory=list)  # every page the tool returned, in order
    anomalies_kept: int = 0  # anomalies read whose order id the last request still holds

    @property
    def distinct_pages(self) -> int:
        """Pages read at least once."""
        return len(set(self.pages))

    @property
    def anomalies_read(self) -> list[str]:
        """The order ids of the anomalies on the pages read."""
        return sorted({a for a in map(anomaly_of, set(self.pages)) if a is not None})


def _messages() -> list[Message]:
    return [
        {
            "role": "system",
            "content": "You are an order-audit agent. Use the tool to page through orders.",
        },
        {"role": "user", "content": "Audit every page of orders and report anomalies."},
    ]


def _append_round(messages: list[Message], response: Any, run: DemoRun) -> None:
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
        page = int(json.loads(call["function"]["arguments"]).get("page", 0))
        run.pages.append(page)
        messages.append({"role": "tool", "tool_call_id": call["id"], "content": order_rows(page)})


def _width(out: TextIO) -> int | None:
    """The terminal's width, or room for the whole line when writing to a pipe or file."""
    return None if out.isatty() else 132


def progress_bar(out: TextIO) -> Progress:
    """One progress display for every arm: label, bar, rounds, prompt size, distinct pages."""
    label = Column(width=LABEL_WIDTH, no_wrap=True, overflow="ellipsis")
    return Progress(
        TextColumn("{task.description}", table_column=label),
        BarColumn(bar_width=24),
        MofNCompleteColumn(),
        TextColumn("prompt {task.fields[prompt]:>7,} tokens"),
        TextColumn("pages {task.fields[pages]:>3}"),
        TextColumn("{task.fields[status]}"),
        console=Console(file=out, highlight=False, markup=False, width=_width(out)),
    )


def run_arm(
    label: str, call: Callable[[list[Message]], Any], rounds: int, progress: Progress, agent: Agent
) -> DemoRun:
    """Run the audit loop with `call(messages)` until `rounds` or the provider's 400."""
    run = DemoRun(label)
    messages = _messages()
    task = progress.add_task(label, total=rounds, prompt=0, pages=0, status="")
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
        _append_round(messages, response, run)
        progress.update(task, completed=done, prompt=prompt, pages=run.distinct_pages)
    seen = json.dumps(agent.last_request)
    run.anomalies_kept = sum(1 for order in run.anomalies_read if order in seen)
    return run


def clear_tool_uses(
    messages: list[Message], count: Callable[[list[Message]], int]
) -> list[Message]:
    """LangChain `ClearToolUsesEdit` with its defaults, on a copy made for each call.

    Over 100,000 tokens, every tool result but the newest 3 becomes `[cleared]`.
    """
    if count(messages) <= CLEAR_TRIGGER:
        return messages
    results = [i for i, message in enumerate(messages) if message["role"] == "tool"]
    cleared = set(results[:-CLEAR_KEEP])
    return [{**m, "content": "[cleared]"} if i in cleared else m for i, m in enumerate(messages)]


# The router's arms: its defaults, and the preset that keeps as much as fits.
ROUTER_ARMS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("router defaults", "demo-defaults", {}),
    ("fill preset (keep what fits)", "demo-fill", {"preset": "fill"}),
)
ANCHOR = "ClearToolUsesEdit (anchor)"


def run_demo(rounds: int = 200, out: TextIO | None = None, db: Path | None = None) -> list[DemoRun]:
    """Every arm against one local server: no compaction, the anchor, the router's two presets.

    With `db` the router's arms record their decisions and calls there (sessions `demo-defaults`
    and `demo-fill`), for `compaction-router audit --db`.
    """
    from router import Router
    from router.provider.backend import load_litellm
    from router.reading.tokens import TokenCounter
    from router.testing import LocalOpenAIServer

    out = out or sys.stderr
    litellm = load_litellm()
    agent = Agent()
    counter = TokenCounter("gpt-4o-mini")
    with LocalOpenAIServer(window=WINDOW, default=agent, model="gpt-4o-mini") as server:
        common = {
            "api_base": server.base_url,
            "api_key": "sk-local-demo",
            "tools": TOOLS,
            "tool_choice": "required",
            "max_tokens": MAX_TOKENS,
            "max_retries": 0,
        }

        def plain(messages: list[Message]) -> Any:
            return litellm.completion(model=MODEL, messages=messages, **common)

        def anchor(messages: list[Message]) -> Any:
            return plain(clear_tool_uses(messages, counter.messages))

        with progress_bar(out) as progress:
            runs = [run_arm("without router", plain, rounds, progress, agent)]
            runs.append(run_arm(ANCHOR, anchor, rounds, progress, agent))
            for label, session, knobs in ROUTER_ARMS:
                extra = {"recorder": str(db)} if db is not None else {}
                router = Router(MODEL, context_window=WINDOW, **knobs, **extra)

                def routed(
                    messages: list[Message], router: Router = router, s: str = session
                ) -> Any:
                    return router.complete(messages, session_id=s, **common)

                run = run_arm(label, routed, rounds, progress, agent)
                edits = router.store.load_edits(session)
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
        (
            "distinct pages read",
            [f"{run.distinct_pages} in {len(run.pages)} reads" for run in runs],
        ),
        (
            "anomalies read, still in the request",
            [f"{run.anomalies_kept} of {len(run.anomalies_read)}" for run in runs],
        ),
        ("largest prompt (tokens)", [f"{run.largest_prompt:,}" for run in runs]),
        ("compaction steps", [str(run.compactions) for run in runs]),
        ("total input tokens", [f"{run.input_tokens:,}" for run in runs]),
        ("ended with", [_ending(run) for run in runs]),
    ]
    lines = ["| | " + " | ".join(run.label for run in runs) + " |"]
    lines.append("|---" * (len(runs) + 1) + "|")
    lines += [f"| {name} | " + " | ".join(cells) + " |" for name, cells in rows]
    lines.append("")
    lines.append(
        f"{ANCHOR}: LangChain's rule with its defaults, over {CLEAR_TRIGGER:,} tokens every "
        f"tool result but the newest {CLEAR_KEEP} becomes [cleared]"
    )
    for label, _, knobs in ROUTER_ARMS:
        settings = "".join(f", {key}={value!r}" for key, value in knobs.items())
        lines.append(f"{label}: Router(model, context_window={WINDOW:_}{settings})")
    return "\n".join(lines)
