"""A passage that matches a question also holds the answer: a C header's comment describing a
function is brought back with the declaration after it, so "which call stops copying at a
given character?" gets `memccpy`, not a comment cut off before the name."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from router import Router
from router.engine.passages import RECORD_CHARS, passages
from rungs.excerpts.select import document_of
from tests.conftest import exchange

Message = dict[str, Any]
HEADER = """\
/* Copy N bytes of SRC to DEST.  */
extern void *memcpy (void *__restrict __dest, const void *__restrict __src,
\t\t     size_t __n) __THROW __nonnull ((1, 2));

/* Copy N bytes of SRC to DEST, guaranteeing
   correct behavior for overlapping strings.  */
extern void *memmove (void *__dest, const void *__src, size_t __n)
     __THROW __nonnull ((1, 2));

/* Copy no more than N bytes of SRC to DEST, stopping when C is found.
   Return the position in DEST one byte past where C was copied,
   or NULL if C was not found in the first N bytes of SRC.  */
#if defined __USE_MISC || defined __USE_XOPEN || __GLIBC_USE (ISOC2X)
extern void *memccpy (void *__restrict __dest, const void *__restrict __src,
\t\t      int __c, size_t __n)
    __THROW __nonnull ((1, 2)) __attr_access ((__write_only__, 1, 4));
#endif /* Misc || X/Open.  */

/* Set N bytes of S to C.  */
extern void *memset (void *__s, int __c, size_t __n) __THROW __nonnull ((1));
"""
QUESTION = (
    "What's the name of the function that copies bytes but stops early once it hits a "
    "particular character?"
)


def header_text() -> str:
    """This machine's string.h when it has one, else the same declarations written out."""
    real = Path("/usr/include/string.h")
    return real.read_text() if real.exists() else HEADER


def test_no_passage_stops_inside_the_comment_before_a_declaration() -> None:
    units = document_of(header_text(), "read_file", '{"path": "/usr/include/string.h"}').units
    for shown, _span in passages(units):
        if "stopping when C is found" in shown and len(shown) < RECORD_CHARS - 200:
            assert "memccpy" in shown, shown


def session(header: str) -> list[Message]:
    """An agent reading a header, then other files, one call a round."""
    messages: list[Message] = [
        {"role": "system", "content": "You are a C porting assistant."},
        {"role": "user", "content": "Read the libc headers and our sources."},
    ]
    reads = [("/usr/include/string.h", header)]
    reads += [(f"/src/module_{n}.c", _source(n)) for n in range(8)]
    for number, (path, text) in enumerate(reads):
        messages += exchange(f"call_{number}", "read_file", {"path": path}, text)
    return messages


def _source(number: int) -> str:
    return "\n".join(
        f"/* Handler {number}.{n}: checks the request and answers it.  */\n"
        f"static int handle_{number}_{n} (struct request *req) {{ return req->code + {n}; }}"
        for n in range(40)
    )


@pytest.mark.parametrize("header", [HEADER, header_text()], ids=["written", "this machine"])
def test_a_question_in_other_words_gets_the_declaration(header: str) -> None:
    router = Router("gpt-4o-mini", context_window=32_000)
    history = session(header)
    for end in range(4, len(history) + 1, 2):
        router.compact(history[:end], session_id="port", max_tokens=500)
    history.append({"role": "user", "content": QUESTION})
    sent = router.compact(history, session_id="port", max_tokens=500).messages
    assert "memccpy" in "\n".join(str(m.get("content") or "") for m in sent)
