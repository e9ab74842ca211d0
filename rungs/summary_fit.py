"""Fitting a summary's text to its allowance in time near-linear in the summary's size.

The cuts go in a fixed order: lines that hold no ranked item (from the end), then lines much
longer than the items they hold (from the end, cut down to those items), then the
lowest-ranked items one by one (with every line that holds them). Because none of these cuts
changes which later cuts apply, the state after any number of them is computed directly, and
the smallest number that fits is found by a search over estimated counts, each line counted
once, with the real count checked on the result.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from rungs.summary_cuts import Cuts
from rungs.summary_drops import DropEstimates
from rungs.summary_items import KIND_HEADINGS, Section

__all__ = ["fit_summary"]

_ESTIMATE_ROUNDS = 4
_SLACK = 2


def fit_summary(
    text: str,
    items: Sequence[str],
    allowance: int,
    count: Callable[[str], int],
    refs: Mapping[str, str] | None = None,
) -> str:
    """`text` with the ranked `items` it lacks, within `allowance` tokens.

    A text with an item section (`rungs.summary_items`) has its items ranked first, and a
    statement it left out is not appended (its summariser merged and superseded them).
    Items go in rank order; when they do not all fit, lines of `text` holding no item are cut
    from the end first, then lines holding items are cut down to those items, then the
    lowest-ranked items are dropped and listed by reference
    (`refs`: item -> where its original is, e.g. a tool_call_id to recall). Always fits.
    """
    lines = [line for line in text.strip().splitlines() if line.strip()]
    section = Section(lines)
    ranked = section.ranked(list(dict.fromkeys(items)), text)
    cuts = Cuts(lines, list(dict.fromkeys(ranked)), refs or {}, _heading_ends(lines, section))
    body = cuts.body(0)
    whole = count(body)
    if whole <= allowance:
        return body
    steps = _fewest_cuts(cuts, allowance, count, whole)
    if steps is not None:
        return cuts.body(steps)
    return _cut(cuts.body(cuts.total), allowance, count)


def _heading_ends(lines: Sequence[str], section: Section) -> dict[int, int]:
    """Each heading line (of the item section, and every other "Heading:" line heading a list),
    with the end of the block it heads: a heading goes only with the last line under it, so a
    list never loses its heading and joins the block before it."""
    ends: dict[int, int] = {}
    if section:
        ends[section.start] = section.end
        kinds = [i for i in range(section.start, section.end) if lines[i].strip() in KIND_HEADINGS]
        for at, index in enumerate(kinds):
            ends[index] = kinds[at + 1] if at + 1 < len(kinds) else section.end
    for index, raw in enumerate(lines):
        if index in ends or (section and section.start <= index < section.end):
            continue
        if _is_heading(raw) and index + 1 < len(lines) and _is_bullet(lines[index + 1]):
            end = index + 1
            while end < len(lines) and _is_bullet(lines[end]):
                end += 1
            ends[index] = end
    return ends


def _is_heading(line: str) -> bool:
    """A short line ending with a colon that is no list entry ("Earlier summary:")."""
    text = line.strip()
    return text.endswith(":") and not text.startswith("- ") and len(text) <= 60


def _is_bullet(line: str) -> bool:
    """A list entry."""
    return line.strip().startswith("- ")


def _fewest_cuts(cuts: Cuts, allowance: int, count: Callable[[str], int], whole: int) -> int | None:
    """The fewest cuts whose body fits, or None.

    Spare and wordy lines shrink the body as they go, so the search runs inside the first of
    those kinds whose last cut fits (on estimates, then narrowed on real counts); otherwise
    the item drops, which need not shrink it, are scanned in order.
    """
    line_tokens = [count(line) for line in cuts.lines]
    short_tokens = {index: count(short) for index, short in cuts.shorts.items()}
    item_tokens = [count(f"- {item}") + 1 for item in cuts.items]

    def estimate(steps: int) -> int:
        return cuts.estimate(steps, line_tokens, short_tokens, item_tokens, count)

    known = {0: whole}

    def real(steps: int) -> int:
        if steps not in known:
            known[steps] = count(cuts.body(steps))
        return known[steps]

    *shrinking, (low, _) = cuts.phases()
    for first, last in shrinking:
        if last > first and real(last) <= allowance:
            return _narrow(first, last, allowance, estimate, real)
    estimates = DropEstimates(cuts, line_tokens, short_tokens, item_tokens, count).run(low)
    return _first_fitting_drop(estimates, low, allowance, real)


def _first_fitting_drop(
    estimates: Sequence[int], low: int, allowance: int, real: Callable[[int], int]
) -> int | None:
    """The first drop whose body fits, scanning the drops in order.

    The estimates are scaled to the real count before the first drop (a break after
    punctuation often costs no token of its own); a drop is counted for real only when its
    scaled estimate, plus the largest miss so far, is within the allowance.
    """
    scale = real(low) / max(estimates[0], 1)
    miss, checked = 0.0, 0
    for offset in range(1, len(estimates)):
        guess = estimates[offset] * scale
        if guess + miss > allowance + _SLACK:
            continue
        size = real(low + offset)
        if size <= allowance:
            return _first_of_fitting_run(low + offset, low, allowance, real)
        miss, checked = max(miss, size - guess), checked + 1
        if checked >= 3 * _ESTIMATE_ROUNDS:
            break
    return None


def _first_of_fitting_run(steps: int, low: int, allowance: int, real: Callable[[int], int]) -> int:
    """`steps`, or the earliest of the few drops just before it that fit as well."""
    for _ in range(_ESTIMATE_ROUNDS):
        if steps - 1 <= low or real(steps - 1) > allowance:
            break
        steps -= 1
    return steps


def _narrow(
    bad: int, good: int, allowance: int, estimate: Callable[[int], int], real: Callable[[int], int]
) -> int:
    """The first fitting step after `bad` (too big) up to `good` (fits), both real.

    Estimates, shifted by how far they missed the real count, propose each next step; the
    known bounds close in until they meet, by halving when the estimates stop helping.
    """
    margin = 0
    for _ in range(_ESTIMATE_ROUNDS):
        if good - bad <= 1:
            return good
        guess = _first_fitting(estimate, allowance - margin, bad + 1, good - 1)
        guess = good - 1 if guess is None else guess
        size = real(guess)
        if size <= allowance:
            good = guess
            margin = min(size - estimate(guess), margin - 1)
        else:
            bad = guess
            margin = max(size - estimate(guess), margin + 1)
    found = _first_fitting(real, allowance, bad + 1, good)
    return good if found is None else found


def _first_fitting(size: Callable[[int], int], allowance: int, low: int, high: int) -> int | None:
    """The smallest step count in `low`..`high` whose size is within `allowance`, or None."""
    if size(high) > allowance:
        return None
    while low < high:
        middle = (low + high) // 2
        if size(middle) <= allowance:
            high = middle
        else:
            low = middle + 1
    return low


def _cut(text: str, allowance: int, count: Callable[[str], int]) -> str:
    """The longest leading part of `text` within `allowance` tokens (one line at least cut)."""
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if count(text[:middle]) <= allowance:
            low = middle
        else:
            high = middle - 1
    return text[:low]
