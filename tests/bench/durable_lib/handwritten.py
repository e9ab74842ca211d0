"""Hand-written chat histories with durable items (a few, in people's words)."""

from __future__ import annotations

from collections.abc import Callable

from durable_lib.generate import History

HANDWRITTEN: list[tuple[str, Callable[[], History]]] = []
