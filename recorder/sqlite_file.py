"""The database file on disk: refusing what is not a SQLite database in working order (a
directory, a pipe or device, a foreign or truncated file), keeping the file and its -wal/-shm
private to their owner, and the URI that reads it without creating files."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from recorder.errors import RecorderError

__all__ = [
    "SQLITE_MAGIC",
    "check_header",
    "check_kind",
    "create_private",
    "damaged",
    "make_private",
    "medium_is_writable",
    "not_ours",
    "read_only_uri",
]

SQLITE_MAGIC = b"SQLite format 3\x00"


def not_ours(path: Path) -> RecorderError:
    """The error for a file that is not a SQLite database."""
    return RecorderError(
        f"{path} is not a compaction-router database (not a SQLite file): "
        "move it aside or pass another path"
    )


def damaged(path: Path, exc: BaseException | str) -> RecorderError:
    """The error for a SQLite file that is truncated or corrupt."""
    return RecorderError(
        f"{path} is not a compaction-router database in working order: a SQLite file, but "
        f"truncated or corrupt ({exc}); restore it from a backup, "
        "or move it aside to start a new database; `compaction-router audit verify` lists damage"
    )


def check_header(path: Path) -> None:
    """Refuse a non-empty file that is not SQLite, and a SQLite file shorter than it says."""
    with path.open("rb") as handle:
        head = handle.read(100)
    if not head:
        return
    if not head.startswith(SQLITE_MAGIC):
        raise not_ours(path)
    if len(head) < 100:
        raise damaged(path, f"{len(head)} bytes, less than the 100-byte header")
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(head[28:32], "big")
    size = path.stat().st_size
    if size < page_size or (pages and size < pages * page_size):
        raise damaged(path, f"{size} bytes, the header says {max(pages, 1) * page_size}")


def check_kind(path: Path) -> None:
    """Refuse what is not a regular file (a FIFO or device would hang or mislead SQLite)."""
    mode = path.stat().st_mode
    if stat.S_ISDIR(mode):
        raise RecorderError(f"{path} is a directory, not a database file")
    if not stat.S_ISREG(mode):
        raise RecorderError(
            f"{path} is not a regular file (a pipe, socket or device): pass a database file path"
        )


def make_private(path: Path) -> None:
    """Restrict the database file and its -wal/-shm (symlinks followed) to their owner."""
    target = path.resolve()
    for candidate in {target, path}:
        for suffix in ("", "-wal", "-shm"):
            sibling = candidate.with_name(candidate.name + suffix)
            try:
                if sibling.exists() and stat.S_IMODE(sibling.stat().st_mode) & 0o077:
                    os.chmod(sibling, 0o600)
            except OSError:
                pass  # not ours to change: SQLite reports any real access problem


def medium_is_writable(path: Path) -> bool:
    """Whether SQLite could create the -wal/-shm files next to `path` (a read-only mount cannot)."""
    folder = path.resolve().parent
    return os.access(folder, os.W_OK) and os.access(path.resolve(), os.W_OK)


def create_private(path: Path) -> None:
    """Create an empty database file readable by its owner only (mode 0600)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    try:
        os.fchmod(fd, 0o600)
    finally:
        os.close(fd)


def read_only_uri(path: Path) -> str:
    """A URI that reads without creating files: ``mode=ro`` while a writer's -wal/-shm exist,
    ``immutable=1`` when they do not (a closed database) or the medium is read-only."""
    wal = path.with_name(path.name + "-wal")
    shm = path.with_name(path.name + "-shm")
    if wal.exists() and shm.exists() and medium_is_writable(path):
        return f"{path.as_uri()}?mode=ro"
    return f"{path.as_uri()}?mode=ro&immutable=1"
