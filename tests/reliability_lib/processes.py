"""Worker subprocesses: started with a bounded life, followed line by line, always reaped."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from tests.reliability_lib.common import ROOT, child_env

WORKER = str(ROOT / "tests" / "reliability_lib" / "worker.py")
LIFETIME = 120.0  # seconds any worker may live, whatever happens


class Worker:
    """One worker process whose JSON lines are collected by a reader thread."""

    def __init__(self, mode: str, args: dict[str, Any]) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, WORKER, mode, json.dumps(args)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=child_env(),
            cwd=ROOT,
        )
        self.lines: list[dict[str, Any]] = []
        self.stderr = ""
        self._changed = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self._errors = threading.Thread(target=self._read_errors, daemon=True)
        self._errors.start()
        self.started = time.monotonic()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for text in self.proc.stdout:
            if not text.strip():
                continue
            try:
                line = json.loads(text)
            except ValueError:
                line = {"garbled": text[:200]}
            with self._changed:
                self.lines.append(line)
                self._changed.notify_all()
        with self._changed:
            self._changed.notify_all()

    def _read_errors(self) -> None:
        assert self.proc.stderr is not None
        self.stderr = self.proc.stderr.read()

    @property
    def pid(self) -> int:
        """The process id."""
        return self.proc.pid

    def wait_for(self, key: str, timeout: float = 30.0) -> dict[str, Any] | None:
        """The first line holding `key` (waiting up to `timeout` s); None if it never came."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                for line in self.lines:
                    if key in line:
                        return line
                left = deadline - time.monotonic()
                if left <= 0 or (self.proc.poll() is not None and not self._reader.is_alive()):
                    return None
                self._changed.wait(min(left, 0.05))

    def kill(self) -> None:
        """SIGKILL (if still running)."""
        if self.proc.poll() is None:
            self.proc.kill()

    def finish(self, timeout: float = LIFETIME) -> int:
        """Wait for the exit (killing it past `timeout`), drain its output, return the code."""
        try:
            code = self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            code = self.proc.wait(timeout=10)
        self._reader.join(10)
        self._errors.join(10)
        return code


@contextmanager
def workers(*specs: tuple[str, dict[str, Any]]) -> Iterator[list[Worker]]:
    """Start workers; on leaving, kill any still running and reap them all."""
    started: list[Worker] = []
    try:
        for mode, args in specs:
            started.append(Worker(mode, args))
        yield started
    except BaseException:
        for worker in started:
            worker.kill()
        raise
    finally:
        for worker in started:
            worker.finish()
