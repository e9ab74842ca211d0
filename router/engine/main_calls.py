"""Rows of the call log for the user's own (main) model calls.

Each main call sent through `complete`, `acomplete` or `wrap` is logged when a `recorder` is
configured: the decision applied, the router's estimate against the provider's
``usage.prompt_tokens``, cached and completion tokens, latency, cost from LiteLLM's price map
and the outcome. Request and response bodies are kept only when the recorder was opened with
``log_bodies=True`` (redacted like every recorded text). A row that cannot be written is
logged and dropped: it never fails the user's call.
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from recorder.types import CallRecord, EditRecord
from router.engine.result import CompactResult
from router.history.view import Job
from router.reading.messages import field_of
from router.reading.model_facts import model_facts

__all__ = ["MainCallLog", "call_cost", "in_effect", "usage_numbers"]

MAIN = "main"
_log = logging.getLogger("router")


def _count(value: Any) -> int:
    """A token count, zero when missing or not a number."""
    return int(value) if isinstance(value, int | float) and not isinstance(value, bool) else 0


def usage_numbers(response: Any) -> tuple[int, int, int]:
    """(prompt, completion, cached) tokens a response reports; zeros where it reports none."""
    usage = field_of(response, "usage")
    if usage is None:
        return 0, 0, 0
    details = field_of(usage, "prompt_tokens_details")
    cached = _count(field_of(details, "cached_tokens")) if details is not None else 0
    cached = cached or _count(field_of(usage, "cache_read_input_tokens"))
    prompt = _count(field_of(usage, "prompt_tokens"))
    return prompt, _count(field_of(usage, "completion_tokens")), cached


def call_cost(model: str, prompt: int, completion: int, cached: int) -> float | None:
    """Dollars by LiteLLM's bundled price map; None when the map does not price `model`."""
    facts = model_facts(model)
    if facts is None or facts.input_cost is None:
        return None
    cached_price = facts.input_cost if facts.cached_input_cost is None else facts.cached_input_cost
    fresh = max(prompt - cached, 0) * facts.input_cost + min(cached, prompt) * cached_price
    return fresh + completion * (facts.output_cost or 0.0)


def in_effect(result: CompactResult, applied: Sequence[EditRecord]) -> int | None:
    """The decision a request was sent with: its own, else the newest earlier one it was built
    on (a request passed through still carries the earlier cuts)."""
    if result.decision_id is not None:
        return result.decision_id
    earlier = [e.id for e in applied if e.rung != "calibrate" and e.id is not None]
    return max(earlier) if earlier else None


def _plain(value: Any) -> Any:
    """A JSON-safe copy of a request or response (pydantic models dumped, others as text)."""
    dump = getattr(value, "model_dump", None)
    if callable(dump):
        value = dump()
    return json.loads(json.dumps(value, default=str))


@dataclass
class MainCallLog:
    """One main call of a session, logged when its reply (or failure) arrives."""

    recorder: Any
    job: Job
    mask_trigger: float | str | None
    ratio: float  # provider tokens per estimated token the request was budgeted with
    started: float = field(default_factory=time.perf_counter)
    fingerprint: str = field(default_factory=lambda: f"main:{uuid.uuid4().hex}")

    def restart(self) -> None:
        """Start timing a resent call under a new row."""
        self.started = time.perf_counter()
        self.fingerprint = f"main:{uuid.uuid4().hex}"

    def succeeded(
        self,
        result: CompactResult,
        kwargs: dict[str, Any],
        reply: Any,
        applied: Sequence[EditRecord],
    ) -> None:
        """Log a reply (or a stream's chunk carrying usage); `applied` are the session's
        decisions the request was built on."""
        self._write(result, kwargs, reply, "ok", in_effect(result, applied))

    def failed(self, result: CompactResult, kwargs: dict[str, Any], kind: str) -> None:
        """Log a call the provider refused or that failed on the way."""
        self._write(result, kwargs, None, kind or "error", result.decision_id)

    def _write(
        self,
        result: CompactResult,
        kwargs: dict[str, Any],
        reply: Any,
        outcome: str,
        effective: int | None,
    ) -> None:
        """Save the call-log row of this call; any failure is logged, never raised."""
        try:
            model = str(kwargs.get("model") or field_of(reply, "model") or "")
            prompt, completion, cached = usage_numbers(reply)
            limits = self.job.limits
            body: dict[str, Any] = {}
            if getattr(self.recorder, "log_bodies", False):
                body = {"request": _plain(kwargs), "response": _plain(reply)}
            record = CallRecord(
                fingerprint=self.fingerprint,
                purpose=MAIN,
                model=model,
                reply=body,
                session_id=self.job.session_id,
                prompt_tokens=prompt,
                completion_tokens=completion,
                cached_tokens=cached,
                cost=call_cost(model, prompt, completion, cached) if prompt else None,
                latency_ms=(time.perf_counter() - self.started) * 1000,
                outcome=outcome,
                extra={
                    "estimated_prompt_tokens": result.tokens_after,
                    "uncompacted_tokens": result.tokens_before,
                    "decision_id": result.decision_id,
                    "rung": result.rung,
                    "replayed": result.replayed,
                    "context_window": limits.window,
                    "trigger": limits.trigger,
                    "target": limits.target,
                    "reserve": limits.reserve,
                    "mask_trigger": self.mask_trigger,
                    "tokens_ratio": self.ratio,
                    "decision_in_effect": effective,
                },
            )
            self.recorder.save_call(record)
        except Exception as error:  # the log never fails the user's call
            _log.warning("main call not logged in the recorder: %s", error)
