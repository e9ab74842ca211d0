"""Budgets for what placeholders keep: old ones shortened to one line, in rare batches.

Every masked result's placeholder is re-read by each later request. On a long tool loop most of
a placeholder is its header (the call, the size cut, how to recall), which the assistant message
before it already says in part; the excerpts are the facts. Two budgets bound them:

- `placeholder_tokens`: once the placeholders still in full exceed it, the oldest become one
  short line (the `tool_call_id` to recall by) with their excerpts below, until the full ones
  take half of it;
- `placeholder_excerpts`: once all placeholders' excerpts exceed it, the oldest drop theirs
  (one short line stays) until they take half of it.

A batch breaks the prompt cache where its first placeholder sits, so everything after it is
billed again: with results of r tokens a round and a cached token priced at c, a batch every
n rounds re-bills about the n rounds after its break, (1 − c)·(placeholders and calls of n
rounds), so per round the same whatever n is; batching saves nothing, while every token a full
placeholder keeps over its short line is read at c on every later call. So `placeholder_tokens`
is small by default: the newest step's placeholders stay in full, older ones take 1/1024 of
the usable window (the early tier's floor, 1/32, taken again: 125 tokens of a 128k window).
Measured on a 200-round parallel-call loop (10% billing, the newest shortened too), 150 tokens
billed 0.83× what ClearToolUsesEdit bills, 1,250 0.89×, 2,500 0.90×; the default 0.85×.
`placeholder_excerpts` is a share of the window, 1/12 by default: the excerpts are re-read on
every call, and when a later user turn asks about a dropped one, `router.engine.retrieve`
brings the passage back on that turn (`router.recall()` gives any original), so the allowance
serves a loop nobody asks in. On the real-documents benchmark at 32k (2 seeds, measuring set),
1/8 kept 46/48 facts at 1.013× ClearToolUsesEdit's bill per request, 1/12 46/48 at 0.967×, 1/16
46/48 at 0.944×; task loops and 128k were the same for all three. 1/16 lost two `pip check`
complaints in a session of huge documents on a second generator, 1/12 none.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Literal

from router.engine.counted import counted_keys, text_tokens
from router.engine.steps import Attempt
from router.reading.budget import FLOOR_SHARE, resolve_amount
from rungs import result_keys, short_placeholder
from rungs.mask import SHORT_MARK

__all__ = ["EXCERPT_SHARE", "placeholder_budget", "thin_placeholders"]

EXCERPT_SHARE = 12
"""'auto' `placeholder_excerpts`: 1/12 of the usable window (see the module's docstring)."""
AUTO_SHARE = {"placeholder_tokens": FLOOR_SHARE**2, "placeholder_excerpts": EXCERPT_SHARE}


def placeholder_budget(
    value: float | str | None,
    usable: int,
    name: Literal["placeholder_tokens", "placeholder_excerpts"],
) -> int | None:
    """The tokens setting `name` allows: full placeholders (`placeholder_tokens`) before the
    oldest are shortened, or all excerpts (`placeholder_excerpts`) before the oldest drop
    theirs; 'auto' is a share of the usable window (None: no limit)."""
    if value is None:
        return None
    if value == "auto":
        return max(1, usable // AUTO_SHARE[name])
    return resolve_amount(float(value), usable, name)


def _kept(text: str) -> list[str]:
    """The excerpt lines below a placeholder's first line."""
    _, _, kept = text.partition("\n")
    return kept.split("\n") if kept else []


Rewrite = Callable[[str, str], str]


def _batch(attempt: Attempt, keys: list[str], size: Callable[[str], int], budget: int,
           rewrite: Rewrite) -> int:  # fmt: skip
    """Rewrite the oldest of `keys` until `size` over them is at most half of `budget`.

    Nothing happens while the total is within `budget`. Placeholders this decision made or
    changed (the newest masked) stay as they are. Returns
    the placeholders rewritten.
    """
    replace, base = attempt.plan.replace, attempt.view.base.replace
    sizes = [(key, size(replace[key])) for key in keys]
    total = sum(tokens for _, tokens in sizes)
    if total <= budget:
        return 0
    done = 0
    for key, tokens in sizes:
        if total <= budget // 2:
            break
        text = replace[key]
        if tokens == 0 or base.get(key) != text:
            continue
        replace[key] = rewrite(key.split("#", 1)[0], text)
        total -= tokens
        done += 1
    return done


def thin_placeholders(attempt: Attempt, masked: Collection[str] | None = None) -> None:
    """Apply both budgets to the plan's placeholders, oldest first.

    `masked`: the keys this decision masked, when the plan's placeholders are otherwise the
    earlier edits' (None: the plan is compared with them).
    """
    settings, view, plan = attempt.settings, attempt.view, attempt.plan
    usable = view.budget.hard_limit
    full = placeholder_budget(settings.placeholder_tokens, usable, "placeholder_tokens")
    excerpts = placeholder_budget(settings.placeholder_excerpts, usable, "placeholder_excerpts")
    if (full is None and excerpts is None) or not plan.replace:
        return
    keys = counted_keys(attempt, full is not None, excerpts is not None, masked)
    if keys is None:
        folded = plan.summary["end"] if plan.summary else 0
        keys = [key for at, key in enumerate(result_keys(view.job.messages))
                if key in plan.replace and at >= folded]  # fmt: skip
    shortened = dropped = 0
    if full is not None:
        longer = [key for key in keys if not plan.replace[key].startswith(SHORT_MARK)]
        shortened = _batch(attempt, longer, lambda t: text_tokens(attempt, t), full,
                           lambda call, t: short_placeholder(call, _kept(t)))  # fmt: skip
    if excerpts is not None:
        dropped = _batch(attempt, keys, lambda t: text_tokens(attempt, t.partition("\n")[2]),
                         excerpts, lambda call, _: short_placeholder(call))  # fmt: skip
    if shortened:
        which = (
            "the oldest placeholder" if shortened == 1 else f"the {shortened} oldest placeholders"
        )
        attempt.notes.append(f"shortened {which} to one line: placeholders passed {full} tokens")
    if dropped:
        which = "the oldest placeholder" if dropped == 1 else f"the {dropped} oldest placeholders"
        attempt.notes.append(f"excerpts dropped from {which}: excerpts passed {excerpts} tokens")
