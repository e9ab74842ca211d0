"""A seeded corpus of tool results in many formats, across agent shapes, with planted facts.

    conversation = build_conversation("json-minified", "data-agent", seed=3)
    for fact in conversation.facts:
        request = conversation.request(fact)   # history + the late question
        compacted = my_strategy(request)
        ok = survives(fact, compacted)          # every answer value still verbatim?

Facts are of three kinds: "keyword" (the question shares a rare word with the planted text),
"identifier" (the question names a record and asks one of its fields) and "unusual" (a record
with a rare value; the question names no word of it).
"""

from tests.bench.corpus.shapes import (
    FORMATS,
    SHAPES,
    Conversation,
    build_conversation,
    request_text,
    survives,
)
from tests.bench.corpus.tables import Fact

__all__ = [
    "FORMATS",
    "SHAPES",
    "Conversation",
    "Fact",
    "build_conversation",
    "request_text",
    "survives",
]
