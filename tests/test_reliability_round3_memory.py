"""`Recorder(":memory:")` is SQLite's in-memory database: nothing is written to the disk."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from recorder import Recorder, RecorderError
from router import Router
from router.testing import ScriptedModel
from tests.recorder.conftest import build_edit


def test_memory_recorder_writes_no_file_and_keeps_its_records(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    with Recorder(":memory:") as rec:
        rec.save_edit(build_edit())
        rec.save_original("s1", "call_1", "grep", "the original text")
        assert [edit.anchor_len for edit in rec.load_edits("s1")] == [4]
        assert rec.get_original("s1", "call_1") == "the original text"
        assert rec.location == ":memory:"
    assert os.listdir(tmp_path) == []


def test_two_memory_recorders_do_not_share_records(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    with Recorder(":memory:") as first, Recorder(":memory:") as second:
        first.save_edit(build_edit())
        assert second.load_edits("s1") == []
    assert os.listdir(tmp_path) == []


def test_a_router_with_a_memory_recorder_records_and_leaves_no_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    router = Router("gpt-4o-mini", recorder=Recorder(":memory:"), backend=ScriptedModel())
    result = router.compact([{"role": "user", "content": "hi"}], session_id="m")
    assert result.recorded
    assert os.listdir(tmp_path) == []


def test_a_read_only_memory_recorder_is_refused_with_the_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(RecorderError, match=r"in-memory.*nothing to read"):
        Recorder(":memory:", readonly=True)
    assert os.listdir(tmp_path) == []
