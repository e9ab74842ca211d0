"""The split of a session's edit log, carried on as the log and the request grow.

`AppliedEdits.split` extends its last split by the edits appended since, rather than reading
the whole log; whatever the order edits arrive in (appended, inserted earlier, calibrations,
other settings), it must equal a split made from scratch.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from recorder.types import EditRecord
from router.history.applied import AppliedEdits, EditsKey, Split, _split
from router.history.edit_log import with_edit
from router.reading.prefix import chain_hashes

CHAIN = chain_hashes(bytes([n]) * 4 for n in range(40))


def edit(number: int, anchor: int, rung: str, config: str) -> EditRecord:
    """An edit anchored to the first `anchor` messages of CHAIN (or of another history)."""
    anchor_hash = CHAIN[anchor - 1].hex() if anchor > 0 else "ff" * 16
    payload = {"ratio": 1.0 + number / 100} if rung == "calibrate" else {"replace": {}}
    return EditRecord(
        session_id="s", anchor_len=anchor, anchor_hash=f"{anchor_hash}.{number}", rung=rung,
        reason="", source="rule", payload=payload, payload_hash="", tokens_before=0,
        tokens_after=0, config_hash=config, id=number,
    )  # fmt: skip


def same(one: Split, other: Split) -> bool:
    return (one.applied, one.foreign, one.key, one.reach, one.ratio) == (
        other.applied, other.foreign, other.key, other.reach, other.ratio,
    )  # fmt: skip


EDIT = st.tuples(
    st.integers(0, 40), st.sampled_from(["mask", "calibrate"]), st.sampled_from(["a", "b"])
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(EDIT, st.integers(1, 40)), max_size=15))
def test_split_grown_equals_split_from_scratch(
    steps: list[tuple[tuple[int, str, str], int]],
) -> None:
    memo = AppliedEdits()
    edits: list[EditRecord] = []
    for number, ((anchor, rung, config), length) in enumerate(steps, start=1):
        edits = with_edit(edits, edit(number, anchor, rung, config))
        chain = CHAIN[:length]
        assert same(memo.split(edits, chain, "a"), _split(edits, chain, "a"))


def test_keys_name_their_edits_and_extend() -> None:
    first = [edit(1, 3, "mask", "a"), edit(2, 5, "mask", "a")]
    key = EditsKey().plus(first)
    longer = key.plus([edit(3, 9, "mask", "a")])
    assert key == EditsKey().plus(list(first)) and hash(key) == hash(EditsKey().plus(first))
    assert longer.extends(key) and not key.extends(longer)
    assert key != EditsKey().plus([edit(1, 3, "mask", "a"), edit(4, 5, "mask", "a")])


def test_an_edit_is_added_once_in_log_order() -> None:
    log = with_edit([], edit(2, 5, "mask", "a"))
    log = with_edit(log, edit(3, 9, "mask", "a"))
    log = with_edit(log, edit(4, 2, "mask", "a"))  # anchored earlier: sorted in
    log = with_edit(log, edit(3, 9, "mask", "a"))  # already there
    assert [(e.anchor_len, e.id) for e in log] == [(2, 4), (5, 2), (9, 3)]
