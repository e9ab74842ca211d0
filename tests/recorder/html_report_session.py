"""A long agent session driven through the public Router, for the HTML report's test and bench.

The judge and the main model are scripted; the provider reports usage a few percent above the
router's count with a simulated prefix cache, and the router logs every main call in the
recorder (usage, estimate, cached tokens, latency, cost, the window), so the report has main
calls to draw.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from openai.types.completion_usage import PromptTokensDetails

from judges import LLMJudge
from recorder import Recorder
from router import Router
from router.testing import ScriptedModel
from router.testing.tokens import count_messages
from tests.conftest import TOOLS, tool_round

MODEL, JUDGE = "gpt-4o-mini", "judge-model"
WINDOW, TRIGGER, TARGET = 16000, 0.2, 0.1
"""The judged tier comes in at a fifth of the window: the early tier's short placeholders keep a
60-round loop under the default 0.8, and the report needs retain and summarize decisions."""
HOSTILE = "</pre><script>document.title='injected'</script><b>bold?</b>"
Message = dict[str, Any]


# -- a session driven through the public Router --------------------------------------------


class Provider:
    """Scripted judge and main model; logs each main call with usage and a prefix cache."""

    def __init__(self, recorder: Recorder, session_id: str) -> None:
        self.recorder, self.session_id = recorder, session_id
        self.routings = 0
        self.previous: list[Message] = []
        self.model = ScriptedModel(default=self.reply)

    def reply(self, request: dict[str, Any]) -> Any:
        if not str(request.get("model", "")).endswith(JUDGE):
            return {"tool_calls": [{"name": "lookup", "arguments": {"page": 1}}]}
        schema = ((request.get("response_format") or {}).get("json_schema") or {}).get("name")
        text = str(request["messages"][-1].get("content"))
        if schema == "routing_reply":
            self.routings += 1
            rung = ("summarize", "mask", "retain")[self.routings % 3]
            return json.dumps({"rung": rung, "reason": f"the judge picks {rung}"})
        if schema == "retention_reply":
            ids = re.findall(r"id=(call_\d+)", text)
            return json.dumps({"needed": ids[-2:], "reason": "the latest pages still matter"})
        if schema:
            return json.dumps({"must_keep": re.findall(r"ITEM-\d+-0[0-2]", text)[:3]})
        return "Summary: pages were read; the cheapest item so far is ITEM-000-00 at 0.50."

    def completion(self, model: str, messages: list[Message], **kwargs: Any) -> Any:
        response = self.model.completion(model, messages, **kwargs)
        if not model.endswith(JUDGE):
            self.bill(messages, response)
        return response

    def cached_prefix(self, messages: list[Message]) -> int:
        """Tokens of the prefix shared with the previous request, in 128-token blocks."""
        shared = 0
        for old, new in zip(self.previous, messages, strict=False):
            if old != new:
                break
            shared += 1
        tokens = count_messages(messages[:shared]) if shared else 0
        return tokens // 128 * 128 if tokens >= 1024 else 0

    def bill(self, messages: list[Message], response: Any) -> None:
        """Usage as a provider with a prefix cache reports it (a few percent above the count)."""
        usage = response.usage
        usage.prompt_tokens = int(usage.prompt_tokens * 1.03)
        usage.prompt_tokens_details = PromptTokensDetails(
            cached_tokens=self.cached_prefix(messages)
        )
        self.previous = list(messages)


def drive(db: Path, session_id: str, rounds: int, log_main_calls: bool) -> None:
    """Run a growing tool loop through the Router; a user turn every 25 rounds."""
    recorder = Recorder(db)
    provider = Provider(recorder, session_id)
    router = Router(
        MODEL,
        context_window=WINDOW,
        trigger=TRIGGER,
        target=TARGET,
        judge=LLMJudge(JUDGE),
        recorder=recorder,
        backend=provider,
    )
    messages: list[Message] = [
        {"role": "system", "content": "You are an inventory agent."},
        {"role": "user", "content": "Page through the inventory and report the cheapest item."},
    ]
    for index in range(rounds):
        if index and index % 25 == 0:
            messages.append({"role": "user", "content": f"Go on from page {index}."})
        messages.extend(tool_round(index))
        if index == 3:
            messages[-1] = {**messages[-1], "content": messages[-1]["content"] + HOSTILE}
        if log_main_calls:  # the router logs each main call in the recorder
            router.complete(messages, session_id=session_id, tools=TOOLS, max_tokens=500)
        else:  # compaction only: a database holding decisions and no main calls
            router.compact(messages, session_id=session_id, tools=TOOLS, max_tokens=500)
    recorder.close()
