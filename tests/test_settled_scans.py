"""The per-call scans over new results only agree with the whole-request rung functions.

Every call of varied sessions (tool loops, user turns, branches, a reused call id, an excluded
tool, oversized results, rebuilt dicts) computes the early tier's maskable figures, the
truncations and each plan's rendering and tokens both ways: from the session's scan and earlier
edits' rendering, and from `rungs` over the whole request.
"""

from __future__ import annotations

import json
import random
from bisect import bisect_right
from typing import Any

import pytest

import router.engine.flow as flow
import router.engine.steps as steps
import router.engine.tiers as tiers
import router.engine.verify as verify
from recorder import Recorder
from router import Router
from router.engine.steps import Attempt
from router.history.scan import Results
from router.history.view import View
from router.reading.budget import Maskable
from router.reading.prefix import read_request
from router.reading.tokens import TokenCounter
from rungs import apply_replacements, content_text, mask_candidates, plan_truncation, result_keys
from tests.conftest import tool_round
from tests.test_session_fuzz import boundaries

Message = dict[str, Any]


def whole_maskable(view: Any, settings: Any, plan: Any, tokens: int) -> Maskable:
    """The early tier's figures computed over the whole request, as before the scan."""
    keep = settings.mask_keep_rounds
    attempt = Attempt(view, settings, plan.copy())
    candidates = [c for c in attempt.candidates(keep) if c.tool_call_id not in plan.keep]
    starts = [g.start for g in view.groups]
    rounds = {starts[bisect_right(starts, c.index) - 1] for c in candidates}
    return Maskable(tokens, sum(c.tokens for c in candidates), len(rounds))


@pytest.fixture
def checked(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The scans, renderings and checks compared with whole-request answers; calls counted."""
    calls = [0, 0, 0]
    fast_maskable, fast_cuts = tiers.early_maskable, flow.new_truncations

    def maskable(view: Any, settings: Any, plan: Any, tokens: int) -> Maskable:
        found = fast_maskable(view, settings, plan, tokens)
        assert found == whole_maskable(view, settings, plan, tokens)
        calls[0] += 1
        return found

    def cuts(view: Any, cap: int) -> dict[str, str]:
        found = fast_cuts(view, cap)
        done = frozenset(view.base.truncate) | frozenset(view.base.replace)
        counter = view.counter
        whole = plan_truncation(
            view.job.messages, cap, counter.encoding, counter.message, skip_ids=done
        )
        assert list(found.items()) == list(whole.items())
        calls[1] += 1
        return found

    fast_render, fast_tokens = View.render, View.plan_tokens

    def render(view: View, plan: Any) -> list[Message]:
        rendered = fast_render(view, plan)
        assert rendered == plan.render(view.job.messages)
        return rendered

    def plan_tokens(view: View, plan: Any) -> int:
        tokens = fast_tokens(view, plan)
        assert tokens == view.tokens(plan.render(view.job.messages))
        return tokens

    monkeypatch.setattr(tiers, "early_maskable", maskable)
    monkeypatch.setattr(flow, "new_truncations", cuts)
    fast_check = verify._checked_against_edits

    def checked_tokens(result: Any, view: View) -> int | None:
        tokens = fast_check(result, view)
        if tokens is not None:
            assert verify.unpaired(result.messages) is None
            assert tokens == verify.recount(result, view)
            calls[2] += 1
        return tokens

    fast_candidates = steps.candidates_on_edits

    def candidates(view: View, settings: Any, plan: Any, keep: int) -> Any:
        found = fast_candidates(view, settings, plan, keep)
        if found is not None:
            summary = plan.summary
            whole = mask_candidates(
                apply_replacements(view.job.messages, plan.truncate),
                view.counter.message,
                keep_last_rounds=keep,
                exclude_tools=settings.exclude_tools,
                skip_ids=plan.replace.keys(),
                groups=view.groups,
                start=summary["end"] if summary else 0,
            )
            assert found == whole
            messages = view.job.messages
            originals = {
                key: content_text(message.get("content"))
                for message, key in zip(messages, result_keys(messages), strict=True)
                if key
            }
            keys = [c.tool_call_id for c in found]
            assert view.originals_of(keys) == {key: originals.get(key, "") for key in keys}
        return found

    monkeypatch.setattr(steps, "candidates_on_edits", candidates)
    monkeypatch.setattr(verify, "_checked_against_edits", checked_tokens)
    monkeypatch.setattr(View, "render", render)
    monkeypatch.setattr(View, "plan_tokens", plan_tokens)
    return calls


def step(rng: random.Random, messages: list[Message], index: int) -> list[Message]:
    """The next request of a session: mostly a tool round, sometimes a turn or a branch."""
    roll = rng.random()
    if roll < 0.08:
        return [*messages, {"role": "user", "content": f"now look at page {index}"}]
    if roll < 0.14 and len(messages) > 8:
        return messages[: rng.choice(boundaries(messages))]  # a branch
    if roll < 0.18:
        return json.loads(json.dumps(messages))  # a client that rebuilds its dicts
    rows = 300 if roll < 0.22 else rng.randrange(2, 30)  # now and then an oversized result
    tool = "secret_lookup" if roll < 0.3 else "lookup"
    new = tool_round(index, rows=rows, tool=tool)
    if roll < 0.34:  # a provider that reuses call ids
        new[0]["tool_calls"][0]["id"] = new[1]["tool_call_id"] = "call_same"
    return [*messages, *new]


@pytest.mark.parametrize("seed", range(3))
def test_the_scans_agree_with_the_whole_request_on_every_call(
    checked: list[int], seed: int, tmp_path: Any
) -> None:
    rng = random.Random(seed)
    routed = Router(
        "gpt-4o-mini",
        context_window=40_000,
        exclude_tools=["secret_lookup"],
        max_result_tokens=1_500,
        recorder=Recorder(tmp_path / "s.db"),
    )
    messages: list[Message] = [
        {"role": "system", "content": "You are a data agent."},
        {"role": "user", "content": "Fetch every page."},
    ]
    for index in range(1, 120):
        messages = step(rng, messages, index)
        routed.compact(messages, session_id="s", max_tokens=500)
    assert min(checked) > 50  # the scans and the check against the edits ran on most calls


def test_result_keys_found_incrementally_match_the_whole_list() -> None:
    counter = TokenCounter("gpt-4o-mini")
    results = Results()
    rng = random.Random(7)
    messages: list[Message] = [{"role": "user", "content": "go"}]
    prefix = None
    for index in range(60):
        messages = step(rng, messages, index)
        prefix = read_request(messages, prefix, counter)
        found = results.found(prefix)
        keys = [key for key in result_keys(prefix.messages) if key]
        assert [entry.key for entry in found.entries[: found.count]] == keys
