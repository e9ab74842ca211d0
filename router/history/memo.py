"""What the engine remembers about one session between calls: owned by the session's state.

Each field is one engine question's answer for the session's last request, kept so the next
request (which usually extends it) is read only where it is new. The state that holds it is
the session's (`router.history.sessions`), so it is bounded with the session, forgotten when
the session is read afresh, and never shared between routers or sessions.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

__all__ = ["SessionMemo", "StatementReadings"]

ANSWERS_KEPT = 16
"""Questions remembered per session (each engine question has a few variants at most)."""
TEXTS_KEPT = 4096
"""Placeholder texts whose token counts are remembered per session."""


READINGS_KEPT = 20_000
"""Statements whose durable-item reading is remembered per session."""


class StatementReadings(dict[Any, Any]):
    """The session's statement readings (`judges.durable.Readings`): their bytes counted as
    they are added, all forgotten at once past `READINGS_KEPT`."""

    def __init__(self) -> None:
        """An empty set of readings."""
        super().__init__()
        self.bytes = 0
        self._lock = threading.Lock()

    def __setitem__(self, key: Any, value: Any) -> None:
        """Keep one reading (its key starts with the statement's text)."""
        with self._lock:
            if key not in self:
                if len(self) >= READINGS_KEPT:
                    self.clear()
                    self.bytes = 0
                self.bytes += 2 * len(str(key[0])) + 1024
            super().__setitem__(key, value)


@dataclass
class SessionMemo:
    """The engine's per-session answers, each guarded by `lock` while read or replaced."""

    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    paired: Any = None
    """The last rendering found paired (`router.engine.pairing`)."""
    answers: OrderedDict[Any, Any] = field(default_factory=OrderedDict)
    """Answers carried from one set of earlier edits to the next (`router.engine.carry`)."""
    unchanged: set[Any] = field(default_factory=set)
    """Requests found to need no refresh for their user turn (`router.engine.refresh`)."""
    text_tokens: dict[str, int] = field(default_factory=dict)
    """Token counts of placeholder texts (`router.engine.counted`)."""
    text_bytes: int = 0
    """About how many bytes `text_tokens` holds (kept as texts are added)."""
    adapters: dict[str, Any] = field(default_factory=dict)
    """What a format adapter kept of the session's last call, by adapter (`router.formats`)."""
    cut_index: Any = None
    """The BM25 index of the units of results cut in this session (`router.engine.cut_index`)."""
    readings: StatementReadings = field(default_factory=StatementReadings)
    """Each conversation statement's durable-item kind and subject (`judges.durable`)."""

    def answer(self, question: Any) -> Any:
        """The answer kept for `question`, if any."""
        with self.lock:
            return self.answers.get(question)

    def keep_answer(self, question: Any, answer: Any) -> None:
        """Keep `answer` for `question`, forgetting the least recently kept past a few."""
        with self.lock:
            self.answers[question] = answer
            self.answers.move_to_end(question)
            while len(self.answers) > ANSWERS_KEPT:
                self.answers.popitem(last=False)

    def tokens_of(self, text: str, count: Any) -> int:
        """Tokens of a placeholder text, counted once per session."""
        size = self.text_tokens.get(text)
        if size is None:
            size = int(count(text))
            with self.lock:
                if len(self.text_tokens) >= TEXTS_KEPT:
                    self.text_tokens.clear()
                    self.text_bytes = 0
                if text not in self.text_tokens:
                    self.text_bytes += len(text) + 64
                self.text_tokens[text] = size
        return size

    def weight(self) -> int:
        """About how many bytes this memo holds beyond what the session's messages hold."""
        index = int(getattr(self.cut_index, "bytes_held", 0))
        held = index + self.text_bytes + self.readings.bytes
        return held + 256 * (len(self.answers) + len(self.unchanged))
