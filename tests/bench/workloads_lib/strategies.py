"""Strategies compared: full history, LangChain ClearToolUsesEdit, sliding masking, the router."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from judges import RouteDecision, RuleJudge
from router import ContextBudgetExceeded, Router
from router.reading.tokens import TokenCounter
from rungs import call_index, render_placeholder
from tests.bench.workloads_lib.common import Message, Workload

MODEL = "gpt-4o-mini"


def request_tokens(counter: TokenCounter, messages: Sequence[Message], tools: Any) -> int:
    """Prompt tokens of a request as the router counts them: messages, priming, tool schemas."""
    return counter.messages(messages) + counter.tools(tools)


@dataclass
class Step:
    """What a strategy would send for one request, or why it cannot send."""

    messages: list[Message] | None
    compacted: bool = False
    rung: str = ""
    judge_calls: int = 0
    error: str = ""


@dataclass
class Strategy:
    """A way to turn the full history into the request that is sent."""

    label: str
    settings: str
    counter: TokenCounter = field(default_factory=lambda: TokenCounter(MODEL), repr=False)

    def reset(self, workload: Workload) -> None:
        """Start a fresh session for `workload`."""

    def request(self, history: list[Message], workload: Workload, *, fork: bool = False) -> Step:
        """The request for `history` (`fork`: a probe the main run does not continue from)."""
        raise NotImplementedError


class FullHistory(Strategy):
    """Send everything; the provider rejects the request once it exceeds the window."""

    def request(self, history: list[Message], workload: Workload, *, fork: bool = False) -> Step:
        return Step(list(history))


class SlidingMask(Strategy):
    """Mask every tool result but the newest `keep`; the boundary moves every round."""

    def __init__(self, label: str, keep: int, counter: TokenCounter) -> None:
        super().__init__(
            label, f"keep the last {keep} tool results; placeholder per result", counter
        )
        self.keep = keep
        self._placeholders: dict[str, str] = {}

    def reset(self, workload: Workload) -> None:
        self._placeholders = {}

    def request(self, history: list[Message], workload: Workload, *, fork: bool = False) -> Step:
        results = [i for i, m in enumerate(history) if m.get("role") == "tool"]
        masked = set(results[: max(0, len(results) - self.keep)])
        calls = call_index(history) if masked else {}
        out = []
        for index, message in enumerate(history):
            if index in masked:
                call_id = str(message["tool_call_id"])
                text = self._placeholders.get(call_id)
                if text is None:
                    tool, arguments = calls.get(call_id, ("tool", ""))
                    size = self.counter.message(message)
                    text = self._placeholders[call_id] = render_placeholder(
                        tool, arguments, size, call_id
                    )
                message = {**message, "content": text}
            out.append(message)
        return Step(out, compacted=bool(masked))


class LangChainClearToolUses(Strategy):
    """LangChain's `ClearToolUsesEdit` with its defaults, applied to a fresh copy every call."""

    def __init__(self, label: str, counter: TokenCounter) -> None:
        from langchain.agents.middleware.context_editing import ClearToolUsesEdit

        edit = ClearToolUsesEdit()
        super().__init__(
            label,
            f"ClearToolUsesEdit() defaults: trigger={edit.trigger:,}, keep={edit.keep}, "
            f"clear_at_least={edit.clear_at_least}, placeholder {edit.placeholder!r}; "
            "token counter: the router's",
            counter,
        )
        self._edit = edit
        self.reset(None)

    def reset(self, workload: Workload | None) -> None:
        self._lc: list[Any] = []  # the history as LangChain messages, each converted once
        self._dicts: dict[int, Message] = {}  # id of an unedited LangChain message -> dict

    def _convert(self, messages: Sequence[Message], keep: bool) -> list[Any]:
        from langchain_core.messages import convert_to_messages, convert_to_openai_messages

        converted = list(convert_to_messages(list(messages)))
        if keep:
            for message in converted:
                self._dicts[id(message)] = convert_to_openai_messages([message])[0]
        return converted

    def _back(self, message: Any) -> Message:
        from langchain_core.messages import convert_to_openai_messages

        found = self._dicts.get(id(message))
        return found if found is not None else convert_to_openai_messages([message])[0]

    def request(self, history: list[Message], workload: Workload, *, fork: bool = False) -> Step:
        seen = len(self._lc)
        new = self._convert(history[seen:], keep=not fork)
        if not fork:
            self._lc += new
            new = []
        messages = [*self._lc, *new]
        before = [id(m) for m in messages]

        def count_tokens(items: Sequence[Any]) -> int:
            return self.counter.messages([self._back(m) for m in items])

        self._edit.apply(messages, count_tokens=count_tokens)
        edited = any(id(m) != b for m, b in zip(messages, before, strict=True))
        return Step([self._back(m) for m in messages], compacted=edited)


def _settled(value: Any) -> Any:
    """A judgement flow that returns `value` without asking a model."""
    return value
    yield  # pragma: no cover - makes this a generator


class ForcedJudge:
    """Always routes to one rung; retention, targets and summariser are RuleJudge's."""

    def __init__(self, rung: str) -> None:
        self.rung = rung
        self.name = f"forced-{rung}"
        self._rule = RuleJudge()

    def route(self, report: Any) -> Any:
        return _settled(RouteDecision(self.rung, f"forced {self.rung}"))  # type: ignore[arg-type]

    def retain(self, inp: Any) -> Any:
        return self._rule.retain(inp)

    def summary_targets(self, inp: Any) -> Any:
        return self._rule.summary_targets(inp)

    def default_summarizer(self) -> Any:
        return self._rule.default_summarizer()


class RouterStrategy(Strategy):
    """This router's `compact()` on every request of one session."""

    def __init__(
        self,
        label: str,
        counter: TokenCounter,
        judge: Callable[[], Any],
        knobs: dict[str, Any],
        backend: Callable[[], Any] | None = None,
    ) -> None:
        shown = ", ".join(
            f"{k}={v:,}" if isinstance(v, int) else f"{k}={v}" for k, v in knobs.items()
        )
        super().__init__(label, f"{judge().name} judge; {shown or 'router defaults'}", counter)
        self._judge = judge
        self._backend = backend
        self.knobs = knobs
        self.router: Router | None = None
        self.backend: Any = None

    def reset(self, workload: Workload) -> None:
        self.backend = self._backend() if self._backend else None
        self.router = Router(
            MODEL,
            context_window=workload.window,
            judge=self._judge(),
            backend=self.backend,
            **self.knobs,
        )
        self.router.counter = self.counter

    def request(self, history: list[Message], workload: Workload, *, fork: bool = False) -> Step:
        assert self.router is not None
        seen = len(self.backend.calls) if self.backend is not None else 0
        try:
            result = self.router.compact(
                history, tools=workload.tools, session_id="bench", max_tokens=workload.max_tokens
            )
        except ContextBudgetExceeded as error:
            return Step(None, error=f"ContextBudgetExceeded: {str(error)[:160]}")
        finally:
            if fork and self.backend is not None:
                del self.backend.calls[seen:]  # a probe's fork is not part of the run
        fresh = result.decision_id is not None and not result.replayed
        return Step(
            result.messages,
            compacted=fresh and result.rung != "nothing",
            rung=result.rung,
            judge_calls=result.judge_calls,
        )


def arguments_text(message: Message) -> str:
    """Tool-call arguments of a message, as text."""
    calls = message.get("tool_calls") or ()
    return " ".join(
        a if isinstance(a := (c.get("function") or {}).get("arguments", ""), str) else json.dumps(a)
        for c in calls
    )
