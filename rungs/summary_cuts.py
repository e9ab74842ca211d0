"""The ordered cuts that shrink a summary, and the body left after any number of them.

The cuts go in a fixed order: lines that hold no ranked item (from the end), then lines much
longer than the items they hold (from the end, cut down to those items), then the
lowest-ranked items one by one (with every line that holds them). None of these cuts changes
which later cuts apply, so the state after any number of them is computed directly.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from rungs.item_lines import holds_per_line

__all__ = ["KEPT_HEADING", "Cuts", "State", "note_line"]

KEPT_HEADING = "\nKept verbatim:\n"


def note_line(dropped: int, where: Sequence[str]) -> str:
    """The line noting how many items were left out for room and (the first dozen of, in
    order) where their originals can be recalled; none when there is nowhere to recall them
    from (the summary's header already says the folded messages are recorded)."""
    if not where:
        return ""
    return f"\n({dropped} lower-ranked facts left out for room; recall: {', '.join(where[:12])})"


@dataclass
class State:
    """Which lines are left after some cuts, which are cut short, and how many items are kept."""

    alive: list[int]
    shortened: set[int]
    kept: int


class Cuts:
    """The ordered cuts of one summary, and the body left after any number of them."""

    def __init__(
        self,
        lines: list[str],
        items: list[str],
        refs: Mapping[str, str],
        headings: Mapping[int, int] | None = None,
    ) -> None:
        """The cuts of `lines` holding ranked `items`; `headings` maps each heading line of an
        item section to the end of what it heads: never cut itself, shown while an item line
        under it is left."""
        self.lines, self.items, self.refs = lines, items, refs
        self.headings = dict(headings or {})
        self.holds = holds_per_line(lines, items)
        self.spare = [
            i for i in range(len(lines) - 1, 0, -1) if not self.holds[i] and i not in self.headings
        ]
        self.shorts = self._shorts()
        self.wordy = sorted(self.shorts, reverse=True)
        self.first_drop = [min((len(items) - k for k in held), default=0) for held in self.holds]
        self.crossing = {k for k, item in enumerate(items) if len(item.splitlines()) > 1}
        self.total = len(self.spare) + len(self.wordy) + len(items)

    def _shorts(self) -> dict[int, str]:
        """Lines (but the first) much longer than the items they hold, with their short form."""
        shorts: dict[int, str] = {}
        for index in range(1, len(self.lines)):
            held = sorted(self.holds[index])
            if held and len(self.lines[index]) > sum(len(self.items[k]) + 3 for k in held) + 8:
                shorts[index] = "- " + " … ".join(self.items[k] for k in held)
        return shorts

    def phases(self) -> list[tuple[int, int]]:
        """The step ranges of each kind of cut: spare lines, wordy lines, dropped items."""
        spare, wordy = len(self.spare), len(self.spare) + len(self.wordy)
        return [(0, spare), (spare, wordy), (wordy, self.total)]

    def state(self, steps: int) -> State:
        """The lines left, the lines cut short and the items kept after `steps` cuts."""
        removed = set(self.spare[:steps])
        shortened = set(self.wordy[: max(steps - len(self.spare), 0)])
        dropped = max(steps - len(self.spare) - len(self.wordy), 0)
        alive = [i for i in range(len(self.lines)) if i not in removed]
        if dropped:
            alive = self._after_drops(alive, dropped)
        return State(alive, shortened, len(self.items) - dropped)

    def _after_drops(self, alive: list[int], dropped: int) -> list[int]:
        """Lines left once the `dropped` lowest-ranked items have gone with their lines.

        A drop removes every line holding the item, unless a single line is left.
        """
        firsts = sorted(self.first_drop[i] for i in alive if self.first_drop[i])
        left = len(alive)
        frozen = dropped
        for step in range(1, dropped + 1):
            if left == 1:
                frozen = step - 1
                break
            left -= bisect.bisect_right(firsts, step) - bisect.bisect_left(firsts, step)
        return [i for i in alive if not self.first_drop[i] or self.first_drop[i] > frozen]

    def body(self, steps: int, noted: bool = True) -> str:
        """The summary text after `steps` cuts, with the kept items it lacks and (when
        `noted`) a line noting those left out."""
        state = self.state(steps)
        text = self._text(state)
        listed = self._listed(self._missing(state, text))
        note = self._note(state, text, listed) if noted else ""
        return (text + listed + note).strip()

    def _text(self, state: State) -> str:
        """The lines left, joined (a heading with no line left under it goes too)."""
        alive = state.alive
        if not self.headings:
            return "\n".join(self._line(i, state) for i in alive)
        shown = []
        for at, index in enumerate(alive):
            end = self.headings.get(index)
            if end is not None and not any(
                j < end and j not in self.headings for j in alive[at + 1 : at + 1 + end - index]
            ):
                continue
            shown.append(self._line(index, state))
        return "\n".join(shown)

    def _missing(self, state: State, text: str) -> list[int]:
        """The kept items the lines left do not hold."""
        present = self._present(state)
        return [
            k
            for k in range(state.kept)
            if k not in present and not (k in self.crossing and self.items[k] in text)
        ]

    def _listed(self, missing: list[int]) -> str:
        """The block listing the kept items the lines lack ("" when they lack none)."""
        if not missing:
            return ""
        return KEPT_HEADING + "\n".join(f"- {self.items[k]}" for k in missing)

    def _note(self, state: State, text: str, listed: str) -> str:
        """A line saying how many lower-ranked items were left out, and where to recall them."""
        present = self._present(state)
        dropped = [
            item
            for k, item in enumerate(self.items[state.kept :], start=state.kept)
            if k not in present
            and item not in listed
            and not (k in self.crossing and item in text + listed)
        ]
        if not dropped:
            return ""
        return note_line(len(dropped), sorted({self.refs[i] for i in dropped if i in self.refs}))

    def estimate(
        self,
        steps: int,
        line_tokens: Sequence[int],
        short_tokens: Mapping[int, int],
        item_tokens: Sequence[int],
        count: Callable[[str], int],
    ) -> int:
        """The body's tokens after `steps` cuts, from each line's and item's own count."""
        state = self.state(steps)
        lines = sum(
            short_tokens[i] if i in state.shortened else line_tokens[i] for i in state.alive
        )
        text = self._text(state)
        missing = self._missing(state, text)
        note = self._note(state, text, self._listed(missing))
        heading = count(KEPT_HEADING) if missing else 0
        return (
            lines + len(state.alive) + sum(item_tokens[k] for k in missing) + heading + count(note)
        )

    def _line(self, index: int, state: State) -> str:
        """Line `index` as it stands after the cuts of `state`."""
        return self.shorts[index] if index in state.shortened else self.lines[index]

    def _present(self, state: State) -> set[int]:
        """The items held by the lines left."""
        present: set[int] = set()
        for index in state.alive:
            present.update(self.holds[index])
        return present
