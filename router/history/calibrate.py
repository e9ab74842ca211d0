"""Correcting token estimates with what the provider reports, recorded in the edit log.

A response's `usage.prompt_tokens` against the router's estimate gives a ratio. A ratio that
moved is stored as a `calibrate` edit anchored to the request it was learned from; it applies to
later requests of that history only, so a replayed request meets the same budget it met before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from recorder import payload_hash
from recorder.types import EditRecord
from router.reading.messages import field_of

__all__ = ["CALIBRATE", "calibration_edit", "measured_ratio", "next_ratio", "ratio_in_effect"]

CALIBRATE = "calibrate"
MIN_RATIO, MAX_RATIO = 0.9, 2.0
WORTH_RECORDING = 0.03


def ratio_in_effect(
    applied: Sequence[EditRecord], size: int | None = None, otherwise: float = 1.0
) -> float:
    """The ratio of the newest calibration among `applied` (learned on a request shorter than
    `size`, when given: earlier in this request's history), else `otherwise`."""
    for edit in reversed(applied):
        if edit.rung == CALIBRATE and (size is None or edit.anchor_len < size):
            return float(edit.payload.get("ratio", 1.0))
    return otherwise


def measured_ratio(response: Any, estimate: int) -> float | None:
    """Provider prompt tokens per estimated token, when the response reports usage."""
    actual = field_of(field_of(response, "usage"), "prompt_tokens")
    if isinstance(actual, int) and actual > 0 and estimate > 0:
        return actual / estimate
    return None


def next_ratio(current: float, measured: float) -> float | None:
    """The new ratio (rising at once, falling slowly), or None when it barely moved."""
    measured = min(max(measured, MIN_RATIO), MAX_RATIO)
    new = measured if measured > current else 0.7 * current + 0.3 * measured
    new = round(new, 4)
    return new if abs(new - current) > WORTH_RECORDING * current else None


def calibration_edit(
    *, session_id: str, anchor_len: int, anchor_hash: str, step: int, ratio: float, reason: str
) -> EditRecord:
    """A `calibrate` edit carrying the ratio for later requests of this history."""
    payload = {"ratio": ratio}
    return EditRecord(
        session_id=session_id,
        anchor_len=anchor_len,
        anchor_hash=f"{anchor_hash}.cal{step}",
        rung=CALIBRATE,
        reason=reason,
        source="rule",
        payload=payload,
        payload_hash=payload_hash(payload),
        tokens_before=0,
        tokens_after=0,
    )
