"""Estimated summary sizes after each drop of a lowest-ranked item, in one pass over the drops.

A drop removes the lines holding the item (unless one line is left); items those lines held
that are still kept move to the "Kept verbatim" list, and dropped items no line or listed item
holds are counted in the note saying what was left out.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Mapping, Sequence

from rungs.item_lines import holds_per_line
from rungs.summary_cuts import KEPT_HEADING, Cuts, note_line

__all__ = ["DropEstimates"]


class DropEstimates:
    """Estimated body tokens after each number of item drops (each line and item counted once)."""

    def __init__(
        self,
        cuts: Cuts,
        line_tokens: Sequence[int],
        short_tokens: Mapping[int, int],
        item_tokens: Sequence[int],
        count: Callable[[str], int],
    ) -> None:
        self.cuts, self.count = cuts, count
        self.line_tokens, self.short_tokens, self.item_tokens = (
            line_tokens,
            short_tokens,
            item_tokens,
        )
        self.inside = [held - {m} for m, held in enumerate(holds_per_line(cuts.items, cuts.items))]
        self.covers = [0] * len(cuts.items)  # listed items holding each item
        self.missing: set[int] = set()
        self.listed = 0  # tokens of the items listed
        self.dropped: set[int] = set()  # left out, in no line left
        self.noted: set[int] = set()  # dropped and in no listed item
        self.refs: dict[str, int] = {}  # their references, with how many items name each
        self.where: list[str] = []  # those references, sorted
        self.notes: dict[str, int] = {}

    def run(self, low: int) -> list[int]:
        """Estimates for `low` cuts (no drop yet) and for each drop after it, in order."""
        cuts = self.cuts
        state = cuts.state(low)
        tokens = {i: self._tokens(i, state.shortened) for i in state.alive}
        removed_at: dict[int, list[int]] = {}
        held = [0] * len(cuts.items)
        for index in state.alive:
            if cuts.first_drop[index]:
                removed_at.setdefault(cuts.first_drop[index], []).append(index)
            for k in cuts.holds[index]:
                held[k] += 1
        total = len(cuts.items)
        for k in range(total):
            if not held[k]:
                self._list(k)
        lines = sum(tokens.values())
        estimates = [self._estimate(lines, len(tokens))]
        for step in range(1, total + 1):
            item = total - step
            if item in self.missing:
                self._unlist(item)
                self._drop(item)
            for index in removed_at.get(step, ()) if len(tokens) > 1 else ():
                lines -= tokens.pop(index)
                for k in cuts.holds[index]:
                    held[k] -= 1
                    if held[k] == 0 and k < item:
                        self._list(k)
                    elif held[k] == 0:
                        self._drop(k)
            estimates.append(self._estimate(lines, len(tokens)))
        return estimates

    def _tokens(self, index: int, shortened: set[int]) -> int:
        return self.short_tokens[index] if index in shortened else self.line_tokens[index]

    def _list(self, item: int) -> None:
        """A kept item no line holds any more goes to the list of items kept verbatim."""
        self.missing.add(item)
        self.listed += self.item_tokens[item]
        for inner in self.inside[item]:
            self.covers[inner] += 1
            if self.covers[inner] == 1 and inner in self.dropped:
                self._unnote(inner)

    def _unlist(self, item: int) -> None:
        self.missing.discard(item)
        self.listed -= self.item_tokens[item]
        for inner in self.inside[item]:
            self.covers[inner] -= 1
            if self.covers[inner] == 0 and inner in self.dropped:
                self._note(inner)

    def _drop(self, item: int) -> None:
        self.dropped.add(item)
        if self.covers[item] == 0:
            self._note(item)

    def _note(self, item: int) -> None:
        self.noted.add(item)
        ref = self.cuts.refs.get(self.cuts.items[item])
        if ref is not None:
            self.refs[ref] = self.refs.get(ref, 0) + 1
            if self.refs[ref] == 1:
                bisect.insort(self.where, ref)

    def _unnote(self, item: int) -> None:
        self.noted.discard(item)
        ref = self.cuts.refs.get(self.cuts.items[item])
        if ref is not None:
            self.refs[ref] -= 1
            if self.refs[ref] == 0:
                del self.where[bisect.bisect_left(self.where, ref)]

    def _estimate(self, lines: int, alive: int) -> int:
        heading = self._tokens_of(KEPT_HEADING) if self.missing else 0
        return lines + alive + self.listed + heading + self._tokens_of(self._note_text())

    def _note_text(self) -> str:
        return note_line(len(self.noted), self.where) if self.noted else ""

    def _tokens_of(self, text: str) -> int:
        if text not in self.notes:
            self.notes[text] = self.count(text)
        return self.notes[text]
