"""tiktoken encodings made ready faster: the BPE file is parsed in a few bulk steps.

tiktoken's `load_tiktoken_bpe` decodes its 200,000 lines one `base64.b64decode` call at a time,
about half the time the encoding takes to load (the rest is tiktoken's Rust setup). Here
tiktoken's own constructor still gives the file, its expected hash (checked by tiktoken's cached
read), the split pattern and the special tokens; only the parse is swapped, on a copy of the
constructor, and the result is checked for shape. Anything unexpected falls back to
`tiktoken.get_encoding`. In the files OpenAI publishes, a token's rank is its line number: for a
file whose SHA-256 says it is one of those, the ranks are counted rather than read.
"""

from __future__ import annotations

import binascii
import functools
import hashlib
import types
from typing import Any

from router.offline import configure_offline

__all__ = ["RANKED_BY_LINE", "get_encoding", "parse_bpe"]

RANKED_BY_LINE = frozenset(
    {
        "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",  # o200k_base
        "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",  # cl100k_base
    }
)
"""SHA-256 of the `.tiktoken` files whose ranks are their line numbers (checked in the tests)."""


def parse_bpe(contents: bytes, by_line: bool = False) -> dict[bytes, int] | None:
    """The ranks of a `.tiktoken` file (base64 token, space, rank per line); None if malformed.

    With `by_line`, the ranks are taken to be the line numbers (0, 1, ...), not read.
    """
    parts = contents.split()
    if len(parts) != 2 * (contents.strip().count(b"\n") + 1):
        return None  # a blank line, or a line not of two fields
    numbers = range(len(parts) // 2) if by_line else map(int, parts[1::2])
    try:
        ranks = dict(zip(map(binascii.a2b_base64, parts[::2]), numbers, strict=True))
    except (binascii.Error, ValueError):
        return None
    return ranks if len(ranks) == len(parts) // 2 else None


class _Malformed(Exception):
    """The BPE file did not parse the quick way."""


def _load_bpe(blobpath: str, expected_hash: str | None = None) -> dict[bytes, int]:
    """`tiktoken.load.load_tiktoken_bpe` with the quick parse (same cached, hash-checked read)."""
    from tiktoken.load import read_file_cached

    contents = read_file_cached(blobpath, expected_hash)
    by_line = expected_hash in RANKED_BY_LINE
    if by_line and hashlib.sha256(contents).hexdigest() != expected_hash:
        raise _Malformed(blobpath)  # checked here too: tiktoken skips it when caching is off
    ranks = parse_bpe(contents, by_line)
    if ranks is None:
        raise _Malformed(blobpath)
    return ranks


def _quick_uncached(name: str) -> Any:
    """The encoding built by tiktoken's constructor run with the quick parse, or None."""
    import tiktoken
    from tiktoken import registry

    if registry.ENCODING_CONSTRUCTORS is None:
        registry._find_constructors()
    constructor = (registry.ENCODING_CONSTRUCTORS or {}).get(name)
    if not isinstance(constructor, types.FunctionType):
        return None
    if constructor.__globals__.get("load_tiktoken_bpe") is None:
        return None
    scope = {**constructor.__globals__, "load_tiktoken_bpe": _load_bpe}
    quick = types.FunctionType(constructor.__code__, scope, name, constructor.__defaults__)
    try:
        return tiktoken.Encoding(**quick())
    except _Malformed:
        return None


@functools.cache
def get_encoding(name: str) -> Any:
    """The tiktoken encoding `name`, loaded offline once per process (tiktoken's if loaded)."""
    configure_offline()
    import tiktoken
    from tiktoken import registry

    try:  # tiktoken's internals, as of 0.7 to 0.14
        found = registry.ENCODINGS.get(name) or _quick_uncached(name)
    except (AttributeError, ImportError, TypeError):
        found = None
    return found if found is not None else tiktoken.get_encoding(name)
