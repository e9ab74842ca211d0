"""The session edit log: edits anchored to a prefix hash chain, re-applied to later requests."""

from __future__ import annotations

import logging
import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from recorder.types import EditRecord
from router.history.recalled import before, with_recalled
from router.history.summary_delta import extended_summary
from rungs import apply_replacements, apply_summary

__all__ = [
    "Plan",
    "anchor_key",
    "branch_anchor",
    "same_settings",
    "split_edits",
    "with_edit",
]

Message = dict[str, Any]
_log = logging.getLogger(__name__)
MAX_LINEAGE = 8
"""How many copies back a plan looks for the plan it is compared with."""


def anchor_key(anchor_hash: str) -> str:
    """The chain hash part of a stored anchor.

    A `.k` suffix numbers later steps on one prefix; a `~settings` suffix marks a branch decided
    by a router whose settings differ from those of a decision already on that prefix.
    """
    return anchor_hash.split(".", 1)[0].split("~", 1)[0]


def branch_anchor(anchor_hash: str, config_hash: str) -> str:
    """The anchor of a decision made afresh under other settings than the one already there."""
    return f"{anchor_hash}~{config_hash[:12]}"


def same_settings(edit: EditRecord, config_hash: str) -> bool:
    """Whether an edit was made under these settings (an edit or router without a hash: yes)."""
    return not edit.config_hash or not config_hash or edit.config_hash == config_hash


def split_edits(
    edits: Sequence[EditRecord], chain: Sequence[bytes], config_hash: str
) -> tuple[list[EditRecord], list[EditRecord]]:
    """In one pass: the edits on a prefix of this request made under these settings, and the
    ones made under other settings (never replayed), each oldest first."""
    mine: list[EditRecord] = []
    foreign: list[EditRecord] = []
    size = len(chain)
    for edit in edits:
        n = edit.anchor_len
        if 0 < n <= size and chain[n - 1].hex() == anchor_key(edit.anchor_hash):
            (mine if same_settings(edit, config_hash) else foreign).append(edit)
    return mine, foreign


def _log_order(edit: EditRecord) -> tuple[int, int]:
    return edit.anchor_len, edit.id or 0


def with_edit(edits: Sequence[EditRecord], edit: EditRecord) -> list[EditRecord]:
    """`edits` (ordered by anchor length, then id) with `edit` in its place, unless its id is in.

    A new decision is usually anchored past every earlier one, so it is appended as it is.
    """
    if not edits or _log_order(edit) > _log_order(edits[-1]):
        return [*edits, edit]
    if any(known.id == edit.id for known in edits):
        return list(edits)
    return sorted([*edits, edit], key=_log_order)


