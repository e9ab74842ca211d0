"""A chat call: compact, send, and on a provider overflow read the request again in full,
compact harder and send once more.

The flow yields `MainCall` for the user's own request and judge requests for the judges; the
drivers carry them out and throw provider failures back in as `ProviderError`. Usage the
provider reports, and an overflow despite the estimate, move the session's estimate ratio.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field, replace
from typing import Any

from judges.types import ModelRequest
from router.engine.flow import Context, decide
from router.engine.main_calls import MainCallLog
from router.engine.result import CompactResult
from router.errors import ProviderError
from router.history.calibrate import CALIBRATE, calibration_edit, measured_ratio, next_ratio
from router.history.edit_store import EditStore
from router.history.view import Job, View

__all__ = ["Answer", "CallFlow", "MainCall", "Op", "call_flow", "main_kwargs"]

TOOL_KEYS = ("tools", "tool_choice", "parallel_tool_calls", "functions", "function_call")
OVERFLOW = "context_length_exceeded"


@dataclass(frozen=True)
class MainCall:
    """The user's own chat request, sent after compaction."""

    kwargs: dict[str, Any]


Op = ModelRequest | MainCall


@dataclass(frozen=True)
class Answer:
    """The provider's response to a compacted request, and where its usage is recorded."""

    response: Any
    result: CompactResult
    view: View
    store: EditStore
    log: MainCallLog | None = None
    sent: dict[str, Any] = field(default_factory=dict)

    def observe(self, reply: Any) -> None:
        """Move the estimate ratio when a reply (or a stream's last chunk) reports usage."""
        if self.log is not None:
            self.log.succeeded(self.result, self.sent, reply, self.view.applied)
        reported = measured_ratio(reply, self.result.tokens_after)
        if reported is not None and not self.result.drop_tools:
            calibrate(self.view, reported, "reported usage", self.store)


CallFlow = Generator[Op, Any, Answer]


def main_kwargs(
    defaults: dict[str, Any], result: CompactResult, kwargs: dict[str, Any]
) -> dict[str, Any]:
    """Keywords of the user's call with the compacted messages (and no tools for a final call)."""
    out = {**defaults, **kwargs, "messages": result.messages}
    if result.drop_tools:
        for key in TOOL_KEYS:
            out.pop(key, None)
    return out


def call_flow(
    job: Job, context: Context, kwargs: dict[str, Any], defaults: dict[str, Any]
) -> CallFlow:
    """Compact `job`, send it; a provider overflow is caught once: compact harder and resend."""
    store = context.sessions.recording(job.session_id)
    result, view = yield from decide(job, context)
    settings = context.settings
    log = None
    if settings.recorder is not None:
        log = MainCallLog(settings.recorder, job, settings.mask_trigger, view.ratio)
    request = main_kwargs(defaults, result, kwargs)
    try:
        response = yield from _send(request, result, log)
    except ProviderError as error:
        if log is not None:
            log.restart()
        if error.kind != OVERFLOW:
            raise
        sent = result.tokens_after + job.limits.reserve
        measured = error.requested / sent if error.requested else view.ratio * 1.15
        calibrate(view, max(measured, view.ratio * 1.05), "provider overflow", store)
        # Read in full: a message changed in place since it was read is counted from its text.
        prefix = context.sessions.reread(job.session_id, job.prefix.items, context.counter)
        limits = replace(job.limits, rejected=result.tokens_after)
        rejected = replace(job, prefix=prefix, limits=limits)
        result, view = yield from decide(rejected, context)
        request = main_kwargs(defaults, result, kwargs)
        response = yield from _send(request, result, log)
    return Answer(response, result, view, store, log, request)


def _send(
    request: dict[str, Any], result: CompactResult, log: MainCallLog | None
) -> Generator[Op, Any, Any]:
    """Send one main call; a failure is logged before it propagates."""
    try:
        return (yield MainCall(request))
    except ProviderError as error:
        if log is not None:
            log.failed(result, request, error.kind)
        raise


def calibrate(view: View, measured: float, why: str, store: EditStore) -> None:
    """Record a moved estimate ratio for the requests that follow this one."""
    ratio = next_ratio(view.ratio, measured)
    if ratio is None:
        return
    steps = sum(1 for e in view.applied if e.rung == CALIBRATE and e.anchor_len == view.size)
    edit = calibration_edit(
        session_id=view.job.session_id,
        anchor_len=view.size,
        anchor_hash=view.anchor_hash,
        step=steps,
        ratio=ratio,
        reason=f"{why}: provider tokens per estimated token {measured:.3f}",
    )
    store.save_edit(edit)
