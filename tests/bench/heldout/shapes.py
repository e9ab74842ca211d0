"""Agent conversation skeletons: who says what, which tools run, where tool output goes."""

from __future__ import annotations

import json
import random
import string
from dataclasses import dataclass, field
from typing import Any

from tests.bench.heldout.chatter import DECISIONS, pytest_run, search_results
from tests.bench.heldout.domains import Domain

Message = dict[str, Any]


@dataclass
class Slot:
    """A tool result still to be rendered: which call it answers, what records, which page."""

    call_id: str
    domain: Domain
    tool: str
    page: int
    pages: int
    share: float = 1.0  # the fraction of a round's result budget this result gets


@dataclass
class Skeleton:
    """A conversation whose format-bearing tool results are still slots."""

    messages: list[Message] = field(default_factory=list)
    slots: list[Slot] = field(default_factory=list)
    tools: dict[str, dict[str, Any]] = field(default_factory=dict)
    decisions: list[tuple[str, str]] = field(default_factory=list)  # (question, answer)
    chat_facts: list[tuple[str, str, str]] = field(
        default_factory=list
    )  # (question, answer, call_id)


class Builder:
    """Appends OpenAI chat messages with tool calls and their paired results."""

    def __init__(self, rng: random.Random, system: str) -> None:
        self.rng = rng
        self.ext = "txt"  # the file extension of what read_file returns
        self.out = Skeleton(messages=[{"role": "system", "content": system}])
        prefix = rng.choice(("call_", "toolu_01", "fc_", "call-"))
        alphabet = rng.choice((string.ascii_letters + string.digits, "0123456789abcdef"))
        self._id_style = (prefix, alphabet, rng.choice((16, 24)))

    def _new_id(self) -> str:
        prefix, alphabet, length = self._id_style
        return prefix + "".join(self.rng.choices(alphabet, k=length))

    def say(self, role: str, content: str) -> None:
        """A plain user or assistant turn."""
        self.out.messages.append({"role": role, "content": content})

    def _tool(self, name: str, args: dict[str, Any]) -> None:
        props = {
            k: {"type": "integer" if isinstance(v, int) else "string"} for k, v in args.items()
        }
        self.out.tools.setdefault(
            name,
            {
                "type": "function",
                "function": {
                    "name": name,
                    "description": f"{name.replace('_', ' ')}",
                    "parameters": {"type": "object", "properties": props},
                },
            },
        )

    def calls(
        self, specs: list[tuple[str, dict[str, Any]]], content: str | None = None
    ) -> list[str]:
        """An assistant turn calling `specs` in parallel; returns the call ids."""
        ids = [self._new_id() for _ in specs]
        tool_calls = []
        for call_id, (name, args) in zip(ids, specs, strict=True):
            self._tool(name, args)
            tool_calls.append(
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)},
                }
            )
        self.out.messages.append(
            {"role": "assistant", "content": content, "tool_calls": tool_calls}
        )
        return ids

    def result(self, call_id: str, content: str) -> None:
        """A tool message answering `call_id`."""
        self.out.messages.append({"role": "tool", "tool_call_id": call_id, "content": content})

    def slot(
        self, call_id: str, domain: Domain, tool: str, page: int, pages: int, share: float = 1.0
    ) -> None:
        """A tool message whose content is rendered later from records."""
        self.out.slots.append(Slot(call_id, domain, tool, page, pages, share))
        self.result(call_id, f"\x00slot:{len(self.out.slots) - 1}")

    def decide(self, by_assistant: bool) -> None:
        """A decision or constraint stated in chat, remembered for a later question."""
        template, question, answer_template = self.rng.choice(DECISIONS)
        values = {
            "n": self.rng.randrange(11, 99) * 100,
            "v": self.rng.randrange(13, 18),
            "s": self.rng.randrange(7, 95),
        }
        answer = answer_template.format(**values)
        statement = template.format(a=answer, **values)
        if by_assistant:
            self.say("user", "What do you propose for this? Give me one concrete call.")
            self.say("assistant", f"My proposal: {statement} Shall I lock that in?")
            self.say("user", "Agreed, lock it in.")
        else:
            self.say("user", statement)
            self.say("assistant", "Noted.")
        self.out.decisions.append((question, answer))