class Written(dict[str, str]):
    """A dict of result texts that notes the keys written since it was made (a plan's own)."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.written: dict[str, None] = {}
        self.removed = False
        self.writes = 0

    def __setitem__(self, key: str, value: str) -> None:
        self.written[key] = None
        self.writes += 1
        super().__setitem__(key, value)

    def update(self, *args: Any, **kwargs: str) -> None:
        """Write every given item (noted as written)."""
        items = dict(*args, **kwargs)
        self.written.update(dict.fromkeys(items))
        self.writes += 1
        super().update(items)

    def setdefault(self, key: str, default: str) -> str:
        """As `dict.setdefault`, noting the key as written."""
        self.written[key] = None
        self.writes += 1
        return super().setdefault(key, default)

    def __delitem__(self, key: str) -> None:
        self.removed, self.writes = True, self.writes + 1
        super().__delitem__(key)

    def pop(self, *args: Any) -> Any:
        """As `dict.pop`; a plan with a key taken away is diffed in full."""
        self.removed, self.writes = True, self.writes + 1
        return super().pop(*args)

    def popitem(self) -> tuple[str, str]:
        """As `dict.popitem`."""
        self.removed, self.writes = True, self.writes + 1
        return super().popitem()

    def clear(self) -> None:
        """As `dict.clear`."""
        self.removed, self.writes = True, self.writes + 1
        super().clear()


@dataclass
class Plan:
    """Edits to a request: results cut or masked by tool_call_id, and at most one summary."""

    replace: dict[str, str] = field(default_factory=Written)
    truncate: dict[str, str] = field(default_factory=Written)
    keep: set[str] = field(default_factory=set)
    summary: dict[str, Any] | None = None
    finish: bool = False
    repeat: int = 0
    recalled: dict[str, str] = field(default_factory=dict)
    """Passages brought back for user turns, by the turn's message (`recalled_key`)."""
    _origin: weakref.ref[Plan] | None = field(default=None, compare=False, repr=False)
    _origin_writes: tuple[int, int] | None = field(default=None, compare=False, repr=False)

    @classmethod
    def from_edits(cls, edits: Iterable[EditRecord]) -> Plan:
        """The combined plan of several edits, later ones winning."""
        plan = cls()
        for edit in edits:
            plan.absorb(edit.payload)
        return plan

    def absorb(self, payload: dict[str, Any]) -> None:
        """Add one edit's payload on top of this plan."""
        self.replace.update(payload.get("replace") or {})
        self.truncate.update(payload.get("truncate") or {})
        self.keep.update(payload.get("keep") or ())
        for key, note in (payload.get("recalled") or {}).items():
            if note:
                self.recalled[key] = note
            else:  # a note dropped: the conversation moved on to a newer turn
                self.recalled.pop(key, None)
        if payload.get("summary"):
            summary = dict(payload["summary"])
            if "append" not in summary:
                self.summary = summary
            else:
                try:  # stored as the lines it appends to the last one
                    self.summary = extended_summary(self.summary, summary)
                except ValueError as error:  # the summary it extends is in a row left unread
                    _log.warning("%s; the plan keeps the summary before it", error)
                    return
            self._forget(summary.get("folded") or ())
            for key in before(self.recalled, int(self.summary["end"]) if self.summary else 0):
                del self.recalled[key]

    def _forget(self, folded: Iterable[str]) -> None:
        """Drop the cuts and masks of results the summary now holds: no request built on this
        plan sends them, and a long session's plan stays as small as what it still shows."""
        for key in folded:
            if key in self.replace:
                del self.replace[key]
            if key in self.truncate:
                del self.truncate[key]

    def copy(self) -> Plan:
        """An independent copy (which remembers what is written to it from here on)."""
        summary = dict(self.summary) if self.summary else None
        plan = Plan(Written(self.replace), Written(self.truncate), set(self.keep), summary,
                    self.finish, recalled=dict(self.recalled))  # fmt: skip
        plan._origin = weakref.ref(self)
        plan._origin_writes = _writes(self)
        return plan

    def written_since(self, base: Plan) -> tuple[list[str], list[str]] | None:
        """The result keys this plan may give other texts than `base` (cuts, masks), in the
        order written, when this plan is `base` copied (a few times at most); else None."""
        lineage: list[Plan] = []
        plan: Plan | None = self
        for _ in range(MAX_LINEAGE):
            if plan is None:
                return None
            if plan is base:
                if lineage and lineage[-1]._origin_writes != _writes(base):
                    return None  # `base` itself was written to after it was copied
                return _written(lineage, "truncate"), _written(lineage, "replace")
            if not isinstance(plan.replace, Written) or not isinstance(plan.truncate, Written):
                return None
            if plan.replace.removed or plan.truncate.removed:
                return None
            lineage.append(plan)
            plan = plan._origin() if plan._origin is not None else None
        return None

    def payload_since(self, base: Plan) -> dict[str, Any]:
        """What this plan adds to `base`, as a JSON-safe edit payload."""
        payload: dict[str, Any] = {}
        written = self.written_since(base)
        for at, name in enumerate(("truncate", "replace")):
            mine, theirs = getattr(self, name), getattr(base, name)
            keys = mine.keys() if written is None else written[at]
            added = {k: mine[k] for k in keys if theirs.get(k) != mine[k]}
            if added:
                payload[name] = added
        if self.keep - base.keep:
            payload["keep"] = sorted(self.keep - base.keep)
        if self.summary and self.summary != base.summary:
            payload["summary"] = self.summary
        notes = {k: v for k, v in self.recalled.items() if base.recalled.get(k) != v}
        notes.update((k, "") for k in base.recalled if k not in self.recalled)
        if notes:
            payload["recalled"] = notes
        if self.finish:
            payload["finish"] = True
        if self.repeat:
            payload["repeat"] = self.repeat
        return payload

    def edits(self) -> dict[str, str]:
        """Each cut and mask by result key, a mask over a cut of the same result."""
        return {**self.truncate, **self.replace}

    def render(self, messages: Sequence[Message]) -> list[Message]:
        """The request after this plan: truncations, masks, then the summary."""
        out = apply_replacements(messages, self.edits())
        if self.recalled:
            out = with_recalled(list(out), self.recalled)
        if self.summary:
            summary = self.summary
            message = _in_message_order(summary["message"])
            out = apply_summary(out, summary["start"], summary["end"], message)
        return out


def _writes(plan: Plan) -> tuple[int, int] | None:
    """How many times a plan's masks and cuts were written to (None unless it keeps count)."""
    replace, truncate = plan.replace, plan.truncate
    if not isinstance(replace, Written) or not isinstance(truncate, Written):
        return None
    return replace.writes, truncate.writes


def _written(lineage: list[Plan], name: str) -> list[str]:
    """The keys written to one field along a plan's copies, oldest copy first, in write order."""
    keys: dict[str, None] = {}
    for plan in reversed(lineage):
        field_values = getattr(plan, name)
        assert isinstance(field_values, Written)
        keys.update(field_values.written)
    return list(keys)


def _in_message_order(message: Message) -> Message:
    """The message with its keys in one order (role, content, the rest as stored).

    A summary read back from a recorder comes with sorted keys; the same order either way
    keeps a replayed request byte-identical to the one first sent.
    """
    first: Message = {key: message[key] for key in ("role", "content") if key in message}
    return {**first, **{k: v for k, v in message.items() if k not in first}}
