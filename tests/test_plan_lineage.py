"""Plans remember what was written to them since they were copied; diffs read only that.

`Plan.payload_since` and `changed_results` take the keys written along a plan's copies as a
shortcut. Whatever the sequence of copies and writes (including writes to the base after it
was copied, and keys taken away), they must give what a full comparison gives.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from router.history.edit_log import Plan

KEYS = st.sampled_from([f"call_{n}" for n in range(6)])
TEXTS = st.sampled_from(["[masked]", "[cut]", "short", "other"])
STEP = st.one_of(
    st.tuples(st.just("copy"), st.booleans(), KEYS, TEXTS),
    st.tuples(st.sampled_from(["replace", "truncate"]), st.booleans(), KEYS, TEXTS),
    st.tuples(st.just("update"), st.booleans(), KEYS, TEXTS),
    st.tuples(st.just("pop"), st.booleans(), KEYS, TEXTS),
)


def full_payload(plan: Plan, base: Plan) -> dict[str, dict[str, str]]:
    """What the plan masks or cuts otherwise than `base`, compared key by key."""
    found: dict[str, dict[str, str]] = {}
    for name in ("truncate", "replace"):
        mine, theirs = getattr(plan, name), getattr(base, name)
        added = {k: v for k, v in mine.items() if theirs.get(k) != v}
        if added:
            found[name] = added
    return found


def built(steps: list[tuple[str, bool, str, str]]) -> list[Plan]:
    """A base plan and its copies, written to (the base too, after copying) as `steps` say."""
    base = Plan()
    base.replace.update({"call_0": "[masked]", "call_1": "[masked]"})
    plans = [base]
    for action, on_base, key, text in steps:
        target = plans[0] if on_base else plans[-1]
        if action == "copy":
            plans.append(plans[-1].copy())
        elif action == "update":
            target.replace.update({key: text})
        elif action == "pop":
            target.replace.pop(key, None)
        else:
            getattr(target, action)[key] = text
    return plans


@settings(max_examples=300, deadline=None)
@given(st.lists(STEP, max_size=12))
def test_payload_since_matches_a_full_comparison(steps: list[tuple[str, bool, str, str]]) -> None:
    plans = built(steps)
    base = plans[0]
    for plan in plans:
        payload = plan.payload_since(base)
        shortcut = {name: payload[name] for name in ("truncate", "replace") if name in payload}
        assert shortcut == full_payload(plan, base)


def test_a_copy_written_to_names_only_what_it_wrote() -> None:
    base = Plan()
    base.replace.update({f"call_{n}": "[masked]" for n in range(1000)})
    plan = base.copy()
    plan.replace["call_new"] = "[masked new]"
    plan.truncate["call_big"] = "[cut]"
    assert plan.written_since(base) == (["call_big"], ["call_new"])
    assert plan.payload_since(base) == {
        "truncate": {"call_big": "[cut]"},
        "replace": {"call_new": "[masked new]"},
    }
    base.replace["call_late"] = "[masked]"  # the base changed after the copy: no shortcut
    assert plan.written_since(base) is None


@settings(max_examples=300, deadline=None)
@given(st.lists(STEP, max_size=12))
def test_plans_compare_equal_exactly_when_their_fields_do(
    steps: list[tuple[str, bool, str, str]],
) -> None:
    plans = built(steps)
    for one in plans:
        for other in plans:
            fields = (dict(one.replace), dict(one.truncate), one.keep, one.summary)
            same = fields == (dict(other.replace), dict(other.truncate), other.keep, other.summary)
            assert (one == other) is same


def test_a_note_on_a_user_turn_travels_in_the_payload_and_renders_on_that_message() -> None:
    from router.history.recalled import recalled_key

    messages = [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": [{"type": "text", "text": "Which port?"}]},
        {"role": "assistant", "content": "Checking."},
        {"role": "user", "content": "And the host?"},
    ]
    base = Plan()
    plan = base.copy()
    plan.recalled[recalled_key(1, messages[1])] = "- read_file(...) tool_call_id=c1:\nport = 8073"
    plan.recalled[recalled_key(3, {"content": "another question"})] = "never shown"
    again = Plan()
    again.absorb(plan.payload_since(base))
    assert again == plan
    rendered = again.render(messages)
    assert rendered[1]["content"][-1] == {
        "type": "text",
        "text": "- read_file(...) tool_call_id=c1:\nport = 8073",
    }
    assert rendered[3] == messages[3]  # the note was made for another message there
    assert messages[1]["content"] == [{"type": "text", "text": "Which port?"}]  # not altered
    folded = Plan()
    folded.absorb({**plan.payload_since(base), "summary": {"start": 1, "end": 3,
                   "message": {"role": "user", "content": "[summary]"}}})  # fmt: skip
    # a note on a folded message goes with it; one past the fold stays
    assert list(folded.recalled) == [recalled_key(3, {"content": "another question"})]