def paginated(b: Builder, domains: list[Domain], rounds: int) -> None:
    """A forced loop: the same listing tool called page after page."""
    domain = b.rng.choice(domains)
    tool = b.rng.choice((f"list_{domain.plural}", f"fetch_{domain.plural}_page", "export_page"))
    b.say(
        "user",
        f"Go through every page of {domain.plural} and build a full picture before summarising.",
    )
    for page in range(1, rounds + 1):
        (call_id,) = b.calls([(tool, {"page": page, "page_size": 100})])
        b.slot(call_id, domain, tool, page, rounds)
        if page == 2:
            b.decide(by_assistant=False)


def parallel(b: Builder, domains: list[Domain], rounds: int) -> None:
    """A data agent calling two or three query tools at once each round."""
    b.say("user", "Pull the numbers we need from the systems you can reach and cross-check them.")
    for r in range(rounds):
        picks = [b.rng.choice(domains) for _ in range(b.rng.choice((2, 2, 3)))]
        specs = [
            (f"query_{d.plural}", {"filter": b.rng.choice(("all", "region:eu", "updated:7d"))})
            for d in picks
        ]
        ids = b.calls(specs, content=b.rng.choice((None, "Querying these in parallel.")))
        for call_id, domain, spec in zip(ids, picks, specs, strict=True):
            b.slot(call_id, domain, spec[0], r + 1, rounds, share=1 / len(picks))
        if r == 1:
            b.decide(by_assistant=b.rng.random() < 0.5)


def coding(b: Builder, domains: list[Domain], rounds: int) -> None:
    """A coding agent reading files, grepping and running the tests."""
    b.say(
        "user",
        "The nightly import is failing intermittently. Read the fixtures and code, run the tests, fix it.",
    )
    for r in range(rounds):
        domain = b.rng.choice(domains)
        if r % 3 == 2:
            (call_id,) = b.calls(
                [("run_tests", {"cmd": f"pytest tests/test_{domain.plural}.py -q"})]
            )
            text, fact = pytest_run(b.rng, domain.plural, failing=not b.out.chat_facts)
            if fact:
                b.out.chat_facts.append((*fact, call_id))
            b.result(call_id, text)
            continue
        tool = b.rng.choice(("read_file", "cat", "open_file"))
        (call_id,) = b.calls([(tool, {"path": f"data/{domain.plural}_{r}.{b.ext}"})])
        b.slot(call_id, domain, tool, r + 1, rounds)
        if r == 1:
            b.decide(by_assistant=True)


def browsing(b: Builder, domains: list[Domain], rounds: int) -> None:
    """A browsing agent searching, then opening result pages."""
    b.say(
        "user",
        "Research this on our internal portal and the vendor sites; open whatever pages you need.",
    )
    for r in range(rounds):
        domain = b.rng.choice(domains)
        if r % 4 == 0:
            (call_id,) = b.calls([("web_search", {"query": f"{domain.plural} report export"})])
            b.result(call_id, search_results(b.rng, domain.plural))
        (call_id,) = b.calls(
            [("open_url", {"url": f"https://portal.example.com/{domain.plural}?p={r + 1}"})]
        )
        b.slot(call_id, domain, "open_url", r + 1, rounds)
        if r == 1:
            b.decide(by_assistant=False)


def chat(b: Builder, domains: list[Domain], rounds: int) -> None:
    """A long chat where decisions and constraints are stated between lookups."""
    b.say(
        "user",
        "Let's plan the migration together. I'll give you constraints as we go; look things up when needed.",
    )
    decide_at = set(b.rng.sample(range(max(rounds - 1, 1)), min(3, max(rounds - 1, 1))))
    for r in range(rounds):
        if r in decide_at:
            b.decide(by_assistant=b.rng.random() < 0.4)
        domain = b.rng.choice(domains)
        (call_id,) = b.calls(
            [(f"lookup_{domain.plural}", {"scope": "current"})],
            content="Let me check the current data.",
        )
        b.slot(call_id, domain, f"lookup_{domain.plural}", r + 1, rounds)
        b.say(
            "assistant",
            b.rng.choice(("Got it, that's loaded.", "I have the data; continuing.", "Done.")),
        )
        b.say("user", b.rng.choice(("OK, next.", "Keep going.", "Fine — what else do we need?")))


SHAPES = {
    "paginated": paginated,
    "parallel": parallel,
    "coding": coding,
    "browsing": browsing,
    "chat": chat,
}
