"""Judge and summariser calls through the seam: memoised by fingerprint, never raising."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from typing import Any

from pydantic_core import to_jsonable_python

from judges.types import ModelReply, ModelRequest
from recorder import canonical_json
from recorder.types import CallRecord
from router.history.edit_store import EditStore
from router.provider.error_mapping import classify

__all__ = ["JudgeCall", "fingerprint"]


SECRET_PARAMS = frozenset(
    {"api_key", "headers", "extra_headers", "timeout", "num_retries", "max_retries", "metadata"}
)


def fingerprint(purpose: str, model: str, messages: Any, params: dict[str, Any]) -> str:
    """Stable hash of a model request, credentials and transport settings left out."""
    kept = {key: value for key, value in params.items() if key not in SECRET_PARAMS}
    request = {"purpose": purpose, "model": model, "messages": messages, "params": kept}
    # Provider options may hold objects; they are hashed by their text (only JSON is hashed).
    body = canonical_json(to_jsonable_python(request, fallback=str))
    return hashlib.sha256(body.encode()).hexdigest()


def _content(response: Any) -> str | None:
    choice = response.choices[0]
    message = choice.message
    content = getattr(message, "content", None)
    return content if isinstance(content, str) else None


def _usage(response: Any) -> tuple[int, int]:
    usage = getattr(response, "usage", None)
    if usage is None:
        return 0, 0
    return int(getattr(usage, "prompt_tokens", 0) or 0), int(
        getattr(usage, "completion_tokens", 0) or 0
    )


def _cost(response: Any, cost_of: Callable[[Any], float | None]) -> float | None:
    hidden = getattr(response, "_hidden_params", None)
    if isinstance(hidden, dict) and isinstance(hidden.get("response_cost"), (int, float)):
        return float(hidden["response_cost"])
    try:
        return cost_of(response)
    except Exception:
        return None


class JudgeCall:
    """One judge request's memo lookup, call bookkeeping and recording."""

    def __init__(self, request: ModelRequest, store: EditStore, session_id: str) -> None:
        self.request = request
        self.store = store
        self.session_id = session_id
        self.fingerprint = fingerprint(
            request.purpose, request.model, request.messages, request.params
        )
        self.started = time.perf_counter()

    def kwargs(self) -> dict[str, Any]:
        """Keyword arguments for the completion call.

        `max_retries=0` (unless the judge sets it) leaves retries to the router's policy, as for
        main calls: otherwise the OpenAI client under LiteLLM retries 5xx and 429 on its own,
        multiplying the attempts and hiding them from the recorded `attempts` and outcome.
        """
        return {
            "max_retries": 0,
            "model": self.request.model,
            "messages": self.request.messages,
            **self.request.params,
        }

    def memo(self) -> ModelReply | None:
        """The recorded reply for this exact request, if any (no model call then)."""
        found = self.store.lookup_call(self.fingerprint)
        if found is None:
            return None
        reply = found.reply
        return ModelReply(
            content=reply.get("content"),
            prompt_tokens=found.prompt_tokens,
            completion_tokens=found.completion_tokens,
            cost=0.0,
        )

    def succeeded(
        self, response: Any, attempts: int, cost_of: Callable[[Any], float | None]
    ) -> ModelReply:
        """Record a reply and hand it to the judge."""
        prompt, completion = _usage(response)
        reply = ModelReply(_content(response), None, prompt, completion, _cost(response, cost_of))
        self._save({"content": reply.content}, "ok", attempts, reply)
        return reply

    def failed(self, error: BaseException) -> ModelReply:
        """Record a failure and hand the judge an error reply instead of raising."""
        kind = classify(error)
        reply = ModelReply(None, f"{kind}: {type(error).__name__}")
        self._save({"error": kind}, kind, 0, reply)
        return reply

    def _save(self, body: dict[str, Any], outcome: str, attempts: int, reply: ModelReply) -> None:
        self.store.save_call(
            CallRecord(
                fingerprint=self.fingerprint,
                purpose=self.request.purpose,
                model=self.request.model,
                reply=body,
                session_id=self.session_id,
                prompt_tokens=reply.prompt_tokens,
                completion_tokens=reply.completion_tokens,
                cost=reply.cost,
                latency_ms=(time.perf_counter() - self.started) * 1000,
                attempts=attempts,
                outcome=outcome,
            )
        )
