"""tiktoken encodings made ready faster: the BPE file is parsed in a few bulk steps.

tiktoken's `load_tiktoken_bpe` decodes its 200,000 lines one `base64.b64decode` call at a time,
about half the time the encoding takes to load (the rest is tiktoken's Rust setup). Here
tiktoken's own constructor still gives the file, its expected hash (checked by tiktoken's cached
read), the split pattern and the special tokens; only the parse is swapped, on a copy of the
constructor, and the result is checked for shape. Anything unexpected falls back to
`tiktoken.get_encoding`.
"""

from __future__ import annotations

import binascii
import functools
import types
from typing import Any

from router.offline import configure_offline

__all__ = ["get_encoding", "parse_bpe"]


def parse_bpe(contents: bytes) -> dict[bytes, int] | None:
    """The ranks of a `.tiktoken` file (base64 token, space, rank per line); None if malformed."""
    parts = contents.split()
    if len(parts) != 2 * (contents.strip().count(b"\n") + 1):
        return None  # a blank line, or a line not of two fields
    try:
        ranks = dict(zip(map(binascii.a2b_base64, parts[::2]), map(int, parts[1::2]), strict=True))
    except (binascii.Error, ValueError):
        return None
    return ranks if len(ranks) == len(parts) // 2 else None


class _Malformed(Exception):
    """The BPE file did not parse the quick way."""


def _load_bpe(blobpath: str, expected_hash: str | None = None) -> dict[bytes, int]:
    """`tiktoken.load.load_tiktoken_bpe` with the quick parse (same cached, hash-checked read)."""
    from tiktoken.load import read_file_cached

    ranks = parse_bpe(read_file_cached(blobpath, expected_hash))
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
